/**
 * An alternative staff offer in a feature category (`features[category].options`), read without a
 * schema library: the shopper's pages price and check configurations with it and must not load
 * zod. What staff may save is checked by `optionSchema` (option-schema.ts) against the same
 * limits; a test holds the two to the same answers.
 */
export const OPTION_LIMITS = { maxIdLength: 200, maxNameLength: 300, maxIncrement: 1e12 } as const;

export interface ConfigurationOption {
  id: string;
  name: string;
  /** The option's name in English (the shopper's choices follow the page's language). */
  name_en?: string;
  priceIncrement: number;
  /** Anything else staff stored with it (the catalogue entry's own fields) is kept. */
  [field: string]: unknown;
}

const trimmedWithin = (value: unknown, min: number, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length >= min && text.length <= max ? text : undefined;
};

/** The option as stored, its texts trimmed; undefined when it is not a valid option. */
export function readOption(value: unknown): ConfigurationOption | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const option = value as Record<string, unknown>;
  const id = trimmedWithin(option.id, 1, OPTION_LIMITS.maxIdLength);
  const name = trimmedWithin(option.name, 1, OPTION_LIMITS.maxNameLength);
  const nameEn =
    option.name_en === undefined ? undefined : trimmedWithin(option.name_en, 0, OPTION_LIMITS.maxNameLength);
  const increment = option.priceIncrement;
  if (id === undefined || name === undefined || (option.name_en !== undefined && nameEn === undefined))
    return undefined;
  if (typeof increment !== 'number' || !Number.isFinite(increment) || Math.abs(increment) > OPTION_LIMITS.maxIncrement)
    return undefined;
  return { ...option, id, name, ...(nameEn === undefined ? {} : { name_en: nameEn }), priceIncrement: increment };
}
