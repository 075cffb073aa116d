import { startTransition, useEffect, useState } from 'react';

/**
 * useHydrated for a large part of a page (the product page's view): false on its first render,
 * true from a transition right after it mounts, which React renders in slices between the
 * browser's other work. useHydrated's switch is an external store's, which React applies to its
 * readers at once, in one task it cannot pause; for the whole product page that was the longest
 * task on a phone after hydration. Mounted later (a link followed in the app), the part also
 * starts false, for as long as a transition takes. A module of its own, so the first load does
 * not carry it (only lazy pages use it).
 */
export function useHydratedLater(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
