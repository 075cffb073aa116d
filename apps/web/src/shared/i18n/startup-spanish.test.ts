import { expect, it, vi } from 'vitest';
import en from './en.json';

// A returning Spanish visitor: the saved choice wins over the test browser's en-US.
vi.hoisted(() => localStorage.setItem('i18nextLng', 'es'));

import i18n, { i18nReady } from './index';

it('starts in Spanish without loading English, and loads it before switching to it', async () => {
  await i18nReady;
  expect(i18n.resolvedLanguage).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

  // What the header's language toggle does (useLanguage).
  await i18n.changeLanguage('en');
  expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  expect(i18n.resolvedLanguage).toBe('en');
  expect(i18n.t('nav.products')).toBe(en.nav.products);
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('i18nextLng')).toBe('en');
  expect(document.cookie).toContain('i18next=en');
});
