import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_FAVOURITES,
  domainMessage,
  favouriteListSchema,
  favouriteMergeSchema,
  favouriteParamsSchema,
  favouriteWriteSchema,
  messageSchema,
} from '@shop/domain';
import { rememberEndpoints } from '@shop/domain/remember-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { mediaMappers } from '../products';
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from './service';

export interface FavouriteRoutesOptions {
  db: Db;
  publicBaseUrl: string | undefined;
}

const security = [{ bearer: [] }];
const signedIn = { config: { access: 'signed-in' } } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The signed-in account's favourite products (a guest's live in the browser until sign-in merges them). */
export const favouriteRoutes: FastifyPluginAsyncZod<FavouriteRoutesOptions> = async (app, { db, publicBaseUrl }) => {
  const media = mediaMappers(publicBaseUrl);
  const answerList = (items: Awaited<ReturnType<typeof listFavourites>>) => ({
    items: items.map((item) => ({ ...item, product: media.answer(item.product) })),
    max: MAX_FAVOURITES,
  });
  app.addHook('onSend', async (_request, reply) => {
    // Personal: no shared cache may keep them.
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(rememberEndpoints.listFavourites),
    ...signedIn,
    schema: {
      tags: ['favourites'],
      summary: "The signed-in account's favourites, the latest first, each with the product's current price and stock",
      security,
      response: { 200: favouriteListSchema, ...errors },
    },
    handler: async (request) => answerList(await listFavourites(db, requireUser(request).id)),
  });

  app.route({
    ...routeOf(rememberEndpoints.addFavourite),
    ...signedIn,
    schema: {
      tags: ['favourites'],
      summary: 'Make a product a favourite (idempotent: 201 when added, 200 when it already was one)',
      description: `404 PRODUCT_NOT_FOUND for a product that does not exist; 409 FAVOURITE_LIMIT past ${MAX_FAVOURITES}.`,
      security,
      params: favouriteParamsSchema,
      response: { 200: favouriteWriteSchema, 201: favouriteWriteSchema, ...errors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const favourite = await addFavourite(db, requireUser(request).id, request.params.productId);
      return reply.status(favourite.created ? 201 : 200).send(favourite);
    },
  });

  app.route({
    ...routeOf(rememberEndpoints.removeFavourite),
    ...signedIn,
    schema: {
      tags: ['favourites'],
      summary: "Take a product off the account's favourites (idempotent; 404 for a product that does not exist)",
      security,
      params: favouriteParamsSchema,
      response: { 200: messageSchema, ...errors, 404: errorSchema },
    },
    handler: async (request) => {
      await removeFavourite(db, requireUser(request).id, request.params.productId);
      return { message: domainMessage('favourites.removed', languageOf(request)) };
    },
  });

  app.route({
    ...routeOf(rememberEndpoints.mergeFavourites),
    ...signedIn,
    schema: {
      tags: ['favourites'],
      summary: "Add a guest's favourites (kept in the browser) to the account at sign-in; answers the merged list",
      description: `Products that no longer exist are skipped; what would pass ${MAX_FAVOURITES} is left out.`,
      security,
      body: favouriteMergeSchema,
      response: { 200: favouriteListSchema, ...errors },
    },
    handler: async (request) => answerList(await mergeFavourites(db, requireUser(request).id, request.body.productIds)),
  });
};
