/** One sale: read for the edit form, saved by the add and edit forms (docs/api.md#the-calls). */
import type { Sale } from '../../domain/sales.schemas';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';

export const getSale = (id: string, signal?: AbortSignal): Promise<ApiResult<Sale>> => callRoute('GET /api/sales/:id', { params: { id }, signal });

/** POST a new sale, or PUT the sale `id`. */
export const saveSale = (input: { id: string | null; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<Sale>> =>
  input.id ? callRoute('PUT /api/sales/:id', { params: { id: input.id }, json: input.body, signal }) : callRoute('POST /api/sales', { json: input.body, signal });
