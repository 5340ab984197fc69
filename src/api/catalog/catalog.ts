import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import type { Product } from '../../domain/product.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, http, type ApiResult } from '../common/http';

/** The catalog resources a record form reads and writes (docs/api.md#the-calls). */
export type CatalogResource = 'products' | 'categories' | 'brands' | 'units' | 'taxes' | 'warehouses' | 'billers' | 'customers' | 'accounts' | 'suppliers' | 'tills' | 'stock-transfers';

/** A record as the server sends it; each form reads the fields it knows. */
export type WireRecord = Record<string, unknown>;

/** A record a picker offers: its id, what it shows, and the whole record for forms that need more (a tax's rate). */
export interface PickerOption {
  id: string;
  name: string;
  record: WireRecord;
}

export const getRecord = (resource: CatalogResource, id: string, signal?: AbortSignal): Promise<ApiResult<WireRecord>> =>
  answerOf(() => http.get(`api/${resource}/${encodeURIComponent(id)}`, { signal }).json<WireRecord>());

/** One product, typed by its wire shape (the label sheet reads it whole). */
export const getProduct = (id: string, signal?: AbortSignal): Promise<ApiResult<Product>> =>
  callRoute('GET /api/products/:id', { params: { id }, signal });

/** POST a new record, or PUT the record `id`. */
export const saveRecord = (input: { resource: CatalogResource; id?: string; body: WireRecord }, signal?: AbortSignal): Promise<ApiResult<WireRecord>> =>
  answerOf(() =>
    (input.id
      ? http.put(`api/${input.resource}/${encodeURIComponent(input.id)}`, { json: input.body, signal })
      : http.post(`api/${input.resource}`, { json: input.body, signal })
    ).json<WireRecord>(),
  );

/** Every record of a resource for a picker: these lists are short, so one page of the largest size holds them. */
/**
 * A picker's choices. A deactivated record (a warehouse whose `active` is false) is not offered for
 * new work (docs/screens.md#warehouses); a report's filter reads history, so it asks for `all`.
 */
export const listOptions = (resource: CatalogResource, signal?: AbortSignal, which: 'active' | 'all' = 'active'): Promise<ApiResult<PickerOption[]>> =>
  answerOf(async () => {
    const rows = await http.get(`api/${resource}`, { searchParams: { page: 1, pageSize: MAX_LIST_PAGE_SIZE }, signal }).json<WireRecord[]>();
    return rows
      .filter((row) => which === 'all' || row.active !== false)
      .map((row) => ({ id: String(row._id), name: String(row.name ?? row.productName ?? row._id), record: row }));
  });

/** A code no record uses yet (the refresh button beside Product Code), printable in the chosen symbology; '' when the server proposed none. */
export const suggestCode = (resource: CatalogResource, query: Record<string, string>, signal?: AbortSignal): Promise<ApiResult<string>> =>
  answerOf(async () => {
    const answer = await http.get(`api/${resource}/code-suggestion`, { searchParams: query, signal }).json<{ productCode?: string; code?: string }>();
    return answer.productCode ?? answer.code ?? '';
  });

/** POST /api/upload (docs/api.md#the-calls): multipart with the field image; the answer names where it is served. */
export function uploadImage(file: File, signal?: AbortSignal): Promise<ApiResult<string>> {
  const form = new FormData();
  form.append('image', file);
  // A photo from a phone can take a while on a shop's connection.
  return answerOf(async () => (await readRoute('POST /api/upload', { body: form, signal, timeout: 60_000 })).url);
}
