import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Currency,
  domainMessage,
  foldForSearch,
  listedPrice,
  lowestConfigurationCents,
  type ProductFacets,
  type ProductSummary,
  productInputSchema,
  type SuggestAnswer,
} from '@shop/domain';
import { type SeedProduct, seedCatalogue } from '../src/modules/seed/catalogue';
import { createProducts, deleteProduct, updateProduct } from '../src/modules/products/service';
import { createTestContext, type TestContext } from './context';

/**
 * The price a card shows, which the price bounds, their range and the price sort go by: a
 * configurable product's lowest configuration ('desde'), every other product's price.
 */
const shown = (p: SeedProduct) => (p.variantType === 'CONFIGURABLE' ? lowestConfigurationCents(p) / 100 : p.basePrice);

/**
 * The forgiving search, its filters, facets and suggestions, against the seeded
 * catalogue: every expectation is computed here from the catalogue's own data.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const list = async (query: string) => {
  const response = await get(`/api/products?limit=100&${query}`);
  expect(response.statusCode).toBe(200);
  const items = response.json<ProductSummary[]>();
  expect(Number(response.headers['x-total-count'])).toBe(items.length);
  const correction = response.headers['x-search-correction'];
  return {
    items,
    names: items.map((p) => p.name).sort(),
    correction: correction && decodeURIComponent(String(correction)),
  };
};
const namesOf = (products: readonly SeedProduct[]) => products.map((p) => p.name).sort();
const seedWhere = (test: (p: SeedProduct) => boolean) => namesOf(seedCatalogue.filter(test));
/** Whether a product's texts hold one of the words as a whole word (accents and case ignored). */
const holdsWord = (p: SeedProduct, words: string[]) => {
  const found = new Set(
    foldForSearch(
      [p.name, p.name_en ?? '', p.brand, p.description, p.description_en, ...(p.advantages_en ?? [])].join(' '),
    ).match(/[\p{L}\p{N}]+/gu),
  );
  return words.some((word) => found.has(word));
};

describe('typos', () => {
  it("finds Samsung for 'samsumg' (a transposition) and names the correction", async () => {
    const result = await list('search=samsumg');
    expect(result.names).toEqual(seedWhere((p) => holdsWord(p, ['samsung'])));
    expect(result.names.length).toBeGreaterThan(5);
    expect(result.correction).toBe('samsung');
  });

  it("finds the MacBooks for 'macbok' (a missing letter)", async () => {
    const result = await list('search=macbok');
    expect(result.names).toEqual(seedWhere((p) => holdsWord(p, ['macbook'])));
    expect(result.names).toContain('Apple MacBook Air 13,6" M2');
    expect(result.correction).toBe('macbook');
  });

  it('allows two edits from 9 letters, one from 5, none under 5', async () => {
    // 'ultrasarpp' is two edits from 'ultrasharp' (10 letters typed).
    expect((await list('search=ultrasarpp')).names).toEqual(seedWhere((p) => holdsWord(p, ['ultrasharp'])));
    // 'logitxcx' (8 letters) is two edits from 'logitech': too far.
    expect((await list('search=logitxcx')).items).toEqual([]);
    // 'lenvo' (5 letters) is one edit from 'lenovo'.
    expect((await list('search=lenvo')).names).toEqual(seedWhere((p) => holdsWord(p, ['lenovo'])));
    // 'dekl' (4 letters) is one edit from 'dell', but short words are not corrected.
    expect((await list('search=dekl')).items).toEqual([]);
  });

  it('searches exactly what was typed with asTyped=true: no typo, no correction', async () => {
    const result = await list('search=samsumg&asTyped=true');
    expect(result.items).toEqual([]);
    expect(result.correction).toBeUndefined();
  });

  it('corrects only the unknown word of several, and gives no correction for known words', async () => {
    const result = await list('search=galaxy%20samsumg');
    expect(result.correction).toBe('galaxy samsung');
    expect(result.names).toEqual(seedWhere((p) => holdsWord(p, ['galaxy']) && holdsWord(p, ['samsung'])));
    expect((await list('search=samsung')).correction).toBeUndefined();
  });

  it('matches the last word as a prefix, accents and case ignored', async () => {
    expect((await list('search=SAMS')).names).toEqual(seedWhere((p) => holdsWord(p, ['samsung'])));
    const camara = await list('search=C%C3%81MARA');
    expect(camara.names).toEqual((await list('search=camara')).names);
    expect(camara.names).toContain('Cámara web Logitech C920 HD Pro');
  });
});

describe('synonyms and category words', () => {
  const laptops = seedWhere((p) => p.category === 'Laptops');
  const phones = seedWhere((p) => p.category === 'Smartphones');
  const headphones = [
    'Apple AirPods Pro (2.ª generación) USB-C',
    'Auriculares Samsung Galaxy Buds2 Pro',
    'Auriculares Sony WH-1000XM5',
  ].sort();

  /** The category's products come first (relevance), then those whose texts mention the word. */
  const firstAreExactly = (items: ProductSummary[], names: string[]) =>
    expect(
      items
        .slice(0, names.length)
        .map((p) => p.name)
        .sort(),
    ).toEqual(names);

  it.each(['laptop', 'notebook', 'portatil', 'portátil', 'Laptops'])(
    '%s finds all the laptops, first',
    async (word) => {
      expect(laptops).toHaveLength(11);
      firstAreExactly((await list(`search=${encodeURIComponent(word)}`)).items, laptops);
    },
  );

  it.each(['celular', 'smartphone', 'teléfono', 'movil', 'phone'])(
    '%s finds all the smartphones, first',
    async (word) => {
      expect(phones).toHaveLength(10);
      firstAreExactly((await list(`search=${encodeURIComponent(word)}`)).items, phones);
    },
  );

  it.each(['headphones', 'auriculares', 'earbuds', 'audífonos'])(
    '%s finds the three headphones, first',
    async (word) => {
      const { items } = await list(`search=${encodeURIComponent(word)}`);
      firstAreExactly(items, headphones);
      // Anything after them only mentions such a word in a description.
      for (const item of items.slice(3)) {
        expect(foldForSearch(item.name)).not.toMatch(/auricular|headphone|earbud|audifono/);
      }
    },
  );

  it.each([
    ['reloj', 'smartwatch', ['Apple Watch Series 9 GPS 45 mm', 'Reloj Samsung Galaxy Watch6 44 mm']],
    ['cargador', 'charger', ['Cargador Anker 735 Nano II 65 W GaN', 'Cargador Samsung 25 W USB-C Carga Súper Rápida']],
    ['teclado', 'keyboard', ['Teclado Logitech MX Keys S', 'Teclado mecánico Redragon Kumara K552 RGB']],
    ['mouse', 'ratón', ['Mouse Logitech MX Master 3S', 'Mouse gamer Logitech G502 HERO']],
  ])('%s and %s find the same products, in both directions', async (spanish, english, names) => {
    // asTyped: typos apart ('charger' is also one edit from 'charge'), the synonyms alone.
    const fromSpanish = (await list(`asTyped=true&search=${encodeURIComponent(spanish)}`)).names;
    const fromEnglish = (await list(`asTyped=true&search=${encodeURIComponent(english)}`)).names;
    expect(fromSpanish).toEqual(fromEnglish);
    expect(fromSpanish).toEqual(expect.arrayContaining(names));
  });

  it('a category word finds its whole category (tablets, monitors)', async () => {
    expect((await list('search=tableta')).names).toEqual(seedWhere((p) => p.category === 'Tablets'));
    expect((await list('search=pantalla')).names).toEqual(
      expect.arrayContaining(seedWhere((p) => p.category === 'Monitores')),
    );
  });

  it('searches the English texts too', async () => {
    const words = ['noise'];
    const expected = seedWhere((p) => holdsWord(p, words));
    expect(expected.length).toBeGreaterThan(0);
    const spanishOnly = (p: SeedProduct) => ({ ...p, name_en: '', description_en: '', advantages_en: [] });
    expect(seedCatalogue.filter((p) => holdsWord(spanishOnly(p), words))).toEqual([]);
    expect((await list('search=noise')).names).toEqual(expected);
  });
});

describe('filters', () => {
  const stockOf = (p: SeedProduct) => p.stock > 0;

  it('brand (repeatable, any case), alone and with a search and a category', async () => {
    expect((await list('brand=Samsung')).names).toEqual(seedWhere((p) => p.brand === 'Samsung'));
    expect((await list('brand=samsung&brand=APPLE')).names).toEqual(
      seedWhere((p) => p.brand === 'Samsung' || p.brand === 'Apple'),
    );
    expect((await list('brand=Samsung&brand=Apple&category=tablets&search=galaxy')).names).toEqual(
      seedWhere((p) => p.brand === 'Samsung' && p.category === 'Tablets' && holdsWord(p, ['galaxy'])),
    );
  });

  it('inStock=true keeps the products with stock; false is no filter', async () => {
    const inStock = seedWhere(stockOf);
    expect(inStock.length).toBeLessThan(seedCatalogue.length);
    expect((await list('inStock=true')).names).toEqual(inStock);
    expect((await list('inStock=false')).items).toHaveLength(seedCatalogue.length);
    expect((await list('inStock=true&category=laptops')).names).toEqual(
      seedWhere((p) => stockOf(p) && p.category === 'Laptops'),
    );
  });

  it('price bounds compare only prices of their currency when no rate is configured', async () => {
    expect((await list('currency=USD&minPrice=650&maxPrice=1399')).names).toEqual(
      seedWhere((p) => p.currency === 'USD' && shown(p) >= 650 && shown(p) <= 1399),
    );
    // ARS is the bounds' currency by default.
    expect((await list('minPrice=100000&maxPrice=500000.00')).names).toEqual(
      seedWhere((p) => p.currency === 'ARS' && shown(p) >= 100_000 && shown(p) <= 500_000),
    );
    expect((await list('currency=ARS&minPrice=1000000')).names).toEqual(
      seedWhere((p) => p.currency === 'ARS' && shown(p) >= 1_000_000),
    );
  });

  it('combines every filter with a search', async () => {
    const result = await list(
      'search=samsung&brand=Samsung&inStock=true&currency=ARS&maxPrice=900000&category=smartphones',
    );
    expect(result.names).toEqual(
      seedWhere(
        (p) =>
          holdsWord(p, ['samsung']) &&
          p.brand === 'Samsung' &&
          stockOf(p) &&
          p.currency === 'ARS' &&
          shown(p) <= 900_000 &&
          p.category === 'Smartphones',
      ),
    );
    expect(result.names.length).toBeGreaterThan(0);
  });

  it('sorts by price keeping each currency together, ARS first, with no rates', async () => {
    const order: Currency[] = ['ARS', 'USD', 'BRL', 'EUR'];
    const expected = [...seedCatalogue]
      .sort((a, b) => order.indexOf(a.currency) - order.indexOf(b.currency) || shown(a) - shown(b))
      .map((p) => `${p.currency} ${shown(p)}`);
    const { items } = await list('sort=price_asc');
    expect(items.map((p) => `${p.currency} ${p.fromPrice ?? p.basePrice}`)).toEqual(expected);
    // Within a search too.
    const searched = (await list('search=apple&sort=price_desc')).items.map((p) => p.currency);
    expect(searched.indexOf('USD')).toBeGreaterThan(searched.lastIndexOf('ARS'));
  });

  it('keys cached pages on every parameter', async () => {
    const first = await list('search=galaxy');
    expect((await list('search=galaxy&inStock=true')).names).toEqual(
      seedWhere((p) => holdsWord(p, ['galaxy']) && stockOf(p)),
    );
    expect((await list('search=galaxy&brand=Apple')).items).toEqual([]);
    expect((await list('search=galaxy&sort=name')).items.map((p) => p.name)).toEqual([...first.names].sort());
    expect((await list('search=galaxy&currency=USD&minPrice=0')).items).toEqual([]);
  });
});

describe('facets', () => {
  type Filter = { brand?: string[]; category?: string; inStock?: boolean; search?: (p: SeedProduct) => boolean };
  /** The facets computed here from the data: each facet without its own filter. */
  function expectedFacets(filter: Filter): ProductFacets {
    const passes = (p: SeedProduct, omit?: 'brand' | 'category' | 'inStock') =>
      (!filter.search || filter.search(p)) &&
      (omit === 'brand' || !filter.brand || filter.brand.includes(p.brand)) &&
      (omit === 'category' || !filter.category || p.category === filter.category) &&
      (omit === 'inStock' || !filter.inStock || p.stock > 0);
    const countBy = (key: (p: SeedProduct) => string, omit: 'brand' | 'category') => {
      const counts = new Map<string, number>();
      for (const p of seedCatalogue) if (passes(p, omit)) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
      return counts;
    };
    const brands = [...countBy((p) => p.brand, 'brand')]
      .map(([brand, count]) => ({ brand, count }))
      .sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand));
    const categoryCounts = countBy((p) => p.category, 'category');
    const categories = ['Laptops', 'Smartphones', 'Tablets', 'Monitores', 'Accesorios']
      .filter((category) => categoryCounts.has(category))
      .map((category) => ({ category, count: categoryCounts.get(category)! }));
    const matching = seedCatalogue.filter((p) => passes(p));
    const priceRanges = ['ARS', 'USD', 'BRL', 'EUR'].flatMap((currency) => {
      const prices = matching.filter((p) => p.currency === currency).map((p) => shown(p));
      return prices.length ? [{ currency, min: Math.min(...prices), max: Math.max(...prices) }] : [];
    });
    return {
      total: matching.length,
      inStock: seedCatalogue.filter((p) => passes(p, 'inStock') && p.stock > 0).length,
      configurable: matching.filter((p) => p.variantType === 'CONFIGURABLE').length,
      brands,
      categories,
      priceRanges,
    } as ProductFacets;
  }
  const facets = async (query: string) => {
    const response = await get(`/api/products/facets?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ProductFacets>();
  };

  it('counts the whole catalogue', async () => {
    expect(await facets('')).toEqual(expectedFacets({}));
  });

  it("with a brand picked, the brand facet still counts the others (a facet's own selection does not hide its alternatives)", async () => {
    const answer = await facets('brand=Samsung&category=smartphones');
    expect(answer).toEqual(expectedFacets({ brand: ['Samsung'], category: 'Smartphones' }));
    expect(answer.brands.find((b) => b.brand === 'Apple')?.count).toBe(
      seedCatalogue.filter((p) => p.brand === 'Apple' && p.category === 'Smartphones').length,
    );
  });

  it('with a search, stock and two brands', async () => {
    expect(await facets('search=galaxy&inStock=true&brand=Samsung&brand=Xiaomi')).toEqual(
      expectedFacets({ search: (p) => holdsWord(p, ['galaxy']), inStock: true, brand: ['Samsung', 'Xiaomi'] }),
    );
  });

  it('with price bounds, counts within them but keeps the full price range', async () => {
    const answer = await facets('currency=ARS&minPrice=500000&category=laptops');
    const laptops = seedCatalogue.filter((p) => p.category === 'Laptops');
    expect(answer.total).toBe(laptops.filter((p) => p.currency === 'ARS' && shown(p) >= 500_000).length);
    expect(answer.priceRanges).toEqual(expectedFacets({ category: 'Laptops' }).priceRanges);
  });
});

it('documents the new routes and their parameters in the OpenAPI document', async () => {
  const doc = (await get('/api/docs/json')).json<{
    paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
  }>();
  const parameters = (path: string) => doc.paths[path]?.get?.parameters?.map((p) => p.name).sort();
  const listParameters = [
    'asTyped',
    'brand',
    'category',
    'configurable',
    'currency',
    'inStock',
    'limit',
    'maxPrice',
    'minPrice',
    'page',
    'search',
    'sort',
  ];
  expect(parameters('/api/products')).toEqual([...listParameters, 'offset'].sort());
  expect(parameters('/api/products/facets')).toEqual(listParameters);
  expect(parameters('/api/products/suggest')).toEqual(['asTyped', 'q']);
  expect(doc.paths['/api/exchange-rates']).toBeDefined();
});

it('answers null exchange rates when staff configured none', async () => {
  const response = await get('/api/exchange-rates');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toBeNull();
});

describe('suggest', () => {
  const suggest = async (q: string) => {
    const response = await get(`/api/products/suggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<SuggestAnswer>();
  };

  it('answers up to 6 products and the categories the words reach, with their counts', async () => {
    const answer = await suggest('sams');
    const samsung = seedCatalogue.filter((p) => holdsWord(p, ['samsung']));
    expect(answer.products).toHaveLength(6);
    for (const product of answer.products) {
      expect(samsung.map((p) => p.name)).toContain(product.name);
      expect(Object.keys(product).sort()).toEqual(['currency', 'from', 'id', 'image', 'name', 'name_en', 'price']);
    }
    const categories = ['Smartphones', 'Tablets', 'Monitores', 'Accesorios', 'Laptops'].flatMap((category) => {
      const count = samsung.filter((p) => p.category === category).length;
      return count ? [{ category, count }] : [];
    });
    expect([...answer.categories].sort((a, b) => a.category.localeCompare(b.category))).toEqual(
      categories.sort((a, b) => a.category.localeCompare(b.category)),
    );
    expect(answer.correction).toBeUndefined();
  });

  it("says each product's price as its card in the catalogue does: a configurable one's lowest, 'from'", async () => {
    const answer = await suggest('sams');
    const { items: cards } = await list('search=samsung');
    for (const product of answer.products) {
      const card = cards.find((c) => c.id === product.id)!;
      expect(card, product.name).toBeDefined();
      expect({ amount: product.price, from: product.from }, product.name).toEqual(listedPrice(card));
    }
    // Not only fixed prices: a configurable product's lowest differs from its base price.
    expect(answer.products.some((p) => p.from)).toBe(true);
    expect(answer.products.some((p) => !p.from)).toBe(true);
  });

  it('corrects a typo', async () => {
    const answer = await suggest('samsumg');
    expect(answer.correction).toBe('samsung');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((p) => /samsung/i.test(p.name))).toBe(true);
  });

  it('a category word suggests its category and its products first', async () => {
    const answer = await suggest('notebook');
    expect(answer.categories[0]).toEqual({ category: 'Laptops', count: 11 });
    const laptops = seedCatalogue.filter((p) => p.category === 'Laptops').map((p) => p.name);
    expect(answer.products.every((p) => laptops.includes(p.name))).toBe(true);
  });

  it('answers nothing, without a correction, for unknown words', async () => {
    expect(await suggest('xyzzyplugh')).toEqual({ products: [], categories: [] });
  });

  it('answers each product with its English name beside the Spanish one, for English pages', async () => {
    const answer = await suggest('headph');
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) {
      const seeded = seedCatalogue.find((p) => p.name === product.name);
      expect(seeded, product.name).toBeDefined();
      expect(product.name_en).toBe(seeded!.name_en);
      expect(product.name_en).not.toBe('');
    }
    // 'Auriculares Sony WH-1000XM5' is found by its English words and named in English.
    expect(answer.products.map((p) => p.name_en)).toContain(
      seedCatalogue.find((p) => p.name === 'Auriculares Sony WH-1000XM5')?.name_en,
    );
  });
});

describe('relevance', () => {
  it('puts name and brand matches first: exact, then prefix, then typo; description matches last', async () => {
    const made = await createProducts(
      ctx.db,
      [
        ['Gadget Dos', 'Un equipo con zorblax dentro'],
        ['Zorblac Cuatro', 'Sin más'],
        ['Zorblaxia Tres', 'Sin más'],
        ['Zorblax Uno', 'Sin más'],
      ].map(([name, description]) => ({
        data: productInputSchema.parse({
          name,
          description,
          brand: 'Acme',
          basePrice: 10,
          category: 'Accesorios',
          images: ['/uploads/x.webp'],
        }),
      })),
    );
    expect(made).toHaveLength(4);
    const { items } = await list('search=zorblax');
    // Newest first would be the reverse of creation: Zorblax Uno, Zorblaxia Tres, Zorblac Cuatro, Gadget Dos.
    expect(items.map((p) => p.name)).toEqual(['Zorblax Uno', 'Zorblaxia Tres', 'Zorblac Cuatro', 'Gadget Dos']);
    const byName = await list('search=zorblax&sort=name');
    expect(byName.items.map((p) => p.name)).toEqual(['Gadget Dos', 'Zorblac Cuatro', 'Zorblax Uno', 'Zorblaxia Tres']);
  });
});

describe('bad values: 400 with a message in the caller’s language', () => {
  it.each([
    ['/api/products?sort=cheapest', 'query.sort.invalid'],
    ['/api/products?minPrice=abc', 'query.price.invalid'],
    ['/api/products?maxPrice=12.345', 'query.price.invalid'],
    ['/api/products?minPrice=20&maxPrice=10', 'query.price.range'],
    ['/api/products?inStock=maybe', 'query.inStock.invalid'],
    ['/api/products?asTyped=1', 'query.asTyped.invalid'],
    ['/api/products?currency=JPY&minPrice=1', 'query.currency.invalid'],
    [`/api/products?brand=${'x'.repeat(61)}`, 'query.brand.invalid'],
    ['/api/products?brand=Sam%01sung', 'query.brand.invalid'],
    [`/api/products?${Array.from({ length: 21 }, (_, i) => `brand=B${i}`).join('&')}`, 'query.brand.invalid'],
    ['/api/products/facets?inStock=maybe', 'query.inStock.invalid'],
    ['/api/products/facets?sort=best', 'query.sort.invalid'],
    ['/api/products/suggest', 'query.q.invalid'],
    ['/api/products/suggest?q=%20', 'query.q.invalid'],
    ['/api/products/suggest?q=a&asTyped=maybe', 'query.asTyped.invalid'],
  ])('%s → %s', async (url, key) => {
    for (const language of ['es', 'en'] as const) {
      const response = await get(url, { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; details: { code: string; message: string }[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details[0]).toMatchObject({ code: key, message: domainMessage(key, language) });
    }
    expect(domainMessage(key, 'es')).not.toBe(domainMessage(key, 'en'));
  });
});

describe('the sort by name', () => {
  it('follows Spanish alphabetical order, accents and case ignored, oldest first among equal names, as names change', async () => {
    const made = await createProducts(
      ctx.db,
      ['abaco', 'Ñandú', 'Zeta', 'Ábaco', 'nube', 'árbol', 'Oso'].map((word) => ({
        data: productInputSchema.parse({
          name: `${word} Quelvar`,
          basePrice: 10,
          category: 'Accesorios',
          images: ['/uploads/x.webp'],
        }),
      })),
    );
    const byName = async () => (await list('search=quelvar&sort=name')).items.map((p) => p.name.split(' ')[0]);
    // 'ñ' is a letter after 'n'; 'Ábaco' equals 'abaco', so the older one comes first. A database's
    // own collation (code points, or English rules) would put capitals, accents or 'ñ' elsewhere.
    expect(await byName()).toEqual(['abaco', 'Ábaco', 'árbol', 'nube', 'Ñandú', 'Oso', 'Zeta']);

    // Renamed, added and deleted products take their places in the order at once.
    const [zeta, oso] = [made[2]!, made[6]!];
    expect((await updateProduct(ctx.db, zeta.id, { name: 'Mango Quelvar' })).updated).toBe(true);
    expect(await deleteProduct(ctx.db, oso.id)).toBe(true);
    await createProducts(ctx.db, [
      {
        data: productInputSchema.parse({
          name: 'ñu Quelvar',
          basePrice: 10,
          category: 'Accesorios',
          images: ['/uploads/x.webp'],
        }),
      },
    ]);
    expect(await byName()).toEqual(['abaco', 'Ábaco', 'árbol', 'Mango', 'nube', 'Ñandú', 'ñu']);
  });
});
