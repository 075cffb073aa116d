import { describe, expect, it } from 'vitest';
import {
  canonicalCategory,
  foldForSearch,
  formatAmount,
  parseLanguageTag,
  formatMoney,
  imageSrcSet,
  imageVariantUrl,
  isProductId,
  loginSchema,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
} from './index';
import { domainMessage } from './messages';
import { fieldsAPatchWouldEmpty } from './product-core';

describe('money', () => {
  it('formats with 2 decimals in each language', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'es')).toBe('1.234,50');
    expect(formatAmount(0, 'es')).toBe('0,00');
    expect(formatMoney(2500000, 'ARS', 'es')).toBe('AR$ 2.500.000,00');
    expect(formatMoney(999.999, 'USD', 'en')).toBe('US$ 1,000.00');
  });

  it('writes English numbers the English way: commas between thousands, a decimal point', () => {
    expect(formatAmount(1234567.89, 'en')).toBe('1,234,567.89');
    expect(formatMoney(1234567.89, 'ARS', 'en')).toBe('AR$ 1,234,567.89');
    expect(formatMoney(1234567.89, 'ARS', 'es')).toBe('AR$ 1.234.567,89');
  });
});

describe('search folding', () => {
  it('removes accents and case and collapses spaces', () => {
    expect(foldForSearch('  Cámara   WEB Logitech ')).toBe('camara web logitech');
    expect(foldForSearch('Batería ñandú')).toBe('bateria nandu');
  });
});

describe('categories and ids', () => {
  it('finds the canonical category in any case', () => {
    expect(canonicalCategory('laptops')).toBe('Laptops');
    expect(canonicalCategory(' MONITORES ')).toBe('Monitores');
    expect(canonicalCategory('heladeras')).toBeUndefined();
  });

  it('accepts only UUIDs as product ids', () => {
    expect(isProductId('3f1c2a8e-1b2c-4d3e-8f90-1234567890ab')).toBe(true);
    expect(isProductId('3f1c2a8e')).toBe(false);
    expect(isProductId("1' or '1'='1")).toBe(false);
  });
});

describe('product schema', () => {
  const base = { name: ' Galaxy ', basePrice: 10.005, category: 'smartphones', images: ['/uploads/a.webp'] };

  it('applies the spec defaults and strips unknown fields', () => {
    const parsed = productInputSchema.parse({ ...base, role: 'admin' });
    expect(parsed).toMatchObject({
      name: 'Galaxy',
      currency: 'ARS',
      stock: 0,
      category: 'Smartphones',
      video: null,
      // Left out and offering no choice: a model (a configurable product must offer one).
      variantType: 'MODEL',
    });
    expect(parsed.basePrice).toBe(10.01);
    expect(parsed).not.toHaveProperty('role');
  });

  it('refuses a configurable product with nothing to choose, and defaults to CONFIGURABLE only with a choice', () => {
    const ram = (options: object[]) => ({ ram: { selectedComponent: { category: 'ram', name: '8 GB' }, options } });
    for (const features of [{}, ram([])]) {
      const issue = productInputSchema.safeParse({ ...base, variantType: 'CONFIGURABLE', features }).error?.issues[0];
      expect(issue).toMatchObject({ path: ['variantType'], message: 'product.variantType.nothingToChoose' });
    }
    const choice = ram([{ id: '16', name: '16 GB', priceIncrement: 50 }]);
    expect(productInputSchema.parse({ ...base, features: choice }).variantType).toBe('CONFIGURABLE');
    expect(productInputSchema.parse({ ...base, variantType: 'MODEL', features: choice }).variantType).toBe('MODEL');
    expect(domainMessage('product.variantType.nothingToChoose', 'en')).toContain('variant type');
    expect(domainMessage('product.variantType.nothingToChoose', 'es')).toContain('tipo de variante');
  });

  it('takes a product device type, or null for none, and refuses any other in both languages', () => {
    expect(productInputSchema.parse({ ...base, deviceType: 'desktop' }).deviceType).toBe('desktop');
    expect(productInputSchema.parse(base)).not.toHaveProperty('deviceType');
    expect(productPatchSchema.parse({ deviceType: null })).toEqual({ deviceType: null });
    for (const deviceType of ['toaster', 'computer', 3]) {
      for (const schema of [productInputSchema, productPatchSchema]) {
        const issue = schema.safeParse({ ...base, deviceType }).error?.issues[0];
        expect(issue?.path).toEqual(['deviceType']);
        expect(issue?.message).toBe('product.deviceType.invalid');
      }
    }
    expect(domainMessage('product.deviceType.invalid', 'es')).toBe(
      'El tipo de dispositivo debe ser mobile, tablet, laptop o desktop',
    );
    expect(domainMessage('product.deviceType.invalid', 'en')).toBe(
      'The device type must be mobile, tablet, laptop or desktop',
    );
  });

  it('limits additional features to 5', () => {
    const component = (n: number) => ({ category: 'additionalFeatures', name: `F${n}` });
    const features = { additionalFeatures: { selectedComponents: [1, 2, 3, 4, 5, 6].map(component) } };
    const result = productInputSchema.safeParse({ ...base, features });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('product.features.tooManyAdditional');
    expect(
      productInputSchema.safeParse({
        ...base,
        features: { additionalFeatures: { selectedComponents: [1, 2, 3, 4, 5].map(component) } },
      }).success,
    ).toBe(true);
  });

  it('reads list queries from strings with defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 }); // the sort follows the search: listSort
    expect(productListQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10 });
    expect(productListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('login schema', () => {
  const firstMessage = (input: unknown) => {
    const key = loginSchema.safeParse(input).error?.issues[0]?.message;
    return key && domainMessage(key, 'es');
  };
  it('checks in the spec order', () => {
    expect(firstMessage({ email: '', password: '' })).toBe('El email es requerido');
    expect(firstMessage({ email: 'nope', password: '' })).toBe('La contraseña es requerida');
    expect(firstMessage({ email: 'no pe@x.com', password: 'x' })).toMatch(/^El formato del email no es válido/);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('image variants', () => {
  it('derives variant names for the shop’s own images only', () => {
    expect(imageVariantUrl('/uploads/seed/x-1.webp', 400)).toBe('/uploads/seed/x-1-400w.webp');
    expect(imageSrcSet('/uploads/p.webp')).toBe(
      '/uploads/p-400w.webp 400w, /uploads/p-800w.webp 800w, /uploads/p-1600w.webp 1600w',
    );
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageVariantUrl('/uploads/a.png', 800)).toBe('/uploads/a.png');
  });
});

describe('parseLanguageTag', () => {
  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en_GB', 'en'],
    [' es-419 ', 'es'],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j is %s', (tag, expected) => {
    expect(parseLanguageTag(tag)).toBe(expected);
  });
});

describe('entry points', () => {
  it('keep the component catalogues out of the root entry, which the storefront imports', async () => {
    const root: Record<string, unknown> = await import('./index');
    const catalogues: Record<string, unknown> = await import('@shop/domain/catalogues');
    expect(Object.keys(catalogues)).toContain('COMPONENT_GROUPS');
    for (const name of Object.keys(catalogues)) expect(root, name).not.toHaveProperty(name);
  });

  it.each([
    ['@shop/domain/account-api', 'accountEndpoints', 'login'],
    ['@shop/domain/staff-api', 'staffEndpoints', 'listUsers'],
  ])(
    'keep the endpoint declarations of %s (only lazy pages call them) out of the root entry',
    async (entry, table, one) => {
      const root: Record<string, unknown> = await import('./index');
      const declarations = ((await import(/* @vite-ignore */ entry)) as Record<string, Record<string, unknown>>)[
        table
      ]!;
      expect(Object.keys(declarations)).toContain(one);
      expect(root).not.toHaveProperty(table);
      const rootDeclarations = root.endpoints as Record<string, unknown>;
      for (const name of Object.keys(declarations)) expect(rootDeclarations, name).not.toHaveProperty(name);
    },
  );
});

describe('fieldsAPatchWouldEmpty', () => {
  const stored = {
    features: { processor: { selectedComponent: { category: 'processor', name: 'M2' } } },
    models: [],
    defaultConfiguration: { ram: '8' },
  };

  it('names the guarded fields a patch sends empty while the product holds something there', () => {
    expect(fieldsAPatchWouldEmpty(stored, { features: {}, models: [], defaultConfiguration: {} })).toEqual([
      'features',
      'defaultConfiguration',
    ]);
    expect(fieldsAPatchWouldEmpty(stored, { features: {} })).toEqual(['features']);
  });

  it('lets through a field left out, a field with something in it, and an empty one that was empty', () => {
    expect(fieldsAPatchWouldEmpty(stored, {})).toEqual([]);
    expect(fieldsAPatchWouldEmpty(stored, { features: { ram: { selectedComponent: {} } }, models: [] })).toEqual([]);
    expect(fieldsAPatchWouldEmpty({ features: {}, models: [], defaultConfiguration: {} }, { features: {} })).toEqual(
      [],
    );
  });
});
