import { randomUUID } from 'node:crypto';
import { type Address, type AddressData, MAX_ADDRESSES, isProductId, isProvinceCode } from '@shop/domain';
import type { Selectable } from 'kysely';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import type { AddressesTable } from '../../db/schema';
import { httpError } from '../../errors';

/**
 * An account's delivery addresses. Every query names the account: another account's address is
 * not found (404), never refused, so its existence is not told. At most MAX_ADDRESSES each; the
 * account's row is locked while one is added, so two requests at once cannot pass the limit
 * together on PostgreSQL (SQLite runs one transaction at a time).
 */

function toAddress(row: Selectable<AddressesTable>): Address {
  if (!isProvinceCode(row.province)) throw new Error(`address ${row.id}: unknown province ${row.province}`);
  return {
    id: row.id,
    recipient: row.recipient,
    street: row.street,
    number: row.number,
    floorFlat: row.floor_flat,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    phone: row.phone,
    notes: row.notes,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columnsOf = (data: AddressData) => ({
  recipient: data.recipient,
  street: data.street,
  number: data.number,
  floor_flat: data.floorFlat,
  city: data.city,
  province: data.province,
  postal_code: data.postalCode,
  phone: data.phone,
  notes: data.notes,
});

/** The account's addresses: the default first, then in the order they were added. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.kysely
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('seq')
    .execute();
  return rows.map(toAddress);
}

/** One address of the account, or undefined (an unknown id, or another account's). */
export async function findAddress(db: Db | DbExecutor, userId: string, id: string): Promise<Address | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await executorOf(db)
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toAddress(row);
}

async function clearDefault(trx: DbExecutor, userId: string): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function createAddress(db: Db, userId: string, data: AddressData): Promise<Address> {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    if (db.dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const { n } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const count = Number(n);
    if (count >= MAX_ADDRESSES) throw httpError('ADDRESS_LIMIT', { params: { count: MAX_ADDRESSES } });
    const isDefault = data.isDefault ?? count === 0;
    if (isDefault) await clearDefault(trx, userId);
    const row = {
      id: randomUUID(),
      user_id: userId,
      ...columnsOf(data),
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('addresses').values(row).execute();
    return toAddress({ seq: 0, ...row });
  });
}

/** Replaces the address's fields; `isDefault` true makes it the default, false stops it being it, absent keeps it. */
export async function updateAddress(db: Db, userId: string, id: string, data: AddressData): Promise<Address> {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    const current = await findAddress(trx, userId, id);
    if (!current) throw httpError('ADDRESS_NOT_FOUND');
    const isDefault = data.isDefault ?? current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(trx, userId);
    await trx
      .updateTable('addresses')
      .set({ ...columnsOf(data), is_default: isDefault ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return { ...current, ...data, isDefault, updatedAt: now };
  });
}

/** Deletes the address; when it was the default, the account has none until one is chosen. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isProductId(id)) throw httpError('ADDRESS_NOT_FOUND');
  const result = await db.kysely
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw httpError('ADDRESS_NOT_FOUND');
}
