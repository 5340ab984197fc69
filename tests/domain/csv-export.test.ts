import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { neutraliseCell, toCsv } from '../../src/domain/csv-export';

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

describe('CSV export (docs/decisions/003-lists-page-and-export.md)', () => {
  it.each(['=HYPERLINK("http://evil.example","click")', '+1+2', '-2+3', '@SUM(A1:A9)', '\tcmd', '\rcmd'])('neutralises a cell starting with %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text, empty cells and numbers (negative ones too) as they are', () => {
    expect(neutraliseCell('Laptop 18500')).toBe('Laptop 18500');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell('a=b')).toBe('a=b');
  });

  it('writes a header and rows that a CSV reader gives back, with no formula left at any cell start', () => {
    const csv = toCsv(['Name', 'Code', 'Price'], [
      ['=cmd|" /C calc"!A0', 'LAP-1', '18500.00'],
      ['Dell "Inspiron", 15"', '@x', 12],
    ]);
    expect(csv.startsWith('\ufeffName,Code,Price\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['Name', 'Code', 'Price'],
      [`'=cmd|" /C calc"!A0`, 'LAP-1', '18500.00'],
      ['Dell "Inspiron", 15"', "'@x", '12'],
    ]);
  });

  it('never lets a text cell start with = + - @ tab or CR, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parse(toCsv(['a', 'b'], rows)).slice(1);
        for (const cell of parsed.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
