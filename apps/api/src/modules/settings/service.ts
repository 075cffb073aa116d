import { type ShopSettings, type ShopSettingsValues, argentinaTime, changedFields, sameRates } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { CATALOGUE_VERSION_KEY, SETTINGS_VERSION_KEY } from '../../db/meta-keys';
import type { UsersTable } from '../../db/schema';
import { httpError } from '../../errors';
import { recordAudit } from '../audit';
import { SETTINGS_ROW_ID, type SettingsStore } from './store';

/**
 * Replaces the settings in one transaction with its record entry: refused (412) when `version`
 * is given and another save came first. The rates' day becomes today (Argentina) when they
 * change. A change of rates also moves the catalogue's version, so cached answers and rendered
 * pages whose converted prices or price order depend on them are made again.
 */
export async function saveSettings(
  db: Db,
  store: SettingsStore,
  actor: UsersTable,
  values: ShopSettingsValues,
  expectedVersion: number | undefined,
  now = new Date(),
): Promise<ShopSettings> {
  await db.transaction(async (trx) => {
    const before = (await store.read(trx)).answer;
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw httpError('SETTINGS_CHANGED');
    const ratesChanged = !sameRates(before.exchangeRates, values.exchangeRates);
    const anyRate = Object.values(values.exchangeRates).some(Boolean);
    const setOn = !anyRate ? null : ratesChanged ? argentinaTime(now).date : before.exchangeRatesSetOn;
    const version = before.version + 1;
    const row = {
      settings: JSON.stringify(values),
      exchange_rates_set_on: setOn,
      version,
      updated_at: now.toISOString(),
      updated_by: actor.id,
    };
    // One conditional statement each way, so of two saves from one version only one writes.
    const written =
      before.version === 0
        ? await trx
            .insertInto('shop_settings')
            .values({ id: SETTINGS_ROW_ID, ...row })
            .onConflict((conflict) => conflict.column('id').doNothing())
            .returning('id')
            .executeTakeFirst()
        : await trx
            .updateTable('shop_settings')
            .set(row)
            .where('id', '=', SETTINGS_ROW_ID)
            .where('version', '=', before.version)
            .returning('id')
            .executeTakeFirst();
    if (!written) throw httpError('SETTINGS_CHANGED');
    await trx
      .updateTable('meta')
      .set({ value: String(version) })
      .where('key', '=', SETTINGS_VERSION_KEY)
      .execute();
    if (ratesChanged) {
      const next =
        db.dialect === 'postgres'
          ? sql<string>`(value::bigint + 1)::text`
          : sql<string>`cast(cast(value as integer) + 1 as text)`;
      await trx.updateTable('meta').set({ value: next }).where('key', '=', CATALOGUE_VERSION_KEY).execute();
    }
    const { version: _v, updatedAt: _u, ...beforeValues } = before;
    const changes = changedFields(flatten(beforeValues), flatten({ ...values, exchangeRatesSetOn: setOn }));
    await recordAudit(trx, { actor, kind: 'settings.update', subjectId: null, subjectLabel: null, ...changes }, now);
  });
  return (await store.current()).answer;
}

/** Nested settings as 'zones.amba.standard.cost' → value, so an entry names each changed value. */
function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}
