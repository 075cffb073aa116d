import type { Language, ProductSummary } from '@shop/domain';

/** The English description when the language is en and one exists, else the Spanish one (spec 001 §2). */
export function productDescription(
  product: Pick<ProductSummary, 'description' | 'description_en'>,
  language: Language,
): string {
  return language === 'en' && product.description_en ? product.description_en : product.description;
}
