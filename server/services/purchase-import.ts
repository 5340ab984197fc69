/**
 * Import Purchase (docs/screens.md#purchases and docs/api.md#records-and-their-fields): a CSV whose columns are, in order,
 * product_code, quantity, purchase_unit, product_cost, discount, tax_name, checked whole before
 * anything is written. Every unknown product code, bad number, unknown unit or tax name is named by
 * row and column; a bad file writes nothing (docs/quality.md#reliability-and-security).
 *
 * Reading and checking run before the transaction opens and yield to the event loop every few
 * hundred rows, so a 10,000-row file keeps the server answering others.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../db/executor';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { DomainError } from '../../src/domain/domain-error';
import { parseMoney, type Minor } from '../../src/domain/money';
import type { Percent } from '../../src/domain/percent';
import { purchaseLine } from '../../src/domain/pricing';
import { PURCHASE_IMPORT_COLUMNS, PURCHASE_IMPORT_VARIANT_COLUMN, MAX_PURCHASE_IMPORT_ROWS, MAX_IMPORT_QUANTITY } from '../../src/domain/purchase-import';
import { jsonColumn } from '../db/raw-rows';
import { findLineVariant, type LineVariant } from './line-variants';
import { rowsOf } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { en } from '../i18n/english';

const ROWS_PER_TURN = 500;

/** One checked row: what a purchase line needs. */
export interface ImportedPurchaseLine {
  /** The row's number in the file, the header being row 1. */
  line: number;
  productId: string;
  /** The size or colour bought; null for the product itself. */
  variantId: string | null;
  productName: string;
  productCode: string;
  quantity: number;
  unitId: string;
  unitCost: Minor;
  discount: Minor;
  taxId: string;
  taxName: string;
  taxRate: Percent;
}

function problem(line: number, column: string, message: string): ErrorDetail {
  return { message: `Row ${line}, ${column}: ${message}`, path: [line, column] };
}

function refuse(details: ErrorDetail[]): never {
  const first = details[0]!.message;
  const message = details.length === 1 ? en`Nothing was imported: the file has 1 problem. ${first}` : en`Nothing was imported: the file has ${details.length} problems. ${first}`;
  throw new ApiError(Status.badRequest, message, details);
}

const columnList = PURCHASE_IMPORT_COLUMNS.join(', ');

/** The data rows as arrays of cells; a header that is not the six columns in order (and optionally `variant`) is refused at once. */
function readRows(text: string): { rows: string[][]; columns: number } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const details: ErrorDetail[] = [];
  for (const column of PURCHASE_IMPORT_COLUMNS) {
    if (!names.includes(column)) details.push({ message: en`Row 1: the file needs a '${column}' column (columns in order: ${columnList}).`, path: [1, column] });
  }
  const known: readonly string[] = [...PURCHASE_IMPORT_COLUMNS, PURCHASE_IMPORT_VARIANT_COLUMN];
  for (const name of names) {
    if (!known.includes(name)) details.push({ message: en`Row 1: unknown column '${name}' (columns in order: ${columnList}).`, path: [1, name] });
  }
  if (details.length === 0 && names.join(',') !== PURCHASE_IMPORT_COLUMNS.join(',') && names.join(',') !== known.join(',')) {
    details.push({ message: en`Row 1: the columns must be in this order: ${columnList}.`, path: [1] });
  }
  if (details.length > 0) refuse(details);
  if (rows.length === 0) refuse([{ message: en`The file has no rows under its header.`, path: [] }]);
  if (rows.length > MAX_PURCHASE_IMPORT_ROWS) refuse([{ message: en`The file has more than ${MAX_PURCHASE_IMPORT_ROWS.toLocaleString('en-US')} rows.`, path: [] }]);
  return { rows, columns: names.length };
}

interface Lookup {
  products: Map<string, { id: string; name: string; code: string; variants: LineVariant[] }>;
  units: Map<string, string>;
  taxes: Map<string, { id: string; name: string; rate: Percent }>;
}

/** The products the file names (by lower-case code), and every unit (by name and code) and tax (by name). */
async function lookup(db: Executor, rows: string[][]): Promise<Lookup> {
  const codes = [...new Set(rows.map((row) => (row[0] ?? '').trim().toLowerCase()).filter(Boolean))];
  const [products, units, taxes] = await readTogether(db, [
    () => rowsOf<{ id: string; name: string; code: string; variants: LineVariant[] | string | null }>(
      db,
      sql`select p.id, p.name, p.code,
            (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code) order by v.position) from product_variants v where v.product_id = p.id) as variants
          from products p where lower(p.code) in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
    ),
    () => rowsOf<{ id: string; name: string; code: string }>(db, sql`select id, name, code from units`),
    () => rowsOf<{ id: string; name: string; rate_thousandths: number }>(db, sql`select id, name, rate_thousandths from taxes`),
  ]);
  const unitMap = new Map<string, string>();
  for (const unit of units) {
    unitMap.set(unit.code.toLowerCase(), unit.id);
    unitMap.set(unit.name.toLowerCase(), unit.id);
  }
  return {
    products: new Map(products.map((product) => [product.code.toLowerCase(), { ...product, variants: jsonColumn(product.variants) ?? [] }])),
    units: unitMap,
    taxes: new Map(taxes.map((tax) => [tax.name.toLowerCase(), { id: tax.id, name: tax.name, rate: Number(tax.rate_thousandths) as Percent }])),
  };
}

function moneyIn(text: string, line: number, column: string, details: ErrorDetail[]): Minor | null {
  if (text === '') {
    details.push(problem(line, column, en`This field is required.`));
    return null;
  }
  try {
    return parseMoney(text);
  } catch (error) {
    if (error instanceof DomainError) {
      details.push(problem(line, column, error.message));
      return null;
    }
    throw error;
  }
}

/**
 * Reads and checks the whole file; answers its lines, or refuses it (400) naming every bad row and
 * column, sorted by row.
 */
export async function checkPurchaseImport(db: Executor, text: string): Promise<ImportedPurchaseLine[]> {
  const { rows, columns } = readRows(text);
  const known = await lookup(db, rows);
  const details: ErrorDetail[] = [];
  const lines: ImportedPurchaseLine[] = [];
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToEventLoop();
    const line = index + 2;
    const row = rows[index]!;
    if (row.length !== columns) {
      details.push({ message: en`Row ${line}: has ${countOf(row.length, 'cell')}, the header has ${columns}.`, path: [line] });
      continue;
    }
    const [code, quantityText, unitText, costText, discountText, taxText, variantText = ''] = row.map((cell) => cell.trim()) as [string, string, string, string, string, string, string?];
    const before = details.length;

    const product = known.products.get(code.toLowerCase());
    if (code === '') details.push(problem(line, 'product_code', en`This field is required.`));
    else if (!product) details.push(problem(line, 'product_code', en`There is no product with the code '${code}'.`));
    // A product with sizes needs the size bought (docs/decisions/021-warehouses-and-variants.md).
    const variant = product ? findLineVariant(product, variantText) : null;
    if (variant && 'problem' in variant) details.push(problem(line, PURCHASE_IMPORT_VARIANT_COLUMN, variant.problem));

    const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity >= 1 && quantity <= MAX_IMPORT_QUANTITY)) {
      details.push(problem(line, 'quantity', en`Enter a whole number from 1 to ${MAX_IMPORT_QUANTITY.toLocaleString('en-US')}${quantityText === '' ? '' : `, not '${quantityText}'`}.`));
    }

    const unitId = known.units.get(unitText.toLowerCase());
    if (unitText === '') details.push(problem(line, 'purchase_unit', en`This field is required.`));
    else if (!unitId) details.push(problem(line, 'purchase_unit', en`There is no unit '${unitText}'.`));

    const unitCost = moneyIn(costText, line, 'product_cost', details);
    const discount = moneyIn(discountText, line, 'discount', details);

    const tax = known.taxes.get(taxText.toLowerCase());
    if (taxText === '') details.push(problem(line, 'tax_name', en`This field is required.`));
    else if (!tax) details.push(problem(line, 'tax_name', en`There is no tax '${taxText}'.`));

    if (details.length > before) continue;
    try {
      purchaseLine({ quantity, unitCost: unitCost!, discount: discount!, taxRate: tax!.rate });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      details.push(problem(line, 'discount', error.message));
      continue;
    }
    lines.push({
      line,
      productId: product!.id,
      variantId: variant && 'variant' in variant ? (variant.variant?.id ?? null) : null,
      productName: product!.name,
      productCode: product!.code,
      quantity,
      unitId: unitId!,
      unitCost: unitCost!,
      discount: discount!,
      taxId: tax!.id,
      taxName: tax!.name,
      taxRate: tax!.rate,
    });
  }
  if (details.length > 0) refuse(details);
  return lines;
}
