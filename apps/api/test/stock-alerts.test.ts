import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * Back-in-stock alerts (POST /api/products/:id/stock-alerts): what is refused (nothing stored),
 * a repeat that changes nothing, and the one mail per waiting address, in its language, written to
 * the outbox by whichever write raises the stock from none (the product save, the bulk change,
 * the CSV import), with an unsubscribe link that works without signing in. Both databases.
 */

let ctx: TestContext;
let token: string;
const ORIGIN = 'https://tienda.example.com';
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { PUBLIC_BASE_URL: ORIGIN } });
  const admin = { name: 'Administradora', email: 'admin@avisos.test', password: 'Admin-2026!' };
  await createUser(ctx.db, { ...admin, role: 'admin' });
  token = await loginAs(ctx.app, admin);
});
afterAll(async () => ctx?.close());

async function product(name: string, stock: number): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(),
    payload: {
      name,
      name_en: `${name} (EN)`,
      description: 'Descripción',
      brand: 'Acme',
      basePrice: 10,
      currency: 'USD',
      stock,
      category: 'Accesorios',
      images: ['/uploads/test/a.webp'],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

const ask = (productId: string, payload: unknown, language = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    headers: { 'accept-language': language },
    payload: payload as object,
  });

const alertsOf = (productId: string) =>
  ctx.db.kysely.selectFrom('stock_alerts').selectAll().where('product_id', '=', productId).orderBy('seq').execute();

const mailsTo = (to: string) =>
  ctx.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'stock-alert')
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

const setStock = async (id: string, stock: number) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: auth(),
    payload: { stock },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe(`asking for a back-in-stock alert (${testDialect})`, () => {
  it("takes a guest's address with consent; a repeat answers 200 and stores nothing more", async () => {
    const soldOut = await product('Auriculares agotados', 0);
    const first = await ask(soldOut.id, { email: '  Ana@Ejemplo.com ', consent: true });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ productId: soldOut.id, email: 'ana@ejemplo.com', created: true });
    const again = await ask(soldOut.id, { email: 'ana@ejemplo.com', consent: true }, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false });
    const stored = await alertsOf(soldOut.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'ana@ejemplo.com', language: 'es', base_url: ORIGIN, closed_at: null });
  });

  it("refuses, in the caller's language and storing nothing: a bad address, no consent, an unknown product, one in stock", async () => {
    const soldOut = await product('Teclado agotado', 0);
    const inStock = await product('Teclado con stock', 4);
    const cases: [string, unknown, number, string, string][] = [
      [soldOut.id, { email: 'no-es-un-correo', consent: true }, 400, 'es', 'correo electrónico válido'],
      [soldOut.id, { email: 'not an e-mail@x', consent: true }, 400, 'en', 'valid e-mail address'],
      [soldOut.id, { email: 'ana@ejemplo.com' }, 400, 'es', 'acepta que te escribamos'],
      [soldOut.id, { email: 'ana@ejemplo.com', consent: false }, 400, 'en', 'agree that we e-mail'],
      [
        '00000000-0000-4000-8000-000000000000',
        { email: 'ana@ejemplo.com', consent: true },
        404,
        'es',
        'Producto no encontrado',
      ],
      ['no-es-un-id', { email: 'ana@ejemplo.com', consent: true }, 404, 'en', 'Product not found'],
      [inStock.id, { email: 'ana@ejemplo.com', consent: true }, 409, 'es', 'ya tiene stock'],
      [inStock.id, { email: 'ana@ejemplo.com', consent: true }, 409, 'en', 'is in stock'],
    ];
    for (const [id, payload, status, language, text] of cases) {
      const response = await ask(id, payload, language);
      expect(response.statusCode, `${JSON.stringify(payload)} ${language}`).toBe(status);
      expect(JSON.stringify(response.json()), response.body).toContain(text);
    }
    expect(await alertsOf(soldOut.id)).toEqual([]);
    expect(await alertsOf(inStock.id)).toEqual([]);
  });

  it('refuses an 11th alert within the hour for one address (429, nothing stored); other addresses go on', async () => {
    const products = await Promise.all(Array.from({ length: 11 }, (_, n) => product(`Agotado ${n}`, 0)));
    for (const item of products.slice(0, 10))
      expect((await ask(item.id, { email: 'muchos@ejemplo.com', consent: true })).statusCode).toBe(201);
    const refused = await ask(products[10]!.id, { email: 'MUCHOS@ejemplo.com', consent: true }, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('too many alerts') });
    expect(await alertsOf(products[10]!.id)).toEqual([]);
    // A repeat of one already waiting is no new alert: still answered.
    expect((await ask(products[0]!.id, { email: 'muchos@ejemplo.com', consent: true })).statusCode).toBe(200);
    expect((await ask(products[10]!.id, { email: 'otra@ejemplo.com', consent: true })).statusCode).toBe(201);
  });

  it('holds the limit when one address asks for 30 products at once: 10 stored, 20 refused', async () => {
    const products = await Promise.all(Array.from({ length: 30 }, (_, n) => product(`A la vez ${n}`, 0)));
    const answers = await Promise.all(
      products.map((item) => ask(item.id, { email: 'rafaga@ejemplo.com', consent: true })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
    const stored = await ctx.db.kysely
      .selectFrom('stock_alerts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', 'rafaga@ejemplo.com')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });
});

describe(`the restock that tells each waiting address once (${testDialect})`, () => {
  it('a product save from 0 to 3: one mail per address in its language, HTML and text, with the links; alerts closed', async () => {
    const soldOut = await product('Monitor agotado', 0);
    await ask(soldOut.id, { email: 'es@ejemplo.com', consent: true }, 'es');
    await ask(soldOut.id, { email: 'en@ejemplo.com', consent: true }, 'en');
    await setStock(soldOut.id, 3);

    const [spanish] = await mailsTo('es@ejemplo.com');
    const [english] = await mailsTo('en@ejemplo.com');
    expect(spanish).toMatchObject({
      language: 'es',
      subject: 'Monitor agotado volvió a estar disponible',
      status: 'pending',
    });
    expect(english).toMatchObject({ language: 'en', subject: 'Monitor agotado (EN) is back in stock' });
    const alerts = await alertsOf(soldOut.id);
    expect(alerts.map((alert) => alert.closed_reason)).toEqual(['notified', 'notified']);
    for (const [mail, alert, link] of [
      [spanish!, alerts[0]!, `${ORIGIN}/producto/${soldOut.id}`],
      [english!, alerts[1]!, `${ORIGIN}/producto/${soldOut.id}?lng=en`],
    ] as const) {
      const unsubscribe = `${ORIGIN}/avisos-de-stock/baja?token=${alert.token}`;
      for (const body of [mail.text_body, mail.html_body]) {
        expect(body).toContain(link);
        expect(body).toContain(unsubscribe);
      }
      // No remote images or scripts.
      expect(mail.html_body).not.toMatch(/<img|<script|src=/i);
    }
    expect(spanish!.text_body).toContain('Nos pediste que te avisáramos');

    // Later raises, and a sell-out and return without new requests, tell no one again.
    await setStock(soldOut.id, 5);
    await setStock(soldOut.id, 0);
    await setStock(soldOut.id, 2);
    expect(await mailsTo('es@ejemplo.com')).toHaveLength(1);
    expect(await mailsTo('en@ejemplo.com')).toHaveLength(1);
  });

  it('the bulk stock change and the CSV import raise stock through the same save, and tell the waiting', async () => {
    const viaBulk = await product('Parlante agotado', 0);
    const viaCsv = await product('Mouse agotado', 0);
    await ask(viaBulk.id, { email: 'bulk@ejemplo.com', consent: true });
    await ask(viaCsv.id, { email: 'csv@ejemplo.com', consent: true }, 'en');
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: auth(),
      payload: { field: 'stock', mode: 'amount', value: '4', products: [{ id: viaBulk.id, version: viaBulk.version }] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await mailsTo('bulk@ejemplo.com')).toHaveLength(1);

    const csv = [
      'id,name,name_en,brand,category,price,currency,stock,stock_at_export',
      `${viaCsv.id},Mouse agotado,Mouse agotado (EN),Acme,Accesorios,10.00,USD,7,0`,
    ].join('\r\n');
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: auth(),
      payload: { csv },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [mail] = await mailsTo('csv@ejemplo.com');
    expect(mail).toMatchObject({ language: 'en', subject: 'Mouse agotado (EN) is back in stock' });
    expect((await alertsOf(viaCsv.id))[0]).toMatchObject({ closed_reason: 'notified' });
  });
  it("a cancelled order's returned units raise the stock from none and tell the waiting, once", async () => {
    const lastOne = await product('Cargador agotado', 1);
    const buyer = { name: 'Compradora', email: 'compradora@avisos.test', password: 'Compradora1!' };
    await createUser(ctx.db, buyer);
    const buyerAuth = { authorization: `Bearer ${await loginAs(ctx.app, buyer)}` };
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyerAuth, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: lastOne.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await ask(lastOne.id, { email: 'espera@ejemplo.com', consent: true })).statusCode).toBe(201);

    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${(placed.json() as { id: string }).id}/cancel`,
        headers: buyerAuth,
      });
    expect((await cancel()).statusCode).toBe(200);
    // A second cancel returns nothing more, and so tells no one again.
    expect((await cancel()).statusCode).toBeGreaterThanOrEqual(400);
    expect(await mailsTo('espera@ejemplo.com')).toHaveLength(1);
    expect((await alertsOf(lastOne.id))[0]).toMatchObject({ closed_reason: 'notified' });
  });

  it('a restock wakes the mail worker at once (not on its next poll), which sends the alert', async () => {
    const soldOut = await product('Tablet agotada', 0);
    await ask(soldOut.id, { email: 'pronto@ejemplo.com', consent: true });
    const worker = ctx.app.mailWorker;
    const nudge = vi.spyOn(worker, 'nudge');
    worker.start();
    try {
      const before = nudge.mock.calls.length;
      await setStock(soldOut.id, 2);
      // The product write's answer nudges this process's worker (the hook runs after the commit).
      await vi.waitFor(() => expect(nudge.mock.calls.length).toBeGreaterThan(before));
      await vi.waitFor(async () => expect((await mailsTo('pronto@ejemplo.com'))[0]?.status).toBe('sent'), {
        timeout: 10_000,
      });
    } finally {
      await worker.stop();
      nudge.mockRestore();
    }
  });
});

describe(`unsubscribing without signing in (${testDialect})`, () => {
  it('the link asks first (changing nothing), then the form closes every open alert of the address', async () => {
    const [one, two] = [await product('Cámara agotada', 0), await product('Tablet agotada', 0)];
    await ask(one.id, { email: 'baja@ejemplo.com', consent: true }, 'en');
    await ask(two.id, { email: 'baja@ejemplo.com', consent: true }, 'en');
    const [alert] = await alertsOf(one.id);
    const url = `/avisos-de-stock/baja?token=${alert!.token}`;

    const question = await ctx.app.inject({ method: 'GET', url });
    expect(question.statusCode).toBe(200);
    expect(question.headers['content-type']).toMatch(/^text\/html/);
    expect(question.body).toContain('<html lang="en">');
    expect(question.body).toContain('We will no longer e-mail baja@ejemplo.com');
    // A page, not a mail: no 'you receive this e-mail' line.
    expect(question.body).not.toContain('You receive this e-mail');
    expect((await alertsOf(two.id))[0]!.closed_at).toBeNull();
    // The same page in Spanish, through its language link.
    const spanish = await ctx.app.inject({ method: 'GET', url: `${url}&lng=es` });
    expect(spanish.body).toContain('Ya no te escribiremos a baja@ejemplo.com');

    const done = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('you are unsubscribed');
    expect((await alertsOf(one.id))[0]).toMatchObject({ closed_reason: 'unsubscribed' });
    expect((await alertsOf(two.id))[0]).toMatchObject({ closed_reason: 'unsubscribed' });
    // Restocking now tells no one.
    await setStock(two.id, 1);
    expect(await mailsTo('baja@ejemplo.com')).toEqual([]);

    for (const [language, text] of [
      ['es', 'no es válido'],
      ['en', 'is not valid'],
    ]) {
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: '/avisos-de-stock/baja?token=no-existe-este-token',
        headers: { 'accept-language': language! },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(text);
    }
  });
});
