import { FALLBACK_LANGUAGE, MAIL_WAITING_STATUSES, type MailOutboxEntry, parseLanguageTag } from '@shop/domain';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database';
import type { MailOutboxTable } from '../../db/schema';
import { outboxRow } from './outbox';

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

/**
 * A new copy of one of an order's mails, word for word and to the same address, due at once (a
 * resend); undefined when the order has no such mail. The caller holds the order's row (its
 * transaction), so two resends of one mail cannot both find no copy waiting.
 */
export async function copyOrderMail(
  trx: DbExecutor,
  orderId: string,
  mailId: string,
  now: Date = new Date(),
): Promise<{ entry: MailOutboxEntry } | { waiting: true } | undefined> {
  const original = await trx
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'language', 'subject', 'text_body', 'html_body'])
    .where('id', '=', Number(mailId))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!original) return undefined;
  // A copy of the same kind still waiting (or the original itself): a second one would reach the buyer twice.
  const waiting = await trx
    .selectFrom('mail_outbox')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', original.kind)
    .where('status', 'in', MAIL_WAITING_STATUSES)
    .executeTakeFirst();
  if (waiting) return { waiting: true };
  const row = await trx
    .insertInto('mail_outbox')
    .values(
      outboxRow(
        {
          kind: original.kind,
          to: original.to_address,
          language: parseLanguageTag(original.language) ?? FALLBACK_LANGUAGE,
          orderId,
          subject: original.subject,
          text: original.text_body,
          html: original.html_body,
        },
        now,
      ),
    )
    .returning(OUTBOX_ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
  return { entry: toOutboxEntry(row) };
}
