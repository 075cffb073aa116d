import {
  type ConfigurationOption,
  type Incompatibility,
  type SelectedOptions,
  configurationPrice,
  offeredOptions,
  optionBlocker,
} from '@shop/domain';

/**
 * The configuration a shopper chose on a product page, kept in the URL
 * (`?opciones=ram:ddr5-32,processor:r9`) so a configured product can be shared.
 */
export const CONFIGURATION_PARAMETER = 'opciones';

export function parseConfiguration(search: string): Record<string, string> {
  const value = new URLSearchParams(search).get(CONFIGURATION_PARAMETER);
  if (!value) return {};
  const choice: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [category, optionId] = pair.split(':');
    if (category && optionId) choice[category] = optionId;
  }
  return choice;
}

/** The search string with the choice written in (or removed when empty), other parameters kept. */
export function writeConfiguration(search: string, choice: Record<string, string>): string {
  const params = new URLSearchParams(search);
  const entries = Object.entries(choice).sort(([a], [b]) => (a < b ? -1 : 1));
  if (entries.length === 0) params.delete(CONFIGURATION_PARAMETER);
  else params.set(CONFIGURATION_PARAMETER, entries.map(([category, id]) => `${category}:${id}`).join(','));
  const written = params.toString();
  return written ? `?${written.replace(/%3A/g, ':').replace(/%2C/g, ',')}` : '';
}

export interface CategoryChoice {
  category: string;
  /** The component the product ships with (an increment of 0); the page picks its name's language. */
  included: Record<string, unknown>;
  options: (ConfigurationOption & { blocker: Incompatibility | undefined })[];
  chosen: string | undefined;
}

export interface ShopperConfiguration {
  categories: CategoryChoice[];
  /** The choice that counts: options the product offers and that fit together. */
  selectedOptions: SelectedOptions;
  /** Base price plus the chosen increments, in currency units. */
  unitPrice: number;
}

function included(features: Record<string, unknown>, category: string): Record<string, unknown> {
  const feature = features[category] as { selectedComponent?: unknown } | undefined;
  const component = feature?.selectedComponent;
  return typeof component === 'object' && component !== null ? (component as Record<string, unknown>) : {};
}

/**
 * What the page shows: per category the options with why each is blocked, and the price of
 * the choice. A choice from the URL that the product does not offer, or that does not fit,
 * is dropped option by option, so a stale shared link still opens a valid configuration.
 */
export function shopperConfiguration(
  product: { basePrice: number; features?: Record<string, unknown> },
  wanted: Record<string, string>,
): ShopperConfiguration {
  const features = product.features ?? {};
  const offered = offeredOptions(features);
  const selected: Record<string, string> = {};
  for (const [category, optionId] of Object.entries(wanted)) {
    const candidate = { ...selected, [category]: optionId };
    if (configurationPrice(product, candidate).ok) selected[category] = optionId;
  }
  const pricing = configurationPrice(product, selected);
  const categories = [...offered].map(([category, options]) => ({
    category,
    included: included(features, category),
    chosen: selected[category],
    options: options.map((option) => ({ ...option, blocker: optionBlocker(features, selected, category, option.id) })),
  }));
  return {
    categories,
    selectedOptions: selected,
    unitPrice: pricing.ok ? pricing.unitPriceCents / 100 : product.basePrice,
  };
}

/** The product's features with each chosen option in place of the component it ships with. */
export function chosenFeatures<F extends Record<string, unknown>>(features: F, configuration: ShopperConfiguration): F {
  const chosen = { ...features } as Record<string, unknown>;
  for (const { category, chosen: optionId, options } of configuration.categories) {
    const option = options.find((candidate) => candidate.id === optionId);
    if (!option) continue;
    const { blocker: _blocker, priceIncrement: _increment, ...component } = option;
    chosen[category] = { selectedComponent: { ...component, category } };
  }
  return chosen as F;
}
