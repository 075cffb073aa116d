import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { CATEGORIES, type Category, CURRENCY_CODES, type Currency } from '../catalog';
import { isProductId } from '../product-core';
import { csvText, parseCsv } from '../csv';
import { hasControlCharacters } from '../text';
import { MAX_PRICE_CENTS, signedHundredths } from './bulk';
import { MAX_STOCK } from '../product';

const msg = (key: DomainMessageKey) => ({ error: key });

/**
 * The columns of the staff list's CSV, in order: the export writes them, the import expects them.
 * `stock_at_export` is the stock when the file was made: the import applies the difference staff
 * wrote in `stock` to the stock as it is then, so units sold since the export are not put back
 * on sale (`importedStock`).
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'name_en',
  'brand',
  'category',
  'price',
  'currency',
  'stock',
  'stock_at_export',
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
  stockAtExport: number;
}

/** Why an import refused everything: the first bad row (1 is the header) and its column. */
export type CsvRefusal = { row: number; field: ProductCsvColumn | 'header' };
export type CsvReading = { ok: true; rows: ProductCsvRow[] } | { ok: false; refusal: CsvRefusal };

/** A text cell (`csvText`: the export's apostrophe taken off, a bare formula refused), within its length. */
function textCell(cell: string, max: number): string | undefined {
  const text = csvText(cell);
  if (text === undefined || text.length > max || hasControlCharacters(text)) return undefined;
  return text.trim();
}

/** A stock cell: a whole number from 0 to the limit. */
function wholeStock(cell: string): number | undefined {
  const text = cell.trim();
  return /^\d{1,10}$/.test(text) && Number(text) <= MAX_STOCK ? Number(text) : undefined;
}

/**
 * The stock an import row leaves: the stock as it is when the import applies, moved by what staff
 * changed in the file (`stock` − `stock_at_export`), never below 0 nor above the limit. A row whose
 * stock staff left alone leaves the stock alone, sales since the export included; one that counts
 * 5 fewer (broken units) takes 5 from what is left; one set to 0 leaves 0.
 */
export function importedStock(row: Pick<ProductCsvRow, 'stock' | 'stockAtExport'>, current: number): number {
  return Math.min(MAX_STOCK, Math.max(0, current + row.stock - row.stockAtExport));
}

/**
 * Reads every row of an import before anything is applied: the header must be the export's,
 * each row an existing product's id with a name, a category, a price (at least 0, two
 * decimals, not absurd), a currency and a whole stock, now and at the export. The first wrong cell refuses the whole file.
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
    const stock = wholeStock(cell('stock'));
    if (stock === undefined) return refuse('stock');
    const stockAtExport = wholeStock(cell('stock_at_export'));
    if (stockAtExport === undefined) return refuse('stock_at_export');
    rows.push({
      row,
      id,
      name,
      name_en: nameEn,
      brand,
      category,
      basePrice: Number(cents) / 100,
      currency,
      stock,
      stockAtExport,
    });
  }
  return { ok: true, rows };
}

/** Body of POST /api/admin/products/import: the file's text (at most MAX_CSV_ROWS rows). */
export const productImportSchema = z.object({
  csv: z.string(msg('productAdmin.csv.header')).max(1_000_000, msg('request.bodyTooLarge')),
});
export const productImportAnswerSchema = z.object({ updated: z.number() });
