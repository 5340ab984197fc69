/**
 * The payments ledger as a list (docs/api.md#records-and-their-fields, Payment row): every movement of
 * money, newest first, filtered by date range, account, method, direction and kind, for the payment
 * report. The rows are written by payments-ledger.ts inside each document's transaction.
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Payment, paymentFiltersSchema } from '../../src/domain/accounts.schemas';
import type { ListQuery } from '../../src/domain/list.schemas';
import { toWire, type Minor } from '../../src/domain/money';
import type { Executor } from '../db/executor';
import { accounts, payments, purchases, sales, transfers, users } from '../db/schema';
import { offsetOf, type Page } from './paging';
import { containsPattern } from './search-patterns';

export type PaymentQuery = ListQuery & v.InferOutput<typeof paymentFiltersSchema>;

function conditions(query: PaymentQuery, ownerId: string | null): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    query.from ? gte(payments.date, query.from) : undefined,
    query.to ? lte(payments.date, query.to) : undefined,
    query.account ? eq(payments.accountId, query.account.toLowerCase()) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.direction ? eq(payments.direction, query.direction) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
    // Own Records staff (docs/decisions/009-roles-and-staff-access.md): only the payments they recorded.
    ownerId ? eq(payments.createdBy, ownerId) : undefined,
    pattern
      ? sql`(lower(${payments.reference}) like ${pattern} or lower(coalesce(${sales.reference}, '')) like ${pattern} or lower(coalesce(${purchases.reference}, '')) like ${pattern} or lower(coalesce(${transfers.reference}, '')) like ${pattern})`
      : undefined,
  );
}

export async function listPayments(db: Executor, query: PaymentQuery, ownerId: string | null): Promise<Page<Payment>> {
  const where = conditions(query, ownerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: payments.id,
        date: payments.date,
        reference: payments.reference,
        saleReference: sales.reference,
        purchaseReference: purchases.reference,
        method: payments.method,
        methodNumber: payments.methodNumber,
        amount: payments.amount,
        createdBy: users.name,
        account: accounts.name,
        accountId: payments.accountId,
        direction: payments.direction,
        kind: payments.kind,
        transferReference: transfers.reference,
        note: payments.note,
      })
      .from(payments)
      .leftJoin(sales, eq(sales.id, payments.saleId))
      .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
      .leftJoin(transfers, eq(transfers.id, payments.transferId))
      .leftJoin(accounts, eq(accounts.id, payments.accountId))
      .leftJoin(users, eq(users.id, payments.createdBy))
      .where(where)
      .orderBy(desc(payments.date), desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ total: count() })
      .from(payments)
      .leftJoin(sales, eq(sales.id, payments.saleId))
      .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
      .leftJoin(transfers, eq(transfers.id, payments.transferId))
      .where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      _id: row.id,
      date: row.date,
      paymentReference: row.reference,
      saleReference: row.saleReference,
      purchaseReference: row.purchaseReference,
      paidBy: row.method,
      methodNumber: row.methodNumber,
      amount: toWire(row.amount as Minor),
      createdBy: row.createdBy,
      account: row.account,
      accountId: row.accountId,
      direction: row.direction,
      kind: row.kind,
      transferReference: row.transferReference,
      note: row.note,
    })),
  };
}
