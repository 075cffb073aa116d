import { describe, expect, it } from 'vitest';
import {
  compareHref,
  compareWithPickedHref,
  readComparedConfiguration,
  rememberComparison,
} from '../../shared/lib/compare-link';
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

  it("carries each configured product's choice, and drops the choice of a product no longer compared", () => {
    const href = compareHref(['a', 'b'], new URLSearchParams(), { a: { storage: 'ssd-1tb', ram: 'ram-16' } });
    expect(href).toBe('/comparar?ids=a,b&opciones-a=ram:ram-16,storage:ssd-1tb');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(readComparedConfiguration(params, 'a')).toEqual({ ram: 'ram-16', storage: 'ssd-1tb' });
    expect(readComparedConfiguration(params, 'b')).toEqual({});
    expect(compareLocation(params, { ids: ['b'] })).toBe('/comparar?ids=b');
    expect(compareLocation(params, { ids: ['a'] })).toBe('/comparar?ids=a&opciones-a=ram:ram-16,storage:ssd-1tb');
  });

  it("'Comparar con otros productos' keeps the products picked in this tab, with their choices", () => {
    sessionStorage.clear();
    expect(compareWithPickedHref('x', { ram: 'ram-32' })).toBe('/comparar?ids=x&opciones-x=ram:ram-32');
    rememberComparison('ids=a,b&opciones-a=ram:ram-16');
    expect(compareWithPickedHref('x', {})).toBe('/comparar?ids=a,b,x&opciones-a=ram:ram-16');
    // Already compared: it moves to the end with its new choice, nothing doubles.
    expect(compareWithPickedHref('a', { ram: 'ram-32' })).toBe('/comparar?ids=b,a&opciones-a=ram:ram-32');
    // Four compared: the oldest gives way.
    rememberComparison('ids=a,b,c,d');
    expect(compareWithPickedHref('x', {})).toBe('/comparar?ids=b,c,d,x');
  });
});
