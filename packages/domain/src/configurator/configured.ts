import { type SelectedOptions, toCents } from '../cart/cart';
import type { ConfigurationOption } from './option';
import { type Incompatibility, configurationPrice, offeredOptions, optionBlocker } from './configurator';

export interface CategoryChoice {
  category: string;
  /** The component the product ships with (an increment of 0); the page picks its name's language. */
  included: Record<string, unknown>;
  /** What going back to the included component changes in the price, in whole cents (0 when it is the choice). */
  includedChangeCents: number;
  /**
   * Each option with why it cannot be chosen now, and what choosing it instead of the current
   * choice in its group changes in the price, in whole cents (0 for the chosen one).
   */
  options: (ConfigurationOption & { blocker: Incompatibility | undefined; changeCents: number })[];
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
 * the choice. A choice from an address that the product does not offer, or that does not fit,
 * is dropped option by option, so a stale shared link still opens a valid configuration.
 */
export function shopperConfiguration(
  product: { basePrice: number; features?: Record<string, unknown> },
  wanted: Record<string, string>,
): ShopperConfiguration {
  const features = product.features ?? {};
  const offered = offeredOptions(features);
  const selected: Record<string, string> = {};
  // Taken in rounds, not in the address's (alphabetical) order: a graphics card that needs the
  // bigger power supply fits once the supply, later in the address, has been taken.
  let waiting = Object.entries(wanted);
  for (let taken = true; taken;) {
    taken = false;
    waiting = waiting.filter(([category, optionId]) => {
      if (!configurationPrice(product, { ...selected, [category]: optionId }).ok) return true;
      selected[category] = optionId;
      taken = true;
      return false;
    });
  }
  const pricing = configurationPrice(product, selected);
  const categories = [...offered].map(([category, options]) => {
    // A group's options differ from one another by their increments alone (the rest of the
    // choice is the same), so a change is the difference of two increments, in exact cents.
    const currentCents = toCents(options.find((option) => option.id === selected[category])?.priceIncrement ?? 0);
    return {
      category,
      included: included(features, category),
      includedChangeCents: 0 - currentCents,
      chosen: selected[category],
      options: options.map((option) => ({
        ...option,
        blocker: optionBlocker(features, selected, category, option.id),
        changeCents: toCents(option.priceIncrement) - currentCents,
      })),
    };
  });
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
    const { blocker: _blocker, priceIncrement: _increment, changeCents: _change, ...component } = option;
    chosen[category] = { selectedComponent: { ...component, category } };
  }
  return chosen as F;
}

/** The specifications with each chosen option's name in place of the one it replaces, in both languages. */
export function chosenSpecifications(
  product: {
    specifications?: Record<string, string | number | boolean>;
    specifications_en?: Record<string, string>;
  },
  configuration: ShopperConfiguration,
): { specifications?: Record<string, string | number | boolean>; specifications_en?: Record<string, string> } {
  if (!product.specifications) return {};
  const specifications = { ...product.specifications };
  const english = { ...product.specifications_en };
  for (const { category, chosen, options } of configuration.categories) {
    const option = options.find((candidate) => candidate.id === chosen);
    if (!option || !(category in specifications)) continue;
    specifications[category] = option.name;
    if (option.name_en) english[category] = option.name_en;
    else delete english[category];
  }
  return { specifications, specifications_en: english };
}

/**
 * The product as configured: the chosen components in its features, their names in the
 * specifications of the same name (a 512 GB choice is no longer listed as 128 GB) and the
 * configuration's price as its price, so what is computed from a product (similar and
 * comparable products, comparison texts, a comparison's rows and stars) follows the shopper's
 * choice. A product that offers no choice is as it is.
 */
export function configuredProduct<
  P extends {
    basePrice: number;
    variantType?: string;
    features?: Record<string, unknown>;
    specifications?: Record<string, string | number | boolean>;
    specifications_en?: Record<string, string>;
  },
>(product: P, wanted: Record<string, string>): P & { selectedOptions: SelectedOptions } {
  if (product.variantType !== 'CONFIGURABLE' || !product.features) return { ...product, selectedOptions: {} };
  const configuration = shopperConfiguration(product, wanted);
  return {
    ...product,
    basePrice: configuration.unitPrice,
    features: chosenFeatures(product.features, configuration),
    ...chosenSpecifications(product, configuration),
    selectedOptions: configuration.selectedOptions,
  };
}
