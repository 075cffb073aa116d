import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../auth';
import type { DomainMessageKey } from '../messages';
import { isRecordId } from '../ids';
import { productSummarySchema } from '../product';

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

/** How many favourites one account keeps: past it a new one is refused (409), nothing stored. */
export const MAX_FAVOURITES = 200;

const favouriteProductId = z
  .string(msg('favourites.id.invalid'))
  .max(200, msg('favourites.id.invalid'))
  .refine(isRecordId, msg('favourites.id.invalid'));

/** `PUT/DELETE /api/account/favourites/:productId`: a product's id, refused (400) when it is no id at all. */
export const favouriteParamsSchema = z.object({ productId: favouriteProductId });

/**
 * `POST /api/account/favourites/merge`: a guest's favourites (kept in the browser), added to the
 * account at sign-in. Products that no longer exist are skipped quietly; past MAX_FAVOURITES the rest is left out.
 */
export const favouriteMergeSchema = z.object({
  productIds: z
    .array(favouriteProductId, msg('favourites.id.invalid'))
    .max(MAX_FAVOURITES, msg('favourites.id.invalid')),
});
export type FavouriteMerge = z.output<typeof favouriteMergeSchema>;

/** One favourite of the account: the product as a card shows it now (current price and stock). */
export const favouriteSchema = z.object({
  productId: z.string(),
  addedAt: z.string(),
  product: productSummarySchema,
});
export type Favourite = z.output<typeof favouriteSchema>;

/** The account's favourites, the most recently added first. */
export const favouriteListSchema = z.object({ items: z.array(favouriteSchema), max: z.number().int() });
export type FavouriteList = z.output<typeof favouriteListSchema>;

/** What a PUT answers: the favourite (201 when it was added, 200 when it already was one). */
export const favouriteWriteSchema = z.object({ productId: z.string(), addedAt: z.string(), created: z.boolean() });
export type FavouriteWrite = z.output<typeof favouriteWriteSchema>;
