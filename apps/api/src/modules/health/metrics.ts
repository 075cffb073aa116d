import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MAIL_WAITING_STATUSES } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { catalogueIndexLag } from '../products';

/** A refused order's code when a line's stock (or the product) is gone: the stock refusal the metrics count. */
const STOCK_REFUSAL = '"code":"ORDER_LINES_UNAVAILABLE"';

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * METRICS_TOKEN` (without the setting the route does not exist). Outside /api: not part of the
 * shop's API, never cached, and each process answers for itself (Prometheus scrapes every
 * process and adds them up). The registry is this app's own, so several apps in one test
 * process never mix their counts.
 */
export function registerMetrics(app: FastifyInstance, options: { db: Db; token: string | undefined }): void {
  const { db, token } = options;
  if (!token) return;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered, by method, route (its pattern, not the URL) and status',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const ordersPlaced = new Counter({ name: 'shop_orders_placed_total', help: 'Orders taken (201)', registers });
  const stockRefusals = new Counter({
    name: 'shop_order_stock_refusals_total',
    help: 'Orders refused because a line was out of stock or gone (409 ORDER_LINES_UNAVAILABLE)',
    registers,
  });
  const loginFailures = new Counter({
    name: 'shop_login_failures_total',
    help: 'Sign-ins refused: wrong credentials (401) or too many attempts (429)',
    registers,
  });
  new Gauge({
    name: 'shop_mail_queue_length',
    help: 'E-mails in the outbox not sent yet (pending or being sent)',
    registers,
    async collect() {
      const row = await db.kysely
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', 'in', MAIL_WAITING_STATUSES)
        .executeTakeFirst()
        .catch(() => undefined);
      if (row) this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'shop_catalogue_index_lag_changes',
    help: "Catalogue changes (by any process) this process's search index has not applied yet; it applies them at its next read",
    registers,
    async collect() {
      const lag = await catalogueIndexLag(db).catch(() => undefined);
      if (lag !== undefined) this.set(lag);
    },
  });
  if (db.poolUse) {
    const poolUse = db.poolUse;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "PostgreSQL pool: connections open, idle, and requests waiting for one (this process's pool)",
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const placeOrder = `${accountEndpoints.placeOrder.method} ${accountEndpoints.placeOrder.path}`;
  const login = `${accountEndpoints.login.method} ${accountEndpoints.login.path}`;
  // Plain callbacks, not async functions: no promise per request for what counts it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.statusCode === 409 &&
      `${request.method} ${request.routeOptions.url}` === placeOrder &&
      typeof payload === 'string' &&
      payload.includes(STOCK_REFUSAL)
    ) {
      stockRefusals.inc();
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs share one label: a scanner's random paths must not grow the series without end.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const call = `${request.method} ${route}`;
    if (call === placeOrder && reply.statusCode === 201) ordersPlaced.inc();
    if (call === login && (reply.statusCode === 401 || reply.statusCode === 429)) loginFailures.inc();
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !sameToken(sent, token)) throw httpError('NO_TOKEN');
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
