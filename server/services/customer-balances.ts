/**
 * What a customer owes and what they hold on deposit, from the documents and the payments ledger:
 * - owed: the due (grand total − returns − paid) of their completed sales;
 * - deposit balance: deposits received (kind deposit, in − out) and returns credited to it (kind
 *   sale-return, method Deposit; docs/money-and-payments.md, "Returns") less what sales took from it
 *   (kind sale, method Deposit).
 */
import { eq, sql } from 'drizzle-orm';
import { asMinor, type Minor } from '../../src/domain/money';
import type { Executor } from '../db/executor';
import { customers } from '../db/schema';
import { rowsOf } from '../db/raw-rows';
import { RETURNED } from './sale-reads';

export interface CustomerBalance {
  owed: Minor;
  deposit: Minor;
}

/**
 * `owner` narrows what is owed to the sales that member created (documentOwnerScope: Own Records and
 * Limited Access read only their own documents, docs/roles-and-access.md, "Whose documents"). The
 * deposit balance is the customer's money whoever recorded it, as stock is the shop's: the POS
 * pays from it, and the server refuses a payment past it.
 */
export async function customerBalances(db: Executor, customerIds: readonly string[], owner: string | null = null): Promise<Map<string, CustomerBalance>> {
  if (customerIds.length === 0) return new Map();
  const ids = sql.join(customerIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await rowsOf<{ id: string; owed: string | number; deposit: string | number }>(
    db,
    sql`select c.id,
          coalesce((select sum(greatest(s.grand_total - ${RETURNED} - s.paid, 0)) from sales s where s.customer_id = c.id and s.status = 'Completed'${owner ? sql` and s.created_by = ${owner}` : sql``}), 0) as owed,
          coalesce((select sum(case
                     when p.kind = 'deposit' and p.direction = 'in' then p.amount
                     when p.kind = 'deposit' then -p.amount
                     when p.kind = 'sale-return' then p.amount
                     when p.method = 'Deposit' and p.direction = 'in' then -p.amount
                     else p.amount end)
                   from payments p
                   where p.customer_id = c.id and (p.kind = 'deposit' or (p.kind in ('sale', 'sale-return') and p.method = 'Deposit'))), 0) as deposit
        from customers c where c.id in (${ids})`,
  );
  // Sums over many documents: shown even past the largest amount of one (docs/concurrency-and-limits.md,
  // "Bounds and ranges"), so not checked by asMinor.
  return new Map(rows.map((row) => [row.id, { owed: Number(row.owed) as Minor, deposit: Number(row.deposit) as Minor }]));
}

/**
 * Locks the customer's row until the transaction ends and answers their deposit balance, so two
 * sales paid from one deposit at once queue here instead of both spending the same balance.
 */
export async function lockDepositBalance(db: Executor, customerId: string): Promise<Minor> {
  // FOR NO KEY UPDATE: the sale being written already holds its customer's KEY SHARE (its foreign
  // key); FOR UPDATE would wait on every other sale of this customer in flight, and they on it
  // (docs/concurrency-and-limits.md, "Lock order"). Two spends of the deposit still queue.
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  return (await customerBalances(db, [customerId])).get(customerId)?.deposit ?? asMinor(0);
}
