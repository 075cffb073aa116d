import { describe, expect, it } from 'vitest';
import { canonicalPath, headTags, jsonForScript, type PageFacts } from './page-head';

const facts: PageFacts = {
  origin: 'https://tienda.example.com',
  language: 'en',
  addressLanguage: 'en',
  path: '/producto/abc',
  title: 'Laptop "Pro" | TechStore',
  description: 'A <fast> laptop',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Laptops', href: '/productos?category=laptops' },
  ],
  product: {
    id: 'abc',
    name: 'Laptop "Pro"',
    description: 'A <fast> laptop',
    images: [],
    brand: 'Acme',
    category: 'Laptops',
    price: 1234.5,
    currency: 'ARS',
    inStock: true,
    rating: { average: 4.3, count: 12 },
  },
  shopName: 'TechStore',
};

const data = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('canonicalPath', () => {
  it.each([
    ['/', '', '/'],
    ['/productos', '?search=tv&sort=price_asc', '/productos'],
    ['/productos/', '?category=LAPTOPS&brand=Dell', '/productos?category=laptops'],
    ['/productos', '?categoria=tablets', '/productos?category=tablets'],
    ['/productos', '?category=nada', '/productos'],
    ['/producto/abc', '?ram=16', '/producto/abc'],
    ['/producto/a%20b', '', '/producto/a%20b'],
    ['/carrito', '', undefined],
  ])('%s%s → %s', (path, search, expected) => {
    expect(canonicalPath(path, search)).toBe(expected);
  });
});

describe('headTags', () => {
  it('names the page, its twin and the default by absolute address, escaped', () => {
    const html = headTags(facts);
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.com/producto/abc?lng=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://tienda.example.com/producto/abc" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://tienda.example.com/producto/abc" />',
    );
    expect(html).toContain('<meta property="og:title" content="Laptop &#34;Pro&#34; | TechStore" />');
    expect(html).toContain('<meta property="og:image" content="https://tienda.example.com/og/product/abc.jpg" />');
    expect(html).not.toContain('<fast>');
  });

  it('writes the rating it is given as aggregateRating, and an image even for a product without one', () => {
    const product = data(headTags(facts)).find((entry) => entry['@type'] === 'Product')!;
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.image).toEqual(['https://tienda.example.com/og/product/abc.jpg']);
    expect(product.offers).toMatchObject({ price: '1234.50', availability: 'https://schema.org/InStock' });
    const unrated = data(headTags({ ...facts, product: { ...facts.product!, rating: { average: 0, count: 0 } } }));
    expect(unrated.find((entry) => entry['@type'] === 'Product')!.aggregateRating).toBeUndefined();
  });

  it('breadcrumbs name absolute addresses in the page language', () => {
    const trail = data(headTags(facts)).find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://tienda.example.com/?lng=en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Laptops',
        item: 'https://tienda.example.com/productos?category=laptops&lng=en',
      },
    ]);
  });

  it("names the address's language, not the one a visitor's browser chose for a bare address", () => {
    const html = headTags({ ...facts, addressLanguage: 'es' });
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.com/producto/abc" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('says nothing for a page that is not one (a missing product)', () => {
    expect(headTags({ ...facts, path: undefined })).toBe('');
  });
});

describe('jsonForScript', () => {
  it('never lets a name close the script element', () => {
    const json = jsonForScript({ name: 'a</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'a</script><script>alert(1)</script>' });
  });
});
