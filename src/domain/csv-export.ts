/**
 * CSV text for list exports (docs/decisions/003-lists-page-and-export.md). A spreadsheet runs a cell that starts with
 * =, +, -, @, a tab or a carriage return as a formula, so a product named "=HYPERLINK(…)" could act
 * when a manager opens the export; such text cells get a leading apostrophe, which spreadsheets show
 * as plain text (OWASP's CSV injection advice). Numbers stay numbers: a JavaScript number is never a
 * formula, and a negative amount must still add up in the sheet.
 */
import Papa from 'papaparse';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

// Excel reads a file without a byte order mark as the machine's code page, garbling names like "Café".
const UTF8_BOM = '\ufeff';

/** The whole file: a header row, then one row per record, CRLF line ends as RFC 4180 has them. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: header.map((title) => String(neutraliseCell(title))), data: rows.map((row) => row.map(neutraliseCell)) },
    { newline: '\r\n', quotes: false },
  );
  return `${UTF8_BOM}${body}\r\n`;
}
