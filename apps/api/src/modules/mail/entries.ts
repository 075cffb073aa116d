import type { MailOutboxEntry } from '@shop/domain';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database';
import type { MailOutboxTable } from '../../db/schema';

/** The outbox's columns staff see of a mail (not its bodies, nor the worker's lease). */
export const OUTBOX_ENTRY_COLUMNS = [
  'id',
  'kind',
  'to_address',
  'language',
  'subject',
  'status',
  'attempts',
  'created_at',
  'sent_at',
  'last_error',
] as const;

type EntryRow = Pick<Selectable<MailOutboxTable>, (typeof OUTBOX_ENTRY_COLUMNS)[number]>;

/** A mail of the outbox as staff see it: to whom, about what, and how its sending goes. */
export function toOutboxEntry(row: EntryRow): MailOutboxEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    to: row.to_address,
    language: row.language,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

/** The mails written about an order (its confirmation, shipping, pickup, cancellation), oldest first. */
export async function mailsAboutOrder(db: DbExecutor, orderId: string): Promise<MailOutboxEntry[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(OUTBOX_ENTRY_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map(toOutboxEntry);
}
