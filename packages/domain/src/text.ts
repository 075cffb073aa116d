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
