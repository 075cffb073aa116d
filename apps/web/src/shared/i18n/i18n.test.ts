import { describe, expect, it } from 'vitest';
import en from './en.json';
import esDeferred from './es-deferred.json';
import esFirstLoad from './es.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// Spanish is split between the first load and the pages that load on demand (deferred-spanish.ts).
const esFirstLoadKeys = flatten(esFirstLoad);
const esDeferredKeys = flatten(esDeferred);
const esKeys = new Map([...esFirstLoadKeys, ...esDeferredKeys]);
const enKeys = flatten(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The texts lazily loaded pages and shared parts carry in their own chunk (`texts.es.json` beside `texts.en.json`).
const pageFiles = import.meta.glob<Tree>(['../../features/**/texts.*.json', '../**/texts.*.json'], {
  eager: true,
  import: 'default',
});
const pageBundles = Object.keys(pageFiles)
  .filter((path) => path.endsWith('/texts.es.json'))
  .map((path) => ({
    name: path,
    es: flatten(pageFiles[path]!),
    en: flatten(pageFiles[path.replace(/es\.json$/, 'en.json')] ?? {}),
  }));
const bundles = [{ name: 'es.json and en.json', es: esKeys, en: enKeys }, ...pageBundles];

describe('translation files', () => {
  it("include the pages' own texts", () => {
    expect(pageBundles.map((bundle) => bundle.name)).toContain('../../features/admin/dashboard/texts.es.json');
    expect(pageBundles.map((bundle) => bundle.name)).toContain('../configurator/texts.es.json');
    expect(pageBundles.map((bundle) => bundle.name)).toContain('./search/texts.es.json');
  });

  it.each(bundles)('have the same keys in both languages: $name', (bundle) => {
    expect([...bundle.es.keys()].filter((key) => !bundle.en.has(key))).toEqual([]);
    expect([...bundle.en.keys()].filter((key) => !bundle.es.has(key))).toEqual([]);
  });

  it('say each Spanish text once, either in the first load or in the deferred file', () => {
    expect([...esDeferredKeys.keys()].filter((key) => esFirstLoadKeys.has(key))).toEqual([]);
  });

  it.each(bundles)('have no empty texts: $name', (bundle) => {
    for (const [key, text] of [...bundle.es, ...bundle.en]) expect(text.trim(), key).not.toBe('');
  });

  it.each(bundles)('use the same placeholders in both languages: $name', (bundle) => {
    for (const [key, text] of bundle.es)
      expect(placeholders(bundle.en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('keep the exact Spanish texts of the spec', () => {
    expect(esKeys.get('products.loadError')).toBe('Error al cargar productos. Mostrando productos de respaldo.');
    expect(esKeys.get('serverStatus.ready')).toBe('Servidor iniciado con éxito');
    expect(esKeys.get('serverStatus.unavailable')).toBe(
      'Error al conectar con el servidor. Mostrando productos de muestra...',
    );
    expect(esKeys.get('cart.onlyUnits')).toBe('Solo hay {{stock}} unidades disponibles');
    expect(enKeys.get('cart.onlyUnits')).toBe('Only {{stock}} units available');
    expect(esKeys.get('cart.added')).toBe('Producto agregado al carrito');
    expect(esKeys.get('cartPage.removed')).toBe('Producto eliminado del carrito');
    expect(esKeys.get('cartPage.cleared')).toBe('Carrito vaciado');
    expect(enKeys.get('payment.errorMessage')).toBe('There was an error processing your payment. Please try again.');
  });
});
