/**
 * Purchases: posting a purchase, its edits and its deletion, with the stock its lines put
 * into a warehouse (through moveStock) and the money paid for it (through recordPayment), all in the
 * caller's transaction. The routes (purchases.routes.ts) and the purchase import call these with
 * lines already resolved to products and parsed to minor units.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../src/domain/calendar-date';
import { atField } from '../../src/domain/domain-error';
import { toWire, type Minor } from '../../src/domain/money';
import { accessOf, ADMIN_ONLY_MESSAGE, allows } from '../../src/domain/access-rules';
import { paymentStatusOf } from '../../src/domain/payment-status';
import { percentToWire, type Percent } from '../../src/domain/percent';
import { purchaseLine, orderTotals, type PricedLine } from '../../src/domain/pricing';
import { purchaseChargeShares } from '../../src/domain/owner-figures';
import type { Purchase, PurchaseBody, PurchaseLine, PurchaseListQuery, PurchaseRow, PurchaseStatus } from '../../src/domain/purchase.schemas';
import { documentOwnerScope } from '../auth/policy';
import type { SessionUser } from '../auth/sessions';
import { readTogether, type Executor } from '../db/executor';
import { payments, products, productVariants, purchaseLines, purchases, suppliers, warehouses } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { variantOfLine, type LineVariant } from './line-variants';
import { offsetOf, type Page } from './paging';
import { deleteOrConflict, notFound } from './record-errors';
import { isUuid, resolveActiveWarehouse, resolveReference } from './record-references';
import { containsPattern } from './search-patterns';
import { deletePayments, defaultAccountId, recordPayment, refuseOverdraft } from './payments-ledger';
import { nextReference } from './references';
import { changedBasis, keptReturnProblem, refuseMovingReturns, refuseProblems, replaceLinesKeepingReturns, returnedByLine, type PriceBasis, type ReturnedLine, type ReturnsWording } from './returns';
import { shopToday } from './settings';
import { moveStock, type StockMove } from './stock-ledger';
import { en } from '../i18n/english';

/** Who is posting: the user the document and its stock movements are recorded under. */
export type PurchaseUser = Pick<SessionUser, 'id' | 'role' | 'staffAccess'>;

/** One line as the posting needs it: the product resolved, amounts in minor units. */
export interface PurchaseLineInput {
  productId: string;
  /** The size or colour bought (docs/decisions/021-warehouses-and-variants.md); null for the product itself. */
  variantId: string | null;
  quantity: number;
  /** Net unit cost. */
  unitCost: Minor;
  /** Flat, off the whole line. */
  discount: Minor;
  taxRate: Percent;
}

/** A purchase as the posting needs it: references resolved to ids, money in minor units. */
export interface PurchaseInput {
  warehouseId: string;
  supplierId: string | null;
  status: PurchaseStatus;
  date: CalendarDate;
  orderTaxRate: Percent;
  discount: Minor;
  shipping: Minor;
  note: string;
  /** An upload's name (Import Purchase's attachment). */
  attachment?: string | null;
  lines: PurchaseLineInput[];
}

type PurchaseDbRow = typeof purchases.$inferSelect;
type LineDbRow = typeof purchaseLines.$inferSelect;

const PURCHASE_NOT_FOUND = en`Purchase not found.`;
const PURCHASE_HAS_RETURNS = en`This purchase has returns; delete them first.`;

// ---------------------------------------------------------------------------------------------------
// Posting

/** Prices every line and the order with src/domain; a refused amount is a 400 under its field. */
function priceLines(input: PurchaseInput): { lines: PricedLine[]; totals: ReturnType<typeof orderTotals> } {
  const lines = input.lines.map((line, index) =>
    atField(['products', index, 'discount'], () => purchaseLine({ quantity: line.quantity, unitCost: line.unitCost, discount: line.discount, taxRate: line.taxRate })),
  );
  const totals = atField(['discount'], () => orderTotals(lines, { orderTaxRate: input.orderTaxRate, discount: input.discount, shipping: input.shipping }));
  return { lines, totals };
}

/** What a purchase in this state adds to its warehouse: its lines when Received, nothing otherwise. */
function stockOf(status: PurchaseStatus, warehouseId: string, lines: readonly { productId: string; variantId: string | null; quantity: number }[]): StockMove[] {
  if (status !== 'Received') return [];
  return lines.map((line) => ({ productId: line.productId, variantId: line.variantId, warehouseId, delta: line.quantity }));
}

/** The moves from what a purchase put in (`before`) to what it puts in now (`after`): only the difference moves. */
function stockDifference(after: readonly StockMove[], before: readonly StockMove[]): StockMove[] {
  return [...after, ...before.map((move) => ({ ...move, delta: -move.delta }))];
}

async function readProductSnapshots(db: Executor, productIds: readonly string[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map<string, { name: string; code: string }>();
  const rows = await db.select({ id: products.id, name: products.name, code: products.code }).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, { name: row.name, code: row.code }]));
  const missing = productIds.findIndex((id) => !byId.has(id));
  if (missing >= 0) {
    const message = en`There is no such product.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['products', missing, 'productId'] }]);
  }
  return byId;
}

async function writeLines(tx: Executor, purchaseId: string, input: PurchaseInput, { lines: priced, totals }: ReturnType<typeof priceLines>): Promise<void> {
  const snapshots = await readProductSnapshots(tx, input.lines.map((line) => line.productId));
  // Each line carries its share of the order tax, shipping and discount, so the purchase report's
  // lines add up to the grand total (docs/owner-figures.md, "Rounding").
  const charges = purchaseChargeShares(priced, totals);
  const values = input.lines.map((line, index) => {
    const product = snapshots.get(line.productId)!;
    const price = priced[index]!;
    return {
      purchaseId,
      position: index,
      productId: line.productId,
      variantId: line.variantId,
      productName: product.name,
      productCode: product.code,
      quantity: line.quantity,
      unitCost: line.unitCost,
      discount: price.discount,
      taxRate: line.taxRate,
      tax: price.tax,
      subtotal: price.subtotal,
      orderCharges: charges[index]!,
    };
  });
  // Large imports go in slices: one statement's parameters are limited (65,535 on PostgreSQL).
  for (let start = 0; start < values.length; start += 1000) {
    await tx.insert(purchaseLines).values(values.slice(start, start + 1000));
  }
}

/**
 * Pays what is still due from the default account ('Paid in full' on the form, which the admin
 * ticked: money out is the admin's and never overdraws; docs/money-and-payments.md, "Money out").
 */
async function payInFull(tx: Executor, purchaseId: string, user: PurchaseUser, date: CalendarDate): Promise<void> {
  const [row] = await tx.select({ grandTotal: purchases.grandTotal, paid: purchases.paid, supplierId: purchases.supplierId }).from(purchases).where(eq(purchases.id, purchaseId));
  const due = row!.grandTotal - row!.paid;
  if (due <= 0) return;
  const accountId = await defaultAccountId(tx);
  if (!accountId) {
    const message = en`There is no default account to pay from. Mark an account as the default first.`;
    throw new ApiError(Status.conflict, message, [{ message, path: ['paidInFull'] }]);
  }
  await refuseOverdraft(tx, accountId, due, { account: 'paidInFull', amount: 'paidInFull' });
  await recordPayment(tx, {
    date,
    kind: 'purchase',
    direction: 'out',
    method: 'Cash',
    amount: due,
    accountId,
    purchaseId,
    supplierId: row!.supplierId,
    note: 'Paid in full',
    userId: user.id,
  });
}

/** 'Paid in full' pays money out of an account: the admin's (docs/roles-and-access.md, "Money out"). */
function refuseMoneyOut(user: PurchaseUser, options: PostingOptions): void {
  if (!options.paidInFull || allows(accessOf(user), 'moneyOut')) return;
  throw new ApiError(Status.forbidden, ADMIN_ONLY_MESSAGE, [{ message: ADMIN_ONLY_MESSAGE, path: ['paidInFull'] }]);
}

export interface PostingOptions {
  /** Pay the balance from the default account in the same transaction. */
  paidInFull?: boolean;
}

/** Posts a new purchase (PR-…): its lines, and their stock when Received. Answers it as GET does. */
export async function createPurchase(tx: Executor, input: PurchaseInput, user: PurchaseUser, options: PostingOptions = {}): Promise<Purchase> {
  refuseMoneyOut(user, options);
  const priced = priceLines(input);
  const reference = await nextReference(tx, 'PR');
  const [row] = await tx
    .insert(purchases)
    .values({
      reference,
      date: input.date,
      warehouseId: input.warehouseId,
      supplierId: input.supplierId,
      status: input.status,
      orderTaxRate: input.orderTaxRate,
      total: priced.totals.total,
      orderTax: priced.totals.orderTax,
      discount: priced.totals.discount,
      shipping: priced.totals.shipping,
      grandTotal: priced.totals.grandTotal,
      note: input.note,
      attachment: input.attachment ?? null,
      createdBy: user.id,
    })
    .returning({ id: purchases.id });
  const purchaseId = row!.id;
  await writeLines(tx, purchaseId, input, priced);
  // The payment's account before stock levels (docs/concurrency-and-limits.md, "Lock order").
  if (options.paidInFull) await payInFull(tx, purchaseId, user, input.date);
  await moveStock(tx, stockOf(input.status, input.warehouseId, input.lines), { reason: 'purchase', reference, userId: user.id });
  return getPurchase(tx, purchaseId, user);
}

/** Locks a purchase the user may see until the transaction ends, so two edits of it queue. */
async function lockPurchase(tx: Executor, id: string, user: PurchaseUser): Promise<PurchaseDbRow> {
  const [row] = await tx.select().from(purchases).where(and(eq(purchases.id, id), ownerCondition(user))).for('update');
  if (!row) throw new ApiError(Status.notFound, PURCHASE_NOT_FOUND);
  return row;
}

async function linesOf(db: Executor, purchaseIds: readonly string[]): Promise<LineDbRow[]> {
  if (purchaseIds.length === 0) return [];
  return db.select().from(purchaseLines).where(inArray(purchaseLines.purchaseId, [...purchaseIds])).orderBy(asc(purchaseLines.purchaseId), asc(purchaseLines.position));
}

/**
 * Replaces a purchase's header and lines. Stock moves by the difference between what the purchase
 * put into its warehouse before and what it puts in now (a status change, a warehouse change, new
 * quantities): a receipt whose goods were sold meanwhile cannot be taken back (moveStock's 409).
 * The grand total may not drop below what was already paid for it.
 */
export async function updatePurchase(tx: Executor, id: string, input: PurchaseInput, user: PurchaseUser, options: PostingOptions = {}): Promise<Purchase> {
  refuseMoneyOut(user, options);
  const existing = await lockPurchase(tx, id, user);
  const oldLines = await linesOf(tx, [id]);
  const priced = priceLines(input);
  if (priced.totals.grandTotal < existing.paid) {
    const message = en`This purchase has ${toWire(existing.paid as Minor).toFixed(2)} paid already; its grand total cannot be less than that.`;
    throw new ApiError(Status.conflict, message, [{ message, path: ['total'] }]);
  }
  const returned = await returnedByLine(tx, 'purchase', [id]);
  const targets = returned.length > 0 ? await refuseUndoingReturns(tx, existing, oldLines, input, priced.lines, returned) : null;
  await tx
    .update(purchases)
    .set({
      date: input.date,
      warehouseId: input.warehouseId,
      supplierId: input.supplierId,
      status: input.status,
      orderTaxRate: input.orderTaxRate,
      total: priced.totals.total,
      orderTax: priced.totals.orderTax,
      discount: priced.totals.discount,
      shipping: priced.totals.shipping,
      grandTotal: priced.totals.grandTotal,
      note: input.note,
      ...(input.attachment === undefined ? {} : { attachment: input.attachment }),
      updatedAt: new Date(),
    })
    .where(eq(purchases.id, id));
  if (targets) {
    await replaceLinesKeepingReturns(tx, 'purchase', id, targets, () => writeLines(tx, id, input, priced));
  } else {
    await tx.delete(purchaseLines).where(eq(purchaseLines.purchaseId, id));
    await writeLines(tx, id, input, priced);
  }
  const moves = stockDifference(stockOf(input.status, input.warehouseId, input.lines), stockOf(existing.status, existing.warehouseId, oldLines));
  await moveStock(tx, moves, { reason: 'purchase', reference: existing.reference, note: 'Purchase edited', userId: user.id });
  if (options.paidInFull) await payInFull(tx, id, user, input.date);
  return getPurchase(tx, id, user);
}

/** What a line's units are priced from: a returned line keeps it, so its returns keep their cost. */
const PRICE_BASIS: PriceBasis<'unitCost' | 'discount' | 'taxRate'> = [
  ['unitCost', 'productCost'],
  ['discount', 'discount'],
  ['taxRate', 'taxRate'],
];

const PURCHASE_RETURNS: ReturnsWording = { document: 'purchase', returnedHow: 'to the supplier', unit: 'cost' };

/**
 * An edit may not undo what was sent back to the supplier: the purchase stays Received in its
 * warehouse, and the returned lines of one product at one cost (a purchase may buy a product on
 * several lines) keep a line of that product as keptReturnProblem asks: the largest at the old cost
 * when it holds what was returned, else the product's largest line. Refused with a 409 naming the
 * product and the quantity returned; otherwise answers, for each returned line, the position of its new line.
 */
async function refuseUndoingReturns(
  tx: Executor,
  existing: PurchaseDbRow,
  oldLines: readonly LineDbRow[],
  input: PurchaseInput,
  priced: readonly PricedLine[],
  returned: readonly ReturnedLine[],
): Promise<Map<string, number>> {
  await refuseMovingReturns(tx, 'purchase', existing.warehouseId, { status: input.status, warehouseId: input.warehouseId, statusField: 'purchaseStatus' });
  const groups = new Map<string, { returned: ReturnedLine; old: LineDbRow; lineIds: string[] }>();
  for (const row of returned) {
    const old = oldLines.find((line) => line.id === row.lineId)!;
    const key = JSON.stringify([row.productId, row.variantId, ...PRICE_BASIS.map(([column]) => old[column])]);
    const group = groups.get(key);
    if (group) {
      group.returned = { ...group.returned, quantity: group.returned.quantity + row.quantity, amount: (group.returned.amount + row.amount) as Minor };
      group.lineIds.push(row.lineId);
    } else groups.set(key, { returned: row, old, lineIds: [row.lineId] });
  }
  const edited = input.lines.map((line, index) => ({ ...line, index, discount: priced[index]!.discount, subtotal: priced[index]!.subtotal }));
  const largest = (lines: readonly (typeof edited)[number][]) => [...lines].sort((a, b) => b.quantity - a.quantity)[0];
  const problems: ErrorDetail[] = [];
  const targets = new Map<string, number>();
  for (const group of groups.values()) {
    const ofProduct = edited.filter((line) => line.productId === group.returned.productId && line.variantId === group.returned.variantId);
    const atOldCost = largest(ofProduct.filter((line) => !changedBasis(PRICE_BASIS, line, group.old)));
    const line = atOldCost && atOldCost.quantity >= group.returned.quantity ? atOldCost : largest(ofProduct);
    const problem = keptReturnProblem(group.returned, line, line?.index ?? -1, group.old, PRICE_BASIS, PURCHASE_RETURNS);
    if (problem) problems.push(problem);
    else for (const lineId of group.lineIds) targets.set(lineId, line!.index);
  }
  refuseProblems(problems);
  return targets;
}

/**
 * Deletes purchases the user may see, all or none: the stock a received one put in goes back out
 * (409 when it has been sold meanwhile) and its payments are removed (the money returns to its
 * account). Answers how many were deleted.
 */
export async function deletePurchases(tx: Executor, ids: readonly string[], user: PurchaseUser): Promise<number> {
  const rows: PurchaseDbRow[] = [];
  for (const id of [...ids].sort()) {
    const [row] = await tx.select().from(purchases).where(and(eq(purchases.id, id), ownerCondition(user))).for('update');
    if (!row) throw new ApiError(Status.notFound, ids.length === 1 ? PURCHASE_NOT_FOUND : en`One of the selected purchases was not found.`);
    rows.push(row);
  }
  // Asked before any stock moves, so the answer says why rather than what the stock lacks.
  if ((await returnedByLine(tx, 'purchase', ids)).length > 0) throw new ApiError(Status.conflict, ids.length === 1 ? PURCHASE_HAS_RETURNS : en`Some of the selected purchases have returns; delete them first.`);
  const lines = await linesOf(tx, ids);
  const deleted = await deleteOrConflict(async () => {
    await deletePayments(tx, and(inArray(payments.purchaseId, [...ids]), eq(payments.kind, 'purchase'))!);
    const gone = await tx.delete(purchases).where(inArray(purchases.id, [...ids])).returning({ id: purchases.id });
    return gone.length;
  }, ids.length === 1 ? PURCHASE_HAS_RETURNS : en`Some of the selected purchases have returns; delete them first.`);
  // Stock last, after the report rows and accounts the deletes touched (docs/concurrency-and-limits.md, "Lock order").
  for (const row of rows) {
    const own = lines.filter((line) => line.purchaseId === row.id);
    const moves = stockDifference([], stockOf(row.status, row.warehouseId, own));
    await moveStock(tx, moves, { reason: 'purchase', reference: row.reference, note: 'Purchase deleted', userId: user.id });
  }
  return deleted;
}

// ---------------------------------------------------------------------------------------------------
// The wire body → PurchaseInput

/** A product as a purchase line needs it: its tax by default, and its sizes for the line's variant. */
interface LineProduct {
  id: string;
  code: string;
  name: string;
  taxRate: number;
  variants: LineVariant[];
}

async function lineProducts(db: Executor, where: SQL): Promise<LineProduct[]> {
  const rows = await rowsOf<{ id: string; code: string; name: string; tax_rate: number; variants: LineVariant[] | string | null }>(
    db,
    sql`select p.id, p.code, p.name, t.rate_thousandths as tax_rate,
          (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code) order by v.position) from product_variants v where v.product_id = p.id) as variants
        from products p join taxes t on t.id = p.tax_id where ${where}`,
  );
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, taxRate: Number(row.tax_rate), variants: jsonColumn(row.variants) ?? [] }));
}

async function productsByCode(db: Executor, codes: readonly string[]): Promise<Map<string, LineProduct>> {
  if (codes.length === 0) return new Map();
  const lower = [...new Set(codes.map((code) => code.toLowerCase()))];
  const rows = await lineProducts(db, inArray(sql`lower(p.code)`, lower));
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

async function productsById(db: Executor, ids: readonly string[]): Promise<Map<string, LineProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await lineProducts(db, inArray(sql`p.id`, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A 400 under `path`: the figure sent is not what the server reckons; `say` words it with both. */
function disagreement(path: (string | number)[], say: (computed: string, sent: string) => string, sent: number, computed: Minor): ApiError {
  const message = say(toWire(computed).toFixed(2), sent.toFixed(2));
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

/**
 * Resolves a POST/PUT body: the warehouse and supplier by name or id (a 400 naming the field when
 * unknown), each line's product by productId or productCode with the product's tax by default; then
 * prices it and refuses any total the sender computed differently (docs/api.md#money-on-the-wire).
 */
export async function purchaseInputFromBody(db: Executor, body: PurchaseBody): Promise<PurchaseInput> {
  const { id: warehouseId } = await resolveActiveWarehouse(db, body.warehouse, ['warehouse']);
  const supplierId = body.supplier ? await resolveReference(db, 'suppliers', body.supplier, ['supplier'], 'supplier') : null;
  const [byId, byCode] = await readTogether(db, [
    () => productsById(db, body.products.flatMap((line) => (line.productId ? [line.productId] : []))),
    () => productsByCode(db, body.products.flatMap((line) => (!line.productId && line.productCode ? [line.productCode] : []))),
  ]);
  const lines = body.products.map((line, index): PurchaseLineInput => {
    const product = line.productId ? byId.get(line.productId) : byCode.get(line.productCode!.toLowerCase());
    if (!product) {
      const field = line.productId ? 'productId' : 'productCode';
      const message = line.productId ? en`There is no such product.` : en`There is no product with the code '${line.productCode}'.`;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['products', index, field] }]);
    }
    return {
      productId: product.id,
      variantId: variantOfLine(product, line.variant, ['products', index, 'variant'])?.id ?? null,
      quantity: line.quantity,
      unitCost: line.productCost as Minor,
      discount: line.discount as Minor,
      taxRate: (line.taxRate ?? product.taxRate) as Percent,
    };
  });
  const input: PurchaseInput = {
    warehouseId,
    supplierId,
    status: body.purchaseStatus,
    date: body.date ?? (await shopToday(db)),
    orderTaxRate: body.orderTax as Percent,
    discount: body.discount as Minor,
    shipping: body.shippingCost as Minor,
    note: body.note,
    lines,
  };
  const priced = priceLines(input);
  body.products.forEach((line, index) => {
    const computed = priced.lines[index]!;
    if (line.tax !== undefined && line.tax !== computed.tax) throw disagreement(['products', index, 'tax'], (computed, sent) => en`The tax of this line should be ${computed}, not ${sent}.`, toWire(line.tax as Minor), computed.tax);
    if (line.subTotal !== undefined && line.subTotal !== computed.subtotal) {
      throw disagreement(['products', index, 'subTotal'], (computed, sent) => en`The subtotal of this line should be ${computed}, not ${sent}.`, toWire(line.subTotal as Minor), computed.subtotal);
    }
  });
  if (body.total !== undefined && body.total !== priced.totals.grandTotal) throw disagreement(['total'], (computed, sent) => en`The grand total should be ${computed}, not ${sent}.`, toWire(body.total as Minor), priced.totals.grandTotal);
  return input;
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** Own Records staff see only the purchases they created (docs/decisions/009-roles-and-staff-access.md). */
function ownerCondition(user: PurchaseUser): SQL | undefined {
  const owner = documentOwnerScope(user);
  return owner ? eq(purchases.createdBy, owner) : undefined;
}

const rowColumns = {
  purchase: purchases,
  warehouse: warehouses.name,
  supplier: suppliers.name,
};

function rowAnswer({ purchase, warehouse, supplier }: { purchase: PurchaseDbRow; warehouse: string; supplier: string | null }): PurchaseRow {
  const grandTotal = purchase.grandTotal as Minor;
  const paid = purchase.paid as Minor;
  return {
    _id: purchase.id,
    reference: purchase.reference,
    date: purchase.date,
    warehouse,
    warehouseId: purchase.warehouseId,
    supplier,
    supplierId: purchase.supplierId,
    purchaseStatus: purchase.status,
    orderTax: percentToWire(purchase.orderTaxRate as Percent),
    orderTaxAmount: toWire(purchase.orderTax as Minor),
    discount: toWire(purchase.discount as Minor),
    shippingCost: toWire(purchase.shipping as Minor),
    note: purchase.note,
    linesTotal: toWire(purchase.total as Minor),
    total: toWire(grandTotal),
    paid: toWire(paid),
    due: toWire(Math.max(0, grandTotal - paid) as Minor),
    paymentStatus: paymentStatusOf(grandTotal, paid),
    attachment: purchase.attachment,
    createdBy: purchase.createdBy,
    createdAt: iso(purchase.createdAt),
    updatedAt: iso(purchase.updatedAt),
  };
}

function lineAnswer(line: LineDbRow & { variantName: string | null; variantCode: string | null }): PurchaseLine {
  return {
    _id: line.id,
    productId: line.productId,
    productName: line.productName,
    productCode: line.productCode,
    variantId: line.variantId,
    variant: line.variantName,
    variantCode: line.variantCode,
    quantity: line.quantity,
    productCost: toWire(line.unitCost as Minor),
    discount: toWire(line.discount as Minor),
    taxRate: percentToWire(line.taxRate as Percent),
    tax: toWire(line.tax as Minor),
    subTotal: toWire(line.subtotal as Minor),
  };
}

/** A purchase the user may see, with its lines; 404 otherwise. */
export async function getPurchase(db: Executor, id: string, user: PurchaseUser): Promise<Purchase> {
  const [row] = await db
    .select(rowColumns)
    .from(purchases)
    .innerJoin(warehouses, eq(warehouses.id, purchases.warehouseId))
    .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(and(eq(purchases.id, id), ownerCondition(user)));
  if (!row) throw notFound('purchase');
  const lines = await db
    .select({ ...getTableColumns(purchaseLines), variantName: productVariants.name, variantCode: productVariants.itemCode })
    .from(purchaseLines)
    .leftJoin(productVariants, eq(productVariants.id, purchaseLines.variantId))
    .where(eq(purchaseLines.purchaseId, id))
    .orderBy(asc(purchaseLines.position));
  return { ...rowAnswer(row), products: lines.map(lineAnswer) };
}

/** A filter naming a warehouse or supplier by id or by name. */
function referenceFilter(idColumn: typeof purchases.warehouseId | typeof purchases.supplierId, nameColumn: typeof warehouses.name | typeof suppliers.name, value: string): SQL {
  const byName = sql`lower(${nameColumn}) = lower(${value})`;
  return isUuid(value) ? or(eq(idColumn, value.toLowerCase()), byName)! : byName;
}

/** GET /api/purchase: a page of the purchases the user may see, newest first unless sorted otherwise. */
export async function listPurchases(db: Executor, query: PurchaseListQuery, user: PurchaseUser): Promise<Page<PurchaseRow>> {
  const conditions: (SQL | undefined)[] = [ownerCondition(user)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(lower(${warehouses.name}) like ${pattern} or lower(coalesce(${suppliers.name}, '')) like ${pattern})`);
  }
  if (query.status) conditions.push(eq(purchases.status, query.status));
  if (query.warehouse) conditions.push(referenceFilter(purchases.warehouseId, warehouses.name, query.warehouse));
  if (query.supplier) conditions.push(referenceFilter(purchases.supplierId, suppliers.name, query.supplier));
  if (query.from) conditions.push(gte(purchases.date, query.from));
  if (query.to) conditions.push(lte(purchases.date, query.to));
  const where = and(...conditions);
  const direction = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'total'
      ? [direction(purchases.grandTotal), direction(purchases.createdAt), direction(purchases.id)]
      : [direction(purchases.date), direction(purchases.createdAt), direction(purchases.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(purchases)
      .innerJoin(warehouses, eq(warehouses.id, purchases.warehouseId))
      .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(purchases)
      .innerJoin(warehouses, eq(warehouses.id, purchases.warehouseId))
      .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(where),
  ]);
  return { rows: rows.map(rowAnswer), total: Number(counted!.total) };
}
