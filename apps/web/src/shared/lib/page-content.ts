/**
 * When the page the visitor came for is painted (its pictures on screen included), so that what
 * the page does not need to show itself waits until after it: the layout's extras (the header's
 * menus and search box, the footer, the toaster, the alerts' stack) ask for their code, the
 * server-readiness check and the cart's check ask the server.
 *
 * Why: on a personal page (the cart, an order) the content comes after hydration, from this
 * browser's storage. When those requests started during hydration, the cart's lines waited for
 * them on a slow phone (a chunk, then hydrating it; an answer, then rendering it): Lighthouse put
 * the cart's largest paint after the last of them, at 3 s (docs/performance.md, tenth session).
 * The extras keep their server HTML meanwhile (a plain search form, links, the menus' look-alike
 * triggers), so nothing moves and nothing is lost.
 *
 * Once the app has mounted its page is painted, unless the page opened is one whose content comes
 * later (a personal page's frame, until its content replaces it). A second at most after the app
 * mounts, whatever happens.
 */
const LONGEST_WAIT_MS = 1_000;

let announce: () => void = () => {};
let expecting = false;

/** Settles once, when the page's own content (its pictures on screen included) has been painted. */
export const pageContentShown = new Promise<void>((resolve) => {
  announce = resolve;
});

/**
 * The pictures on screen that are still arriving: part of the page's content (a cart line's
 * picture can be its largest paint), so what waits for the content waits for them too.
 */
function picturesArriving(): Promise<unknown>[] {
  return Array.from(document.querySelectorAll('img'))
    .filter((picture) => {
      if (picture.complete) return false;
      const { top, bottom } = picture.getBoundingClientRect();
      return bottom > 0 && top < innerHeight;
    })
    .map((picture) => picture.decode().catch(() => undefined));
}

/** After the browser has painted what was just committed: a frame's callback runs before its paint, a task it starts after it. */
function announceAfterPaint() {
  const paint = () => requestAnimationFrame(() => setTimeout(announce));
  const pictures = picturesArriving();
  if (pictures.length > 0) void Promise.all(pictures).then(paint);
  else paint();
}

/**
 * The page being opened shows its content after hydration (a personal page's frame): said before
 * hydrating, as the page hydrates after the app's root (its Suspense boundary, in a pass of its own).
 */
export function expectLaterContent(): void {
  expecting = true;
}

/** That page's content has replaced its frame (committed; painted next). */
export function laterContentShown(): void {
  expecting = false;
  announceAfterPaint();
}

/** The app's root, once it has mounted. */
export function appMounted(): void {
  if (!expecting) announceAfterPaint();
  setTimeout(announce, LONGEST_WAIT_MS);
}

/** The server renders every part of a page at once: nothing waits there (entry-server.tsx). */
export function renderingEverythingAtOnce(): void {
  announce();
}

/**
 * Settles once the page's content is shown, in a task of its own. What starts then (a chunk's
 * request with its dependencies' preload links, a check sent to the server) started in the
 * microtasks of one task when each waited on `pageContentShown` itself: about 95 ms of work at
 * once on this machine, the longest task of a catalogue's load (380 ms with Lighthouse's phone
 * slowed four times). One task each, the browser paints and answers a tap between them.
 */
export function pageContentShownTask(): Promise<void> {
  if (typeof document === 'undefined') return pageContentShown;
  return pageContentShown.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** `load` for React.lazy, run once the page's content is on screen, in a task of its own. */
export function afterPageContent<T>(load: () => Promise<T>): () => Promise<T> {
  return () => pageContentShownTask().then(load);
}
