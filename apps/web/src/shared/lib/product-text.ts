import { type Language, type PickedText, type ProductSummary, pickText } from '@shop/domain';

/** The English description when the language is en and one exists, else the Spanish one. */
export function productDescription(
  product: Pick<ProductSummary, 'description' | 'description_en'>,
  language: Language,
): PickedText {
  return pickText(product.description, product.description_en, language) ?? { text: '', lang: 'es', fellBack: false };
}
