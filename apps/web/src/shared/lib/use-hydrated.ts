import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while React takes the page over, true from then on. A control
 * whose action needs JavaScript (add to cart) is disabled until then, so a click before the
 * page is ready visibly waits instead of being silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
