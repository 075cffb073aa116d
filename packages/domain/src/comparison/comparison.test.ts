import { describe, expect, it } from 'vitest';
import { domainMessage } from '../messages';
import {
  comparisonTexts,
  gpuKind,
  ramGigabytes,
  screenInches,
  storageGigabytes,
  storageKind,
  type ComparedProduct,
} from './comparison';

const one = (category: string, component: Record<string, unknown>) => ({
  [category]: { selectedComponent: { category, ...component } },
});

const laptop = (
  overrides: Partial<ComparedProduct> & { features?: Record<string, unknown> } = {},
): ComparedProduct => ({
  basePrice: 1000,
  specifications: {},
  ...overrides,
  features: overrides.features ?? {},
});

const texts = (current: ComparedProduct, other: ComparedProduct, language: 'es' | 'en' = 'es') =>
  comparisonTexts(current, other, language).map((t) => domainMessage(t.key, language, t.params));

describe('reading the named fields', () => {
  it('reads RAM from capacityGB, the component name or the ram specification', () => {
    expect(ramGigabytes(laptop({ features: one('ram', { name: 'x', specs: { capacityGB: 32 } }) }))).toBe(32);
    expect(ramGigabytes(laptop({ features: one('ram', { name: '16 GB DDR5' }) }))).toBe(16);
    expect(ramGigabytes(laptop({ specifications: { ram: '8 GB de memoria unificada' } }))).toBe(8);
    expect(ramGigabytes(laptop())).toBeUndefined();
  });

  it('tells SSD from HDD and reads screen inches with a decimal comma', () => {
    expect(storageKind(laptop({ features: one('storage', { name: 'SSD NVMe de 512 GB' }) }))).toBe('ssd');
    expect(storageKind(laptop({ specifications: { storage: 'HDD de 1 TB a 5400 rpm' } }))).toBe('hdd');
    expect(screenInches(laptop({ specifications: { screen: '15,6" Full HD (1920 × 1080) IPS' } }))).toBe(15.6);
    expect(screenInches(laptop({ features: one('screen', { specs: { size: 14 } }) }))).toBe(14);
  });

  it('reads storage capacity in GB, a terabyte as 1,000', () => {
    expect(storageGigabytes(laptop({ features: one('storage', { name: 'SSD NVMe de 512 GB' }) }))).toBe(512);
    expect(storageGigabytes(laptop({ features: one('storage', { name: '1 TB SSD' }) }))).toBe(1000);
    expect(storageGigabytes(laptop({ features: one('storage', { specs: { capacityGB: 2000 } }) }))).toBe(2000);
    expect(storageGigabytes(laptop({ specifications: { storage: 'HDD de 1,5 TB' } }))).toBe(1500);
    expect(storageGigabytes(laptop())).toBeUndefined();
  });

  it('tells a dedicated GPU from an integrated one', () => {
    expect(gpuKind(laptop({ features: one('graphics', { name: 'NVIDIA GeForce RTX 4060 Laptop' }) }))).toBe(
      'dedicated',
    );
    expect(gpuKind(laptop({ features: one('graphics', { name: 'Intel Iris Xe' }) }))).toBe('integrated');
    expect(gpuKind(laptop({ features: one('processor', { name: 'Apple M2', ranking: 24 }) }))).toBe('integrated');
    expect(gpuKind(laptop())).toBeUndefined();
  });
});

describe('comparison texts', () => {
  const current = laptop({
    basePrice: 1000,
    features: {
      ...one('processor', { name: 'Core i5', ranking: 40 }),
      ...one('ram', { name: '8 GB DDR4' }),
      ...one('storage', { name: 'HDD de 1 TB' }),
      additionalFeatures: { selectedComponents: [{ category: 'additionalFeatures', name: 'Wi-Fi 6' }] },
    },
    specifications: { screen: '14"' },
  });
  const better = laptop({
    basePrice: 1250,
    features: {
      ...one('processor', { name: 'Core i7', ranking: 20 }),
      ...one('ram', { name: '16 GB DDR5' }),
      ...one('storage', { name: 'SSD de 512 GB' }),
      ...one('graphics', { name: 'GeForce RTX 4050' }),
      additionalFeatures: {
        selectedComponents: [
          { category: 'additionalFeatures', name: 'wi-fi 6' },
          { category: 'additionalFeatures', name: 'Teclado retroiluminado', name_en: 'Backlit keyboard' },
        ],
      },
    },
    specifications: { screen: '15,6"' },
  });

  it('names every difference in Spanish, in the spec’s order', () => {
    expect(texts(current, better)).toEqual([
      'Mejor rendimiento',
      'Más RAM (16 GB vs 8 GB)',
      'Almacenamiento SSD (más rápido que HDD)',
      'Pantalla más grande (15,6″ vs 14″)',
      'GPU dedicada',
      '25 % más caro',
      'Incluye: Teclado retroiluminado',
    ]);
  });

  it('and the other way round in English', () => {
    expect(texts(better, current, 'en')).toEqual([
      'Lower performance',
      'Less RAM (8 GB vs 16 GB)',
      'HDD storage (slower than SSD)',
      'Smaller screen (14″ vs 15.6″)',
      'Integrated GPU',
      '20% cheaper',
    ]);
  });

  it('names the features only the other has in the reader’s language', () => {
    expect(texts(current, better, 'en').at(-1)).toBe('Includes: Backlit keyboard');
  });

  it('says nothing of what is equal or unknown', () => {
    expect(comparisonTexts(current, { ...current })).toEqual([]);
    expect(comparisonTexts(laptop(), laptop({ basePrice: 1004 }))).toEqual([]);
  });

  it('marks which points speak for the other product', () => {
    expect(comparisonTexts(current, better).map((t) => t.favourable)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
  });
});
