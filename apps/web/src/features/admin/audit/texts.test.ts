import { AUDIT_AREAS, AUDIT_KINDS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import en from './texts.en.json';
import es from './texts.es.json';

describe("the change log's texts", () => {
  it.each([
    ['es', es],
    ['en', en],
  ] as const)('name every kind of change and every area the API records (%s)', (_language, texts) => {
    const kinds: Record<string, string> = texts.kinds;
    const areas: Record<string, string> = texts.areas;
    for (const kind of AUDIT_KINDS) expect(kinds[kind], kind).toMatch(/\S/);
    for (const area of AUDIT_AREAS) expect(areas[area], area).toMatch(/\S/);
  });
});
