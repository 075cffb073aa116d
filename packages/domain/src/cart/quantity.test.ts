import { describe, expect, it } from 'vitest';
import { acceptQuantity, typedQuantity } from './quantity';

describe('acceptQuantity', () => {
  it('accepts integers from 1 to stock', () => {
    expect(acceptQuantity('1', 5)).toBe(1);
    expect(acceptQuantity('5', 5)).toBe(5);
  });

  it.each(['0', '6', '-1', '2.5', '1e1', '', 'abc', '99999999999999999999'])('ignores %j with stock 5', (raw) => {
    expect(acceptQuantity(raw, 5)).toBeNull();
  });

  it('accepts nothing when out of stock', () => {
    expect(acceptQuantity('1', 0)).toBeNull();
  });
});

describe('typedQuantity', () => {
  it('takes 1 to stock as typed', () => {
    expect(typedQuantity('1', 3)).toEqual({ quantity: 1, capped: false });
    expect(typedQuantity(' 3 ', 3)).toEqual({ quantity: 3, capped: false });
  });

  it('caps more than the stock at the stock, however large', () => {
    expect(typedQuantity('9', 3)).toEqual({ quantity: 3, capped: true });
    expect(typedQuantity('99999999999999999999', 3)).toEqual({ quantity: 3, capped: true });
  });

  it.each(['0', '00', '-1', '-5'])('refuses %j with the minimum', (raw) => {
    expect(typedQuantity(raw, 3)).toEqual({ quantity: null, refused: 'min' });
  });

  it.each(['', '2.5', '1e1', 'abc'])('refuses %j quietly', (raw) => {
    expect(typedQuantity(raw, 3)).toEqual({ quantity: null, refused: 'invalid' });
  });

  it('takes nothing when out of stock', () => {
    expect(typedQuantity('1', 0)).toEqual({ quantity: null, refused: 'invalid' });
  });
});
