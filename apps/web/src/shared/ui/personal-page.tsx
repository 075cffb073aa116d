import { type ComponentType, type ReactNode, useEffect } from 'react';
import { laterContentShown } from '../lib/page-content';
import { useHydrated } from '../lib/use-hydrated';

/** What lets a visitor see a personal page (features/auth's RequireUser, given by the router). */
export type PageGuard = ComponentType<{ children: ReactNode }>;

/**
 * A signed-in shopper's own page (the cart, an order) as the server renders it: its `frame` (the
 * page's title and placeholders at their final places, the same for everyone), which the
 * browser's first render repeats, so that React takes the server's HTML over instead of replacing
 * it. The guard and the page itself (the cart's lines, the order) come right after, in the
 * browser only: the server renders every page signed out, and the session lives in this
 * browser's storage. Mounted by a link followed in the app, the frame shows for one transition.
 */
export function PersonalPage({ frame, Guard, children }: { frame: ReactNode; Guard: PageGuard; children: ReactNode }) {
  const hydrated = useHydrated();
  // The layout's extras wait until the page's content has replaced the frame (shared/lib/page-content.ts).
  useEffect(() => {
    if (hydrated) laterContentShown();
  }, [hydrated]);
  return hydrated ? <Guard>{children}</Guard> : frame;
}
