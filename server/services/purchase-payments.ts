/**
 * Money paid to a supplier for a purchase: a payment out of a cash account through the
 * payments ledger, which keeps the purchase's Paid equal to its payments. Paying more than is due is
 * refused; the purchase's row is locked first so two payments of it queue instead of both fitting.
 * It never takes the account below zero, and only an admin pays (docs/money-and-payments.md,
 * "Money out"; the route's permission is moneyOut).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../src/domain/calendar-date';
import { toWire, type Minor } from '../../src/domain/money';
import type { PurchasePayment, PurchasePaymentBody } from '../../src/domain/purchase.schemas';
import { documentOwnerScope } from '../auth/policy';
import type { Executor } from '../db/executor';
import { accounts, payments, purchases } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { iso, rowsOf } from '../db/raw-rows';
import { isUuid } from './record-references';
import { recordPayment, refuseOverdraft } from './payments-ledger';
import type { PurchaseUser } from './purchases';
import { shopToday } from './settings';
import { en } from '../i18n/english';

async function visiblePurchase(db: Executor, id: string, user: PurchaseUser, lock: boolean) {
  const owner = documentOwnerScope(user);
  const query = db
    .select({ id: purchases.id, grandTotal: purchases.grandTotal, paid: purchases.paid, supplierId: purchases.supplierId })
    .from(purchases)
    .where(and(eq(purchases.id, id), owner ? eq(purchases.createdBy, owner) : undefined));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(Status.notFound, en`Purchase not found.`);
  return row;
}

/** An account by id, number or name (case-insensitive); a 400 under `account` when none. */
async function resolveAccount(db: Executor, value: string): Promise<string> {
  const byId = isUuid(value) ? sql`id = ${value} or ` : sql``;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from accounts where ${byId} lower(account_number) = lower(${value}) or lower(name) = lower(${value}) order by (id::text = ${value}) desc limit 1`,
  );
  if (!row) {
    const message = en`There is no account '${value}'.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['account'] }]);
  }
  return row.id;
}

/** Records a payment to the supplier for a purchase the user may see; answers the payment. */
export async function payPurchase(tx: Executor, purchaseId: string, body: PurchasePaymentBody, user: PurchaseUser): Promise<PurchasePayment> {
  const purchase = await visiblePurchase(tx, purchaseId, user, true);
  const due = purchase.grandTotal - purchase.paid;
  if (body.amount > due) {
    const message = due <= 0 ? en`This purchase is paid in full already.` : en`The amount is more than what is due (${toWire(due as Minor).toFixed(2)}).`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['amount'] }]);
  }
  const accountId = await resolveAccount(tx, body.account);
  await refuseOverdraft(tx, accountId, body.amount, { account: 'account', amount: 'amount' });
  const date: CalendarDate = body.date ?? (await shopToday(tx));
  const row = await recordPayment(tx, {
    date,
    kind: 'purchase',
    direction: 'out',
    method: body.method,
    methodNumber: body.methodNumber,
    amount: body.amount,
    accountId,
    purchaseId,
    supplierId: purchase.supplierId,
    note: body.note,
    userId: user.id,
  });
  const [payment] = await paymentRows(tx, eq(payments.id, row.id));
  return payment!;
}

function paymentRows(db: Executor, where: ReturnType<typeof eq>) {
  return db
    .select({ payment: payments, account: accounts.name })
    .from(payments)
    .leftJoin(accounts, eq(accounts.id, payments.accountId))
    .where(where)
    .orderBy(asc(payments.date), asc(payments.createdAt), asc(payments.id))
    .then((rows) => rows.map(({ payment, account }): PurchasePayment => ({
      _id: payment.id,
      reference: payment.reference,
      date: payment.date,
      amount: toWire(payment.amount as Minor),
      accountId: payment.accountId,
      account,
      method: payment.method,
      methodNumber: payment.methodNumber,
      note: payment.note,
      createdAt: iso(payment.createdAt),
    })));
}

/** The payments of a purchase the user may see, oldest first. */
export async function purchasePayments(db: Executor, purchaseId: string, user: PurchaseUser): Promise<PurchasePayment[]> {
  await visiblePurchase(db, purchaseId, user, false);
  return paymentRows(db, and(eq(payments.purchaseId, purchaseId), eq(payments.kind, 'purchase'))!);
}
