import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and while React takes the page over, true from a transition right
 * after the component mounts. A control whose action needs JavaScript (add to cart) is disabled
 * until then, so a click before the page is ready visibly waits instead of being silently lost.
 *
 * A transition, not an external store's switch (useSyncExternalStore with a server snapshot):
 * React applies a store's change to every reader at once, in one task it cannot pause, and for a
 * catalogue's 24 cards or the product page's view that was the longest task on a phone after
 * hydration; a transition renders in slices between the browser's other work. Mounted later (a
 * link followed in the app), a part also starts false, for as long as a transition takes. Never
 * a module-level "hydrated" flag: a lazy part hydrating after it would read true and not match
 * the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
