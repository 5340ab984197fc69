/**
 * Money transfers (docs/api.md#records-and-their-fields, Money transfer row): a TR-… document and its two
 * payments (out of one account, into the other), written and reversed in the request's transaction.
 * An account never goes below zero through a transfer: the money taken out is checked against a
 * balance read under the account's row lock (lockAccountBalance), so concurrent transfers queue.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transfer, TransferInput } from '../../src/domain/accounts.schemas';
import type { ListQuery } from '../../src/domain/list.schemas';
import { toDecimalText, toWire, type Minor } from '../../src/domain/money';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { accounts, payments, transfers, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { iso } from '../db/raw-rows';
import { offsetOf, type Page } from './paging';
import { notFound, selectionNotFound } from './record-errors';
import { isUuid } from './record-references';
import { containsPattern } from './search-patterns';
import { deletePayments, lockAccountBalance, recordPayment, refuseOverdraft } from './payments-ledger';
import { nextReference } from './references';
import { en } from '../i18n/english';

const fromAccounts = alias(accounts, 'from_account');
const toAccounts = alias(accounts, 'to_account');

function selectTransfers(db: Executor) {
  return db
    .select({
      id: transfers.id,
      reference: transfers.reference,
      date: transfers.date,
      fromAccountId: transfers.fromAccountId,
      fromAccount: fromAccounts.name,
      toAccountId: transfers.toAccountId,
      toAccount: toAccounts.name,
      amount: transfers.amount,
      note: transfers.note,
      createdBy: users.name,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(fromAccounts, eq(fromAccounts.id, transfers.fromAccountId))
    .innerJoin(toAccounts, eq(toAccounts.id, transfers.toAccountId))
    .leftJoin(users, eq(users.id, transfers.createdBy));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

function answerOf(row: JoinedRow): Transfer {
  return {
    _id: row.id,
    date: row.date,
    referenceNo: row.reference,
    fromAccount: row.fromAccount,
    fromAccountId: row.fromAccountId,
    toAccount: row.toAccount,
    toAccountId: row.toAccountId,
    amount: toWire(row.amount as Minor),
    note: row.note,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
  };
}

/** Reference, either account's name or number, or the note, containing q. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`(lower(${transfers.reference}) like ${pattern} or lower(${fromAccounts.name}) like ${pattern} or lower(${toAccounts.name}) like ${pattern}
    or lower(${fromAccounts.accountNumber}) like ${pattern} or lower(${toAccounts.accountNumber}) like ${pattern} or lower(${transfers.note}) like ${pattern})`;
}

export async function listTransfers(db: Executor, query: ListQuery): Promise<Page<Transfer>> {
  const where = searchCondition(query.q);
  const [rows, [{ total }]] = await Promise.all([
    selectTransfers(db)
      .where(where)
      .orderBy(desc(transfers.date), desc(transfers.createdAt), desc(transfers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ total: count() })
      .from(transfers)
      .innerJoin(fromAccounts, eq(fromAccounts.id, transfers.fromAccountId))
      .innerJoin(toAccounts, eq(toAccounts.id, transfers.toAccountId))
      .where(where),
  ]);
  return { rows: rows.map(answerOf), total };
}

export async function getTransfer(db: Executor, id: string): Promise<Transfer> {
  const [row] = await selectTransfers(db).where(eq(transfers.id, id));
  if (!row) throw notFound('transfer');
  return answerOf(row);
}

/** The account `value` names (its id), or the 400 under `field`. */
async function accountOf(tx: Executor, value: string, field: 'fromAccount' | 'toAccount'): Promise<{ id: string; name: string }> {
  const [row] = isUuid(value) ? await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, value)) : [];
  if (!row) {
    const message = en`There is no account '${value}'.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: [field] }]);
  }
  return row;
}

export async function createTransfer(tx: Executor, input: TransferInput, user: SessionUser): Promise<Transfer> {
  const from = await accountOf(tx, input.fromAccount, 'fromAccount');
  const to = await accountOf(tx, input.toAccount, 'toAccount');
  const amount = input.amount as Minor;
  // The one overdraft refusal of every payment out (docs/money-and-payments.md, "Money out").
  await refuseOverdraft(tx, from.id, amount, { account: 'fromAccount', amount: 'amount' });
  const reference = await nextReference(tx, 'TR');
  const [row] = await tx
    .insert(transfers)
    .values({ reference, date: input.date, fromAccountId: from.id, toAccountId: to.id, amount, note: input.note, createdBy: user.id })
    .returning({ id: transfers.id });
  const movement = { date: input.date, kind: 'transfer' as const, method: 'Cash' as const, amount, transferId: row!.id, note: reference, userId: user.id };
  await recordPayment(tx, { ...movement, direction: 'out', accountId: from.id });
  await recordPayment(tx, { ...movement, direction: 'in', accountId: to.id });
  return getTransfer(tx, row!.id);
}

/**
 * Reverses transfers: their payments go (deletePayments), then the documents. Taking the money back
 * out of the receiving account may not leave it below zero (it may have been sent on since): 409
 * naming that account's balance. Receiving accounts are locked in id order, so two deletes cannot
 * wait on each other.
 */
export async function deleteTransfers(tx: Executor, ids: string[]): Promise<number> {
  const rows = await tx.select().from(transfers).where(inArray(transfers.id, ids));
  if (rows.length < ids.length) throw selectionNotFound('transfer', ids.length, ids.length - rows.length);
  const takenBack = new Map<string, number>();
  for (const row of rows) takenBack.set(row.toAccountId, (takenBack.get(row.toAccountId) ?? 0) + row.amount);
  const givenBack = new Map<string, number>();
  for (const row of rows) givenBack.set(row.fromAccountId, (givenBack.get(row.fromAccountId) ?? 0) + row.amount);
  for (const accountId of [...takenBack.keys()].sort()) {
    const balance = (await lockAccountBalance(tx, accountId))!;
    const after = balance - takenBack.get(accountId)! + (givenBack.get(accountId) ?? 0);
    if (after < 0) {
      const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
      const message = en`Account '${account!.name}' holds ${toDecimalText(balance as Minor)}: the transfer cannot be taken back out of it.`;
      throw new ApiError(Status.conflict, message, [{ message, path: ids.length === 1 ? [] : ['ids'] }]);
    }
  }
  await deletePayments(tx, and(inArray(payments.transferId, ids), eq(payments.kind, 'transfer'))!);
  const deleted = await tx.delete(transfers).where(inArray(transfers.id, ids)).returning({ id: transfers.id });
  if (deleted.length < ids.length) throw notFound('transfer');
  return deleted.length;
}
