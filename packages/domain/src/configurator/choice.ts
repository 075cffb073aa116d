import type { SelectedOptions } from '../cart/cart';

/**
 * A product as a shopper configured it. The choice travels in addresses as
 * `category:optionId,category:optionId` (the product page's `?opciones=`, the comparison's
 * `opciones-<id>=`, the API's similar and comparable products' `opciones=`): one encoding, read
 * and written here, so the browser and the server configure a product the same way.
 */

/** Longest choice an address may carry (8 groups of long ids fit many times over). */
export const MAX_CHOICE_LENGTH = 2000;

/** A choice written as `category:optionId,category:optionId` (the form every address uses). */
export function parseChoice(value: string | null | undefined): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [category, optionId] = pair.split(':');
    if (category && optionId) choice[category] = optionId;
  }
  return choice;
}

/** The choice as `parseChoice` reads it, categories in a fixed order ('' when nothing is chosen). */
export function choiceValue(choice: SelectedOptions): string {
  return Object.entries(choice)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([category, id]) => `${category}:${String(id)}`)
    .join(',');
}
