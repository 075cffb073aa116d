import type { Language } from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import type { RenderedMail } from './templates';

export interface MailToSend extends RenderedMail {
  /** What the mail is about ('order-confirmation', 'password-reset'...), for staff's list and the logs. */
  kind: string;
  to: string;
  language: Language;
  /** The order the mail is about, listed on its page for staff. */
  orderId?: string;
}

/**
 * Writes a mail into the outbox inside the caller's transaction: it is sent (by the worker,
 * after the commit) exactly when what it reports was stored, and never when that rolled back.
 */
export async function enqueueMail(trx: DbExecutor, mail: MailToSend, now: Date = new Date()): Promise<void> {
  await trx.insertInto('mail_outbox').values(outboxRow(mail, now)).execute();
}

/** A mail as the outbox keeps it, due at once: for a caller that writes it with its own rows in one statement. */
export function outboxRow(mail: MailToSend, now: Date = new Date()) {
  const at = now.toISOString();
  return {
    kind: mail.kind,
    to_address: mail.to,
    language: mail.language,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    lease_owner: null,
    lease_expires_at: null,
    sent_at: null,
    last_error: null,
    created_at: at,
    order_id: mail.orderId ?? null,
  };
}
