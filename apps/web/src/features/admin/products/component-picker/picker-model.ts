import {
  type ConfigurationOption,
  type FeatureSelection,
  type Incompatibility,
  MAX_OPTIONS_PER_CATEGORY,
  PRODUCT_LIMITS,
  type ProductFeatures,
  compatibilityIssues,
  featureComponent,
  optionBlocker,
} from '@shop/domain';
import {
  type CatalogueEntry,
  type ComponentGroup,
  type DeviceType,
  FEATURE_KEYS,
  type FeatureKey,
  groupsForDevice,
  isMultiChoice,
} from '@shop/domain/catalogues';
import { type ComponentEntry, selectedComponents } from '../../../../shared/lib/components';

/**
 * What the staff component picker does to a product's `features` map, apart from
 * how it looks: a pure function per action, each answering the whole next map, so the form
 * that holds the map only ever replaces it.
 */

export interface PickerSection {
  group: ComponentGroup;
  /** Where the group's components live in `features`. */
  key: FeatureKey;
  /** Toggles items in a list (storage, RAM on computers, additional features) rather than replacing one. */
  multi: boolean;
}

export function pickerSections(deviceType: DeviceType): PickerSection[] {
  return groupsForDevice(deviceType).map((group) => ({
    group,
    key: FEATURE_KEYS[group],
    multi: isMultiChoice(group, deviceType),
  }));
}

/** A catalogue entry as a component inside `features`: every catalogue fact, and its category. */
function asComponent(entry: CatalogueEntry, key: FeatureKey): ComponentEntry & { category: string } {
  return { ...entry, category: key };
}

/** The components chosen in a section, in order. */
export function chosenIn(features: ProductFeatures, key: FeatureKey): ComponentEntry[] {
  return selectedComponents(features[key]);
}

export function isChosen(features: ProductFeatures, key: FeatureKey, id: string): boolean {
  return chosenIn(features, key).some((component) => component.id === id);
}

/** The alternatives offered to shoppers in a section. */
export function offeredIn(features: ProductFeatures, key: FeatureKey): ConfigurationOption[] {
  return (features[key]?.options ?? []) as ConfigurationOption[];
}

/** The map with a section's components replaced; a section left with nothing (and nothing offered) goes. */
function withComponents(
  features: ProductFeatures,
  section: PickerSection,
  components: ComponentEntry[],
): ProductFeatures {
  const { [section.key]: previous, ...others } = features;
  const options = previous?.options;
  if (components.length === 0 && (section.multi ? !options?.length : true)) return others;
  const kept = options?.length ? { options } : {};
  const selection = (
    section.multi ? { selectedComponents: components, ...kept } : { selectedComponent: components[0], ...kept }
  ) as FeatureSelection;
  return { ...others, [section.key]: selection };
}

export type PickOutcome = { ok: true; features: ProductFeatures } | { ok: false; reason: 'tooManyAdditional' };

/**
 * Choosing an entry: a single-choice section replaces its component (choosing the chosen one
 * again changes nothing); a multi-choice one toggles the entry in or out of its list, refusing
 * a sixth additional feature (five at most).
 */
export function pick(features: ProductFeatures, section: PickerSection, entry: CatalogueEntry): PickOutcome {
  const chosen = chosenIn(features, section.key);
  if (!section.multi) {
    if (chosen[0]?.id === entry.id) return { ok: true, features };
    return { ok: true, features: withComponents(features, section, [asComponent(entry, section.key)]) };
  }
  if (chosen.some((component) => component.id === entry.id)) return remove(features, section, entry.id);
  if (section.group === 'additionalFeatures' && chosen.length >= PRODUCT_LIMITS.maxAdditionalFeatures)
    return { ok: false, reason: 'tooManyAdditional' };
  return { ok: true, features: withComponents(features, section, [...chosen, asComponent(entry, section.key)]) };
}

/** Taking a component out of a section (a single-choice section is then empty, its alternatives with it). */
export function remove(features: ProductFeatures, section: PickerSection, id: unknown): PickOutcome {
  const kept = chosenIn(features, section.key).filter((component) => component.id !== id);
  return { ok: true, features: withComponents(features, section, kept) };
}

/** The map with a section's alternatives for shoppers replaced (at most MAX_OPTIONS_PER_CATEGORY). */
export function withOptions(
  features: ProductFeatures,
  key: FeatureKey,
  options: ConfigurationOption[],
): ProductFeatures {
  const feature = features[key];
  if (!feature) return features;
  const { options: _previous, ...selection } = feature;
  const next = options.slice(0, MAX_OPTIONS_PER_CATEGORY);
  return { ...features, [key]: (next.length > 0 ? { ...selection, options: next } : selection) as FeatureSelection };
}

/**
 * Offering an entry to shoppers, or withdrawing it when offered: the alternative carries the
 * catalogue facts (so the compatibility rules and both languages' names work on it) and an
 * increment in the product's currency, 0 until staff set it.
 */
export function toggleOffer(features: ProductFeatures, key: FeatureKey, entry: CatalogueEntry): ProductFeatures {
  const offered = offeredIn(features, key);
  if (offered.some((option) => option.id === entry.id)) return withdrawOffer(features, key, entry.id);
  if (offered.length >= MAX_OPTIONS_PER_CATEGORY) return features;
  return withOptions(features, key, [...offered, { ...entry, category: key, priceIncrement: 0 }]);
}

export function withdrawOffer(features: ProductFeatures, key: FeatureKey, id: string): ProductFeatures {
  return withOptions(
    features,
    key,
    offeredIn(features, key).filter((option) => option.id !== id),
  );
}

export function setIncrement(
  features: ProductFeatures,
  key: FeatureKey,
  id: string,
  priceIncrement: number,
): ProductFeatures {
  return withOptions(
    features,
    key,
    offeredIn(features, key).map((option) => (option.id === id ? { ...option, priceIncrement } : option)),
  );
}

/** The components the compatibility rules look at: each category's (first) component. */
function componentsOf(features: ProductFeatures): Map<string, Record<string, unknown>> {
  const components = new Map<string, Record<string, unknown>>();
  for (const key of Object.keys(features)) {
    const component = featureComponent(features, key);
    if (component) components.set(key, component);
  }
  return components;
}

/** What is wrong with the chosen combination (domain compatibility rules). */
export function combinationIssues(features: ProductFeatures): Incompatibility[] {
  return compatibilityIssues(componentsOf(features));
}

/**
 * What would be wrong if this entry were its section's component with the rest as chosen: the
 * picker says so on the entry before staff choose it.
 */
export function issueIfChosen(
  features: ProductFeatures,
  key: FeatureKey,
  entry: CatalogueEntry,
): Incompatibility | undefined {
  const components = componentsOf(features);
  components.set(key, asComponent(entry, key));
  return compatibilityIssues(components)[0];
}

/** Why shoppers could not pick an offered alternative with the product as it ships, if they could not. */
export function offerBlocker(features: ProductFeatures, key: FeatureKey, id: string): Incompatibility | undefined {
  return optionBlocker(features, {}, key, id);
}

/** A catalogue entry's name in a language (the English name where the catalogue has one). */
export function entryName(entry: { name: string; name_en?: unknown }, language: string): string {
  return language === 'en' && typeof entry.name_en === 'string' && entry.name_en ? entry.name_en : entry.name;
}
