import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, type OrderPage, parseCsv, productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';
import { CATALOGUE_VERSION_KEY } from '../src/db/meta-keys';

/**
 * The orders desk (issue 23) through the HTTP API on a real database: the staff list's filters,
 * search, sorts and pages; the order's version and If-Match (412, also when two staff act at
 * once); the statuses a refused jump names; a cancel's reason; who changed each status; the CSV
 * export. An empty shop (no seed), so every count below is exact.
 */

let ctx: TestContext;
let staff: { token: string; name: string; email: string };
let otherStaff: { token: string; name: string; email: string };
let userCount = 0;

async function newUser(role: 'user' | 'admin', name: string) {
  userCount += 1;
  const email = `desk${userCount}@tienda.test`;
  await createUser(ctx.db, { name, email, password: 'Escritorio1!x', role });
  return { token: await loginAs(ctx.app, { email, password: 'Escritorio1!x' }), name, email };
}

async function newProduct(basePrice: number, currency: 'ARS' | 'USD', name = 'Teclado mecánico', stock = 100) {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name,
      name_en: `${name} (EN)`,
      description: 'Para probar el escritorio de pedidos',
      brand: 'Acme',
      basePrice,
      currency,
      stock,
      category: 'accesorios',
      images: [`/uploads/test/${currency.toLowerCase()}.webp`],
    }),
  );
  return product.id;
}

const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

async function place(token: string, items: { productId: string; quantity: number }[], delivery?: object) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(token, { 'idempotency-key': randomUUID() }),
    payload: { items, ...(delivery ? { delivery } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Order;
}

const list = async (query: string, token = staff.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: as(token) });
const ids = async (query: string) => ((await list(query)).json() as OrderPage).orders.map((order) => order.id);

function change(id: string, payload: object, headers: Record<string, string> = {}, token = staff.token) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: as(token, headers), payload });
}
const ifMatch = (version: number) => ({ 'if-match': `W/"v${version}"` });
const SHIP = { status: 'shipped', carrier: 'Andreani', trackingCode: 'AND-4455' };

let buyerAna: { token: string; name: string; email: string };
let buyerBeto: { token: string; name: string; email: string };
let arsProduct: string;
let usdProduct: string;
/** Placed in this order: ARS pickup (Ana), USD without delivery (Beto), ARS ×2 pickup (Beto), ARS+USD lines (Ana). */
let placed: Order[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  staff = await newUser('admin', 'Lucía Depósito');
  otherStaff = await newUser('admin', 'Marcos Envíos');
  buyerAna = await newUser('user', 'Ana Pérez');
  buyerBeto = await newUser('user', 'Beto Ruiz');
  arsProduct = await newProduct(15_000.5, 'ARS');
  usdProduct = await newProduct(19.99, 'USD', 'Mouse');
  placed = [
    await place(buyerAna.token, [{ productId: arsProduct, quantity: 1 }], { option: 'pickup' }),
    await place(buyerBeto.token, [{ productId: usdProduct, quantity: 3 }]),
    await place(buyerBeto.token, [{ productId: arsProduct, quantity: 2 }], { option: 'pickup' }),
    await place(buyerAna.token, [
      { productId: usdProduct, quantity: 1 },
      { productId: arsProduct, quantity: 1 },
    ]),
  ];
  // Spread over three days, so the date filter has something to tell apart.
  const days = ['2026-11-20T12:00:00.000Z', '2026-11-21T12:00:00.000Z', '2026-11-22T12:00:00.000Z'];
  for (const [index, order] of placed.entries()) {
    const at = days[Math.min(index, 2)]!;
    await ctx.db.kysely.updateTable('orders').set({ created_at: at }).where('id', '=', order.id).execute();
  }
});
afterAll(async () => ctx?.close());

describe(`GET /api/orders: the desk's filters, search, sorts and pages (${testDialect})`, () => {
  it('filters by status, date range, currency charged and delivery option', async () => {
    const [pickupAna, usdBeto, pickupBeto, mixedAna] = placed.map((order) => order.id);
    expect(await ids('')).toEqual([mixedAna, pickupBeto, usdBeto, pickupAna]);
    expect(await ids('delivery=pickup')).toEqual([pickupBeto, pickupAna]);
    expect(await ids('currency=USD')).toEqual([usdBeto]);
    expect(await ids('currency=ARS&delivery=pickup')).toEqual([pickupBeto, pickupAna]);
    expect(await ids('from=2026-11-21&to=2026-11-21')).toEqual([usdBeto]);
    expect(await ids('from=2026-11-22')).toEqual([mixedAna, pickupBeto]);
    expect(await ids('status=paid&to=2026-11-20')).toEqual([pickupAna]);
    expect(await ids('status=shipped')).toEqual([]);
    expect(await ids('status=shipped,paid&delivery=pickup')).toEqual([pickupBeto, pickupAna]);
  });

  it('finds an order by its number (any case, with or without #) or by the beginning of the e-mail', async () => {
    const [pickupAna, usdBeto, pickupBeto, mixedAna] = placed;
    expect(pickupAna!.number).toBe(pickupAna!.id.slice(0, 8).toUpperCase());
    for (const q of [pickupAna!.number, `%23${pickupAna!.number}`, pickupAna!.number.toLowerCase(), pickupAna!.id]) {
      expect(await ids(`q=${q}`), q).toEqual([pickupAna!.id]);
    }
    expect(await ids(`q=${encodeURIComponent(buyerBeto.email)}`)).toEqual([pickupBeto!.id, usdBeto!.id]);
    expect(await ids(`q=${buyerAna.email.slice(0, 6).toUpperCase()}`)).toEqual([mixedAna!.id, pickupAna!.id]);
    expect(await ids('q=nadie%40tienda.test')).toEqual([]);
    // Text a range query must take literally: no wildcard, no error.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids("q=_'%3B--")).toEqual([]);
  });

  it('sorts by date and by total (the orders of each currency together), and pages with the total count', async () => {
    const [pickupAna, usdBeto, pickupBeto, mixedAna] = placed.map((order) => order.id);
    expect(await ids('sort=oldest')).toEqual([pickupAna, usdBeto, pickupBeto, mixedAna]);
    // AR$ totals: 15,000.50 (Ana, pickup), 30,001.00 (Beto); the mixed order's one total is in AR$ too only with a rate:
    // without one it has none and sorts first ascending. US$ 59.97 (Beto).
    const ascending = ((await list('sort=total_asc')).json() as OrderPage).orders;
    const arsAscending = ascending.filter((order) => order.total?.currency === 'ARS').map((order) => order.id);
    expect(arsAscending).toEqual([pickupAna, pickupBeto]);
    const descending = ((await list('sort=total_desc')).json() as OrderPage).orders;
    expect(descending.filter((order) => order.total?.currency === 'ARS').map((order) => order.id)).toEqual([
      pickupBeto,
      pickupAna,
    ]);
    expect(descending.map((order) => order.total?.currency ?? null).indexOf('USD')).toBeLessThan(
      descending.map((order) => order.total?.currency ?? null).indexOf('ARS'),
    );
    const page2 = (await list('limit=3&page=2')).json() as OrderPage;
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.orders.map((order) => order.id)).toEqual([pickupAna]);
  });

  it('refuses a wrong filter with 400 naming it, in the caller’s language', async () => {
    for (const [query, field] of [
      ['status=perdido', 'status'],
      ['status=paid,perdido', 'status'],
      ['currency=GBP', 'currency'],
      ['delivery=drone', 'delivery'],
      ['sort=price', 'sort'],
      ['from=ayer', 'from'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['page=0', 'page'],
    ]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders?${query}`,
        headers: as(staff.token, { 'accept-language': 'en' }),
      });
      expect(answer.statusCode, query).toBe(400);
      const body = answer.json() as { code: string; details: { path: string; message: string }[] };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.map((detail) => detail.path.split('.').slice(0, 2).join('.'))).toEqual([`query.${field}`]);
    }
    const spanish = await list('sort=price');
    expect((spanish.json() as { details: { message: string }[] }).details[0]!.message).toMatch(/^El orden debe ser/);
  });

  it('answers a shopper 403 and a guest 401', async () => {
    expect((await list('', buyerAna.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders?status=paid' })).statusCode).toBe(401);
  });
});

describe(`an order's version and If-Match (${testDialect})`, () => {
  it('answers the version as ETag, raises it with each change, and refuses a stale one with 412 changing nothing', async () => {
    const order = await place(buyerAna.token, [{ productId: arsProduct, quantity: 1 }], { option: 'pickup' });
    expect(order.version).toBe(1);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(staff.token) });
    expect(read.headers.etag).toBe('W/"v1"');
    const prepared = await change(order.id, { status: 'preparing' }, ifMatch(1));
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.headers.etag).toBe('W/"v2"');
    expect((prepared.json() as Order).version).toBe(2);
    const historyBefore = await countRows(ctx.db, 'order_status_history');

    for (const language of ['es', 'en'] as const) {
      const stale = await change(
        order.id,
        { status: 'ready_for_pickup' },
        { ...ifMatch(1), 'accept-language': language },
      );
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({
        code: 'ORDER_CHANGED',
        message:
          language === 'es'
            ? expect.stringMatching(/^Otra persona cambió este pedido/)
            : expect.stringMatching(/^Someone else changed this order/),
      });
    }
    // A tag that names no version of ours can match nothing.
    expect((await change(order.id, { status: 'ready_for_pickup' }, { 'if-match': '"abc"' })).statusCode).toBe(412);
    expect(await countRows(ctx.db, 'order_status_history')).toBe(historyBefore);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(staff.token) });
    expect(after.json()).toMatchObject({ status: 'preparing', version: 2 });
    // Without If-Match the change applies to the order as it is (the rules still decide).
    expect((await change(order.id, { status: 'ready_for_pickup' })).statusCode).toBe(200);
  });

  it('two staff changing the same order at once from the same version: one wins, the other gets 412', async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await place(buyerBeto.token, [{ productId: arsProduct, quantity: 1 }], { option: 'pickup' });
      const [first, second] = await Promise.all([
        change(order.id, { status: 'preparing' }, ifMatch(1), staff.token),
        change(order.id, { status: 'cancelled', reason: 'Lo pidió el cliente' }, ifMatch(1), otherStaff.token),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      expect(codes, `${first.body} ${second.body}`).toEqual([200, 412]);
      const history = await ctx.db.kysely
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', order.id)
        .execute();
      expect(history).toHaveLength(2);
      const row = await ctx.db.kysely
        .selectFrom('orders')
        .select(['status', 'version'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row.version).toBe(2);
      expect(row.status).toBe(first.statusCode === 200 ? 'preparing' : 'cancelled');
    }
  });

  it('many staff pressing "preparing" at once from one version apply it once', async () => {
    const order = await place(buyerBeto.token, [{ productId: arsProduct, quantity: 1 }], { option: 'pickup' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        change(order.id, { status: 'preparing' }, ifMatch(1), index % 2 ? staff.token : otherStaff.token),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 412)).toHaveLength(7);
    expect(await countRows(ctx.db, 'order_status_history')).toBeGreaterThan(0);
    const history = await ctx.db.kysely
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    expect(history.map((row) => row.status)).toEqual(['paid', 'preparing']);
  });
});

describe(`status rules on the desk (${testDialect})`, () => {
  it('refuses an unknown status with 400, and a jump with 409 naming the statuses allowed next', async () => {
    const home = await place(buyerAna.token, [{ productId: usdProduct, quantity: 1 }]);
    expect((await change(home.id, { status: 'perdido' })).statusCode).toBe(400);
    const jump = await change(home.id, { ...SHIP }, { 'accept-language': 'en' });
    expect(jump.statusCode).toBe(409);
    expect(jump.json()).toMatchObject({
      code: 'INVALID_STATUS_CHANGE',
      params: { from: 'paid', to: 'shipped', allowed: 'preparing, cancelled' },
      details: [{ path: 'body.status', allowed: ['preparing', 'cancelled'] }],
      message: 'The order is "paid" and cannot move to "shipped": from there it can move to preparing, cancelled',
    });
    const pickup = await place(buyerAna.token, [{ productId: arsProduct, quantity: 1 }], { option: 'pickup' });
    await change(pickup.id, { status: 'preparing' });
    const wrongWay = await change(pickup.id, { ...SHIP });
    expect(wrongWay.json()).toMatchObject({ params: { allowed: 'ready_for_pickup, cancelled' } });
    await change(pickup.id, { status: 'ready_for_pickup' });
    await change(pickup.id, { status: 'picked_up' });
    const final = await change(pickup.id, { status: 'cancelled', reason: 'Tarde' });
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ code: 'ORDER_STATUS_FINAL', params: { from: 'picked_up', to: 'cancelled' } });
  });

  it('cancels only with a reason, keeps it with who cancelled and when; the buyer sees neither who nor why', async () => {
    const order = await place(buyerAna.token, [{ productId: arsProduct, quantity: 2 }], { option: 'pickup' });
    for (const payload of [{ status: 'cancelled' }, { status: 'cancelled', reason: '   ' }]) {
      const refused = await change(order.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: [{ path: 'body.reason', code: 'orders.reason.required' }] });
    }
    const tooLong = await change(order.id, { status: 'cancelled', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    await change(order.id, { status: 'preparing' }, {}, otherStaff.token);
    const cancelled = await change(order.id, { status: 'cancelled', reason: '  El cliente se arrepintió  ' });
    expect(cancelled.statusCode).toBe(200);
    const history = (cancelled.json() as Order).history;
    expect(history).toEqual([
      {
        status: 'paid',
        at: order.createdAt,
        by: { id: expect.any(String), name: 'Ana Pérez', email: buyerAna.email },
        reason: null,
      },
      {
        status: 'preparing',
        at: expect.any(String),
        by: { id: expect.any(String), name: otherStaff.name, email: otherStaff.email },
        reason: null,
      },
      {
        status: 'cancelled',
        at: (cancelled.json() as Order).updatedAt,
        by: { id: expect.any(String), name: staff.name, email: staff.email },
        reason: 'El cliente se arrepintió',
      },
    ]);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: as(buyerAna.token) });
    expect((own.json() as Order).history.map((entry) => Object.keys(entry).sort())).toEqual([
      ['at', 'status'],
      ['at', 'status'],
      ['at', 'status'],
    ]);
  });

  it('gives every order a number and a simulated payment reference', async () => {
    const order = placed[0]!;
    expect(order.number).toMatch(/^[0-9A-F]{8}$/);
    expect(order.paymentReference).toMatch(/^SIM-[0-9A-F]{16}$/);
    expect(order.paymentReference.slice(4, 12)).toBe(order.number);
  });
});

describe(`GET /api/orders/export.csv (${testDialect})`, () => {
  const exportCsv = (query: string, language = 'es', token = staff.token) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?${query}`,
      headers: as(token, { 'accept-language': language }),
    });

  it('writes one row per line after a header in the caller’s language, ISO dates and exact decimals', async () => {
    const answer = await exportCsv('currency=ARS&delivery=pickup&sort=oldest&to=2026-11-22');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(answer.body.slice(1));
    expect(header).toEqual([
      'Número',
      'ID del pedido',
      'Fecha',
      'Estado',
      'Cliente',
      'E-mail',
      'Entrega',
      'Costo de entrega (ARS)',
      'Moneda del total',
      'Total',
      'Referencia de pago',
      'Transporte',
      'Código de seguimiento',
      'Línea',
      'Producto',
      'Configuración',
      'Cantidad',
      'Moneda de la línea',
      'Precio unitario',
      'Total de la línea',
    ]);
    const [pickupAna, , pickupBeto] = placed;
    expect(rows.map((row) => row[1])).toEqual([pickupAna!.id, pickupBeto!.id]);
    expect(rows[1]).toEqual([
      pickupBeto!.number,
      pickupBeto!.id,
      '2026-11-22T12:00:00.000Z',
      'Pagado',
      'Beto Ruiz',
      buyerBeto.email,
      'Retiro en la tienda',
      '0.00',
      'ARS',
      '30001.00',
      pickupBeto!.paymentReference,
      '',
      '',
      '1',
      'Teclado mecánico',
      '',
      '2',
      'ARS',
      '15000.50',
      '30001.00',
    ]);
    const english = parseCsv((await exportCsv('currency=ARS&delivery=pickup&to=2026-11-22', 'en')).body.slice(1));
    expect(english[0]!.slice(0, 4)).toEqual(['Number', 'Order ID', 'Date', 'Status']);
    expect(english[1]!.slice(3, 4)).toEqual(['Paid']);
    expect(english[1]![14]).toBe('Teclado mecánico (EN)');
  });

  it('writes each line of an order on its own row', async () => {
    const mixed = placed[3]!;
    const rows = parseCsv((await exportCsv(`q=%23${mixed.number}`)).body.slice(1)).slice(1);
    expect(rows.map((row) => [row[0], row[13], row[17], row[19]])).toEqual([
      [mixed.number, '1', 'USD', '19.99'],
      [mixed.number, '2', 'ARS', '15000.50'],
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula (= + - @ tab CR)', async () => {
    const product = await newProduct(10, 'USD', '=HYPERLINK("http://x.test","clic")');
    const sneaky = await newUser('user', '+cmd|calc');
    const order = await place(sneaky.token, [{ productId: product, quantity: 1 }]);
    await ctx.db.kysely.updateTable('users').set({ name: '@SUM(A1)' }).where('email', '=', sneaky.email).execute();
    const [, row] = parseCsv((await exportCsv(`q=%23${order.number}`)).body.slice(1));
    expect(row![4]).toBe("'@SUM(A1)");
    expect(row![14]).toBe('\'=HYPERLINK("http://x.test","clic")');
    for (const start of ['-2+3', '\tx', '\rx', '+cmd|calc']) {
      await ctx.db.kysely.updateTable('users').set({ name: start }).where('email', '=', sneaky.email).execute();
      const [, again] = parseCsv((await exportCsv(`q=%23${order.number}`)).body.slice(1));
      expect(again![4], JSON.stringify(start)).toBe(`'${start}`);
    }
  });

  it('answers a shopper 403, a guest 401 and a wrong filter 400', async () => {
    expect((await exportCsv('', 'es', buyerAna.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(401);
    expect((await exportCsv('status=perdido')).statusCode).toBe(400);
  });
});

describe('a status move while orders hold the catalogue version (PostgreSQL)', () => {
  const after = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms));

  // Orders take the version row until they commit (modules/products/stock.ts). A move that keeps
  // the order counted writes none of the day's rows (migration 028), so it need not queue behind
  // them; a cancel writes them, and waits for the version as an order does. SQLite's writers take
  // turns whatever is locked.
  it.runIf(testDialect === 'postgres')('does not wait for them, unless it cancels', async () => {
    const order = await place(buyerBeto.token, [{ productId: usdProduct, quantity: 1 }]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = ctx.db.kysely.transaction().execute(async (trx) => {
      await trx.selectFrom('meta').select('key').where('key', '=', CATALOGUE_VERSION_KEY).forUpdate().execute();
      holding();
      await released;
    });
    try {
      await held;
      const moved = await Promise.race([change(order.id, { status: 'preparing' }), after(5_000)]);
      expect(moved === 'waited' ? moved : moved.statusCode).toBe(200);
      const cancel = change(order.id, { status: 'cancelled', reason: 'Sin stock en el depósito' });
      expect(await Promise.race([cancel.then(() => 'answered' as const), after(500)])).toBe('waited');
      release();
      expect((await cancel).statusCode).toBe(200);
    } finally {
      release();
      await holder;
    }
  });
});
