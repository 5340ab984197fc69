import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import { http, readErrorAnswer, type FieldIssue } from '../common/http';

/** The catalog resources a record form reads and writes (DESIGN.md section 2). */
export type CatalogResource = 'products' | 'categories' | 'brands' | 'units' | 'taxes' | 'warehouses';

export type { FieldIssue } from '../common/http';

export type SaveResult = { ok: true; record: Record<string, unknown> } | { ok: false; status: number; message: string; issues: FieldIssue[] };

/** A record a picker offers: its id, what it shows, and the whole record for forms that need more (a tax's rate). */
export interface PickerOption {
  id: string;
  name: string;
  record: Record<string, unknown>;
}

/** DESIGN.md's error shape read as data: the message to show and the fields it names. */
export async function saveFailureFrom(error: unknown, fallback: string): Promise<Extract<SaveResult, { ok: false }>> {
  const answer = await readErrorAnswer(error);
  return { ok: false, status: answer.status, message: answer.message || answer.issues[0]?.message || fallback, issues: answer.issues };
}

export async function getRecord(resource: CatalogResource, id: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return http.get(`api/${resource}/${encodeURIComponent(id)}`, { signal }).json();
}

export async function saveRecord(
  input: { resource: CatalogResource; id?: string; body: Record<string, unknown>; failureMessage: string },
  signal?: AbortSignal,
): Promise<SaveResult> {
  try {
    const request = input.id
      ? http.put(`api/${input.resource}/${encodeURIComponent(input.id)}`, { json: input.body, signal })
      : http.post(`api/${input.resource}`, { json: input.body, signal });
    return { ok: true, record: await request.json() };
  } catch (error) {
    return saveFailureFrom(error, input.failureMessage);
  }
}

/** Every record of a resource for a picker: reference lists are short, so one page of the largest size holds them. */
export async function listOptions(resource: CatalogResource, signal?: AbortSignal): Promise<PickerOption[]> {
  const rows: Record<string, unknown>[] = await http.get(`api/${resource}`, { searchParams: { page: 1, pageSize: MAX_LIST_PAGE_SIZE }, signal }).json();
  return rows.map((row) => ({ id: String(row._id), name: String(row.name ?? row.productName ?? row._id), record: row }));
}

/** A code no record uses yet (the refresh button beside Product Code), printable in the chosen symbology. */
export async function suggestCode(resource: CatalogResource, query: Record<string, string>, signal?: AbortSignal): Promise<string> {
  const answer: { productCode?: string; code?: string } = await http.get(`api/${resource}/code-suggestion`, { searchParams: query, signal }).json();
  const code = answer.productCode ?? answer.code;
  if (!code) throw new Error('The server suggested no code.');
  return code;
}

export type UploadResult = { ok: true; url: string } | { ok: false; status: number; message: string };

/** POST /api/upload (SPEC.md section 7): multipart with the field image; the answer names where it is served. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResult> {
  const form = new FormData();
  form.append('image', file);
  try {
    // A photo from a phone can take a while on a shop's connection.
    const answer: { url: string } = await http.post('api/upload', { body: form, signal, timeout: 60_000 }).json();
    return { ok: true, url: answer.url };
  } catch (error) {
    const failure = await saveFailureFrom(error, 'Upload failed. Please try again.');
    return { ok: false, status: failure.status, message: failure.message };
  }
}
