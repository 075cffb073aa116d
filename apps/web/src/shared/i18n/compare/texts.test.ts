import { describe, expect, it } from 'vitest';
import i18n from '../index';
import en from './en.json';
import es from './es.json';
import { COMPARE_NAMESPACE, registerCompareTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('comparison texts', () => {
  it('have the same keys, placeholders and no empty text in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(es)) {
      expect(text.trim(), key).not.toBe('');
      expect(en[key as keyof typeof en].trim(), key).not.toBe('');
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('keep the exact text of spec 001 §8 for a failed comparable fetch', () => {
    expect(es.comparableError).toBe('Error al obtener productos comparables');
    expect(en.comparableError).toBe('Error fetching comparable products');
  });

  it('are registered for both languages, once', () => {
    registerCompareTexts(i18n);
    registerCompareTexts(i18n);
    expect(i18n.getFixedT('es')(`${COMPARE_NAMESPACE}:similarTitle`)).toBe('Productos similares');
    expect(i18n.getFixedT('en')(`${COMPARE_NAMESPACE}:similarTitle`)).toBe('Similar products');
  });
});
