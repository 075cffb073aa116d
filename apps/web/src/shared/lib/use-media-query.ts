import { useBrowserSnapshot } from './use-browser-snapshot';

/** The shop's mobile layout: a width below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useBrowserSnapshot(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Server-rendered pages assume a wide screen; the browser re-renders after hydration if not.
    () => false,
  );
}
