/**
 * Calls `onIntent` with the path of an in-app link the shopper is about to follow: as the pointer
 * rests on it (a mouse), as a finger or button goes down on it (a tap comes about 100 ms before
 * its click), or as the keyboard focuses it. The page's code can then be fetched ahead: since the
 * lazy chunks carry no preload links (decision 0012), the first visit to a kind of page otherwise
 * waits for its chunk and then for the chunk's imports, one round trip after the other.
 * Each path is reported once. Returns what stops listening.
 */
export function listenForLinkIntent(onIntent: (path: string) => void): () => void {
  const reported = new Set<string>();
  const onEvent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || reported.has(url.pathname)) return;
    reported.add(url.pathname);
    onIntent(url.pathname);
  };
  const events = ['mouseover', 'pointerdown', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onEvent, { capture: true, passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onEvent, { capture: true });
  };
}
