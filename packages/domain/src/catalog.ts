/** The five product categories of the shop, in menu order. */
export const CATEGORIES = ['Laptops', 'Smartphones', 'Tablets', 'Monitores', 'Accesorios'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Finds the canonical category for any spelling ("laptops", "LAPTOPS"); undefined when unknown. */
export function canonicalCategory(value: string): Category | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/** The lower-case form used in catalogue URLs (`/productos?category=laptops`). */
export function categorySlug(category: Category): string {
  return category.toLowerCase();
}

export const CURRENCIES = {
  ARS: { symbol: 'AR$', name: { es: 'Peso Argentino', en: 'Argentine Peso' } },
  USD: { symbol: 'US$', name: { es: 'Dólar Estadounidense', en: 'US Dollar' } },
  BRL: { symbol: 'R$', name: { es: 'Real Brasileño', en: 'Brazilian Real' } },
  EUR: { symbol: '€', name: { es: 'Euro', en: 'Euro' } },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
export const DEFAULT_CURRENCY: Currency = 'ARS';

export const VARIANT_TYPES = ['CONFIGURABLE', 'MODEL'] as const;
export type VariantType = (typeof VARIANT_TYPES)[number];

/**
 * The price a product is listed at wherever it is shown among others (catalogue cards, similar
 * products, alternatives): a configurable product's lowest configured price, said 'desde'
 * (`from`), else its price. Without its lowest price (an older answer) its base price, still 'desde'.
 */
export function listedPrice(product: { basePrice: number; variantType: VariantType; fromPrice?: number }): {
  amount: number;
  from: boolean;
} {
  return product.variantType === 'CONFIGURABLE'
    ? { amount: product.fromPrice ?? product.basePrice, from: true }
    : { amount: product.basePrice, from: false };
}

/** A product's limits (images, videos, lengths), shared by forms and server. */
export const PRODUCT_LIMITS = {
  maxImages: 7,
  maxAdditionalFeatures: 5,
  maxImageBytes: 5 * 1024 * 1024,
  maxVideoBytes: 100 * 1024 * 1024,
  targetImageEdgePx: 1920,
} as const;
