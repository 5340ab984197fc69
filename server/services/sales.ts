/**
 * Posting a sale (issue 13), in the request's one transaction:
 * - the lines and totals priced on the server (sale-pricing.ts);
 * - a Completed sale takes its stock through the stock ledger (409 naming short lines); Pending and
 *   Canceled move nothing; an edit or a delete moves only the difference;
 * - its payments through the payments ledger (sale-payments.ts);
 * - a checkout's idempotency key (DESIGN.md section 3): the same key again answers the first sale
 *   and never makes a second one, also when the requests run at the same time.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { asMinor, toWire } from '../../src/domain/money';
import type { Sale, SaleInput } from '../../src/domain/sales.schemas';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { saleLines, sales, warehouses } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { deleteOrConflict, notFound, resolveReference } from './catalog-common';
import { nextReference } from './references';
import { replaceLinesKeepingReturns, returnedByLine, type ReturnedLine } from './returns';
import { priceSaleInput, type PricedSale } from './sale-pricing';
import { changeOf, paySale } from './sale-payments';
import { readSale } from './sale-reads';
import { readSettings } from './settings';
import { moveStock, type StockMove } from './stock-ledger';

interface Parties {
  customerId: string;
  warehouseId: string;
  billerId: string;
}

async function resolveParties(tx: Executor, input: SaleInput): Promise<Parties> {
  const [customerId, warehouseId, billerId] = await Promise.all([
    resolveReference(tx, 'customers', input.customer, ['customer'], 'customer'),
    resolveReference(tx, 'warehouses', input.warehouse, ['warehouse'], 'warehouse'),
    resolveReference(tx, 'billers', input.biller, ['biller'], 'biller'),
  ]);
  return { customerId, warehouseId, billerId };
}

/** The shop's calendar date now, in General Setting's time zone. */
async function shopToday(tx: Executor): Promise<string> {
  const settings = await readSettings(tx);
  return calendarDateIn(new Date(), settings.timeZone);
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

async function insertLines(tx: Executor, saleId: string, priced: PricedSale): Promise<void> {
  await tx.insert(saleLines).values(
    priced.lines.map((line) => ({
      saleId,
      position: line.position,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
      productCode: line.productCode,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxRate: line.taxRate,
      taxMethod: line.taxMethod,
      tax: line.tax,
      subtotal: line.subtotal,
      unitCost: line.unitCost,
    })),
  );
}

/** The stock a sale holds out of its warehouse: its lines when Completed, nothing otherwise. */
function takenBy(status: string, warehouseId: string, lines: readonly { productId: string; quantity: number }[]): StockMove[] {
  return status === 'Completed' ? lines.map((line) => ({ productId: line.productId, warehouseId, delta: -line.quantity })) : [];
}

function undo(moves: readonly StockMove[]): StockMove[] {
  return moves.map((move) => ({ ...move, delta: -move.delta }));
}

async function answerExisting(tx: Executor, saleId: string, createdBy: string | null, user: SessionUser, input: SaleInput): Promise<Sale> {
  if (createdBy !== user.id) throw new ApiError(Status.conflict, 'This idempotency key was already used for another sale.', [{ message: 'This idempotency key was already used for another sale.', path: ['idempotencyKey'] }]);
  return readSale(tx, saleId, null, changeOf(input.payments));
}

async function findByKey(tx: Executor, key: string) {
  const [row] = await tx.select({ id: sales.id, createdBy: sales.createdBy }).from(sales).where(eq(sales.idempotencyKey, key));
  return row;
}

/**
 * POST /api/sales. With an idempotency key, a sale already made with it is answered as it is; a
 * request racing the first one waits on the key's unique index until the first commits, then
 * answers that sale (ON CONFLICT DO NOTHING), or makes the sale if the first rolled back.
 */
export async function createSale(tx: Executor, input: SaleInput, user: SessionUser, idempotencyKey: string | null): Promise<Sale> {
  if (idempotencyKey) {
    const existing = await findByKey(tx, idempotencyKey);
    if (existing) return answerExisting(tx, existing.id, existing.createdBy, user, input);
  }
  const parties = await resolveParties(tx, input);
  const date = input.date ?? (await shopToday(tx));
  const priced = await priceSaleInput(tx, input, parties.warehouseId, date);
  const reference = await nextReference(tx, input.source === 'pos' ? 'POS' : 'SL');

  const insert = tx.insert(sales).values({ ...headerValues(input, parties, priced, date), reference, source: input.source, idempotencyKey, createdBy: user.id });
  const inserted = idempotencyKey
    ? await insert.onConflictDoNothing({ target: sales.idempotencyKey, where: sql`${sales.idempotencyKey} is not null` }).returning({ id: sales.id })
    : await insert.returning({ id: sales.id });
  if (inserted.length === 0) {
    const existing = (await findByKey(tx, idempotencyKey!))!;
    return answerExisting(tx, existing.id, existing.createdBy, user, input);
  }
  const saleId = inserted[0]!.id;

  await insertLines(tx, saleId, priced);
  await moveStock(tx, takenBy(input.saleStatus, parties.warehouseId, priced.lines), { reason: 'sale', reference, userId: user.id });
  const change = await paySale(
    tx,
    { id: saleId, customerId: parties.customerId, date, grandTotal: priced.totals.grandTotal, paid: asMinor(0), canceled: input.saleStatus === 'Canceled' },
    input.payments,
    input.paymentStatus,
    user.id,
  );
  return readSale(tx, saleId, null, change);
}

async function lockSale(tx: Executor, id: string, ownerId: string | null) {
  const owner = ownerId ? eq(sales.createdBy, ownerId) : undefined;
  const [row] = await tx.select().from(sales).where(and(eq(sales.id, id), owner)).for('update');
  if (!row) throw notFound('Sale');
  const lines = await tx.select().from(saleLines).where(eq(saleLines.saleId, id));
  return { row, lines };
}

type SaleRow = typeof sales.$inferSelect;
type SaleLineRow = typeof saleLines.$inferSelect;

/** What a line's units are priced from: a returned line keeps it, so its returns keep their price. */
const PRICE_BASIS = [
  ['unitPrice', 'unitPrice'],
  ['discount', 'discount'],
  ['taxRate', 'taxRate'],
  ['taxMethod', 'taxRate'],
] as const;

/**
 * An edit may not undo what the customer brought back (sale returns, as purchases do): the sale
 * stays Completed in its warehouse, and each returned line stays in the sale (same product and
 * variant) with at least the quantity returned, its unit price, discount and tax unchanged, and a
 * subtotal that still covers what its returns took off. Refused with a 409 naming the product and
 * the quantity returned; otherwise answers, for each returned line, the position of its new line.
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
  if (input.saleStatus !== 'Completed' || warehouseId !== old.warehouseId) {
    const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, old.warehouseId));
    const message = `This sale has returns: it stays Completed, in ${warehouse?.name ?? 'its warehouse'}.`;
    throw new ApiError(Status.conflict, message, [{ message, path: [input.saleStatus !== 'Completed' ? 'saleStatus' : 'warehouse'] }]);
  }
  const problems: ErrorDetail[] = [];
  const targets = new Map<string, number>();
  for (const row of returned) {
    const was = `${row.productName} (${row.productCode}): ${row.quantity} already returned by the customer`;
    const index = priced.lines.findIndex((line) => line.productId === row.productId && line.variantId === row.variantId);
    const line = priced.lines[index];
    if (!line || line.quantity < row.quantity) {
      problems.push({ message: `${was}; the sale cannot hold fewer than ${row.quantity}.`, path: line ? ['products', index, 'quantity'] : ['products'] });
      continue;
    }
    const oldLine = oldLines.find((candidate) => candidate.id === row.lineId)!;
    const changed = PRICE_BASIS.find(([column]) => line[column] !== oldLine[column]);
    if (changed) {
      problems.push({ message: `${was} at this line's price; its unit price, discount and tax cannot change.`, path: ['products', index, changed[1]] });
      continue;
    }
    if (line.subtotal < row.amount) {
      problems.push({ message: `${was} for ${toWire(row.amount).toFixed(2)}; the line cannot come to less than that.`, path: ['products', index, 'quantity'] });
      continue;
    }
    targets.set(row.lineId, line.position);
  }
  if (problems.length > 0) throw new ApiError(Status.conflict, problems.map((problem) => problem.message).join(' '), problems);
  return targets;
}

/**
 * PUT /api/sales/{id}: the whole sale replaced; stock moves by the difference between the two. A
 * sale with returns keeps its returned lines (refuseUndoingReturns), and their return lines are
 * pointed at the new lines.
 */
export async function updateSale(tx: Executor, id: string, input: SaleInput, user: SessionUser, ownerId: string | null): Promise<Sale> {
  const { row: old, lines: oldLines } = await lockSale(tx, id, ownerId);
  const parties = await resolveParties(tx, input);
  const date = input.date ?? old.date;
  const priced = await priceSaleInput(tx, input, parties.warehouseId, date);
  const returned = await returnedByLine(tx, 'sale', [id]);
  const targets = returned.length > 0 ? await refuseUndoingReturns(tx, old, oldLines, input, parties.warehouseId, priced, returned) : null;

  // The new lines first, so a short line is named by its place in the new sale.
  const moves = [...takenBy(input.saleStatus, parties.warehouseId, priced.lines), ...undo(takenBy(old.status, old.warehouseId, oldLines))];
  await moveStock(tx, moves, { reason: 'sale', reference: old.reference, note: 'Sale edited', userId: user.id });

  await tx
    .update(sales)
    .set({ ...headerValues(input, parties, priced, date), updatedAt: new Date() })
    .where(eq(sales.id, id));
  if (targets) {
    await replaceLinesKeepingReturns(tx, 'sale', id, targets, () => insertLines(tx, id, priced));
  } else {
    await tx.delete(saleLines).where(eq(saleLines.saleId, id));
    await insertLines(tx, id, priced);
  }
  if (parties.customerId !== old.customerId) {
    await tx.execute(sql`update payments set customer_id = ${parties.customerId} where sale_id = ${id} and kind = 'sale'`);
  }
  const paid = asMinor(old.paid);
  const grandTotal = priced.totals.grandTotal;
  if (paid > grandTotal) {
    const message = `This sale has ${toWire(paid).toFixed(2)} paid, more than its new grand total of ${toWire(grandTotal).toFixed(2)}.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['totalAmount'] }]);
  }
  const change = await paySale(tx, { id, customerId: parties.customerId, date, grandTotal, paid, canceled: input.saleStatus === 'Canceled' }, input.payments, input.paymentStatus, user.id);
  return readSale(tx, id, null, change);
}

/** DELETE: the sales and their lines and payments go; the stock a completed one took comes back. */
export async function removeSales(tx: Executor, ids: string[], user: SessionUser): Promise<number> {
  const rows = await tx.select().from(sales).where(inArray(sales.id, ids)).orderBy(sales.id).for('update');
  if (rows.length < ids.length) throw notFound(ids.length === 1 ? 'Sale' : `${ids.length - rows.length} of the selected sales were`);
  const lines = await tx.select({ saleId: saleLines.saleId, productId: saleLines.productId, quantity: saleLines.quantity }).from(saleLines).where(inArray(saleLines.saleId, ids));
  for (const sale of rows) {
    const taken = takenBy(
      sale.status,
      sale.warehouseId,
      lines.filter((line) => line.saleId === sale.id),
    );
    await moveStock(tx, undo(taken), { reason: 'sale', reference: sale.reference, note: 'Sale deleted', userId: user.id });
  }
  return deleteOrConflict(
    async () => (await tx.delete(sales).where(inArray(sales.id, ids)).returning({ id: sales.id })).length,
    ids.length === 1 ? 'This sale has returns; delete them first.' : 'Some of the selected sales have returns; delete them first.',
  );
}

