import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvText, parseCsv } from './csv';

describe('CSV cells (one rule for every export and import)', () => {
  it('neutralises would-be formulas, keeps plain numbers, quotes where needed', () => {
    expect(csvRow(['=1+1', '+54 11', '-x', '@marca', '-12.50', -3, 'a,"b"', null])).toBe(
      `'=1+1,'+54 11,'-x,'@marca,-12.50,-3,"a,""b""",\r\n`,
    );
    expect(csvCell('\tHola')).toBe("'\tHola");
  });

  it('reads back what it wrote: the apostrophe taken off, a bare formula refused', () => {
    const written = csvRow(['=HYPERLINK("x")', 'Línea\r\ncon salto', '-5']);
    const [cells] = parseCsv(`\uFEFF${written}`);
    expect(cells!.map(csvText)).toEqual(['=HYPERLINK("x")', 'Línea\r\ncon salto', '-5']);
    expect(csvText('=1+1')).toBeUndefined();
    expect(csvText('@marca')).toBeUndefined();
  });
});
