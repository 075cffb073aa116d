import { type OptionNames, type SelectedOptions, toCents } from '../cart/cart';
import type { DomainMessageKey } from '../messages';
import type { MessageParams } from '../message-tables';
import { featureComponent } from '../similarity/similarity';
import { type ConfigurationOption, readOption } from './option';

/**
 * What shoppers may configure: for a CONFIGURABLE product, staff offer per feature
 * category a few alternatives to the component it ships with, each with a price increment in
 * the product's currency (`features[category].options`). A shopper's choice is
 * `selectedOptions: { [category]: optionId }`; the price is the base price plus the chosen
 * increments; a choice that breaks a compatibility rule is refused with its reason. The
 * browser and the server's order check run this same module. Rules: docs/configurator.md.
 */

/** At most this many alternatives per category (plus the component the product ships with). */
export const MAX_OPTIONS_PER_CATEGORY = 10;

/** The alternatives offered in each category that has any. */
export function offeredOptions(features: Record<string, unknown>): Map<string, ConfigurationOption[]> {
  const offered = new Map<string, ConfigurationOption[]>();
  for (const [category, feature] of Object.entries(features)) {
    const options = (feature as { options?: unknown } | null)?.options;
    if (!Array.isArray(options)) continue;
    const valid = options.flatMap((option) => readOption(option) ?? []);
    if (valid.length > 0) offered.set(category, valid);
  }
  return offered;
}

/**
 * Whether a product gives a shopper something to choose: a category offering at least one
 * alternative to the part it ships with (two choices). A configurable product must; one
 * without choices is a MODEL (docs/configurator.md).
 */
export function offersChoices(features: Record<string, unknown>): boolean {
  return offeredOptions(features).size > 0;
}

/** The component a category ends up with: the chosen option, or the one the product ships with. */
function resolvedComponents(features: Record<string, unknown>, chosen: Map<string, ConfigurationOption>) {
  const components = new Map<string, Record<string, unknown>>();
  for (const category of Object.keys(features)) {
    const component = chosen.get(category) ?? featureComponent(features, category);
    if (component) components.set(category, component);
  }
  return components;
}

export interface Incompatibility {
  key: DomainMessageKey;
  params: MessageParams;
}

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The first of several names a category goes by in a features map. */
function pick(components: Map<string, Record<string, unknown>>, ...names: string[]) {
  for (const name of names) {
    const component = components.get(name);
    if (component) return component;
  }
  return undefined;
}

/** Power a desktop needs: 1.3 × (processor TDP + dedicated GPU TDP) + 150 W for the rest, in whole watts. */
export function requiredWattage(processorTdp: number, gpuTdp: number): number {
  return Math.ceil(1.3 * (processorTdp + gpuTdp) + 150);
}

/**
 * What is wrong with a set of components: a power supply that cannot feed the processor and
 * the dedicated GPU with a margin, or memory of a kind the processor does not support (where
 * the catalogue says which kinds it does).
 */
export function compatibilityIssues(components: Map<string, Record<string, unknown>>): Incompatibility[] {
  const issues: Incompatibility[] = [];
  const processor = pick(components, 'processor', 'processors');
  const gpu = pick(components, 'gpu', 'graphics');
  const power = pick(components, 'powerSupply', 'powerSupplies', 'psu');
  const ram = pick(components, 'ram');
  const wattage = number(power?.wattage);
  const processorTdp = number(processor?.tdpW);
  if (wattage !== undefined && processorTdp !== undefined) {
    const gpuTdp = gpu?.kind === 'dedicated' ? (number(gpu.tdpW) ?? 0) : 0;
    const required = requiredWattage(processorTdp, gpuTdp);
    if (wattage < required) issues.push({ key: 'configurator.incompatible.power', params: { wattage, required } });
  }
  const kinds = processor?.memoryKinds;
  if (Array.isArray(kinds) && typeof ram?.kind === 'string' && !kinds.includes(ram.kind)) {
    // A kind is read as its name ('DDR4'), except Apple's, which has words in each language.
    issues.push({
      key: ram.kind === 'unified' ? 'configurator.incompatible.memoryUnified' : 'configurator.incompatible.memory',
      params: { processor: String(processor?.name ?? ''), kind: ram.kind },
    });
  }
  return issues;
}

export type ConfigurationPricing =
  | { ok: true; unitPriceCents: number }
  | { ok: false; reason: 'optionsNotOffered'; category: string }
  | { ok: false; reason: 'incompatible'; issues: Incompatibility[] };

/**
 * The unit price of a product in a configuration, in whole cents: the base price plus the
 * chosen options' increments (never below 0). Refuses a category or option the product does
 * not offer, and a configuration that breaks a compatibility rule.
 */
export function configurationPrice(
  product: { basePrice: number; features?: Record<string, unknown> },
  selectedOptions: SelectedOptions,
): ConfigurationPricing {
  const features = product.features ?? {};
  const offered = offeredOptions(features);
  const chosen = new Map<string, ConfigurationOption>();
  let cents = toCents(product.basePrice);
  for (const [category, optionId] of Object.entries(selectedOptions)) {
    const option = offered.get(category)?.find((candidate) => candidate.id === optionId);
    if (!option) return { ok: false, reason: 'optionsNotOffered', category };
    chosen.set(category, option);
    cents += toCents(option.priceIncrement);
  }
  if (chosen.size > 0) {
    const issues = compatibilityIssues(resolvedComponents(features, chosen));
    if (issues.length > 0) return { ok: false, reason: 'incompatible', issues };
  }
  return { ok: true, unitPriceCents: Math.max(0, cents) };
}

/**
 * The lowest price a shopper can configure, in whole cents (the catalogue card's 'desde'): in
 * each category the cheapest option when it costs less than the part the product ships with,
 * priced by `configurationPrice`. Should the rules refuse that configuration, each cheaper
 * choice is dropped in turn, down to the product as it ships.
 */
export function lowestConfigurationCents(product: { basePrice: number; features?: Record<string, unknown> }): number {
  const cheaper: [string, ConfigurationOption][] = [];
  for (const [category, options] of offeredOptions(product.features ?? {})) {
    const cheapest = options.reduce((low, option) => (option.priceIncrement < low.priceIncrement ? option : low));
    if (cheapest.priceIncrement < 0) cheaper.push([category, cheapest]);
  }
  cheaper.sort(([, a], [, b]) => a.priceIncrement - b.priceIncrement);
  for (let kept = cheaper.length; kept >= 0; kept--) {
    const choice = Object.fromEntries(cheaper.slice(0, kept).map(([category, option]) => [category, option.id]));
    const pricing = configurationPrice(product, choice);
    if (pricing.ok) return pricing.unitPriceCents;
  }
  return toCents(product.basePrice);
}

/**
 * Why an option cannot be chosen with the rest of the current choice (the first reason), or
 * undefined when it can: the product page disables it and says why.
 */
export function optionBlocker(
  features: Record<string, unknown>,
  selectedOptions: SelectedOptions,
  category: string,
  optionId: string,
): Incompatibility | undefined {
  const pricing = configurationPrice({ basePrice: 0, features }, { ...selectedOptions, [category]: optionId });
  return pricing.ok || pricing.reason !== 'incompatible' ? undefined : pricing.issues[0];
}

/**
 * The chosen options' names in both languages (`name`, and `name_en` where staff gave one, else
 * '' so the page shows the Spanish name marked as Spanish), by category: what a cart line or an
 * order line shows instead of option ids. Categories or ids the product does not offer are left out.
 */
export function chosenOptionNames(features: Record<string, unknown>, selectedOptions: SelectedOptions): OptionNames {
  const offered = offeredOptions(features);
  const names: OptionNames = {};
  for (const [category, optionId] of Object.entries(selectedOptions)) {
    const option = offered.get(category)?.find((candidate) => candidate.id === optionId);
    if (!option) continue;
    names[category] = { es: option.name, en: option.name_en ?? '' };
  }
  return names;
}
