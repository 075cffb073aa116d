/**
 * When the page the visitor came for is on screen, so that the layout's extras (the header's
 * menus and search box, the footer, the toaster) load their code after it rather than before.
 *
 * Why: on a personal page (the cart, an order) the content comes after hydration, from this
 * browser's storage. When the extras' code was asked for during hydration, the cart's lines
 * waited for it on a slow phone (their chunks, then hydrating them): Lighthouse put the cart's
 * largest paint at 3 s. The extras keep their server HTML meanwhile (a plain search form, links,
 * the menus' look-alike triggers), so nothing moves and nothing is lost.
 *
 * Once the app has mounted the content is shown, unless the page opened is one whose content
 * comes later (a personal page's frame, until its content replaces it). A second at most after
 * the app mounts, whatever happens.
 */
const LONGEST_WAIT_MS = 1_000;

let announce: () => void = () => {};
let mounted = false;
let expecting = false;

/** Settles once, when the page's own content is on screen. */
export const pageContentShown = new Promise<void>((resolve) => {
  announce = resolve;
});

function announceIfDue() {
  if (mounted && !expecting) announce();
}

/**
 * The page being opened shows its content after hydration (a personal page's frame): said before
 * hydrating, as the page hydrates after the app's root (its Suspense boundary, in a pass of its own).
 */
export function expectLaterContent(): void {
  expecting = true;
}

/** That page's content has replaced its frame. */
export function laterContentShown(): void {
  expecting = false;
  announceIfDue();
}

/** The app's root, once it has mounted. */
export function appMounted(): void {
  mounted = true;
  announceIfDue();
  setTimeout(announce, LONGEST_WAIT_MS);
}

/** The server renders every part of a page at once: nothing waits there (entry-server.tsx). */
export function renderingEverythingAtOnce(): void {
  announce();
}

/** `load` for React.lazy, run once the page's content is on screen. */
export function afterPageContent<T>(load: () => Promise<T>): () => Promise<T> {
  return () => pageContentShown.then(load);
}
