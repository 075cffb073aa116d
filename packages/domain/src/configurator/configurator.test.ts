import { describe, expect, it } from 'vitest';
import { domainMessage } from '../messages';
import { productInputSchema } from '../product';
import {
  chosenOptionNames,
  compatibilityIssues,
  configurationPrice,
  offeredOptions,
  optionBlocker,
  requiredWattage,
} from './configurator';

/** A desktop that ships with a 65 W processor, DDR5, no dedicated GPU and a 550 W supply. */
const desktop = {
  basePrice: 1000,
  features: {
    processor: {
      selectedComponent: { category: 'processor', id: 'r5', name: 'Ryzen 5 9600X', tdpW: 65, memoryKinds: ['DDR5'] },
      options: [
        { id: 'r9', name: 'Ryzen 9 9950X', tdpW: 170, memoryKinds: ['DDR5'], priceIncrement: 400 },
        { id: 'i7-12', name: 'Core i7-12700', tdpW: 65, memoryKinds: ['DDR4', 'DDR5'], priceIncrement: 50.5 },
      ],
    },
    ram: {
      selectedComponent: { category: 'ram', id: 'ddr5-16', name: '16 GB DDR5', kind: 'DDR5' },
      options: [
        { id: 'ddr5-32', name: '32 GB DDR5', kind: 'DDR5', priceIncrement: 150 },
        { id: 'ddr4-32', name: '32 GB DDR4', kind: 'DDR4', priceIncrement: 90 },
      ],
    },
    gpu: {
      selectedComponent: { category: 'gpu', id: 'igpu', name: 'Radeon Graphics', kind: 'integrated' },
      options: [
        { id: 'rtx-4070-super', name: 'GeForce RTX 4070 SUPER', kind: 'dedicated', tdpW: 220, priceIncrement: 600 },
      ],
    },
    powerSupply: {
      selectedComponent: { category: 'powerSupply', id: 'psu-550', name: '550 W', wattage: 550 },
      options: [{ id: 'psu-850', name: '850 W', wattage: 850, priceIncrement: 80 }],
    },
  },
};

describe('configuration price (whole cents)', () => {
  it('is the base price without a choice, and base plus the chosen increments with one', () => {
    expect(configurationPrice(desktop, {})).toEqual({ ok: true, unitPriceCents: 100000 });
    expect(configurationPrice(desktop, { ram: 'ddr5-32' })).toEqual({ ok: true, unitPriceCents: 115000 });
    expect(configurationPrice(desktop, { ram: 'ddr5-32', processor: 'i7-12' })).toEqual({
      ok: true,
      unitPriceCents: 120050,
    });
  });

  it('refuses a category or an option the product does not offer', () => {
    expect(configurationPrice(desktop, { screen: 'x' })).toEqual({
      ok: false,
      reason: 'optionsNotOffered',
      category: 'screen',
    });
    expect(configurationPrice(desktop, { ram: 'ddr5-64' })).toEqual({
      ok: false,
      reason: 'optionsNotOffered',
      category: 'ram',
    });
    expect(configurationPrice(desktop, { ram: 32 })).toEqual({
      ok: false,
      reason: 'optionsNotOffered',
      category: 'ram',
    });
  });

  it('never goes below 0', () => {
    const cheap = {
      basePrice: 10,
      features: {
        ram: { selectedComponent: { category: 'ram' }, options: [{ id: 'less', name: 'Less', priceIncrement: -50 }] },
      },
    };
    expect(configurationPrice(cheap, { ram: 'less' })).toEqual({ ok: true, unitPriceCents: 0 });
  });
});

describe('compatibility (rules computed by hand)', () => {
  it('needs 1.3 × (processor + dedicated GPU TDP) + 150 W: 65 + 220 W → 521 W, 170 + 220 W → 657 W', () => {
    expect(requiredWattage(65, 220)).toBe(521);
    expect(requiredWattage(170, 220)).toBe(657);
    expect(configurationPrice(desktop, { gpu: 'rtx-4070-super' })).toEqual({ ok: true, unitPriceCents: 160000 });
    expect(configurationPrice(desktop, { gpu: 'rtx-4070-super', processor: 'r9' })).toEqual({
      ok: false,
      reason: 'incompatible',
      issues: [{ key: 'configurator.incompatible.power', params: { wattage: 550, required: 657 } }],
    });
    expect(
      configurationPrice(desktop, { gpu: 'rtx-4070-super', processor: 'r9', powerSupply: 'psu-850' }),
    ).toMatchObject({ ok: true });
  });

  it('refuses memory of a kind the processor does not support', () => {
    expect(configurationPrice(desktop, { ram: 'ddr4-32' })).toMatchObject({
      ok: false,
      issues: [{ key: 'configurator.incompatible.memory', params: { processor: 'Ryzen 5 9600X', kind: 'DDR4' } }],
    });
    expect(configurationPrice(desktop, { ram: 'ddr4-32', processor: 'i7-12' })).toMatchObject({ ok: true });
  });

  it('says why an option is disabled, in both languages', () => {
    const blocker = optionBlocker(desktop.features, { gpu: 'rtx-4070-super' }, 'processor', 'r9');
    expect(domainMessage(blocker!.key, 'es', blocker!.params)).toBe(
      'La fuente de 550 W no alcanza: esta configuración necesita al menos 657 W',
    );
    expect(domainMessage(blocker!.key, 'en', blocker!.params)).toBe(
      'The 550 W power supply is not enough: this configuration needs at least 657 W',
    );
    expect(optionBlocker(desktop.features, {}, 'processor', 'r9')).toBeUndefined();
  });

  it('names Apple’s unified memory in words in both languages, never as its raw kind', () => {
    const issues = compatibilityIssues(
      new Map([
        ['processor', { name: 'Ryzen 5 9600X', memoryKinds: ['DDR5'] }],
        ['ram', { kind: 'unified' }],
      ]),
    );
    expect(domainMessage(issues[0]!.key, 'es', issues[0]!.params)).toBe(
      'El procesador Ryzen 5 9600X no admite memoria unificada',
    );
    expect(domainMessage(issues[0]!.key, 'en', issues[0]!.params)).toBe(
      'The Ryzen 5 9600X processor does not support unified memory',
    );
  });

  it('knows nothing is wrong when the catalogue says nothing', () => {
    expect(compatibilityIssues(new Map([['processor', { name: 'x' }]]))).toEqual([]);
  });
});

describe('offered options in a product', () => {
  it('survive the product schema and are read back', () => {
    const parsed = productInputSchema.parse({
      name: 'PC',
      basePrice: 1000,
      category: 'laptops',
      images: ['/uploads/a.webp'],
      features: desktop.features,
    });
    expect([...offeredOptions(parsed.features).keys()]).toEqual(['processor', 'ram', 'gpu', 'powerSupply']);
    expect(
      offeredOptions(parsed.features)
        .get('ram')!
        .map((option) => option.id),
    ).toEqual(['ddr5-32', 'ddr4-32']);
  });

  it('are refused without a name or with a non-numeric increment', () => {
    const result = productInputSchema.safeParse({
      name: 'PC',
      basePrice: 1000,
      category: 'laptops',
      images: ['/uploads/a.webp'],
      features: { ram: { selectedComponent: { category: 'ram' }, options: [{ id: 'x', priceIncrement: 'mucho' }] } },
    });
    expect(result.success).toBe(false);
  });
});

describe('chosen options’ names', () => {
  it('names each chosen option in both languages (an empty English one without name_en) and skips what is not offered', () => {
    const features = {
      ...desktop.features,
      ram: {
        ...desktop.features.ram,
        options: [
          { id: 'ddr5-32', name: '32 GB DDR5 (2 × 16)', name_en: '32 GB DDR5 (2 × 16 GB)', priceIncrement: 150 },
        ],
      },
    };
    expect(
      chosenOptionNames(features, { ram: 'ddr5-32', gpu: 'rtx-4070-super', storage: 'x', processor: 'nope' }),
    ).toEqual({
      ram: { es: '32 GB DDR5 (2 × 16)', en: '32 GB DDR5 (2 × 16 GB)' },
      gpu: { es: 'GeForce RTX 4070 SUPER', en: '' },
    });
    expect(chosenOptionNames(features, {})).toEqual({});
  });
});
