/**
 * Sale returns (RS-…) and purchase returns (RP-…), posted the same way in the
 * request's transaction: the document is locked, each line is checked against what was sold or
 * received and not yet returned, stock moves through moveStock (back onto the shelf for a restocked
 * sale return; out to the supplier for a purchase return, 409 when it is no longer there), and the
 * refund is one payment through recordPayment (out of an account to the customer, into an account
 * from the supplier). A sale return takes its total off what the customer owes on the sale (its Due
 * and their balance), and its refund, at most what they paid beyond what they still owe, off the
 * sale's Paid.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import type { SessionUser } from '../auth/sessions';
import { documentOwnerScope } from '../auth/policy';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { divideRoundingHalfAwayFromZero, toWire, type Minor } from '../../src/domain/money';
import { refundableOf, returnShare, walkInCreditMessage, type PurchaseReturnInput, type ReturnCandidate, ReturnableLine, ReturnKind, ReturnListQuery, ReturnRecord, Returnable, SaleReturnInput } from '../../src/domain/returns.schemas';
import { iso, rowsOf } from '../db/raw-rows';
import { offsetOf, type Page } from './paging';
import { containsPattern } from './search-patterns';
import { deletePayments, lockAccountBalance, recordPayment, refuseOverdraft } from './payments-ledger';
import { openShiftForRefund, refuseBeyondDrawer } from './shifts';
import { lockDepositBalance } from './customer-balances';
import { nextReference } from './references';
import { readSettings } from './settings';
import { moveStock } from './stock-ledger';
import { en } from '../i18n/english';
import { capitalize, type DocumentStatus, type Noun } from '../i18n/words';

interface KindConfig {
  noun: Noun;
  documents: string;
  lines: string;
  returns: string;
  returnLines: string;
  /** The column of a return and of a payment naming the document: sale_id, purchase_id. */
  documentColumn: string;
  /** The column of a return line naming the document's line. */
  lineColumn: string;
  /** The return line's unit amount column. */
  unitColumn: string;
  /** The document line's variant column: the size returned goes back to (or leaves) that size's stock. */
  variantColumn: string;
  partyColumn: string;
  parties: string;
  returnableStatus: DocumentStatus;
  /** The 409 for a document not in its returnable status. */
  notReturnable(reference: string, status: string): string;
  prefix: 'RS' | 'RP';
  paymentReturnColumn: 'saleReturnId' | 'purchaseReturnId';
}

const KINDS: Record<ReturnKind, KindConfig> = {
  sale: {
    noun: 'sale',
    documents: 'sales',
    lines: 'sale_lines',
    returns: 'sale_returns',
    returnLines: 'sale_return_lines',
    documentColumn: 'sale_id',
    lineColumn: 'sale_line_id',
    unitColumn: 'unit_price',
    variantColumn: 'variant_id',
    partyColumn: 'customer_id',
    parties: 'customers',
    returnableStatus: 'Completed',
    notReturnable: (reference, status) => en`Only a completed sale can be returned; ${reference} is ${status}.`,
    prefix: 'RS',
    paymentReturnColumn: 'saleReturnId',
  },
  purchase: {
    noun: 'purchase',
    documents: 'purchases',
    lines: 'purchase_lines',
    returns: 'purchase_returns',
    returnLines: 'purchase_return_lines',
    documentColumn: 'purchase_id',
    lineColumn: 'purchase_line_id',
    unitColumn: 'unit_cost',
    variantColumn: 'variant_id',
    partyColumn: 'supplier_id',
    parties: 'suppliers',
    returnableStatus: 'Received',
    notReturnable: (reference, status) => en`Only a received purchase can be returned; ${reference} is ${status}.`,
    prefix: 'RP',
    paymentReturnColumn: 'purchaseReturnId',
  },
};

const id = (name: string) => sql.identifier(name);

interface DocumentRow {
  id: string;
  reference: string;
  date: string;
  status: string;
  warehouse_id: string;
  warehouse: string;
  party_id: string | null;
  party: string | null;
  created_by: string | null;
}

interface LineRow {
  id: string;
  product_id: string;
  variant_id: string | null;
  variant_name: string | null;
  variant_code: string | null;
  product_name: string;
  product_code: string;
  quantity: number;
  subtotal: string | number;
  returned: string | number;
  returned_amount: string | number;
}

async function readDocument(db: Executor, kind: KindConfig, documentId: string, user: SessionUser, lock: boolean): Promise<DocumentRow> {
  const owner = documentOwnerScope(user);
  const [document] = await rowsOf<DocumentRow>(
    db,
    sql`select d.id, d.reference, d.date::text as date, d.status, d.warehouse_id, w.name as warehouse, d.${id(kind.partyColumn)} as party_id, p.name as party, d.created_by
        from ${id(kind.documents)} d join warehouses w on w.id = d.warehouse_id left join ${id(kind.parties)} p on p.id = d.${id(kind.partyColumn)}
        where d.id = ${documentId} ${owner ? sql`and d.created_by = ${owner}` : sql``}
        ${lock ? sql`for update of d` : sql``}`,
  );
  if (!document) {
    const message = en`${capitalize(kind.noun)} not found.`;
    throw new ApiError(Status.notFound, message, [{ message, path: [kind.noun] }]);
  }
  return document;
}

async function readLines(db: Executor, kind: KindConfig, documentId: string): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    db,
    sql`select l.id, l.product_id, l.${id(kind.variantColumn)} as variant_id, v.name as variant_name, v.item_code as variant_code,
          l.product_name, l.product_code, l.quantity, l.subtotal,
          coalesce(sum(r.quantity), 0) as returned, coalesce(sum(r.subtotal), 0) as returned_amount
        from ${id(kind.lines)} l left join ${id(kind.returnLines)} r on r.${id(kind.lineColumn)} = l.id
          left join product_variants v on v.id = l.${id(kind.variantColumn)}
        where l.${id(kind.documentColumn)} = ${documentId}
        group by l.id, v.id order by l.position`,
  );
}

/** A sale's customer, to tell the walk-in customer (who cannot hold credit) from a named one. */
async function customerOf(db: Executor, customerId: string | null): Promise<{ is_walk_in: boolean } | undefined> {
  if (!customerId) return undefined;
  const [customer] = await rowsOf<{ is_walk_in: boolean }>(db, sql`select is_walk_in from customers where id = ${customerId}`);
  return customer;
}

/** A document and what may still be returned of each of its lines. */
export async function returnableOf(db: Executor, returnKind: ReturnKind, documentId: string, user: SessionUser): Promise<Returnable> {
  const kind = KINDS[returnKind];
  const document = await readDocument(db, kind, documentId, user, false);
  const lines = await readLines(db, kind, documentId);
  return {
    due: returnKind === 'sale' ? toWire((await saleDue(db, documentId, lines)) as Minor) : 0,
    _id: document.id,
    reference: document.reference,
    date: document.date,
    party: document.party,
    creditAllowed: returnKind === 'sale' && (await customerOf(db, document.party_id))?.is_walk_in === false,
    warehouse: document.warehouse,
    status: document.status,
    lines: lines.map(
      (line): ReturnableLine => ({
        lineId: line.id,
        productId: line.product_id,
        productName: line.product_name,
        productCode: line.product_code,
        variantId: line.variant_id,
        variant: line.variant_name,
        variantCode: line.variant_code,
        quantity: Number(line.quantity),
        returned: Number(line.returned),
        returnable: document.status === kind.returnableStatus ? Number(line.quantity) - Number(line.returned) : 0,
        unitAmount: toWire(Number(divideRoundingHalfAwayFromZero(BigInt(line.subtotal), BigInt(line.quantity))) as Minor),
        subTotal: toWire(Number(line.subtotal) as Minor),
        returnedAmount: toWire(Number(line.returned_amount) as Minor),
      }),
    ),
  };
}

/** What the customer still owes on a sale: grand total − what its returns took off − paid, not below 0. */
async function saleDue(db: Executor, saleId: string, lines: readonly LineRow[]): Promise<number> {
  const [sale] = await rowsOf<{ grand_total: string | number; paid: string | number }>(db, sql`select grand_total, paid from sales where id = ${saleId}`);
  const returned = lines.reduce((sum, line) => sum + Number(line.returned_amount), 0);
  return Math.max(0, Number(sale!.grand_total) - returned - Number(sale!.paid));
}

function lineAmount(line: LineRow, quantity: number): number {
  return returnShare({ quantity: Number(line.quantity), subtotal: Number(line.subtotal) as Minor, returned: Number(line.returned), returnedAmount: Number(line.returned_amount) as Minor }, quantity);
}

function refuse(status: 400 | 409, message: string, path: (string | number)[]): never {
  throw new ApiError(status, message, [{ message, path }]);
}

type ReturnInput = (SaleReturnInput & { kind: 'sale' }) | (PurchaseReturnInput & { kind: 'purchase' });

/**
 * Goods back from a sale give back what the customer paid for them (docs/money-and-payments.md,
 * "Returns"): the return first comes off what they still owe on the sale; the rest (refundableOf)
 * is refunded, put on their credit, or both, and the two add up to exactly that. A return that
 * would keep the customer's money, or give back more, is a 400 under refundAmount saying how much.
 */
async function refuseKeepingPaidMoney(db: Executor, input: SaleReturnInput, total: number, document: DocumentRow, lines: readonly LineRow[]): Promise<void> {
  const due = await saleDue(db, input.sale, lines);
  const refundable = refundableOf(total, due);
  const givenBack = input.refundAmount + input.creditAmount;
  const amount = (value: number) => toWire(value as Minor).toFixed(2);
  if (givenBack > refundable) {
    const what = input.creditAmount > 0 ? 'The refund and the credit' : 'The refund';
    refuse(Status.badRequest, en`${what} can be at most ${amount(refundable)}: ${amount(due)} was still due on ${document.reference}, and the return comes off that first.`, ['refundAmount']);
  }
  if (givenBack < refundable) {
    refuse(
      Status.badRequest,
      givenBack === 0
        ? en`Refund ${amount(refundable)} or put it on the customer\u2019s credit: the customer paid for these goods.`
        : en`The refund and the credit add up to ${amount(givenBack)}; they must add up to ${amount(refundable)}, what the customer paid for these goods.`,
      ['refundAmount'],
    );
  }
  if (input.creditAmount > 0) {
    // Credit is a named customer's deposit: the walk-in customer is anyone, so nobody could spend it
    // (docs/money-and-payments.md, "Returns"). A walk-in sale's paid goods are refunded.
    const customer = await customerOf(db, document.party_id);
    if (!customer) refuse(Status.badRequest, en`This sale has no customer to credit.`, ['creditAmount']);
    if (customer.is_walk_in) refuse(Status.badRequest, walkInCreditMessage(amount(refundable)), ['creditAmount']);
  }
}

/** Posts a return: its lines, its stock and its refund, in the caller's transaction. Answers it as GET does. */
export async function createReturn(db: Executor, input: ReturnInput, user: SessionUser): Promise<ReturnRecord> {
  const kind = KINDS[input.kind];
  const documentId = input.kind === 'sale' ? input.sale : input.purchase;
  // At a till: its row first (docs/concurrency-and-limits.md, "Lock order"); the refund goes with its
  // open shift, and the goods come back where the till stands (docs/tills-and-shifts.md#refunds-at-the-till).
  const atTill = input.kind === 'sale' && input.till ? await openShiftForRefund(db, input.till) : null;
  const shiftId = atTill?.shiftId ?? null;
  const document = await readDocument(db, kind, documentId, user, true);
  const warehouseId = atTill?.warehouseId ?? document.warehouse_id;
  if (document.status !== kind.returnableStatus) {
    refuse(Status.conflict, kind.notReturnable(document.reference, document.status), [kind.noun]);
  }
  const lines = new Map((await readLines(db, kind, documentId)).map((line) => [line.id, line]));
  const problems: ErrorDetail[] = [];
  const priced = input.lines.map((wanted, index) => {
    const line = lines.get(wanted.lineId);
    if (!line) {
      problems.push({ message: en`This line is not on ${document.reference}.`, path: ['lines', index, 'lineId'] });
      return null;
    }
    const returnable = Number(line.quantity) - Number(line.returned);
    if (wanted.quantity > returnable) {
      const done = Number(line.returned) > 0 ? ` (${line.returned} already returned)` : '';
      problems.push({ message: en`${line.product_name}: at most ${returnable} can be returned${done}.`, path: ['lines', index, 'quantity'] });
      return null;
    }
    return { line, quantity: wanted.quantity, amount: lineAmount(line, wanted.quantity) };
  });
  if (problems.length > 0) throw new ApiError(Status.badRequest, problems.map((problem) => problem.message).join(' '), problems);
  const returned = priced.map((entry) => entry!);
  const total = returned.reduce((sum, entry) => sum + entry.amount, 0);
  if (input.refundAmount > total) refuse(Status.badRequest, en`The refund can be at most the return's total, ${toWire(total as Minor).toFixed(2)}.`, ['refundAmount']);
  if (input.refundAmount > 0 && !input.accountId) refuse(Status.badRequest, en`Choose the account the refund goes through.`, ['accountId']);
  if (input.kind === 'sale') await refuseKeepingPaidMoney(db, input, total, document, [...lines.values()]);

  const reference = await nextReference(db, kind.prefix);
  const settings = await readSettings(db);
  const date = calendarDateIn(new Date(), settings.timeZone);
  const restock = input.kind === 'sale' ? input.restock : true;
  const [row] = await rowsOf<{ id: string }>(
    db,
    input.kind === 'sale'
      ? sql`insert into sale_returns (reference, date, sale_id, customer_id, warehouse_id, restock, total, note, created_by)
            values (${reference}, ${date}, ${documentId}, ${document.party_id}, ${warehouseId}, ${restock}, ${total}, ${input.note}, ${user.id}) returning id`
      : sql`insert into purchase_returns (reference, date, purchase_id, supplier_id, warehouse_id, total, note, created_by)
            values (${reference}, ${date}, ${documentId}, ${document.party_id}, ${document.warehouse_id}, ${total}, ${input.note}, ${user.id}) returning id`,
  );
  const returnId = row!.id;
  const values = JSON.stringify(
    returned.map((entry) => ({ line_id: entry.line.id, product_id: entry.line.product_id, quantity: entry.quantity, unit: Math.round(entry.amount / entry.quantity), subtotal: entry.amount })),
  );
  await db.execute(sql`
    insert into ${id(kind.returnLines)} (return_id, ${id(kind.lineColumn)}, product_id, quantity, ${id(kind.unitColumn)}, subtotal)
    select ${returnId}::uuid, line_id, product_id, quantity, unit, subtotal
    from jsonb_to_recordset(${values}::jsonb) as row(line_id uuid, product_id uuid, quantity int, unit bigint, subtotal bigint)`);

  // The refund's account and the customer's credit before stock levels (docs/concurrency-and-limits.md, "Lock order").
  if (input.refundAmount > 0) {
    if (input.kind === 'sale') {
      // Cash handed back at a till comes out of its drawer, as a pay-out does.
      if (shiftId && input.method === 'Cash') await refuseBeyondDrawer(db, shiftId, input.refundAmount, 'refundAmount');
      await refuseOverdraft(db, input.accountId!, input.refundAmount, { account: 'accountId', amount: 'refundAmount' });
    } else if ((await lockAccountBalance(db, input.accountId!)) === undefined) {
      refuse(Status.badRequest, en`There is no such account.`, ['accountId']);
    }
    await recordPayment(db, {
      date,
      kind: input.kind === 'sale' ? 'sale-return' : 'purchase-return',
      direction: input.kind === 'sale' ? 'out' : 'in',
      method: input.method,
      amount: input.refundAmount,
      accountId: input.accountId,
      [kind.paymentReturnColumn]: returnId,
      ...(input.kind === 'sale' ? { saleId: documentId, customerId: document.party_id, shiftId } : { purchaseId: documentId, supplierId: document.party_id }),
      note: `Refund for ${reference}`,
      userId: user.id,
    });
  }
  if (input.kind === 'sale' && input.creditAmount > 0) {
    // The customer's credit: into their deposit balance, through no account.
    await recordPayment(db, {
      date,
      kind: 'sale-return',
      direction: 'in',
      method: 'Deposit',
      amount: input.creditAmount,
      accountId: null,
      saleReturnId: returnId,
      saleId: documentId,
      customerId: document.party_id,
      note: `Credit for ${reference}`,
      userId: user.id,
    });
  }
  const sign = input.kind === 'sale' ? 1 : -1;
  if (restock) {
    try {
      await moveStock(
        db,
        returned.map((entry) => ({ productId: entry.line.product_id, variantId: entry.line.variant_id, warehouseId, delta: sign * entry.quantity })),
        { reason: input.kind === 'sale' ? 'sale-return' : 'purchase-return', reference, note: input.note, userId: user.id },
      );
    } catch (error) {
      // Only goods going out can be short: they were sold or moved meanwhile.
      if (error instanceof ApiError && error.status === Status.conflict) {
        throw new ApiError(Status.conflict, `${error.message.replace(/^Not enough stock:/, 'Not enough stock in the warehouse to send back:')}`, error.details?.map((detail) => ({ ...detail, path: ['lines', ...detail.path.slice(1)] })), error.code);
      }
      throw error;
    }
  }

  return readReturn(db, input.kind, returnId, user);
}

interface ReturnRow {
  id: string;
  reference: string;
  date: string;
  document: string;
  document_id: string;
  party: string | null;
  warehouse: string;
  restock: boolean;
  total: string | number;
  refunded: string | number;
  credited: string | number;
  note: string;
  created_by: string | null;
  created_at: Date | string;
}

function selectReturns(returnKind: ReturnKind, where: SQL): SQL {
  const kind = KINDS[returnKind];
  const restock = returnKind === 'sale' ? sql`r.restock` : sql`true`;
  return sql`select r.id, r.reference, r.date::text as date, d.reference as document, d.id as document_id, p.name as party, w.name as warehouse,
      ${restock} as restock, r.total, r.note, u.name as created_by, r.created_at,
      coalesce((select sum(pay.amount) from payments pay where pay.${id(returnKind === 'sale' ? 'sale_return_id' : 'purchase_return_id')} = r.id and pay.method <> 'Deposit'), 0) as refunded,
      coalesce((select sum(pay.amount) from payments pay where pay.${id(returnKind === 'sale' ? 'sale_return_id' : 'purchase_return_id')} = r.id and pay.method = 'Deposit'), 0) as credited
    from ${id(kind.returns)} r
    join ${id(kind.documents)} d on d.id = r.${id(kind.documentColumn)}
    join warehouses w on w.id = r.warehouse_id
    left join ${id(kind.parties)} p on p.id = r.${id(kind.partyColumn)}
    left join users u on u.id = r.created_by
    where ${where}`;
}

function recordOf(row: ReturnRow): ReturnRecord {
  return {
    _id: row.id,
    reference: row.reference,
    date: row.date,
    document: row.document,
    documentId: row.document_id,
    party: row.party,
    warehouse: row.warehouse,
    restock: Boolean(row.restock),
    total: toWire(Number(row.total) as Minor),
    refunded: toWire(Number(row.refunded) as Minor),
    credited: toWire(Number(row.credited) as Minor),
    note: row.note,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
  };
}

function ownerCondition(user: SessionUser): SQL {
  const owner = documentOwnerScope(user);
  return owner ? sql`r.created_by = ${owner}` : sql`true`;
}

export async function readReturn(db: Executor, returnKind: ReturnKind, returnId: string, user: SessionUser): Promise<ReturnRecord> {
  const kind = KINDS[returnKind];
  const [row] = await rowsOf<ReturnRow>(db, selectReturns(returnKind, sql`r.id = ${returnId} and ${ownerCondition(user)}`));
  if (!row) throw new ApiError(Status.notFound, en`Return not found.`);
  const lines = await rowsOf<{ product_id: string; product_name: string; product_code: string; variant_id: string | null; variant_name: string | null; variant_code: string | null; quantity: number; subtotal: string | number }>(
    db,
    sql`select rl.product_id, l.product_name, l.product_code, l.${id(kind.variantColumn)} as variant_id, v.name as variant_name, v.item_code as variant_code, rl.quantity, rl.subtotal
        from ${id(kind.returnLines)} rl join ${id(kind.lines)} l on l.id = rl.${id(kind.lineColumn)}
          left join product_variants v on v.id = l.${id(kind.variantColumn)}
        where rl.return_id = ${returnId} order by l.position`,
  );
  return {
    ...recordOf(row),
    lines: lines.map((line) => ({
      productId: line.product_id,
      productName: line.product_name,
      productCode: line.product_code,
      variantId: line.variant_id,
      variant: line.variant_name,
      variantCode: line.variant_code,
      quantity: Number(line.quantity),
      subTotal: toWire(Number(line.subtotal) as Minor),
    })),
  };
}

/** A page of returns, newest first: q searches the return's and the document's reference and the customer or supplier. */
export async function listReturns(db: Executor, returnKind: ReturnKind, query: ReturnListQuery, user: SessionUser): Promise<Page<ReturnRecord> & { totalAmount: number }> {
  const conditions: SQL[] = [ownerCondition(user)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(r.reference ilike ${pattern} or d.reference ilike ${pattern} or p.name ilike ${pattern})`);
  }
  if (query.from) conditions.push(sql`r.date >= ${query.from}`);
  if (query.to) conditions.push(sql`r.date <= ${query.to}`);
  if (query.warehouse) conditions.push(sql`r.warehouse_id = ${query.warehouse}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [summary]] = await Promise.all([
    rowsOf<ReturnRow>(db, sql`${selectReturns(returnKind, where)} order by r.date desc, r.created_at desc, r.id desc limit ${query.pageSize} offset ${offsetOf(query.page, query.pageSize)}`),
    rowsOf<{ count: string | number; amount: string | number }>(db, sql`select count(*) as count, coalesce(sum(total), 0) as amount from (${selectReturns(returnKind, where)}) matched`),
  ]);
  return { rows: rows.map(recordOf), total: Number(summary!.count), totalAmount: toWire(Number(summary!.amount) as Minor) };
}

/**
 * Deleting a sale return takes back the credit it put on the customer's deposit balance
 * (docs/money-and-payments.md, "Returns"): when the customer has spent part of it since, that
 * would leave the balance below zero, so the delete is refused with 409 saying what is left.
 * Reads the credit while its payment is there and answers the check to run once the return's
 * payments are gone: the customer's row is locked then (after the accounts the refund touched,
 * docs/concurrency-and-limits.md, "Lock order"), so a sale paying from the deposit at the same
 * time queues instead of spending the same credit.
 */
async function creditCheck(db: Executor, returnId: string, reference: string, path: (string | number)[]): Promise<() => Promise<void>> {
  const [credit] = await rowsOf<{ customer_id: string; name: string; credited: string | number }>(
    db,
    sql`select c.id as customer_id, c.name, coalesce((select sum(p.amount) from payments p where p.sale_return_id = r.id and p.method = 'Deposit'), 0) as credited
        from sale_returns r join customers c on c.id = r.customer_id where r.id = ${returnId}`,
  );
  const credited = Number(credit?.credited ?? 0);
  return async () => {
    if (!credit || credited === 0) return;
    const left = await lockDepositBalance(db, credit.customer_id);
    if (left >= 0) return;
    const amount = (value: number) => toWire(value as Minor).toFixed(2);
    const message = en`${reference} put ${amount(credited)} on ${credit.name}'s credit and ${credit.name} has spent part of it: the deposit balance is ${amount(left + credited)}, so deleting the return would take it below zero.`;
    refuse(Status.conflict, message, path);
  };
}

/** Deletes returns (admins): their stock goes back the other way (409 when it is gone) and their refunds and credits are deleted (409 when the credit was spent). */
export async function deleteReturns(db: Executor, returnKind: ReturnKind, ids: readonly string[], user: SessionUser): Promise<number> {
  const kind = KINDS[returnKind];
  let deleted = 0;
  for (const returnId of ids) {
    const restock = returnKind === 'sale' ? sql`restock` : sql`true`;
    const [row] = await rowsOf<{ id: string; reference: string; warehouse_id: string; restock: boolean }>(
      db,
      sql`select id, reference, warehouse_id, ${restock} as restock from ${id(kind.returns)} where id = ${returnId} for update`,
    );
    if (!row) continue;
    const lines = row.restock
      ? await rowsOf<{ product_id: string; variant_id: string | null; quantity: number }>(
          db,
          sql`select r.product_id, l.${id(kind.variantColumn)} as variant_id, r.quantity
              from ${id(kind.returnLines)} r join ${id(kind.lines)} l on l.id = r.${id(kind.lineColumn)} where r.return_id = ${returnId}`,
        )
      : [];
    // The credit is read before its payment goes, and the balance checked after.
    const checkCredit = returnKind === 'sale' ? await creditCheck(db, returnId, row.reference, ids.length === 1 ? [] : ['ids']) : async () => {};
    await deletePayments(db, sql`${id(returnKind === 'sale' ? 'sale_return_id' : 'purchase_return_id')} = ${returnId}`);
    await checkCredit();
    await db.execute(sql`delete from ${id(kind.returns)} where id = ${returnId}`);
    // Stock last, after the report rows and accounts the deletes touched (docs/concurrency-and-limits.md, "Lock order").
    const sign = returnKind === 'sale' ? -1 : 1;
    await moveStock(db, lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id, warehouseId: row.warehouse_id, delta: sign * Number(line.quantity) })), {
      reason: returnKind === 'sale' ? 'sale-return' : 'purchase-return',
      reference: row.reference,
      note: `${row.reference} deleted`,
      userId: user.id,
    });
    deleted += 1;
  }
  return deleted;
}

/** What the returns of a document took of one of its lines. */
export interface ReturnedLine {
  lineId: string;
  productId: string;
  variantId: string | null;
  productName: string;
  productCode: string;
  quantity: number;
  /** What the returns priced these units at (their share of the line's subtotal). */
  amount: Minor;
}

/** How much of each line of these documents has been returned, and for how much. */
export async function returnedByLine(db: Executor, returnKind: ReturnKind, documentIds: readonly string[]): Promise<ReturnedLine[]> {
  if (documentIds.length === 0) return [];
  const kind = KINDS[returnKind];
  const ids = sql.join(documentIds.map((documentId) => sql`${documentId}::uuid`), sql`, `);
  const variant = sql`l.${id(kind.variantColumn)}`;
  const rows = await rowsOf<{ line_id: string; product_id: string; variant_id: string | null; product_name: string; product_code: string; quantity: string | number; amount: string | number }>(
    db,
    sql`select l.id as line_id, l.product_id, ${variant} as variant_id, l.product_name, l.product_code, sum(r.quantity) as quantity, sum(r.subtotal) as amount
        from ${id(kind.returnLines)} r join ${id(kind.lines)} l on l.id = r.${id(kind.lineColumn)}
        where l.${id(kind.documentColumn)} in (${ids})
        group by l.id order by l.position`,
  );
  return rows.map((row) => ({
    lineId: row.line_id,
    productId: row.product_id,
    variantId: row.variant_id,
    productName: row.product_name,
    productCode: row.product_code,
    quantity: Number(row.quantity),
    amount: Number(row.amount) as Minor,
  }));
}

/**
 * Replaces a document's lines while its returns keep pointing at them: the new lines are written
 * beside the old ones (moved out of the way of their positions), each returned line's return lines
 * are pointed at the new line at `targets.get(lineId)` (its position), then the old lines go.
 */
export async function replaceLinesKeepingReturns(db: Executor, returnKind: ReturnKind, documentId: string, targets: ReadonlyMap<string, number>, writeLines: () => Promise<void>): Promise<void> {
  const kind = KINDS[returnKind];
  await db.execute(sql`update ${id(kind.lines)} set position = -1 - position where ${id(kind.documentColumn)} = ${documentId}`);
  await writeLines();
  for (const [lineId, position] of targets) {
    await db.execute(sql`
      update ${id(kind.returnLines)} set ${id(kind.lineColumn)} =
        (select l.id from ${id(kind.lines)} l where l.${id(kind.documentColumn)} = ${documentId} and l.position = ${position})
      where ${id(kind.lineColumn)} = ${lineId}`);
  }
  await db.execute(sql`delete from ${id(kind.lines)} where ${id(kind.documentColumn)} = ${documentId} and position < 0`);
}

/** A document that has returns stays in its returnable status and its warehouse: 409 naming the field otherwise. */
export async function refuseMovingReturns(db: Executor, returnKind: ReturnKind, warehouseId: string, edit: { status: string; warehouseId: string; statusField: string }): Promise<void> {
  const kind = KINDS[returnKind];
  if (edit.status === kind.returnableStatus && edit.warehouseId === warehouseId) return;
  const [warehouse] = await rowsOf<{ name: string }>(db, sql`select name from warehouses where id = ${warehouseId}`);
  const message = en`This ${kind.noun} has returns: it stays ${kind.returnableStatus}, in ${warehouse?.name ?? en`its warehouse`}.`;
  refuse(Status.conflict, message, [edit.status !== kind.returnableStatus ? edit.statusField : 'warehouse']);
}

/** What a line's units are priced from: its columns, each with the body field that sets it. */
export type PriceBasis<Column extends string> = readonly (readonly [Column, string])[];

/** The first column of the price basis an edited line changed, or undefined when it kept them all. */
export function changedBasis<Column extends string>(basis: PriceBasis<Column>, line: Record<Column, unknown>, old: Record<Column, unknown>): readonly [Column, string] | undefined {
  return basis.find(([column]) => line[column] !== old[column]);
}

/** How an edit's refusals name a document's returns: who took the goods back, and what a unit is priced at. */
export interface ReturnsWording {
  document: 'sale' | 'purchase';
  /** 'by the customer', 'to the supplier'. */
  returnedHow: string;
  /** A sale's units have a price, a purchase's a cost. */
  unit: 'price' | 'cost';
}

/**
 * What an edit must keep of a returned line, sales and purchases alike, so the returns still agree
 * with the document: a line of the same product with at least the quantity returned (`edited`, at
 * `index` of the body's products), priced from the same unit amount, discount and tax as the old
 * line, with a subtotal that still covers what the returns took off. Answers the problem, or null.
 */
export function keptReturnProblem<Column extends string>(
  returned: Pick<ReturnedLine, 'productName' | 'productCode' | 'quantity' | 'amount'>,
  edited: (Record<Column, unknown> & { quantity: number; subtotal: number }) | undefined,
  index: number,
  old: Record<Column, unknown>,
  basis: PriceBasis<Column>,
  wording: ReturnsWording,
): ErrorDetail | null {
  const was = `${returned.productName} (${returned.productCode}): ${returned.quantity} already returned ${wording.returnedHow}`;
  if (!edited || edited.quantity < returned.quantity) {
    return { message: en`${was}; the ${wording.document} cannot hold fewer than ${returned.quantity}.`, path: edited ? ['products', index, 'quantity'] : ['products'] };
  }
  const changed = changedBasis(basis, edited, old);
  if (changed) return { message: en`${was} at this line's ${wording.unit}; its unit ${wording.unit}, discount and tax cannot change.`, path: ['products', index, changed[1]] };
  if (edited.subtotal < returned.amount) {
    return { message: en`${was} for ${toWire(returned.amount).toFixed(2)}; the line cannot come to less than that.`, path: ['products', index, 'quantity'] };
  }
  return null;
}

/** Refuses an edit with these problems (409, their messages together); nothing when there are none. */
export function refuseProblems(problems: readonly ErrorDetail[]): void {
  if (problems.length > 0) throw new ApiError(Status.conflict, problems.map((problem) => problem.message).join(' '), [...problems]);
}

/** Documents that still have something to return, matching q on their reference or customer/supplier: the return form's search. */
export async function returnableDocuments(db: Executor, returnKind: ReturnKind, q: string, user: SessionUser): Promise<ReturnCandidate[]> {
  const kind = KINDS[returnKind];
  const owner = documentOwnerScope(user);
  const pattern = containsPattern(q);
  const rows = await rowsOf<{ id: string; reference: string; date: string; party: string | null; warehouse: string; returnable: string | number }>(
    db,
    sql`select d.id, d.reference, d.date::text as date, p.name as party, w.name as warehouse,
          (select coalesce(sum(l.quantity), 0) from ${id(kind.lines)} l where l.${id(kind.documentColumn)} = d.id)
          - (select coalesce(sum(r.quantity), 0) from ${id(kind.returnLines)} r join ${id(kind.lines)} l on l.id = r.${id(kind.lineColumn)} where l.${id(kind.documentColumn)} = d.id) as returnable
        from ${id(kind.documents)} d join warehouses w on w.id = d.warehouse_id left join ${id(kind.parties)} p on p.id = d.${id(kind.partyColumn)}
        where d.status = ${kind.returnableStatus} ${owner ? sql`and d.created_by = ${owner}` : sql``}
          ${q ? sql`and (d.reference ilike ${pattern} or p.name ilike ${pattern})` : sql``}
        order by d.date desc, d.created_at desc, d.id desc
        limit 20`,
  );
  return rows.map((row) => ({ _id: row.id, reference: row.reference, date: row.date, party: row.party, warehouse: row.warehouse, returnable: Number(row.returnable) }));
}
