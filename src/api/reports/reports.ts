/** The owner's view: dashboard, report pages and summaries, the transaction calendar. */
import type { Dashboard, PaymentReportRow, ProductReportRow, PurchaseReportRow, ReportKind, ReportSummary, SalesReportRow, Transactions } from '../../domain/reports.schemas';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';
import { resourceClient, type ResourceClient } from '../common/resource';

/** The period and warehouse a figure is asked for; '' is every warehouse. */
export interface FigureQuery {
  from: string;
  to: string;
  warehouse: string;
}

const periodParams = ({ from, to, warehouse }: FigureQuery) => ({ from, to, ...(warehouse ? { warehouse } : {}) });

export const fetchDashboard = (query: FigureQuery, signal?: AbortSignal): Promise<ApiResult<Dashboard>> =>
  callRoute('GET /api/dashboard', { query: periodParams(query), signal });

export const fetchReportSummary = (kind: ReportKind, query: FigureQuery, signal?: AbortSignal): Promise<ApiResult<ReportSummary>> =>
  callRoute(`GET /api/reports/${kind}/summary` as const, { query: periodParams(query), signal });

export const fetchTransactions = (month: string, signal?: AbortSignal): Promise<ApiResult<Transactions>> =>
  callRoute('GET /api/transactions', { query: { month }, signal });

export const reportLists = {
  product: resourceClient('GET /api/reports/product') satisfies ResourceClient<ProductReportRow>,
  sales: resourceClient('GET /api/reports/sales') satisfies ResourceClient<SalesReportRow>,
  purchase: resourceClient('GET /api/reports/purchase') satisfies ResourceClient<PurchaseReportRow>,
  payment: resourceClient('GET /api/reports/payment') satisfies ResourceClient<PaymentReportRow>,
};
