import { useEffect } from 'react';
import { useBrowserSnapshot } from '../lib/use-browser-snapshot';
import { MAX_FAVOURITES, type ProductSummary } from '@shop/domain';
import { rememberEndpoints } from '@shop/domain/remember-api';
import { callApi } from '../api/client';
import { useSession } from '../session/session';

/**
 * The shopper's favourites, loaded lazily (by the first heart after hydration, or the Favoritos
 * page). A guest's live in this browser (localStorage, the latest first); a signed-in shopper's
 * on the account. The first time an account is seen here, the guest's list is merged into it
 * (POST /api/account/favourites/merge) and the browser's copy cleared: a guest's favourite
 * survives signing in.
 */

export const GUEST_FAVOURITES_KEY = 'favourites';

export interface FavouritesState {
  /** The latest first. */
  ids: readonly string[];
  /** False while an account's list is loading. */
  ready: boolean;
  /** The products as the account's list answered them (current price and stock); a guest's are fetched one by one. */
  products: Readonly<Record<string, ProductSummary>>;
  failed: boolean;
}

let state: FavouritesState = { ids: [], ready: false, products: {}, failed: false };
/** Whose list `state` is: an account's id, null for the guest, undefined before the first sync. */
let owner: string | null | undefined;
const listeners = new Set<() => void>();

function set(next: Partial<FavouritesState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** The guest's list as stored; anything unreadable counts as none. */
export function readGuestFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_FAVOURITES)
      : [];
  } catch {
    return [];
  }
}

function writeGuestFavourites(ids: readonly string[]) {
  if (ids.length === 0) localStorage.removeItem(GUEST_FAVOURITES_KEY);
  else localStorage.setItem(GUEST_FAVOURITES_KEY, JSON.stringify(ids));
}

function fromList(items: { productId: string; product: ProductSummary }[]): Partial<FavouritesState> {
  return {
    ids: items.map((item) => item.productId),
    products: Object.fromEntries(items.map((item) => [item.productId, item.product])),
    ready: true,
    failed: false,
  };
}

/** Loads the list of whoever is signed in (null: the guest), merging a guest's list into an account once. */
export async function syncFavourites(userId: string | null): Promise<void> {
  if (userId === owner) return;
  owner = userId;
  if (userId === null) {
    set({ ids: readGuestFavourites(), products: {}, ready: true, failed: false });
    return;
  }
  set({ ids: [], products: {}, ready: false, failed: false });
  try {
    const guest = readGuestFavourites();
    const list =
      guest.length > 0
        ? await callApi(rememberEndpoints.mergeFavourites, { body: { productIds: guest } })
        : await callApi(rememberEndpoints.listFavourites);
    if (owner !== userId) return;
    if (guest.length > 0) writeGuestFavourites([]);
    set(fromList(list.items));
  } catch {
    if (owner === userId) {
      owner = undefined;
      set({ ready: true, failed: true });
    }
  }
}

/** What a toggle did: the shopper hears it (or why not). */
export type ToggleOutcome = 'saved' | 'removed' | 'tooMany' | 'failed';

/** Adds or removes one favourite at once on screen; a refused save is undone. */
export async function toggleFavourite(productId: string, product?: ProductSummary): Promise<ToggleOutcome> {
  const was = state.ids.includes(productId);
  const before = state;
  const ids = was ? state.ids.filter((id) => id !== productId) : [productId, ...state.ids];
  if (!was && ids.length > MAX_FAVOURITES) return 'tooMany';
  set({ ids, products: product && !was ? { ...state.products, [productId]: product } : state.products });
  if (!owner) {
    writeGuestFavourites(ids);
    return was ? 'removed' : 'saved';
  }
  try {
    const params = { params: { productId } };
    await callApi(was ? rememberEndpoints.removeFavourite : rememberEndpoints.addFavourite, params);
    return was ? 'removed' : 'saved';
  } catch (error) {
    set({ ids: before.ids, products: before.products });
    return (error as { code?: string }).code === 'FAVOURITE_LIMIT' ? 'tooMany' : 'failed';
  }
}

/** Drops ids whose product no longer exists (a guest's list; an account's loses them with the product). */
export function forgetFavourites(gone: readonly string[]): void {
  if (gone.length === 0 || !state.ids.some((id) => gone.includes(id))) return;
  const ids = state.ids.filter((id) => !gone.includes(id));
  if (!owner) writeGuestFavourites(ids);
  set({ ids });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the guest's changed the list.
  const onStorage = (event: StorageEvent) => {
    if (owner === null && (event.key === GUEST_FAVOURITES_KEY || event.key === null)) {
      set({ ids: readGuestFavourites() });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: FavouritesState = { ids: [], ready: false, products: {}, failed: false };

/** The favourites of whoever is signed in, kept in step with the session. */
export function useFavourites(): FavouritesState {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    void syncFavourites(userId);
  }, [userId]);
  const current = useBrowserSnapshot(
    subscribe,
    () => state,
    () => EMPTY,
  );
  return owner === userId ? current : EMPTY;
}
