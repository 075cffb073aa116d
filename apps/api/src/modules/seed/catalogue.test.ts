import { describe, expect, it } from 'vitest';
import { CATEGORIES, foldForSearch, productInputSchema } from '@shop/domain';
import { seedCatalogue } from './catalogue';

describe('seed catalogue', () => {
  it('has at least 44 products with unique slugs and creation ages', () => {
    expect(seedCatalogue.length).toBeGreaterThanOrEqual(44);
    expect(new Set(seedCatalogue.map((p) => p.slug)).size).toBe(seedCatalogue.length);
    expect(new Set(seedCatalogue.map((p) => p.ageDays)).size).toBe(seedCatalogue.length);
    for (const product of seedCatalogue) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.ageDays).toBeGreaterThan(0);
    }
  });

  it('fills every category with at least 7 products', () => {
    for (const category of CATEGORIES) {
      expect(seedCatalogue.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(7);
    }
  });

  it('passes the product schema without losing anything', () => {
    for (const product of seedCatalogue) {
      const parsed = productInputSchema.parse({ ...product, images: ['/uploads/seed/x.webp'] });
      expect(parsed.name).toBe(product.name);
      expect(parsed.brand).toBe(product.brand);
      expect(parsed.category).toBe(product.category);
      expect(parsed.basePrice).toBe(product.basePrice);
      expect(parsed.currency).toBe(product.currency);
      expect(parsed.stock).toBe(product.stock);
      expect(parsed.description).toBe(product.description);
      expect(parsed.description_en).toBe(product.description_en);
      expect(parsed.variantType).toBe(product.variantType);
      expect(parsed.specifications).toEqual(product.specifications);
      expect(parsed.advantages).toEqual(product.advantages);
      expect(parsed.features).toEqual(product.features);
      expect(parsed.name_en).toBe(product.name_en);
      expect(parsed.advantages_en).toEqual(product.advantages_en);
      expect(parsed.specifications_en).toEqual(product.specifications_en);
    }
  });

  it('has English for every text a shopper reads, in our own words and not a copy of the Spanish', () => {
    for (const product of seedCatalogue) {
      expect(product.name_en.trim(), product.slug).not.toBe('');
      expect(product.advantages_en, product.slug).toHaveLength(product.advantages.length);
      expect(Object.keys(product.specifications_en), product.slug).toEqual(Object.keys(product.specifications));
      const spanish = [product.name_en, ...product.advantages_en, ...Object.values(product.specifications_en)].filter(
        (text) => / de | con |ú|ñ|í/.test(text),
      );
      expect(spanish, product.slug).toEqual([]);
    }
  });

  it('has sold-out, low-stock and regular-stock products', () => {
    const stocks = seedCatalogue.map((p) => p.stock);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((s) => s >= 1 && s <= 3).length).toBeGreaterThanOrEqual(4);
    for (const stock of stocks)
      expect(stock === 0 || (stock >= 1 && stock <= 3) || (stock >= 5 && stock <= 60)).toBe(true);
  });

  it('prices mostly in ARS with a few USD products', () => {
    const usd = seedCatalogue.filter((p) => p.currency === 'USD').length;
    const ars = seedCatalogue.filter((p) => p.currency === 'ARS').length;
    expect(usd).toBeGreaterThanOrEqual(5);
    expect(ars).toBeGreaterThan(seedCatalogue.length / 2);
    for (const product of seedCatalogue.filter((p) => p.category === 'Laptops' && p.currency === 'ARS')) {
      expect(product.basePrice).toBeGreaterThanOrEqual(1_000_000);
    }
  });

  it('finds accented words with accent-free searches', () => {
    const folded = seedCatalogue.map((p) => foldForSearch(`${p.name} ${p.description} ${p.brand}`));
    expect(folded.some((text) => text.includes('camara'))).toBe(true);
    expect(folded.some((text) => text.includes('bateria'))).toBe(true);
  });

  it('describes the hardware of laptops, phones and tablets as components', () => {
    for (const product of seedCatalogue) {
      if (!['Laptops', 'Smartphones', 'Tablets'].includes(product.category)) {
        expect(product.features).toEqual({});
        expect(product.variantType).toBe('MODEL');
        continue;
      }
      for (const key of ['processor', 'ram', 'storage']) {
        const feature = product.features[key];
        expect(feature && 'selectedComponent' in feature, `${product.slug} ${key}`).toBe(true);
        if (feature && 'selectedComponent' in feature) expect(feature.selectedComponent.category).toBe(key);
      }
      const cpu = product.features.processor;
      const ranking = cpu && 'selectedComponent' in cpu ? cpu.selectedComponent.ranking : undefined;
      expect(ranking).toBeGreaterThanOrEqual(0);
      expect(ranking).toBeLessThanOrEqual(150);
    }
  });

  it('writes 2-4 selling points and short descriptions in both languages', () => {
    for (const product of seedCatalogue) {
      expect(product.advantages.length).toBeGreaterThanOrEqual(2);
      expect(product.advantages.length).toBeLessThanOrEqual(4);
      expect(product.description.length).toBeGreaterThan(40);
      expect(product.description_en.length).toBeGreaterThan(40);
      expect(product.art.body).toMatch(/^#[0-9a-f]{6}$/i);
      expect(product.art.accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
