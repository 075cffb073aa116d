/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, a cell with a comma, quote or
 * line break quoted with its quotes doubled, lines ended by CRLF. A text cell beginning with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is what a spreadsheet may run as a formula: it is
 * written after an apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection).
 * A plain number (`-12.50`, an exact amount written as text) is data, not a formula, and stays as it is.
 * Every CSV the shop writes (orders export, product export) and reads back (product import) uses these.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

/** Whether a cell as read is one a spreadsheet would run (a plain number is not). */
export const isCsvFormula = (text: string): boolean => FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (isCsvFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A text cell read back: the apostrophe `csvCell` put before a would-be formula is taken off;
 * a bare formula (a file edited by hand) is `undefined`, to be refused.
 */
export function csvText(cell: string): string | undefined {
  if (isCsvFormula(cell)) return undefined;
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks); a leading BOM and a blank last line are no data. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
