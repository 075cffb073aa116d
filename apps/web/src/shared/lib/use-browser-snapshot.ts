import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { pageContentShown } from './page-content';

const noSubscription = () => () => {};

/**
 * `useSyncExternalStore` for a value only the browser knows (its storage, its width, its theme):
 * while React takes the server's HTML over, the server's value; once the page's own content is
 * on screen, the browser's, in a transition. Given the browser's value at once, React finds it
 * differs from the server's after hydrating and renders every reader again in one task it cannot
 * pause, and a lazy part not yet hydrated loses its server HTML to a fresh render: a signed-in
 * shopper's header and cart, the phone's menus on every page, the longest tasks of a phone's
 * load. A transition renders in slices. Mounted later (a link followed in the app), it reads the
 * browser's value from the start.
 */
export function useBrowserSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // React asks for the server's snapshot only while rendering on the server or hydrating, and
  // asks during this very render (never after it, which the rule below guards against).
  const render = { hydrating: false };
  // eslint-disable-next-line react-hooks/immutability
  useSyncExternalStore(noSubscription, isFalse, () => {
    render.hydrating = true;
    return false;
  });
  const [live, setLive] = useState(!render.hydrating);
  useEffect(() => {
    let mounted = !live;
    // Once the page's own content is on screen: React renders every pending transition together,
    // so one reaching a lazy part whose code waits for that content (page-content.ts) would hold
    // the personal page's own content back with it.
    void pageContentShown.then(() => mounted && startTransition(() => setLive(true)));
    return () => {
      mounted = false;
    };
  }, [live]);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

const isFalse = () => false;
