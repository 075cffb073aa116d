import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentName, domainMessage, type Product } from '@shop/domain';
import { ALL_COMPONENTS, type ComponentList, DESKTOP_PROCESSORS } from '@shop/domain/catalogues';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const list = async (query: string) => {
  const response = await get(`/api/components${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ComponentList;
};

describe('GET /api/components', () => {
  it('answers every entry and their count to anyone, cacheable for a day', async () => {
    const response = await get('/api/components');
    expect(response.statusCode).toBe(200);
    const body = response.json() as ComponentList;
    expect(body.total).toBe(ALL_COMPONENTS.length);
    expect(body.items.map((entry) => entry.id)).toEqual(ALL_COMPONENTS.map((entry) => entry.id));
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
  });

  it('filters by device type and group together', async () => {
    const chips = await list('?deviceType=desktop&group=processors');
    expect(chips.items.map((entry) => entry.id)).toEqual(DESKTOP_PROCESSORS.map((entry) => entry.id));
    expect(chips.total).toBe(DESKTOP_PROCESSORS.length);
    const cases = await list('?group=desktopCases');
    expect(cases.total).toBeGreaterThan(10);
    expect(cases.items.every((entry) => entry.group === 'desktopCases')).toBe(true);
    expect((await list('?deviceType=mobile&group=powerSupplies')).items).toEqual([]);
  });

  it('makes every catalogue a desktop is made of reachable', async () => {
    for (const group of [
      'processors',
      'ram',
      'storage',
      'desktopCases',
      'powerSupplies',
      'gpu',
      'operatingSystems',
      'additionalFeatures',
    ]) {
      const answer = await list(`?deviceType=desktop&group=${group}`);
      expect(answer.total, group).toBeGreaterThan(0);
    }
    const systems = (await list('?deviceType=desktop&group=operatingSystems')).items.map((entry) => entry.id);
    expect(systems).toContain('windows-11-home');
    expect(systems).not.toContain('android-16');
  });

  it('searches without regard to case or accents, every word required', async () => {
    const accented = await list(`?search=${encodeURIComponent('BATERÍA 5000')}`);
    const plain = await list('?search=bateria%205000');
    expect(accented.total).toBeGreaterThan(0);
    expect(accented).toEqual(plain);
    expect(accented.items.every((entry) => entry.group === 'batteries')).toBe(true);
    expect((await list('?search=rtx%205090&deviceType=laptop')).items.map((entry) => entry.id)).toEqual([
      'geforce-rtx-5090-laptop',
    ]);
    expect((await list('?search=zzz-nothing')).total).toBe(0);
  });

  it.each([
    ['deviceType=fridge', 'query.deviceType', 'components.deviceType.invalid'],
    ['group=cpus', 'query.group', 'components.group.invalid'],
    ['deviceType=desktop&deviceType=laptop', 'query.deviceType', 'components.deviceType.invalid'],
    [`search=${'x'.repeat(201)}`, 'query.search', 'query.search.tooLong'],
  ])('refuses %s with 400 and a clear message in both languages', async (query, path, key) => {
    const response = await get(`/api/components?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; details: { path: string; code: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([expect.objectContaining({ path, code: key, message: domainMessage(key, 'es') })]);
    expect(domainMessage(key, 'en')).not.toBe(key);
    expect(domainMessage(key, 'en')).not.toBe(domainMessage(key, 'es'));
  });

  it('answers 304 without a body to a client holding the same answer', async () => {
    const first = await get('/api/components?group=gpu');
    const etag = first.headers.etag as string;
    expect((await get('/api/components?group=gpu')).headers.etag).toBe(etag);

    const again = await get('/api/components?group=gpu', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('max-age=86400');

    expect((await get('/api/components?group=gpu', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/api/components?group=gpu', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    const other = await get('/api/components?group=ram', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends the kept compressed body as the client accepts it (brotli, else gzip), and the plain one otherwise', async () => {
    const plain = await get('/api/components?deviceType=laptop');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [acceptEncoding, sent] of [
      ['gzip', 'gzip'],
      ['br;q=1, gzip;q=0.5', 'br'],
      ['deflate, x-gzip', 'gzip'],
    ] as const) {
      const zipped = await get('/api/components?deviceType=laptop', { 'accept-encoding': acceptEncoding });
      expect(zipped.headers['content-encoding'], acceptEncoding).toBe(sent);
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      const decoded = sent === 'br' ? brotliDecompressSync(zipped.rawPayload) : gunzipSync(zipped.rawPayload);
      expect(decoded.toString('utf8')).toBe(plain.body);
    }
    const refused = await get('/api/components?deviceType=laptop', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('gives a search the same ETag each time it is asked, however it is spelled', async () => {
    const first = await get('/api/components?search=Ryzen%209');
    const second = await get('/api/components?search=%20RYZEN%20%209');
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(
      (await get('/api/components?search=Ryzen%209', { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const parameters = doc.paths['/api/components']?.get?.parameters?.map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['deviceType', 'group', 'search']));
  });
});

describe('component names in each language', () => {
  const entry = async (group: string, id: string, lng: 'es' | 'en' = 'es') => {
    const found = (await list(`?group=${group}&lng=${lng}`)).items.find((item) => item.id === id);
    expect(found, id).toBeDefined();
    return found!;
  };
  const names = async (group: string, id: string) =>
    Promise.all((['es', 'en'] as const).map(async (lng) => (await entry(group, id, lng)).name));

  it("names every entry in the caller's language, and only in it", async () => {
    expect(await names('ram', 'unified-128gb')).toEqual(['128 GB de memoria unificada', '128 GB Unified Memory']);
    expect(await names('screens', 'mobile-7-6-foldable-amoled')).toEqual([
      '7,6" AMOLED plegable 2184 × 1968 120 Hz',
      '7.6" Foldable AMOLED 2184 × 1968 120 Hz',
    ]);
    expect(await names('batteries', 'laptop-99-9wh-330w')).toEqual(['99,9 Wh, 330 W', '99.9 Wh, 330 W']);
    // A name that is codes alone is the same in both languages.
    expect(await names('ram', 'desktop-ddr5-6000-32gb')).toEqual([
      '32 GB DDR5-6000 (2 × 16 GB)',
      '32 GB DDR5-6000 (2 × 16 GB)',
    ]);
    expect((await entry('ram', 'unified-128gb', 'en')).name_en).toBeUndefined();
    // Without `lng`, the language cookie or Accept-Language decides; each language its own ETag.
    const byHeader = await get('/api/components?group=ram', { 'accept-language': 'en-US,en;q=0.9' });
    const byCookie = await get('/api/components?group=ram', { cookie: 'i18next=en' });
    const spanish = await get('/api/components?group=ram');
    for (const answer of [byHeader, byCookie]) {
      expect(answer.json<ComponentList>().items.find((item) => item.id === 'unified-128gb')?.name).toBe(
        '128 GB Unified Memory',
      );
      expect(answer.headers.etag).not.toBe(spanish.headers.etag);
    }
    expect(spanish.headers.vary).toMatch(/accept-language/);
    // Graphics named 'Intel Graphics' are not called 'Intel Graphics graphics'.
    const processor = await entry('processors', 'core-ultra-9-285hx');
    expect(processor.description.en).toContain(', Intel Graphics.');
    expect(processor.description.es).toContain(', Intel Graphics.');
    const igpu = await entry('gpu', 'intel-uhd-770');
    expect(igpu.description.es).toMatch(/\. Memoria compartida con el sistema\.$/);
  });

  it('a product saved from entries named in either language reads each name in each language', async () => {
    await createUser(ctx.db, { name: 'Staff', email: 'staff@tienda.test', password: 'Staff1!x', role: 'admin' });
    const token = await loginAs(ctx.app, { email: 'staff@tienda.test', password: 'Staff1!x' });
    // As the picker answers them to a member of staff working in English, and in Spanish.
    const [ram, screen, cpu] = await Promise.all([
      entry('ram', 'unified-128gb', 'en'),
      entry('screens', 'laptop-13-3-oled-touch', 'en'),
      entry('processors', 'core-ultra-9-285hx', 'es'),
    ]);
    const save = (method: 'POST' | 'PUT', url: string, features: Record<string, unknown>) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, cookie: 'i18next=en' },
        payload: {
          ...(method === 'POST'
            ? {
                name: 'Portátil de prueba',
                description: 'Para probar los nombres',
                description_en: 'To test the names',
                brand: 'Acme',
                basePrice: 1000,
                stock: 3,
                category: 'Laptops',
                images: ['/uploads/test/a.webp'],
              }
            : {}),
          features,
        },
      });
    const created = await save('POST', '/api/products', {
      ram: { selectedComponent: { ...ram, category: 'ram' } },
      screen: { selectedComponent: { ...screen, category: 'screen' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Product>().id;
    const read = async (lng: 'es' | 'en', key: string) => {
      const product = (await get(`/api/products/${id}?lng=${lng}`)).json<Product>();
      const feature = product.features[key] as { selectedComponent?: Record<string, unknown>; options?: unknown[] };
      return componentName(feature.selectedComponent ?? (feature.options?.[0] as Record<string, unknown>), lng)?.text;
    };
    expect([await read('es', 'ram'), await read('es', 'screen')]).toEqual([
      '128 GB de memoria unificada',
      '13,3" OLED táctil 2880 × 1800 60 Hz',
    ]);
    expect([await read('en', 'ram'), await read('en', 'screen')]).toEqual([
      '128 GB Unified Memory',
      '13.3" OLED touch 2880 × 1800 60 Hz',
    ]);

    // An edit in Spanish naming an alternative in Spanish: still both languages.
    const edited = await save('PUT', `/api/products/${id}`, {
      processor: { selectedComponent: { ...cpu, category: 'processor' } },
      ram: { selectedComponent: { ...ram, name: 'a name typed over', category: 'ram' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read('en', 'ram')).toBe('128 GB Unified Memory');
    expect(await read('es', 'ram')).toBe('128 GB de memoria unificada');
    expect(await read('en', 'processor')).toBe(await read('es', 'processor'));

    // A component staff typed themselves (no catalogue id) keeps the names they gave it.
    const own = await save('PUT', `/api/products/${id}`, {
      ram: { selectedComponent: { id: 'own-ram', name: 'Memoria propia', name_en: 'Own memory', category: 'ram' } },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect([await read('es', 'ram'), await read('en', 'ram')]).toEqual(['Memoria propia', 'Own memory']);
  });
});
