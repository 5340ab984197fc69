import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import type { Product } from '../../domain/product.schemas';
import { callRoute, mapData, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

/** The catalog resources a record form reads and writes (docs/api.md#the-calls). */
export type CatalogResource = 'products' | 'categories' | 'brands' | 'units' | 'taxes' | 'warehouses' | 'billers' | 'customers' | 'accounts' | 'suppliers' | 'tills' | 'stock-transfers';

/*
 * Each call names its routes from the route table, as every call of src/api does
 * (docs/decisions/048-a-typed-client-from-the-route-table.md): `GET /api/${resource}/:id` for every
 * resource here, so a resource without its list, read, create or edit route in the table does not compile.
 */

/** A record as the server sends it; each form reads the fields it knows. */
export type WireRecord = Record<string, unknown>;

/** A record a picker offers: its id, what it shows, and the whole record for forms that need more (a tax's rate). */
export interface PickerOption {
  id: string;
  name: string;
  record: WireRecord;
}

export const getRecord = (resource: CatalogResource, id: string, signal?: AbortSignal): Promise<ApiResult<WireRecord>> =>
  callRoute(`GET /api/${resource}/:id`, { params: { id }, signal });

/** One product, typed by its wire shape (the label sheet reads it whole). */
export const getProduct = (id: string, signal?: AbortSignal): Promise<ApiResult<Product>> =>
  callRoute('GET /api/products/:id', { params: { id }, signal });

/** POST a new record, or PUT the record `id`. */
export function saveRecord(input: { resource: CatalogResource; id?: string; body: WireRecord }, signal?: AbortSignal): Promise<ApiResult<WireRecord>> {
  const { resource, id, body } = input;
  if (!id) return callRoute(`POST /api/${resource}`, { json: body, signal });
  // A stock transfer is never edited (docs/screens.md#stock-transfers): the table has no PUT for it, and its form opens no record.
  if (resource === 'stock-transfers') throw new Error('A stock transfer is never edited.');
  return callRoute(`PUT /api/${resource}/:id`, { params: { id }, json: body, signal });
}

/** Every record of a resource for a picker: these lists are short, so one page of the largest size holds them. */
/**
 * A picker's choices. A deactivated record (a warehouse whose `active` is false) is not offered for
 * new work (docs/screens.md#warehouses); a report's filter reads history, so it asks for `all`.
 */
export const listOptions = (resource: CatalogResource, signal?: AbortSignal, which: 'active' | 'all' = 'active'): Promise<ApiResult<PickerOption[]>> =>
  answerOf(async () => {
    const rows: WireRecord[] = await readRoute(`GET /api/${resource}`, { query: { page: 1, pageSize: MAX_LIST_PAGE_SIZE }, signal });
    return rows
      .filter((row) => which === 'all' || row.active !== false)
      .map((row) => ({ id: String(row._id), name: String(row.name ?? row.productName ?? row._id), record: row }));
  });

/** A code no record uses yet (the refresh button beside Product Code), printable in the chosen symbology; '' when the server proposed none. */
export async function suggestCode(resource: CatalogResource, query: Record<string, string>, signal?: AbortSignal): Promise<ApiResult<string>> {
  // Products alone have codes to suggest (the table's only code-suggestion route); a form offers it only for them.
  if (resource !== 'products') throw new Error(`No code is suggested for ${resource}.`);
  return mapData(await callRoute('GET /api/products/code-suggestion', { query, signal }), (answer) => answer.productCode ?? '');
}

/** POST /api/upload (docs/api.md#the-calls): multipart with the field image; the answer names where it is served. */
export function uploadImage(file: File, signal?: AbortSignal): Promise<ApiResult<string>> {
  const form = new FormData();
  form.append('image', file);
  // A photo from a phone can take a while on a shop's connection.
  return answerOf(async () => (await readRoute('POST /api/upload', { body: form, signal, timeout: 60_000 })).url);
}
