import { foldForSearch, type Product, type ProductData, type ProductSummary } from '@shop/domain';
import type { ProductsTable } from '../../db/schema';

/** A products row as the service reads and writes it (seq is the database's). */
export type ProductRow = Omit<ProductsTable, 'seq'>;

/** The columns of a card: what list answers carry. */
export const SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'description_en',
  'brand',
  'category',
  'base_price',
  'currency',
  'stock',
  'images',
  'variant_type',
  'created_at',
] as const;

export function toSummary(row: Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>): ProductSummary {
  const images = JSON.parse(row.images) as string[];
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    description_en: row.description_en,
    brand: row.brand,
    basePrice: row.base_price,
    currency: row.currency as ProductSummary['currency'],
    stock: row.stock,
    category: row.category as ProductSummary['category'],
    images,
    image: images[0] ?? '',
    variantType: row.variant_type as ProductSummary['variantType'],
    createdAt: row.created_at,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    ...toSummary(row),
    video: row.video ? (JSON.parse(row.video) as Product['video']) : null,
    features: JSON.parse(row.features) as Product['features'],
    models: JSON.parse(row.models) as Product['models'],
    defaultConfiguration: JSON.parse(row.default_configuration) as Product['defaultConfiguration'],
    specifications: JSON.parse(row.specifications) as Product['specifications'],
    advantages: JSON.parse(row.advantages) as string[],
    updatedAt: row.updated_at,
  };
}

export function toRow(data: ProductData): Omit<ProductRow, 'id' | 'created_at' | 'updated_at'> {
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
    variant_type: data.variantType,
    features: JSON.stringify(data.features),
    models: JSON.stringify(data.models),
    default_configuration: JSON.stringify(data.defaultConfiguration),
    specifications: JSON.stringify(data.specifications),
    advantages: JSON.stringify(data.advantages),
    search_text: foldForSearch([data.name, data.description, data.description_en, data.brand].join(' ')),
  };
}
