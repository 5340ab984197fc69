/**
 * Purchases on the server (docs/api.md#the-calls): one purchase read and saved by the form, the list
 * (GET /api/purchase answers { showAllPurchases, total }), and the payments to the supplier.
 */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { Purchase, PurchasePayment, PurchaseRow } from '../../domain/purchase.schemas';
import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import { callRoute, readRoute, type RouteAnswer } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';
import { pageQuery, requestList, type ListPage, type ListQuery, type ResourceClient } from '../common/resource';

export const getPurchase = (id: string, signal?: AbortSignal): Promise<ApiResult<Purchase>> => callRoute('GET /api/purchase/:id', { params: { id }, signal });

/** POST a new purchase, or PUT the purchase `id`. */
export const savePurchase = (input: { id: string | null; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<Purchase>> =>
  input.id ? callRoute('PUT /api/purchase/:id', { params: { id: input.id }, json: input.body, signal }) : callRoute('POST /api/purchase', { json: input.body, signal });

async function readPage(query: ListQuery, signal?: AbortSignal): Promise<ListPage<PurchaseRow>> {
  const answer = await requestList('GET /api/purchase', { query: pageQuery(query), signal }).json<RouteAnswer<'GET /api/purchase'>>();
  return { rows: answer.showAllPurchases, total: answer.total };
}

/** The purchase list's client: the list machine's paging, filters, sort, exports and bulk delete. */
export const purchasesList: ResourceClient<PurchaseRow> = {
  route: 'GET /api/purchase',
  list: (query, signal) => answerOf(() => readPage(query, signal)),
  listAll: (selection, onProgress, signal) =>
    answerOf(async () => {
      const rows: PurchaseRow[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await readPage({ ...selection, page, pageSize: MAX_LIST_PAGE_SIZE }, signal);
        rows.push(...answer.rows);
        onProgress(rows.length, Math.max(answer.total, rows.length), false);
        if (answer.rows.length < MAX_LIST_PAGE_SIZE || rows.length >= answer.total) return rows;
      }
    }),
  remove: (ids, signal) => callRoute('DELETE /api/purchase', { json: { ids: [...ids] }, signal }),
};

export const purchasePayments = (id: string, signal?: AbortSignal): Promise<ApiResult<PurchasePayment[]>> =>
  callRoute('GET /api/purchase/:id/payments', { params: { id }, signal });

export const addPurchasePayment = (input: { purchaseId: string; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<{ message: string; payment: PurchasePayment; purchase: PurchaseRow }>> =>
  callRoute('POST /api/purchase/:id/payments', { params: { id: input.purchaseId }, json: input.body, signal });

/** The accounts a payment can come from, the default first (GET /api/accounts/picker). */
export const paymentAccounts = (signal?: AbortSignal): Promise<ApiResult<AccountPickerEntry[]>> =>
  callRoute('GET /api/accounts/picker', { signal });

export interface NamedChoice {
  id: string;
  name: string;
}

/** What the purchase form and the list's filters pick from: the warehouses and the suppliers. */
export interface PurchaseChoices {
  warehouses: NamedChoice[];
  suppliers: NamedChoice[];
}

export const loadPurchaseChoices = (signal?: AbortSignal): Promise<ApiResult<PurchaseChoices>> =>
  answerOf(async () => {
    const read = async (list: 'GET /api/warehouses' | 'GET /api/suppliers') =>
      (await readRoute(list, { query: { page: 1, pageSize: MAX_LIST_PAGE_SIZE }, signal })).map((row) => ({ id: row._id, name: row.name }));
    const [warehouses, suppliers] = await Promise.all([read('GET /api/warehouses'), read('GET /api/suppliers')]);
    return { warehouses, suppliers };
  });
