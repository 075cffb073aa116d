import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ExchangeRates,
  type ShippingSettings,
  addressInputSchema,
  addressListSchema,
  addressSchema,
  domainMessage,
  idParamsSchema,
  messageSchema,
  shippingQuoteRequestSchema,
  shippingQuoteSchema,
} from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { requireUser, signedInCaller } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { quoteShipping } from './quote';

export interface ShippingRoutesOptions {
  db: Db;
  /** The server's clock: when a quoted order would be placed (tests fix it). */
  now?: () => Date;
  /** Staff's delivery settings now (the shop's settings); the domain's documented defaults without them. */
  settings?: () => Promise<ShippingSettings | undefined>;
  /** Staff's exchange rates now: other currencies' lines count towards free delivery at them. */
  exchange?: () => Promise<ExchangeRates | null>;
}

const security = [{ bearer: [] }];
const signedIn = { config: { access: 'signed-in' } } as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The account's delivery addresses and the delivery quote. */
export const shippingRoutes: FastifyPluginAsyncZod<ShippingRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  app.addHook('onSend', async (_request, reply) => {
    // Addresses are personal, a quote depends on the hour: no shared cache may keep them.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(accountEndpoints.listAddresses),
    ...signedIn,
    schema: {
      tags: ['addresses'],
      summary: "The signed-in account's delivery addresses, the default first",
      security,
      response: { 200: addressListSchema, ...errors },
    },
    handler: async (request) => listAddresses(db, requireUser(request).id),
  });

  app.route({
    ...routeOf(accountEndpoints.createAddress),
    ...signedIn,
    schema: {
      tags: ['addresses'],
      summary: 'Add a delivery address (at most 10 per account; the first becomes the default)',
      security,
      body: addressInputSchema,
      response: { 201: addressSchema, ...errors, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const address = await createAddress(db, requireUser(request).id, request.body);
      return reply.status(201).send(address);
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateAddress),
    ...signedIn,
    schema: {
      tags: ['addresses'],
      summary: "Replace one of the account's addresses (another account's answers 404)",
      security,
      params: idParamsSchema,
      body: addressInputSchema,
      response: { 200: addressSchema, ...errors, 404: errorSchema },
    },
    handler: async (request) => updateAddress(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(accountEndpoints.deleteAddress),
    ...signedIn,
    schema: {
      tags: ['addresses'],
      summary: "Delete one of the account's addresses (another account's answers 404)",
      security,
      params: idParamsSchema,
      response: { 200: messageSchema, ...errors, 404: errorSchema },
    },
    handler: async (request) => {
      await deleteAddress(db, requireUser(request).id, request.params.id);
      return { message: domainMessage('address.deleted', languageOf(request)) };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.shippingQuote),
    schema: {
      tags: ['shipping'],
      summary: 'Delivery options (standard, express, pickup) with their AR$ cost and earliest and latest dates',
      description:
        'Public with `province` and `postalCode`; with `addressId` the caller must be signed in and own the ' +
        'address (404 otherwise). Dates count business days in Argentina from the order day, the next business ' +
        'day after the cut-off.',
      security,
      body: shippingQuoteRequestSchema,
      response: { 200: shippingQuoteSchema, ...errors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) =>
      quoteShipping(db, request.body, {
        caller: () => signedInCaller(request),
        placedAt: now(),
        settings: await options.settings?.(),
        exchange: await options.exchange?.(),
      }),
  });
};
