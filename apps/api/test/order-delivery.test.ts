import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, type Order, type ShippingQuote, productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { DEMO, countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * An order with its delivery and its one total (issue 22), through the HTTP API on a real
 * database. The clock is fixed on Friday 20 November 2026 at 15:30 in Argentina, after the
 * 14:00 cut-off; Monday 23 is the Día de la Soberanía Nacional (Decreto 614/2025), so the
 * dates count from Tuesday 24. Costs are the documented defaults (docs/shipping.md), written
 * out here rather than read from the code.
 */

const FRIDAY_AFTER_CUT_OFF = new Date('2026-11-20T18:30:00Z');

/** docs/shipping.md, in whole AR$ cents. */
const COST = {
  ambaStandard: 4_500_00,
  ambaExpress: 8_900_00,
  tierraDelFuegoStandard: 14_900_00,
  tierraDelFuegoExpress: 24_900_00,
};

let ctx: TestContext;
/** The same shop with staff's exchange rates set. */
let rated: TestContext;
let admin: string;
let userCount = 0;

interface Buyer {
  token: string;
  address: Address;
}

async function newBuyer(on: TestContext, province = 'AR-C', postalCode = 'C1425ABC'): Promise<Buyer> {
  userCount += 1;
  const email = `entrega${userCount}@tienda.test`;
  await createUser(on.db, { name: `Cliente ${userCount}`, email, password: 'Entrega1!x', role: 'user' });
  const token = await loginAs(on.app, { email, password: 'Entrega1!x' });
  const added = await on.app.inject({
    method: 'POST',
    url: '/api/account/addresses',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      recipient: 'Ana Gómez',
      street: 'Av. Santa Fe',
      number: '1234',
      floorFlat: '3° B',
      city: 'Ciudad',
      province,
      postalCode,
      phone: '+54 11 4567-8901',
    },
  });
  expect(added.statusCode).toBe(201);
  return { token, address: added.json() as Address };
}

async function newProduct(on: TestContext, basePrice: number, currency: string, stock = 10): Promise<string> {
  const product = await createProduct(
    on.db,
    productInputSchema.parse({
      name: 'Producto para entregas',
      description: 'Para probar entregas',
      brand: 'Acme',
      basePrice,
      currency,
      stock,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
  return product.id;
}

function order(on: TestContext, token: string, payload: object, language = 'es') {
  return on.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), 'accept-language': language },
    payload,
  });
}

function quote(on: TestContext, token: string, payload: object) {
  return on.app.inject({
    method: 'POST',
    url: '/api/shipping/quote',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

const stockOf = async (on: TestContext, id: string) =>
  (await on.db.kysely.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

/** Everything a refused request must leave as it was. */
async function stored(on: TestContext, productIds: string[]) {
  return {
    orders: await countRows(on.db, 'orders'),
    lines: await countRows(on.db, 'order_lines'),
    totals: await countRows(on.db, 'order_totals'),
    history: await countRows(on.db, 'order_status_history'),
    stock: await Promise.all(productIds.map((id) => stockOf(on, id))),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, now: () => FRIDAY_AFTER_CUT_OFF });
  rated = await createTestContext({
    seed: false,
    now: () => FRIDAY_AFTER_CUT_OFF,
    env: { EXCHANGE_RATES: 'USD=1050.5', EXCHANGE_RATES_DATE: '2026-11-01' },
  });
  admin = await loginAs(ctx.app, DEMO);
});

afterAll(async () => {
  await ctx?.close();
  await rated?.close();
});

describe(`an order with its delivery (${testDialect})`, () => {
  it('charges what the quote said, dated from Tuesday 24 after the Friday cut-off and the Monday holiday', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 10_000, 'ARS');
    const items = [{ productId: product, quantity: 2 }];
    const quoted = (await quote(ctx, buyer.token, { items, addressId: buyer.address.id })).json() as ShippingQuote;
    expect(quoted.dispatchDay).toBe('2026-11-24');

    const expected = {
      standard: { cents: COST.ambaStandard, earliest: '2026-11-26', latest: '2026-11-30' },
      express: { cents: COST.ambaExpress, earliest: '2026-11-25', latest: '2026-11-25' },
      pickup: { cents: 0, earliest: '2026-11-25', latest: '2026-11-26' },
    } as const;
    for (const option of ['standard', 'express', 'pickup'] as const) {
      const delivery = option === 'pickup' ? { option } : { option, addressId: buyer.address.id };
      const answer = await order(ctx, buyer.token, { items, delivery });
      expect(answer.statusCode).toBe(201);
      const placed = answer.json() as Order;
      const fromQuote = quoted.options.find((o) => o.option === option)!;
      expect(placed.delivery).toMatchObject({ option, ...expected[option], currency: 'ARS' });
      expect(placed.delivery).toMatchObject({
        cents: fromQuote.cents,
        earliest: fromQuote.earliest,
        latest: fromQuote.latest,
      });
      const lines = 2 * 10_000_00;
      expect(placed.total).toEqual({
        currency: 'ARS',
        cents: lines + expected[option].cents,
        amount: (lines + expected[option].cents) / 100,
      });
      expect(placed.exchange).toBeNull();
      if (option === 'pickup') {
        expect(placed.delivery?.address).toBeNull();
        expect(placed.delivery?.pickupAddress).toEqual(fromQuote.address);
        expect(placed.delivery?.pickupAddress).toEqual({
          es: 'Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
          en: 'Av. Corrientes 1234, C1043AAZ, Autonomous City of Buenos Aires',
        });
        expect(placed.delivery?.pickupHours).toEqual(fromQuote.hours);
        expect(placed.delivery?.pickupHours).toEqual({
          es: 'Lunes a viernes de 10 a 18 h',
          en: 'Monday to Friday, 10 am to 6 pm',
        });
      } else {
        expect(placed.delivery?.address).toMatchObject({ recipient: 'Ana Gómez', postalCode: 'C1425ABC' });
        expect(placed.delivery?.pickupHours).toBeNull();
      }
      // The stored order answers the same.
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.id}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(again.json()).toEqual(placed);
    }
  });

  it('prices the far zone and free standard delivery from AR$ 200.000 (express still charged)', async () => {
    const buyer = await newBuyer(ctx, 'AR-V', '9410');
    const cheap = await newProduct(ctx, 1_000.5, 'ARS');
    const dear = await newProduct(ctx, 100_000, 'ARS');
    const far = (
      await order(ctx, buyer.token, {
        items: [{ productId: cheap, quantity: 1 }],
        delivery: { option: 'express', addressId: buyer.address.id },
      })
    ).json() as Order;
    // Tierra del Fuego express: 4 to 6 business days after Tuesday 24.
    expect(far.delivery).toMatchObject({
      cents: COST.tierraDelFuegoExpress,
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
    expect(far.total?.cents).toBe(1_000_50 + COST.tierraDelFuegoExpress);

    const free = (
      await order(ctx, buyer.token, {
        items: [{ productId: dear, quantity: 2 }],
        delivery: { option: 'standard', addressId: buyer.address.id },
      })
    ).json() as Order;
    expect(free.delivery?.cents).toBe(0);
    expect(free.total?.cents).toBe(200_000_00);
    const express = (
      await order(ctx, buyer.token, {
        items: [{ productId: dear, quantity: 2 }],
        delivery: { option: 'express', addressId: buyer.address.id },
      })
    ).json() as Order;
    expect(express.total?.cents).toBe(200_000_00 + COST.tierraDelFuegoExpress);
    expect(COST.tierraDelFuegoStandard).toBeGreaterThan(0);
  });

  it('keeps the address as it was when the order was placed', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 500, 'ARS');
    const placed = (
      await order(ctx, buyer.token, {
        items: [{ productId: product, quantity: 1 }],
        delivery: { option: 'standard', addressId: buyer.address.id },
      })
    ).json() as Order;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/addresses/${buyer.address.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        ...buyer.address,
        street: 'Otra calle',
        id: undefined,
        isDefault: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      },
    });
    expect(edited.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/addresses/${buyer.address.id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const again = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.id}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).json() as Order;
    expect(again.delivery?.address?.street).toBe('Av. Santa Fe');
  });

  it('keeps working without a delivery (the original client): no delivery, the lines as the total', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 12.5, 'USD');
    const placed = (await order(ctx, buyer.token, { items: [{ productId: product, quantity: 2 }] })).json() as Order;
    expect(placed.delivery).toBeNull();
    expect(placed.total).toEqual({ currency: 'USD', cents: 2500, amount: 25 });
  });
});

describe(`refused deliveries store nothing (${testDialect})`, () => {
  it.each([
    [
      'pickup with an address',
      (b: Buyer) => ({ option: 'pickup', addressId: b.address.id }),
      400,
      'orders.delivery.pickupWithAddress',
    ],
    ['home delivery without one', () => ({ option: 'standard' }), 400, 'orders.delivery.addressRequired'],
    [
      'an unknown option',
      (b: Buyer) => ({ option: 'drone', addressId: b.address.id }),
      400,
      'orders.delivery.option.invalid',
    ],
    [
      'a cost sent by the client',
      (b: Buyer) => ({ option: 'express', addressId: b.address.id, cost: 0 }),
      400,
      'orders.delivery.serverPriced',
    ],
    [
      'a date sent by the client',
      (b: Buyer) => ({ option: 'standard', addressId: b.address.id, earliest: '2026-11-21' }),
      400,
      'orders.delivery.serverPriced',
    ],
    ['an address id that names none', () => ({ option: 'standard', addressId: randomUUID() }), 404, 'address.notFound'],
  ])('%s', async (_name, delivery, status, code) => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS');
    const before = await stored(ctx, [product]);
    const answer = await order(ctx, buyer.token, {
      items: [{ productId: product, quantity: 1 }],
      delivery: delivery(buyer),
    });
    expect(answer.statusCode).toBe(status);
    const body = answer.json() as { code: string; message: string; details?: { code: string; message: string }[] };
    const codes = body.details?.map((d) => d.code) ?? [];
    if (status === 400) expect(codes).toContain(code);
    expect(await stored(ctx, [product])).toEqual(before);
  });

  it("answers 404 for another account's address, in the caller's language", async () => {
    const owner = await newBuyer(ctx);
    const thief = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS');
    const before = await stored(ctx, [product]);
    const answer = await order(
      ctx,
      thief.token,
      { items: [{ productId: product, quantity: 1 }], delivery: { option: 'standard', addressId: owner.address.id } },
      'en',
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
    expect(await stored(ctx, [product])).toEqual(before);
  });
});

describe(`one payment, one currency (${testDialect})`, () => {
  it('refuses a mixed cart without a rate with 409 in both languages, storing nothing', async () => {
    const buyer = await newBuyer(ctx);
    const pesos = await newProduct(ctx, 1_500.5, 'ARS');
    const dollars = await newProduct(ctx, 19.99, 'USD');
    const items = [
      { productId: pesos, quantity: 1 },
      { productId: dollars, quantity: 3 },
    ];
    const before = await stored(ctx, [pesos, dollars]);
    const es = await order(ctx, buyer.token, { items, delivery: { option: 'pickup' } });
    expect(es.statusCode).toBe(409);
    expect(es.json()).toMatchObject({ code: 'CURRENCY_MIX_WITHOUT_RATE' });
    expect((es.json() as { message: string }).message).toMatch(/US\$ y en AR\$.*cotización/);
    const en = await order(ctx, buyer.token, { items, delivery: { option: 'pickup' } }, 'en');
    expect((en.json() as { message: string }).message).toMatch(/US\$ and in AR\$.*exchange rate/);
    // Dollar lines with a delivery charged in pesos mix currencies too; with pickup (free) they do not.
    const onlyDollars = [{ productId: dollars, quantity: 1 }];
    const home = await order(ctx, buyer.token, {
      items: onlyDollars,
      delivery: { option: 'standard', addressId: buyer.address.id },
    });
    expect(home.statusCode).toBe(409);
    expect(await stored(ctx, [pesos, dollars])).toEqual(before);
    const pickup = (
      await order(ctx, buyer.token, { items: onlyDollars, delivery: { option: 'pickup' } })
    ).json() as Order;
    expect(pickup.total).toEqual({ currency: 'USD', cents: 1999, amount: 19.99 });
  });

  it('totals a mixed cart in AR$ at the rate, keeping the rate, its day and each line in its currency', async () => {
    const buyer = await newBuyer(rated);
    const pesos = await newProduct(rated, 1_500.5, 'ARS');
    const dollars = await newProduct(rated, 19.99, 'USD');
    const placed = (
      await order(rated, buyer.token, {
        items: [
          { productId: pesos, quantity: 1 },
          { productId: dollars, quantity: 3 },
        ],
        delivery: { option: 'standard', addressId: buyer.address.id },
      })
    ).json() as Order;
    // 3 × US$ 19,99 = US$ 59,97 at 1050,5 = AR$ 62.998,485 → AR$ 62.998,49 (half up);
    // + AR$ 1.500,50 + AR$ 4.500,00 standard (AR$ lines under the free threshold).
    const expectedCents = 6_299_849 + 150_050 + COST.ambaStandard;
    expect(placed.total).toEqual({ currency: 'ARS', cents: expectedCents, amount: expectedCents / 100 });
    expect(placed.exchange).toEqual({ rates: { USD: '1050.5' }, setOn: '2026-11-01' });
    expect(placed.lines.map((line) => [line.currency, line.lineTotalCents])).toEqual([
      ['ARS', 150_050],
      ['USD', 5997],
    ]);
    expect(placed.totals).toEqual([
      { currency: 'ARS', cents: 150_050, amount: 1500.5 },
      { currency: 'USD', cents: 5997, amount: 59.97 },
    ]);
  });

  it('counts a mixed cart towards free delivery at the rate it is paid at: the quote and the order agree', async () => {
    const buyer = await newBuyer(rated);
    const pesos = await newProduct(rated, 1_500.5, 'ARS');
    const dollars = await newProduct(rated, 190, 'USD');
    const items = [
      { productId: pesos, quantity: 1 },
      { productId: dollars, quantity: 1 },
    ];
    // AR$ 1.500,50 + US$ 190 × 1050,5 (AR$ 199.595,00) = AR$ 201.095,50: past the AR$ 200.000,00 threshold,
    // though its AR$ lines alone are not.
    const paidCents = 150_050 + 19_959_500;
    const quoted = await rated.app.inject({
      method: 'POST',
      url: '/api/shipping/quote',
      payload: { items, province: 'AR-C', postalCode: 'C1425ABC' },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotal: { cents: paidCents },
      options: [
        { option: 'standard', cents: 0, free: true },
        { option: 'express', cents: COST.ambaExpress, free: false },
        { option: 'pickup' },
      ],
    });
    const placed = (
      await order(rated, buyer.token, { items, delivery: { option: 'standard', addressId: buyer.address.id } })
    ).json() as Order;
    expect(placed.delivery).toMatchObject({ option: 'standard', cents: 0 });
    expect(placed.total).toEqual({ currency: 'ARS', cents: paidCents, amount: paidCents / 100 });
  });
});

describe(`status a shopper can follow (${testDialect})`, () => {
  const change = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });
  const cancel = (id: string, token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: { authorization: `Bearer ${token}` } });

  it('moves a home delivery one step at a time, with carrier and tracking code, and refuses a jump', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS');
    const placed = (
      await order(ctx, buyer.token, {
        items: [{ productId: product, quantity: 1 }],
        delivery: { option: 'standard', addressId: buyer.address.id },
      })
    ).json() as Order;
    const before = await stored(ctx, [product]);
    const jump = await change(placed.id, { status: 'delivered' });
    expect(jump.statusCode).toBe(409);
    expect(jump.json()).toMatchObject({ code: 'INVALID_STATUS_CHANGE', params: { from: 'paid', to: 'delivered' } });
    expect((await change(placed.id, { status: 'ready_for_pickup' })).statusCode).toBe(409);
    expect(await stored(ctx, [product])).toEqual(before);
    expect((await change(placed.id, { status: 'preparing' })).statusCode).toBe(200);
    const untracked = await change(placed.id, { status: 'shipped' });
    expect(untracked.statusCode).toBe(400);
    expect((untracked.json() as { details: { code: string }[] }).details.map((d) => d.code).sort()).toEqual([
      'orders.carrier.required',
      'orders.trackingCode.required',
    ]);
    const shipped = (
      await change(placed.id, { status: 'shipped', carrier: 'Correo Argentino', trackingCode: 'CA123' })
    ).json() as Order;
    expect(shipped.tracking).toEqual({ carrier: 'Correo Argentino', trackingCode: 'CA123' });
    // Staff cancel only until shipped; the buyer only while paid.
    expect((await change(placed.id, { status: 'cancelled', reason: 'Sin stock del proveedor' })).statusCode).toBe(409);
    expect((await cancel(placed.id, buyer.token)).statusCode).toBe(409);
    const delivered = (await change(placed.id, { status: 'delivered' })).json() as Order;
    expect(delivered.history.map((entry) => entry.status)).toEqual(['paid', 'preparing', 'shipped', 'delivered']);
    expect(await stockOf(ctx, product)).toBe(9);
  });

  it('moves a pickup to ready for pickup and picked up, never shipped', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS');
    const placed = (
      await order(ctx, buyer.token, {
        items: [{ productId: product, quantity: 1 }],
        delivery: { option: 'pickup' },
      })
    ).json() as Order;
    expect((await change(placed.id, { status: 'preparing' })).statusCode).toBe(200);
    expect((await change(placed.id, { status: 'shipped', carrier: 'X', trackingCode: 'Y' })).statusCode).toBe(409);
    expect((await change(placed.id, { status: 'picked_up' })).statusCode).toBe(409);
    expect((await change(placed.id, { status: 'ready_for_pickup' })).statusCode).toBe(200);
    const done = (await change(placed.id, { status: 'picked_up' })).json() as Order;
    expect(done.history.map((entry) => entry.status)).toEqual(['paid', 'preparing', 'ready_for_pickup', 'picked_up']);
  });

  it('lets the buyer cancel a paid order; two cancels at once return the stock once', async () => {
    const buyer = await newBuyer(ctx);
    const stranger = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS', 5);
    const placed = (
      await order(ctx, buyer.token, {
        items: [{ productId: product, quantity: 3 }],
        delivery: { option: 'pickup' },
      })
    ).json() as Order;
    expect(await stockOf(ctx, product)).toBe(2);
    expect((await cancel(placed.id, stranger.token)).statusCode).toBe(404);
    expect((await cancel(randomUUID(), buyer.token)).statusCode).toBe(404);
    const answers = await Promise.all([
      cancel(placed.id, buyer.token),
      cancel(placed.id, buyer.token),
      change(placed.id, { status: 'cancelled', reason: 'Sin stock del proveedor' }),
      cancel(placed.id, buyer.token),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    expect(await stockOf(ctx, product)).toBe(5);
    const rows = await ctx.db.kysely
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['paid', 'cancelled']);
  });

  it('refuses the buyer a cancel once the order is being prepared, in their language', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 100, 'ARS', 5);
    const placed = (
      await order(ctx, buyer.token, {
        items: [{ productId: product, quantity: 1 }],
        delivery: { option: 'pickup' },
      })
    ).json() as Order;
    await change(placed.id, { status: 'preparing' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/cancel`,
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect((refused.json() as { message: string }).message).toMatch(/only while it is paid/);
    expect(await stockOf(ctx, product)).toBe(4);
    // Staff may still cancel it before it leaves.
    expect((await change(placed.id, { status: 'cancelled', reason: 'Sin stock del proveedor' })).statusCode).toBe(200);
    expect(await stockOf(ctx, product)).toBe(5);
  });
});
