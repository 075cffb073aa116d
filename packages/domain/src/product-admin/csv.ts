import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { CATEGORIES, type Category, CURRENCY_CODES, type Currency } from '../catalog';
import { isProductId } from '../product-core';
import { csvText, parseCsv } from '../csv';
import { hasControlCharacters } from '../text';
import { signedHundredths } from './bulk';

const msg = (key: DomainMessageKey) => ({ error: key });

/** The columns of the staff list's CSV, in order: the export writes them, the import expects them. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'name_en',
  'brand',
  'category',
  'price',
  'currency',
  'stock',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const MAX_CSV_ROWS = 5000;

/** One product's row of an import, read and checked. */
export interface ProductCsvRow {
  /** Its line in the file (1 is the header). */
  row: number;
  id: string;
  name: string;
  name_en: string;
  brand: string;
  category: Category;
  basePrice: number;
  currency: Currency;
  stock: number;
}

/** Why an import refused everything: the first bad row (1 is the header) and its column. */
export type CsvRefusal = { row: number; field: ProductCsvColumn | 'header' };
export type CsvReading = { ok: true; rows: ProductCsvRow[] } | { ok: false; refusal: CsvRefusal };

const MAX_PRICE_CENTS = 100_000_000_000_000n;

/** A text cell (`csvText`: the export's apostrophe taken off, a bare formula refused), within its length. */
function textCell(cell: string, max: number): string | undefined {
  const text = csvText(cell);
  if (text === undefined || text.length > max || hasControlCharacters(text)) return undefined;
  return text.trim();
}

/**
 * Reads every row of an import before anything is applied: the header must be the export's,
 * each row an existing product's id with a name, a category, a price (at least 0, two
 * decimals, not absurd), a currency and a whole stock. The first wrong cell refuses the whole file.
 */
export function readProductCsv(text: string): CsvReading {
  const [header, ...lines] = parseCsv(text);
  if (!header || header.map((cell) => cell.trim()).join(',') !== PRODUCT_CSV_COLUMNS.join(',')) {
    return { ok: false, refusal: { row: 1, field: 'header' } };
  }
  if (lines.length > MAX_CSV_ROWS) return { ok: false, refusal: { row: MAX_CSV_ROWS + 2, field: 'header' } };
  const rows: ProductCsvRow[] = [];
  for (const [index, cells] of lines.entries()) {
    const row = index + 2;
    if (cells.length === 1 && cells[0]!.trim() === '') continue;
    const cell = (column: ProductCsvColumn) => cells[PRODUCT_CSV_COLUMNS.indexOf(column)] ?? '';
    const refuse = (field: ProductCsvColumn): CsvReading => ({ ok: false, refusal: { row, field } });
    if (cells.length !== PRODUCT_CSV_COLUMNS.length) return refuse('id');
    const id = cell('id').trim();
    if (!isProductId(id)) return refuse('id');
    const name = textCell(cell('name'), 200);
    if (!name) return refuse('name');
    const nameEn = textCell(cell('name_en'), 300);
    if (nameEn === undefined) return refuse('name_en');
    const brand = textCell(cell('brand'), 100);
    if (brand === undefined) return refuse('brand');
    const category = CATEGORIES.find((known) => known === cell('category').trim());
    if (!category) return refuse('category');
    const cents = signedHundredths(cell('price'));
    if (cents === undefined || cents < 0n || cents > MAX_PRICE_CENTS || /^[+-]/.test(cell('price').trim())) {
      return refuse('price');
    }
    const currency = CURRENCY_CODES.find((code) => code === cell('currency').trim());
    if (!currency) return refuse('currency');
    const stockText = cell('stock').trim();
    if (!/^\d{1,10}$/.test(stockText) || Number(stockText) > 1_000_000_000) return refuse('stock');
    rows.push({
      row,
      id,
      name,
      name_en: nameEn,
      brand,
      category,
      basePrice: Number(cents) / 100,
      currency,
      stock: Number(stockText),
    });
  }
  return { ok: true, rows };
}

/** Body of POST /api/admin/products/import: the file's text (at most MAX_CSV_ROWS rows). */
export const productImportSchema = z.object({
  csv: z.string(msg('productAdmin.csv.header')).max(1_000_000, msg('request.bodyTooLarge')),
});
export const productImportAnswerSchema = z.object({ updated: z.number() });
