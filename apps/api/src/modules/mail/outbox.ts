import type { Language } from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import type { RenderedMail } from './templates';

export interface MailToSend extends RenderedMail {
  /** What the mail is about ('order-confirmation', 'password-reset'...), for staff's list and the logs. */
  kind: string;
  to: string;
  language: Language;
}

/**
 * Writes a mail into the outbox inside the caller's transaction: it is sent (by the worker,
 * after the commit) exactly when what it reports was stored, and never when that rolled back.
 */
export async function enqueueMail(trx: DbExecutor, mail: MailToSend, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      language: mail.language,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      lease_owner: null,
      lease_expires_at: null,
      sent_at: null,
      last_error: null,
      created_at: at,
    })
    .execute();
}
