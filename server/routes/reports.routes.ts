import * as v from 'valibot';
import {
  dashboardSchema,
  paymentReportRowSchema,
  periodQuerySchema,
  productReportRowSchema,
  purchaseReportRowSchema,
  reportQuerySchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
  salesReportRowSchema,
  transactionsQuerySchema,
  transactionsSchema,
  type ReportKind,
} from '../../src/domain/reports.schemas';
import { dashboard } from '../services/reports/dashboard';
import { paymentReportPage, paymentReportSummary } from '../services/reports/payment-report';
import { reportOwner, resolvePeriod } from '../services/reports/period';
import { productReportPage, productReportSummary } from '../services/reports/product-reports';
import { transactionsOfMonth } from '../services/reports/transactions';
import { sendPage } from './crud-routes';
import { defineRoute } from './route';

const ROW_SCHEMAS = {
  product: productReportRowSchema,
  sales: salesReportRowSchema,
  purchase: purchaseReportRowSchema,
  payment: paymentReportRowSchema,
} satisfies Record<ReportKind, v.GenericSchema>;

const TITLES: Record<ReportKind, string> = { product: 'Product report', sales: 'Sale report', purchase: 'Purchase report', payment: 'Payment report' };

function reportRoutes<const K extends ReportKind>(kind: K) {
  return [
    defineRoute({
      method: 'GET',
      path: `/api/reports/${kind}` as const,
      access: 'reports',
      tag: 'Reports',
      summary: `${TITLES[kind]}: a page of its rows`,
      description: 'Narrowed by from and to (YYYY-MM-DD; the current month when absent), warehouse (an id) and q; ordered by sort and dir.',
      query: reportQuerySchema(kind),
      answer: { status: 200, list: true, schema: ROW_SCHEMAS[kind] as (typeof ROW_SCHEMAS)[K], description: 'The rows of the page' },
      handle: async ({ c, db, user, query }) => {
        const period = await resolvePeriod(db, query, reportOwner(user));
        if (kind === 'payment') return sendPage(c, await paymentReportPage(db, period, query));
        return sendPage(c, await productReportPage(db, kind, period, query));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `/api/reports/${kind}/summary` as const,
      access: 'reports',
      tag: 'Reports',
      summary: `${TITLES[kind]}: its totals row and chart`,
      query: reportSummaryQuerySchema,
      answer: { status: 200, schema: reportSummarySchema, description: 'Totals over the whole filtered report, and the series of its chart' },
      handle: async ({ c, db, user, query }) => {
        const period = await resolvePeriod(db, query, reportOwner(user));
        return c.json(kind === 'payment' ? await paymentReportSummary(db, period, query.q) : await productReportSummary(db, kind, period, query.q));
      },
    }),
  ];
}

/** The owner's view: the dashboard, the four reports and the transaction calendar. */
export const reportRoutesTable = [
  defineRoute({
    method: 'GET',
    path: '/api/dashboard',
    access: 'signedIn',
    tag: 'Reports',
    summary: 'The dashboard figures of a period and warehouse',
    description: 'from and to (YYYY-MM-DD; the current month when absent), warehouse (an id). Own Records and Limited Access staff see their own documents.',
    query: periodQuerySchema,
    answer: { status: 200, schema: dashboardSchema, description: 'Cards, charts, recent transactions and best sellers' },
    handle: async ({ c, db, user, query }) => c.json(await dashboard(db, await resolvePeriod(db, query, reportOwner(user)))),
  }),
  ...reportRoutes('product'),
  ...reportRoutes('sales'),
  ...reportRoutes('purchase'),
  ...reportRoutes('payment'),
  defineRoute({
    method: 'GET',
    path: '/api/transactions',
    access: 'signedIn',
    tag: 'Reports',
    summary: "The signed-in user's sales, purchases and payments of a month, by day",
    query: transactionsQuerySchema,
    answer: { status: 200, schema: transactionsSchema, description: 'The days of the month that have transactions' },
    handle: async ({ c, db, user, query }) => c.json(await transactionsOfMonth(db, user.id, query.month)),
  }),
];
