import type { Kysely } from 'kysely';

/**
 * Which order a mail is about (its confirmation, shipping, pickup or cancellation), so that an
 * order's page shows staff what the customer was told and whether it went: a shop in production
 * has no outbox page. Mails written before this migration name no order; an order's page lists
 * the ones written since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('order_id', 'text').execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').columns(['order_id', 'id']).execute();
}
