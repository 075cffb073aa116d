/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, a cell with a comma, quote or
 * line break quoted with its quotes doubled, lines ended by CRLF. A text cell beginning with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is what a spreadsheet may run as a formula: it is
 * written after an apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection).
 * A plain number (`-12.50`, an exact amount written as text) is data, not a formula, and stays as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
