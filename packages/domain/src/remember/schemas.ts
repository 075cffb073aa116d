import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../auth';
import type { DomainMessageKey } from '../messages';

const msg = (key: DomainMessageKey) => ({ error: key });

/** How many alerts one address may ask for in an hour (across products): more is refused, nothing stored. */
export const STOCK_ALERTS_PER_HOUR = 10;

/**
 * `POST /api/products/:id/stock-alerts`: the address to tell when the sold-out product is back,
 * with the shopper's consent to that one e-mail. Kept as typed but lower-cased: one address, one alert.
 */
export const stockAlertInputSchema = z.object({
  email: z
    .string(msg('stockAlerts.email.invalid'))
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, msg('stockAlerts.email.invalid'))
    .regex(EMAIL_PATTERN, msg('stockAlerts.email.invalid')),
  consent: z.literal(true, msg('stockAlerts.consent.required')),
});
export type StockAlertInput = z.output<typeof stockAlertInputSchema>;

/** The alert as its requester sees it: open until the product is back (then closed and mailed). */
export const stockAlertSchema = z.object({
  productId: z.string(),
  email: z.string(),
  /** Whether this request made it (201) or found the same address already waiting (200). */
  created: z.boolean(),
});
export type StockAlert = z.output<typeof stockAlertSchema>;
