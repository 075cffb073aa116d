import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Catches visible text written straight into components instead of going through t():
 * JSX text between tags and the user-facing attributes. Texts that are the same in every
 * language (the e-mail address) are listed explicitly.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['contacto@techstore.example']);

const srcDir = join(import.meta.dirname, '../..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const LETTER = /\p{L}/u;
const JSX_TEXT = /(?<!=)>([^<>{}]+)</g; // not after "=>"
const TEXT_ATTRIBUTE = /\b(?:aria-label|placeholder|title|alt)="([^"]*)"/g;

describe('visible texts', () => {
  it('all come from the translation files', () => {
    const offenders: string[] = [];
    for (const file of componentFiles(srcDir)) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of [JSX_TEXT, TEXT_ATTRIBUTE]) {
        for (const match of source.matchAll(pattern)) {
          const text = match[1]!.trim();
          // Type arguments and comparisons also produce ">...<" spans; code has ; = or ( in it.
          if (!text || !LETTER.test(text) || /[;=()]/.test(text) || SAME_IN_EVERY_LANGUAGE.has(text)) continue;
          offenders.push(`${relative(srcDir, file)}: ${text}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
