import { describe, expect, it } from 'vitest';
import { compareHref } from '../../shared/lib/compare-link';
import { compareLocation, readComparedIds, readDifferencesOnly } from './url-state';

describe('comparison address', () => {
  it('reads distinct ids in order, at most four, skipping blanks and over-long ones', () => {
    const long = 'x'.repeat(201);
    const params = new URLSearchParams(`ids=a, b,,a,${long},c,d,e`);
    expect(readComparedIds(params)).toEqual(['a', 'b', 'c', 'd']);
    expect(readComparedIds(new URLSearchParams())).toEqual([]);
  });

  it('writes readable commas and keeps other parameters', () => {
    expect(compareHref(['a', 'b', 'a'])).toBe('/comparar?ids=a,b');
    expect(compareHref([])).toBe('/comparar');
    const current = new URLSearchParams('ids=a,b&lng=en');
    expect(compareLocation(current, { ids: ['a'] })).toBe('/comparar?ids=a&lng=en');
    expect(compareLocation(current, { differencesOnly: true })).toBe('/comparar?ids=a,b&lng=en&diferencias=1');
  });

  it('reads and clears "differences only"', () => {
    const on = new URLSearchParams('ids=a&diferencias=1');
    expect(readDifferencesOnly(on)).toBe(true);
    expect(compareLocation(on, { differencesOnly: false })).toBe('/comparar?ids=a');
    expect(compareLocation(on, { ids: [] })).toBe('/comparar?diferencias=1');
  });
});
