// Without zod (outbox.ts builds schemas at load): the admin's chunks and the API's queries read
// these without pulling the schemas in.

/** A mail's way through the outbox: waiting to go (pending, or being handed to the server), then sent or given up. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

/** Not sent yet and not given up: the outbox may still send it. */
export const MAIL_WAITING_STATUSES = ['pending', 'sending'] as const satisfies readonly MailStatusName[];

export const isMailWaiting = (mail: { status: MailStatusName }): boolean =>
  (MAIL_WAITING_STATUSES as readonly MailStatusName[]).includes(mail.status);
