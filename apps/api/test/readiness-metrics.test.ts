import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueIndex } from '../src/modules/products/catalogue-index';
import { DEMO, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * /api/health is liveness, /api/ready is readiness (503 while stopping), and /metrics speaks
 * Prometheus's format to whoever holds METRICS_TOKEN, counting what operators watch.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  admin = { authorization: `Bearer ${await loginAs(ctx.app, DEMO)}` };
});
afterAll(async () => ctx?.close());

const metrics = async () => {
  const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
};

/** The value of one series, 0 when it has not appeared yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe(`readiness (${testDialect})`, () => {
  it('answers 200 once the database answers and the catalogue index is built, 503 while stopping', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'READY', database: 'up', catalogueIndex: 'ready', stopping: false });
    expect(ready.headers['cache-control']).toBe('no-store');

    ctx.app.readiness.stopping = true;
    try {
      const stopping = await ctx.app.inject('/api/ready');
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toMatchObject({ status: 'NOT_READY', stopping: true });
      // Liveness is not readiness: a stopping process is alive and finishing its work.
      expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      ctx.app.readiness.stopping = false;
    }
  });
});

describe(`GET /metrics (${testDialect})`, () => {
  it('is refused without the token, or with another one', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestContext({ seed: false });
    try {
      expect((await plain.app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route and status with their latency, orders, stock refusals and failed sign-ins', async () => {
    const before = await metrics();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {
        name: 'Cargador medido',
        basePrice: 20,
        currency: 'USD',
        stock: 1,
        category: 'Accesorios',
        images: ['/uploads/test/a.webp'],
      },
    });
    const productId = (created.json() as { id: string }).id;
    await ctx.app.inject(`/api/products/${productId}`);
    const order = {
      method: 'POST' as const,
      url: '/api/orders',
      headers: admin,
      payload: { items: [{ productId, quantity: 1 }] },
    };
    expect((await ctx.app.inject(order)).statusCode).toBe(201);
    const refused = await ctx.app.inject(order);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_LINES_UNAVAILABLE' });
    const wrongLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.email, password: 'not-the-password' },
    });
    expect(wrongLogin.statusCode).toBe(401);
    await ctx.app.inject('/no/such/page/at/all/12345');

    const after = await metrics();
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew('shop_http_requests_total{method="GET",route="/api/products/:id",status="200"}')).toBe(1);
    expect(grew('shop_http_requests_total{method="POST",route="/api/orders",status="201"}')).toBe(1);
    expect(grew('shop_http_request_duration_seconds_count{method="POST",route="/api/orders",status="409"}')).toBe(1);
    expect(after).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/products\/:id",status="200"\} \d+/,
    );
    expect(grew('shop_orders_placed_total')).toBe(1);
    expect(grew('shop_order_stock_refusals_total')).toBe(1);
    expect(grew('shop_login_failures_total')).toBe(1);
    // A URL no route knows is one series, not one per URL.
    expect(after).toContain('route="unmatched"');
    // (Its path, not a bare '12345': the process's own figures, bytes of memory and the like, may hold those digits.)
    expect(after).not.toContain('/no/such/page');
    // The order's confirmation waits in the outbox (this test's process sends no mail).
    expect(valueOf(after, 'shop_mail_queue_length')).toBeGreaterThanOrEqual(1);
    if (testDialect === 'postgres') expect(after).toMatch(/shop_db_pool_connections\{state="total"\} \d+/);
    expect(after).toContain('shop_process_cpu_seconds_total');
  });

  it("reports how many catalogue changes this process's search index has not applied yet", async () => {
    await catalogueIndex(ctx.db);
    expect(valueOf(await metrics(), 'shop_catalogue_index_lag_changes')).toBe(0);
    // Another process's edits reach the change log, not this process's index, until its next read.
    const [first, second] = await ctx.db.kysely.selectFrom('products').select('id').limit(2).execute();
    for (const product of [first!, second!]) {
      await ctx.db.kysely.updateTable('products').set({ stock: 7 }).where('id', '=', product.id).execute();
    }
    expect(valueOf(await metrics(), 'shop_catalogue_index_lag_changes')).toBe(2);
    await catalogueIndex(ctx.db);
    expect(valueOf(await metrics(), 'shop_catalogue_index_lag_changes')).toBe(0);
  });
});
