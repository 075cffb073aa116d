/**
 * Folds text for searching: lower case, accents removed, whitespace collapsed.
 * The server stores this form of every searchable field and folds the query the
 * same way, so 'camara' finds 'Cámara' on SQLite and PostgreSQL alike.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * C0 and C1 control characters (NUL, escape, DEL, the 0x80–0x9F block...). They have no place
 * in a name, an e-mail or a product text, and PostgreSQL refuses a NUL in any text column, so
 * every text a person types is checked for them before anything is stored or hashed. Line
 * breaks and tabs are the exception a multi-line field (a description) may allow.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_OR_LINE_BREAKS = /[\u0000-\u001F\u007F-\u009F]/;

/** The key of the text a refused control character answers (texts in ./account/messages.ts). */
export const CONTROL_CHARACTERS_KEY = 'text.controlCharacters';

/** Whether the text holds a control character; tabs and line breaks count unless `multiline`. */
export function hasControlCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS : CONTROL_CHARACTERS_OR_LINE_BREAKS).test(text);
}

/**
 * The check of every text field, on any zod string schema (kept free of a zod import so the
 * storefront's first load, which uses this module's search folding, never pulls zod in):
 * `withoutControlCharacters(z.string().max(100))`, or `{ multiline: true }` for a field whose
 * text may span lines.
 */
export function withoutControlCharacters<Schema extends TextSchema<Schema>>(
  schema: Schema,
  options: { multiline?: boolean } = {},
): Schema {
  return schema.refine(
    (text) => typeof text !== 'string' || !hasControlCharacters(text, options),
    CONTROL_CHARACTERS_KEY,
  );
}

interface TextSchema<Self> {
  refine(check: (value: string) => boolean, message: string): Self;
}

/** The first word of a person's name: what a review signs with and the header greets by. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
