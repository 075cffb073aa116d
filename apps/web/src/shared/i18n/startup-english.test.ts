import { expect, it, vi } from 'vitest';
import type englishTexts from './en.json';

const englishFile = vi.hoisted(() => {
  history.replaceState(null, '', '/?lng=en');
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
// Holds en.json back so the test decides when the download "finishes".
vi.mock('./en.json', async (importOriginal) => {
  await englishFile.arrived;
  return importOriginal();
});

import i18n, { i18nReady } from './index';

it('resolves i18nReady only once the detected English texts are in place', async () => {
  let ready = false;
  void i18nReady.then(() => (ready = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(ready).toBe(false);
  expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

  englishFile.release();
  await i18nReady;
  const { default: en } = await vi.importActual<{ default: typeof englishTexts }>('./en.json');
  expect(i18n.resolvedLanguage).toBe('en');
  expect(i18n.t('nav.products')).toBe(en.nav.products);
  expect(document.documentElement.lang).toBe('en');
  expect(document.cookie).toContain('i18next=en');
});
