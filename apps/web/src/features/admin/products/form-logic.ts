import {
  variantTypeOf,
  CATEGORIES,
  DEFAULT_CURRENCY,
  PRODUCT_LIMITS,
  formatPriceInput,
  parsePriceInput,
  priceInputText,
  translatePriceText,
  type Language,
  type Category,
  type Currency,
  type DomainMessageKey,
  type Product,
  type ProductInput,
} from '@shop/domain';
import { CATEGORY_DEVICE_TYPES, type ProductDeviceType } from '@shop/domain/catalogues';
import { lacksEnglish, specificationValueNeedsEnglish } from '@shop/domain/product-admin';

/** A product's components (its `features`): edited by the component picker, kept as they are otherwise. */
export type Features = Record<string, unknown>;
type SpecificationValue = string | number | boolean;
type Video = { url: string; type: 'url' | 'file' } | null;

/**
 * One row of the specifications editor; `original` keeps a stored number or boolean as it was,
 * `value_en` is the English value (`specifications_en` under the same key).
 */
export interface SpecificationRow {
  key: string;
  value: string;
  value_en: string;
  original?: SpecificationValue;
}

/** One advantage with its English twin (`advantages` and `advantages_en` pair by position). */
export interface AdvantageRow {
  es: string;
  en: string;
}

/**
 * What the product form edits. Every English twin sits beside its Spanish field: name_en,
 * description_en, each advantage's and each specification value's English.
 */
export interface ProductFormValues {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** The spec's Spanish way, "1.234.567,89", in either language (the field shows it the page's way). */
  price: string;
  currency: Currency;
  /** As typed (a whole number, or the text with its error shown: the form never rewrites it). */
  stock: string;
  category: Category;
  brand: string;
  /** Which components the product is made of (the picker's sections); '' for none (monitors, accessories). */
  deviceType: ProductDeviceType | '';
  specifications: SpecificationRow[];
  advantages: AdvantageRow[];
  images: string[];
  video: Video;
  features: Features;
}

/** The device type a product of a category is unless staff say otherwise ('' for none). */
export const categoryDeviceType = (category: Category): ProductDeviceType | '' => CATEGORY_DEVICE_TYPES[category] ?? '';

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  name_en: '',
  description: '',
  description_en: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  stock: '',
  category: CATEGORIES[0],
  deviceType: categoryDeviceType(CATEGORIES[0]),
  brand: '',
  specifications: [],
  advantages: [],
  images: [],
  video: null,
  features: {},
};

/** Why a stock text is not a stock the form may save as typed. */
export type StockProblem = 'stockNegative' | 'stockWhole' | 'stockFormat';

/** The stock text's problem: undefined for a whole number or nothing (0); never rewritten, it is shown with its error. */
export function stockProblem(text: string): StockProblem | undefined {
  const trimmed = text.trim();
  if (/^\d*$/.test(trimmed)) return undefined;
  if (/^[-\u2212]/.test(trimmed)) return 'stockNegative';
  // "2,5" or "1.000": a decimal or a thousands mark; dropping it would save ten or a thousand times as much.
  if (/^[\d.,]+$/.test(trimmed)) return 'stockWhole';
  return 'stockFormat';
}

/** The stock to save: the typed whole number, 0 when empty (only called on a text without a `stockProblem`). */
export function parseStockInput(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number.parseInt(trimmed, 10);
}

/** Why a price text (the Spanish way) is not an amount the form may save as typed. */
export type PriceProblem = 'priceNegative' | 'priceDecimals' | 'priceFormat';

/** A price text's whole part and decimals when it holds only digits, dots before one comma and digits after it. */
function priceParts(text: string): { whole: string; decimals: string | undefined } | undefined {
  const match = /^([\d.]*)(?:,(\d*))?$/.exec(text.trim());
  return match ? { whole: match[1]!, decimals: match[2] } : undefined;
}

/**
 * The price text's problem (the text the Spanish way, as the form keeps it): undefined when empty
 * (`priceRequired` covers that) or when it is an amount written the documented way — dots between
 * thousands ("1.234.567", or no dots at all), a decimal comma, at most 2 decimals.
 */
export function priceProblem(text: string): PriceProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^[-\u2212]/.test(trimmed)) return 'priceNegative';
  const parts = priceParts(trimmed);
  if (!parts || !/\d/.test(trimmed)) return 'priceFormat';
  if (parts.decimals !== undefined && parts.decimals.length > 2) return 'priceDecimals';
  // A dot anywhere but between groups of three ("2.5") is no thousands mark: most likely a decimal one.
  if (parts.whole.includes('.') && !/^\d{1,3}(\.\d{3})*$/.test(parts.whole)) return 'priceFormat';
  return undefined;
}

/** Whether `next` is `previous` with one digit typed into it or one character deleted from it. */
function oneKeystrokeFrom(previous: string, next: string): boolean {
  if (next.length === previous.length + 1) {
    return [...next].some((mark, i) => /\d/.test(mark) && next.slice(0, i) + next.slice(i + 1) === previous);
  }
  if (next.length === previous.length - 1) {
    return [...previous].some((_, i) => previous.slice(0, i) + previous.slice(i + 1) === next);
  }
  return false;
}

/**
 * What the price field keeps (the Spanish way) when an admin types `typed` (the page's way) into
 * it while it held `previous`. An amount written the documented way is regrouped ("1234567,8" →
 * "1.234.567,8", the same amount); so is one digit typed into or deleted from a regrouped amount
 * ("1.2345" → "12.345"), which moves its thousands dots. Anything else — a minus, a letter, a
 * third decimal, a dot that is no thousands mark — is kept exactly as typed, for the field to show
 * its error: the field never turns what was typed into another amount.
 */
export function typedPriceText(typed: string, previous: string, language: Language = 'es'): string {
  const text = translatePriceText(typed, language, 'es');
  if (!priceProblem(text)) return formatPriceInput(text);
  const parts = priceParts(text);
  const digitEdit =
    parts !== undefined &&
    (parts.decimals ?? '').length <= 2 &&
    previous.trim() !== '' &&
    !priceProblem(previous) &&
    oneKeystrokeFrom(previous, text);
  return digitEdit ? formatPriceInput(text) : text;
}

/**
 * A new category: the device type follows it while staff have not chosen another one (a
 * desktop filed under Laptops stays a desktop).
 */
export function withCategory(values: ProductFormValues, category: Category): ProductFormValues {
  const following = values.deviceType === categoryDeviceType(values.category);
  return { ...values, category, deviceType: following ? categoryDeviceType(category) : values.deviceType };
}

export function formValuesOf(product: Product): ProductFormValues {
  const english = product.advantages_en ?? [];
  const advantageCount = Math.max(product.advantages.length, english.length);
  return {
    name: product.name,
    name_en: product.name_en ?? '',
    description: product.description,
    description_en: product.description_en,
    price: priceInputText(product.basePrice),
    currency: product.currency,
    stock: String(product.stock),
    category: product.category,
    deviceType: product.deviceType ?? categoryDeviceType(product.category),
    brand: product.brand,
    specifications: Object.entries(product.specifications).map(([key, value]) => ({
      key,
      value: String(value),
      value_en: product.specifications_en?.[key] ?? '',
      original: value,
    })),
    advantages: Array.from({ length: advantageCount }, (_, i) => ({
      es: product.advantages[i] ?? '',
      en: english[i] ?? '',
    })),
    images: [...product.images],
    video: product.video,
    features: product.features,
  };
}

/** A specification row's value as saved: an untouched number or boolean stays one, so saving never turns 1.2 into "1.2". */
const specificationValue = (row: SpecificationRow): SpecificationValue =>
  row.original !== undefined && String(row.original) === row.value ? row.original : row.value.trim();

const blank = (text: string) => text.trim() === '';

export { lacksEnglish };

/** Whether a specification row's value is words to translate (the domain's rule, on the value as saved). */
export const specificationNeedsEnglish = (row: SpecificationRow): boolean =>
  specificationValueNeedsEnglish(specificationValue(row));

export const specificationLacksEnglish = (row: SpecificationRow): boolean =>
  !blank(row.key) && specificationNeedsEnglish(row) && blank(row.value_en);

/** How many English twins the form still lacks: the number at the top of the form. */
export function missingEnglishCount(values: ProductFormValues): number {
  return (
    Number(lacksEnglish(values.name, values.name_en)) +
    Number(lacksEnglish(values.description, values.description_en)) +
    values.advantages.filter((row) => lacksEnglish(row.es, row.en)).length +
    values.specifications.filter(specificationLacksEnglish).length
  );
}

/** What the form sends: the product's fields with the device type it declares (the picker reads it). */
export type ProductFormPayload = ProductInput & { basePrice: number };

/**
 * The product to send: every field the form edits, with the variant type its features make it
 * (`variantTypeOf`: CONFIGURABLE once the picker offers shoppers an alternative, else MODEL, so
 * the form never sends a configurable product with nothing to choose),
 * and the English twins in the shape the domain validates: `name_en`, `advantages_en` paired
 * with `advantages` by position (an empty string where one is not translated yet, no list at
 * all while none is), `specifications_en` under the keys of `specifications`.
 */
export function productPayload(values: ProductFormValues): ProductFormPayload {
  const specifications: Record<string, SpecificationValue> = {};
  const specificationsEn: Record<string, string> = {};
  for (const row of values.specifications) {
    const key = row.key.trim();
    if (!key) continue;
    specifications[key] = specificationValue(row);
    if (blank(row.value_en)) delete specificationsEn[key];
    else specificationsEn[key] = row.value_en.trim();
  }
  // An advantage is its Spanish text (the required one); its English travels at the same place.
  const advantages = values.advantages.filter((row) => !blank(row.es));
  const advantagesEn = advantages.every((row) => blank(row.en)) ? [] : advantages.map((row) => row.en.trim());
  return {
    name: values.name.trim(),
    name_en: values.name_en.trim(),
    description: values.description.trim(),
    description_en: values.description_en.trim(),
    basePrice: parsePriceInput(values.price) ?? 0,
    currency: values.currency,
    stock: parseStockInput(values.stock),
    category: values.category,
    brand: values.brand.trim(),
    // None (a monitor, an accessory) is sent as null, so an edit to None clears a stored device type.
    deviceType: values.deviceType || null,
    specifications,
    specifications_en: specificationsEn,
    advantages: advantages.map((row) => row.es.trim()),
    advantages_en: advantagesEn,
    images: values.images,
    video: values.video,
    variantType: variantTypeOf({ features: values.features as Record<string, unknown> }),
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

/** The form's own messages (its texts' `form.…`), beside the domain's. */
export type FormMessage = 'priceRequired' | PriceProblem | StockProblem;

export type FormErrors = Partial<Record<'name' | 'price' | 'stock' | 'images', DomainMessageKey | FormMessage>>;

/** The errors of what was typed into the price and stock fields: shown while typing, not only on sending. */
export function typingErrors(values: Pick<ProductFormValues, 'price' | 'stock'>): Pick<FormErrors, 'price' | 'stock'> {
  const errors: Pick<FormErrors, 'price' | 'stock'> = {};
  const price = priceProblem(values.price);
  if (price) errors.price = price;
  const stock = stockProblem(values.stock);
  if (stock) errors.stock = stock;
  return errors;
}

/** The form's own checks before sending (the server checks everything again), in the form's order. */
export function formErrors(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  const typing = typingErrors(values);
  if (!values.name.trim()) errors.name = 'product.name.required';
  if (typing.price) errors.price = typing.price;
  else if (parsePriceInput(values.price) === undefined) errors.price = 'priceRequired';
  if (typing.stock) errors.stock = typing.stock;
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

/** After compression an image must be 5 MB at most, as the server also checks. */
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

/** The edit form's sections, in order: each is a heading, an anchor and a part of the save bar's summary. */
export const FORM_SECTIONS = ['texts', 'prices', 'media', 'components', 'specifications'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

const SECTION_FIELDS: Record<FormSection, readonly (keyof ProductFormValues)[]> = {
  texts: ['name', 'name_en', 'description', 'description_en', 'brand', 'advantages'],
  prices: ['price', 'currency', 'stock'],
  media: ['images', 'video'],
  components: ['category', 'deviceType', 'features'],
  specifications: ['specifications'],
};

/** The sections holding a change not saved yet (what the save bar names). */
export function unsavedSections(initial: ProductFormValues, values: ProductFormValues): FormSection[] {
  return FORM_SECTIONS.filter((section) =>
    SECTION_FIELDS[section].some((field) => JSON.stringify(initial[field]) !== JSON.stringify(values[field])),
  );
}
