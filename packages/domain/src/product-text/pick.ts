import type { Language } from '../language';

/**
 * A text of a product picked for a language. `lang` is the language the text is really in:
 * when the wanted language has no text the other one is shown (never an empty field), and
 * the page marks that element with `lang` so a screen reader pronounces it correctly.
 */
export interface PickedText {
  text: string;
  lang: Language;
  /** True when the text is not in the wanted language. */
  fellBack: boolean;
}

const present = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The one rule for a bilingual text: the English twin in English when it has words, else the
 * Spanish original (which the spec makes the required one); Spanish when it has words, else
 * the English twin. Undefined only when neither has any.
 */
export function pickText(es: unknown, en: unknown, language: Language): PickedText | undefined {
  const [wanted, other] = language === 'en' ? [en, es] : [es, en];
  if (present(wanted)) return { text: wanted, lang: language, fellBack: false };
  const otherLanguage: Language = language === 'en' ? 'es' : 'en';
  if (present(other)) return { text: other, lang: otherLanguage, fellBack: true };
  return undefined;
}

/**
 * The `lang` attribute of an element whose text is not in the page's language (a Spanish name
 * on an English page), so a screen reader pronounces it right; nothing otherwise.
 */
export function langOf(text: PickedText | undefined): { lang?: Language } {
  return text?.fellBack ? { lang: text.lang } : {};
}

/** The product's name in a language (the Spanish `name` is required, so there always is one). */
export function productName(product: { name: string; name_en?: string }, language: Language): PickedText {
  return pickText(product.name, product.name_en, language) ?? { text: product.name, lang: 'es', fellBack: false };
}

/**
 * The selling points in a language: the English list when it has any, else the Spanish one
 * (a list is translated as a whole; mixing the two would pair the wrong halves).
 */
export function productAdvantages(
  product: { advantages: readonly string[]; advantages_en?: readonly string[] },
  language: Language,
): PickedText[] {
  const english = (product.advantages_en ?? []).filter(present);
  const spanish = product.advantages.filter(present);
  const [list, lang]: [readonly string[], Language] =
    language === 'en' && english.length > 0 ? [english, 'en'] : spanish.length > 0 ? [spanish, 'es'] : [english, 'en'];
  return list.map((text) => ({ text, lang, fellBack: lang !== language }));
}

/** A text specification value in a language; numbers and yes/no are the caller's to format. */
export function specificationText(
  product: { specifications: Record<string, unknown>; specifications_en?: Record<string, string> },
  key: string,
  language: Language,
): PickedText | undefined {
  return pickText(product.specifications[key], product.specifications_en?.[key], language);
}

/**
 * A component's name and description inside `features` in a language. Components copied from
 * the catalogues carry `name_en` and a `{ es, en }` description; the product's own components
 * a plain Spanish `description` with a `description_en` twin (the product's own description stays plain text).
 */
export function componentName(component: Record<string, unknown>, language: Language): PickedText | undefined {
  const spanish = [component.name, component.label, component.value].find(present);
  return pickText(spanish, component.name_en, language);
}

export function componentDescription(component: Record<string, unknown>, language: Language): PickedText | undefined {
  const { description } = component;
  if (description && typeof description === 'object') {
    const localized = description as Record<string, unknown>;
    return pickText(localized.es, localized.en, language);
  }
  return pickText(description, component.description_en, language);
}
