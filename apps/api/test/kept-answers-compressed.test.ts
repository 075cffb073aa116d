import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDialect, type TestContext } from './context';
import { EncodedBody } from '../src/encoded-body';

/**
 * The catalogue's kept answers (a product, a list) are compressed once for every request that
 * gets them, in the encoding each request accepts, and are the same JSON as the plain answer.
 */
describe(`kept answers, compressed, on ${testDialect}`, () => {
  let ctx: TestContext;
  let id: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    id = (await ctx.db.kysely.selectFrom('products').select('id').orderBy('seq').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  for (const path of ['/api/products/{id}', '/api/products?limit=24', '/api/products?search=samsng&limit=24']) {
    it(`${path}: brotli, gzip or plain, as the request accepts, with the same ETag`, async () => {
      const url = path.replace('{id}', id);
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const cases = [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
        // Not kept in deflate: the compression plugin makes it for the request, as before.
        ['deflate', 'deflate', inflateSync],
        ['identity', undefined, (bytes: Buffer) => bytes],
      ] as const;
      for (const [acceptEncoding, expected, decode] of cases) {
        const answer = await get(url, { 'accept-encoding': acceptEncoding });
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
        expect(answer.headers.etag).toBe(plain.headers.etag);
        if (expected) expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
      }
      const revalidated = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    });
  }

  it('compresses kept bytes once per encoding, however many ask', async () => {
    const body = new EncodedBody(Buffer.from('x'.repeat(5000)));
    const [first, second] = [body.encoded('br'), body.encoded('br')];
    expect(second).toBe(first);
    expect(body.encoded('gzip')).not.toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe('x'.repeat(5000));
  });
});
