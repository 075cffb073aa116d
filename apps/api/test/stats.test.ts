import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Currency, type Order, type Stats, lastMonths, productInputSchema } from '@shop/domain';
import { createProduct, deleteProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { DEMO, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * GET /api/admin/stats on a real database: orders placed through the API (one cancelled,
 * some moved back in time as history), and every figure computed again here from the
 * orders' own answers, to the cent.
 */

let ctx: TestContext;
let adminToken: string;
let buyer: { name: string; token: string };
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the test knows of each placed order, to compute the expected figures itself. */
interface Placed {
  order: Order;
  createdAt: Date;
  cancelled: boolean;
}
const placed: Placed[] = [];
const categoryOf = new Map<string, string | null>();

async function newProduct(
  name: string,
  basePrice: number,
  currency: Currency,
  category: string,
  stock = 100,
  nameEn?: string,
) {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name,
      ...(nameEn ? { name_en: nameEn } : {}),
      description: 'Para probar el panel',
      description_en: 'To test the dashboard',
      brand: 'Acme',
      basePrice,
      currency,
      stock,
      category,
      images: ['/uploads/test/a.webp'],
    }),
  );
  categoryOf.set(product.id, product.category);
  return product.id;
}

async function placeOrder(items: { productId: string; quantity: number }[], daysAgo = 0): Promise<Placed> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
    payload: { items },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<Order>();
  let createdAt = new Date(order.createdAt);
  if (daysAgo > 0) {
    // History: the order as if it had been placed `daysAgo` days ago.
    createdAt = new Date(Date.now() - daysAgo * DAY_MS);
    await ctx.db.kysely
      .updateTable('orders')
      .set({ created_at: createdAt.toISOString() })
      .where('id', '=', order.id)
      .execute();
  }
  const entry = { order, createdAt, cancelled: false };
  placed.push(entry);
  return entry;
}

async function stats(query = ''): Promise<Stats> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/stats${query}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stats>();
}

/** The figures computed from the test's own record of the orders. */
function expected(currency: Currency, days: number) {
  const now = Date.now();
  const counted = placed.filter((p) => !p.cancelled && p.order.totals.some((t) => t.currency === currency));
  const totalIn = (p: Placed) => p.order.totals.find((t) => t.currency === currency)!.cents;
  const age = (p: Placed) => now - p.createdAt.getTime();
  const current = counted.filter((p) => age(p) <= days * DAY_MS);
  const previous = counted.filter((p) => age(p) > days * DAY_MS && age(p) <= 2 * days * DAY_MS);
  const sum = (list: Placed[]) => list.reduce((total, p) => total + totalIn(p), 0);
  const growth = (a: number, b: number) => (b === 0 ? null : Math.round(((a - b) / b) * 1000) / 10);
  const months = new Map(lastMonths(new Date()).map((month) => [month, { salesCents: 0, orders: 0 }]));
  for (const p of counted) {
    const month = months.get(p.createdAt.toISOString().slice(0, 7));
    if (month) {
      month.salesCents += totalIn(p);
      month.orders += 1;
    }
  }
  const byCategory = new Map<string | null, number>();
  for (const p of current)
    for (const line of p.order.lines.filter((l) => l.currency === currency)) {
      const category = categoryOf.get(line.productId) ?? null;
      byCategory.set(category, (byCategory.get(category) ?? 0) + line.lineTotalCents);
    }
  return {
    totalSalesCents: sum(current),
    totalOrders: current.length,
    salesGrowth: growth(sum(current), sum(previous)),
    ordersGrowth: growth(current.length, previous.length),
    averageOrderValueCents: current.length === 0 ? 0 : Math.round(sum(current) / current.length),
    salesData: [...months].map(([month, figures]) => ({ month, ...figures })),
    categories: Object.fromEntries([...byCategory].map(([name, cents]) => [String(name), cents])),
    latestOrderIds: [...counted]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || placed.indexOf(b) - placed.indexOf(a))
      .slice(0, 10)
      .map((p) => p.order.id),
  };
}

function expectFigures(answer: Stats, currency: Currency, days: number) {
  const want = expected(currency, days);
  expect(answer.currency).toBe(currency);
  expect(answer.totalSalesCents).toBe(want.totalSalesCents);
  expect(answer.totalOrders).toBe(want.totalOrders);
  expect(answer.salesGrowth).toBe(want.salesGrowth);
  expect(answer.ordersGrowth).toBe(want.ordersGrowth);
  expect(answer.averageOrderValueCents).toBe(want.averageOrderValueCents);
  expect(answer.salesData).toEqual(want.salesData);
  expect(Object.fromEntries(answer.topCategories.map((c) => [String(c.name), c.salesCents]))).toEqual(want.categories);
  expect(answer.topCategories.reduce((sum, c) => sum + c.salesCents, 0)).toBe(want.totalSalesCents);
  expect(answer.latestOrders.map((o) => o.id)).toEqual(want.latestOrderIds);
}

beforeAll(async () => {
  ctx = await createTestContext();
  // Only this file's products, so the stock figures are known here.
  await ctx.db.kysely.deleteFrom('products').execute();
  adminToken = await loginAs(ctx.app, DEMO);
  await createUser(ctx.db, {
    name: 'Compradora',
    email: 'compradora@tienda.test',
    password: 'Compra1!x',
    role: 'user',
  });
  buyer = {
    name: 'Compradora',
    token: await loginAs(ctx.app, { email: 'compradora@tienda.test', password: 'Compra1!x' }),
  };
});
afterAll(async () => ctx?.close());

describe(`GET /api/admin/stats (${testDialect})`, () => {
  let laptop: string, phone: string, cable: string, mouse: string, tablet: string;

  it('with no orders: hasOrders false, every figure 0, twelve empty months, the products in stock', async () => {
    laptop = await newProduct('Portátil', 1234.56, 'USD', 'laptops');
    phone = await newProduct('Teléfono', 0.07, 'USD', 'smartphones');
    cable = await newProduct('Cable', 1500.5, 'ARS', 'accesorios');
    mouse = await newProduct('Ratón', 19.99, 'USD', 'accesorios', 3, 'Mouse');
    tablet = await newProduct('Tableta', 333.33, 'ARS', 'tablets', 0);
    const answer = await stats();
    expect(answer.hasOrders).toBe(false);
    expect(answer.currencies).toEqual([]);
    expect(answer.currency).toBe('ARS');
    expect(answer.period.days).toBe(30);
    expect(answer).toMatchObject({ totalSalesCents: 0, totalOrders: 0, salesGrowth: null, averageOrderValueCents: 0 });
    expect(answer.salesData.map((m) => m.salesCents)).toEqual(Array(12).fill(0));
    expect(answer.salesData.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(answer.productsInStock).toBe(4);
    expect(answer.lowStock).toEqual([
      { id: tablet, name: 'Tableta', name_en: '', stock: 0 },
      { id: mouse, name: 'Ratón', name_en: 'Mouse', stock: 3 },
    ]);
    expect(answer.latestOrders).toEqual([]);
  });

  it('sums the stored orders per currency to the cent, without cancelled ones, with growth and months', async () => {
    await placeOrder([
      { productId: laptop, quantity: 2 },
      { productId: cable, quantity: 3 },
    ]);
    await placeOrder([{ productId: phone, quantity: 3 }]);
    await placeOrder([{ productId: mouse, quantity: 1 }]);
    const toCancel = await placeOrder([
      { productId: laptop, quantity: 5 },
      { productId: cable, quantity: 1 },
    ]);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${toCancel.order.id}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { status: 'cancelled', reason: 'Pedido de prueba' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    toCancel.cancelled = true;
    // The previous period (31 to 60 days ago), a month of this year, and one too old for the chart.
    await placeOrder([{ productId: laptop, quantity: 1 }], 45);
    await placeOrder([{ productId: phone, quantity: 7 }], 50);
    await placeOrder([{ productId: cable, quantity: 2 }], 40);
    await placeOrder([{ productId: laptop, quantity: 1 }], 200);
    await placeOrder([{ productId: cable, quantity: 9 }], 400);

    const usd = await stats('?currency=USD');
    expect(usd.hasOrders).toBe(true);
    expect(usd.currencies).toEqual(['ARS', 'USD']);
    // 2 × 1234.56 + 3 × 0.07 + 19.99: an exact sum of cents, no floating-point drift.
    expect(usd.totalSalesCents).toBe(246912 + 21 + 1999);
    expectFigures(usd, 'USD', 30);
    expectFigures(await stats('?currency=ARS'), 'ARS', 30);
    expectFigures(await stats('?currency=USD&days=90'), 'USD', 90);
    expectFigures(await stats('?currency=ARS&days=7'), 'ARS', 7);
  });

  it('without a currency, the shop default when it has sales; a currency without orders is all zeros', async () => {
    expect((await stats()).currency).toBe('ARS');
    const eur = await stats('?currency=EUR');
    expect(eur).toMatchObject({
      currency: 'EUR',
      totalSalesCents: 0,
      totalOrders: 0,
      topCategories: [],
      latestOrders: [],
    });
    expect(eur.salesData.every((m) => m.salesCents === 0 && m.orders === 0)).toBe(true);
  });

  it("a deleted product's sales stay, under the category it had when sold", async () => {
    await placeOrder([{ productId: mouse, quantity: 2 }]);
    expect(await deleteProduct(ctx.db, mouse)).toBe(true);
    const usd = await stats('?currency=USD');
    expectFigures(usd, 'USD', 30);
    expect(usd.topCategories.find((c) => c.name === 'Accesorios')!.salesCents).toBe(3 * 1999);
    expect(usd.topCategories.find((c) => c.name === null)).toBeUndefined();
    expect(usd.topCategories.reduce((sum, c) => sum + c.percentage, 0)).toBeCloseTo(100, 0);
    expect(usd.latestOrders[0]).toMatchObject({ customerName: buyer.name, status: 'paid', totalCents: 2 * 1999 });
  });

  it('refuses a bad period or currency with 400 and the reason', async () => {
    for (const [query, key] of [
      ['?days=0', 'El período debe ser un número entero de días entre 1 y 366'],
      ['?days=abc', 'El período debe ser un número entero de días entre 1 y 366'],
      ['?currency=GBP', 'La moneda debe ser ARS, USD, BRL o EUR'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/stats${query}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ message: key }] });
    }
  });
});
