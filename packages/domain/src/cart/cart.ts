import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../catalog';

/**
 * Cart rules (line identity, quantities, stock cap, totals), free of storage and UI so the browser's cart and the
 * server's order check apply the same ones.
 */
export interface CartItem {
  /** The product's id; with `selectedOptions` it makes the line's identity (`lineKey`). */
  id: string;
  name: string;
  /** The English name when the product has one (a cart kept before it had none: the Spanish one shows). */
  name_en?: string;
  price: number;
  currency: Currency;
  image: string;
  stock: number;
  category: string;
  selectedOptions: SelectedOptions;
  /** The chosen options' names in both languages, by category, as the product page knew them. */
  optionNames?: OptionNames;
  quantity: number;
}

/** The configuration a shopper chose for a product (empty for a plain product). */
export type SelectedOptions = Record<string, unknown>;

/**
 * What a shopper reads for each chosen option: its name in both languages, by category. `en` is
 * '' when the option has no English name (lines kept before then may repeat the Spanish one).
 */
export type OptionNames = Record<string, { es: string; en: string }>;

/** What a product offers the cart; `price` may arrive as text and is parsed. */
export interface CartProduct {
  id?: string;
  _id?: string;
  name: string;
  name_en?: string;
  basePrice: number | string;
  /** The product's currency; the shop's default when absent or unknown. */
  currency?: string;
  image?: string;
  images?: string[];
  stock: number;
  category: string;
  selectedOptions?: SelectedOptions;
  optionNames?: OptionNames;
}

export type AddOutcome =
  | { ok: true; items: CartItem[] }
  | { ok: false; reason: 'missingId' }
  | { ok: false; reason: 'exceedsStock'; stock: number };

export function parsePrice(value: number | string): number {
  const price = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(price) ? price : 0;
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The value with every object's keys in order (arrays keep theirs) and undefined entries dropped. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry)]));
}

/**
 * A line's identity: the product plus the options chosen for it, so the same product in two
 * configurations is two lines. The order in which the options were written does not matter.
 * A product without options is keyed by its id alone, as lines were before options existed.
 */
export function lineKey(productId: string, selectedOptions: SelectedOptions = {}): string {
  const options = canonical(selectedOptions) as SelectedOptions;
  return Object.keys(options).length === 0 ? productId : JSON.stringify([productId, options]);
}

export function itemKey(item: Pick<CartItem, 'id' | 'selectedOptions'>): string {
  return lineKey(item.id, item.selectedOptions);
}

/** Units of a product the cart holds, over all its configurations (all of its stock: nothing more can be added). */
export function unitsInCart(items: CartItem[], id: string): number {
  return items.reduce((sum, item) => (item.id === id ? sum + item.quantity : sum), 0);
}

/** Units of a product held by the cart's other lines (its other configurations). */
function unitsElsewhere(items: CartItem[], id: string, key: string): number {
  return items.reduce((sum, item) => (item.id === id && itemKey(item) !== key ? sum + item.quantity : sum), 0);
}

/**
 * Adds `quantity` of a product. An existing line grows but never beyond stock; a new
 * line starts at the requested quantity capped by stock. Beyond stock, or with no
 * stock at all, the cart is left unchanged and the caller warns. The stock is the
 * product's: every configuration of it in the cart counts against it.
 */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): AddOutcome {
  const id = product.id ?? product._id;
  if (!id) return { ok: false, reason: 'missingId' };
  const selectedOptions = product.selectedOptions ?? {};
  const key = lineKey(id, selectedOptions);
  const stock = Math.max(0, Math.floor(product.stock));
  const available = stock - unitsElsewhere(items, id, key);
  const existing = items.find((item) => itemKey(item) === key);
  if (existing) {
    const wanted = existing.quantity + quantity;
    if (wanted > available) return { ok: false, reason: 'exceedsStock', stock };
    return { ok: true, items: items.map((item) => (item === existing ? { ...item, quantity: wanted, stock } : item)) };
  }
  if (available < 1) return { ok: false, reason: 'exceedsStock', stock };
  const line: CartItem = {
    id,
    name: product.name,
    ...(product.name_en ? { name_en: product.name_en } : {}),
    price: parsePrice(product.basePrice),
    currency: isCurrency(product.currency) ? product.currency : DEFAULT_CURRENCY,
    image: product.image ?? product.images?.[0] ?? '',
    stock,
    category: product.category,
    selectedOptions,
    ...(product.optionNames && Object.keys(product.optionNames).length > 0 ? { optionNames: product.optionNames } : {}),
    quantity: Math.min(Math.max(1, Math.floor(quantity)), available),
  };
  return { ok: true, items: [...items, line] };
}

/** Quantities below 1 are ignored, and so are quantities above stock. */
export function setQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1) return items;
  return items.map((item) =>
    itemKey(item) === key && quantity + unitsElsewhere(items, item.id, key) <= item.stock
      ? { ...item, quantity }
      : item,
  );
}

export function removeFromCart(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => itemKey(item) !== key);
}

export function countItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** A cart's subtotal in one currency; `cents` is exact, `amount` is `cents / 100`. */
export interface CartTotal {
  currency: Currency;
  cents: number;
  amount: number;
}

/** A price as whole cents: 1299.99 is 129999 (rounded, since 1299.99 * 100 is not exact in binary). */
export function toCents(price: number): number {
  return Math.round(price * 100);
}

/**
 * Sums amounts of whole cents per currency, in the order the currencies first appear.
 * Whole cents, so no floating-point error builds up; currencies are never added together.
 */
export function sumByCurrency(amounts: Iterable<{ currency: Currency; cents: number }>): CartTotal[] {
  const cents = new Map<Currency, number>();
  for (const { currency, cents: amount } of amounts) cents.set(currency, (cents.get(currency) ?? 0) + amount);
  return [...cents].map(([currency, total]) => ({ currency, cents: total, amount: total / 100 }));
}

/** A cart line's amount in whole cents: its unit price times its quantity. */
export function lineCents(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toCents(item.price) * item.quantity;
}

/** The subtotal of each currency in the cart. */
export function cartTotals(items: CartItem[]): CartTotal[] {
  return sumByCurrency(items.map((item) => ({ currency: item.currency, cents: lineCents(item) })));
}

/**
 * Restores a saved cart, dropping anything that is not a well-formed line. Carts saved
 * before lines had a currency (or options) get the shop's default currency (and none).
 */
export function parseCart(saved: string | null): CartItem[] {
  if (!saved) return [];
  try {
    const value: unknown = JSON.parse(saved);
    if (!Array.isArray(value)) return [];
    return value.filter(isSavedLine).map(({ optionNames, ...item }) => ({
      ...item,
      currency: isCurrency(item.currency) ? item.currency : DEFAULT_CURRENCY,
      selectedOptions: isObject(item.selectedOptions) ? item.selectedOptions : {},
      ...(isOptionNames(optionNames) ? { optionNames } : {}),
    }));
  } catch {
    return [];
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved names are kept only when every one has both languages as text. */
function isOptionNames(value: unknown): value is OptionNames {
  return (
    isObject(value) &&
    Object.values(value).every((name) => isObject(name) && typeof name.es === 'string' && typeof name.en === 'string')
  );
}

function isSavedLine(item: unknown): item is CartItem {
  return (
    isObject(item) &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1
  );
}
