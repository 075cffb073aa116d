import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartCheckAnswerSchema,
  cartCheckRequestSchema,
  idempotencyKeySchema,
  idParamsSchema,
  orderListQuerySchema,
  mailOutboxEntrySchema,
  orderMailParamsSchema,
  orderMailsSchema,
  orderPageSchema,
  orderRequestSchema,
  orderSchema,
  orderStatusChangeSchema,
  staffOrderFilterSchema,
  staffOrderListQuerySchema,
} from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { ifMatchHeader, versionEtag, versionInIfMatch } from '../../if-match';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { baseUrlOf } from '../../plugins/public-url';
import type { ShippingSettings } from '@shop/domain';
import type { OrderContext } from './delivery';
import { exportFileName, ordersCsv } from './export';
import {
  cancelOwnOrder,
  changeStatus,
  checkCart,
  getOrder,
  listOrders,
  listOwnOrders,
  mailsOfOrder,
  placeOrder,
  resendOrderMail,
} from './service';

export interface OrderRoutesOptions extends Partial<Omit<OrderContext, 'findAddress'>> {
  db: Db;
  /**
   * Staff's settings now (the rates and the delivery rules), read before the order's transaction
   * (on SQLite a read outside it would wait for it); they replace `exchangeRates` and `settings`.
   */
  currentSettings?: () => Promise<{ exchange: OrderContext['exchangeRates']; shipping: ShippingSettings }>;
  findAddress: OrderContext['findAddress'];
  /** PUBLIC_BASE_URL: the links of the order's e-mails start with it (else with the request's origin). */
  publicBaseUrl: string | undefined;
  /** Called after a commit that wrote a mail into the outbox. */
  mailQueued: () => void;
}

const security = [{ bearer: [] }];
const signedIn = { config: { access: 'signed-in' } } as const;
const staffOnly = { config: { access: ADMIN_ROLES } } as const;
const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Orders: placing one, the cart's check, the buyer's and staff's lists, status changes. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const { db, publicBaseUrl, mailQueued } = options;
  const fixedContext: OrderContext = {
    now: options.now ?? (() => new Date()),
    exchangeRates: options.exchangeRates ?? null,
    settings: options.settings,
    findAddress: options.findAddress,
  };
  const contextNow = async (): Promise<OrderContext> => {
    const current = await options.currentSettings?.();
    return current
      ? { ...fixedContext, exchangeRates: current.exchange, settings: () => current.shipping }
      : fixedContext;
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Orders are personal: no shared cache may keep them.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.route({
    ...routeOf(accountEndpoints.checkCart),
    schema: {
      tags: ['orders'],
      summary: "The cart's lines against current prices and stock (public; changes nothing)",
      body: cartCheckRequestSchema,
      response: { 200: cartCheckAnswerSchema, 400: errorSchema },
    },
    handler: async (request) => ({ lines: await checkCart(db, request.body) }),
  });

  app.route({
    ...routeOf(accountEndpoints.placeOrder),
    ...signedIn,
    schema: {
      tags: ['orders'],
      summary: 'Place an order: prices from the catalogue, stock taken at once, 409 naming each line short of stock',
      description:
        'Send one Idempotency-Key per checkout attempt: a retry with the same key and body answers the first order ' +
        '(Idempotent-Replayed: true); the same key with another body answers 422. Prices, currencies and totals in ' +
        'the body are ignored. `delivery` ({ option, addressId }) is quoted again by the server: a cost or date ' +
        'sent in it is refused (400); a mixed-currency cart is totalled in AR$ at the exchange rate, refused (409) ' +
        'without one.',
      security,
      headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
      body: orderRequestSchema,
      response: { 201: orderSchema, ...readErrors, 409: errorSchema, 422: errorSchema },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { order, replayed } = await placeOrder(
        db,
        user,
        request.body,
        request.headers['idempotency-key'],
        // Staff's settings (a read) only matter to a delivery's quote and a mixed cart's rate.
        request.body.delivery ? await contextNow() : fixedContext,
        {
          language: languageOf(request),
          baseUrl: baseUrlOf(request, publicBaseUrl),
        },
      );
      if (!replayed) mailQueued();
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(order);
    },
  });

  app.route({
    ...routeOf(accountEndpoints.myOrders),
    ...signedIn,
    schema: {
      tags: ['orders'],
      summary: "The signed-in user's orders, newest first",
      security,
      querystring: orderListQuerySchema,
      response: { 200: orderPageSchema, ...readErrors },
    },
    handler: async (request) => listOwnOrders(db, requireUser(request), request.query),
  });

  app.route({
    ...routeOf(staffEndpoints.listOrders),
    ...staffOnly,
    schema: {
      tags: ['orders'],
      summary: 'Every order, filtered and sorted, a page at a time (admin)',
      description:
        'Filters: `status`, `from`/`to` (creation date, both ends inclusive), `currency` (the one charged), ' +
        '`delivery` (option), `q` (an order number or the beginning of its id, `#` allowed, or the beginning of ' +
        "the buyer's e-mail). `sort`: newest (default), oldest, total_desc, total_asc (by total, the orders of " +
        'each currency come together). Each order carries its `version` and, for staff, who made each status change.',
      security,
      querystring: staffOrderListQuerySchema,
      response: { 200: orderPageSchema, ...readErrors },
    },
    handler: async (request) => listOrders(db, request.query),
  });

  app.route({
    ...routeOf(staffEndpoints.exportOrders),
    ...staffOnly,
    schema: {
      tags: ['orders'],
      summary: 'The filtered orders as CSV, one row per order line (admin)',
      description:
        "The list's filters and sort (no paging). A header row in the caller's language, dates in ISO 8601, " +
        'amounts as exact decimals with a dot; a text cell beginning with =, +, -, @, a tab or a carriage return ' +
        'is written after an apostrophe so that a spreadsheet shows it and never runs it.',
      security,
      querystring: staffOrderFilterSchema,
      response: { 200: z.string().describe('text/csv; charset=utf-8'), ...readErrors },
    },
    handler: async (request, reply) => {
      const language = languageOf(request);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(language, fixedContext.now())}"`)
          // A stream is sent as it is, never serialised: the 200 schema documents the text it makes.
          .send(Readable.from(ordersCsv(db, request.query, language)) as unknown as string)
      );
    },
  });

  app.route({
    ...routeOf(accountEndpoints.getOrder),
    ...signedIn,
    schema: {
      tags: ['orders'],
      summary: 'One order: its buyer or staff (404 for anyone else)',
      security,
      params: idParamsSchema,
      response: { 200: orderSchema, ...readErrors, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const order = await getOrder(db, requireUser(request), request.params.id);
      if (!order) throw httpError('ORDER_NOT_FOUND');
      // The version is the order's ETag: the one a status change sends back in If-Match.
      return reply.header('etag', versionEtag(order.version)).send(order);
    },
  });

  app.route({
    ...routeOf(staffEndpoints.orderMails),
    ...staffOnly,
    schema: {
      tags: ['orders'],
      summary:
        'The e-mails written about an order (confirmation, shipping, pickup, cancellation), oldest first, and whether they went (admin)',
      security,
      params: idParamsSchema,
      response: { 200: orderMailsSchema, ...readErrors, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const mails = await mailsOfOrder(db, request.params.id);
      if (!mails) throw httpError('ORDER_NOT_FOUND');
      return reply.header('cache-control', 'no-store').send({ mails });
    },
  });

  app.route({
    ...routeOf(staffEndpoints.resendOrderMail),
    ...staffOnly,
    schema: {
      tags: ['orders'],
      summary: "Send one of an order's e-mails again, word for word and to the same address (admin)",
      description:
        'Writes a copy of the mail into the outbox (201, the copy as GET /api/orders/:id/mails lists it) and ' +
        'records it in the change log. 409 ORDER_MAIL_WAITING while a copy of the same kind is still waiting ' +
        "to go out; 404 ORDER_MAIL_NOT_FOUND for a mail that is not one of the order's.",
      security,
      params: orderMailParamsSchema,
      response: { 201: mailOutboxEntrySchema, ...readErrors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const copy = await resendOrderMail(db, requireUser(request), request.params.id, request.params.mailId);
      mailQueued();
      return reply.code(201).send(copy);
    },
  });

  app.route({
    ...routeOf(staffEndpoints.changeOrderStatus),
    ...staffOnly,
    schema: {
      tags: ['orders'],
      summary:
        'Move an order one step (preparing, shipped with carrier and tracking code, delivered, ready for pickup, ' +
        'picked up) or cancel it with a reason until shipped (admin); cancelling returns its stock once',
      description:
        'Send `If-Match` with the order\'s ETag (`W/"v<version>"`, its `version`): a change from an older ' +
        'version answers 412 ORDER_CHANGED and applies nothing. A move the rules do not allow answers 409 ' +
        'INVALID_STATUS_CHANGE naming the statuses it may move to (`params.allowed`), or ORDER_STATUS_FINAL.',
      security,
      params: idParamsSchema,
      headers: ifMatchHeader(
        'The ETag of the order as the caller saw it (W/"v<version>"): a change from another version answers 412',
      ),
      body: orderStatusChangeSchema,
      response: { 200: orderSchema, ...readErrors, 404: errorSchema, 409: errorSchema, 412: errorSchema },
    },
    handler: async (request, reply) => {
      const expected = versionInIfMatch(request.headers['if-match']);
      if (expected === null) throw httpError('ORDER_CHANGED');
      const order = await changeStatus(
        db,
        requireUser(request),
        request.params.id,
        request.body,
        { baseUrl: baseUrlOf(request, publicBaseUrl) },
        expected,
      );
      mailQueued();
      return reply.header('etag', versionEtag(order.version)).send(order);
    },
  });

  app.route({
    ...routeOf(accountEndpoints.cancelOrder),
    ...signedIn,
    schema: {
      tags: ['orders'],
      summary: 'The buyer cancels their own order while it is paid (409 after); its stock returns once',
      security,
      params: idParamsSchema,
      response: { 200: orderSchema, ...readErrors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => {
      const order = await cancelOwnOrder(db, requireUser(request), request.params.id, {
        baseUrl: baseUrlOf(request, publicBaseUrl),
      });
      mailQueued();
      return order;
    },
  });
};
