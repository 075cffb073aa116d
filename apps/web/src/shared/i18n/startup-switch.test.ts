import { expect, it, vi } from 'vitest';

const englishFile = vi.hoisted(() => {
  history.replaceState(null, '', '/?lng=en');
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('./en.json', async (importOriginal) => {
  await englishFile.arrived;
  return importOriginal();
});

import i18n, { i18nReady } from './index';

it('keeps a switch to Spanish made while the detected English is still loading', async () => {
  await i18n.changeLanguage('es');
  englishFile.release();
  await i18nReady;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(i18n.resolvedLanguage).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});
