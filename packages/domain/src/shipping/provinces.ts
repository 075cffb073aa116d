import type { Language } from '../language';

/**
 * Argentina's 23 provinces and the Ciudad Autónoma de Buenos Aires, by their ISO 3166-2:AR
 * code. The code's letter is also the first letter of the province's CPA (Código Postal
 * Argentino, Correo Argentino's postal code since 1998: a letter, the old four digits and
 * three letters for the block face, e.g. C1425ABC), so a CPA's letter tells its province.
 * Sources: ISO 3166-2:AR; Correo Argentino, "Código Postal Argentino (CPA)".
 */
export const PROVINCES = [
  { code: 'AR-C', es: 'Ciudad Autónoma de Buenos Aires', en: 'Autonomous City of Buenos Aires' },
  { code: 'AR-B', es: 'Buenos Aires', en: 'Buenos Aires Province' },
  { code: 'AR-K', es: 'Catamarca', en: 'Catamarca' },
  { code: 'AR-H', es: 'Chaco', en: 'Chaco' },
  { code: 'AR-U', es: 'Chubut', en: 'Chubut' },
  { code: 'AR-X', es: 'Córdoba', en: 'Córdoba' },
  { code: 'AR-W', es: 'Corrientes', en: 'Corrientes' },
  { code: 'AR-E', es: 'Entre Ríos', en: 'Entre Ríos' },
  { code: 'AR-P', es: 'Formosa', en: 'Formosa' },
  { code: 'AR-Y', es: 'Jujuy', en: 'Jujuy' },
  { code: 'AR-L', es: 'La Pampa', en: 'La Pampa' },
  { code: 'AR-F', es: 'La Rioja', en: 'La Rioja' },
  { code: 'AR-M', es: 'Mendoza', en: 'Mendoza' },
  { code: 'AR-N', es: 'Misiones', en: 'Misiones' },
  { code: 'AR-Q', es: 'Neuquén', en: 'Neuquén' },
  { code: 'AR-R', es: 'Río Negro', en: 'Río Negro' },
  { code: 'AR-A', es: 'Salta', en: 'Salta' },
  { code: 'AR-J', es: 'San Juan', en: 'San Juan' },
  { code: 'AR-D', es: 'San Luis', en: 'San Luis' },
  { code: 'AR-Z', es: 'Santa Cruz', en: 'Santa Cruz' },
  { code: 'AR-S', es: 'Santa Fe', en: 'Santa Fe' },
  { code: 'AR-G', es: 'Santiago del Estero', en: 'Santiago del Estero' },
  { code: 'AR-V', es: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur', en: 'Tierra del Fuego' },
  { code: 'AR-T', es: 'Tucumán', en: 'Tucumán' },
] as const satisfies readonly ({ code: `AR-${string}` } & Record<Language, string>)[];

export type ProvinceCode = (typeof PROVINCES)[number]['code'];
export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as string[]).includes(value);
}

/** The province's name in a language ('Córdoba'); the code itself for an unknown one. */
export function provinceName(code: string, language: Language): string {
  const province = PROVINCES.find((each) => each.code === code);
  return province ? province[language] : code;
}

/** The letter a CPA of the province starts with (its ISO 3166-2 letter). */
export function cpaLetterOf(code: ProvinceCode): string {
  return code.slice(3);
}

const FOUR_DIGITS = /^[1-9]\d{3}$/;
// The CPA (C1425ABC), or its first part alone (C1425): the province's letter and the old code,
// as many people write it.
const CPA = /^[A-Z][1-9]\d{3}(?:[A-Z]{3})?$/;

/** A postal code as typed, in the form it is kept: no spaces, capital letters ('c1425 abc' → 'C1425ABC'). */
export function normalizePostalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a (normalised) postal code for a province, if anything: not four digits
 * nor a CPA, whole or without its last three letters ('format'), or a letter that is another
 * province's ('province').
 */
export function postalCodeProblem(
  postalCode: string,
  province: ProvinceCode | undefined,
): 'format' | 'province' | null {
  if (FOUR_DIGITS.test(postalCode)) return null;
  if (!CPA.test(postalCode)) return 'format';
  return province && postalCode[0] !== cpaLetterOf(province) ? 'province' : null;
}

/** The four digits of a postal code in either form ('C1425ABC' → 1425). */
export function postalDigits(postalCode: string): number {
  return Number(/\d{4}/.exec(postalCode)?.[0] ?? 0);
}
