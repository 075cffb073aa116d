import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { productKeys } from '../../shared/api/query-keys';
import { ServerStatusContext, type ServerStatus } from '../../shared/server-status/server-status';
import { pageContentShownTask } from '../../shared/lib/page-content';
import { checkHealthOnce, RECHECK_INTERVAL_MS, waitForServer } from './health';

/**
 * The dialog appears only when the first check is still running after this long:
 * on a healthy server it would otherwise flash on every visit (docs/spec-deviations.md).
 */
export const DIALOG_DELAY_MS = 1_000;

const ServerStatusDialog = lazy(() => import('./server-status-dialog'));

/** The answers a page shows nothing real without: a product list or a product (not what is below it). */
const PAGE_DATA = ['list', 'detail'];

/**
 * Whether the page on screen waits for its products: one of its list or product queries is in
 * use and has no answer yet. A page that shows real products (rendered on the server, or
 * loaded already) needs no dialog about the server, and keeps its products.
 */
export function pageLacksData(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ queryKey: productKeys.all, type: 'active' })
    .some((query) => PAGE_DATA.includes(query.queryKey[1] as string) && query.state.data === undefined);
}

export function ServerStatusProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ServerStatus>('checking');
  const [dialogOpen, setDialogOpen] = useState(false);
  // Whether the dialog still follows the page: until the first check ends or the visitor closes it.
  const following = useRef(true);
  const closeDialog = useCallback(() => {
    following.current = false;
    setDialogOpen(false);
  }, []);

  useEffect(() => {
    // As a transition: on a server-rendered page, parts whose code is still loading keep their
    // server HTML until they can hydrate, instead of being thrown away and rendered again.
    const report = (next: ServerStatus) => startTransition(() => setStatus(next));
    const controller = new AbortController();
    // Once the first check is slow, the dialog is open exactly while the page waits for its products.
    const follow = () => following.current && setDialogOpen(pageLacksData(queryClient));
    let unfollow = () => {};
    const slowCheck = setTimeout(() => {
      follow();
      unfollow = queryClient.getQueryCache().subscribe(follow);
    }, DIALOG_DELAY_MS);
    let recheck: ReturnType<typeof setInterval> | undefined;
    // After the page's content is painted: on a slow phone the answer came between hydration and
    // a personal page's content, which then waited for it (shared/lib/page-content.ts).
    void pageContentShownTask()
      .then(() => waitForServer(checkHealthOnce, controller.signal))
      .then((ready) => {
        clearTimeout(slowCheck);
        unfollow();
        if (controller.signal.aborted) return;
        report(ready ? 'available' : 'unavailable');
        recheck = setInterval(() => {
          void checkHealthOnce().then((ok) => report(ok ? 'available' : 'unavailable'));
        }, RECHECK_INTERVAL_MS);
      });
    return () => {
      controller.abort();
      clearTimeout(slowCheck);
      unfollow();
      clearInterval(recheck);
    };
  }, [queryClient]);

  const previous = useRef<ServerStatus>(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status !== 'available' || before === 'available') return;
    // Back from unavailable: everything on screen is sample data, reload it all. Ready after a
    // slow start: only the product calls that gave up meanwhile need another try.
    void queryClient.invalidateQueries({
      queryKey: productKeys.all,
      predicate: (query) => before === 'unavailable' || query.state.status === 'error',
    });
  }, [status, queryClient]);

  return (
    <ServerStatusContext value={status}>
      {children}
      {dialogOpen && (
        <Suspense fallback={null}>
          <ServerStatusDialog status={status} onClose={closeDialog} />
        </Suspense>
      )}
    </ServerStatusContext>
  );
}
