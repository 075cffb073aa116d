import type { Language } from './language';

/** A table of texts by key, in each shop language (one area's, or the domain's whole table). */
export type MessageTables = Readonly<Record<Language, Readonly<Record<string, string>>>>;

export type MessageParams = Record<string, string | number>;

/** A key, or a plural key without its `_one` / `_other` ending. */
export type PluralBase<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** The keys a table resolves: its own, and its plural keys' bases. */
export type TableKey<Tables extends MessageTables> =
  Extract<keyof Tables['es'], string> | PluralBase<Extract<keyof Tables['es'], string>>;

/**
 * Resolves a key to its text in a language from the tables given, filling `{{name}}` from
 * `params` and choosing the plural form by `params.count`. A text that is not a key (a library's
 * own message) passes through unchanged. A value with an English twin (`name` and `name_en`,
 * a product's name) is filled in English from the twin where it is not empty.
 *
 * Kept apart from the domain's whole table (messages.ts) so a page that shows one area's texts
 * (the cart's orders texts) can resolve them from that area's table without shipping every text.
 */
export function messageIn<Tables extends MessageTables>(
  tables: Tables,
  key: TableKey<Tables>,
  language: Language = 'es',
  params: MessageParams = {},
): string {
  const table: Readonly<Record<string, string>> = tables[language];
  const plural = typeof params.count === 'number' ? `${key}_${params.count === 1 ? 'one' : 'other'}` : undefined;
  const text = (plural && table[plural]) ?? table[key];
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const twin = language === 'en' ? params[`${name}_en`] : undefined;
    if (twin !== undefined && twin !== '') return String(twin);
    return name in params ? String(params[name]) : whole;
  });
}
