import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { accounts, payments, purchases, sales, type PAYMENT_KINDS, type PAYMENT_METHODS } from '../db/schema';
import { toDecimalText, type Minor } from '../../src/domain/money';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { nextPaymentReferenceSql } from './references';
import { en } from '../i18n/english';

export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentInput {
  /** The shop's calendar date, YYYY-MM-DD. */
  date: string;
  kind: PaymentKind;
  /** `in` adds to the account, `out` takes from it. */
  direction: 'in' | 'out';
  method: PaymentMethod;
  methodNumber?: string;
  /** Minor units, above 0. */
  amount: number;
  /** Cash handed over for a sale payment, at least the amount (its change is the difference). */
  received?: number | null;
  /** Null only for a sale paid from the customer's deposit (method Deposit). */
  accountId: string | null;
  saleId?: string | null;
  purchaseId?: string | null;
  saleReturnId?: string | null;
  purchaseReturnId?: string | null;
  transferId?: string | null;
  customerId?: string | null;
  supplierId?: string | null;
  /** The till's shift the money went through (a POS sale's payments, a pay-in or pay-out, a count's variance). */
  shiftId?: string | null;
  note?: string;
  userId: string | null;
}

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Writes one movement of money (a PAY-… row) in the caller's transaction. A payment of a sale or a
 * purchase (kind sale/purchase), or a sale return's refund, also moves that document's `paid` by the
 * amount, in, or back out for a refund of it, so Paid always equals the sum of its payments less refunds.
 * One statement: the reference, the row and the document's Paid (a checkout's payment was three round
 * trips).
 */
export async function recordPayment(db: Executor, input: PaymentInput): Promise<PaymentRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`A payment's amount must be positive minor units, got ${input.amount}`);
  const values = {
    reference: nextPaymentReferenceSql(),
    date: input.date,
    kind: input.kind,
    direction: input.direction,
    method: input.method,
    methodNumber: input.methodNumber ?? '',
    amount: input.amount,
    received: input.received ?? null,
    accountId: input.accountId,
    saleId: input.saleId ?? null,
    purchaseId: input.purchaseId ?? null,
    saleReturnId: input.saleReturnId ?? null,
    purchaseReturnId: input.purchaseReturnId ?? null,
    transferId: input.transferId ?? null,
    customerId: input.customerId ?? null,
    supplierId: input.supplierId ?? null,
    shiftId: input.shiftId ?? null,
    note: input.note ?? '',
    createdBy: input.userId,
  };
  const move = paidMoveOf({ ...input, saleId: values.saleId, purchaseId: values.purchaseId }, 1);
  if (!move) return (await db.insert(payments).values(values).returning())[0]!;
  // A data-modifying WITH runs whether or not the statement reads it.
  const moved = db.$with('moved').as(paidUpdate(db, move).returning({ id: sql`1`.as('id') }));
  const [row] = await db.with(moved).insert(payments).values(values).returning();
  return row!;
}

/** Deletes payments (and takes them off their sale's or purchase's `paid`); answers the rows deleted. */
export async function deletePayments(db: Executor, where: SQL): Promise<PaymentRow[]> {
  const deleted = await db.delete(payments).where(where).returning();
  for (const row of deleted) {
    const move = paidMoveOf(row, -1);
    if (move) await paidUpdate(db, move);
  }
  return deleted;
}

interface PaidMove {
  table: typeof sales | typeof purchases;
  id: string;
  delta: number;
}

/**
 * What a payment does to its document's Paid. A sale's money comes in, a purchase's goes out; the
 * opposite direction is a refund of it. A sale return's refund (out, to the customer) is money paid
 * for the sale given back: its Paid falls by it. `sign` -1 undoes the payment.
 */
function paidMoveOf(row: Pick<PaymentRow, 'kind' | 'direction' | 'amount' | 'saleId' | 'purchaseId'>, sign: 1 | -1): PaidMove | null {
  if (row.kind === 'sale' && row.saleId) {
    return { table: sales, id: row.saleId, delta: sign * (row.direction === 'in' ? row.amount : -row.amount) };
  }
  // A return's refund (out of an account) and its credit (into the customer's deposit) both give
  // back money paid for the sale (docs/money-and-payments.md, "Returns").
  if (row.kind === 'sale-return' && row.saleId) {
    return { table: sales, id: row.saleId, delta: sign * -row.amount };
  }
  if (row.kind === 'purchase' && row.purchaseId) {
    return { table: purchases, id: row.purchaseId, delta: sign * (row.direction === 'out' ? row.amount : -row.amount) };
  }
  return null;
}

function paidUpdate(db: Executor, move: PaidMove) {
  return db
    .update(move.table)
    .set({ paid: sql`${move.table.paid} + ${move.delta}` })
    .where(eq(move.table.id, move.id));
}

/**
 * Balance = initial balance + money in − money out (docs/money-and-payments.md), from the ledger, for the
 * given accounts. Minor units by account id.
 */
export async function accountBalances(db: Executor, accountIds: readonly string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const ids = sql.join(accountIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = (await db.execute(sql`
    select a.id, a.initial_balance + coalesce(sum(case when p.direction = 'in' then p.amount else -p.amount end), 0) as balance
    from accounts a left join payments p on p.account_id = a.id
    where a.id in (${ids})
    group by a.id`)) as unknown as { rows: { id: string; balance: string | number }[] };
  const rows = result.rows;
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

/**
 * Locks an account's row until the transaction ends, so that taking money out of it (a transfer, a
 * refund) checks and spends its balance as one step: two concurrent withdrawals queue here instead
 * of both seeing the same balance. Answers the balance after the lock, or undefined if there is no
 * such account.
 */
export async function lockAccountBalance(db: Executor, accountId: string): Promise<number | undefined> {
  // FOR NO KEY UPDATE, not FOR UPDATE: a payment written into this account by another request (its
  // foreign key's KEY SHARE) does not wait on it, so opposing transfers cannot deadlock
  // (docs/concurrency-and-limits.md, "Lock order"). Two withdrawals still queue.
  const locked = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
  if (locked.length === 0) return undefined;
  return (await accountBalances(db, [accountId])).get(accountId);
}

/**
 * Money leaving an account never takes it below zero (docs/money-and-payments.md, "Money out"):
 * locks the account (two payments out of it queue) and refuses with 409 when it holds less than
 * `amount` (under `fields.amount`); 400 under `fields.account` when there is no such account.
 */
export async function refuseOverdraft(db: Executor, accountId: string, amount: number, fields: { account: string; amount: string }): Promise<void> {
  const balance = await lockAccountBalance(db, accountId);
  if (balance === undefined) throw new ApiError(Status.badRequest, en`There is no such account.`, [{ message: en`There is no such account.`, path: [fields.account] }]);
  if (balance >= amount) return;
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const message = en`The account ${account!.name} holds ${toDecimalText(balance as Minor)}, less than ${toDecimalText(amount as Minor)}.`;
  throw new ApiError(Status.conflict, message, [{ message, path: [fields.amount] }]);
}

/** The default account (docs/screens.md#choices-and-reference-data: every database has one unless an admin removed it). */
export async function defaultAccountId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.isDefault, true)));
  return row?.id;
}
