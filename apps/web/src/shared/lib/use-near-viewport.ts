import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come within `screens` screen heights below the visible part of the page
 * (or into it), and from then on: a part below the first screens asks for its data and renders only
 * as the shopper scrolls towards it, instead of while the page is still being taken over. Set in a
 * transition, like `useHydrated`. Without IntersectionObserver (old browsers, unit tests' DOM),
 * at once.
 *
 * What the element then holds arrives above whatever follows it. A keyboard user can Tab past it
 * while it is still empty (nothing in it to stop at) to the links below, which its arrival would
 * push out of view, and a focus in it moves as its parts arrive one by one: while it grows, a
 * keyboard focus in it or below it is kept in view.
 */
export function useNearViewport<T extends Element>(screens = 1.5): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const stopWatching = useRef(() => {});
  const watch = useCallback(
    (element: T | null) => {
      stopWatching.current();
      stopWatching.current = () => {};
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined') {
        if (!near) setNear(true);
        return;
      }
      const nearing = near
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              nearing?.disconnect();
              startTransition(() => setNear(true));
            },
            { rootMargin: `0px 0px ${screens * 100}% 0px` },
          );
      nearing?.observe(element);
      const growing = new ResizeObserver(() => keepFocusBelowInView(element));
      growing.observe(element);
      stopWatching.current = () => {
        nearing?.disconnect();
        growing.disconnect();
      };
    },
    [near, screens],
  );
  return [watch, near];
}

/**
 * A keyboard focus in `element` or after it, scrolled back into view (a focus above is not moved
 * by its growth; one in it is when a part above it arrives, one of its later parts say).
 */
function keepFocusBelowInView(element: Element) {
  const focused = document.activeElement;
  if (!focused || !focused.matches(':focus-visible')) return;
  if (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}
