import { describe, expect, it } from 'vitest';
import { bulkStillApplies } from './bulk';

const now = { version: 7, basePrice: 19.99, stock: 12 };

describe('bulkStillApplies', () => {
  it('takes a price change while the price is the one previewed, whatever else moved', () => {
    expect(bulkStillApplies(now, { field: 'price', mode: 'percent' }, { version: 3, from: 19.99 })).toBe(true);
    expect(bulkStillApplies(now, { field: 'price', mode: 'amount' }, { version: 7, from: 18.5 })).toBe(false);
  });

  it('adds stock by an amount to the stock there is, and takes a percentage only of the stock previewed', () => {
    expect(bulkStillApplies(now, { field: 'stock', mode: 'amount' }, { version: 3, from: 15 })).toBe(true);
    expect(bulkStillApplies(now, { field: 'stock', mode: 'percent' }, { version: 3, from: 15 })).toBe(false);
    expect(bulkStillApplies(now, { field: 'stock', mode: 'percent' }, { version: 3, from: 12 })).toBe(true);
  });

  it('without the previewed value, needs the version previewed', () => {
    expect(bulkStillApplies(now, { field: 'price', mode: 'amount' }, { version: 7 })).toBe(true);
    expect(bulkStillApplies(now, { field: 'price', mode: 'amount' }, { version: 6 })).toBe(false);
  });
});
