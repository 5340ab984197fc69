/**
 * GET /api/transactions?month=YYYY-MM (docs/decisions/008-calendar-starts-today.md): the signed-in user's sales, purchases,
 * payments and transfers of one month, by day, for the My Transactions calendar. Money in and money
 * out are kept apart and never added together; a transfer between the shop's accounts is neither and
 * is listed once, as a transfer (docs/owner-figures.md, "Money in and money out").
 */
import { sql } from 'drizzle-orm';
import type { Minor } from '../../../src/domain/money';
import { moneyFigures } from '../../../src/domain/owner-figures';
import type { TransactionDay, TransactionItem, Transactions } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/raw-rows';
import { monthOf, wire } from './period';

interface DbRow {
  kind: TransactionItem['kind'];
  id: string;
  date: string;
  reference: string;
  amount: string | number;
  direction: 'in' | 'out' | null;
  /** False for a payment that names no account (from or to a customer's deposit): it moves no money. */
  is_money: boolean;
  document_kind: 'sale' | 'purchase' | null;
  document_id: string | null;
}

const emptyDay = (date: string): TransactionDay => ({
  date,
  sales: { count: 0, total: 0 },
  purchases: { count: 0, total: 0 },
  moneyIn: { count: 0, total: 0 },
  moneyOut: { count: 0, total: 0 },
  transfers: { count: 0, total: 0 },
  net: 0,
  items: [],
});

export async function transactionsOfMonth(db: Executor, userId: string, month: string): Promise<Transactions> {
  const { from, to } = monthOf(`${month}-01`);
  const rows = await rowsOf<DbRow>(
    db,
    sql`select * from (
      select 'sale' as kind, s.id, to_char(s.date, 'YYYY-MM-DD') as date, s.reference, s.grand_total as amount, null as direction, false as is_money,
          'sale' as document_kind, s.id as document_id, s.created_at
        from sales s where s.created_by = ${userId}::uuid and s.date between ${from}::date and ${to}::date
      union all
      select 'purchase', p.id, to_char(p.date, 'YYYY-MM-DD'), p.reference, p.grand_total, null, false, 'purchase', p.id, p.created_at
        from purchases p where p.created_by = ${userId}::uuid and p.date between ${from}::date and ${to}::date
      union all
      select 'payment', pay.id, to_char(pay.date, 'YYYY-MM-DD'), pay.reference, pay.amount, pay.direction, pay.account_id is not null,
          case when pay.sale_id is not null then 'sale' when pay.purchase_id is not null then 'purchase' end,
          coalesce(pay.sale_id, pay.purchase_id), pay.created_at
        from payments pay where pay.created_by = ${userId}::uuid and pay.kind <> 'transfer' and pay.date between ${from}::date and ${to}::date
      union all
      select 'transfer', tr.id, to_char(tr.date, 'YYYY-MM-DD'), tr.reference, tr.amount, null, false, null, null, tr.created_at
        from transfers tr where tr.created_by = ${userId}::uuid and tr.date between ${from}::date and ${to}::date
    ) t order by date, created_at, case kind when 'payment' then 1 else 0 end, reference`,
  );
  const days = new Map<string, { day: TransactionDay; rows: DbRow[] }>();
  for (const row of rows) {
    let entry = days.get(row.date);
    if (!entry) {
      entry = { day: emptyDay(row.date), rows: [] };
      days.set(row.date, entry);
    }
    entry.rows.push(row);
    entry.day.items.push({
      kind: row.kind,
      _id: row.id,
      reference: row.reference,
      amount: wire(row.amount),
      direction: row.kind === 'payment' ? row.direction : null,
      documentKind: row.document_kind,
      documentId: row.document_id,
    });
  }
  // Totals from minor units, so that 0.1 + 0.2 stays 0.30.
  for (const { day, rows: dayRows } of days.values()) {
    const totalOf = (items: DbRow[]) => ({ count: items.length, total: wire(items.reduce((sum, row) => sum + Number(row.amount), 0)) });
    day.sales = totalOf(dayRows.filter((row) => row.kind === 'sale'));
    day.purchases = totalOf(dayRows.filter((row) => row.kind === 'purchase'));
    const money = dayRows.filter((row) => row.kind === 'payment' && row.is_money);
    day.moneyIn = totalOf(money.filter((row) => row.direction === 'in'));
    day.moneyOut = totalOf(money.filter((row) => row.direction === 'out'));
    day.transfers = totalOf(dayRows.filter((row) => row.kind === 'transfer'));
    const figures = moneyFigures(money.map((row) => ({ direction: row.direction!, amount: Number(row.amount) as Minor, transfer: false })));
    day.net = wire(figures.net);
  }
  return { month, days: [...days.values()].map(({ day }) => day) };
}
