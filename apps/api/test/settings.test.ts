import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditPage,
  type ExchangeRates,
  type Order,
  type ShippingQuote,
  type ShopSettings,
  type ShopSettingsInput,
  productInputSchema,
} from '@shop/domain';
import { SETTINGS_VERSION_KEY } from '../src/db/meta-keys';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import {
  DEMO,
  SUPERADMIN,
  countRows,
  createTestContext,
  loginAs,
  startSecondProcess,
  testDialect,
  type TestContext,
} from './context';

/**
 * The shop's settings (issue 23): stored in the database, the environment and the documented
 * defaults first, validated field by field, read by every process at once after a change, and
 * read by the quote, the orders, the catalogue's conversions and the dashboard. Expected values
 * are written out here (docs/shipping.md), not read from the code.
 */

/** Friday 20 November 2026, 12:00 in Argentina (15:00 UTC): before the default 14:00 cut-off. */
const FRIDAY_NOON = new Date('2026-11-20T15:00:00Z');

let ctx: TestContext;
let admin: string;
let superadmin: string;
let shopper: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const getSettings = async (on: TestContext = ctx, token = admin) => {
  const response = await on.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as ShopSettings;
};

function put(body: object, language = 'es', token = admin, on: TestContext = ctx) {
  return on.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { ...auth(token), 'accept-language': language },
    payload: body,
  });
}

/** A new shopper, signed in, with one saved address in the AMBA zone. */
async function buyerWithAddress(email: string): Promise<{ buyer: string; addressId: string }> {
  await createUser(ctx.db, { name: 'Comprador', email, password: 'Comprador1!' });
  const buyer = await loginAs(ctx.app, { email, password: 'Comprador1!' });
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/addresses',
    headers: auth(buyer),
    payload: {
      recipient: 'Ana Gómez',
      street: 'Av. Santa Fe',
      number: '1234',
      city: 'Ciudad',
      province: 'AR-C',
      postalCode: 'C1425ABC',
      phone: '+54 11 4567-8901',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  return { buyer, addressId: (address.json() as { id: string }).id };
}

/** The settings' values as a form would send them back (without the version: the last save wins). */
function editable(settings: ShopSettings): ShopSettingsInput & { version?: number } {
  const { exchangeRatesSetOn: _d, updatedAt: _u, version: _v, ...values } = settings;
  return structuredClone(values);
}

async function newProduct(
  on: TestContext,
  name: string,
  basePrice: number,
  currency: string,
  stock = 10,
  brand = 'Ajustia',
) {
  return createProduct(
    on.db,
    productInputSchema.parse({
      name,
      description: 'Para probar los ajustes',
      brand,
      basePrice,
      currency,
      stock,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
}

const quote = async (on: TestContext, productId: string, quantity = 1) => {
  const response = await on.app.inject({
    method: 'POST',
    url: '/api/shipping/quote',
    payload: { items: [{ productId, quantity }], province: 'AR-C', postalCode: 'C1425ABC' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ShippingQuote;
};

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    now: () => FRIDAY_NOON,
    env: { EXCHANGE_RATES: 'USD=1050.5', EXCHANGE_RATES_DATE: '2026-11-01' },
  });
  admin = await loginAs(ctx.app, DEMO);
  superadmin = await loginAs(ctx.app, SUPERADMIN);
  await createUser(ctx.db, { name: 'Cliente', email: 'cliente@ajustes.test', password: 'Cliente1!x' });
  shopper = await loginAs(ctx.app, { email: 'cliente@ajustes.test', password: 'Cliente1!x' });
});
afterAll(async () => ctx?.close());

describe(`the shop's settings (${testDialect})`, () => {
  it("start from the environment's rates and the documented defaults", async () => {
    const settings = await getSettings();
    expect(settings).toMatchObject({
      exchangeRates: { USD: '1050.5' },
      exchangeRatesSetOn: '2026-11-01',
      cutOff: '14:00',
      freeDeliveryThreshold: '200000',
      zones: {
        amba: { standard: { cost: '4500', minDays: 2, maxDays: 4 }, express: { cost: '8900', minDays: 1, maxDays: 1 } },
        tierraDelFuego: { standard: { cost: '14900' }, express: { cost: '24900' } },
      },
      pickup: {
        address: {
          es: 'Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
          en: 'Av. Corrientes 1234, C1043AAZ, Autonomous City of Buenos Aires',
        },
        hours: { es: 'Lunes a viernes de 10 a 18 h', en: 'Monday to Friday, 10 am to 6 pm' },
        minDays: 1,
        maxDays: 2,
      },
      lowStockThreshold: 5,
      version: 0,
    });
  });

  it('are for admins and superadmins only', async () => {
    const body = editable(await getSettings());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth(shopper) })).statusCode,
    ).toBe(403);
    expect((await put(body, 'es', shopper)).statusCode).toBe(403);
    expect((await getSettings(ctx, superadmin)).version).toBe(0);
  });

  it.each([
    [
      'a rate of zero',
      (s: ShopSettingsInput) => (s.exchangeRates.USD = '0'),
      'exchangeRates.USD',
      /cotización/,
      /exchange rate/,
    ],
    [
      'a negative rate',
      (s: ShopSettingsInput) => (s.exchangeRates.USD = '-5'),
      'exchangeRates.USD',
      /cotización/,
      /exchange rate/,
    ],
    [
      'a rate with 5 decimals',
      (s: ShopSettingsInput) => (s.exchangeRates.EUR = '1.00001'),
      'exchangeRates.EUR',
      /cotización/,
      /exchange rate/,
    ],
    [
      'a rate of a million',
      (s: ShopSettingsInput) => (s.exchangeRates.USD = '1000000'),
      'exchangeRates.USD',
      /cotización/,
      /exchange rate/,
    ],
    [
      'a cost with 3 decimals',
      (s: ShopSettingsInput) => (s.zones.amba.standard.cost = '10.005'),
      'zones.amba.standard.cost',
      /importes/,
      /amounts/,
    ],
    [
      'a negative cost',
      (s: ShopSettingsInput) => (s.zones.buenosAires.express.cost = '-1'),
      'zones.buenosAires.express.cost',
      /importes/,
      /amounts/,
    ],
    [
      'an absurd threshold',
      (s: ShopSettingsInput) => (s.freeDeliveryThreshold = '100000000.01'),
      'freeDeliveryThreshold',
      /importes/,
      /amounts/,
    ],
    [
      'a threshold as a number',
      (s: ShopSettingsInput) => ((s as { freeDeliveryThreshold: unknown }).freeDeliveryThreshold = 5),
      'freeDeliveryThreshold',
      /importes/,
      /amounts/,
    ],
    ['a cut-off at 24:00', (s: ShopSettingsInput) => (s.cutOff = '24:00'), 'cutOff', /horario de corte/, /cut-off/],
    [
      'fewer most days than fewest',
      (s: ShopSettingsInput) => (s.zones.amba.standard.maxDays = 1),
      'zones.amba.standard.maxDays',
      /máximo de días/,
      /most delivery days/,
    ],
    [
      '61 days',
      (s: ShopSettingsInput) => (s.pickup.maxDays = 61),
      'pickup.maxDays',
      /días de entrega/,
      /Delivery days/,
    ],
    [
      'an empty pickup address',
      (s: ShopSettingsInput) => (s.pickup.address.es = ' '),
      'pickup.address.es',
      /dirección de retiro/,
      /pickup address/,
    ],
    [
      'a pickup address without its English twin',
      (s: ShopSettingsInput) => (s.pickup.address.en = ''),
      'pickup.address.en',
      /dirección de retiro, en español y en inglés/,
      /pickup address, in Spanish and in English/,
    ],
    [
      'a pickup address as one text',
      (s: ShopSettingsInput) => ((s.pickup as { address: unknown }).address = 'Av. Corrientes 1234, CABA'),
      'pickup.address',
      /dirección de retiro/,
      /pickup address/,
    ],
    [
      'pickup hours in Spanish only',
      (s: ShopSettingsInput) => (s.pickup.hours = { es: 'Lunes a viernes de 9 a 18 h', en: ' ' }),
      'pickup.hours.en',
      /horario de retiro en los dos idiomas/,
      /pickup hours in both languages/,
    ],
    [
      'pickup hours in English only',
      (s: ShopSettingsInput) => (s.pickup.hours = { es: '', en: 'Monday to Friday, 9 am to 6 pm' }),
      'pickup.hours.es',
      /horario de retiro en los dos idiomas/,
      /pickup hours in both languages/,
    ],
    [
      'a negative low-stock threshold',
      (s: ShopSettingsInput) => (s.lowStockThreshold = -1),
      'lowStockThreshold',
      /stock bajo/,
      /low-stock/,
    ],
    [
      'a fractional low-stock threshold',
      (s: ShopSettingsInput) => (s.lowStockThreshold = 2.5),
      'lowStockThreshold',
      /stock bajo/,
      /low-stock/,
    ],
  ])('refuse %s with 400 naming the field in both languages, storing nothing', async (_name, spoil, field, es, en) => {
    const before = await getSettings();
    const entries = await countRows(ctx.db, 'audit_entries');
    for (const [language, text] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const body = editable(before);
      spoil(body);
      const response = await put(body, language);
      expect(response.statusCode).toBe(400);
      const answer = response.json() as { details: { path: string; message: string }[] };
      const detail = answer.details.find((d) => d.path === `body.${field}`);
      expect(detail, JSON.stringify(answer)).toBeDefined();
      expect(detail!.message).toMatch(text);
    }
    expect(await getSettings()).toEqual(before);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);
  });

  it('are seen by another process at once after a save in this one, and recorded', async () => {
    const second = await startSecondProcess(ctx);
    try {
      const product = await newProduct(ctx, 'Cable para ajustes', 1000, 'ARS');
      // The second process has read (and kept) the defaults before the change.
      expect((await quote(ctx, product.id)).options[0]).toMatchObject({ cents: 4_500_00 });
      const rates = await second.app.inject({ method: 'GET', url: '/api/exchange-rates' });
      expect(rates.json()).toEqual({ base: 'ARS', rates: { USD: '1050.5' }, setOn: '2026-11-01' });

      const body = editable(await getSettings());
      body.exchangeRates = { USD: '1200.25', EUR: '1300' };
      body.zones.amba.standard.cost = '5100.50';
      body.freeDeliveryThreshold = '999.99';
      const saved = await put(body);
      expect(saved.statusCode).toBe(200);
      const answer = saved.json() as ShopSettings;
      expect(answer.version).toBe(1);
      // The day the rates changed, in Argentina (the server's clock, not the test's fixed one).
      expect(answer.exchangeRatesSetOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const seen = (await second.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json() as ExchangeRates;
      expect(seen.rates).toEqual({ USD: '1200.25', EUR: '1300' });
      expect(seen.setOn).toBe(answer.exchangeRatesSetOn);
      const secondQuote = await quote({ ...ctx, app: second.app }, product.id);
      // 1000 < 999.99? No: the cart reached the lowered threshold, so standard is free; express is charged.
      expect(secondQuote.freeDeliveryThreshold.cents).toBe(999_99);
      expect(secondQuote.options.map((o) => [o.option, o.cents])).toEqual([
        ['standard', 0],
        ['express', 8_900_00],
        ['pickup', 0],
      ]);
      const below = await quote({ ...ctx, app: second.app }, (await newProduct(ctx, 'Tornillo', 999.98, 'ARS')).id);
      expect(below.options[0]).toMatchObject({ option: 'standard', cents: 5_100_50, free: false });

      const log = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit?area=settings',
        headers: auth(superadmin),
      });
      const entry = (log.json() as AuditPage).entries[0]!;
      expect(entry).toMatchObject({
        kind: 'settings.update',
        actor: { email: DEMO.email, role: 'admin' },
        before: { 'exchangeRates.USD': '1050.5', 'zones.amba.standard.cost': '4500', freeDeliveryThreshold: '200000' },
        after: { 'exchangeRates.USD': '1200.25', 'exchangeRates.EUR': '1300', 'zones.amba.standard.cost': '5100.50' },
      });
      expect(entry.before).not.toHaveProperty('cutOff');
    } finally {
      await second.close();
    }
  });

  it('move the dates with the cut-off and the days', async () => {
    const product = await newProduct(ctx, 'Mouse para fechas', 1000, 'ARS');
    // Friday noon, before 14:00: counted from Friday; AMBA standard 2 to 4 business days (Monday 23 a holiday).
    expect((await quote(ctx, product.id)).dispatchDay).toBe('2026-11-20');
    const body = editable(await getSettings());
    body.cutOff = '11:30';
    body.zones.amba.standard = { cost: '5100.50', minDays: 1, maxDays: 2 };
    expect((await put(body)).statusCode).toBe(200);
    const after = await quote(ctx, product.id);
    expect(after.dispatchDay).toBe('2026-11-24');
    expect(after.options[0]).toMatchObject({ earliest: '2026-11-25', latest: '2026-11-26' });
  });

  it('change the converted prices and the price order of the catalogue at once', async () => {
    const peso = await newProduct(ctx, 'Convertible en pesos', 100_000, 'ARS', 10, 'Conversora');
    const dollar = await newProduct(ctx, 'Convertible en dólares', 100, 'USD', 10, 'Conversora');
    const order = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/products?brand=Conversora&sort=price_asc&page=1',
      });
      return (response.json() as { id: string }[]).map((p) => p.id);
    };
    const body = editable(await getSettings());
    body.exchangeRates = { USD: '500' };
    expect((await put(body)).statusCode).toBe(200);
    expect(await order()).toEqual([dollar.id, peso.id]); // US$ 100 = AR$ 50.000
    body.exchangeRates = { USD: '2000' };
    expect((await put(body)).statusCode).toBe(200);
    expect(await order()).toEqual([peso.id, dollar.id]); // US$ 100 = AR$ 200.000
    const rates = await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' });
    expect(rates.headers['cache-control']).toBe('no-cache');
    expect((rates.json() as ExchangeRates).rates).toEqual({ USD: '2000' });
  });

  it('charge an order with the saved costs and rate', async () => {
    const { buyer, addressId } = await buyerWithAddress('comprador@ajustes.test');
    const peso = await newProduct(ctx, 'Cargador', 100, 'ARS');
    const dollar = await newProduct(ctx, 'Adaptador', 0.25, 'USD');
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth(buyer), 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [
          { productId: peso.id, quantity: 1 },
          { productId: dollar.id, quantity: 1 },
        ],
        delivery: { option: 'standard', addressId },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // AR$ 100 + US$ 0,25 × 2000 + standard AMBA 5100,50 (the lines' AR$ 600 at the rate are below
    // the 999,99 threshold).
    expect(placed.json()).toMatchObject({
      delivery: { option: 'standard', cents: 5_100_50 },
      total: { currency: 'ARS', cents: 100_00 + 500_00 + 5_100_50 },
      exchange: { rates: { USD: '2000' } },
    });
  });

  it('charge orders with delivery on another process at the saved cost from the save on: each process keeps the settings, not an old cost', async () => {
    // Two app instances on one database; the second keeps its copy of the settings and reads the
    // version once for all the orders of one turn (a burst at once, below).
    const second = await startSecondProcess(ctx);
    try {
      const { buyer, addressId } = await buyerWithAddress('rafaga@ajustes.test');
      // Below any free-delivery threshold: standard is charged.
      const product = await newProduct(ctx, 'Tapón', 1, 'ARS', 100);
      const burst = async () => {
        const answers = await Promise.all(
          Array.from({ length: 6 }, () =>
            second.app.inject({
              method: 'POST',
              url: '/api/orders',
              headers: { ...auth(buyer), 'idempotency-key': crypto.randomUUID() },
              payload: {
                items: [{ productId: product.id, quantity: 1 }],
                delivery: { option: 'standard', addressId },
              },
            }),
          ),
        );
        return answers.map((answer) => {
          expect(answer.statusCode, answer.body).toBe(201);
          return (answer.json() as { delivery: { cents: number } }).delivery.cents;
        });
      };
      const before = editable(await getSettings());
      const oldCents = Math.round(Number(before.zones.amba.standard.cost) * 100);
      expect(await burst()).toEqual(Array(6).fill(oldCents));
      const body = editable(await getSettings());
      body.zones.amba.standard.cost = ((oldCents + 123_45) / 100).toFixed(2);
      // Saved on the first process; every order the second receives after the answer pays the new cost.
      expect((await put(body)).statusCode).toBe(200);
      expect(await burst()).toEqual(Array(6).fill(oldCents + 123_45));
    } finally {
      await second.close();
    }
  });

  it('list products at or below the low-stock threshold on the dashboard', async () => {
    const low = await newProduct(ctx, 'Casi agotado', 10, 'ARS', 40);
    const lowOnes = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth(admin) });
      return (response.json() as { lowStock: { id: string }[] }).lowStock.map((item) => item.id);
    };
    expect(await lowOnes()).not.toContain(low.id);
    const body = editable(await getSettings());
    body.lowStockThreshold = 40;
    expect((await put(body)).statusCode).toBe(200);
    // The dashboard lists the ten lowest; seeded products below 40 may fill it, so look at the threshold itself.
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth(admin) });
    const listed = (response.json() as { lowStock: { stock: number }[] }).lowStock;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item.stock <= 40)).toBe(true);
    body.lowStockThreshold = 0;
    await ctx.db.kysely.updateTable('products').set({ stock: 1 }).where('stock', '=', 0).execute();
    expect((await put(body)).statusCode).toBe(200);
    expect(await lowOnes()).toEqual([]);
  });

  it('give the pickup address and hours in both languages: the quote carries both, the order keeps what was shown, its mail speaks the buyer’s', async () => {
    const body = editable(await getSettings());
    const shown = {
      address: {
        es: 'Av. Cabildo 2000, Ciudad Autónoma de Buenos Aires',
        en: 'Av. Cabildo 2000, Autonomous City of Buenos Aires',
      },
      hours: { es: 'Lunes a sábado de 9 a 19 h', en: 'Monday to Saturday, 9 am to 7 pm' },
    };
    body.pickup = { ...body.pickup, ...shown };
    expect((await put(body)).statusCode).toBe(200);
    const product = await newProduct(ctx, 'Retiro bilingüe', 100, 'ARS');
    const pickupOf = async () => (await quote(ctx, product.id)).options.find((option) => option.option === 'pickup')!;
    expect(await pickupOf()).toMatchObject(shown);

    const buyerMail = 'retira@ajustes.test';
    await createUser(ctx.db, { name: 'Retira', email: buyerMail, password: 'Retira1!x' });
    const buyer = await loginAs(ctx.app, { email: buyerMail, password: 'Retira1!x' });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth(buyer), 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
      payload: { items: [{ productId: product.id, quantity: 1 }], delivery: { option: 'pickup' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect(order.delivery).toMatchObject({ option: 'pickup', pickupAddress: shown.address, pickupHours: shown.hours });
    const mails = await ctx.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', buyerMail)
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([['order-confirmation', 'en']]);
    expect(mails[0]!.text_body).toContain(
      'Where to pick it up: Av. Cabildo 2000, Autonomous City of Buenos Aires, Pickup hours: Monday to Saturday, 9 am to 7 pm',
    );
    expect(mails[0]!.html_body).toContain(
      'Av. Cabildo 2000, Autonomous City of Buenos Aires<br>Pickup hours: Monday to Saturday, 9 am to 7 pm',
    );
    expect(mails[0]!.text_body + mails[0]!.html_body).not.toMatch(/Ciudad Autónoma|Lunes/);

    // Settings changed later leave the order with what its buyer was shown; hours left empty in both languages are not quoted.
    body.pickup.address = { es: 'Florida 100, CABA', en: 'Florida 100, Buenos Aires City' };
    body.pickup.hours = { es: ' ', en: '' };
    const changed = await put(body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as ShopSettings).pickup.hours).toEqual({ es: '', en: '' });
    const now = await pickupOf();
    expect(now.address).toEqual(body.pickup.address);
    expect(now).not.toHaveProperty('hours');
    const again = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: auth(buyer) });
    expect((again.json() as Order).delivery).toMatchObject({ pickupAddress: shown.address, pickupHours: shown.hours });
  });

  it('read settings and orders kept before the pickup address had an English twin, giving the one address in both languages', async () => {
    const current = await getSettings();
    const saved = await put(editable(current));
    expect(saved.statusCode).toBe(200);
    const { version } = saved.json() as ShopSettings;
    const { exchangeRatesSetOn: _d, updatedAt: _u, version: _v, ...values } = current;
    // A row as an older version of the shop wrote it: one address, no hours.
    const older = { ...values, pickup: { address: 'Av. de Mayo 500, CABA', minDays: 1, maxDays: 2 } };
    await ctx.db.kysely
      .updateTable('shop_settings')
      .set({ settings: JSON.stringify(older), version: version + 1 })
      .where('id', '=', 'shop')
      .execute();
    await ctx.db.kysely
      .updateTable('meta')
      .set({ value: String(version + 1) })
      .where('key', '=', SETTINGS_VERSION_KEY)
      .execute();
    expect((await getSettings()).pickup).toEqual({
      address: { es: 'Av. de Mayo 500, CABA', en: 'Av. de Mayo 500, CABA' },
      hours: { es: '', en: '' },
      minDays: 1,
      maxDays: 2,
    });
    const product = await newProduct(ctx, 'Retiro de antes', 100, 'ARS');
    const pickup = (await quote(ctx, product.id)).options.find((option) => option.option === 'pickup')!;
    expect(pickup.address).toEqual({ es: 'Av. de Mayo 500, CABA', en: 'Av. de Mayo 500, CABA' });
    expect(pickup).not.toHaveProperty('hours');

    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth(shopper), 'idempotency-key': crypto.randomUUID() },
      payload: { items: [{ productId: product.id, quantity: 1 }], delivery: { option: 'pickup' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json() as Order;
    // An order placed before kept the address as plain text.
    await ctx.db.kysely
      .updateTable('orders')
      .set({ pickup_address: 'Av. Corrientes 1234, CABA' })
      .where('id', '=', id)
      .execute();
    const read = await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: auth(shopper) });
    expect((read.json() as Order).delivery).toMatchObject({
      pickupAddress: { es: 'Av. Corrientes 1234, CABA', en: 'Av. Corrientes 1234, CABA' },
      pickupHours: null,
    });
  });

  it('refuse a save from a stale version (412), and of two saves from one version exactly one wins', async () => {
    const loaded = await getSettings();
    const first = { ...editable(loaded), version: loaded.version };
    const second = { ...editable(loaded), version: loaded.version };
    first.pickup.address = { es: 'Av. Cabildo 2000, CABA', en: 'Av. Cabildo 2000, Buenos Aires City' };
    second.pickup.address = { es: 'Florida 100, CABA', en: 'Florida 100, Buenos Aires City' };
    const entries = await countRows(ctx.db, 'audit_entries');
    const answers = await Promise.all([put(first), put(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const refused = answers.find((a) => a.statusCode === 412)!;
    expect((refused.json() as { code: string }).code).toBe('SETTINGS_CHANGED');
    const winner = answers.find((a) => a.statusCode === 200)!.json() as ShopSettings;
    expect((await getSettings()).pickup.address).toEqual(winner.pickup.address);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries + 1);
    const english = await put({ ...first, version: loaded.version }, 'en');
    expect(english.statusCode).toBe(412);
    expect((english.json() as { message: string }).message).toMatch(/Someone else changed the settings/);
  });

  it('keep the settings as they were when the record entry cannot be written', async () => {
    const before = await getSettings();
    const body = editable(before);
    body.lowStockThreshold = 77;
    await ctx.db.kysely.schema.alterTable('audit_entries').renameTo('audit_entries_away').execute();
    try {
      const response = await put(body);
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.kysely.schema.alterTable('audit_entries_away').renameTo('audit_entries').execute();
    }
    expect(await getSettings()).toEqual(before);
  });
});
