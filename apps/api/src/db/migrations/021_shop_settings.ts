import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { SETTINGS_VERSION_KEY } from '../meta-keys';

/**
 * The shop's settings staff change (rates, delivery, pickup, cut-off, low stock): one row, its
 * values as JSON in the API's shape. No row until staff first save: the environment and the
 * domain's documented defaults stand until then. Every process compares the meta version
 * (one primary-key read) before using its copy, so a change in one is seen by all at once.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('exchange_rates_set_on', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db
    .insertInto('meta' as never)
    .values({ key: SETTINGS_VERSION_KEY, value: '0' } as never)
    .execute();
}
