/**
 * The Payment report (SPEC.md section 3, Payment row): every movement of money in the period, with
 * the sale or purchase it paid, the method, the amount and who recorded it.
 */
import { sql } from 'drizzle-orm';
import type { PaymentReportRow, ReportSummary } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { containsPattern, rowsOf, type Page } from '../catalog-common';
import { paymentsInPeriod } from './payments-scope';
import { wire, whole, type Period } from './period';
import { dayRowsOf } from './summaries';
import type { ReportPageQuery } from './product-reports';

const SORT_COLUMNS: Record<string, string> = {
  date: 'pay.date',
  paymentReference: 'pay.reference',
  amount: 'pay.amount',
  paidBy: 'pay.method',
};

function searchCondition(q: string) {
  if (q === '') return sql`true`;
  const pattern = containsPattern(q);
  return sql`(lower(pay.reference) like ${pattern} or lower(coalesce(pay.sale_reference, '')) like ${pattern} or lower(coalesce(pay.purchase_reference, '')) like ${pattern})`;
}

export async function paymentReportPage(db: Executor, period: Period, query: ReportPageQuery): Promise<Page<PaymentReportRow>> {
  const sortKey = query.sort ?? 'date';
  const direction = query.dir ?? (sortKey === 'paymentReference' || sortKey === 'paidBy' ? 'asc' : 'desc');
  // As payments_newest_idx orders them, so that a page reads its rows from the index instead of sorting the period.
  const nulls = direction === 'desc' ? 'nulls last' : 'nulls first';
  const order = sql.raw(`${SORT_COLUMNS[sortKey] ?? SORT_COLUMNS.date} ${direction} ${nulls}, pay.created_at ${direction} ${nulls}, pay.id ${direction} ${nulls}`);
  const [rows, [counted]] = await Promise.all([
    rowsOf<{
      id: string;
      date: string;
      reference: string;
      sale_reference: string | null;
      purchase_reference: string | null;
      method: string;
      amount: string | number;
      direction: 'in' | 'out';
      kind: string;
      created_by: string | null;
    }>(
      db,
      sql`select pay.id, to_char(pay.date, 'YYYY-MM-DD') as date, pay.reference, pay.sale_reference, pay.purchase_reference, pay.method,
          pay.amount, pay.direction, pay.kind, u.name as created_by
        from ${paymentsInPeriod(period)} pay left join users u on u.id = pay.created_by
        where ${searchCondition(query.q)}
        order by ${order}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ n: string | number }>(
      db,
      query.q === ''
        ? sql`select coalesce(sum(rd.payment_count), 0) as n from report_days rd where ${dayRowsOf(period)}`
        : sql`select count(*) as n from ${paymentsInPeriod(period)} pay where ${searchCondition(query.q)}`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      _id: row.id,
      date: row.date,
      paymentReference: row.reference,
      saleReference: row.sale_reference,
      purchaseReference: row.purchase_reference,
      paidBy: row.method,
      amount: wire(row.amount),
      direction: row.direction,
      kind: row.kind,
      createdBy: row.created_by ?? '',
    })),
    total: whole(counted!.n),
  };
}

/** Money received and sent in the period (transfers between accounts count on both sides), by day. */
export async function paymentReportSummary(db: Executor, period: Period, q: string): Promise<ReportSummary> {
  // Without a search, the day totals kept with each payment (report_days) answer; a search reads the payments.
  const [totalsRows, days] = await Promise.all([
    rowsOf<{ received: string | number; sent: string | number; count: string | number }>(
      db,
      q === ''
        ? sql`select coalesce(sum(rd.received), 0) as received, coalesce(sum(rd.sent), 0) as sent, coalesce(sum(rd.payment_count), 0) as count
            from report_days rd where ${dayRowsOf(period)}`
        : sql`select coalesce(sum(case when pay.direction = 'in' then pay.amount else 0 end), 0) as received,
              coalesce(sum(case when pay.direction = 'out' then pay.amount else 0 end), 0) as sent, count(*) as count
            from ${paymentsInPeriod(period)} pay where ${searchCondition(q)}`,
    ),
    rowsOf<{ date: string; amount: string | number; count: string | number }>(
      db,
      q === ''
        ? sql`select to_char(rd.day, 'YYYY-MM-DD') as date, sum(rd.received - rd.sent) as amount, sum(rd.payment_count) as count
            from report_days rd where ${dayRowsOf(period)} group by rd.day having sum(rd.payment_count) > 0 order by rd.day`
        : sql`select to_char(pay.date, 'YYYY-MM-DD') as date, sum(case when pay.direction = 'in' then pay.amount else -pay.amount end) as amount, count(*) as count
            from ${paymentsInPeriod(period)} pay where ${searchCondition(q)} group by pay.date order by pay.date`,
    ),
  ]);
  const totals = totalsRows[0]!;
  return {
    from: period.from,
    to: period.to,
    totals: { received: wire(totals.received), sent: wire(totals.sent), net: wire(Number(totals.received) - Number(totals.sent)), count: whole(totals.count) },
    byDay: days.map((row) => ({ date: row.date, amount: wire(row.amount), count: whole(row.count) })),
    topProducts: [],
  };
}
