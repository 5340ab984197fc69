/** One sale: read for the edit form, saved by the add and edit forms (docs/api.md#the-calls). */
import type { Sale } from '../../domain/sales.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export const getSale = (id: string, signal?: AbortSignal): Promise<ApiResult<Sale>> => answerOf(() => http.get(`api/sales/${encodeURIComponent(id)}`, { signal }).json<Sale>());

/** POST a new sale, or PUT the sale `id`. */
export const saveSale = (input: { id: string | null; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<Sale>> =>
  answerOf(() => (input.id ? http.put(`api/sales/${encodeURIComponent(input.id)}`, { json: input.body, signal }) : http.post('api/sales', { json: input.body, signal })).json<Sale>());
