/**
 * Import Sale: one sale for a customer, warehouse, biller and status, its lines from a CSV
 * (product_code, quantity, unit_price, discount, tax_name). All or nothing: a bad file writes nothing
 * and the answer names each bad row and column.
 *
 * Two steps, as the category import: planSaleImport reads and checks the file and prices every line
 * outside any transaction (yielding to the event loop); importSale writes the sale, its lines in one
 * statement, and its stock movements in the request's transaction.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import Papa from 'papaparse';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { DomainError } from '../../src/domain/domain-error';
import { asMinor } from '../../src/domain/money';
import { moneyInputSchema, quantityInputSchema } from '../../src/domain/money.schemas';
import type { Percent } from '../../src/domain/percent';
import { orderTotals, saleLine, type OrderTotals } from '../../src/domain/pricing';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_REQUIRED_COLUMNS as REQUIRED_COLUMNS } from '../../src/domain/sale-import';
import { SALE_REQUIRED_MESSAGE, SALE_STATUSES, type Sale, type SaleStatus } from '../../src/domain/sales.schemas';
import type { ProductType, TaxMethod } from '../../src/domain/shop-constants';
import type { SessionUser } from '../auth/sessions';
import { findLineVariant } from './line-variants';
import { readTogether, type Executor } from '../db/executor';
import { sales } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { jsonColumn, rowsOf } from '../db/raw-rows';
import { resolveActiveWarehouse, resolveReference } from './record-references';
import { nextReference } from './references';
import type { PricedSaleLine } from './sale-pricing';
import { readSale } from './sale-reads';
import { insertSaleLines } from './sales';
import { readSettings } from './settings';
import { moveStock } from './stock-ledger';
import { en } from '../i18n/english';

export const MAX_SALE_IMPORT_ROWS = 10_000;
const ROWS_PER_TURN = 1000;

export interface SaleImportFields {
  customer: string;
  warehouse: string;
  biller: string;
  saleStatus: SaleStatus;
}


export interface SaleImportPlan {
  customerId: string;
  warehouseId: string;
  billerId: string;
  saleStatus: SaleStatus;
  date: string;
  lines: PricedSaleLine[];
  totals: OrderTotals;
}

function problem(line: number, column: string, message: string): ErrorDetail {
  return { message: `Row ${line}, ${column}: ${message}`, path: [line, column] };
}

function refuse(details: ErrorDetail[]): never {
  const first = details[0]!.message;
  const message = details.length === 1 ? en`Nothing was imported: the file has 1 problem. ${first}` : en`Nothing was imported: the file has ${details.length} problems. ${first}`;
  throw new ApiError(Status.badRequest, message, details);
}

const fieldSchema = v.pipe(v.string(SALE_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(SALE_REQUIRED_MESSAGE), v.maxLength(100, en`At most 100 characters.`));

/** The form's fields beside the file: customer, warehouse, biller and status, all required. */
export function readImportFields(body: Record<string, unknown>): SaleImportFields {
  const details: ErrorDetail[] = [];
  const read = (name: keyof SaleImportFields) => {
    const result = v.safeParse(fieldSchema, body[name] ?? '');
    if (!result.success) details.push({ message: result.issues[0].message, path: [name] });
    return result.success ? result.output : '';
  };
  const fields = { customer: read('customer'), warehouse: read('warehouse'), biller: read('biller'), saleStatus: read('saleStatus') };
  if (fields.saleStatus && !(SALE_STATUSES as readonly string[]).includes(fields.saleStatus)) {
    details.push({ message: `saleStatus must be one of ${SALE_STATUSES.join(', ')}.`, path: ['saleStatus'] });
  }
  if (details.length > 0) throw new ApiError(Status.badRequest, details[0]!.message, details);
  return fields as SaleImportFields;
}

function readCsv(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim().toLowerCase() });
  const headers = parsed.meta.fields ?? [];
  const headerProblems: ErrorDetail[] = [];
  for (const column of REQUIRED_COLUMNS) {
    if (!headers.includes(column)) headerProblems.push({ message: en`Row 1: the file needs a '${column}' column (columns: ${SALE_IMPORT_COLUMNS.join(', ')}).`, path: [1, column] });
  }
  for (const header of headers) {
    if (!(SALE_IMPORT_COLUMNS as readonly string[]).includes(header)) headerProblems.push({ message: en`Row 1: unknown column '${header}' (columns: ${SALE_IMPORT_COLUMNS.join(', ')}).`, path: [1, header] });
  }
  if (headerProblems.length > 0) refuse(headerProblems);
  if (parsed.data.length === 0) refuse([{ message: en`The file has no rows under its header.`, path: [] }]);
  if (parsed.data.length > MAX_SALE_IMPORT_ROWS) refuse([{ message: en`The file has more than ${MAX_SALE_IMPORT_ROWS.toLocaleString('en-US')} rows.`, path: [] }]);
  const problems = parsed.errors.filter((error) => error.row !== undefined).map((error) => ({ message: en`Row ${error.row! + 2}: ${error.message}.`, path: [error.row! + 2] }));
  if (problems.length > 0) refuse(problems);
  return parsed.data;
}

interface ProductFacts {
  id: string;
  name: string;
  code: string;
  product_type: ProductType;
  cost: string | number;
  tax_rate: number;
  tax_method: TaxMethod;
  /** The product's variants as a JSON array. */
  variants: ProductVariant[] | string;
}

interface ProductVariant {
  id: string;
  name: string;
  itemCode: string;
}

/** Reads, checks and prices the file against the shop's products and taxes; 400 naming each bad row and column. */
export async function planSaleImport(db: Executor, fields: SaleImportFields, text: string): Promise<SaleImportPlan> {
  const [customerId, warehouseId, billerId] = await readTogether(db, [
    () => resolveReference(db, 'customers', fields.customer, ['customer'], 'customer'),
    async () => (await resolveActiveWarehouse(db, fields.warehouse, ['warehouse'])).id,
    () => resolveReference(db, 'billers', fields.biller, ['biller'], 'biller'),
  ]);
  const records = readCsv(text);
  const codes = [...new Set(records.map((record) => (record.product_code ?? '').trim().toLowerCase()).filter(Boolean))];
  const [products, taxes, settings] = await readTogether(db, [
    () => rowsOf<ProductFacts>(
      db,
      sql`select p.id, p.name, p.code, p.product_type, p.cost, t.rate_thousandths as tax_rate, p.tax_method,
            (select coalesce(jsonb_agg(jsonb_build_object('id', pv.id, 'name', pv.name, 'itemCode', pv.item_code)), '[]'::jsonb)
              from product_variants pv where pv.product_id = p.id) as variants
          from products p join taxes t on t.id = p.tax_id
          where lower(p.code) in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
    ),
    () => rowsOf<{ name: string; rate_thousandths: number }>(db, sql`select name, rate_thousandths from taxes`),
    () => readSettings(db),
  ]);
  const productByCode = new Map(products.map((product) => [product.code.toLowerCase(), product]));
  const taxByName = new Map(taxes.map((tax) => [tax.name.toLowerCase(), Number(tax.rate_thousandths) as Percent]));

  const details: ErrorDetail[] = [];
  const lines: PricedSaleLine[] = [];
  const seen = new Map<string, number>();
  for (let index = 0; index < records.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToEventLoop();
    const line = index + 2;
    const record = records[index]!;
    const code = (record.product_code ?? '').trim();
    const product = productByCode.get(code.toLowerCase());
    // The size it names (by item code or name); a product with sizes needs one (docs/decisions/021-warehouses-and-variants.md).
    const found = product ? findLineVariant({ name: product.name, variants: jsonColumn(product.variants) ?? [] }, record.variant) : null;
    const variant = found && 'variant' in found ? found.variant : null;
    // One line per product and variant, as the sale form keeps them.
    const key = product ? `${product.id}/${variant?.id ?? ''}` : '';
    if (!code) details.push(problem(line, 'product_code', en`This field is required.`));
    else if (!product) details.push(problem(line, 'product_code', en`No product has the code '${code}'.`));
    else if (found && 'problem' in found) details.push(problem(line, 'variant', found.problem));
    else if (seen.has(key)) details.push(problem(line, 'product_code', en`'${code}' is also on row ${seen.get(key)}; one line per product.`));
    else seen.set(key, line);

    const quantity = v.safeParse(quantityInputSchema, record.quantity ?? '');
    if (!quantity.success) details.push(problem(line, 'quantity', quantity.issues[0].message));
    const unitPrice = v.safeParse(moneyInputSchema, (record.unit_price ?? '').trim());
    if (!unitPrice.success) details.push(problem(line, 'unit_price', (record.unit_price ?? '').trim() === '' ? en`This field is required.` : unitPrice.issues[0].message));
    const discountText = (record.discount ?? '').trim();
    const discount = v.safeParse(moneyInputSchema, discountText === '' ? '0' : discountText);
    if (!discount.success) details.push(problem(line, 'discount', discount.issues[0].message));
    const taxName = (record.tax_name ?? '').trim();
    const taxRate = taxName ? taxByName.get(taxName.toLowerCase()) : product ? (Number(product.tax_rate) as Percent) : undefined;
    if (taxName && taxRate === undefined) details.push(problem(line, 'tax_name', en`There is no tax '${taxName}'.`));

    if (!product || !found || 'problem' in found || !quantity.success || !unitPrice.success || !discount.success || taxRate === undefined) continue;
    try {
      const priced = saleLine({ quantity: quantity.output, unitPrice: unitPrice.output, discount: discount.output, taxRate, taxMethod: product.tax_method });
      lines.push({
        ...priced,
        position: lines.length,
        productId: product.id,
        productName: product.name,
        productCode: product.code,
        productType: product.product_type,
        variantId: variant?.id ?? null,
        variantName: variant?.name ?? null,
        variantCode: variant?.itemCode ?? null,
        taxRate,
        taxMethod: product.tax_method,
        unitCost: asMinor(Number(product.cost)),
        // The import has no order discount or coupon to share out.
        orderDiscount: asMinor(0),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      details.push(problem(line, 'discount', error.message));
    }
  }
  if (details.length > 0) refuse(details);
  const totals = orderTotals(lines, { orderTaxRate: 0 as Percent, discount: asMinor(0), shipping: asMinor(0) });
  return { customerId, warehouseId, billerId, saleStatus: fields.saleStatus, date: calendarDateIn(new Date(), settings.timeZone), lines, totals };
}

/** Writes the checked file as one sale (its lines in one statement) with its stock movements. */
export async function importSale(tx: Executor, plan: SaleImportPlan, user: SessionUser): Promise<Sale> {
  const reference = await nextReference(tx, 'SL');
  const [sale] = await tx
    .insert(sales)
    .values({
      reference,
      source: 'sale',
      date: plan.date,
      customerId: plan.customerId,
      warehouseId: plan.warehouseId,
      billerId: plan.billerId,
      status: plan.saleStatus,
      total: plan.totals.total,
      orderTax: plan.totals.orderTax,
      grandTotal: plan.totals.grandTotal,
      saleNote: 'Imported from CSV',
      createdBy: user.id,
    })
    .returning({ id: sales.id });
  await insertSaleLines(tx, sale!.id, plan);
  if (plan.saleStatus === 'Completed') {
    await moveStock(
      tx,
      plan.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, warehouseId: plan.warehouseId, delta: -line.quantity })),
      { reason: 'sale', reference, userId: user.id },
    );
  }
  return readSale(tx, sale!.id, null);
}
