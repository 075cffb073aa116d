import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  clearViewed,
  forgetViewed,
  parseViewed,
  recordView,
  withViewed,
  without,
} from './store';

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as string[];

describe('recently viewed store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the latest first, each product once', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c']) list = withViewed(list, id);
    expect(list).toEqual(['c', 'b', 'a']);
    // Opening one again moves it first, never a second copy.
    expect(withViewed(list, 'a')).toEqual(['a', 'c', 'b']);
  });

  it(`keeps at most ${MAX_RECENTLY_VIEWED}: the oldest drop out`, () => {
    let list: string[] = [];
    for (let n = 1; n <= 15; n++) list = withViewed(list, `p${n}`);
    expect(list).toHaveLength(12);
    expect(list[0]).toBe('p15');
    expect(list.at(-1)).toBe('p4');
  });

  it('removes one, or several (products gone), and clears all in storage', () => {
    expect(without(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
    recordView('x');
    recordView('y');
    recordView('z');
    recordView('y');
    expect(stored()).toEqual(['y', 'z', 'x']);
    forgetViewed(['z']);
    expect(stored()).toEqual(['y', 'x']);
    forgetViewed(['unknown']);
    expect(stored()).toEqual(['y', 'x']);
    clearViewed();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('reads a broken or tampered entry as nothing, or as its sound part', () => {
    expect(parseViewed('{not json')).toEqual([]);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed(JSON.stringify(['a', 3, 'a', '', 'b']))).toEqual(['a', 'b']);
    expect(parseViewed(JSON.stringify(Array.from({ length: 30 }, (_, n) => `p${n}`)))).toHaveLength(12);
  });
});
