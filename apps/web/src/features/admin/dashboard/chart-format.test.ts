import { describe, expect, it } from 'vitest';
import { monthLabel, moneyFromCents, moneyTick } from './chart-format';

describe('chart formats', () => {
  it('names a month in the language, in UTC', () => {
    expect(monthLabel('2025-12', 'en')).toBe('Dec 25');
    expect(monthLabel('2026-01', 'es')).toBe('ene 26');
  });

  it('ticks are compact with the currency symbol, the tooltip exact to the cent', () => {
    expect(moneyTick(15000, 'USD', 'en')).toBe('US$ 15K');
    expect(moneyTick(1_250_000, 'ARS', 'es')).toBe('AR$ 1,3\u00a0M');
    expect(moneyFromCents(1_500_050, 'EUR', 'es')).toBe('€ 15.000,50');
    expect(moneyFromCents(1_500_050, 'BRL', 'en')).toBe('R$ 15,000.50');
  });
});
