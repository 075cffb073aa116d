import Fastify from 'fastify';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, categorySlug } from '@shop/domain';
import { seoRoutes } from '../src/modules/seo';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, testDialect, type TestContext } from './context';

/** robots.txt and the sitemap: every public page in both languages, current as products change. */

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_BASE_URL: 'https://tienda.example.com' } });
  const admin = { name: 'Administradora', email: 'seo-admin@tienda.test', password: 'Admin-2026!' };
  await createUser(ctx.db, { ...admin, role: 'admin' });
  token = await loginAs(ctx.app, admin);
});
afterAll(async () => ctx?.close());

const pictureFolders = () => ({ uploadsDir: ctx.config.uploadsDir, previewsDir: join(ctx.config.dataDir, 'previews') });
const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const productIds = async () =>
  (await ctx.db.kysely.selectFrom('products').select(['id', 'updated_at']).execute()).map((row) => row.id);

describe(`robots.txt and the sitemap (${testDialect})`, () => {
  it('robots.txt keeps crawlers out of the private pages and names the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/mi-cuenta', '/mis-pedidos', '/carrito', '/auth', '/restablecer'])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).not.toMatch(/Disallow: \/\s*$/m);
    expect(response.body).toContain('Sitemap: https://tienda.example.com/sitemap.xml');
  });

  it('lists the home, the catalogue, each category and every product, in Spanish and in English', async () => {
    const response = await ctx.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const addresses = locs(response.body);
    const ids = await productIds();
    expect(ids.length).toBeGreaterThan(40);
    const origin = 'https://tienda.example.com';
    const expected = [
      '/',
      '/productos',
      ...CATEGORIES.map((category) => `/productos?category=${categorySlug(category)}`),
      ...ids.map((id) => `/producto/${id}`),
    ].flatMap((path) => [origin + path, `${origin}${path}${path.includes('?') ? '&amp;' : '?'}lng=en`]);
    expect(addresses.sort()).toEqual(expected.sort());
    // Each address names its twin in the other language and the default.
    const first = ids[0]!;
    const entry = response.body
      .split('<url>')
      .find((part) => part.startsWith(`<loc>${origin}/producto/${first}</loc>`))!;
    expect(entry).toContain(`hreflang="es" href="${origin}/producto/${first}"`);
    expect(entry).toContain(`hreflang="en" href="${origin}/producto/${first}?lng=en"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/producto/${first}"`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  });

  it('follows the catalogue: a new product is listed at once with its date, a deleted one leaves', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Monitor del sitemap',
        description: 'Un monitor nuevo para el mapa del sitio',
        brand: 'Acme',
        basePrice: 1000,
        currency: 'ARS',
        stock: 3,
        category: 'Monitores',
        images: ['/uploads/test/a.webp'],
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const listed = await ctx.app.inject('/sitemap.xml');
    expect(locs(listed.body)).toContain(`https://tienda.example.com/producto/${id}`);
    const stored = await ctx.db.kysely
      .selectFrom('products')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(listed.body).toContain(
      `<loc>https://tienda.example.com/producto/${id}</loc><lastmod>${stored.updated_at}</lastmod>`,
    );

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const after = await ctx.app.inject('/sitemap.xml');
    expect(after.body).not.toContain(id);
  });

  it('past the limit of addresses per file, answers an index of files that together list every address once', async () => {
    // The same routes on the same database with a limit of 10 addresses per file (5 pages).
    const small = Fastify();
    await small.register(seoRoutes, {
      ...pictureFolders(),
      db: ctx.db,
      publicBaseUrl: 'https://tienda.example.com',
      sitemapMaxAddresses: 10,
    });
    try {
      const whole = locs((await ctx.app.inject('/sitemap.xml')).body);
      const index = await small.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex');
      const files = locs(index.body);
      expect(files.length).toBe(Math.ceil(whole.length / 10));
      const listed: string[] = [];
      for (const file of files) {
        const answer = await small.inject(file.replace('https://tienda.example.com', ''));
        expect(answer.statusCode).toBe(200);
        const addresses = locs(answer.body);
        expect(addresses.length).toBeLessThanOrEqual(10);
        listed.push(...addresses);
      }
      expect(listed.sort()).toEqual([...whole].sort());
      for (const missing of [`/sitemaps/${files.length + 1}.xml`, '/sitemaps/0.xml', '/sitemaps/x.xml'])
        expect((await small.inject(missing)).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('without a public address, uses the one the request came to', async () => {
    const local = Fastify();
    await local.register(seoRoutes, { ...pictureFolders(), db: ctx.db, publicBaseUrl: undefined });
    try {
      const robots = await local.inject({ url: '/robots.txt', headers: { host: 'shop.local:3000' } });
      expect(robots.body).toContain('Sitemap: http://shop.local:3000/sitemap.xml');
    } finally {
      await local.close();
    }
  });
});
