import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, type OrderPage, productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';

/** Orders through the HTTP API on a real database: pricing, stock, idempotency, visibility, status. */

let ctx: TestContext;
let buyer: { id: string; token: string };
let otherBuyer: { id: string; token: string };
let adminToken: string;

let userCount = 0;
async function newBuyer() {
  userCount += 1;
  const email = `comprador${userCount}@tienda.test`;
  const user = await createUser(ctx.db, { name: `Comprador ${userCount}`, email, password: 'Compra1!x', role: 'user' });
  return { id: user.id, token: await loginAs(ctx.app, { email, password: 'Compra1!x' }) };
}

async function newProduct(stock: number, basePrice = 10, currency = 'USD', name = 'Producto de prueba') {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name,
      description: 'Para probar pedidos',
      description_en: 'To test orders',
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

const stockOf = async (id: string) =>
  (await ctx.db.kysely.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

function order(token: string, payload: unknown, key: string | undefined = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(token, key ? { 'idempotency-key': key } : {}),
    payload: payload as object,
  });
}

/** Everything a refused request must leave as it was. */
async function snapshot(productIds: string[]) {
  return {
    orders: await countRows(ctx.db, 'orders'),
    lines: await countRows(ctx.db, 'order_lines'),
    totals: await countRows(ctx.db, 'order_totals'),
    stock: await Promise.all(productIds.map(stockOf)),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  buyer = await newBuyer();
  otherBuyer = await newBuyer();
  adminToken = await loginAs(ctx.app, DEMO);
});
afterAll(async () => ctx?.close());

describe(`POST /api/orders (${testDialect})`, () => {
  it('prices from the catalogue, ignores a tampered price, takes the stock and answers 201 with the order', async () => {
    const mouse = await newProduct(5, 19.99, 'USD', 'Mouse');
    const cable = await newProduct(3, 1500.5, 'ARS', 'Cable');
    const response = await order(buyer.token, {
      items: [
        { productId: mouse, quantity: 3, price: 0.01, currency: 'ARS' },
        { productId: cable, quantity: 2, selectedOptions: {} },
      ],
      total: 0.01,
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as Order;
    expect(placed.status).toBe('paid');
    expect(placed.lines).toEqual([
      expect.objectContaining({
        productId: mouse,
        name: 'Mouse',
        quantity: 3,
        currency: 'USD',
        unitPriceCents: 1999,
        unitPrice: 19.99,
        lineTotalCents: 5997,
      }),
      expect.objectContaining({
        productId: cable,
        name: 'Cable',
        quantity: 2,
        currency: 'ARS',
        unitPriceCents: 150050,
        lineTotalCents: 300100,
      }),
    ]);
    // One total per currency, never their sum.
    expect(placed.totals).toEqual([
      { currency: 'USD', cents: 5997, amount: 59.97 },
      { currency: 'ARS', cents: 300100, amount: 3001 },
    ]);
    expect(placed.customer).toMatchObject({ id: buyer.id, email: 'comprador1@tienda.test' });
    expect([await stockOf(mouse), await stockOf(cable)]).toEqual([2, 1]);
    const stored = await ctx.db.kysely
      .selectFrom('order_totals')
      .selectAll()
      .where('order_id', '=', placed.id)
      .execute();
    expect(stored.map((row) => [row.currency, Number(row.cents)]).sort()).toEqual([
      ['ARS', 300100],
      ['USD', 5997],
    ]);
  });

  it('sums exactly: 10 × 0.10 + 20 × 0.20 is 5.00, not a float near it', async () => {
    const dime = await newProduct(100, 0.1, 'EUR');
    const fifth = await newProduct(100, 0.2, 'EUR');
    const response = await order(buyer.token, {
      items: [
        { productId: dime, quantity: 10 },
        { productId: fifth, quantity: 20 },
      ],
    });
    expect((response.json() as Order).totals).toEqual([{ currency: 'EUR', cents: 500, amount: 5 }]);
  });

  it('keeps a price of 7 significant digits and more exact to the cent', async () => {
    const dear = await newProduct(3, 1234567.89, 'ARS', 'Servidor');
    const response = await order(buyer.token, { items: [{ productId: dear, quantity: 3 }] });
    expect((response.json() as Order).lines[0]).toMatchObject({ unitPriceCents: 123456789, lineTotalCents: 370370367 });
    expect((response.json() as Order).totals).toEqual([{ currency: 'ARS', cents: 370370367, amount: 3703703.67 }]);
  });

  it('refuses with 409 naming every line short of stock and the units left, and changes nothing', async () => {
    const plenty = await newProduct(10, 5, 'USD', 'Teclado');
    const few = await newProduct(2, 5, 'USD', 'Monitor');
    const none = await newProduct(0, 5, 'USD', 'Parlante');
    const before = await snapshot([plenty, few, none]);
    const response = await order(buyer.token, {
      items: [
        { productId: plenty, quantity: 1 },
        { productId: few, quantity: 3 },
        { productId: none, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    const body = response.json() as { code: string; message: string; details: Record<string, unknown>[] };
    expect(body.code).toBe('ORDER_LINES_UNAVAILABLE');
    expect(body.message).toBe('Algunos productos del pedido no están disponibles en la cantidad pedida');
    expect(body.details).toEqual([
      {
        path: 'items.1',
        code: 'orders.line.outOfStock',
        message: 'Monitor: solo quedan 2 unidades',
        params: { name: 'Monitor', count: 2 },
        productId: few,
        available: 2,
      },
      {
        path: 'items.2',
        code: 'orders.line.soldOut',
        message: 'Parlante: sin stock',
        params: { name: 'Parlante', count: 0 },
        productId: none,
        available: 0,
      },
    ]);
    expect(await snapshot([plenty, few, none])).toEqual(before);
  });

  it("says why in the caller's language (Accept-Language, or the shop's lng cookie)", async () => {
    const few = await newProduct(1, 5, 'USD', 'Monitor');
    const payload = { items: [{ productId: few, quantity: 3 }] };
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(buyer.token, { 'accept-language': 'en-US,en;q=0.9' }),
      payload,
    });
    expect(english.json()).toMatchObject({
      message: 'Some products in the order are not available in the quantity asked for',
      details: [{ message: 'Monitor: only 1 unit left' }],
    });
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(buyer.token, { 'accept-language': 'en', cookie: 'i18next=es' }),
      payload,
    });
    expect(chosen.json()).toMatchObject({ details: [{ message: 'Monitor: solo queda 1 unidad' }] });
  });

  it('refuses an unknown product with 409 naming its line, and changes nothing', async () => {
    const real = await newProduct(4);
    const before = await snapshot([real]);
    const response = await order(buyer.token, {
      items: [
        { productId: real, quantity: 1 },
        { productId: randomUUID(), quantity: 1 },
        { productId: 'no-es-un-id', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    const details = (response.json() as { details: { path: string; code: string }[] }).details;
    expect(details.map((detail) => [detail.path, detail.code])).toEqual([
      ['items.1', 'orders.line.gone'],
      ['items.2', 'orders.line.gone'],
    ]);
    expect(await snapshot([real])).toEqual(before);
  });

  it('counts the units of one product in two configurations together, and refuses options no product offers', async () => {
    const product = await newProduct(4);
    const before = await snapshot([product]);
    const response = await order(buyer.token, {
      items: [{ productId: product, quantity: 1, selectedOptions: { ram: '32GB' } }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ORDER_OPTIONS_NOT_OFFERED',
      details: [
        {
          path: 'items.0',
          code: 'orders.line.optionsNotOffered',
          message: 'Producto de prueba no ofrece la configuración elegida',
        },
      ],
    });
    expect(await snapshot([product])).toEqual(before);
  });

  it('names a refused line in the caller’s language: the product’s English name in English', async () => {
    const product = await createProduct(
      ctx.db,
      productInputSchema.parse({
        name: 'Funda de silicona',
        name_en: 'Silicone case',
        description: 'Para probar pedidos',
        basePrice: 10,
        currency: 'USD',
        stock: 3,
        category: 'accesorios',
        images: ['/uploads/test/a.webp'],
      }),
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(buyer.token, { 'idempotency-key': randomUUID(), 'accept-language': 'en' }),
      payload: { items: [{ productId: product.id, quantity: 1, selectedOptions: { ram: '32GB' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: [{ path: 'items.0', message: 'Silicone case does not offer the chosen configuration' }],
    });
  });

  it('prices a configured product with its options, and refuses an option not offered or a combination that does not fit', async () => {
    const desktop = await createProduct(
      ctx.db,
      productInputSchema.parse({
        name: 'PC de escritorio',
        basePrice: 1000,
        currency: 'USD',
        stock: 5,
        category: 'laptops',
        images: ['/uploads/test/a.webp'],
        features: {
          processor: {
            selectedComponent: { category: 'processor', name: 'Ryzen 5 9600X', tdpW: 65 },
            options: [{ id: 'r9', name: 'Ryzen 9 9950X', tdpW: 170, priceIncrement: 400 }],
          },
          ram: {
            selectedComponent: { category: 'ram', name: '16 GB DDR5' },
            options: [{ id: 'ddr5-32', name: '32 GB DDR5', priceIncrement: 150.25 }],
          },
          gpu: {
            selectedComponent: { category: 'gpu', name: 'Radeon Graphics', kind: 'integrated' },
            options: [{ id: 'rtx', name: 'GeForce RTX 4070 SUPER', kind: 'dedicated', tdpW: 220, priceIncrement: 600 }],
          },
          powerSupply: { selectedComponent: { category: 'powerSupply', name: '550 W', wattage: 550 } },
        },
      }),
    );
    const configured = await order(buyer.token, {
      items: [
        { productId: desktop.id, quantity: 1, selectedOptions: { ram: 'ddr5-32' } },
        { productId: desktop.id, quantity: 2 },
      ],
    });
    expect(configured.statusCode).toBe(201);
    const lines = (configured.json() as Order).lines;
    expect(lines.map((line) => [line.selectedOptions, line.unitPriceCents])).toEqual([
      [{ ram: 'ddr5-32' }, 115025],
      [{}, 100000],
    ]);
    expect(await stockOf(desktop.id)).toBe(2);

    const before = await snapshot([desktop.id]);
    const incompatible = await order(buyer.token, {
      items: [{ productId: desktop.id, quantity: 1, selectedOptions: { processor: 'r9', gpu: 'rtx' } }],
    });
    expect(incompatible.statusCode).toBe(400);
    expect(incompatible.json()).toMatchObject({
      code: 'ORDER_CONFIGURATION_INCOMPATIBLE',
      details: [
        {
          path: 'items.0',
          code: 'configurator.incompatible.power',
          message: 'La fuente de 550 W no alcanza: esta configuración necesita al menos 657 W',
        },
      ],
    });
    const unknown = await order(buyer.token, {
      items: [{ productId: desktop.id, quantity: 1, selectedOptions: { ram: 'ddr5-64' } }],
    });
    expect(unknown.json()).toMatchObject({ code: 'ORDER_OPTIONS_NOT_OFFERED' });
    expect(await snapshot([desktop.id])).toEqual(before);
  });

  it('keeps the chosen options’ names in both languages with the order, even after staff rename the option', async () => {
    const features = (ramName: string) => ({
      ram: {
        selectedComponent: { category: 'ram', name: '8 GB' },
        options: [{ id: 'ram-16', name: ramName, name_en: '16 GB unified memory', priceIncrement: 200 }],
      },
      storage: {
        selectedComponent: { category: 'storage', name: 'SSD 256 GB' },
        options: [{ id: 'ssd-1tb', name: 'SSD de 1 TB', priceIncrement: 300 }],
      },
    });
    const laptop = await createProduct(
      ctx.db,
      productInputSchema.parse({
        name: 'Notebook configurable',
        basePrice: 1000,
        currency: 'USD',
        stock: 5,
        category: 'laptops',
        images: ['/uploads/test/a.webp'],
        variantType: 'CONFIGURABLE',
        features: features('16 GB de memoria unificada'),
      }),
    );
    // The cart's check names the options as the product offers them now.
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/check',
      payload: { items: [{ productId: laptop.id, quantity: 1, selectedOptions: { ram: 'ram-16' } }] },
    });
    expect(check.json()).toMatchObject({
      lines: [{ state: 'ok', optionNames: { ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' } } }],
    });
    const placed = await order(buyer.token, {
      items: [{ productId: laptop.id, quantity: 2, selectedOptions: { ram: 'ram-16', storage: 'ssd-1tb' } }],
    });
    expect(placed.statusCode).toBe(201);
    const expected = {
      selectedOptions: { ram: 'ram-16', storage: 'ssd-1tb' },
      // An option without an English name has '' in English: pages show the Spanish one, marked as Spanish.
      optionNames: {
        ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' },
        storage: { es: 'SSD de 1 TB', en: '' },
      },
      unitPriceCents: 150000,
      lineTotalCents: 300000,
    };
    expect((placed.json() as Order).lines[0]).toMatchObject(expected);

    await ctx.db.kysely
      .updateTable('products')
      .set({ features: JSON.stringify(features('16 GB (renombrada)')) })
      .where('id', '=', laptop.id)
      .execute();
    const read = await ctx.app.inject({
      url: `/api/orders/${(placed.json() as Order).id}`,
      headers: as(buyer.token),
    });
    expect((read.json() as Order).lines[0]).toMatchObject(expected);

    // A line stored before names were kept holds bare ids: it reads back with no names.
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ selected_options: JSON.stringify({ ram: 'ram-16' }) })
      .where('order_id', '=', (placed.json() as Order).id)
      .execute();
    const old = await ctx.app.inject({ url: `/api/orders/${(placed.json() as Order).id}`, headers: as(buyer.token) });
    expect((old.json() as Order).lines[0]).toMatchObject({ selectedOptions: { ram: 'ram-16' }, optionNames: {} });
  });

  it('keeps the product’s English name with each line, as it was when sold', async () => {
    const headphones = await createProduct(
      ctx.db,
      productInputSchema.parse({
        name: 'Auriculares inalámbricos',
        name_en: 'Wireless headphones',
        basePrice: 80,
        currency: 'USD',
        stock: 5,
        category: 'accesorios',
        images: ['/uploads/test/a.webp'],
      }),
    );
    const untranslated = await newProduct(5, 5, 'USD', 'Funda sin traducir');
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/check',
      payload: { items: [{ productId: headphones.id, quantity: 1 }] },
    });
    expect(check.json()).toMatchObject({
      lines: [{ name: 'Auriculares inalámbricos', name_en: 'Wireless headphones' }],
    });
    const placed = await order(buyer.token, {
      items: [
        { productId: headphones.id, quantity: 1 },
        { productId: untranslated, quantity: 1 },
      ],
    });
    expect(placed.statusCode).toBe(201);
    const id = (placed.json() as Order).id;
    const names = (answer: Order) => answer.lines.map((line) => [line.name, line.name_en]);
    const expected = [
      ['Auriculares inalámbricos', 'Wireless headphones'],
      ['Funda sin traducir', ''],
    ];
    expect(names(placed.json() as Order)).toEqual(expected);
    const stored = await ctx.db.kysely
      .selectFrom('order_lines')
      .select('name_en')
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    expect(stored).toEqual([{ name_en: 'Wireless headphones' }, { name_en: null }]);

    // Renamed afterwards: the order still says what was sold.
    await ctx.db.kysely
      .updateTable('products')
      .set({ name: 'Auriculares (renombrados)', name_en: 'Headphones (renamed)' })
      .where('id', '=', headphones.id)
      .execute();
    const read = await ctx.app.inject({ url: `/api/orders/${id}`, headers: as(buyer.token) });
    expect(names(read.json() as Order)).toEqual(expected);
    const mine = await ctx.app.inject({ url: '/api/orders/mine?limit=5', headers: as(buyer.token) });
    const listed = (mine.json() as OrderPage).orders.find((candidate) => candidate.id === id);
    expect(names(listed!)).toEqual(expected);
  });

  it.each([
    ['a quantity of 0', { items: [{ productId: randomUUID(), quantity: 0 }] }, 'cart.minQuantity'],
    ['a negative quantity', { items: [{ productId: randomUUID(), quantity: -2 }] }, 'cart.minQuantity'],
    ['a fractional quantity', { items: [{ productId: randomUUID(), quantity: 1.5 }] }, 'orders.quantity.invalid'],
    ['a huge quantity', { items: [{ productId: randomUUID(), quantity: 1e12 }] }, 'orders.quantity.invalid'],
    ['a quantity as text', { items: [{ productId: randomUUID(), quantity: '2' }] }, 'orders.quantity.invalid'],
    ['no lines', { items: [] }, 'orders.items.required'],
    ['no items at all', {}, 'orders.items.required'],
    [
      'more than 100 lines',
      { items: Array.from({ length: 101 }, () => ({ productId: randomUUID(), quantity: 1 })) },
      'orders.items.tooMany',
    ],
    [
      'options that are no map',
      { items: [{ productId: randomUUID(), quantity: 1, selectedOptions: [1] }] },
      'orders.selectedOptions.invalid',
    ],
  ])('refuses %s with 400 and the broken rule, changing nothing', async (_name, payload, rule) => {
    const before = await snapshot([]);
    const response = await order(buyer.token, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; details: { code: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail) => detail.code)).toContain(rule);
    expect(await snapshot([])).toEqual(before);
  });

  it('refuses a product repeated in one order', async () => {
    const product = await newProduct(10);
    const response = await order(buyer.token, {
      items: [
        { productId: product, quantity: 1 },
        { productId: product, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: [{ path: 'body.items.1.productId', code: 'orders.items.repeated' }],
    });
    expect(await stockOf(product)).toBe(10);
  });

  it('asks a guest to sign in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: { items: [] } });
    expect(response.statusCode).toBe(401);
  });
});

describe(`Idempotency-Key (${testDialect})`, () => {
  it('answers a retry with the first order: same id, one decrement', async () => {
    const product = await newProduct(5);
    const key = randomUUID();
    const first = await order(buyer.token, { items: [{ productId: product, quantity: 2 }] }, key);
    const retry = await order(buyer.token, { items: [{ productId: product, quantity: 2 }] }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect((retry.json() as Order).id).toBe((first.json() as Order).id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(product)).toBe(3);
  });

  it('answers 422 to the same key with another body, changing nothing', async () => {
    const product = await newProduct(5);
    const key = randomUUID();
    await order(buyer.token, { items: [{ productId: product, quantity: 1 }] }, key);
    const before = await snapshot([product]);
    const other = await order(buyer.token, { items: [{ productId: product, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await snapshot([product])).toEqual(before);
  });

  it('makes one order of 20 simultaneous requests with one key', async () => {
    const product = await newProduct(50);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order(buyer.token, { items: [{ productId: product, quantity: 1 }] }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as Order).id)).size).toBe(1);
    expect(await stockOf(product)).toBe(49);
  });

  it("keeps one buyer's key apart from another's", async () => {
    const product = await newProduct(5);
    const key = randomUUID();
    const mine = await order(buyer.token, { items: [{ productId: product, quantity: 1 }] }, key);
    const theirs = await order(otherBuyer.token, { items: [{ productId: product, quantity: 1 }] }, key);
    expect((theirs.json() as Order).id).not.toBe((mine.json() as Order).id);
    expect(await stockOf(product)).toBe(3);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await order(buyer.token, { items: [{ productId: randomUUID(), quantity: 1 }] }, 'bad key!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ code: 'orders.idempotencyKey.invalid' }] });
  });
});

describe(`stock never oversells (${testDialect})`, () => {
  it('200 simultaneous orders for a stock of 10 make exactly 10 orders and leave 0', async () => {
    const product = await newProduct(10);
    const buyers = [buyer, otherBuyer, await newBuyer(), await newBuyer()];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        order(buyers[index % buyers.length]!.token, { items: [{ productId: product, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(await stockOf(product)).toBe(0);
    const sold = await ctx.db.kysely
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('units'))
      .where('product_id', '=', product)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(10);
  });

  it('50 buyers for the last unit: one order', async () => {
    const product = await newProduct(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order(buyer.token, { items: [{ productId: product, quantity: 1 }] })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await stockOf(product)).toBe(0);
  });
});

describe(`reading orders (${testDialect})`, () => {
  it("lists the buyer's own orders newest first, paged, and nobody else's", async () => {
    const reader = await newBuyer();
    const product = await newProduct(10);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(((await order(reader.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order).id);
    }
    await order(otherBuyer.token, { items: [{ productId: product, quantity: 1 }] });
    const first = await ctx.app.inject({ method: 'GET', url: '/api/orders/mine?limit=2', headers: as(reader.token) });
    const page = first.json() as OrderPage;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/mine?limit=2&page=2', headers: as(reader.token) })
    ).json() as OrderPage;
    expect(second.orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it("shows an order to its buyer and to staff, and answers 404 to anyone else's eyes", async () => {
    const product = await newProduct(3);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    const get = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: as(token) });
    expect((await get(buyer.token)).statusCode).toBe(200);
    expect(((await get(adminToken)).json() as Order).id).toBe(placed.id);
    const stranger = await get(otherBuyer.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Pedido no encontrado' });
    // Malformed ids, a NUL byte among them (PostgreSQL refuses it in text: it was a 500), name no order.
    for (const id of ['x', '%00', 'a%00b']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await ctx.app.inject({ method, url: `/api/orders/${id}`, headers: as(buyer.token) });
        expect(answer.statusCode, `${method} ${id}`).toBe(404);
      }
    }
  });

  it('answers a placed order exactly as it is stored (the answer is made from what was written)', async () => {
    const first = await newProduct(5);
    const second = await newProduct(5);
    const placed = (
      await order(buyer.token, {
        items: [
          { productId: first, quantity: 2 },
          { productId: second, quantity: 1 },
        ],
      })
    ).json() as Order;
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: as(buyer.token) });
    expect(placed.lines).toHaveLength(2);
    expect(placed).toEqual(stored.json());
  });

  it('lets staff list every order by status and date, and refuses it to a buyer', async () => {
    const product = await newProduct(5);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    for (const payload of [{ status: 'preparing' }, { status: 'shipped', carrier: 'Andreani', trackingCode: 'AN1' }]) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${placed.id}/status`,
        headers: as(adminToken),
        payload,
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const shipped = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders?status=shipped&from=${today}&to=${today}`,
        headers: as(adminToken),
      })
    ).json() as OrderPage;
    expect(shipped.orders.map((o) => o.id)).toEqual([placed.id]);
    const yesterday = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders?to=2000-01-01', headers: as(adminToken) })
    ).json() as OrderPage;
    expect(yesterday.total).toBe(0);
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: as(adminToken) })
    ).json() as OrderPage;
    expect(all.total).toBe(await countRows(ctx.db, 'orders'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: as(buyer.token) })).statusCode).toBe(
      403,
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?status=lost&from=ayer',
      headers: as(adminToken),
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { details: { code: string }[] }).details.map((d) => d.code).sort()).toEqual([
      'orders.date.invalid',
      'orders.status.invalid',
    ]);
  });
});

/** Staff's change; shipping names a carrier and a tracking code, cancelling a reason. */
const SHIPPING = { carrier: 'Andreani', trackingCode: 'AND-000123' };
const CANCELLING = { reason: 'El cliente pidió cancelarlo por teléfono' };
const statusChange = (id: string, status: string, token: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: as(token),
    payload:
      status === 'shipped' ? { status, ...SHIPPING } : status === 'cancelled' ? { status, ...CANCELLING } : { status },
  });
/** What the buyer and the table keep of each step: the status and when (staff also see who and why). */
const steps = (history: Order['history']) => history.map(({ status, at }) => ({ status, at }));

describe(`order status (${testDialect})`, () => {
  const change = (id: string, status: string, token = adminToken) => statusChange(id, status, token);

  it('ships and delivers, and refuses a move the rules do not allow with 409', async () => {
    const product = await newProduct(3);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    expect((await change(placed.id, 'delivered')).statusCode).toBe(409);
    expect((await change(placed.id, 'shipped')).statusCode).toBe(409);
    expect(((await change(placed.id, 'preparing')).json() as Order).status).toBe('preparing');
    expect(((await change(placed.id, 'shipped')).json() as Order).status).toBe('shipped');
    expect(((await change(placed.id, 'delivered')).json() as Order).status).toBe('delivered');
    const refused = await change(placed.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_STATUS_FINAL',
      params: { from: 'delivered', to: 'cancelled' },
    });
    expect(await stockOf(product)).toBe(2);
    expect((await change(placed.id, 'ready_for_pickup')).statusCode).toBe(409);
    expect((await change(placed.id, 'paid')).statusCode).toBe(409);
    expect((await change(randomUUID(), 'shipped')).statusCode).toBe(404);
    expect((await change('%00', 'shipped')).statusCode).toBe(404);
    expect((await change(placed.id, 'lost')).statusCode).toBe(400);
    expect((await change(placed.id, 'shipped', buyer.token)).statusCode).toBe(403);
  });

  it('returns the stock of a cancelled order once, however many cancel it at the same moment', async () => {
    const product = await newProduct(5);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 3 }] })).json() as Order;
    expect(await stockOf(product)).toBe(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => change(placed.id, 'cancelled')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(product)).toBe(5);
  });
});

describe(`order status history (${testDialect})`, () => {
  const change = (id: string, status: string) => statusChange(id, status, adminToken);
  const historyRows = (id: string) =>
    ctx.db.kysely
      .selectFrom('order_status_history')
      .select(['status', 'at'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

  it('writes "paid" with the order, then each change with its date; a refused change writes nothing', async () => {
    const product = await newProduct(3);
    const answer = await order(buyer.token, { items: [{ productId: product, quantity: 1 }] });
    const placed = answer.json() as Order;
    expect(placed.history).toEqual([{ status: 'paid', at: placed.createdAt }]);
    expect(await historyRows(placed.id)).toEqual(placed.history);

    await change(placed.id, 'preparing');
    const shipped = (await change(placed.id, 'shipped')).json() as Order;
    expect(shipped.history.map((entry) => entry.status)).toEqual(['paid', 'preparing', 'shipped']);
    expect(shipped.history[2]!.at).toBe(shipped.updatedAt);
    expect(shipped.tracking).toEqual(SHIPPING);
    expect((await change(placed.id, 'paid')).statusCode).toBe(409);
    const delivered = (await change(placed.id, 'delivered')).json() as Order;
    expect(delivered.history.map((entry) => entry.status)).toEqual(['paid', 'preparing', 'shipped', 'delivered']);
    const dates = delivered.history.map((entry) => Date.parse(entry.at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(await historyRows(placed.id)).toEqual(steps(delivered.history));

    // The buyer reads the same history on the order and in their list.
    const own = await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: as(buyer.token) });
    expect((own.json() as Order).history).toEqual(steps(delivered.history));
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/mine?limit=100', headers: as(buyer.token) })
    ).json() as OrderPage;
    expect(mine.orders.find((o) => o.id === placed.id)?.history).toEqual(steps(delivered.history));
  });

  it('writes one "cancelled" however many cancel at the same moment', async () => {
    const product = await newProduct(2);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    await Promise.all(Array.from({ length: 6 }, () => change(placed.id, 'cancelled')));
    expect((await historyRows(placed.id)).map((row) => row.status)).toEqual(['paid', 'cancelled']);
  });

  it('writes no history for a refused order, and answers another account 404 without it', async () => {
    const product = await newProduct(1);
    const before = await countRows(ctx.db, 'order_status_history');
    expect((await order(buyer.token, { items: [{ productId: product, quantity: 5 }] })).statusCode).toBe(409);
    expect(await countRows(ctx.db, 'order_status_history')).toBe(before);
    const placed = (await order(buyer.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: as(otherBuyer.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('history');
  });
});

describe(`POST /api/orders/check (${testDialect})`, () => {
  it('answers each line with its current price and what can be bought now', async () => {
    const ok = await newProduct(5, 12.5, 'USD', 'Cargador');
    const low = await newProduct(2, 3, 'ARS', 'Funda');
    const empty = await newProduct(0);
    const gone = randomUUID();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/check',
      payload: {
        items: [
          { productId: ok, quantity: 2 },
          { productId: low, quantity: 4 },
          { productId: empty, quantity: 1 },
          { productId: gone, quantity: 1 },
          { productId: ok, quantity: 1, selectedOptions: { color: 'rojo' } },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { lines } = response.json() as { lines: Record<string, unknown>[] };
    expect(lines.map((line) => [line.state, line.quantity, line.stock])).toEqual([
      ['ok', 2, 5],
      ['reduced', 2, 2],
      ['outOfStock', 0, 0],
      ['gone', 0, 0],
      ['optionsNotOffered', 0, 5],
    ]);
    expect(lines[0]).toMatchObject({ name: 'Cargador', unitPriceCents: 1250, unitPrice: 12.5, currency: 'USD' });
    expect(await stockOf(low)).toBe(2);
  });
});

describe(`deleting a buyer (${testDialect})`, () => {
  it('keeps their orders, without the buyer (anonymised)', async () => {
    const leaving = await newBuyer();
    const product = await newProduct(2);
    const placed = (await order(leaving.token, { items: [{ productId: product, quantity: 1 }] })).json() as Order;
    const superToken = await loginAs(ctx.app, SUPERADMIN);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${leaving.id}`,
      headers: as(superToken),
    });
    expect(deleted.statusCode).toBe(200);
    const kept = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: as(adminToken) })
    ).json() as Order;
    expect(kept.customer).toBeNull();
    expect(kept.lines).toHaveLength(1);
    expect(kept.totals).toEqual(placed.totals);
  });
});
