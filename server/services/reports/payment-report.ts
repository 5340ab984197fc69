/**
 * The Payment report (docs/api.md#records-and-their-fields, Payment row): every movement of money in the period, with
 * the sale or purchase it paid, the method, the account, the amount and who recorded it. A transfer
 * between the shop's accounts is one row, kind 'transfer', with its reference and both accounts
 * (not its two legs as two payments); the totals are money in, money out, their net and what was
 * transferred, never added together (docs/owner-figures.md, "Money in and money out").
 */
import { sql } from 'drizzle-orm';
import type { PaymentReportRow, ReportSummary } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/raw-rows';
import type { Page } from '../paging';
import { containsPattern } from '../search-patterns';
import { paymentsInPeriod } from './payments-scope';
import { DAY_MONEY_IN, DAY_MONEY_OUT, IS_MONEY } from './figures';
import { documentScope, wire, whole, type Period } from './period';
import { dayRowsOf } from './summaries';
import type { ReportPageQuery } from './product-reports';

const SORT_COLUMNS: Record<string, string> = {
  date: 'pay.date',
  paymentReference: 'pay.reference',
  amount: 'pay.amount',
  paidBy: 'pay.method',
};

/** A transfer is listed once, by its leg out of the first account. */
const ONE_ROW_PER_TRANSFER = sql`not (pay.kind = 'transfer' and pay.direction = 'in')`;

function searchCondition(q: string) {
  if (q === '') return ONE_ROW_PER_TRANSFER;
  const pattern = containsPattern(q);
  return sql`${ONE_ROW_PER_TRANSFER} and (lower(pay.reference) like ${pattern} or lower(coalesce(pay.sale_reference, '')) like ${pattern}
    or lower(coalesce(pay.purchase_reference, '')) like ${pattern} or lower(coalesce((select tr.reference from transfers tr where tr.id = pay.transfer_id), '')) like ${pattern})`;
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
      account: string | null;
      transfer_reference: string | null;
      to_account: string | null;
    }>(
      db,
      sql`select pay.id, to_char(pay.date, 'YYYY-MM-DD') as date, pay.reference, pay.sale_reference, pay.purchase_reference, pay.method,
          pay.amount, pay.direction, pay.kind, u.name as created_by, a.name as account, tr.reference as transfer_reference, ta.name as to_account
        from ${paymentsInPeriod(period)} pay left join users u on u.id = pay.created_by
          left join accounts a on a.id = pay.account_id
          left join transfers tr on tr.id = pay.transfer_id
          left join accounts ta on ta.id = tr.to_account_id
        where ${searchCondition(query.q)}
        order by ${order}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ n: string | number }>(
      db,
      query.q === ''
        ? sql`select (select coalesce(sum(rd.payment_count), 0) from report_days rd where ${dayRowsOf(period)}) - (${transfersCounted(period)}) as n`
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
      paidBy: row.kind === 'transfer' ? 'Transfer' : row.method,
      amount: wire(row.amount),
      direction: row.direction,
      kind: row.kind,
      createdBy: row.created_by ?? '',
      account: row.account,
      transferReference: row.transfer_reference,
      toAccount: row.to_account,
    })),
    total: whole(counted!.n),
  };
}

/** The transfers of the period, each counted twice in report_days.payment_count (its two legs): a warehouse has none. */
function transfersCounted(period: Period) {
  return period.warehouse ? sql`0` : sql`select count(*) from transfers tr where ${documentScope('tr', period)}`;
}

/**
 * Money in and money out of the period (transfers and payments to or from a customer's deposit left
 * out), their net and what was transferred, and the net by day.
 */
export async function paymentReportSummary(db: Executor, period: Period, q: string): Promise<ReportSummary> {
  // Without a search, the day totals kept with each payment (report_days) answer; a search reads the payments.
  const [totalsRows, days] = await Promise.all([
    rowsOf<{ received: string | number; sent: string | number; transferred: string | number; count: string | number }>(
      db,
      q === ''
        ? sql`select coalesce(sum(${DAY_MONEY_IN}), 0) as received, coalesce(sum(${DAY_MONEY_OUT}), 0) as sent,
              ${period.warehouse ? sql`0` : sql`(select coalesce(sum(tr.amount), 0) from transfers tr where ${documentScope('tr', period)})`} as transferred,
              coalesce(sum(rd.payment_count), 0) - (${transfersCounted(period)}) as count
            from report_days rd where ${dayRowsOf(period)}`
        : sql`select coalesce(sum(case when ${IS_MONEY} and pay.direction = 'in' then pay.amount else 0 end), 0) as received,
              coalesce(sum(case when ${IS_MONEY} and pay.direction = 'out' then pay.amount else 0 end), 0) as sent,
              coalesce(sum(case when pay.kind = 'transfer' then pay.amount else 0 end), 0) as transferred, count(*) as count
            from ${paymentsInPeriod(period)} pay where ${searchCondition(q)}`,
    ),
    rowsOf<{ date: string; amount: string | number; count: string | number }>(
      db,
      q === ''
        ? sql`select to_char(d.day, 'YYYY-MM-DD') as date, d.amount, d.count - coalesce(tr.count, 0) as count
            from (select rd.day, sum(${DAY_MONEY_IN} - ${DAY_MONEY_OUT}) as amount, sum(rd.payment_count) as count
              from report_days rd where ${dayRowsOf(period)} group by rd.day having sum(rd.payment_count) > 0) d
            left join (${period.warehouse ? sql`select null::date as date, 0 as count where false` : sql`select tr.date, count(*) as count from transfers tr where ${documentScope('tr', period)} group by tr.date`}) tr
              on tr.date = d.day
            order by d.day`
        : sql`select to_char(pay.date, 'YYYY-MM-DD') as date, sum(case when not ${IS_MONEY} then 0 when pay.direction = 'in' then pay.amount else -pay.amount end) as amount, count(*) as count
            from ${paymentsInPeriod(period)} pay where ${searchCondition(q)} group by pay.date order by pay.date`,
    ),
  ]);
  const totals = totalsRows[0]!;
  return {
    from: period.from,
    to: period.to,
    totals: {
      received: wire(totals.received),
      sent: wire(totals.sent),
      net: wire(Number(totals.received) - Number(totals.sent)),
      transferred: wire(totals.transferred),
      count: whole(totals.count),
    },
    byDay: days.map((row) => ({ date: row.date, amount: wire(row.amount), count: whole(row.count) })),
    topProducts: [],
  };
}
