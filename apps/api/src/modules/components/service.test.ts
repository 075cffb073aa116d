import { describe, expect, it } from 'vitest';
import { findComponents } from '@shop/domain/catalogues';
import { createComponentCatalogue } from './service';

describe('the component answers kept in memory', () => {
  it('keeps searched answers within the byte budget, dropping the oldest, and answers right after dropping', () => {
    const budget = 200_000;
    const catalogue = createComponentCatalogue({ maxKeptSearchBytes: budget });
    // Each search matches a large part of the catalogue, so a few of them exceed the budget.
    const searches = ['a', 'e', 'i', 'o', 'u', 'de', 'the', 'con', 'with', 'gb'];
    for (const search of searches) {
      catalogue.answer({ search }, 'es');
      expect(catalogue.keptSearchBytes()).toBeLessThanOrEqual(budget);
    }
    expect(catalogue.keptSearchBytes()).toBeGreaterThan(0);

    // 'a' was dropped long ago (alone it is larger than the budget): it is made again, the same.
    const again = catalogue.answer({ search: 'a' }, 'es');
    expect(JSON.parse(again.body.identity.toString()).total).toBe(findComponents({ search: 'a' }).length);
    const small = catalogue.answer({ search: 'rtx 5090' }, 'en');
    expect(catalogue.answer({ search: 'RTX  5090' }, 'en')).toBe(small);
    expect(catalogue.answer({ search: 'RTX  5090' }, 'es')).not.toBe(small);
  });

  it('answers the same object, made once, for a query without a search, and keeps it outside the budget', () => {
    const catalogue = createComponentCatalogue();
    expect(catalogue.answer({ group: 'gpu' }, 'es')).toBe(catalogue.answer({ group: 'gpu', search: '  ' }, 'es'));
    expect(catalogue.answer({ group: 'gpu' }, 'en')).not.toBe(catalogue.answer({ group: 'gpu' }, 'es'));
    expect(catalogue.keptSearchBytes()).toBe(0);
  });
});
