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
