import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartCheckAnswerSchema,
  cartCheckRequestSchema,
  idempotencyKeySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderRequestSchema,
  orderSchema,
  orderStatusChangeSchema,
  staffOrderListQuerySchema,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { errorSchema } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { changeStatus, checkCart, getOrder, listOrders, listOwnOrders, placeOrder } from './service';

const idParams = z.object({ id: z.string().max(200) });
const security = [{ bearer: [] }];
const signedIn = { config: { access: 'signed-in' } } as const;
const staffOnly = { config: { access: ADMIN_ROLES } } as const;
const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Orders (issue 9): placing one, the cart's check, the buyer's and staff's lists, status changes. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    // Orders are personal: no shared cache may keep them.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/check',
    {
      schema: {
        tags: ['orders'],
        summary: "The cart's lines against current prices and stock (public; changes nothing)",
        body: cartCheckRequestSchema,
        response: { 200: cartCheckAnswerSchema, 400: errorSchema },
      },
    },
    async (request) => ({ lines: await checkCart(db, request.body) }),
  );

  app.post(
    '/',
    {
      ...signedIn,
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['orders'],
        summary: 'Place an order: prices from the catalogue, stock taken at once, 409 naming each line short of stock',
        description:
          'Send one Idempotency-Key per checkout attempt: a retry with the same key and body answers the first order ' +
          '(Idempotent-Replayed: true); the same key with another body answers 422. Prices, currencies and totals in ' +
          'the body are ignored.',
        security,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: orderRequestSchema,
        response: { 201: orderSchema, ...readErrors, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { order, replayed } = await placeOrder(db, user, request.body, request.headers['idempotency-key']);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/mine',
    {
      ...signedIn,
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...readErrors },
      },
    },
    async (request) => listOwnOrders(db, requireUser(request), request.query),
  );

  app.get(
    '/',
    {
      ...staffOnly,
      prefixTrailingSlash: 'no-slash',
      schema: {
        tags: ['orders'],
        summary: 'Every order, newest first, by status and creation date (admin)',
        security,
        querystring: staffOrderListQuerySchema,
        response: { 200: orderPageSchema, ...readErrors },
      },
    },
    async (request) => listOrders(db, request.query),
  );

  app.get(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags: ['orders'],
        summary: 'One order: its buyer or staff (404 for anyone else)',
        security,
        params: idParams,
        response: { 200: orderSchema, ...readErrors, 404: errorSchema },
      },
    },
    async (request) => {
      const order = await getOrder(db, requireUser(request), request.params.id);
      if (!order) throw httpError('ORDER_NOT_FOUND');
      return order;
    },
  );

  app.patch(
    '/:id/status',
    {
      ...staffOnly,
      schema: {
        tags: ['orders'],
        summary: 'Ship, deliver or cancel an order (admin); cancelling returns its stock once',
        security,
        params: idParams,
        body: orderStatusChangeSchema,
        response: { 200: orderSchema, ...readErrors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => changeStatus(db, requireUser(request), request.params.id, request.body.status),
  );
};
