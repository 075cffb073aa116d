import { describe, expect, it } from 'vitest';
import { domainMessages } from '@shop/domain';
import en from './en.json';
import es from './es.json';
import type { FeatureTexts, TextTree } from './feature-texts';

/**
 * Every text of the shop in one check: the first load's namespace (es.json, en.json), every
 * feature's namespace (the `defineTexts` of each texts.ts) and the messages the domain shares with
 * the API. In each, a key in one language has its twin in the other, no text is empty, both say
 * the same placeholders, and the English text differs from the Spanish one unless every word of
 * it is one both languages write alike.
 */
const SAME_IN_BOTH_LANGUAGES = new Set([
  // Product words, categories and the card's code.
  'Admin',
  'CVV',
  // The same word in Spanish and English (the card of a product shoppers can configure).
  'Configurable',
  'Laptop',
  'Laptops',
  'Smartphones',
  'Stock',
  'Subtotal',
  'Tablet',
  'Tablets',
  'Total',
  'Video',
  'No',
  // How a 24-hour time is written ('hh:mm').
  'hh',
  'mm',
  // The shop's street address.
  'Av',
  'Corrientes',
  'Buenos',
  'Aires',
]);

type Texts = ReadonlyMap<string, string>;

function flatten(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const featureModules = import.meta.glob<Record<string, FeatureTexts>>(['../../**/texts.ts'], { eager: true });
const featureTexts = Object.values(featureModules).flatMap((module) => Object.values(module));
const jsonFiles = Object.keys(import.meta.glob(['../../**/texts.es.json', '../../**/texts.en.json']));

const namespaces: { name: string; es: Texts; en: Texts }[] = [
  { name: 'translation (es.json, en.json)', es: flatten(es), en: flatten(en) },
  ...featureTexts.map(({ namespace, bundles }) => ({
    name: namespace,
    es: flatten(bundles.es),
    en: flatten(bundles.en),
  })),
  {
    name: "the domain's messages",
    es: new Map(Object.entries(domainMessages.es)),
    en: new Map(Object.entries(domainMessages.en)),
  },
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const words = (text: string) => text.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}+/gu) ?? [];
const sameInBoth = (text: string) => words(text).every((word) => SAME_IN_BOTH_LANGUAGES.has(word));

describe('the texts of every namespace', () => {
  it('are each defined once, with a texts.es.json and a texts.en.json beside it', () => {
    const names = featureTexts.map((texts) => texts.namespace);
    expect(names).toContain('componentPicker');
    expect(new Set(names).size).toBe(names.length);
    expect(jsonFiles.length).toBe(2 * names.length);
    expect(Object.keys(featureModules).length).toBe(names.length);
  });

  it.each(namespaces)('have the same keys in both languages: $name', ({ es, en }) => {
    expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
  });

  it.each(namespaces)('have no empty text: $name', ({ es, en }) => {
    for (const [key, text] of [...es, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it.each(namespaces)('use the same placeholders in both languages: $name', ({ es, en }) => {
    for (const [key, text] of es) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it.each(namespaces)('are translated, not copied: $name', ({ es, en }) => {
    const copied = [...es].filter(([key, text]) => en.get(key) === text && !sameInBoth(text));
    expect(copied).toEqual([]);
  });

  it('fail a copied text unless all its words are written alike in both languages', () => {
    expect(sameInBoth('Stock: {{count}}')).toBe(true);
    expect(sameInBoth('{{index}} / {{count}}')).toBe(true);
    expect(sameInBoth('Producto agregado al carrito')).toBe(false);
  });
});

/** A text by namespace and key, as components ask for it (`t('cart:removed')`; the first load's without a prefix). */
function text(language: 'es' | 'en', key: string): string | undefined {
  const [name, path] = key.includes(':') ? key.split(':') : ['translation (es.json, en.json)', key];
  return namespaces.find((namespace) => namespace.name === name)?.[language].get(path!);
}

describe("the specification's exact texts", () => {
  it('are kept word for word', () => {
    expect(text('es', 'products.loadError')).toBe('Error al cargar productos. Mostrando productos de respaldo.');
    expect(text('es', 'serverStatus:ready')).toBe('Servidor iniciado con éxito');
    expect(text('es', 'serverStatus:unavailable')).toBe(
      'Error al conectar con el servidor. Mostrando productos de muestra...',
    );
    expect(text('es', 'cart.onlyUnits_other')).toBe('Solo hay {{stock}} unidades disponibles');
    expect(text('en', 'cart.onlyUnits_other')).toBe('Only {{stock}} units available');
    expect(text('es', 'cart.added')).toBe('Producto agregado al carrito');
    expect(text('es', 'cart:removed')).toBe('Producto eliminado del carrito');
    expect(text('es', 'cart:cleared')).toBe('Carrito vaciado');
    expect(text('en', 'checkout:errorMessage')).toBe('There was an error processing your payment. Please try again.');
    expect(text('es', 'product:comparableError')).toBe('Error al obtener productos comparables');
    expect(text('en', 'product:comparableError')).toBe('Error fetching comparable products');
  });
});
