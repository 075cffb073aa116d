import { useBrowserSnapshot } from '../../shared/lib/use-browser-snapshot';

/**
 * The products the shopper opened, kept in this browser only (localStorage; the server keeps
 * nothing of it): the latest first, each once, at most MAX_RECENTLY_VIEWED.
 */

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 12;

/** The list after opening `id`: it goes first (moved there if it was already in), the oldest beyond the limit drop out. */
export function withViewed(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((each) => each !== id)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The list without `ids`. */
export function without(list: readonly string[], ids: readonly string[]): string[] {
  return list.filter((each) => !ids.includes(each));
}

/** What is stored, read forgivingly: anything unreadable counts as nothing viewed. */
export function parseViewed(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
    return [...new Set(ids)].slice(0, MAX_RECENTLY_VIEWED);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: string[] = [];

function read(): string[] {
  const raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseViewed(raw);
  }
  return cached;
}

function write(list: readonly string[]) {
  if (list.length === 0) localStorage.removeItem(RECENTLY_VIEWED_KEY);
  else localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

export const recordView = (id: string) => write(withViewed(read(), id));
export const forgetViewed = (ids: readonly string[]) => {
  const list = read();
  const kept = without(list, ids);
  if (kept.length !== list.length) write(kept);
};
export const clearViewed = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: string[] = [];

/** The list, the latest first; empty on the server (it lives in the browser). */
export function useRecentlyViewed(): string[] {
  return useBrowserSnapshot(subscribe, read, () => NONE);
}
