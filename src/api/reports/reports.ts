/** The owner's view: dashboard, report pages and summaries, the transaction calendar. */
import type { Dashboard, PaymentReportRow, ProductReportRow, PurchaseReportRow, ReportKind, ReportSummary, SalesReportRow, Transactions } from '../../domain/reports.schemas';
import { answerOf, http, type ApiResult } from '../common/http';
import { resourceClient } from '../common/resource';

/** The period and warehouse a figure is asked for; '' is every warehouse. */
export interface FigureQuery {
  from: string;
  to: string;
  warehouse: string;
}

const periodParams = ({ from, to, warehouse }: FigureQuery) => ({ from, to, ...(warehouse ? { warehouse } : {}) });

export const fetchDashboard = (query: FigureQuery, signal?: AbortSignal): Promise<ApiResult<Dashboard>> =>
  answerOf(() => http.get('api/dashboard', { searchParams: periodParams(query), signal }).json<Dashboard>());

export const fetchReportSummary = (kind: ReportKind, query: FigureQuery, signal?: AbortSignal): Promise<ApiResult<ReportSummary>> =>
  answerOf(() => http.get(`api/reports/${kind}/summary`, { searchParams: periodParams(query), signal }).json<ReportSummary>());

export const fetchTransactions = (month: string, signal?: AbortSignal): Promise<ApiResult<Transactions>> =>
  answerOf(() => http.get('api/transactions', { searchParams: { month }, signal }).json<Transactions>());

export const reportLists = {
  product: resourceClient<ProductReportRow>('api/reports/product'),
  sales: resourceClient<SalesReportRow>('api/reports/sales'),
  purchase: resourceClient<PurchaseReportRow>('api/reports/purchase'),
  payment: resourceClient<PaymentReportRow>('api/reports/payment'),
};
