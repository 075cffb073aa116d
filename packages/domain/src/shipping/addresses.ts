import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { withoutControlCharacters } from '../text';
import { PROVINCE_CODES, normalizePostalCode, postalCodeProblem } from './provinces';

const msg = (key: DomainMessageKey) => ({ error: key });

/** How many addresses one account may keep. */
export const MAX_ADDRESSES = 10;

export const ADDRESS_LIMITS = {
  recipient: 100,
  street: 100,
  number: 10,
  floorFlat: 30,
  city: 100,
  phone: 20,
  notes: 200,
} as const;

/** A required one-line text of at most `max` characters, each broken rule with its field's own text. */
const requiredLine = (max: number, required: DomainMessageKey, tooLong: DomainMessageKey) =>
  withoutControlCharacters(z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong)));

export const provinceField = z.enum(PROVINCE_CODES, msg('address.province.invalid'));

/** Four digits (1425) or a CPA (C1425ABC), kept without spaces and in capitals. */
export const postalCodeField = z
  .string(msg('address.postalCode.invalid'))
  .max(20, msg('address.postalCode.invalid'))
  .transform(normalizePostalCode)
  .refine((code) => postalCodeProblem(code, undefined) === null, msg('address.postalCode.invalid'));

/** A phone as people write it (+54 11 4567-8901): digits, spaces, +, -, parentheses; 8 to 15 digits. */
const phoneField = z
  .string(msg('address.phone.invalid'))
  .trim()
  .max(ADDRESS_LIMITS.phone, msg('address.phone.invalid'))
  .refine((phone) => /^\+?[\d\s()-]+$/.test(phone), msg('address.phone.invalid'))
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, msg('address.phone.invalid'));

const optionalLine = (max: number, tooLong: DomainMessageKey, multiline = false) =>
  withoutControlCharacters(z.string(msg(tooLong)).trim().max(max, msg(tooLong)), { multiline }).default('');

/**
 * `POST /api/account/addresses` and `PUT /api/account/addresses/:id`: a delivery address in
 * Argentina. `isDefault: true` makes it the account's default (the previous one stops being it);
 * left out, an account's first address becomes its default and an edit keeps what it was.
 */
export const addressInputSchema = z
  .object({
    recipient: requiredLine(ADDRESS_LIMITS.recipient, 'address.recipient.required', 'address.recipient.tooLong'),
    street: requiredLine(ADDRESS_LIMITS.street, 'address.street.required', 'address.street.tooLong'),
    number: requiredLine(ADDRESS_LIMITS.number, 'address.number.required', 'address.number.tooLong'),
    floorFlat: optionalLine(ADDRESS_LIMITS.floorFlat, 'address.floorFlat.tooLong'),
    city: requiredLine(ADDRESS_LIMITS.city, 'address.city.required', 'address.city.tooLong'),
    province: provinceField,
    postalCode: postalCodeField,
    phone: phoneField,
    notes: optionalLine(ADDRESS_LIMITS.notes, 'address.notes.tooLong', true),
    isDefault: z.boolean(msg('address.isDefault.invalid')).optional(),
  })
  .superRefine((address, ctx) => {
    if (postalCodeProblem(address.postalCode, address.province) === 'province') {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'address.postalCode.province' });
    }
  });
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressData = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  street: z.string(),
  number: z.string(),
  /** '' when none. */
  floorFlat: z.string(),
  city: z.string(),
  province: provinceField,
  postalCode: z.string(),
  phone: z.string(),
  /** '' when none. */
  notes: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** An account's addresses: the default first, then in the order they were added. */
export const addressListSchema = z.array(addressSchema);
