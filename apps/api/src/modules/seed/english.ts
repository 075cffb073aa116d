import { productInputSchema } from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';
import { storedDeviceType, toProduct, updateProduct } from '../products';
import type { Component, FeatureSelection, SeedProduct, ShopperOption } from './catalogue';

/** Set once the seeded products of a database have been given the seed's English. */
export const CATALOGUE_ENGLISH = 'seed.catalogue.english';

type Stored = Record<string, unknown>;
const isObject = (value: unknown): value is Stored => typeof value === 'object' && value !== null;

/** A stored component (or shopper option) gets the seed's English when it is still the seed's, untranslated. */
function withEnglish(stored: unknown, seeded: Component | ShopperOption | undefined): unknown {
  if (!isObject(stored) || !seeded || stored.id !== seeded.id || stored.name !== seeded.name) return stored;
  const english: Stored = { ...stored };
  if (!stored.name_en) english.name_en = seeded.name_en;
  if ('description_en' in seeded && !stored.description_en && stored.description === seeded.description) {
    english.description_en = seeded.description_en;
  }
  return english;
}

function featuresWithEnglish(stored: unknown, seeded: Record<string, FeatureSelection>): unknown {
  if (!isObject(stored)) return stored;
  return Object.fromEntries(
    Object.entries(stored).map(([category, selection]) => {
      const seed = seeded[category];
      if (!isObject(selection) || !seed) return [category, selection];
      const seedComponents = 'selectedComponent' in seed ? [seed.selectedComponent] : seed.selectedComponents;
      const find = (component: unknown) => seedComponents.find((c) => isObject(component) && c.id === component.id);
      const translated: Stored = { ...selection };
      if (isObject(selection.selectedComponent)) {
        translated.selectedComponent = withEnglish(selection.selectedComponent, find(selection.selectedComponent));
      }
      if (Array.isArray(selection.selectedComponents)) {
        translated.selectedComponents = selection.selectedComponents.map((c) => withEnglish(c, find(c)));
      }
      if (Array.isArray(selection.options)) {
        translated.options = selection.options.map((option) =>
          withEnglish(
            option,
            seed.options?.find((o) => isObject(option) && o.id === option.id),
          ),
        );
      }
      return [category, translated];
    }),
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A database seeded before the products had English gets the seed's English on its next start,
 * once. Only where the Spanish text is still the seed's and nothing English is stored: a
 * product an admin renamed or rewrote keeps what the admin wrote, a deleted one stays deleted.
 */
export async function addSeedEnglish(
  trx: DbExecutor,
  catalogue: readonly SeedProduct[],
  idOf: (slug: string) => string,
) {
  let translated = 0;
  for (const seed of catalogue) {
    const row = await trx.selectFrom('products').selectAll().where('id', '=', idOf(seed.slug)).executeTakeFirst();
    if (!row) continue;
    const stored = toProduct(row);
    const specificationsEn = { ...stored.specifications_en };
    for (const [key, english] of Object.entries(seed.specifications_en)) {
      if (stored.specifications[key] === seed.specifications[key] && !specificationsEn[key]) {
        specificationsEn[key] = english;
      }
    }
    const parsed = productInputSchema.safeParse({
      ...stored,
      deviceType: storedDeviceType(row),
      name_en: stored.name_en || (stored.name === seed.name ? seed.name_en : ''),
      advantages_en:
        stored.advantages_en.length > 0 || !sameList(stored.advantages, seed.advantages)
          ? stored.advantages_en
          : seed.advantages_en,
      specifications_en: specificationsEn,
      features: featuresWithEnglish(stored.features, seed.features),
    });
    // A row the schema refuses was not written through the API; it is left as it is.
    if (!parsed.success) continue;
    await updateProduct(trx, row.id, parsed.data);
    translated++;
  }
  return translated;
}

export async function hasMeta(db: Db, key: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}
