/** Cart rules of spec 001 §4 and §5, free of storage and UI so they can be tested alone. */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  image: string;
  stock: number;
  category: string;
  selectedOptions: Record<string, unknown>;
  quantity: number;
}

/** What a product offers the cart; `price` may arrive as text and is parsed. */
export interface CartProduct {
  id?: string;
  _id?: string;
  name: string;
  basePrice: number | string;
  image?: string;
  images?: string[];
  stock: number;
  category: string;
  selectedOptions?: Record<string, unknown>;
}

export type AddOutcome =
  | { ok: true; items: CartItem[] }
  | { ok: false; reason: 'missingId' }
  | { ok: false; reason: 'exceedsStock'; stock: number };

export function parsePrice(value: number | string): number {
  const price = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(price) ? price : 0;
}

/**
 * Adds `quantity` of a product. An existing line grows but never beyond stock; a new
 * line starts at the requested quantity capped by stock. Beyond stock, or with no
 * stock at all, the cart is left unchanged and the caller warns.
 */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): AddOutcome {
  const id = product.id ?? product._id;
  if (!id) return { ok: false, reason: 'missingId' };
  const stock = Math.max(0, Math.floor(product.stock));
  const existing = items.find((item) => item.id === id);
  if (existing) {
    const wanted = existing.quantity + quantity;
    if (wanted > stock) return { ok: false, reason: 'exceedsStock', stock };
    return { ok: true, items: items.map((item) => (item.id === id ? { ...item, quantity: wanted, stock } : item)) };
  }
  if (stock < 1) return { ok: false, reason: 'exceedsStock', stock };
  const line: CartItem = {
    id,
    name: product.name,
    price: parsePrice(product.basePrice),
    image: product.image ?? product.images?.[0] ?? '',
    stock,
    category: product.category,
    selectedOptions: product.selectedOptions ?? {},
    quantity: Math.min(Math.max(1, Math.floor(quantity)), stock),
  };
  return { ok: true, items: [...items, line] };
}

/** Quantities below 1 are ignored (spec 001 §4), and so are quantities above stock (§5). */
export function setQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1) return items;
  return items.map((item) => (item.id === id && quantity <= item.stock ? { ...item, quantity } : item));
}

export function removeFromCart(items: CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function countItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Restores a saved cart, dropping anything that is not a well-formed line. */
export function parseCart(saved: string | null): CartItem[] {
  if (!saved) return [];
  try {
    const value: unknown = JSON.parse(saved);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is CartItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'string' &&
        typeof item.name === 'string' &&
        Number.isInteger(item.quantity) &&
        item.quantity >= 1,
    );
  } catch {
    return [];
  }
}
