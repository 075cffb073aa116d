import type { Kysely } from 'kysely';
import {
  foldForSearch,
  type Product,
  type ProductData,
  type ProductSummary,
  variantTypeOf,
  lowestConfigurationCents,
  ratingAverage,
} from '@shop/domain';
import { type ProductDeviceType, productDeviceType } from '@shop/domain/catalogues';
import { missingEnglishTexts } from '@shop/domain/product-admin';
import type { Database, ProductsTable } from '../../db/schema';

/** A products row as the service reads and writes it (seq is the database's). */
export type ProductRow = Omit<ProductsTable, 'seq' | 'version' | 'rating_sum' | 'rating_count' | 'english_missing'> & {
  version: number;
  /** Kept by the reviews module, never by a product's write. */
  rating_sum: number;
  rating_count: number;
  english_missing: number;
};
/** The columns a product's write sets. */
type WrittenColumns = Omit<ProductRow, 'id' | 'created_at' | 'updated_at' | 'version' | 'rating_sum' | 'rating_count'>;

/** The columns of a card: what list answers carry. */
export const SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'description_en',
  'name_en',
  'brand',
  'category',
  'base_price',
  'currency',
  'stock',
  'images',
  'variant_type',
  'features',
  'created_at',
  'rating_sum',
  'rating_count',
] as const;

export function toSummary(row: Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>): ProductSummary {
  const images = JSON.parse(row.images) as string[];
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    description_en: row.description_en,
    name_en: row.name_en,
    brand: row.brand,
    basePrice: row.base_price,
    currency: row.currency as ProductSummary['currency'],
    stock: row.stock,
    category: row.category as ProductSummary['category'],
    images,
    image: images[0] ?? '',
    variantType: row.variant_type as ProductSummary['variantType'],
    ...(row.variant_type === 'CONFIGURABLE' ? { fromPrice: fromPrice(row) } : {}),
    createdAt: row.created_at,
    rating: {
      average: ratingAverage(Number(row.rating_sum), Number(row.rating_count)),
      count: Number(row.rating_count),
    },
  };
}

/** A configurable product's lowest configured price, by the configurator's own pricing. */
function fromPrice(row: Pick<ProductRow, 'base_price' | 'features'>): number {
  const features = JSON.parse(row.features) as Record<string, unknown>;
  return lowestConfigurationCents({ basePrice: Number(row.base_price), features }) / 100;
}

/** The cards of these rows, in this order (a page the catalogue index chose). */
export async function cardsBySeq(kysely: Kysely<Database>, seqs: number[]): Promise<ProductSummary[]> {
  if (seqs.length === 0) return [];
  const rows = await kysely
    .selectFrom('products')
    .select([...SUMMARY_COLUMNS, 'seq'])
    .where('seq', 'in', seqs)
    .execute();
  return inSeqOrder(rows, seqs, toSummary);
}

/** The full products of these rows, in this order (the unpaged list). */
export async function productsBySeq(kysely: Kysely<Database>, seqs: number[]): Promise<Product[]> {
  if (seqs.length === 0) return [];
  const rows = await kysely.selectFrom('products').selectAll().where('seq', 'in', seqs).execute();
  return inSeqOrder(rows, seqs, toProduct);
}

/** `rows` mapped in the order of `seqs` (a row gone since the index chose it is left out). */
function inSeqOrder<R extends { seq: number | string }, T>(rows: R[], seqs: number[], map: (row: R) => T): T[] {
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [map(row)] : [];
  });
}

/** The device type a row declares (null: none, the product is its category's). */
export const storedDeviceType = (row: Pick<ProductRow, 'device_type'>): ProductDeviceType | null =>
  row.device_type as ProductDeviceType | null;

export function toProduct(row: ProductRow): Product {
  const { rating: _rating, ...summary } = toSummary(row);
  const deviceType = productDeviceType({ category: summary.category, deviceType: storedDeviceType(row) });
  return {
    ...summary,
    ...(deviceType ? { deviceType } : {}),
    video: row.video ? (JSON.parse(row.video) as Product['video']) : null,
    features: JSON.parse(row.features) as Product['features'],
    models: JSON.parse(row.models) as Product['models'],
    defaultConfiguration: JSON.parse(row.default_configuration) as Product['defaultConfiguration'],
    specifications: JSON.parse(row.specifications) as Product['specifications'],
    advantages: JSON.parse(row.advantages) as string[],
    advantages_en: JSON.parse(row.advantages_en) as string[],
    specifications_en: JSON.parse(row.specifications_en) as Record<string, string>,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/** The English twins a write ends up with: the ones it sent, else the ones stored (`kept`), else none. */
export type EnglishTwins = Pick<ProductRow, 'name_en' | 'advantages_en' | 'specifications_en'>;
const NO_ENGLISH: EnglishTwins = { name_en: '', advantages_en: '[]', specifications_en: '{}' };

export function toRow(data: ProductData, kept: EnglishTwins = NO_ENGLISH): WrittenColumns {
  const nameEn = data.name_en ?? kept.name_en;
  const advantagesEn = data.advantages_en ?? (JSON.parse(kept.advantages_en) as string[]);
  // A kept English value whose specification the write removed goes with it.
  const keptSpecsEn = JSON.parse(kept.specifications_en) as Record<string, string>;
  const specificationsEn =
    data.specifications_en ??
    Object.fromEntries(Object.entries(keptSpecsEn).filter(([key]) => Object.hasOwn(data.specifications, key)));
  return {
    name: data.name,
    description: data.description,
    description_en: data.description_en,
    brand: data.brand,
    category: data.category,
    base_price: data.basePrice,
    currency: data.currency,
    stock: data.stock,
    images: JSON.stringify(data.images),
    video: data.video ? JSON.stringify(data.video) : null,
    variant_type: variantTypeOf(data),
    features: JSON.stringify(data.features),
    models: JSON.stringify(data.models),
    default_configuration: JSON.stringify(data.defaultConfiguration),
    specifications: JSON.stringify(data.specifications),
    advantages: JSON.stringify(data.advantages),
    name_en: nameEn,
    advantages_en: JSON.stringify(advantagesEn),
    specifications_en: JSON.stringify(specificationsEn),
    device_type: data.deviceType ?? null,
    english_missing: missingEnglishTexts({
      ...data,
      name_en: nameEn,
      advantages_en: advantagesEn,
      specifications_en: specificationsEn,
    }),
    ...searchTexts(data, nameEn, advantagesEn),
  };
}

/**
 * The folded texts search reads, the one place that says which fields are searched: the title
 * (name and brand: a match there ranks first) and every searchable text (the title's fields
 * too). A new field, such as an English name, is one entry here.
 */
export function searchTexts(
  data: ProductData,
  nameEn = '',
  advantagesEn: string[] = [],
): { search_title: string; search_text: string } {
  // Both languages' names and the English selling points, so 'headphones' finds 'Auriculares…'.
  const title = [data.name, nameEn, data.brand];
  const body = [data.description, data.description_en, ...advantagesEn];
  return { search_title: foldForSearch(title.join(' ')), search_text: foldForSearch([...title, ...body].join(' ')) };
}
