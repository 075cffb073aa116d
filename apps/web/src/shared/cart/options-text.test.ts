import { describe, expect, it } from 'vitest';
import { optionParts, type OptionPart } from './options-text';

const optionsText = (parts: OptionPart[]) => parts.map((part) => `${part.label}: ${part.value.text}`).join(' · ');

const label = (group: string) => ({ ram: 'Memoria RAM', storage: 'Almacenamiento' })[group] ?? group;

describe('a line’s configuration as text', () => {
  it('names each group and its choice, and is empty for a plain product', () => {
    expect(optionsText(optionParts({ ram: 'ddr5-32', storage: { name: 'SSD 1 TB' } }, label))).toBe(
      'Memoria RAM: ddr5-32 · Almacenamiento: SSD 1 TB',
    );
    expect(optionsText(optionParts({ extras: [{ label: 'Wi-Fi 7' }, 'nfc'], gpu: null }, label))).toBe(
      'extras: Wi-Fi 7, nfc',
    );
    expect(optionParts({}, label)).toEqual([]);
  });
});

describe('a line’s configuration with its options’ names', () => {
  const names = {
    ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' },
    storage: { es: 'SSD de 1 TB', en: '' },
  };
  it('names each option in the shopper’s language instead of its id', () => {
    expect(optionsText(optionParts({ ram: 'ram-16gb-unified' }, label, names, 'es'))).toBe(
      'Memoria RAM: 16 GB de memoria unificada',
    );
    expect(optionsText(optionParts({ ram: 'ram-16gb-unified' }, label, names, 'en'))).toBe(
      'Memoria RAM: 16 GB unified memory',
    );
  });
  it('shows the Spanish name, marked as Spanish, for an option without an English one', () => {
    const [ram, storage] = optionParts({ ram: 'ram-16gb-unified', storage: 'ssd-1tb' }, label, names, 'en');
    expect(ram!.value).toEqual({ text: '16 GB unified memory', lang: 'en', fellBack: false });
    expect(storage!.value).toEqual({ text: 'SSD de 1 TB', lang: 'es', fellBack: true });
    expect(optionParts({ storage: 'ssd-1tb' }, label, names, 'es')[0]!.value.fellBack).toBe(false);
  });
  it('falls back to the id for a category without a name (a line saved before names were kept)', () => {
    expect(
      optionsText(optionParts({ ram: 'ram-16gb-unified', storage: 'ssd-1tb' }, label, { ram: names.ram }, 'en')),
    ).toBe('Memoria RAM: 16 GB unified memory · Almacenamiento: ssd-1tb');
  });
});
