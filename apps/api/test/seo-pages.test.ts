import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, productRow, testDialect, type TestContext } from './context';

// The storefront's pages rendered by the web app's real server entry (apps/web/src/entry-server.tsx,
// compiled on the fly as the build would), on the test database: what search engines and link
// previews read in a page's head, and the pictures they fetch.
const webRoot = mkdtempSync(join(tmpdir(), 'shop-web-seo-'));
const web = join(import.meta.dirname, '../../web');
const ORIGIN = 'https://tienda.example.com';

let ctx: TestContext;

interface SeededProduct {
  id: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  brand: string;
  category: string;
  basePrice: number;
  currency: string;
  stock: number;
  images: string[];
  variantType: string;
}

beforeAll(async () => {
  mkdirSync(join(webRoot, 'dist'));
  mkdirSync(join(webRoot, 'dist-server'));
  writeFileSync(join(webRoot, 'dist', 'index.html'), readFileSync(join(web, 'index.html')));
  writeFileSync(
    join(webRoot, 'dist-server', 'entry-server.js'),
    `export * from ${JSON.stringify(join(web, 'src/entry-server.tsx'))};`,
  );
  ctx = await createTestContext({ env: { WEB_DIST_DIR: join(webRoot, 'dist'), PUBLIC_BASE_URL: ORIGIN } });
  // The first render of each kind of page compiles its modules, which can outlast the server's
  // render deadline (the shell is sent then): wait for each kind to have rendered once.
  const [first] = await seededProducts();
  for (const url of ['/', '/productos', `/producto/${first!.id}`]) {
    for (let attempt = 0; attempt < 120; attempt++) {
      if ((await get(url)).body.includes('rel="canonical"')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const withoutOrigin = (address: string) => address.slice(ORIGIN.length);
const unescapeAttribute = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** What a page's head says to search engines and link previews. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      unescapeAttribute(m[2]!),
    ]),
  );
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1]!,
      unescapeAttribute(m[2]!),
    ]),
  );
  const data = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: canonical && unescapeAttribute(canonical),
    alternates,
    meta,
    data,
    // Structured data belongs in the head only: the browser's bundle carries none.
    dataInBody: html.slice(html.indexOf('</head>')).includes('application/ld+json'),
  };
}

/**
 * schema.org `Product` as search engines read it (Google's product snippet and merchant listing
 * documentation): what it must have, and what it should.
 */
const PRODUCT_REQUIRED = ['name', 'image', 'offers.price', 'offers.priceCurrency'] as const;
const PRODUCT_RECOMMENDED = [
  'description',
  'sku',
  'brand.name',
  'category',
  'url',
  'offers.url',
  'offers.availability',
  'offers.itemCondition',
  'offers.seller.name',
] as const;

const field = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const seededProducts = async () => (await get('/api/products?limit=100')).json<SeededProduct[]>();

describe(`what the rendered pages tell search engines (${testDialect})`, () => {
  it("every seeded product's page, in both languages, carries a complete schema.org Product with its offer", async () => {
    const products = await seededProducts();
    expect(products.length).toBeGreaterThan(40);
    for (const product of products) {
      for (const language of ['es', 'en'] as const) {
        const path = `/producto/${product.id}${language === 'en' ? '?lng=en' : ''}`;
        const response = await get(path);
        expect(response.statusCode, path).toBe(200);
        const head = readHead(response.body);
        expect(head.dataInBody, path).toBe(false);
        const found = head.data.filter((entry) => entry['@type'] === 'Product');
        expect(found, path).toHaveLength(1);
        const data = found[0]!;
        expect(data['@context']).toBe('https://schema.org');
        for (const name of [...PRODUCT_REQUIRED, ...PRODUCT_RECOMMENDED]) {
          const value = field(data, name);
          expect(value, `${path}: ${name}`).toBeDefined();
          expect(value, `${path}: ${name}`).not.toBe('');
        }
        expect(data.name).toBe(language === 'en' && product.name_en ? product.name_en : product.name);
        expect(data.description).toBe(
          language === 'en' && product.description_en ? product.description_en : product.description,
        );
        expect(data.sku).toBe(product.id);
        expect(field(data, 'brand.name')).toBe(product.brand);
        const images = data.image as string[];
        expect(images).toEqual(product.images.map((image) => new URL(image, ORIGIN).href));
        for (const image of images) expect(image).toMatch(/^https:\/\/tienda\.example\.com\//);
        expect(data.url).toBe(head.canonical);
        const offers = data.offers as Record<string, unknown>;
        expect(offers['@type']).toBe('Offer');
        expect(offers.url).toBe(head.canonical);
        expect(offers.priceCurrency).toBe(product.currency);
        expect(offers.price).toMatch(/^\d+\.\d\d$/);
        // A model sells at its price; a configurable product at its default configuration's.
        if (product.variantType === 'MODEL') expect(offers.price).toBe(product.basePrice.toFixed(2));
        expect(offers.availability).toBe(
          product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        );
        expect(offers.itemCondition).toBe('https://schema.org/NewCondition');
        expect(offers.seller).toMatchObject({ '@type': 'Organization', name: 'TechStore', url: `${ORIGIN}/` });
        // No reviews yet: no rating is claimed.
        expect(data.aggregateRating).toBeUndefined();

        // The same product in the link preview tags.
        expect(head.meta['og:type']).toBe('product');
        expect(head.meta['og:url']).toBe(head.canonical);
        expect(head.meta['og:title']).toBe(unescapeAttribute(head.title!));
        expect(head.meta['og:image']).toBe(`${ORIGIN}/og/product/${product.id}.jpg`);
        expect(head.meta['twitter:card']).toBe('summary_large_image');
        expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
        expect(head.meta['og:locale']).toBe(language === 'en' ? 'en_US' : 'es_ES');
        expect(head.meta['og:locale:alternate']).toBe(language === 'en' ? 'es_ES' : 'en_US');
        expect(head.meta['product:price:amount']).toBe(offers.price);

        // The trail above it, each step by its absolute address in the page's language.
        const trail = head.data.find((entry) => entry['@type'] === 'BreadcrumbList');
        const items = (trail?.itemListElement ?? []) as { position: number; item: string; name: string }[];
        expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
        expect(items[0]!.item).toBe(`${ORIGIN}/${language === 'en' ? '?lng=en' : ''}`);
        expect(items[1]!.item).toBe(
          `${ORIGIN}/productos?category=${product.category.toLowerCase()}${language === 'en' ? '&lng=en' : ''}`,
        );
        expect(items[2]).toMatchObject({ item: head.canonical, name: data.name });
      }
    }
  }, 180_000);

  it('the sitemap parsed: every address answers 200, names itself canonical, and has the alternates the sitemap gives it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const entries = [...sitemap.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => {
      const xml = m[1]!.replace(/&amp;/g, '&');
      return {
        loc: /<loc>([^<]+)<\/loc>/.exec(xml)![1]!,
        alternates: Object.fromEntries(
          [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!]),
        ),
      };
    });
    const products = await seededProducts();
    expect(entries.length).toBe((products.length + 2 + 5) * 2);
    for (const { loc, alternates } of entries) {
      const response = await get(withoutOrigin(loc));
      expect(response.statusCode, loc).toBe(200);
      const head = readHead(response.body);
      expect(head.canonical, loc).toBe(loc);
      expect(head.alternates, loc).toEqual(alternates);
      expect(Object.keys(alternates).sort()).toEqual(['en', 'es', 'x-default']);
      // The document's language is the address's, whatever the visitor's browser prefers.
      expect(head.lang, loc).toBe(loc.includes('lng=en') ? 'en' : 'es');
    }
  }, 180_000);

  it('canonical and alternates follow decision 0008 in both languages, whatever language the visitor arrives in', async () => {
    for (const [url, headers, language, canonical] of [
      ['/', {}, 'es', `${ORIGIN}/`],
      ['/?lng=en', {}, 'en', `${ORIGIN}/?lng=en`],
      // Without ?lng=en an English browser gets the page in English, but the address is the Spanish
      // page's (what a crawler gets there): its canonical is itself, as Lighthouse's audit wants.
      ['/', { 'accept-language': 'en-US' }, 'en', `${ORIGIN}/`],
      ['/productos', {}, 'es', `${ORIGIN}/productos`],
      // Search, sort and filters are views of the catalogue (or of its category): that page is the canonical one.
      ['/productos?search=monitor&sort=price_asc', {}, 'es', `${ORIGIN}/productos`],
      ['/productos?category=laptops&brand=Dell&lng=en', {}, 'en', `${ORIGIN}/productos?category=laptops&lng=en`],
      ['/productos?categoria=tablets', {}, 'es', `${ORIGIN}/productos?category=tablets`],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.lang, url).toBe(language);
      expect(head.canonical, url).toBe(canonical);
      const spanish = canonical.replace(/[?&]lng=en$/, '');
      expect(head.alternates, url).toEqual({
        es: spanish,
        en: `${spanish}${spanish.includes('?') ? '&' : '?'}lng=en`,
        'x-default': spanish,
      });
      expect(head.meta['og:url']).toBe(canonical);
      expect(head.meta['og:type']).toBe('website');
      expect(head.meta['og:image']).toBe(`${ORIGIN}/og/shop.jpg`);
    }
    // The title and description follow the language.
    const spanish = readHead((await get('/productos')).body);
    const english = readHead((await get('/productos?lng=en')).body);
    expect(spanish.title).not.toBe(english.title);
    expect(spanish.meta.description).not.toBe(english.meta.description);
  });

  it('the home page names the shop (Organization) and its search (WebSite); the catalogue its trail', async () => {
    const home = readHead((await get('/?lng=en')).body);
    expect(home.data.find((entry) => entry['@type'] === 'Organization')).toMatchObject({
      name: 'TechStore',
      url: `${ORIGIN}/`,
    });
    const site = home.data.find((entry) => entry['@type'] === 'WebSite')!;
    expect(site).toMatchObject({ url: `${ORIGIN}/`, inLanguage: 'en' });
    expect(JSON.stringify(site.potentialAction)).toContain(`${ORIGIN}/productos?search={search_term_string}`);

    const catalogue = readHead((await get('/productos?category=monitores')).body);
    const trail = catalogue.data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Monitores', item: `${ORIGIN}/productos?category=monitores` },
    ]);
  });

  it("a product's approved reviews give its page an aggregateRating (average to one decimal, count); pending ones do not", async () => {
    // Written straight to the tables, as the reviews module leaves them after its moderation
    // (its own tests prove those figures): the product's row changes, so its rendered page does.
    const id = randomUUID();
    await ctx.db.kysely
      .insertInto('products')
      .values(productRow(id, 'Monitores', { name: 'Monitor reseñado', description: 'Con opiniones de compradores' }))
      .execute();
    const now = new Date().toISOString();
    const review = (rating: number, status: 'approved' | 'pending') => ({
      id: randomUUID(),
      product_id: id,
      user_id: null,
      author_name: 'Ana',
      rating,
      text: 'Muy buen monitor, lo recomiendo.',
      language: 'es' as const,
      status,
      created_at: now,
      updated_at: now,
    });
    const productData = async (url: string) =>
      readHead((await get(url)).body).data.find((entry) => entry['@type'] === 'Product')!;
    expect((await productData(`/producto/${id}`)).aggregateRating).toBeUndefined();
    await ctx.db.kysely
      .insertInto('reviews')
      .values([review(5, 'approved'), review(4, 'approved'), review(4, 'approved'), review(1, 'pending')])
      .execute();
    await ctx.db.kysely.updateTable('products').set({ rating_sum: 13, rating_count: 3 }).where('id', '=', id).execute();
    // The page rendered before is still sent once while its successor renders (stale-while-revalidate).
    await productData(`/producto/${id}?lng=en`);
    for (let attempt = 0; attempt < 40 && !(await productData(`/producto/${id}`)).aggregateRating; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    for (const url of [`/producto/${id}`, `/producto/${id}?lng=en`]) {
      expect((await productData(url)).aggregateRating, url).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      });
    }
    // Out of the way of the tests that take the newest product.
    await ctx.db.kysely.deleteFrom('products').where('id', '=', id).execute();
  });

  it('a product that no longer exists answers 404, with no canonical address, structured data or picture', async () => {
    // Written straight to the table: its change log marks the catalogue changed, as an admin's save does.
    const id = randomUUID();
    await ctx.db.kysely
      .insertInto('products')
      .values(productRow(id, 'Monitores', { name: 'Monitor que se retira', description: 'Deja de venderse' }))
      .execute();
    expect((await get(`/producto/${id}`)).statusCode).toBe(200);
    await ctx.db.kysely.deleteFrom('products').where('id', '=', id).execute();
    for (const url of [`/producto/${id}`, `/producto/${id}?lng=en`, '/producto/no-existe']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const head = readHead(response.body);
      expect(head.canonical).toBeUndefined();
      expect(head.data).toEqual([]);
    }
    expect((await get(`/og/product/${id}.jpg`)).statusCode).toBe(404);
  });
});

describe(`the link preview pictures (${testDialect})`, () => {
  it("a product's picture is a 1200×630 JPEG made from its first image, kept once made", async () => {
    const [product] = await seededProducts();
    // The seed draws its images once the server listens; this test draws the first one itself: red.
    const file = join(ctx.config.uploadsDir, new URL(product!.images[0]!, ORIGIN).pathname.replace(/^\/uploads\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c81e1e' } })
      .webp()
      .toFile(file);

    const response = await get(`/og/product/${product!.id}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const picture = sharp(response.rawPayload);
    expect(await picture.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Made from the image: its colour fills the picture, edges (the letterbox) and all.
    const { dominant } = await picture.stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(90);

    // Kept on disk, and the same picture again (or "not modified" for a client that has it).
    const kept = () => readdirSync(join(ctx.config.dataDir, 'previews')).filter((name) => name.endsWith('.jpg'));
    expect(kept()).toHaveLength(1);
    const again = await get(`/og/product/${product!.id}.jpg`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const unchanged = await get(`/og/product/${product!.id}.jpg`, { 'if-none-match': String(response.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  });

  it('a product without a usable image, and the shop itself, get a drawn card of the same size', async () => {
    const products = await seededProducts();
    // The second product's image file was never drawn (the seed draws after listening): the card stands in.
    for (const url of [`/og/product/${products[1]!.id}.jpg`, '/og/shop.jpg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect(existsSync(join(ctx.config.dataDir, 'previews'))).toBe(true);
  });

  it('answers 404 for an unknown product or a name that is no picture', async () => {
    for (const url of ['/og/product/no-existe.jpg', '/og/product/abc.png', '/og/product/.jpg', '/og/nada.jpg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
