/**
 * Scroll positions as a browser keeps them, for an app that changes pages itself: a page reached
 * inside the app opens at its top, Back and Forward return to where the shopper was on that entry
 * (once its content is tall enough again), and a change of the query alone (the catalogue's
 * filters, sort or page) leaves the scroll alone, so the list stays in view.
 *
 * Each history entry gets a key in its `history.state`; positions are kept per key in session
 * storage, so they survive a reload too.
 */

const KEY_FIELD = 'scrollKey';
const STORAGE_KEY = 'scroll-positions';
/** Entries remembered (oldest dropped first), so session storage never grows without bound. */
const MAX_ENTRIES = 50;
/** How long a restore waits for the page to become tall enough. */
const RESTORE_WAIT_MS = 3_000;
/**
 * How long a restore keeps the position once reached: the parts that render after the page's
 * first frame (a lazy chunk, a deferred or transition render, hydration finishing late on a busy
 * phone) can make the page shorter for a moment, which the browser answers by scrolling up.
 */
const SETTLE_MS = 500;

export type Positions = Record<string, number>;

/** What a navigation does to the scroll: to the top (another page), nothing (same page, new query). */
export function scrollOnPush(fromPath: string, toPath: string): 'top' | 'keep' {
  return fromPath === toPath ? 'keep' : 'top';
}

/** The entry's key in a history state, if it has one. */
export function keyOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !(KEY_FIELD in state)) return undefined;
  const key = (state as Record<string, unknown>)[KEY_FIELD];
  return typeof key === 'string' ? key : undefined;
}

/** A history state with `key` added, keeping what the app stored in it (an object state's fields). */
export function withKey(state: unknown, key: string): Record<string, unknown> {
  return state && typeof state === 'object'
    ? { ...(state as Record<string, unknown>), [KEY_FIELD]: key }
    : { [KEY_FIELD]: key };
}

/** Positions with `key` set to `y`, keeping the most recent `MAX_ENTRIES`. */
export function remember(positions: Positions, key: string, y: number): Positions {
  const next = { ...positions };
  delete next[key];
  next[key] = y;
  const keys = Object.keys(next);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete next[old];
  return next;
}

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** Starts keeping scroll positions per history entry (browser only, once). */
export function startScrollRestoration(): void {
  if (typeof window === 'undefined' || !('scrollRestoration' in history)) return;
  history.scrollRestoration = 'manual';
  let positions = readPositions();
  let path = location.pathname;
  let restoring: { cancel: () => void } | null = null;

  const tag = () => {
    if (keyOf(history.state)) return;
    // The patched replaceState (wouter) announces this too; the state then has its key.
    history.replaceState(withKey(history.state, Math.random().toString(36).slice(2)), '');
  };
  const save = () => {
    tag();
    const key = keyOf(history.state);
    if (key && !restoring) positions = remember(positions, key, Math.round(window.scrollY));
  };
  const persist = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions are kept for this page's life only.
    }
  };

  /** Scrolls to `y` once the page is tall enough, trying each frame until then (or the shopper scrolls). */
  const restore = (y: number) => {
    restoring?.cancel();
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown']) removeEventListener(type, stop);
      restoring = null;
    };
    let reached = 0;
    const attempt = () => {
      const now = performance.now();
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (Math.round(window.scrollY) !== Math.min(y, Math.max(0, reachable)))
        window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
      if (reachable >= y) reached ||= now;
      else reached = 0;
      if ((reached && now - reached > SETTLE_MS) || now - started > RESTORE_WAIT_MS) {
        stop();
        save();
      } else frame = requestAnimationFrame(attempt);
    };
    for (const type of ['wheel', 'touchstart', 'keydown']) addEventListener(type, stop, { passive: true });
    restoring = { cancel: stop };
    frame = requestAnimationFrame(attempt);
  };

  const onPush = () => {
    tag();
    const next = location.pathname;
    if (scrollOnPush(path, next) === 'top') {
      restoring?.cancel();
      window.scrollTo(0, 0);
    }
    path = next;
  };
  addEventListener('pushState', onPush);
  addEventListener('replaceState', onPush);
  addEventListener('popstate', () => {
    path = location.pathname;
    tag();
    const key = keyOf(history.state);
    const y = key ? positions[key] : undefined;
    // An entry never seen (another tab's history after a reload) opens at its top.
    restore(y ?? 0);
  });
  let pending = false;
  addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        save();
      });
    },
    { passive: true },
  );
  addEventListener('pagehide', () => {
    save();
    persist();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persist();
  });

  // The entry opened is tagged when its position is first kept (the first scroll, or leaving the
  // page), not now: a replaceState as the page starts cost a slow phone 40 ms before hydration.
  // A reload of an entry returns to where it was, as the browser would.
  const saved = positions[keyOf(history.state) ?? ''];
  if (saved) restore(saved);
}
