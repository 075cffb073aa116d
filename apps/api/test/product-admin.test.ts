import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage, Product, ShopSettings } from '@shop/domain';
import { LOW_STOCK_THRESHOLD, type StaffProductPage } from '@shop/domain/product-admin';
import { createUser } from '../src/modules/users/service';
import { sql } from 'kysely';
import { countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * The staff product list (filters, sorts, missing English), bulk price and stock changes (all
 * or nothing, exact), the CSV export (neutralised cells) and the CSV import (every row checked
 * first; a wrong last row leaves every product as it was). Runs on SQLite and PostgreSQL.
 */

let ctx: TestContext;
let token: string;
let userToken: string;

const auth = () => ({ authorization: `Bearer ${token}` });

const base = {
  description: 'Descripción',
  description_en: 'Description',
  brand: 'Acme',
  currency: 'ARS',
  category: 'Laptops',
  images: ['/uploads/test/a.webp'],
  specifications: {},
  advantages: [],
};

async function create(fields: Record<string, unknown>): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(),
    payload: { ...base, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

const list = async (query: string, headers: Record<string, string> = auth()) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/products?${query}`, headers });
  return response;
};
const page = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffProductPage;
};
/** The newest audit entries the admin sees (products and orders), newest first. */
const audit = async (count: number): Promise<AuditEntry[]> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?area=product', headers: auth() });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditPage).entries.slice(0, count);
};
const auditCount = () => countRows(ctx.db, 'audit_entries');
const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;

let empty: Product;
let low: Product;
let plenty: Product;
let untranslated: Product;
let usd: Product;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const admin = { name: 'Administradora', email: 'admin@lista.test', password: 'Admin-2026!' };
  await createUser(ctx.db, { ...admin, role: 'admin' });
  token = await loginAs(ctx.app, admin);
  const shopper = { name: 'Cliente', email: 'cliente@lista.test', password: 'Cliente-2026!' };
  await createUser(ctx.db, shopper);
  userToken = await loginAs(ctx.app, shopper);
  empty = await create({ name: 'Agotado Zeta', name_en: 'Sold out Zeta', basePrice: 100, stock: 0 });
  low = await create({ name: 'Bajo Alfa', name_en: 'Low Alpha', basePrice: 19.99, stock: LOW_STOCK_THRESHOLD });
  plenty = await create({
    name: 'Mucho Beta',
    name_en: 'Plenty Beta',
    basePrice: 1234.56,
    stock: 50,
    category: 'Monitores',
    brand: 'Samsung',
  });
  // Spanish only: its name, an advantage and a worded specification lack English.
  untranslated = await create({
    name: 'Sin traducir',
    description_en: '',
    basePrice: 10,
    stock: 7,
    advantages: ['Ligera'],
    specifications: { battery: 'Larga duración', weight: 1.2 },
  });
  usd = await create({ name: 'Dólar', name_en: 'Dollar', basePrice: 5, currency: 'USD', stock: 3 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/products', () => {
  it('answers every product with its picture, stock, English gaps and version, newest first', async () => {
    const answer = await page('');
    expect(answer.total).toBe(5);
    expect(answer.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD);
    expect(answer.products.map((row) => row.id)).toEqual([usd.id, untranslated.id, plenty.id, low.id, empty.id]);
    const row = answer.products.find((product) => product.id === untranslated.id)!;
    expect(row).toMatchObject({ name: 'Sin traducir', stock: 7, version: 1, category: 'Laptops' });
    expect(row.image).toMatch(/\/uploads\/test\/a\.webp$/);
    // Name, description, the advantage and the worded specification; the number needs none.
    expect(row.missingEnglish).toBe(4);
  });

  it('filters by stock level: out, low (1 to the threshold) and in', async () => {
    expect((await page('stock=out')).products.map((row) => row.id)).toEqual([empty.id]);
    expect((await page('stock=low')).products.map((row) => row.id)).toEqual([usd.id, low.id]);
    expect((await page('stock=in')).products.map((row) => row.id)).toEqual([untranslated.id, plenty.id]);
  });

  it("follows the low-stock threshold saved in the shop's settings, not the built-in one", async () => {
    const saveThreshold = async (threshold: number) => {
      const got = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth() });
      expect(got.statusCode).toBe(200);
      const { exchangeRatesSetOn: _d, updatedAt: _u, version: _v, ...values } = got.json() as ShopSettings;
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: auth(),
        payload: { ...values, lowStockThreshold: threshold },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await saveThreshold(LOW_STOCK_THRESHOLD + 5);
    try {
      const answer = await page('stock=low');
      expect(answer.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD + 5);
      // 'Sin traducir' (7 units) is low now; only 'Mucho Beta' (50) is in stock.
      expect(answer.products.map((row) => row.id)).toEqual([usd.id, untranslated.id, low.id]);
      expect((await page('stock=in')).products.map((row) => row.id)).toEqual([plenty.id]);
      const csv = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/products/export.csv?stock=low',
        headers: auth(),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Sin traducir');
      await saveThreshold(2);
      expect((await page('stock=low')).products.map((row) => row.id)).toEqual([]);
    } finally {
      await saveThreshold(LOW_STOCK_THRESHOLD);
    }
  });

  it("filters 'missing English', and a save that completes the English takes the product out", async () => {
    expect((await page('missingEnglish=true')).products.map((row) => row.id)).toEqual([untranslated.id]);
    expect((await page('missingEnglish=false')).total).toBe(4);
    const other = await create({ name: 'Traducible', description_en: '', basePrice: 1, stock: 1 });
    expect((await page('missingEnglish=true')).total).toBe(2);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${other.id}`,
      headers: auth(),
      payload: { name_en: 'Translatable', description_en: 'Now in English' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('missingEnglish=true')).products.map((row) => row.id)).toEqual([untranslated.id]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${other.id}`, headers: auth() });
  });

  it('filters by category, brand (any case) and search words without accents', async () => {
    expect((await page('category=Monitores')).products.map((row) => row.id)).toEqual([plenty.id]);
    expect((await page('brand=samsung')).products.map((row) => row.id)).toEqual([plenty.id]);
    expect((await page('search=dolar')).products.map((row) => row.id)).toEqual([usd.id]);
    expect((await page('category=Laptops&stock=out')).products.map((row) => row.id)).toEqual([empty.id]);
  });

  it('sorts by name in the caller’s language, by price within each currency, by stock and by date', async () => {
    const names = (await page('sort=name')).products.map((row) => row.name);
    expect(names).toEqual(['Agotado Zeta', 'Bajo Alfa', 'Dólar', 'Mucho Beta', 'Sin traducir']);
    const english = (await (
      await list('sort=name', { ...auth(), 'accept-language': 'en' })
    ).json()) as StaffProductPage;
    expect(english.products.map((row) => row.name_en || row.name)).toEqual([
      'Dollar',
      'Low Alpha',
      'Plenty Beta',
      'Sin traducir',
      'Sold out Zeta',
    ]);
    expect((await page('sort=price')).products.map((row) => row.id)).toEqual([
      untranslated.id,
      low.id,
      empty.id,
      plenty.id,
      usd.id,
    ]);
    expect((await page('sort=stock_desc')).products.map((row) => row.stock)).toEqual([50, 7, 5, 3, 0]);
    expect((await page('sort=oldest')).products[0]!.id).toBe(empty.id);
  });

  it('pages', async () => {
    const second = await page('sort=stock&limit=2&page=2');
    expect(second.total).toBe(5);
    expect(second.products.map((row) => row.stock)).toEqual([5, 7]);
  });

  it('refuses an unknown stock level, sort or flag with 400 naming the field, in the caller’s language', async () => {
    const response = await list('stock=some', { ...auth(), 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('stock');
    expect(response.json().details[0].message).toBe('The stock level must be out, low or in');
    expect((await list('sort=price_up')).statusCode).toBe(400);
    expect((await list('missingEnglish=yes')).statusCode).toBe(400);
    expect((await list('category=Televisores')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', { authorization: `Bearer ${userToken}` })).statusCode).toBe(403);
  });
});

/** A shopper's paid order for `quantity` of a product (its stock and version move). */
async function sell(id: string, quantity: number): Promise<void> {
  const sale = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${userToken}` },
    payload: { items: [{ productId: id, quantity }], delivery: { option: 'pickup' } },
  });
  expect(sale.statusCode, sale.body).toBe(201);
}

/** Takes a product a test made out of the catalogue, so that the others' counts hold. */
const remove = async (id: string) =>
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: auth() })).statusCode).toBe(
    200,
  );

const bulk = (payload: unknown, headers: Record<string, string> = auth()) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers, payload: payload as object });

describe('POST /api/admin/products/bulk', () => {
  it('raises three prices by 10 % exactly, to the cent, each product at its previewed version', async () => {
    const chosen = [await read(low.id), await read(plenty.id), await read(usd.id)];
    const response = await bulk({
      field: 'price',
      mode: 'percent',
      value: '10',
      products: chosen.map(({ id, version }) => ({ id, version })),
    });
    expect(response.statusCode, response.body).toBe(200);
    // 19.99 → 21.989 → 21.99; 1234.56 → 1358.016 → 1358.02; 5 → 5.5
    expect((response.json() as Product[]).map((product) => product.basePrice)).toEqual([21.99, 1358.02, 5.5]);
    expect((await read(plenty.id)).basePrice).toBe(1358.02);
    expect((await read(plenty.id)).version).toBe(chosen[1]!.version + 1);
    // Each product changed is in the audit under the staff member who applied the change.
    const entries = (await audit(3)).reverse();
    expect(entries.map((entry) => [entry.kind, entry.subjectId, entry.actor.email])).toEqual(
      chosen.map(({ id }) => ['product.update', id, 'admin@lista.test']),
    );
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ basePrice: 19.99 }, { basePrice: 21.99 }],
      [{ basePrice: 1234.56 }, { basePrice: 1358.02 }],
      [{ basePrice: 5 }, { basePrice: 5.5 }],
    ]);
  });

  it('changes stock by a fixed amount, and refuses a result below zero, naming the product, storing nothing', async () => {
    const before = [await read(empty.id), await read(plenty.id)];
    const refused = await bulk(
      { field: 'stock', mode: 'amount', value: '-3', products: before.map(({ id, version }) => ({ id, version })) },
      { ...auth(), 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_BULK_OUT_OF_RANGE', details: [{ path: 'body.products.0' }] });
    expect((await read(plenty.id)).stock).toBe(50);
    const entries = await auditCount();

    const added = await bulk({
      field: 'stock',
      mode: 'amount',
      value: '+4',
      products: before.map(({ id, version }) => ({ id, version })),
    });
    expect(added.statusCode).toBe(200);
    expect([(await read(empty.id)).stock, (await read(plenty.id)).stock]).toEqual([4, 54]);
    // The refused change left no entry; the applied one, one per product.
    expect(await auditCount()).toBe(entries + 2);
    expect((await audit(1))[0]).toMatchObject({ subjectId: plenty.id, before: { stock: 50 }, after: { stock: 54 } });
  });

  it('refuses the whole change with 412 when one product changed since the preview', async () => {
    const a = await read(low.id);
    const b = await read(untranslated.id);
    const response = await bulk({
      field: 'price',
      mode: 'amount',
      value: '1',
      products: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version + 1 },
      ],
    });
    expect(response.statusCode).toBe(412);
    expect(response.json().details[0].path).toBe('body.products.1');
    expect((await read(low.id)).basePrice).toBe(a.basePrice);
  });

  // An order's transaction holds the product's row from its stock write to its commit. Stock
  // changed by an amount applies whatever sales did (bulkStillApplies), so a bulk of that one
  // product must wait for the order and add to what it left, not save over the version it read
  // before the order committed (412). SQLite's writers take turns whatever is locked.
  it.runIf(testDialect === 'postgres')(
    'adds stock to a single product while an order holding its row commits: applied over the sale',
    async () => {
      const product = await create({ name: 'Carrera Delta', name_en: 'Race Delta', basePrice: 40, stock: 10 });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const order = ctx.db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ stock: sql<number>`stock - 3`, version: sql<number>`version + 1` })
          .where('id', '=', product.id)
          .execute();
        holding();
        await released;
      });
      try {
        await held;
        const added = bulk({
          field: 'stock',
          mode: 'amount',
          value: '4',
          products: [{ id: product.id, version: product.version }],
        });
        // Long enough for the bulk to read the row and reach its write.
        await new Promise((resolve) => setTimeout(resolve, 300));
        release();
        await order;
        const response = await added;
        expect(response.statusCode, response.body).toBe(200);
        expect((await read(product.id)).stock).toBe(11);
      } finally {
        release();
        await order;
      }
      await remove(product.id);
    },
  );

  it('applies a price change staff previewed though a sale moved the stock since; refuses one whose price moved', async () => {
    const previewed = await create({ name: 'Venta Gamma', name_en: 'Sale Gamma', basePrice: 300, stock: 20 });
    await sell(previewed.id, 2);
    expect((await read(previewed.id)).version).toBeGreaterThan(previewed.version);
    const one = { id: previewed.id, version: previewed.version, from: previewed.basePrice };
    // An older client that sends no `from`: the version alone, which the sale moved.
    const versionOnly = await bulk({
      field: 'price',
      mode: 'amount',
      value: '1',
      products: [{ ...one, from: undefined }],
    });
    expect(versionOnly.statusCode).toBe(412);
    const applied = await bulk({ field: 'price', mode: 'amount', value: '1', products: [one] });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await read(previewed.id);
    expect([after.basePrice, after.stock]).toEqual([previewed.basePrice + 1, previewed.stock - 2]);
    // The same preview again: the price is no longer the one staff saw.
    const stale = await bulk({
      field: 'price',
      mode: 'amount',
      value: '1',
      products: [{ ...one, version: after.version }],
    });
    expect(stale.statusCode).toBe(412);
    expect((await read(previewed.id)).basePrice).toBe(after.basePrice);
    await remove(previewed.id);
  });

  it('adds stock by an amount to the stock as it is when it applies, whatever sold since the preview', async () => {
    const previewed = await create({ name: 'Venta Delta', name_en: 'Sale Delta', basePrice: 300, stock: 20 });
    await sell(previewed.id, 3);
    const received = await bulk({
      field: 'stock',
      mode: 'amount',
      value: '10',
      products: [{ id: previewed.id, version: previewed.version, from: previewed.stock }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await read(previewed.id)).stock).toBe(previewed.stock - 3 + 10);
    // A percentage of the stock is of the stock staff saw: refused once a sale moved it.
    const percent = await bulk({
      field: 'stock',
      mode: 'percent',
      value: '10',
      products: [{ id: previewed.id, version: previewed.version, from: previewed.stock }],
    });
    expect(percent.statusCode).toBe(412);
    await remove(previewed.id);
  });

  it('refuses a malformed value or product list with 400 naming the field', async () => {
    const product = await read(low.id);
    const one = [{ id: product.id, version: product.version }];
    const fractional = await bulk({ field: 'stock', mode: 'amount', value: '1.5', products: one });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().details[0].path).toContain('value');
    expect((await bulk({ field: 'price', mode: 'percent', value: 'diez', products: one })).statusCode).toBe(400);
    expect((await bulk({ field: 'price', mode: 'percent', value: '10', products: [] })).statusCode).toBe(400);
    expect((await bulk({ field: 'price', mode: 'percent', value: '10', products: [...one, ...one] })).statusCode).toBe(
      400,
    );
    expect((await bulk({ field: 'price', mode: 'percent', value: '10', products: one }, {})).statusCode).toBe(401);
  });
});

const exportCsv = async (query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/export.csv?${query}`,
    headers: auth(),
  });
  expect(response.statusCode).toBe(200);
  return response;
};
const importCsv = (csv: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: auth(), payload: { csv } });

describe('CSV export and import', () => {
  it('exports the filtered list as text/csv with a header, exact decimals and formulas neutralised', async () => {
    const formula = await create({ name: '=HYPERLINK("x")', brand: '@marca', basePrice: 1, stock: 1 });
    const response = await exportCsv('sort=oldest');
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,name_en,brand,category,price,currency,stock,stock_at_export');
    expect(lines).toHaveLength(7);
    expect(lines.find((line) => line.startsWith(plenty.id))).toContain(',1358.02,ARS,54,54');
    expect(lines.at(-1)).toBe(`${formula.id},"'=HYPERLINK(""x"")",,'@marca,Laptops,1.00,ARS,1,1`);
    expect((await exportCsv('stock=out')).body.trim().split('\r\n')).toHaveLength(1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${formula.id}`, headers: auth() });
  });

  it('imports what it exported, changed, through the same save as the form', async () => {
    const csv = (await exportCsv('category=Monitores')).body.replace(',1358.02,ARS,54,54', ',1400.00,ARS,60,54');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    const stored = await read(plenty.id);
    expect([stored.basePrice, stored.stock, stored.specifications]).toEqual([1400, 60, {}]);
    expect((await audit(1))[0]).toMatchObject({
      kind: 'product.update',
      subjectId: plenty.id,
      actor: { email: 'admin@lista.test', role: 'admin' },
      before: { basePrice: 1358.02, stock: 54 },
      after: { basePrice: 1400, stock: 60 },
    });
  });

  it('applies nothing when the last row is wrong, and names that row and its column', async () => {
    const before = await page('sort=oldest&limit=100');
    const entries = await auditCount();
    const lines = (await exportCsv('sort=oldest')).body.trim().split('\r\n');
    const changed = lines.map((line, index) => (index === 0 ? line : line.replace(/,(\d+),(\d+)$/, ',999,$2')));
    const bad = changed.at(-1)!.split(',');
    bad[5] = '-5';
    changed[changed.length - 1] = bad.slice(0, 9).join(',');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...auth(), 'accept-language': 'en' },
      payload: { csv: changed.join('\r\n') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_IMPORT_INVALID',
      message: `Row ${lines.length} has an invalid value in “price”`,
    });
    expect(await page('sort=oldest&limit=100')).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it('moves the stock by what the file changed, so units sold since the export stay sold', async () => {
    const tablet = await create({ name: 'Tableta Gamma', basePrice: 300, stock: 10, category: 'Tablets' });
    const exported = (await exportCsv('category=Tablets')).body;
    expect(exported).toContain(',300.00,ARS,10,10');
    const sold = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${userToken}`, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: tablet.id, quantity: 3 }] },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const imported = async (cells: string) => {
      const response = await importCsv(exported.replace(',300.00,ARS,10,10', cells));
      expect(response.statusCode, response.body).toBe(200);
      return read(tablet.id);
    };
    // The price changed, the stock not: it stays at what the sale left, not the file's 10.
    expect(await imported(',280.00,ARS,10,10')).toMatchObject({ basePrice: 280, stock: 7 });
    // Two broken units counted off the exported 10: taken from the 7 left.
    expect((await imported(',280.00,ARS,8,10')).stock).toBe(5);
    // Set to none: none, never below.
    expect((await imported(',280.00,ARS,0,10')).stock).toBe(0);
    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${tablet.id}`, headers: auth() });
  });

  it('refuses a formula, a wrong header, an unknown id and an absurd price, naming row and field', async () => {
    const header = 'id,name,name_en,brand,category,price,currency,stock,stock_at_export';
    const row = (fields: Partial<Record<string, string>>) =>
      [plenty.id, 'Mucho Beta', '', 'Samsung', 'Monitores', '1400.00', 'ARS', '60', '60']
        .map((cell, index) => fields[header.split(',')[index]!] ?? cell)
        .join(',');
    const refusal = async (csv: string) => {
      const response = await importCsv(csv);
      expect(response.statusCode).toBe(400);
      return response.json().details[0].path as string;
    };
    expect(await refusal(`${header}\r\n${row({ name: '=1+1' })}`)).toBe('csv.2.name');
    expect(await refusal(`id,nombre\r\n${row({})}`)).toBe('csv.1.header');
    expect(await refusal(`${header}\r\n${row({ id: '00000000-0000-4000-8000-000000000000' })}`)).toBe('csv.2.id');
    expect(await refusal(`${header}\r\n${row({})}\r\n${row({ price: '99999999999999' })}`)).toBe('csv.3.price');
    expect(await refusal(`${header}\r\n${row({ stock: '1.5' })}`)).toBe('csv.2.stock');
    expect(await refusal(`${header}\r\n${row({ category: 'Televisores' })}`)).toBe('csv.2.category');
    expect(await refusal(`${header}\r\n${row({ stock_at_export: '' })}`)).toBe('csv.2.stock_at_export');
    // A file of the columns before stock_at_export: its stock could not say what changed.
    expect(await refusal(`${header.replace(',stock_at_export', '')}\r\n${row({}).replace(/,60$/, '')}`)).toBe(
      'csv.1.header',
    );
    expect((await read(plenty.id)).stock).toBe(60);
  });
});
