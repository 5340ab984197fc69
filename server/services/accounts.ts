/**
 * Cash accounts (docs/api.md#records-and-their-fields, Account): list with balances from the payments
 * ledger, get, create, update, delete (refused while payments or transfers use the account), the
 * Default toggle, the footer totals and the picker the payment forms read.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Account, AccountInput, AccountPickerEntry, AccountTotals } from '../../src/domain/accounts.schemas';
import { toDecimalText, toWire, type Minor } from '../../src/domain/money';
import type { SessionUser } from '../auth/sessions';
import { readTogether, type Executor } from '../db/executor';
import { accounts, payments, transfers } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { iso, rowsOf } from '../db/raw-rows';
import { countOf, listOf } from '../i18n/words';
import { notFound } from './record-errors';
import { containsPattern } from './search-patterns';
import { countsBy, namedRecordService } from './named-records';
import { accountBalances, lockAccountBalance } from './payments-ledger';
import { en } from '../i18n/english';

type Row = typeof accounts.$inferSelect;

/** Queues Default toggles (see setDefaultAccount); the other advisory locks are 727_001 to 727_003. */
const DEFAULT_ACCOUNT_LOCK_ID = 727_011;

/** Account number, name or note containing q (docs/screens.md#accounting, Account list search). */
function searchCondition(pattern: string): SQL {
  return sql`(lower(${accounts.accountNumber}) like ${pattern} or lower(${accounts.name}) like ${pattern} or lower(${accounts.note}) like ${pattern})`;
}

function duplicateNumber(accountNumber: string): ApiError {
  const message = en`An account numbered '${accountNumber}' already exists.`;
  return new ApiError(Status.conflict, message, [{ message, path: ['accountNumber'] }]);
}

/**
 * An edit of the initial balance moves the balance by the same amount; it may not leave the account
 * holding less than nothing (money already sent out of it would have come from nowhere).
 */
async function checkInitialBalanceChange(executor: Executor, id: string, initialBalance: Minor): Promise<void> {
  const balance = await lockAccountBalance(executor, id);
  if (balance === undefined) throw notFound('account');
  const [current] = await executor.select({ initialBalance: accounts.initialBalance, name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  const next = balance - current!.initialBalance + initialBalance;
  if (next < 0) {
    const spent = current!.initialBalance - balance;
    const message = en`Account '${current!.name}' has sent out ${toDecimalText(spent as Minor)} more than it received: its initial balance cannot be below that.`;
    throw new ApiError(Status.conflict, message, [{ message, path: ['initialBalance'] }]);
  }
}

export const accountService = namedRecordService<AccountInput, Row, Account>({
  table: accounts,
  noun: 'account',
  search: searchCondition,
  async values(executor, input, id) {
    if (id) await checkInitialBalanceChange(executor, id, input.initialBalance as Minor);
    return { accountNumber: input.accountNumber, name: input.name, initialBalance: input.initialBalance, note: input.note };
  },
  async answer(executor, rows) {
    const balances = await accountBalances(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      _id: row.id,
      accountNumber: row.accountNumber,
      name: row.name,
      initialBalance: toWire(row.initialBalance as Minor),
      note: row.note,
      isDefault: row.isDefault,
      balance: toWire((balances.get(row.id) ?? row.initialBalance) as Minor),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  },
  async usage(executor, rows, ids) {
    const [paymentCounts, outgoing, incoming] = await readTogether(executor, [
      () => countsBy(executor, payments, payments.accountId, ids, sql`${payments.transferId} is null`),
      () => countsBy(executor, transfers, transfers.fromAccountId, ids),
      () => countsBy(executor, transfers, transfers.toAccountId, ids),
    ]);
    return rows.flatMap((row) => {
      const paymentCount = paymentCounts.get(row.id) ?? 0;
      const transferCount = (outgoing.get(row.id) ?? 0) + (incoming.get(row.id) ?? 0);
      const uses = [paymentCount ? countOf(paymentCount, 'payment') : '', transferCount ? countOf(transferCount, 'transfer') : ''].filter(Boolean);
      return uses.length ? [{ id: row.id, message: en`Account '${row.name}' has ${listOf(uses)}: it cannot be deleted while they exist.` }] : [];
    });
  },
  duplicate: (input) => duplicateNumber(input.accountNumber),
});

/**
 * The Account list's footer over every account q matches (docs/screens.md#accounting): Σ initial balances
 * and Σ balances, major units.
 */
export async function accountTotals(db: Executor, q: string): Promise<AccountTotals> {
  const where = q ? sql`where ${searchCondition(containsPattern(q))}` : sql``;
  const [row] = await rowsOf<{ initial: string | number; moved: string | number }>(
    db,
    sql`select coalesce(sum(initial_balance), 0) as initial,
               coalesce((select sum(case when p.direction = 'in' then p.amount else -p.amount end) from payments p where p.account_id in (select id from accounts ${where})), 0) as moved
        from accounts ${where}`,
  );
  const initial = Number(row!.initial);
  return { initialBalance: toWire(initial as Minor), balance: toWire((initial + Number(row!.moved)) as Minor) };
}

/** Every account, the default first, for the payment forms' account choice. */
export async function accountPicker(db: Executor): Promise<AccountPickerEntry[]> {
  const rows = await db
    .select({ _id: accounts.id, name: accounts.name, accountNumber: accounts.accountNumber, isDefault: accounts.isDefault })
    .from(accounts)
    .orderBy(desc(accounts.isDefault), asc(sql`lower(${accounts.name})`), asc(accounts.id));
  return rows;
}

/**
 * The Default toggle (docs/screens.md#accounting): on makes this the one default account, turning any other
 * off in the same transaction; off leaves the shop with none. The advisory lock queues concurrent
 * toggles, so each one sees the default the previous one left: without it, two requests making two
 * different accounts default would both read the old default and the second would hit the partial
 * unique index instead of taking over.
 */
export async function setDefaultAccount(tx: Executor, id: string, isDefault: boolean, viewer: SessionUser): Promise<Account> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_ACCOUNT_LOCK_ID})`);
  const [exists] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  if (!exists) throw notFound('account');
  if (isDefault) {
    await tx
      .update(accounts)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(sql`${accounts.isDefault} and ${accounts.id} <> ${id}`);
  }
  await tx
    .update(accounts)
    .set({ isDefault, updatedAt: new Date() })
    .where(eq(accounts.id, id));
  return accountService.get(tx, id, viewer);
}
