import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainMessages, SPECIFICATION_LABELS, voseoForms } from '@shop/domain';
import { ALL_COMPONENTS } from '@shop/domain/catalogues';
import { seedCatalogue } from './catalogue';

/**
 * The shop speaks Spanish as 'tú' everywhere (the spec's exact strings do): no voseo form in
 * any Spanish text a person reads. Scanned here: every Spanish namespace of the web app (the
 * first load's es.json and each feature's texts.es.json), the domain's messages (API errors and
 * confirmations), the specification labels, the component catalogues and the seeded products.
 */

const repository = join(import.meta.dirname, '../../../../..');
const webSource = join(repository, 'apps/web/src');

function spanishTextFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return spanishTextFiles(path);
    return entry.name === 'es.json' || entry.name.endsWith('.es.json') ? [path] : [];
  });
}

/** Every string inside a value, with where it is; English twins (`*_en`, `en`) left out. */
function strings(value: unknown, where: string): [where: string, text: string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'en' || key.endsWith('_en') ? [] : strings(item, `${where}.${key}`),
    );
  }
  return [];
}

const offenders = (texts: [string, string][]) =>
  texts.flatMap(([where, text]) => {
    const found = voseoForms(text);
    return found.length > 0 ? [`${where}: ${found.join(', ')} («${text}»)`] : [];
  });

describe('Spanish speaks as tú', () => {
  it('finds the web app’s Spanish namespaces', () => {
    const files = spanishTextFiles(webSource);
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => file.endsWith('shared/i18n/es.json'))).toBe(true);
  });

  it('in every Spanish text of the web app', () => {
    const texts = spanishTextFiles(webSource).flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')), relative(webSource, file)),
    );
    expect(offenders(texts)).toEqual([]);
  });

  it('in the domain’s messages and specification labels', () => {
    const labels = Object.entries(SPECIFICATION_LABELS).map(([key, [es]]): [string, string] => [key, es]);
    expect(offenders([...strings(domainMessages.es, 'messages'), ...labels])).toEqual([]);
  });

  it('in the component catalogues', () => {
    expect(offenders(ALL_COMPONENTS.flatMap((entry) => strings(entry, entry.id)))).toEqual([]);
  });

  it('in the seeded products', () => {
    expect(offenders(seedCatalogue.flatMap((product) => strings(product, product.slug)))).toEqual([]);
  });
});
