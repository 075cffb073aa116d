import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { createUser } from '../src/modules/users/service';
import { enqueueMail } from '../src/modules/mail/outbox';
import { smtpTransport } from '../src/modules/mail/transport';
import { MailWorker } from '../src/modules/mail/worker';
import { createTestContext, loginAs, testDialect, type TestContext } from './context';
import { newBuyer, newProduct, outboxRows, startSmtp, type TestSmtp } from './mail-helpers';
import { readMail } from './mime';

/**
 * E-mails (issue 22): written into the outbox in the transaction of what they report, sent
 * after the commit by a worker into DATA_DIR/outbox or to a real SMTP server, retried with
 * backoff, and never sent twice by two workers.
 */

let ctx: TestContext;
let smtp: TestSmtp;
let adminToken: string;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  smtp = await startSmtp();
  await createUser(ctx.db, { name: 'Staff', email: 'staff@tienda.test', password: 'Staff1!x', role: 'admin' });
  adminToken = await loginAs(ctx.app, { email: 'staff@tienda.test', password: 'Staff1!x' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const placeOrder = (token: string, productId: string, quantity: number, language = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: { items: [{ productId, quantity }] },
  });

const smtpWorker = (db: Db, options: Partial<ConstructorParameters<typeof MailWorker>[0]> = {}) =>
  new MailWorker({
    db,
    transport: smtpTransport(smtp.url),
    from: 'Tienda Tech <no-reply@tienda.test>',
    leaseMs: 60_000,
    log: silent,
    ...options,
  });

describe(`the outbox list for staff (${testDialect})`, () => {
  it('is there in development and absent in production', async () => {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(listed.statusCode).toBe(200);
    const production = await createTestContext({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      await createUser(production.db, {
        name: 'Staff',
        email: 'staff@tienda.test',
        password: 'Staff1!x',
        role: 'admin',
      });
      const token = await loginAs(production.app, { email: 'staff@tienda.test', password: 'Staff1!x' });
      const absent = await production.app.inject({
        method: 'GET',
        url: '/api/admin/mail-outbox',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(absent.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe(`the order's confirmation e-mail (${testDialect})`, () => {
  it("is written in the order's transaction, in the language the account ordered in", async () => {
    const buyer = await newBuyer(ctx, 'Ana Compradora');
    const product = await newProduct(ctx, 5);
    const before = (await outboxRows(ctx)).length;
    const response = await placeOrder(buyer.token, product, 2, 'en');
    expect(response.statusCode).toBe(201);
    const order = response.json<{ id: string }>();
    const rows = (await outboxRows(ctx)).slice(before);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: 'order-confirmation',
      to_address: buyer.email,
      language: 'en',
      status: 'pending',
    });
    expect(row!.subject).toBe(`We received your order ${order.id.slice(0, 8).toUpperCase()}`);
    expect(row!.text_body).toContain('Hi Ana Compradora,');
    expect(row!.text_body).toContain('- Test headphones: 2 × AR$ 1,500.50 = AR$ 3,001.00');
    expect(row!.text_body).toContain('Total: AR$ 3,001.00');
    expect(row!.text_body).toContain(`/mis-pedidos/${order.id}`);
    expect(row!.html_body).toContain('Test headphones');
    expect(row!.html_body).not.toMatch(/<img|<script|src=|url\(/i);
    const account = await ctx.db.kysely
      .selectFrom('users')
      .select('language')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(account.language).toBe('en');

    const spanish = await placeOrder(buyer.token, product, 1, 'es');
    expect(spanish.statusCode).toBe(201);
    const [again] = (await outboxRows(ctx)).slice(before + 1);
    expect(again!.language).toBe('es');
    expect(again!.subject).toMatch(/^Recibimos tu pedido [0-9A-F]{8}$/);
    expect(again!.text_body).toContain('Hola, Ana Compradora:');
    expect(again!.text_body).toContain('Total: AR$ 1.500,50');
  });

  it('states the one amount charged, the lines plus the delivery, as its total', async () => {
    const buyer = await newBuyer(ctx, 'Ana Envío');
    const product = await newProduct(ctx, 5);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        recipient: 'Ana Envío',
        street: 'Av. Santa Fe',
        number: '1234',
        city: 'Palermo',
        province: 'AR-C',
        postalCode: 'C1425ABC',
        phone: '+54 11 4567-8901',
      },
    });
    expect(added.statusCode).toBe(201);
    const before = (await outboxRows(ctx)).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'es' },
      payload: {
        items: [{ productId: product, quantity: 1 }],
        delivery: { option: 'express', addressId: added.json<{ id: string }>().id },
      },
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json<{ total: { cents: number }; delivery: { cents: number } }>();
    expect(placed.delivery.cents).toBeGreaterThan(0);
    const [row] = (await outboxRows(ctx)).slice(before);
    const total = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2 }).format(placed.total.cents / 100);
    expect(placed.total.cents).toBe(150_050 + placed.delivery.cents);
    expect(row!.text_body).toContain(`Total: AR$ ${total}`);
    expect(row!.text_body).not.toContain('Total: AR$ 1.500,50');
    // Who receives it, and where, as the order's page shows them.
    expect(row!.text_body).toContain(
      'Dirección de entrega: Ana Envío, Av. Santa Fe 1234, C1425ABC Palermo, Ciudad Autónoma de Buenos Aires',
    );
  });

  it('is not written when the order is refused (and nothing else is)', async () => {
    const buyer = await newBuyer(ctx);
    const product = await newProduct(ctx, 1);
    const before = await outboxRows(ctx);
    const response = await placeOrder(buyer.token, product, 3);
    expect(response.statusCode).toBe(409);
    expect(await outboxRows(ctx)).toEqual(before);
  });
});

describe(`the worker (${testDialect})`, () => {
  it('writes each due mail into DATA_DIR/outbox as one .eml with a text and an HTML part, once', async () => {
    const due = (await outboxRows(ctx)).filter((row) => row.status === 'pending');
    expect(due.length).toBeGreaterThan(0);
    expect(await ctx.app.mailWorker.runOnce()).toBe(due.length);
    expect(await ctx.app.mailWorker.runOnce()).toBe(0);
    const folder = join(ctx.config.dataDir, 'outbox');
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(due.length);
    const first = due[0]!;
    const mail = readMail(readFileSync(join(folder, `${String(first.id).padStart(10, '0')}.eml`), 'utf8'));
    expect(mail.subject).toBe(first.subject);
    expect(mail.headers.get('to')).toBe(first.to_address);
    expect(mail.headers.get('message-id')).toMatch(new RegExp(`^<outbox-${first.id}@`));
    expect(mail.text).toContain('Test headphones');
    expect(mail.html).toContain('<html lang="en">');
    const rows = await outboxRows(ctx);
    for (const row of rows.filter((r) => due.some((d) => d.id === r.id))) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lease_owner: null });
      expect(row.sent_at).not.toBeNull();
    }
  });

  it('sends to a real SMTP server', async () => {
    const buyer = await newBuyer(ctx, 'Bruno');
    const response = await placeOrder(buyer.token, await newProduct(ctx, 2), 1);
    expect(response.statusCode).toBe(201);
    const worker = smtpWorker(ctx.db);
    const before = smtp.received.length;
    expect(await worker.runOnce()).toBe(1);
    worker.close();
    const [mail] = smtp.received.slice(before);
    expect(mail!.headers.get('to')).toBe(buyer.email);
    expect(mail!.subject).toMatch(/^Recibimos tu pedido /);
    expect(mail!.text).toContain('Hola, Bruno:');
    expect(mail!.html).toContain('¡Gracias por tu compra!');
  });

  it('retries after a failing SMTP server with a doubling wait, and gives up after the last attempt', async () => {
    let clock = new Date('2026-11-20T12:00:00.000Z');
    const worker = smtpWorker(ctx.db, { now: () => clock, retryBaseMs: 1_000, maxAttempts: 4 });
    const mail = {
      kind: 'test',
      to: 'retry@tienda.test',
      language: 'es' as const,
      subject: 'Reintento',
      text: 'hola',
      html: '<p>hola</p>',
    };
    await enqueueMail(ctx.db.kysely, mail, clock);
    const row = async () => (await outboxRows(ctx)).find((r) => r.to_address === 'retry@tienda.test')!;
    const before = smtp.received.length;

    smtp.refuse = 2;
    expect(await worker.runOnce()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-11-20T12:00:01.000Z' });
    expect((await row()).last_error).toMatch(/451/);
    expect(await worker.runOnce()).toBe(0); // not due yet
    expect((await row()).attempts).toBe(1);
    clock = new Date('2026-11-20T12:00:01.000Z');
    expect(await worker.runOnce()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: '2026-11-20T12:00:03.000Z' });
    clock = new Date('2026-11-20T12:00:03.000Z');
    expect(await worker.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(['Reintento']);

    await enqueueMail(ctx.db.kysely, { ...mail, to: 'never@tienda.test', subject: 'Nunca' }, clock);
    smtp.refuse = 100;
    for (let attempt = 0; attempt < 6; attempt++) {
      await worker.runOnce();
      clock = new Date(clock.getTime() + 60_000);
    }
    smtp.refuse = 0;
    const given = (await outboxRows(ctx)).find((r) => r.to_address === 'never@tienda.test')!;
    expect(given).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await worker.runOnce()).toBe(0);
    worker.close();
  });

  it('two workers on two connections, claiming at once, send 30 mails exactly once each', async () => {
    for (let n = 0; n < 30; n++) {
      await enqueueMail(ctx.db.kysely, {
        kind: 'test',
        to: `race${n}@tienda.test`,
        language: 'es',
        subject: `Carrera ${n}`,
        text: 'hola',
        html: '<p>hola</p>',
      });
    }
    const second =
      ctx.db.dialect === 'postgres'
        ? openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! }, { pgSchema: ctx.db.pgSchema! })
        : openDatabase(ctx.config.database);
    const before = smtp.received.length;
    const one = smtpWorker(ctx.db, { owner: 'one', batch: 5 });
    const two = smtpWorker(second, { owner: 'two', batch: 5 });
    const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
    one.close();
    two.close();
    await second.close();
    expect(a + b).toBe(30);
    const subjects = smtp.received.slice(before).map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = (await outboxRows(ctx)).filter((r) => r.to_address.startsWith('race'));
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });
});

describe(`status changes (${testDialect})`, () => {
  it("write 'shipped' (with its tracking) and 'cancelled' mails in the buyer's language with the change; a refused change writes none", async () => {
    const buyer = await newBuyer(ctx, 'Carla');
    const product = await newProduct(ctx, 5);
    const orderId = async () => (await placeOrder(buyer.token, product, 1, 'en')).json<{ id: string }>().id;
    const change = (id: string, body: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'es' },
        payload: body,
      });
    const shippedId = await orderId();
    const cancelledId = await orderId();
    const before = (await outboxRows(ctx)).length;
    expect((await change(shippedId, { status: 'delivered' })).statusCode).toBe(409);
    expect(await outboxRows(ctx)).toHaveLength(before);
    // Preparing tells the buyer nothing; shipping tells the carrier and the code.
    expect((await change(shippedId, { status: 'preparing' })).statusCode).toBe(200);
    expect(await outboxRows(ctx)).toHaveLength(before);
    const shipped = await change(shippedId, {
      status: 'shipped',
      carrier: 'Correo Argentino',
      trackingCode: 'CA123456789AR',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await change(cancelledId, { status: 'cancelled', reason: 'Pedido duplicado' })).statusCode).toBe(200);
    const rows = (await outboxRows(ctx)).slice(before);
    expect(rows.map((r) => [r.kind, r.language, r.to_address])).toEqual([
      ['order-shipped', 'en', buyer.email],
      ['order-cancelled', 'en', buyer.email],
    ]);
    expect(rows[0]!.subject).toBe(`Your order ${shippedId.slice(0, 8).toUpperCase()} is on its way`);
    expect(rows[0]!.text_body).toContain('Correo Argentino');
    expect(rows[0]!.text_body).toContain('CA123456789AR');
    expect(rows[1]!.subject).toBe(`Your order ${cancelledId.slice(0, 8).toUpperCase()} was cancelled`);
  });

  it("write 'ready for pickup' with where to collect it and the hours, in the buyer's language; picked up writes none", async () => {
    const buyer = await newBuyer(ctx, 'Rita');
    const product = await newProduct(ctx, 5);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'es' },
      payload: { items: [{ productId: product, quantity: 1 }], delivery: { option: 'pickup' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: string }>().id;
    const change = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
        payload: { status },
      });
    const before = (await outboxRows(ctx)).length;
    expect((await change('preparing')).statusCode).toBe(200);
    expect((await change('ready_for_pickup')).statusCode).toBe(200);
    expect((await change('picked_up')).statusCode).toBe(200);
    const rows = (await outboxRows(ctx)).slice(before);
    expect(rows.map((r) => [r.kind, r.language, r.to_address])).toEqual([
      ['order-ready-for-pickup', 'es', buyer.email],
    ]);
    expect(rows[0]!.subject).toBe(`Tu pedido ${id.slice(0, 8).toUpperCase()} está listo para retirar`);
    // The shop's pickup point (the documented defaults) and its hours, in text and HTML.
    for (const body of [rows[0]!.text_body, rows[0]!.html_body]) {
      expect(body).toContain('Dónde retirarlo');
      expect(body).toContain('Av. Corrientes 1234');
      expect(body).toContain('Horario de retiro: Lunes a viernes de 10 a 18 h');
    }
    expect(rows[0]!.html_body).not.toMatch(/<img|<script|src=/i);
  });
});

describe(`an order's mails for staff (${testDialect})`, () => {
  const mailsOf = (id: string, token = adminToken, language = 'es') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/mails`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  type Listed = {
    mails: { kind: string; to: string; language: string; subject: string; status: string; sentAt: string | null }[];
  };

  it("lists what its buyer was told, oldest first, and whether it went; only that order's, only for staff", async () => {
    const buyer = await newBuyer(ctx, 'Ofelia');
    const product = await newProduct(ctx, 5);
    const placed = (await placeOrder(buyer.token, product, 1, 'en')).json<{ id: string }>();
    // Another order of the same buyer, whose mails are not this one's.
    const other = (await placeOrder(buyer.token, product, 1, 'en')).json<{ id: string }>();

    const queued = await mailsOf(placed.id);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.headers['cache-control']).toBe('no-store');
    expect(queued.json<Listed>().mails).toEqual([
      expect.objectContaining({
        kind: 'order-confirmation',
        to: buyer.email,
        language: 'en',
        status: 'pending',
        sentAt: null,
      }),
    ]);

    await ctx.app.mailWorker.runOnce();
    const change = (body: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${placed.id}/status`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: body,
      });
    expect((await change({ status: 'preparing' })).statusCode).toBe(200);
    expect((await change({ status: 'shipped', carrier: 'Andreani', trackingCode: 'AND-778899' })).statusCode).toBe(200);
    const listed = (await mailsOf(placed.id)).json<Listed>().mails;
    expect(listed.map((mail) => [mail.kind, mail.status])).toEqual([
      ['order-confirmation', 'sent'],
      ['order-shipped', 'pending'],
    ]);
    expect(listed[0]!.sentAt).not.toBeNull();
    expect(listed[1]!.subject).toBe(`Your order ${placed.id.slice(0, 8).toUpperCase()} is on its way`);
    expect((await mailsOf(other.id)).json<Listed>().mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);

    // The buyer reads their order, but not what staff see of its mails.
    expect((await mailsOf(placed.id, buyer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/mails` })).statusCode).toBe(401);
  });

  describe('sent again', () => {
    const resend = (orderId: string, mailId: string, token = adminToken, language = 'es') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/mails/${mailId}/resend`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    type Entry = { id: string; kind: string; to: string; language: string; subject: string; status: string };
    const confirmedOrder = async () => {
      const buyer = await newBuyer(ctx, 'Remedios');
      const placed = (await placeOrder(buyer.token, await newProduct(ctx, 5), 1, 'en')).json<{ id: string }>();
      const [confirmation] = (await mailsOf(placed.id)).json<{ mails: Entry[] }>().mails;
      return { buyer, orderId: placed.id, confirmation: confirmation! };
    };

    it('writes a copy word for word to the same address, lists it with the order and records who sent it', async () => {
      const { buyer, orderId, confirmation } = await confirmedOrder();
      await ctx.app.mailWorker.runOnce();

      const copy = await resend(orderId, confirmation.id);
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json<Entry>()).toMatchObject({
        kind: 'order-confirmation',
        to: buyer.email,
        language: 'en',
        subject: confirmation.subject,
        status: 'pending',
      });
      expect(copy.json<Entry>().id).not.toBe(confirmation.id);
      expect((await mailsOf(orderId)).json<{ mails: Entry[] }>().mails.map((mail) => mail.status)).toEqual([
        'sent',
        'pending',
      ]);
      const [original, again] = (await outboxRows(ctx)).filter((row) => row.order_id === orderId);
      expect(again!.text_body).toBe(original!.text_body);
      expect(again!.html_body).toBe(original!.html_body);

      // The worker sends it like any other mail.
      await ctx.app.mailWorker.runOnce();
      expect((await mailsOf(orderId)).json<{ mails: Entry[] }>().mails.map((mail) => mail.status)).toEqual([
        'sent',
        'sent',
      ]);
      const recorded = await ctx.db.kysely
        .selectFrom('audit_entries')
        .selectAll()
        .where('kind', '=', 'order.mailResent')
        .where('subject_id', '=', orderId)
        .execute();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ actor_email: 'staff@tienda.test', area: 'order' });
      expect(JSON.parse(recorded[0]!.after_values!)).toEqual({ subject: confirmation.subject, to: buyer.email });
    });

    it("refuses a second copy while one is still waiting to go out, in the caller's language", async () => {
      const { orderId, confirmation } = await confirmedOrder();
      // The confirmation itself has not gone yet.
      const early = await resend(orderId, confirmation.id, adminToken, 'en');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'ORDER_MAIL_WAITING', message: expect.stringMatching(/waiting/) });
      await ctx.app.mailWorker.runOnce();
      expect((await resend(orderId, confirmation.id)).statusCode).toBe(201);
      const again = await resend(orderId, confirmation.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ORDER_MAIL_WAITING', message: expect.stringMatching(/esperando/) });
      expect((await outboxRows(ctx)).filter((row) => row.order_id === orderId)).toHaveLength(2);
    });

    it('writes one copy when several requests ask at once', async () => {
      // Several rounds: one round can pass by luck, its requests happening to run one after another.
      for (let round = 0; round < 5; round++) {
        const { orderId, confirmation } = await confirmedOrder();
        await ctx.app.mailWorker.runOnce();
        const answers = await Promise.all(Array.from({ length: 8 }, () => resend(orderId, confirmation.id)));
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
        expect((await outboxRows(ctx)).filter((row) => row.order_id === orderId)).toHaveLength(2);
      }
    });

    it("answers 404 for a mail that is not the order's, whatever its id looks like, and only staff may ask", async () => {
      const { buyer, orderId, confirmation } = await confirmedOrder();
      const other = await confirmedOrder();
      const foreign = await resend(orderId, other.confirmation.id, adminToken, 'en');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ORDER_MAIL_NOT_FOUND', message: expect.stringMatching(/e-mail/) });
      for (const mailId of ['0', 'abc', '1.5', '-1', '99999999999', `${confirmation.id}%00`, '2147483648']) {
        const answer = await resend(orderId, mailId);
        expect(answer.statusCode, mailId).toBe(404);
        expect(answer.json(), mailId).toMatchObject({ code: 'ORDER_MAIL_NOT_FOUND' });
      }
      const missingOrder = await resend('6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f', confirmation.id);
      expect(missingOrder.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      expect((await resend(`${orderId}%00`, confirmation.id)).statusCode).toBe(404);
      expect((await resend(orderId, confirmation.id, buyer.token)).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/mails/${confirmation.id}/resend` }))
          .statusCode,
      ).toBe(401);
      expect((await outboxRows(ctx)).filter((row) => row.order_id === orderId)).toHaveLength(1);
    });
  });

  it("answers 404 for an order that does not exist, whatever its id looks like, in the caller's language", async () => {
    const missing = await mailsOf('6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f', adminToken, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: expect.stringMatching(/order/i) });
    // A NUL byte (PostgreSQL refuses it in text) or any malformed id names no order.
    for (const id of ['no-es-un-id', `6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f%00`]) {
      expect((await mailsOf(id)).statusCode, id).toBe(404);
    }
  });
});
