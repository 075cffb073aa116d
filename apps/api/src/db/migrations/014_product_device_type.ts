import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The device type a product declares (mobile, tablet, laptop or desktop): a desktop computer
 * is filed under Laptops and says so here. Null, as every existing row starts, means the
 * product is its category's device (`productDeviceType` in the domain), so nothing changes for them.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('products').addColumn('device_type', 'text').execute();
}
