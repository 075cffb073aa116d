import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage, Product, PublicUser, ShopSettings } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * The record of who changed what (issue 23): every staff change writes its entry in the change's
 * own transaction (a refused or failed change leaves none), superadmins read every area with
 * filters, admins the product and order areas only, and no route changes an entry.
 */

let ctx: TestContext;
let admin: string;
let superadmin: string;
let buyer: string;
let adminId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  extra = {},
) => ctx.app.inject({ method, url, headers: { ...auth(token), ...extra }, ...(payload ? { payload } : {}) });

const product = {
  name: 'Teclado registrado',
  description: 'Un teclado para el registro',
  brand: 'Acme',
  basePrice: 15000,
  currency: 'ARS',
  stock: 8,
  category: 'accesorios',
  images: ['/uploads/test/a.webp'],
};

async function log(token = superadmin, query = ''): Promise<AuditPage> {
  const response = await call('GET', `/api/admin/audit${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditPage;
}
const latest = async () => (await log()).entries[0]!;

async function placeOrder(productId: string): Promise<string> {
  const placed = await call(
    'POST',
    '/api/orders',
    buyer,
    { items: [{ productId, quantity: 1 }] },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { id: string }).id;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  admin = await loginAs(ctx.app, DEMO);
  superadmin = await loginAs(ctx.app, SUPERADMIN);
  await createUser(ctx.db, { name: 'Compradora', email: 'compradora@registro.test', password: 'Compradora1!' });
  buyer = await loginAs(ctx.app, { email: 'compradora@registro.test', password: 'Compradora1!' });
  adminId = (
    await ctx.db.kysely.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => ctx?.close());

describe(`the record of staff changes (${testDialect})`, () => {
  let productId: string;

  it('records a product created, with who and what', async () => {
    const created = await call('POST', '/api/products', admin, product);
    expect(created.statusCode).toBe(201);
    productId = (created.json() as Product).id;
    expect(await latest()).toMatchObject({
      kind: 'product.create',
      area: 'product',
      actor: { id: adminId, email: DEMO.email, role: 'admin' },
      subjectId: productId,
      subjectLabel: 'Teclado registrado',
      before: null,
      after: { name: 'Teclado registrado', basePrice: 15000, currency: 'ARS', stock: 8 },
    });
  });

  it('records a price and stock change as the changed fields before and after, and nothing for a stale save', async () => {
    const saved = await call(
      'PUT',
      `/api/products/${productId}`,
      admin,
      { basePrice: 16500.5, stock: 3 },
      { 'if-match': 'W/"v1"' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({ kind: 'product.update', subjectId: productId });
    expect(entry.before).toEqual({ basePrice: 15000, stock: 8 });
    expect(entry.after).toEqual({ basePrice: 16500.5, stock: 3 });

    const entries = await countRows(ctx.db, 'audit_entries');
    const stale = await call('PUT', `/api/products/${productId}`, admin, { stock: 1 }, { 'if-match': 'W/"v1"' });
    expect(stale.statusCode).toBe(412);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);
  });

  it('records an order status change by staff, and none for a refused jump or a shopper cancelling', async () => {
    const orderId = await placeOrder(productId);
    const entries = await countRows(ctx.db, 'audit_entries');
    const jump = await call('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'delivered' });
    expect(jump.statusCode).toBe(409);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);

    expect((await call('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'preparing' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'order.status',
      area: 'order',
      subjectId: orderId,
      before: { status: 'paid' },
      after: { status: 'preparing' },
    });
    const shipped = await call('PATCH', `/api/orders/${orderId}/status`, superadmin, {
      status: 'shipped',
      carrier: 'Andreani',
      trackingCode: 'AN-123',
    });
    expect(shipped.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      actor: { email: SUPERADMIN.email, role: 'superadmin' },
      before: { status: 'preparing' },
      after: { status: 'shipped', carrier: 'Andreani', tracking_code: 'AN-123' },
    });

    const own = await placeOrder(productId);
    const before = await countRows(ctx.db, 'audit_entries');
    expect((await call('POST', `/api/orders/${own}/cancel`, buyer)).statusCode).toBe(200);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(before);
  });

  it('leaves no entry when the change fails after its entry was written, and the order as it was', async () => {
    const orderId = await placeOrder(productId);
    expect((await call('PATCH', `/api/orders/${orderId}/status`, admin, { status: 'preparing' })).statusCode).toBe(200);
    const entries = await countRows(ctx.db, 'audit_entries');
    // The shipped mail is written after the entry, in the same transaction: without its table it fails.
    await ctx.db.kysely.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
    try {
      const failed = await call('PATCH', `/api/orders/${orderId}/status`, admin, {
        status: 'shipped',
        carrier: 'OCA',
        trackingCode: 'OCA-1',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.db.kysely.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
    }
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);
    const order = await ctx.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('preparing');
  });

  it('records a product deleted, and nothing for an unknown one', async () => {
    const entries = await countRows(ctx.db, 'audit_entries');
    expect((await call('DELETE', `/api/products/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);
    const doomed = (
      await call('POST', '/api/products', admin, { ...product, name: 'Mouse a borrar' })
    ).json() as Product;
    expect((await call('DELETE', `/api/products/${doomed.id}`, admin)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'product.delete',
      subjectId: doomed.id,
      subjectLabel: 'Mouse a borrar',
      before: { name: 'Mouse a borrar', stock: 8 },
      after: null,
    });
  });

  it('records role, status and account changes, and nothing for a refused one', async () => {
    const target = await createUser(ctx.db, {
      name: 'Empleada',
      email: 'empleada@registro.test',
      password: 'Empleada1!',
    });
    expect(
      (await call('PATCH', '/api/auth/users/update-role', superadmin, { userId: target.id, newRole: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'user.role',
      area: 'user',
      subjectId: target.id,
      subjectLabel: 'empleada@registro.test',
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect((await call('PATCH', '/api/auth/users/toggle-status', superadmin, { userId: target.id })).statusCode).toBe(
      200,
    );
    expect(await latest()).toMatchObject({ kind: 'user.status', before: { active: true }, after: { active: false } });

    const entries = await countRows(ctx.db, 'audit_entries');
    const self = (await call('GET', '/api/auth/users', superadmin)).json() as PublicUser[];
    const me = self.find((user) => user.email === SUPERADMIN.email)!;
    const refused = await call('PATCH', '/api/auth/users/update-role', superadmin, { userId: me._id, newRole: 'user' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);

    expect((await call('DELETE', `/api/auth/users/${target.id}`, superadmin)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      kind: 'user.delete',
      subjectLabel: 'empleada@registro.test',
      before: { email: 'empleada@registro.test', role: 'admin' },
      after: null,
    });
  });

  it('shows admins the product and order entries only, superadmins every area', async () => {
    const everything = await log(superadmin);
    expect(everything.areas).toEqual(['product', 'order', 'settings', 'user']);
    expect(new Set(everything.entries.map((entry) => entry.area))).toEqual(new Set(['product', 'order', 'user']));
    const adminView = await log(admin);
    expect(adminView.areas).toEqual(['product', 'order']);
    expect(adminView.entries.length).toBeGreaterThan(0);
    expect(adminView.entries.every((entry) => ['product', 'order'].includes(entry.area))).toBe(true);
    for (const area of ['user', 'settings']) {
      const refused = await call('GET', `/api/admin/audit?area=${area}`, admin, undefined, { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as { message: string }).message).toMatch(/superadmin/);
    }
    expect((await call('GET', '/api/admin/audit', buyer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('filters by person, area and day, newest first, 25 a page', async () => {
    const byAdmin = await log(superadmin, `?actor=${adminId}`);
    expect(byAdmin.entries.every((entry) => entry.actor.id === adminId)).toBe(true);
    expect(byAdmin.people.map((person) => person.email)).toEqual(
      expect.arrayContaining([DEMO.email, SUPERADMIN.email]),
    );
    const orders = await log(superadmin, '?area=order');
    expect(orders.entries.map((entry) => entry.kind)).toEqual(orders.entries.map(() => 'order.status'));
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(superadmin, `?from=${today}&to=${today}`)).total).toBe((await log()).total);
    expect((await log(superadmin, '?to=2000-01-01')).total).toBe(0);
    const times = (await log()).entries.map((entry: AuditEntry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    // 30 more entries: two pages of 25 that neither overlap nor skip.
    for (let i = 0; i < 30; i += 1) {
      await call('PUT', `/api/products/${productId}`, admin, { stock: 100 + i });
    }
    const first = await log(superadmin, '?area=product&page=1');
    const second = await log(superadmin, '?area=product&page=2');
    expect(first.entries).toHaveLength(25);
    expect(first.total).toBe(first.entries.length + second.entries.length);
    expect(first.entries[0]!.after).toEqual({ stock: 129 });
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);

    for (const query of ['?page=0', '?from=ayer', '?area=everything', '?to=2026-13-45']) {
      const response = await call('GET', `/api/admin/audit${query}`, superadmin);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('has no route that changes or removes an entry', async () => {
    const entries = await countRows(ctx.db, 'audit_entries');
    const { id } = (await log()).entries[0]!;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`]) {
        expect((await call(method, url, superadmin, {})).statusCode).toBe(404);
      }
    }
    expect(await countRows(ctx.db, 'audit_entries')).toBe(entries);
  });

  it('records of a settings save only the values that really changed, however a number is written', async () => {
    const got = await call('GET', '/api/admin/settings', superadmin);
    expect(got.statusCode).toBe(200);
    const { exchangeRatesSetOn: _d, updatedAt: _u, version: _v, ...values } = got.json() as ShopSettings;
    const sent = structuredClone(values);
    // The same amounts written otherwise: trailing zeros, and a rate with decimals of nothing.
    sent.freeDeliveryThreshold = `${values.freeDeliveryThreshold}.00`.replace(/(\.\d+)\.00$/, '$10');
    sent.zones.amba.standard.cost = `${values.zones.amba.standard.cost}.0`.replace(/(\.\d+)\.0$/, '$1');
    sent.lowStockThreshold = values.lowStockThreshold + 7;
    const saved = await call('PUT', '/api/admin/settings', superadmin, sent);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({ kind: 'settings.update', area: 'settings', subjectId: null });
    expect(entry.before).toEqual({ lowStockThreshold: values.lowStockThreshold });
    expect(entry.after).toEqual({ lowStockThreshold: values.lowStockThreshold + 7 });

    // A real change of an amount is recorded, as the form wrote it.
    const again = structuredClone(sent);
    again.zones.amba.standard.cost = '1234.5';
    expect((await call('PUT', '/api/admin/settings', superadmin, again)).statusCode).toBe(200);
    const second = await latest();
    expect(Object.keys(second.after ?? {})).toEqual(['zones.amba.standard.cost']);
    expect(second.after).toEqual({ 'zones.amba.standard.cost': '1234.5' });
  });
});
