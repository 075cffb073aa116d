import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComparableProduct,
  type Product,
  type SimilarAnswer,
  comparisonTexts,
  configuredProduct,
  domainMessage,
} from '@shop/domain';
import { seedProductId } from '../src/modules/seed';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * Similar and comparable products of the product as the shopper configured it (`opciones`),
 * on the seeded shop: the Dell Inspiron ships with 8 GB; the HP Pavilion, among its comparable
 * laptops, has 16 GB, so it reads '+ Más RAM (16 GB vs 8 GB)' against the Dell as it ships, and
 * no longer once 16 GB is chosen.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const dell = seedProductId('dell-inspiron-15-3520-i5');
const hp = seedProductId('hp-pavilion-15-i7');
const SIXTEEN = 'ram:ram-16gb-ddr4';
const get = (url: string, language = 'es') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

async function product(id: string): Promise<Product> {
  return (await get(`/api/products/${id}`)).json() as Product;
}

/** The RAM texts of `other` against `current`, in Spanish, as the slider shows them. */
const ramTexts = (current: Product, other: ComparableProduct) =>
  comparisonTexts(current, other)
    .filter((text) => text.key === 'comparison.moreRam' || text.key === 'comparison.lessRam')
    .map((text) => domainMessage(text.key, 'es', text.params));

describe(`similar and comparable products of a configured product (${testDialect})`, () => {
  it('the HP gets “+ Más RAM” against the Dell as it ships, not against the Dell with 16 GB', async () => {
    const base = await product(dell);
    const configured = configuredProduct(base, { ram: 'ram-16gb-ddr4' });
    expect(configured.basePrice).toBe(base.basePrice + 140_000);

    const asShipped = (await get(`/api/products/compare-products?productId=${dell}`)).json() as ComparableProduct[];
    const hpAsShipped = asShipped.find((other) => other.id === hp);
    expect(hpAsShipped, 'the HP is comparable with the Dell').toBeDefined();
    expect(ramTexts(base, hpAsShipped!)).toEqual(['Más RAM (16 GB vs 8 GB)']);

    const response = await get(`/api/products/compare-products?productId=${dell}&opciones=${SIXTEEN}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ComparableProduct[];
    const hpConfigured = answer.find((other) => other.id === hp);
    expect(hpConfigured).toBeDefined();
    expect(ramTexts(configured, hpConfigured!)).toEqual([]);
    // Every RAM text in the answer speaks of the configured Dell's 16 GB.
    for (const other of answer) {
      for (const text of ramTexts(configured, other)) expect(text).toMatch(/vs 16 GB|16 GB vs/);
    }
  });

  it('picks against the configured price and components: the answer is the base one’s only when they agree', async () => {
    // The dearest choice moves the Dell's price by AR$ 440.000 (i7, 16 GB, 1 TB): another neighbourhood.
    const dearest = 'processor:cpu-intel-core-i7-1255u,ram:ram-16gb-ddr4,storage:storage-1tb-ssd';
    const [asShipped, configured, similarConfigured, similarShipped] = await Promise.all([
      get(`/api/products/compare-products?productId=${dell}`).then((r) => r.json() as ComparableProduct[]),
      get(`/api/products/compare-products?productId=${dell}&opciones=${dearest}`).then(
        (r) => r.json() as ComparableProduct[],
      ),
      get(`/api/products/${dell}/similar?opciones=${dearest}`),
      get(`/api/products/${dell}/similar`),
    ]);
    expect(configured.map((p) => p.id)).not.toEqual(asShipped.map((p) => p.id));
    expect(similarConfigured.statusCode).toBe(200);
    const similar = similarConfigured.json() as SimilarAnswer;
    const shipped = similarShipped.json() as SimilarAnswer;
    expect(similar.products.map((p) => p.id)).not.toEqual(shipped.products.map((p) => p.id));
  });

  it('drops what the product does not offer, as the product page does, and answers a too long choice with 400', async () => {
    const [stale, plain] = await Promise.all([
      get(`/api/products/compare-products?productId=${dell}&opciones=ram:ram-99gb,gpu:none`),
      get(`/api/products/compare-products?productId=${dell}`),
    ]);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(plain.json());
    const long = `ram:${'x'.repeat(2100)}`;
    for (const [language, message] of [
      ['es', 'La configuración elegida es demasiado larga'],
      ['en', 'The chosen configuration is too long'],
    ] as const) {
      const refused = await get(`/api/products/${dell}/similar?opciones=${long}`, language);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
  });
});
