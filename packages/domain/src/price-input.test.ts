import { describe, expect, it } from 'vitest';
import { formatPriceInput, parsePriceInput, priceInputText, translatePriceText } from './price-input';

describe('the admin price field', () => {
  it.each([
    ['1234567,89', '1.234.567,89'],
    ['1.234,50', '1.234,50'],
    ['1234', '1.234'],
    ['1234,', '1.234,'],
    ['12,345', '12,34'],
    ['0012', '12'],
    [',5', '0,5'],
    ['US$ 1a2b3', '123'],
    ['1.2.3.4', '1.234'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => expect(formatPriceInput(typed)).toBe(shown));

  it.each([
    ['1.234,50', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['1234', 1234],
    ['0,5', 0.5],
    ['1.234,', 1234],
    ['0', 0],
    [',', 0],
  ])('saves %j as %d', (text, amount) => expect(parsePriceInput(text)).toBe(amount));

  it.each(['', '.', 'abc'])('has no amount for %j', (text) => expect(parsePriceInput(text)).toBeUndefined());

  it('shows a stored amount the same way, and reads it back unchanged', () => {
    expect(priceInputText(1234.5)).toBe('1.234,50');
    expect(priceInputText(1234567.89)).toBe('1.234.567,89');
    expect(priceInputText(0)).toBe('0,00');
    for (const amount of [0.01, 999.99, 1234.5, 1e9 + 0.07])
      expect(parsePriceInput(priceInputText(amount))).toBe(amount);
  });
});

describe('the admin price field in English', () => {
  it.each([
    ['1234567.89', '1,234,567.89'],
    ['1,234.50', '1,234.50'],
    ['1234', '1,234'],
    ['1234.', '1,234.'],
    ['12.345', '12.34'],
    ['.5', '0.5'],
    ['US$ 1a2b3', '123'],
    ['1,2,3,4', '1,234'],
  ])('shows %j as %j', (typed, shown) => expect(formatPriceInput(typed, 'en')).toBe(shown));

  it.each([
    ['1,234.50', 1234.5],
    ['1,234,567.89', 1234567.89],
    ['0.5', 0.5],
    ['1,234', 1234],
  ])('saves %j as %d', (text, amount) => expect(parsePriceInput(text, 'en')).toBe(amount));

  it('shows a stored amount the English way, and reads it back unchanged', () => {
    expect(priceInputText(1234567.89, 'en')).toBe('1,234,567.89');
    expect(priceInputText(0, 'en')).toBe('0.00');
    for (const amount of [0.01, 999.99, 1234.5, 1e9 + 0.07])
      expect(parsePriceInput(priceInputText(amount, 'en'), 'en')).toBe(amount);
  });

  it('writes a Spanish price text the English way and back', () => {
    expect(translatePriceText('1.234.567,89', 'es', 'en')).toBe('1,234,567.89');
    expect(translatePriceText('1,234,567.89', 'en', 'es')).toBe('1.234.567,89');
    expect(translatePriceText('1.234,5', 'es', 'es')).toBe('1.234,5');
  });
});
