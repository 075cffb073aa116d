import type { Language } from '../language';
import type { ProductFeatures } from '../product';
import { ALL_COMPONENTS } from './all';
import type { CatalogueEntry } from './schemas';

/**
 * Component names in each language. The catalogues name every entry in Spanish (`name`) with
 * its English twin (`name_en`) where the words differ. GET /api/components answers each entry
 * named in the caller's language only, like every other text; a product's `features` keep both,
 * and the server writes them from the catalogue by the entry's id when a product is saved, so
 * what staff save never depends on the language they chose entries in.
 */

/** An entry as the caller reads it: `name` in their language, no twin. */
export function entryInLanguage(entry: CatalogueEntry, language: Language): CatalogueEntry {
  const { name_en, ...rest } = entry;
  return language === 'en' && name_en ? { ...rest, name: name_en } : rest;
}

let byId: Map<string, CatalogueEntry> | undefined;

/** The catalogue entry a component in `features` is, when it says it is one (its id and group). */
function catalogueEntryOf(component: unknown): CatalogueEntry | undefined {
  if (typeof component !== 'object' || component === null) return undefined;
  const { id, group } = component as Record<string, unknown>;
  if (typeof id !== 'string' || typeof group !== 'string') return undefined;
  byId ??= new Map(ALL_COMPONENTS.map((entry) => [entry.id, entry]));
  const entry = byId.get(id);
  return entry?.group === group ? entry : undefined;
}

/** A component with the catalogue's names (and descriptions) when it is a catalogue entry; others as they are. */
function named<T>(component: T): T {
  const entry = catalogueEntryOf(component);
  if (!entry) return component;
  const { name_en: _stale, ...rest } = component as Record<string, unknown>;
  return {
    ...rest,
    name: entry.name,
    // A name the same in both languages (a processor's model) is its own English twin.
    name_en: entry.name_en ?? entry.name,
    description: entry.description,
  } as T;
}

/**
 * `features` with every catalogue entry in it (chosen component, list, or shopper's alternative)
 * named as the catalogue names it, in both languages; components staff typed themselves are kept.
 */
export function withCatalogueNames<T extends ProductFeatures | undefined>(features: T): T {
  if (!features) return features;
  const next: Record<string, unknown> = {};
  for (const [key, feature] of Object.entries(features)) {
    const { selectedComponent, selectedComponents, options, ...rest } = feature as Record<string, unknown>;
    next[key] = {
      ...rest,
      ...(selectedComponent !== undefined ? { selectedComponent: named(selectedComponent) } : {}),
      ...(Array.isArray(selectedComponents) ? { selectedComponents: selectedComponents.map(named) } : {}),
      ...(Array.isArray(options) ? { options: options.map(named) } : {}),
    };
  }
  return next as T;
}
