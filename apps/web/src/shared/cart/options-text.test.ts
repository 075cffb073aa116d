import { describe, expect, it } from 'vitest';
import { optionsText } from './options-text';

const label = (group: string) => ({ ram: 'Memoria RAM', storage: 'Almacenamiento' })[group] ?? group;

describe('a line’s configuration as text', () => {
  it('names each group and its choice, and is empty for a plain product', () => {
    expect(optionsText({ ram: 'ddr5-32', storage: { name: 'SSD 1 TB' } }, label)).toBe(
      'Memoria RAM: ddr5-32 · Almacenamiento: SSD 1 TB',
    );
    expect(optionsText({ extras: [{ label: 'Wi-Fi 7' }, 'nfc'], gpu: null }, label)).toBe('extras: Wi-Fi 7, nfc');
    expect(optionsText({}, label)).toBe('');
  });
});

describe('a line’s configuration with its options’ names', () => {
  const names = { ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' } };
  it('names each option in the shopper’s language instead of its id', () => {
    expect(optionsText({ ram: 'ram-16gb-unified' }, label, names, 'es')).toBe(
      'Memoria RAM: 16 GB de memoria unificada',
    );
    expect(optionsText({ ram: 'ram-16gb-unified' }, label, names, 'en')).toBe('Memoria RAM: 16 GB unified memory');
  });
  it('falls back to the id for a category without a name (a line saved before names were kept)', () => {
    expect(optionsText({ ram: 'ram-16gb-unified', storage: 'ssd-1tb' }, label, names, 'en')).toBe(
      'Memoria RAM: 16 GB unified memory · Almacenamiento: ssd-1tb',
    );
  });
});
