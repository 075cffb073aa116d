import { describe, expect, it } from 'vitest';
import { comparisonRows, visibleRows, type ComparableColumn, type ComparisonRow } from './rows';

const component = (category: string, name: string, extra: Record<string, unknown> = {}) => ({
  selectedComponent: { category, name, ...extra },
});

function laptop(id: string, overrides: Partial<ComparableColumn> = {}): ComparableColumn {
  return {
    id,
    brand: 'Lenovo',
    currency: 'ARS',
    basePrice: 1000,
    specifications: {},
    features: {},
    ...overrides,
  };
}

const options = { language: 'es' as const, unnamedComponent: 'Sin nombre' };
const byId = (rows: ComparisonRow[], id: string) => rows.find((row) => row.id === id);

describe('comparisonRows', () => {
  const strong = laptop('a', {
    basePrice: 2_000,
    features: {
      processor: component('processor', 'Core Ultra 7 155H', { ranking: 18 }),
      ram: component('ram', '16 GB DDR5'),
      storage: component('storage', 'SSD NVMe de 1 TB'),
      graphics: component('graphics', 'GeForce RTX 4060'),
    },
    specifications: { ram: '16 GB DDR5', weight: '1,9 kg', os: 'Windows 11' },
  });
  const light = laptop('b', {
    basePrice: 1_500,
    features: {
      processor: component('processor', 'Ryzen 5 7530U', { ranking: 52 }),
      ram: component('ram', '8 GB DDR4'),
      storage: component('storage', 'HDD de 1 TB'),
      additionalFeatures: {
        selectedComponents: [
          { category: 'additionalFeatures', name: 'Wi-Fi 6' },
          { category: 'additionalFeatures', name: 'Lector de huellas' },
        ],
      },
    },
    specifications: { ram: '8 GB DDR4', weight: '1,9 kg', backlit: true },
  });
  const rows = comparisonRows([strong, light], options);

  it('lists price and brand, then components in a fixed order, then specifications as they appear (but those the components name)', () => {
    expect(rows.map((row) => row.id)).toEqual([
      'price',
      'brand',
      'component:processor',
      'component:ram',
      'component:storage',
      'component:graphics',
      'component:additionalFeatures',
      'specification:weight',
      'specification:os',
      'specification:backlit',
    ]);
  });

  it('marks the lower price, the stronger processor, more RAM, the SSD and the dedicated GPU', () => {
    expect(byId(rows, 'price')?.best).toEqual([false, true]);
    expect(byId(rows, 'price')?.cells).toEqual(['AR$ 2.000,00', 'AR$ 1.500,00']);
    expect(byId(rows, 'component:processor')?.best).toEqual([true, false]);
    expect(byId(rows, 'component:ram')?.best).toEqual([true, false]);
    expect(byId(rows, 'component:storage')?.best).toEqual([true, false]);
    // The light laptop's processor has integrated graphics; it has no graphics component to show.
    expect(byId(rows, 'component:graphics')).toMatchObject({
      cells: ['GeForce RTX 4060', undefined],
      best: [true, false],
    });
  });

  it('keeps a specification row the components name only for some of the products, with its best', () => {
    const withoutRam = laptop('e', { specifications: { ram: '32 GB DDR5' } });
    const mixed = comparisonRows([strong, withoutRam], options);
    expect(byId(mixed, 'component:ram')?.cells).toEqual(['16 GB DDR5', undefined]);
    expect(byId(mixed, 'specification:ram')).toMatchObject({
      cells: ['16 GB DDR5', '32 GB DDR5'],
      best: [false, true],
    });
  });

  it('stars the larger of two SSDs (two configurations of one laptop)', () => {
    const small = laptop('c', { features: { storage: component('storage', 'SSD de 256 GB') } });
    const large = laptop('c', { features: { storage: component('storage', 'SSD de 512 GB') } });
    const hardDisk = laptop('d', { features: { storage: component('storage', 'HDD de 2 TB') } });
    expect(byId(comparisonRows([small, large], options), 'component:storage')?.best).toEqual([false, true]);
    expect(byId(comparisonRows([hardDisk, small], options), 'component:storage')?.best).toEqual([false, true]);
  });

  it('joins several components of one category and marks rows without a rule nowhere', () => {
    expect(byId(rows, 'component:additionalFeatures')).toMatchObject({
      cells: [undefined, 'Wi-Fi 6, Lector de huellas'],
      best: [false, false],
      differs: true,
    });
    expect(byId(rows, 'specification:os')?.best).toEqual([false, false]);
  });

  it('keeps booleans for the page to translate and treats a missing value as different', () => {
    expect(byId(rows, 'specification:backlit')).toMatchObject({ cells: [undefined, true], differs: true });
  });

  it('says a row with the same value everywhere does not differ and marks nothing in it', () => {
    expect(byId(rows, 'specification:weight')).toMatchObject({ differs: false, best: [false, false] });
    expect(byId(rows, 'brand')).toMatchObject({ cells: ['Lenovo', 'Lenovo'], differs: false });
  });

  it('marks every product sharing the best value', () => {
    const third = laptop('c', { basePrice: 1_500, currency: 'ARS' });
    expect(comparisonRows([strong, light, third], options)[0]?.best).toEqual([false, true, true]);
  });

  it('never weighs prices in different currencies', () => {
    const dollars = laptop('d', { basePrice: 900, currency: 'USD' });
    const price = comparisonRows([strong, dollars], options)[0]!;
    expect(price).toMatchObject({ cells: ['AR$ 2.000,00', 'US$ 900,00'], best: [false, false], differs: true });
  });

  it('marks nothing when only one product has the value', () => {
    const bare = laptop('e', { features: { processor: component('processor', 'Sin ranking') } });
    expect(byId(comparisonRows([strong, bare], options), 'component:processor')?.best).toEqual([false, false]);
  });

  it('reads the larger screen from the specification and names the graphics group once for gpu and graphics', () => {
    const big = laptop('f', {
      specifications: { screen: '16" WUXGA' },
      features: { gpu: component('gpu', 'Radeon RX 7600S') },
    });
    const small = laptop('g', {
      specifications: { screen: '13,6" Liquid Retina' },
      features: { graphics: component('graphics', 'Iris Xe', { type: 'integrated' }) },
    });
    const table = comparisonRows([big, small], { ...options, language: 'en' });
    expect(byId(table, 'specification:screen')?.best).toEqual([true, false]);
    expect(byId(table, 'component:graphics')).toMatchObject({
      cells: ['Radeon RX 7600S', 'Iris Xe'],
      best: [true, false],
    });
    expect(table.filter((row) => row.kind === 'component')).toHaveLength(1);
    expect(byId(table, 'price')?.cells).toEqual(['AR$ 1,000.00', 'AR$ 1,000.00']);
  });

  it('names a component without a name with the given text', () => {
    const unnamed = laptop('h', { features: { battery: { selectedComponent: { category: 'battery' } } } });
    expect(byId(comparisonRows([unnamed], options), 'component:battery')?.cells).toEqual(['Sin nombre']);
  });

  it('writes numeric specifications in the number format of the language', () => {
    const tablet = laptop('i', { specifications: { screen: 10.9 } });
    expect(byId(comparisonRows([tablet], options), 'specification:screen')?.cells).toEqual(['10,9']);
    expect(byId(comparisonRows([tablet], { ...options, language: 'en' }), 'specification:screen')?.cells).toEqual([
      '10.9',
    ]);
  });

  it('writes every numeric specification as Intl would, without asking Intl for it', () => {
    for (const language of ['es', 'en'] as const) {
      const intl = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES');
      for (const value of [0, 7, 10.9, 1234.5, 12345.6789, 2_500_000, -3.25, 0.0005]) {
        const tablet = laptop('j', { specifications: { weight: value } });
        expect(byId(comparisonRows([tablet], { ...options, language }), 'specification:weight')?.cells).toEqual([
          intl.format(value),
        ]);
      }
    }
  });

  it('says nothing differs with a single product', () => {
    expect(comparisonRows([strong], options).every((row) => !row.differs && !row.best[0])).toBe(true);
  });
});

describe('visibleRows', () => {
  const rows = comparisonRows(
    [
      laptop('a', { basePrice: 1, specifications: { os: 'Windows 11', weight: '1 kg' } }),
      laptop('b', { basePrice: 2, specifications: { os: 'windows 11 ', weight: '2 kg' } }),
    ],
    options,
  );

  it('shows every row normally', () => {
    expect(visibleRows(rows, false).map((row) => row.id)).toEqual([
      'price',
      'brand',
      'specification:os',
      'specification:weight',
    ]);
  });

  it('hides rows whose values are equal (ignoring case and spaces) with differences only', () => {
    expect(visibleRows(rows, true).map((row) => row.id)).toEqual(['price', 'specification:weight']);
  });
});
