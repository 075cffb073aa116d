/**
 * Whether a product's English texts are complete: the one rule the staff list's 'missing
 * English' filter (stored per row as `english_missing`) and the admin form's count follow.
 */

const LETTER = /\p{L}/u;
const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** A Spanish text with words whose English twin is still empty. */
export const lacksEnglish = (es: string, en: string | undefined): boolean => !blank(es) && blank(en);

/**
 * Whether a specification's value is words to translate: a text with letters ('Aluminio').
 * Numbers, yes/no and figures without letters ('16', '1,2') read the same in English.
 */
export const specificationValueNeedsEnglish = (value: unknown): boolean =>
  typeof value === 'string' && LETTER.test(value);

export interface BilingualTexts {
  name: string;
  name_en?: string;
  description: string;
  description_en?: string;
  advantages: readonly string[];
  advantages_en?: readonly string[];
  specifications: Readonly<Record<string, unknown>>;
  specifications_en?: Readonly<Record<string, string>>;
}

/** How many of a product's Spanish texts still lack their English twin (0: complete). */
export function missingEnglishTexts(product: BilingualTexts): number {
  const advantagesEn = product.advantages_en ?? [];
  const specificationsEn = product.specifications_en ?? {};
  return (
    Number(lacksEnglish(product.name, product.name_en)) +
    Number(lacksEnglish(product.description, product.description_en)) +
    product.advantages.filter((advantage, index) => lacksEnglish(advantage, advantagesEn[index])).length +
    Object.entries(product.specifications).filter(
      ([key, value]) => !blank(key) && specificationValueNeedsEnglish(value) && blank(specificationsEn[key]),
    ).length
  );
}
