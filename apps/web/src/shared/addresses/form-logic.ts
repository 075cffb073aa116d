import { type AddressData, type AddressInput, type MessageKey, addressInputSchema, isMessageKey } from '@shop/domain';

/** The address form's fields, as the payload names them. */
export const ADDRESS_FIELDS = [
  'recipient',
  'phone',
  'street',
  'number',
  'floorFlat',
  'city',
  'province',
  'postalCode',
  'notes',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Each refused field's rule (a domain message key), first broken rule of each field only. */
export type AddressProblems = Partial<Record<AddressField, MessageKey>>;

export type AddressCheck = { ok: true; data: AddressData } | { ok: false; problems: AddressProblems };

const isField = (value: unknown): value is AddressField => ADDRESS_FIELDS.includes(value as AddressField);

/** What the form holds: the payload's fields as typed (any province text until checked). */
export type AddressFormValues = Omit<AddressInput, 'province'> & { province: string };

/** The entered values under the domain's rules: the payload, or every refused field with its rule. */
export function checkAddress(values: AddressFormValues): AddressCheck {
  const result = addressInputSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: problemsOf(result.error.issues.map((i) => ({ path: i.path[0], code: i.message }))) };
}

/**
 * The refused fields of the API's answer (`details`: path 'body.<field>', code the rule's key),
 * or of the domain's check: the first rule of each field.
 */
export function problemsOf(details: readonly unknown[]): AddressProblems {
  const problems: AddressProblems = {};
  for (const detail of details as readonly { path?: unknown; code?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^body\./, '') : undefined;
    if (isField(field) && typeof detail.code === 'string' && isMessageKey(detail.code)) problems[field] ??= detail.code;
  }
  return problems;
}

/** The first refused field in the form's order, to focus. */
export function firstRefused(problems: AddressProblems): AddressField | undefined {
  return ADDRESS_FIELDS.find((field) => problems[field]);
}
