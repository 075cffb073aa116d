import { z } from 'zod';
import { MAIL_STATUSES } from './statuses';

/** One mail of the outbox as staff see it (GET /api/admin/mail-outbox): who, what, and how its sending goes. */
export const mailOutboxEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  language: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;

/** The newest mails first; `delivery` says where sent mails go: an SMTP server, or .eml files in `folder`. */
export const mailOutboxSchema = z.object({
  delivery: z.enum(['smtp', 'folder']),
  folder: z.string().nullable(),
  mails: z.array(mailOutboxEntrySchema),
});
export type MailOutbox = z.infer<typeof mailOutboxSchema>;

/** A mail of an order (POST /api/orders/:id/mails/:mailId/resend): the order's id and the mail's. */
export const orderMailParamsSchema = z.object({ id: z.string().max(200), mailId: z.string().max(200) });

/** The outbox's ids are whole numbers from 1 (a 32-bit serial on PostgreSQL); anything else names no mail. */
export function isMailId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

/** The mails about one order, oldest first (GET /api/orders/:id/mails): what its buyer was told, and whether it went. */
export const orderMailsSchema = z.object({ mails: z.array(mailOutboxEntrySchema) });
export type OrderMails = z.infer<typeof orderMailsSchema>;
