/**
 * GET /api/transactions?month=YYYY-MM (DESIGN.md decision 8): the signed-in user's sales, purchases
 * and payments of one month, by day, for the My Transactions calendar.
 */
import { sql } from 'drizzle-orm';
import type { TransactionDay, TransactionItem, Transactions } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../catalog-common';
import { monthOf, wire } from './period';

interface DbRow {
  kind: TransactionItem['kind'];
  id: string;
  date: string;
  reference: string;
  amount: string | number;
  document_kind: 'sale' | 'purchase' | null;
  document_id: string | null;
}

export async function transactionsOfMonth(db: Executor, userId: string, month: string): Promise<Transactions> {
  const { from, to } = monthOf(`${month}-01`);
  const rows = await rowsOf<DbRow>(
    db,
    sql`select * from (
      select 'sale' as kind, s.id, to_char(s.date, 'YYYY-MM-DD') as date, s.reference, s.grand_total as amount, 'sale' as document_kind, s.id as document_id, s.created_at
        from sales s where s.created_by = ${userId}::uuid and s.date between ${from}::date and ${to}::date
      union all
      select 'purchase', p.id, to_char(p.date, 'YYYY-MM-DD'), p.reference, p.grand_total, 'purchase', p.id, p.created_at
        from purchases p where p.created_by = ${userId}::uuid and p.date between ${from}::date and ${to}::date
      union all
      select 'payment', pay.id, to_char(pay.date, 'YYYY-MM-DD'), pay.reference, pay.amount,
          case when pay.sale_id is not null then 'sale' when pay.purchase_id is not null then 'purchase' end,
          coalesce(pay.sale_id, pay.purchase_id), pay.created_at
        from payments pay where pay.created_by = ${userId}::uuid and pay.date between ${from}::date and ${to}::date
    ) t order by date, created_at, case kind when 'payment' then 1 else 0 end, reference`,
  );
  const days = new Map<string, TransactionDay>();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      day = { date: row.date, sales: { count: 0, total: 0 }, purchases: { count: 0, total: 0 }, payments: { count: 0, total: 0 }, items: [] };
      days.set(row.date, day);
    }
    day.items.push({ kind: row.kind, _id: row.id, reference: row.reference, amount: wire(row.amount), documentKind: row.document_kind, documentId: row.document_id });
  }
  // Totals from minor units, so that 0.1 + 0.2 stays 0.30.
  for (const day of days.values()) {
    for (const [kind, key] of [['sale', 'sales'], ['purchase', 'purchases'], ['payment', 'payments']] as const) {
      const items = rows.filter((row) => row.date === day.date && row.kind === kind);
      day[key] = { count: items.length, total: wire(items.reduce((sum, row) => sum + Number(row.amount), 0)) };
    }
  }
  return { month, days: [...days.values()] };
}
