import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './index.css';
import i18n, { i18nReady, toLanguage } from './shared/i18n';
import { createQueryClient } from './shared/api/query-client';
import { readSsrState } from './shared/lib/ssr-state';
import { App } from './app/app';
import { preloadFramedPage, preloadPageCode } from './app/router';
import { pageContentShownTask } from './shared/lib/page-content';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const serverState = readSsrState();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );

  // Start from the answers the server rendered with: no second call for the same data.
  if (serverState) hydrate(queryClient, serverState.queries);
  // A page rendered before the last change (prices, stock, exchange rates): shown as it came,
  // then every answer it holds is asked for again as its component mounts (nothing is mounted
  // yet, so nothing is fetched here).
  if (serverState?.stale) void queryClient.invalidateQueries();

  if (serverState && toLanguage(i18n.language) === serverState.language) {
    // As a transition, React hydrates in slices, letting the browser handle input and paint
    // between them; otherwise the whole layout hydrates in one task (a quarter of a second on a
    // slow phone) before the first tap can be answered.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // No server render (a shopper's own pages but the cart's and an order's frames), or one in another language (a
    // choice kept only in this browser's storage): render afresh, React replacing the server's
    // HTML when it commits; in slices too, for the same reason.
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

// Pages open at their top and Back returns to where the shopper was (shared/lib/scroll-restoration.ts):
// a small chunk of its own, outside the first load's budget. The page hydrates only once it has
// started (it loads beside the language's texts), so no navigation inside the app can come
// before it: a click right after hydration on a busy machine opened the next page scrolled down.
const scrollRestoration = import('./shared/lib/scroll-restoration').then(
  (module) => module.startScrollRestoration(),
  // Without it the shop still works, as the browser scrolls.
  () => undefined,
);
// English texts may still be loading: render once the visitor's language is ready. (A .then
// rather than a top-level await, which would turn off the bundler's merging of shared chunks.)
void Promise.all([i18nReady, scrollRestoration, preloadFramedPage(location.pathname)]).then(() => start(root));
// A page's code fetched as a link to it is about to be followed; listened for once the page is
// shown (its own loading must not wait behind it), from a small chunk outside the first load.
void pageContentShownTask()
  .then(() => import('./shared/lib/link-intent'))
  .then(({ listenForLinkIntent }) => listenForLinkIntent(preloadPageCode))
  // Without it, a page's code is fetched when the page is opened.
  .catch(() => undefined);
