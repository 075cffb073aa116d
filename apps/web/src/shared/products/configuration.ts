import { type SelectedOptions, choiceValue, parseChoice } from '@shop/domain';

// The choice's encoding and the configured product are the domain's (the API configures a
// product the same way for its similar and comparable products).
export {
  type CategoryChoice,
  type ShopperConfiguration,
  choiceValue,
  chosenFeatures,
  chosenSpecifications,
  configuredProduct,
  parseChoice,
  shopperConfiguration,
} from '@shop/domain';

/**
 * The configuration a shopper chose on a product page, kept in the URL
 * (`?opciones=ram:ddr5-32,processor:r9`) so a configured product can be shared.
 */
export const CONFIGURATION_PARAMETER = 'opciones';

/** Colons and commas are safe in a query string and keep a shared address readable. */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

export function parseConfiguration(search: string): Record<string, string> {
  return parseChoice(new URLSearchParams(search).get(CONFIGURATION_PARAMETER));
}

/** The search string with the choice written in (or removed when empty), other parameters kept. */
export function writeConfiguration(search: string, choice: SelectedOptions): string {
  const params = new URLSearchParams(search);
  const value = choiceValue(choice);
  if (value) params.set(CONFIGURATION_PARAMETER, value);
  else params.delete(CONFIGURATION_PARAMETER);
  const written = readableQuery(params);
  return written ? `?${written}` : '';
}
