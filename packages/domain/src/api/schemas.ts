import { z } from 'zod';
import { MAX_CHOICE_LENGTH } from '../configurator/choice';

/**
 * The shapes of answers and inputs that belong to no other part of the domain: the API
 * validates with them and the endpoint declarations take their types from them.
 */

/** A success answer that only says what happened ('Usuario eliminado correctamente'). */
export const messageSchema = z.object({ message: z.string() });

/** A path's `:id`: anything up to 200 characters; an unknown one answers 404. */
export const idParamsSchema = z.object({ id: z.string().max(200) });

export const healthSchema = z.object({
  status: z.enum(['OK', 'UNAVAILABLE']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

export const categoryCountSchema = z.object({ name: z.string(), slug: z.string(), count: z.number().int() });

/**
 * The shopper's configuration of the product in question (`category:optionId,…`, the product
 * page's `opciones`): similar and comparable products are picked against the product so
 * configured. Options the product does not offer, or that do not fit, are dropped.
 */
const choiceQuery = z
  .string({ error: 'configurator.choice.invalid' })
  .max(MAX_CHOICE_LENGTH, { error: 'configurator.choice.invalid' })
  .optional();

export const compareQuerySchema = z.object({
  productId: z
    .string({ error: 'product.id.invalid' })
    .trim()
    .min(1, { error: 'product.id.invalid' })
    .max(200, { error: 'product.id.invalid' }),
  opciones: choiceQuery,
});

export const similarQuerySchema = z.object({ opciones: choiceQuery });

/** What the sign-in page offers: the demo account's credentials and Google's client id, each when configured. */
export const authConfigSchema = z.object({
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
  googleClientId: z.string().nullable(),
});
