import { useBrowserSnapshot } from '../lib/use-browser-snapshot';
import {
  addToCart,
  countItems,
  parseCart,
  unitsInCart,
  type AddOutcome,
  type CartItem,
  type CartProduct,
} from '@shop/domain';

/** The localStorage key the cart is kept under (read back on every visit). */
export const CART_STORAGE_KEY = 'cart';

const listeners = new Set<() => void>();
/**
 * The server's empty cart, and an empty saved one: the same array, or every reader would get a
 * new cart when the browser's value replaces the server's (useBrowserSnapshot), though it did not change.
 */
const NO_ITEMS: CartItem[] = [];
let items: CartItem[] = readSaved();

function readSaved(): CartItem[] {
  try {
    const saved = parseCart(localStorage.getItem(CART_STORAGE_KEY));
    return saved.length > 0 ? saved : NO_ITEMS;
  } catch {
    return NO_ITEMS;
  }
}

function commit(next: CartItem[]) {
  items = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: follow it so the badge stays true.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    items = parseCart(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartStore = {
  getItems: () => items,
  add(product: CartProduct, quantity = 1): AddOutcome {
    const outcome = addToCart(items, product, quantity);
    if (outcome.ok) commit(outcome.items);
    return outcome;
  },
  /** Applies a change made with the domain's cart rules (quantity, removal, the server's check). */
  update(change: (current: CartItem[]) => CartItem[]): void {
    const next = change(items);
    if (next !== items) commit(next);
  },
};

/** The server renders an empty cart (it cannot see local storage); the browser then shows the saved one. */
export function useCartItems(): CartItem[] {
  return useBrowserSnapshot(subscribe, cartStore.getItems, () => NO_ITEMS);
}

export function useCartCount(): number {
  return countItems(useCartItems());
}

/**
 * Whether the cart already holds every unit of the product in stock: its add button is then
 * disabled and says why, instead of answering each press with a warning.
 */
export function useHoldsAllStock(product: { id: string; stock: number }): boolean {
  const items = useCartItems();
  return product.stock > 0 && unitsInCart(items, product.id) >= product.stock;
}
