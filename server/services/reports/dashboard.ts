/**
 * GET /api/dashboard: the four cards and the period's owner's figures (docs/owner-figures.md), the
 * yearly and cash-flow charts, the period's purchase, revenue and expense, the recent transactions
 * and the best sellers, each one SQL aggregate over the documents and the payments ledger, narrowed
 * to a period and a warehouse.
 */
import { sql } from 'drizzle-orm';
import type { BestSeller, Dashboard, RecentRow } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/raw-rows';
import { paymentsInPeriod } from './payments-scope';
import { documentScope, wire, whole, type Period } from './period';
import { DAY_FIGURE_PARTS, DAY_MONEY_IN, DAY_MONEY_OUT, DAY_REVENUE, figuresOfParts, type DayFigureParts } from './figures';
import { dayRowsOf, productTotals } from './summaries';

const RECENT_ROWS = 5;
const BEST_SELLERS = 5;

type Sum = string | number | null;

export async function dashboard(db: Executor, period: Period): Promise<Dashboard> {
  const [{ cards, figures }, yearly, cashFlow, periodTotals, recent, bestSellers] = await Promise.all([
    readCards(db, period),
    readYearly(db, period),
    readCashFlow(db, period),
    readPeriodTotals(db, period),
    readRecent(db, period),
    readBestSellers(db, period),
  ]);
  return { from: period.from, to: period.to, warehouse: period.warehouse, cards, figures, yearly, cashFlow, periodTotals, recent, bestSellers };
}

/**
 * The four cards and the period's owner's figures (docs/owner-figures.md): Revenue is gross sales
 * less discounts, before tax and shipping; Sale Return the returned units' value before tax; Profit
 * net sales less the cost of goods sold. Money in and out leave transfers out; what was transferred
 * is its own figure (each transfer once).
 */
async function readCards(db: Executor, period: Period): Promise<Pick<Dashboard, 'cards' | 'figures'>> {
  const [[row], [transfers]] = await Promise.all([
    rowsOf<DayFigureParts & { purchase_return: Sum }>(
      db,
      sql`select ${DAY_FIGURE_PARTS}, coalesce(sum(rd.purchase_returns), 0) as purchase_return from report_days rd where ${dayRowsOf(period)}`,
    ),
    // A transfer belongs to no warehouse: a chosen warehouse leaves it out, as it does its payments.
    period.warehouse
      ? Promise.resolve([{ amount: 0 }])
      : rowsOf<{ amount: Sum }>(db, sql`select coalesce(sum(tr.amount), 0) as amount from transfers tr where ${documentScope('tr', period)}`),
  ]);
  const figures = figuresOfParts(row!);
  const moneyIn = Number(row!.money_in);
  const moneyOut = Number(row!.money_out);
  return {
    cards: { revenue: wire(figures.revenue), saleReturn: wire(figures.returns), purchaseReturn: wire(row!.purchase_return), profit: wire(figures.profit) },
    figures: {
      grossSales: wire(figures.grossSales),
      discounts: wire(figures.discounts),
      revenue: wire(figures.revenue),
      returns: wire(figures.returns),
      netSales: wire(figures.netSales),
      taxCollected: wire(figures.taxCollected),
      shipping: wire(figures.shipping),
      costOfGoodsSold: wire(figures.costOfGoodsSold),
      profit: wire(figures.profit),
      moneyIn: wire(moneyIn),
      moneyOut: wire(moneyOut),
      net: wire(moneyIn - moneyOut),
      transferred: wire(transfers!.amount),
    },
  };
}

/** The 12 months of the year the period ends in, as YYYY-MM. */
function monthsOfYear(period: Period): string[] {
  const year = period.to.slice(0, 4);
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

function yearOf(period: Period): Period {
  const year = period.to.slice(0, 4);
  return { ...period, from: `${year}-01-01`, to: `${year}-12-31` };
}

async function readYearly(db: Executor, period: Period): Promise<Dashboard['yearly']> {
  const year = yearOf(period);
  const rows = await rowsOf<{ month: string; purchased: Sum; sold: Sum }>(
    db,
    sql`select to_char(rd.day, 'YYYY-MM') as month, sum(rd.purchases) as purchased, sum(${DAY_REVENUE}) as sold
      from report_days rd where ${dayRowsOf(year)} group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsOfYear(period).map((month) => ({ month, purchased: wire(byMonth.get(month)?.purchased), sold: wire(byMonth.get(month)?.sold) }));
}

async function readCashFlow(db: Executor, period: Period): Promise<Dashboard['cashFlow']> {
  const year = yearOf(period);
  const rows = await rowsOf<{ month: string; received: Sum; sent: Sum }>(
    db,
    sql`select to_char(rd.day, 'YYYY-MM') as month, sum(${DAY_MONEY_IN}) as received, sum(${DAY_MONEY_OUT}) as sent
      from report_days rd where ${dayRowsOf(year)} group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsOfYear(period).map((month) => ({ month, received: wire(byMonth.get(month)?.received), sent: wire(byMonth.get(month)?.sent) }));
}

async function readPeriodTotals(db: Executor, period: Period): Promise<Dashboard['periodTotals']> {
  const [row] = await rowsOf<{ purchase: Sum; revenue: Sum; expense: Sum }>(
    db,
    sql`select coalesce(sum(rd.purchases), 0) as purchase, coalesce(sum(${DAY_REVENUE}), 0) as revenue, coalesce(sum(${DAY_MONEY_OUT}), 0) as expense
      from report_days rd where ${dayRowsOf(period)}`,
  );
  return { purchase: wire(row!.purchase), revenue: wire(row!.revenue), expense: wire(row!.expense) };
}

interface RecentDbRow {
  id: string;
  date: string;
  reference: string;
  party: string | null;
  status: string;
  amount: Sum;
  document_id: string | null;
}

const toRecent = (row: RecentDbRow): RecentRow => ({
  _id: row.id,
  date: String(row.date).slice(0, 10),
  reference: row.reference,
  party: row.party ?? '',
  status: row.status,
  grandTotal: wire(row.amount),
  documentId: row.document_id,
});

async function readRecent(db: Executor, period: Period): Promise<Dashboard['recent']> {
  const saleRows = (condition: ReturnType<typeof sql>) =>
    rowsOf<RecentDbRow>(
      db,
      sql`select s.id, to_char(s.date, 'YYYY-MM-DD') as date, s.reference, c.name as party, s.status, s.grand_total as amount, s.id as document_id
        from sales s join customers c on c.id = s.customer_id
        where ${condition} and ${documentScope('s', period)}
        order by s.date desc nulls last, s.created_at desc nulls last, s.id desc nulls last limit ${RECENT_ROWS}`,
    );
  const [sale, quotation, purchase, payment] = await Promise.all([
    saleRows(sql`s.status <> 'Pending'`),
    // docs/decisions/014-quotations-are-pending-sales.md: Quotation lists the pending sales.
    saleRows(sql`s.status = 'Pending'`),
    rowsOf<RecentDbRow>(
      db,
      sql`select p.id, to_char(p.date, 'YYYY-MM-DD') as date, p.reference, sup.name as party, p.status, p.grand_total as amount, p.id as document_id
        from purchases p left join suppliers sup on sup.id = p.supplier_id
        where ${documentScope('p', period)}
        order by p.date desc nulls last, p.created_at desc nulls last, p.id desc nulls last limit ${RECENT_ROWS}`,
    ),
    rowsOf<RecentDbRow>(
      db,
      sql`select pay.id, to_char(pay.date, 'YYYY-MM-DD') as date, pay.reference, coalesce(c.name, sup.name) as party,
          case when pay.direction = 'in' then 'Received' else 'Sent' end as status, pay.amount, null as document_id
        from ${paymentsInPeriod(period)} pay
        left join customers c on c.id = pay.customer_id
        left join suppliers sup on sup.id = pay.supplier_id
        order by pay.date desc nulls last, pay.created_at desc nulls last, pay.id desc nulls last limit ${RECENT_ROWS}`,
    ),
  ]);
  return { sale: sale.map(toRecent), quotation: quotation.map(toRecent), purchase: purchase.map(toRecent), payment: payment.map(toRecent) };
}

async function readBestSellers(db: Executor, period: Period): Promise<Dashboard['bestSellers']> {
  const top = (order: 'quantity' | 'amount') =>
    rowsOf<{ product_id: string; name: string; code: string; quantity: Sum; amount: Sum }>(
      db,
      sql`select t.product_id, pr.name, pr.code, t.sold_qty as quantity, t.sold_amount as amount
        from ${productTotals(period)} t join products pr on pr.id = t.product_id
        where t.sold_qty > 0
        order by ${order === 'quantity' ? sql`t.sold_qty desc, t.sold_amount desc` : sql`t.sold_amount desc, t.sold_qty desc`}, pr.name, t.product_id
        limit ${BEST_SELLERS}`,
    );
  const toSeller = (row: { product_id: string; name: string; code: string; quantity: Sum; amount: Sum }): BestSeller => ({
    productId: row.product_id,
    name: row.name,
    code: row.code,
    quantity: whole(row.quantity),
    amount: wire(row.amount),
  });
  const [byQuantity, byAmount] = await Promise.all([top('quantity'), top('amount')]);
  return { byQuantity: byQuantity.map(toSeller), byAmount: byAmount.map(toSeller) };
}
