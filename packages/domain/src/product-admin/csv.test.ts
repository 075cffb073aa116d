import { describe, expect, it } from 'vitest';
import { MAX_STOCK } from '../product';
import { importedStock, PRODUCT_CSV_COLUMNS, readProductCsv } from './csv';

const id = '0b6f8a52-6f1e-4a43-9d55-3f0f3a1e2c11';
const header = PRODUCT_CSV_COLUMNS.join(',');

describe('the CSV import of the staff list', () => {
  it('reads the stock now and at the export of each row', () => {
    const reading = readProductCsv(`${header}\r\n${id},Tableta,Tablet,Acme,Tablets,10.50,USD,8,10\r\n`);
    expect(reading).toMatchObject({ ok: true, rows: [{ row: 2, id, basePrice: 10.5, stock: 8, stockAtExport: 10 }] });
  });

  it('refuses a row without a whole stock at the export, and a file of the older columns', () => {
    expect(readProductCsv(`${header}\r\n${id},Tableta,,Acme,Tablets,10.50,USD,8,-1`)).toEqual({
      ok: false,
      refusal: { row: 2, field: 'stock_at_export' },
    });
    expect(
      readProductCsv(`${header.replace(',stock_at_export', '')}\r\n${id},Tableta,,Acme,Tablets,10.50,USD,8`),
    ).toEqual({ ok: false, refusal: { row: 1, field: 'header' } });
  });

  it("moves the stock as it is by the file's change, between none and the limit", () => {
    // Unchanged in the file: the stock as it is now (3 sold since the export).
    expect(importedStock({ stock: 10, stockAtExport: 10 }, 7)).toBe(7);
    expect(importedStock({ stock: 8, stockAtExport: 10 }, 7)).toBe(5);
    expect(importedStock({ stock: 15, stockAtExport: 10 }, 7)).toBe(12);
    expect(importedStock({ stock: 0, stockAtExport: 10 }, 7)).toBe(0);
    expect(importedStock({ stock: MAX_STOCK, stockAtExport: 0 }, 7)).toBe(MAX_STOCK);
  });
});
