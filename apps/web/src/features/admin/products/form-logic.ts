import {
  CATEGORIES,
  DEFAULT_CURRENCY,
  PRODUCT_LIMITS,
  parsePriceInput,
  priceInputText,
  type Category,
  type Currency,
  type DomainMessageKey,
  type Product,
  type ProductInput,
} from '@shop/domain';

/** A product's components (spec 000 §3 `features`): edited by the component picker, kept as they are otherwise. */
export type Features = Record<string, unknown>;
type SpecificationValue = string | number | boolean;
type Video = { url: string; type: 'url' | 'file' } | null;

/** One row of the specifications editor; `original` keeps a stored number or boolean as it was. */
export interface SpecificationRow {
  key: string;
  value: string;
  original?: SpecificationValue;
}

/**
 * What the product form edits. The English twins sit beside their Spanish fields
 * (description_en today; the other `_en` fields join them as the product gains them).
 */
export interface ProductFormValues {
  name: string;
  description: string;
  description_en: string;
  /** As shown: "1.234.567,89". */
  price: string;
  currency: Currency;
  /** As typed: digits only. */
  stock: string;
  category: Category;
  brand: string;
  specifications: SpecificationRow[];
  advantages: string[];
  images: string[];
  video: Video;
  features: Features;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  description_en: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  stock: '',
  category: CATEGORIES[0],
  brand: '',
  specifications: [],
  advantages: [],
  images: [],
  video: null,
  features: {},
};

/** The stock field keeps digits only (spec 000 §5). */
export const stockInputText = (typed: string): string => typed.replace(/\D/g, '');

/** The stock to save: the typed whole number, 0 when empty. */
export function parseStockInput(text: string): number {
  const digits = stockInputText(text);
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    description_en: product.description_en,
    price: priceInputText(product.basePrice),
    currency: product.currency,
    stock: String(product.stock),
    category: product.category,
    brand: product.brand,
    specifications: Object.entries(product.specifications).map(([key, value]) => ({
      key,
      value: String(value),
      original: value,
    })),
    advantages: [...product.advantages],
    images: [...product.images],
    video: product.video,
    features: product.features,
  };
}

/** The product to send: every field the form edits, with variantType CONFIGURABLE (spec 000 §4). */
export function productPayload(values: ProductFormValues): ProductInput & { basePrice: number } {
  const specifications: Record<string, SpecificationValue> = {};
  for (const row of values.specifications) {
    const key = row.key.trim();
    if (!key) continue;
    // An untouched number or boolean stays one, so saving never turns 1.2 into "1.2".
    specifications[key] =
      row.original !== undefined && String(row.original) === row.value ? row.original : row.value.trim();
  }
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    description_en: values.description_en.trim(),
    basePrice: parsePriceInput(values.price) ?? 0,
    currency: values.currency,
    stock: parseStockInput(values.stock),
    category: values.category,
    brand: values.brand.trim(),
    specifications,
    advantages: values.advantages.map((advantage) => advantage.trim()).filter(Boolean),
    images: values.images,
    video: values.video,
    variantType: 'CONFIGURABLE',
    // Whatever the component picker made: the server checks its shape (featuresSchema).
    features: values.features as ProductInput['features'],
  };
}

/**
 * Of an edit, the fields that differ from the loaded product's: PUT merges, so a field the
 * admin did not touch is not sent and cannot overwrite anything.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof T])),
  ) as Partial<T>;
}

export type FormErrors = Partial<Record<'name' | 'price' | 'images', DomainMessageKey | 'priceRequired'>>;

/** The form's own checks before sending (the server checks everything again). */
export function formErrors(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = 'product.name.required';
  if (parsePriceInput(values.price) === undefined) errors.price = 'priceRequired';
  if (values.images.length === 0) errors.images = 'product.images.required';
  return errors;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_TYPE = 'video/mp4';

/** What happens to files an admin picked: the ones to compress and upload, and why the others were refused. */
export interface ImagePick<F> {
  accepted: F[];
  /** Not a JPEG, PNG, WebP or GIF. */
  wrongType: F[];
  /** More than the 7 images a product holds: the files past the limit are left out. */
  overLimit: boolean;
}

export function pickImages<F extends { type: string }>(currentCount: number, files: readonly F[]): ImagePick<F> {
  const typed = files.filter((file) => (IMAGE_TYPES as readonly string[]).includes(file.type));
  const room = Math.max(0, PRODUCT_LIMITS.maxImages - currentCount);
  return {
    accepted: typed.slice(0, room),
    wrongType: files.filter((file) => !typed.includes(file)),
    overLimit: typed.length > room,
  };
}

/** After compression an image must be 5 MB at most (spec 000 §5). */
export const imageTooLarge = (file: { size: number }): boolean => file.size > PRODUCT_LIMITS.maxImageBytes;

/** Only mp4, 100 MB at most: the key of the refusal, or undefined. */
export function videoProblem(file: { type: string; size: number }): DomainMessageKey | undefined {
  if (file.type !== VIDEO_TYPE) return 'upload.videoType';
  if (file.size > PRODUCT_LIMITS.maxVideoBytes) return 'upload.videoTooLarge';
  return undefined;
}

/** A list with one item moved by `offset` places (reordering images). */
export function moved<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
