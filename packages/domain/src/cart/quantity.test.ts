import { describe, expect, it } from 'vitest';
import { acceptQuantity } from './quantity';

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
