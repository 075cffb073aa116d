/**
 * The payment form's rules. They live in the browser only: the card's
 * data is never sent anywhere, so no server ever needs them.
 */

export const CARD_DIGITS = 16;
/** 16 digits in groups of four with a space between groups. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVV_DIGITS = 3;

/** Demo values of a fictitious card (the form opens prefilled with them), valid until the end of 2030. */
export const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' } as const;

export interface CardFields {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

export type CardField = keyof CardFields;

/** Keys of the web's texts (payment.validationErrors.*), named by the spec. */
export type CardErrorKey =
  | 'checkout:validationErrors.cardNumber'
  | 'checkout:validationErrors.expiryDate'
  | 'checkout:validationErrors.expiredCard'
  | 'checkout:validationErrors.cvv';

export type CardErrors = Partial<Record<CardField, CardErrorKey>>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Keeps up to 16 digits and groups them in fours: '42424242' → '4242 4242'. */
export function formatCardNumber(input: string): string {
  return (
    digitsOf(input)
      .slice(0, CARD_DIGITS)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * Keeps up to 4 digits as MM/YY, inserting the slash once a third digit follows the month.
 * (A slash right after the month would come back at once when the shopper erases it.)
 */
export function formatExpiryDate(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvv(input: string): string {
  return digitsOf(input).slice(0, CVV_DIGITS);
}

export function validateCardNumber(value: string): CardErrorKey | undefined {
  return /^\d{16}$/.test(value.replace(/\s/g, '')) ? undefined : 'checkout:validationErrors.cardNumber';
}

/**
 * MM/YY with a month from 01 to 12; a card is valid through the last day of its month, so
 * only a month before the current one is in the past.
 */
export function validateExpiryDate(value: string, now: Date): CardErrorKey | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return 'checkout:validationErrors.expiryDate';
  const expiry = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry < current ? 'checkout:validationErrors.expiredCard' : undefined;
}

export function validateCvv(value: string): CardErrorKey | undefined {
  return /^\d{3}$/.test(value) ? undefined : 'checkout:validationErrors.cvv';
}

/** Every field's broken rule; an empty object when the card can be used. */
export function validateCard(fields: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {
    cardNumber: validateCardNumber(fields.cardNumber),
    expiryDate: validateExpiryDate(fields.expiryDate, now),
    cvv: validateCvv(fields.cvv),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as CardErrors;
}
