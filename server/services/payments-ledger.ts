import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { accounts, payments, purchases, sales, type PAYMENT_KINDS, type PAYMENT_METHODS } from '../db/schema';
import { nextReference } from './references';

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
  /** Null only for a sale paid from the customer's deposit (method Deposit). */
  accountId: string | null;
  saleId?: string | null;
  purchaseId?: string | null;
  saleReturnId?: string | null;
  purchaseReturnId?: string | null;
  transferId?: string | null;
  customerId?: string | null;
  supplierId?: string | null;
  note?: string;
  userId: string | null;
}

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Writes one movement of money (a PAY-… row) in the caller's transaction. A payment of a sale or a
 * purchase (kind sale/purchase), or a sale return's refund, also moves that document's `paid` by the
 * amount, in, or back out for a refund of it, so Paid always equals the sum of its payments less refunds.
 */
export async function recordPayment(db: Executor, input: PaymentInput): Promise<PaymentRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`A payment's amount must be positive minor units, got ${input.amount}`);
  const reference = await nextReference(db, 'PAY');
  const [row] = await db
    .insert(payments)
    .values({
      reference,
      date: input.date,
      kind: input.kind,
      direction: input.direction,
      method: input.method,
      methodNumber: input.methodNumber ?? '',
      amount: input.amount,
      accountId: input.accountId,
      saleId: input.saleId ?? null,
      purchaseId: input.purchaseId ?? null,
      saleReturnId: input.saleReturnId ?? null,
      purchaseReturnId: input.purchaseReturnId ?? null,
      transferId: input.transferId ?? null,
      customerId: input.customerId ?? null,
      supplierId: input.supplierId ?? null,
      note: input.note ?? '',
      createdBy: input.userId,
    })
    .returning();
  await movePaid(db, row!, 1);
  return row!;
}

/** Deletes payments (and takes them off their sale's or purchase's `paid`); answers the rows deleted. */
export async function deletePayments(db: Executor, where: SQL): Promise<PaymentRow[]> {
  const deleted = await db.delete(payments).where(where).returning();
  for (const row of deleted) await movePaid(db, row, -1);
  return deleted;
}

/**
 * A sale's money comes in, a purchase's goes out; the opposite direction is a refund of it. A sale
 * return's refund (out, to the customer) is money paid for the sale given back.
 */
async function movePaid(db: Executor, row: PaymentRow, sign: 1 | -1): Promise<void> {
  if (row.kind === 'sale' && row.saleId) {
    const delta = sign * (row.direction === 'in' ? row.amount : -row.amount);
    await db.update(sales).set({ paid: sql`${sales.paid} + ${delta}` }).where(eq(sales.id, row.saleId));
  } else if (row.kind === 'sale-return' && row.saleId) {
    // A return's refund gives back money paid for the sale: its Paid falls by it.
    const delta = sign * (row.direction === 'out' ? -row.amount : row.amount);
    await db.update(sales).set({ paid: sql`${sales.paid} + ${delta}` }).where(eq(sales.id, row.saleId));
  } else if (row.kind === 'purchase' && row.purchaseId) {
    const delta = sign * (row.direction === 'out' ? row.amount : -row.amount);
    await db.update(purchases).set({ paid: sql`${purchases.paid} + ${delta}` }).where(eq(purchases.id, row.purchaseId));
  }
}

/**
 * Balance = initial balance + money in − money out (DESIGN.md section 3), from the ledger, for the
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
  const locked = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (locked.length === 0) return undefined;
  return (await accountBalances(db, [accountId])).get(accountId);
}

/** The default account (DESIGN.md section 2: every database has one unless an admin removed it). */
export async function defaultAccountId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.isDefault, true)));
  return row?.id;
}
