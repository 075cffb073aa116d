import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/domain';

// The shop formats through the domain's formatMoney; this pins what shoppers see per language.
describe('price formatting', () => {
  it('uses es-ES grouping and decimal comma in Spanish, even below 10,000', () => {
    expect(formatMoney(1234.5, 'ARS', 'es')).toBe('AR$ 1.234,50');
    expect(formatMoney(1299999.99, 'USD', 'es')).toBe('US$ 1.299.999,99');
  });

  it('uses en-US grouping and decimal point in English', () => {
    expect(formatMoney(1234.5, 'ARS', 'en')).toBe('AR$ 1,234.50');
    expect(formatMoney(0, 'EUR', 'en')).toBe('€ 0.00');
  });

  it('always shows 2 decimals, rounding the third', () => {
    expect(formatMoney(19.999, 'BRL', 'en')).toBe('R$ 20.00');
    expect(formatMoney(5, 'BRL', 'es')).toBe('R$ 5,00');
  });
});
