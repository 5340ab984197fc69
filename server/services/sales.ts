/**
 * Posting a sale, in the request's one transaction:
 * - the lines and totals priced on the server (sale-pricing.ts);
 * - a Completed sale takes its stock through the stock ledger (409 naming short lines); Pending and
 *   Canceled move nothing; an edit or a delete moves only the difference;
 * - its payments through the payments ledger (sale-payments.ts);
 * - a checkout's Idempotency-Key is taken before this runs, as every money and stock write's
 *   (server/http/idempotency.ts, docs/api.md#idempotency).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { calendarDateIn, type CalendarDate } from '../../src/domain/calendar-date';
import { asMinor, subtractMoney, sumMoney, toWire, type Minor } from '../../src/domain/money';
import { METHODS_ONLY_THE_SERVER_TAKES } from '../../src/domain/offline-sales';
import type { Sale, SaleInput } from '../../src/domain/sales.schemas';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { saleLines, sales } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { jsonColumn, rowsOf } from '../db/raw-rows';
import { deleteOrConflict, notFound, selectionNotFound } from './record-errors';
import { deactivatedWarehouse, namedRecordSql, unknownReference } from './record-references';
import { nextReference } from './references';
import { keptReturnProblem, refuseMovingReturns, refuseProblems, replaceLinesKeepingReturns, returnedByLine, type PriceBasis, type ReturnedLine, type ReturnsWording } from './returns';
import { priceSaleInput, type PricedSale } from './sale-pricing';
import type { PaymentRow } from './payments-ledger';
import { paySale } from './sale-payments';
import { readSale, saleFrom, type HeaderRow, type LineRow, type PaymentRowRead } from './sale-reads';
import { SHOP_TIME_ZONE_SQL } from './settings';
import { moveStock, type StockMove, type StockProduct } from './stock-ledger';
import { noOpenShift, takeReceiptNumber, tillAtDeactivatedWarehouse, type CheckoutTill } from './tills';
import { numberOfflineSale } from './number-blocks';
import { reckonLateSale } from './shifts';
import { recordShortfalls } from './stock-shortfalls';
import { en } from '../i18n/english';

interface Parties {
  customerId: string;
  warehouseId: string;
  billerId: string;
}

interface SaleContext {
  parties: Parties;
  /** The parties' names, for the answer. */
  names: { customer: string; warehouse: string; biller: string };
  /** The shop's calendar date now, in General Setting's time zone. */
  today: CalendarDate;
  timeZone: string;
  defaultAccountId: string | null;
  /** General Setting's account per payment method, only accounts that still exist. */
  methodAccounts: Record<string, string>;
  /** The till a POS checkout names (docs/tills-and-shifts.md), or null. */
  till: CheckoutTill | null;
}

interface ContextRow {
  customer_id: string | null;
  customer_name: string | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  warehouse_active: boolean | null;
  biller_id: string | null;
  biller_name: string | null;
  time_zone: string;
  default_account_id: string | null;
  method_accounts: Record<string, string> | string | null;
  till_id: string | null;
  till_name: string | null;
  till_code: string | null;
  till_warehouse_id: string | null;
  till_warehouse_name: string | null;
  till_warehouse_active: boolean | null;
  till_cash_account_id: string | null;
  till_method_accounts: Record<string, string> | string | null;
  till_open_shift_id: string | null;
}

/**
 * General Setting's account per payment method, without accounts deleted since (those methods fall
 * back to the default account; docs/money-and-payments.md, "Methods and accounts").
 */
const METHOD_ACCOUNTS_SQL = sql`(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from shop_settings st cross join lateral jsonb_each_text(st.payment_accounts) as e(key, value)
  join accounts a on a.id::text = e.value where st.id = 1)`;

/**
 * What saving a sale reads before it writes, in one round trip (every statement of a
 * checkout was its own round trip, parsed and planned anew): the customer, warehouse and biller
 * named (by id or name), the shop's time zone and the default account.
 */
/** A till `t`'s own account per method, without accounts deleted since (they fall back as General Setting's do). */
const TILL_METHOD_ACCOUNTS_SQL = sql`(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each_text(t.method_accounts) as e(key, value) join accounts a on a.id::text = e.value)`;

async function readSaleContext(tx: Executor, input: SaleInput): Promise<SaleContext> {
  const byTill = input.till
    ? sql`(select t.id, t.name, t.code, t.warehouse_id, w.name as warehouse_name, t.cash_account_id, t.open_shift_id, ${TILL_METHOD_ACCOUNTS_SQL} as method_accounts
        from tills t join warehouses w on w.id = t.warehouse_id where t.id = (select id from ${namedRecordSql('tills', input.till)} as named))`
    : sql`(select null::uuid as id, null::text as name, null::text as code, null::uuid as warehouse_id, null::text as warehouse_name, null::uuid as cash_account_id,
          null::uuid as open_shift_id, null::jsonb as method_accounts)`;
  const [row] = await rowsOf<ContextRow>(
    tx,
    sql`select c.id as customer_id, c.name as customer_name,
          w.id as warehouse_id, w.name as warehouse_name, (select active from warehouses where id = w.id) as warehouse_active, b.id as biller_id, b.name as biller_name,
          ${SHOP_TIME_ZONE_SQL} as time_zone, (select id from accounts where is_default limit 1) as default_account_id,
          ${METHOD_ACCOUNTS_SQL} as method_accounts,
          tl.id as till_id, tl.name as till_name, tl.code as till_code, tl.warehouse_id as till_warehouse_id, tl.warehouse_name as till_warehouse_name,
          tl.cash_account_id as till_cash_account_id, tl.method_accounts as till_method_accounts, tl.open_shift_id as till_open_shift_id,
          (select active from warehouses where id = tl.warehouse_id) as till_warehouse_active
        from (select 1) as one
          left join ${namedRecordSql('customers', input.customer)} as c on true
          left join ${namedRecordSql('warehouses', input.warehouse)} as w on true
          left join ${namedRecordSql('billers', input.biller)} as b on true
          left join ${byTill} as tl on true`,
  );
  const context = row!;
  if (!context.customer_id) throw unknownReference(['customer'], 'customer', input.customer);
  if (!context.warehouse_id) throw unknownReference(['warehouse'], 'warehouse', input.warehouse);
  // A till's own refusals first: at a till whose warehouse was deactivated, the 409 says what to do.
  if (input.till) refuseTill(context, input.till, !!input.offline);
  if (!context.warehouse_active) throw deactivatedWarehouse(['warehouse'], context.warehouse_name!);
  if (!context.biller_id) throw unknownReference(['biller'], 'biller', input.biller);
  return {
    parties: { customerId: context.customer_id!, warehouseId: context.warehouse_id!, billerId: context.biller_id! },
    names: { customer: context.customer_name!, warehouse: context.warehouse_name!, biller: context.biller_name! },
    today: calendarDateIn(new Date(), context.time_zone),
    timeZone: context.time_zone,
    defaultAccountId: context.default_account_id,
    methodAccounts: jsonColumn(context.method_accounts) ?? {},
    till: context.till_id
      ? {
          id: context.till_id,
          name: context.till_name!,
          code: context.till_code!,
          warehouseId: context.till_warehouse_id!,
          cashAccountId: context.till_cash_account_id!,
          methodAccounts: jsonColumn(context.till_method_accounts) ?? {},
          openShiftId: context.till_open_shift_id,
        }
      : null,
  };
}

/**
 * A checkout at a till sells from the till's warehouse, while it is active, within its open shift
 * (docs/tills-and-shifts.md#shifts): 400 for another warehouse, 409 for a deactivated one or with no
 * open shift. The shift is checked again when the receipt number is taken, under the till's lock.
 */
function refuseTill(context: ContextRow, till: string, madeOffline: boolean): void {
  if (!context.till_id) throw unknownReference(['till'], 'till', till);
  if (context.till_warehouse_id !== context.warehouse_id) {
    const message = en`${context.till_name} sells from ${context.till_warehouse_name}.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['warehouse'] }]);
  }
  // A sale made offline has already happened: its shift is checked as the one it was made in
  // (numberOfflineSale), whatever the till's state now (docs/offline-till.md#sales-made-offline).
  if (madeOffline) return;
  if (!context.till_warehouse_active) throw tillAtDeactivatedWarehouse(context.till_name!, context.till_warehouse_name!);
  if (!context.till_open_shift_id) throw noOpenShift(context.till_name!);
}

/**
 * Where a till's payments go when they name no account: Cash into its drawer's account, another
 * method into the till's account for it, else General Setting's, else the default account. A
 * checkout at the till and an edit of a sale made at it use the same (docs/tills-and-shifts.md#edits-of-a-tills-sale).
 */
function accountsAt(till: CheckoutTill | null, shop: Record<string, string>): Record<string, string> {
  if (!till) return shop;
  return { ...shop, ...till.methodAccounts, Cash: till.cashAccountId };
}

function headerValues(input: SaleInput, parties: Parties, priced: PricedSale, date: string) {
  const { totals } = priced;
  return {
    date,
    customerId: parties.customerId,
    warehouseId: parties.warehouseId,
    billerId: parties.billerId,
    status: input.saleStatus,
    orderTaxRate: input.orderTax,
    total: totals.total,
    orderTax: totals.orderTax,
    discount: totals.discount,
    coupon: totals.coupon,
    shipping: totals.shipping,
    grandTotal: totals.grandTotal,
    saleNote: input.saleNote,
    staffNote: input.staffNote,
  };
}

/**
 * The INSERT of a sale's lines, as SQL to run alone or inside the statement that makes the sale:
 * `saleId` is the sale's id, or an expression over `from` (a checkout's WITH of the new sale). The
 * lines travel as one JSON parameter, so the statement's text is the same for every count of lines.
 */
function linesInsertSql(priced: Pick<PricedSale, 'lines'>, saleId: SQL, from: SQL = sql``): SQL {
  const lines = JSON.stringify(
    priced.lines.map((line) => ({
      position: line.position,
      product_id: line.productId,
      variant_id: line.variantId,
      product_name: line.productName,
      product_code: line.productCode,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      discount: line.discount,
      tax_rate: line.taxRate,
      tax_method: line.taxMethod,
      tax: line.tax,
      subtotal: line.subtotal,
      unit_cost: line.unitCost,
      order_discount: line.orderDiscount,
    })),
  );
  return sql`insert into sale_lines (sale_id, position, product_id, variant_id, product_name, product_code, quantity, unit_price, discount, tax_rate, tax_method, tax, subtotal, unit_cost, order_discount)
    select ${saleId}, line.* from ${from} jsonb_to_recordset(${lines}::jsonb) as line(position int, product_id uuid, variant_id uuid, product_name text,
      product_code text, quantity int, unit_price bigint, discount bigint, tax_rate int, tax_method text, tax bigint, subtotal bigint, unit_cost bigint, order_discount bigint)
    order by line.position
    returning id, position`;
}

/** Writes a sale's lines: the form's, the checkout's edits and the CSV import's (sale-import.ts). */
export async function insertSaleLines(tx: Executor, saleId: string, priced: Pick<PricedSale, 'lines'>): Promise<void> {
  await tx.execute(linesInsertSql(priced, sql`${saleId}::uuid`));
}

/** The stock a sale holds out of its warehouse: its lines when Completed, nothing otherwise. */
function takenBy(status: string, warehouseId: string, lines: readonly { productId: string; variantId: string | null; quantity: number }[]): StockMove[] {
  return status === 'Completed' ? lines.map((line) => ({ productId: line.productId, variantId: line.variantId, warehouseId, delta: -line.quantity })) : [];
}

function undo(moves: readonly StockMove[]): StockMove[] {
  return moves.map((move) => ({ ...move, delta: -move.delta }));
}

const POS_NEEDS_TILL = en`A POS sale names its till (till): it is sold within the till's open shift.`;
const OFFLINE_NEEDS_TILL = en`A sale made offline names its till (till) and is a POS sale (source pos).`;

/** A sale made offline: at a till, a POS sale, completed, paid by a method the till can take without the server. */
function refuseOfflineInput(input: SaleInput): void {
  if (!input.till || input.source !== 'pos') throw new ApiError(Status.badRequest, OFFLINE_NEEDS_TILL, [{ message: OFFLINE_NEEDS_TILL, path: ['till'] }]);
  if (input.saleStatus !== 'Completed') {
    const message = en`A sale made offline is Completed.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['saleStatus'] }]);
  }
  const index = input.payments.findIndex((payment) => METHODS_ONLY_THE_SERVER_TAKES.has(payment.method));
  if (index >= 0) {
    const message = en`${input.payments[index]!.method} needs the server to check its balance: a till offline does not take it.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['payments', index, 'method'] }]);
  }
}

/**
 * POST /api/sales (its Idempotency-Key already taken by server/http/idempotency.ts).
 */
export async function createSale(tx: Executor, input: SaleInput, user: SessionUser): Promise<Sale> {
  // A POS sale is made at a till, within its open shift (docs/tills-and-shifts.md#shifts).
  if (input.source === 'pos' && !input.till) throw new ApiError(Status.badRequest, POS_NEEDS_TILL, [{ message: POS_NEEDS_TILL, path: ['till'] }]);
  if (input.offline) refuseOfflineInput(input);
  const context = await readSaleContext(tx, input);
  const { parties } = context;
  // A sale made offline is dated the shop's day it was made, not the day it arrived.
  const date = input.date ?? (input.offline ? calendarDateIn(new Date(input.offline.madeAt), context.timeZone) : context.today);
  const priced = await priceSaleInput(tx, input, parties.warehouseId, date);

  // The number last before the INSERT, as late as it can be taken: a till's row, or the series'
  // counter, stays locked from here to the commit (docs/tills-and-shifts.md#receipt-numbers). A sale
  // made offline brings its number from its till's block (docs/offline-till.md#sales-made-offline).
  const offline = input.offline && context.till ? await numberOfflineSale(tx, context.till, input.offline) : null;
  if (offline?.alreadySaleId) return readSale(tx, offline.alreadySaleId, null);
  const series = input.source === 'pos' ? 'POS' : 'SL';
  const { reference, shiftId } = offline ?? (context.till ? await takeReceiptNumber(tx, context.till) : { reference: await nextReference(tx, series), shiftId: null });
  const madeOffline = offline ? { id: input.offline!.clientId, blockId: offline.blockId, madeAt: offline.madeAt } : {};
  const insert = tx
    .insert(sales)
    .values({ ...headerValues(input, parties, priced, date), ...madeOffline, reference, source: context.till ? 'pos' : input.source, tillId: context.till?.id ?? null, shiftId, createdBy: user.id });
  const header = insert.returning();
  // The sale and its lines in one statement.
  const [stored] = await rowsOf<StoredSale>(
    tx,
    sql`with sale as (${header.getSQL()}), lines as (${linesInsertSql(priced, sql`sale.id`, sql`sale,`)})
        select id, reference, source, date::text as date, customer_id, warehouse_id, biller_id, status, order_tax_rate, total, order_tax, discount,
          coupon, shipping, grand_total, sale_note, staff_note, created_by, created_at, updated_at,
          (select json_agg(lines.id order by lines.position) from lines) as line_ids
        from sale`,
  );

  // Payments (accounts, the customer's deposit) before stock levels: docs/concurrency-and-limits.md, "Lock order".
  const payments = await paySale(
    tx,
    {
      id: stored.id,
      customerId: parties.customerId,
      date,
      grandTotal: priced.totals.grandTotal,
      paid: asMinor(0),
      canceled: input.saleStatus === 'Canceled',
      defaultAccountId: context.defaultAccountId,
      methodAccounts: accountsAt(context.till, context.methodAccounts),
      shiftId,
    },
    input.payments,
    user.id,
  );
  const shortfalls = await moveStock(
    tx,
    takenBy(input.saleStatus, parties.warehouseId, priced.lines),
    { reason: 'sale', reference: stored.reference, userId: user.id, allowShort: !!offline },
    productsOf(priced),
  );
  if (offline) {
    await recordShortfalls(tx, stored.id, shortfalls);
    if (offline.lateForShift) await reckonLateSale(tx, offline.shiftId, stored.id, user.id);
  }
  return answerWritten(stored, context, priced, payments, user);
}

type StoredSale = Omit<HeaderRow, 'customer_name' | 'warehouse_name' | 'biller_name' | 'paid' | 'returned' | 'created_by_name' | 'till_name' | 'items'> & { line_ids: string[] | string };

/**
 * A new sale's answer from what its checkout wrote (the rows as the INSERTs returned them), the
 * same as reading it back (saleFrom), without the round trip.
 */
function answerWritten(stored: StoredSale, context: SaleContext, priced: PricedSale, payments: readonly PaymentRow[], user: SessionUser): Sale {
  const lineIds = jsonColumn(stored.line_ids)!;
  const header: HeaderRow = {
    ...stored,
    customer_name: context.names.customer,
    warehouse_name: context.names.warehouse,
    biller_name: context.names.biller,
    paid: sumMoney(payments.map((payment) => asMinor(payment.amount))),
    returned: 0,
    created_by_name: user.name,
    till_name: context.till?.name ?? null,
    till_id: context.till?.id ?? null,
    items: 0, // counted from the lines by saleFrom
  };
  const lines: LineRow[] = priced.lines.map((line, index) => ({
    id: lineIds[index]!,
    product_id: line.productId,
    product_name: line.productName,
    product_code: line.productCode,
    variant_id: line.variantId,
    variant_name: line.variantName,
    variant_code: line.variantCode,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    discount: line.discount,
    tax_rate: line.taxRate,
    tax_method: line.taxMethod,
    tax: line.tax,
    subtotal: line.subtotal,
  }));
  const paid: PaymentRowRead[] = payments.map((payment) => ({
    id: payment.id,
    reference: payment.reference,
    date: payment.date,
    method: payment.method as PaymentRowRead['method'],
    amount: payment.amount,
    account_id: payment.accountId,
    method_number: payment.methodNumber,
    direction: payment.direction,
    received: payment.received,
  }));
  return saleFrom(header, lines, paid);
}

/** What the stock ledger needs to know of the sale's products, already read by its pricing. */
function productsOf(priced: PricedSale): StockProduct[] {
  return priced.lines.map((line) => ({ id: line.productId, name: line.productName, code: line.productCode, productType: line.productType }));
}

async function lockSale(tx: Executor, id: string, ownerId: string | null) {
  const owner = ownerId ? eq(sales.createdBy, ownerId) : undefined;
  const [row] = await tx.select().from(sales).where(and(eq(sales.id, id), owner)).for('update');
  if (!row) throw notFound('sale');
  const lines = await tx.select().from(saleLines).where(eq(saleLines.saleId, id));
  return { row, lines };
}

type SaleRow = typeof sales.$inferSelect;
type SaleLineRow = typeof saleLines.$inferSelect;

/** What a line's units are priced from: a returned line keeps it, so its returns keep their price. */
const PRICE_BASIS: PriceBasis<'unitPrice' | 'discount' | 'taxRate' | 'taxMethod'> = [
  ['unitPrice', 'unitPrice'],
  ['discount', 'discount'],
  ['taxRate', 'taxRate'],
  ['taxMethod', 'taxRate'],
];

const SALE_RETURNS: ReturnsWording = { document: 'sale', returnedHow: 'by the customer', unit: 'price' };

/**
 * An edit may not undo what the customer brought back (sale returns, as purchases do): the sale
 * stays Completed in its warehouse, and each returned line stays in the sale (same product and
 * variant) as keptReturnProblem asks. Refused with a 409 naming the product and the quantity
 * returned; otherwise answers, for each returned line, the position of its new line.
 */
async function refuseUndoingReturns(
  tx: Executor,
  old: SaleRow,
  oldLines: readonly SaleLineRow[],
  input: SaleInput,
  warehouseId: string,
  priced: PricedSale,
  returned: readonly ReturnedLine[],
): Promise<Map<string, number>> {
  await refuseMovingReturns(tx, 'sale', old.warehouseId, { status: input.saleStatus, warehouseId, statusField: 'saleStatus' });
  const problems: ErrorDetail[] = [];
  const targets = new Map<string, number>();
  for (const row of returned) {
    const index = priced.lines.findIndex((line) => line.productId === row.productId && line.variantId === row.variantId);
    const line = priced.lines[index];
    const oldLine = oldLines.find((candidate) => candidate.id === row.lineId)!;
    const problem = keptReturnProblem(row, line, index, oldLine, PRICE_BASIS, SALE_RETURNS);
    if (problem) problems.push(problem);
    else targets.set(row.lineId, line!.position);
  }
  refuseProblems(problems);
  return targets;
}

const money = (amount: Minor) => toWire(amount).toFixed(2);

/**
 * A sale with money paid is not canceled: the money would stay while the goods come back
 * (docs/money-and-payments.md, "Cancels"). Its goods are returned, refunded or credited, instead.
 */
function refuseCancelingPaid(input: SaleInput, oldStatus: string, paid: Minor): void {
  if (input.saleStatus !== 'Canceled' || oldStatus === 'Canceled' || paid <= 0) return;
  const message = en`This sale has payments of ${money(paid)}. Return its goods with a refund or as the customer's credit instead.`;
  throw new ApiError(Status.conflict, message, [{ message, path: ['saleStatus'] }]);
}

/**
 * An edit never takes a sale's total below what was paid for it: the difference is the customer's
 * money, given back only by a return's refund or credit (docs/money-and-payments.md, "Edits").
 */
function refuseTotalBelowPaid(paid: Minor, grandTotal: Minor): void {
  if (paid <= grandTotal) return;
  const message = en`This sale has been paid ${money(paid)}; the new total ${money(grandTotal)} is ${money(subtractMoney(paid, grandTotal))} less. Return the goods with a refund instead.`;
  throw new ApiError(Status.conflict, message, [{ message, path: ['totalAmount'] }]);
}

/**
 * An edit keeps the till a sale was made at (docs/api.md#http): the body's `till`, by id or by the
 * name GET answered, must name that one, or be absent or null. Answers the till to check as a
 * checkout does (its warehouse, its open shift) when the edit completes a draft at it, as the POS
 * does; otherwise none, so an old POS sale is edited after its shift has closed.
 */
async function tillOfEdit(tx: Executor, old: SaleRow, input: SaleInput): Promise<string | null> {
  if (!input.till) return null;
  const [own] = old.tillId ? await rowsOf<{ name: string }>(tx, sql`select name from tills where id = ${old.tillId}`) : [];
  if (!own || (input.till.toLowerCase() !== old.tillId && input.till.toLowerCase() !== own.name.toLowerCase())) {
    const message = own ? en`This sale was made at ${own.name}; an edit keeps its till.` : en`This sale was made in the back office; an edit names no till.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['till'] }]);
  }
  return old.status !== 'Completed' && input.saleStatus === 'Completed' ? old.tillId : null;
}

/**
 * The till a sale was made at (a sale keeps its till), its row locked before the sale's, as every
 * write at a till takes it (docs/concurrency-and-limits.md, "Lock order"): an edit's new payments go
 * into its accounts and its open shift, and a close waits for them so its count includes them
 * (docs/tills-and-shifts.md#edits-of-a-tills-sale). Null for a sale of the back office.
 */
async function lockTillOfSale(tx: Executor, saleId: string): Promise<CheckoutTill | null> {
  const [row] = await rowsOf<{ id: string; name: string; code: string; warehouse_id: string; cash_account_id: string; open_shift_id: string | null; method_accounts: Record<string, string> | string | null }>(
    tx,
    sql`select t.id, t.name, t.code, t.warehouse_id, t.cash_account_id, t.open_shift_id, ${TILL_METHOD_ACCOUNTS_SQL} as method_accounts
        from tills t where t.id = (select till_id from sales where id = ${saleId}) for no key update of t`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    warehouseId: row.warehouse_id,
    cashAccountId: row.cash_account_id,
    methodAccounts: jsonColumn(row.method_accounts) ?? {},
    openShiftId: row.open_shift_id,
  };
}

/**
 * PUT /api/sales/{id}: the whole sale replaced; stock moves by the difference between the two. A
 * sale with returns keeps its returned lines (refuseUndoingReturns), and their return lines are
 * pointed at the new lines. A sale made at a till takes its new payments as a checkout there would.
 */
export async function updateSale(tx: Executor, id: string, input: SaleInput, user: SessionUser, ownerId: string | null): Promise<Sale> {
  if (input.offline) {
    const message = en`offline is sent only with a new sale made offline.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['offline'] }]);
  }
  const saleTill = await lockTillOfSale(tx, id);
  const { row: old, lines: oldLines } = await lockSale(tx, id, ownerId);
  const paid = asMinor(old.paid);
  refuseCancelingPaid(input, old.status, paid);
  const till = await tillOfEdit(tx, old, input);
  const { parties, defaultAccountId, methodAccounts } = await readSaleContext(tx, { ...input, till });
  const date = input.date ?? old.date;
  const priced = await priceSaleInput(tx, input, parties.warehouseId, date);
  const grandTotal = priced.totals.grandTotal;
  refuseTotalBelowPaid(paid, grandTotal);
  const returned = await returnedByLine(tx, 'sale', [id]);
  const targets = returned.length > 0 ? await refuseUndoingReturns(tx, old, oldLines, input, parties.warehouseId, priced, returned) : null;

  // A draft completed at its till is sold within the till's open shift (tillOfEdit checked there is
  // one), so that shift's X and Z reports count it with its payments.
  const soldInShift = till && saleTill ? { shiftId: saleTill.openShiftId } : {};
  await tx
    .update(sales)
    .set({ ...headerValues(input, parties, priced, date), ...soldInShift, updatedAt: new Date() })
    .where(eq(sales.id, id));
  if (targets) {
    await replaceLinesKeepingReturns(tx, 'sale', id, targets, () => insertSaleLines(tx, id, priced));
  } else {
    await tx.delete(saleLines).where(eq(saleLines.saleId, id));
    await insertSaleLines(tx, id, priced);
  }
  if (parties.customerId !== old.customerId) {
    await tx.execute(sql`update payments set customer_id = ${parties.customerId} where sale_id = ${id} and kind = 'sale'`);
  }
  await paySale(
    tx,
    {
      id,
      customerId: parties.customerId,
      date,
      grandTotal,
      paid,
      canceled: input.saleStatus === 'Canceled',
      defaultAccountId,
      methodAccounts: accountsAt(saleTill, methodAccounts),
      shiftId: saleTill?.openShiftId ?? null,
    },
    input.payments,
    user.id,
  );
  // Stock last, after the sale and its lines (their triggers update the report rows) and its payments
  // (accounts, the customer's deposit), as a checkout takes them (docs/concurrency-and-limits.md,
  // "Lock order"). The new lines first, so a short line is named by its place in the new sale.
  const moves = [...takenBy(input.saleStatus, parties.warehouseId, priced.lines), ...undo(takenBy(old.status, old.warehouseId, oldLines))];
  await moveStock(tx, moves, { reason: 'sale', reference: old.reference, note: 'Sale edited', userId: user.id });
  return readSale(tx, id, null);
}

/** DELETE: the sales and their lines and payments go; the stock a completed one took comes back. */
export async function removeSales(tx: Executor, ids: string[], user: SessionUser): Promise<number> {
  const rows = await tx.select().from(sales).where(inArray(sales.id, ids)).orderBy(sales.id).for('update');
  if (rows.length < ids.length) throw selectionNotFound('sale', ids.length, ids.length - rows.length);
  const lines = await tx
    .select({ saleId: saleLines.saleId, productId: saleLines.productId, variantId: saleLines.variantId, quantity: saleLines.quantity })
    .from(saleLines)
    .where(inArray(saleLines.saleId, ids));
  const deleted = await deleteOrConflict(
    async () => (await tx.delete(sales).where(inArray(sales.id, ids)).returning({ id: sales.id })).length,
    ids.length === 1 ? en`This sale has returns; delete them first.` : en`Some of the selected sales have returns; delete them first.`,
  );
  // Stock last, after the report rows the delete touched (docs/concurrency-and-limits.md, "Lock order").
  for (const sale of rows) {
    const taken = takenBy(
      sale.status,
      sale.warehouseId,
      lines.filter((line) => line.saleId === sale.id),
    );
    await moveStock(tx, undo(taken), { reason: 'sale', reference: sale.reference, note: 'Sale deleted', userId: user.id });
  }
  return deleted;
}

