import { z } from 'zod';
import { foldForSearch } from '../text';
import { ALL_COMPONENTS } from './all';
import { COMPONENT_GROUP_NAMES, DEVICE_TYPES, fitsDeviceType } from './groups';
import { type CatalogueEntry, catalogueEntrySchema } from './schemas';

/**
 * The query of GET /api/components (and of any page that filters the catalogues itself):
 * one device type, one group, a search. Each is optional; together they narrow.
 */
export const componentQuerySchema = z.object({
  deviceType: z.enum(DEVICE_TYPES, { error: 'components.deviceType.invalid' }).optional(),
  group: z.enum(COMPONENT_GROUP_NAMES, { error: 'components.group.invalid' }).optional(),
  search: z.string().max(200, { error: 'query.search.tooLong' }).optional(),
  /** The language entries are named in (`lng`, as every page takes it); else the caller's cookie or Accept-Language. */
  lng: z.string().max(35).optional(),
});
export type ComponentQuery = z.infer<typeof componentQuerySchema>;

/**
 * The answer of GET /api/components: every matching entry in catalogue order (group by group,
 * ranked lists strongest first), named in the caller's language, and how many there are. Not paged: the whole catalogue is a
 * few hundred entries, and a configurator needs a group's every option at once.
 */
export const componentListSchema = z.object({
  items: z.array(catalogueEntrySchema),
  total: z.number().int().min(0),
});
export type ComponentList = z.infer<typeof componentListSchema>;

function searchableText(entry: CatalogueEntry): string {
  return foldForSearch(
    [entry.name, entry.name_en, entry.brand, entry.description.es, entry.description.en].filter(Boolean).join(' '),
  );
}

const searchable = new WeakMap<CatalogueEntry, string>();

/**
 * Every word of the search must appear in the entry's names, brand or descriptions, without
 * regard to case or accents ('camara' finds 'Cámara', 'ryzen 9' finds every Ryzen 9). Unlike the
 * product search, a word may match inside a word ('5090' finds 'RTX 5090', '7800' finds '7800X3D'):
 * model numbers are what people type here, and the catalogue is small enough to scan.
 */
export function findComponents(
  query: ComponentQuery,
  entries: readonly CatalogueEntry[] = ALL_COMPONENTS,
): CatalogueEntry[] {
  const words = query.search ? foldForSearch(query.search).split(' ').filter(Boolean) : [];
  return entries.filter((entry) => {
    if (query.group && entry.group !== query.group) return false;
    if (query.deviceType && !fitsDeviceType(entry.deviceTypes, query.deviceType)) return false;
    if (words.length === 0) return true;
    let text = searchable.get(entry);
    if (text === undefined) {
      text = searchableText(entry);
      searchable.set(entry, text);
    }
    return words.every((word) => text.includes(word));
  });
}
