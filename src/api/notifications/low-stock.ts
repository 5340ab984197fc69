import type { LowStockAnswer } from '../../domain/notifications.schemas';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';

/** GET /api/notifications: the products at or below their alert quantity (the bell). */
export const fetchLowStock = (signal?: AbortSignal): Promise<ApiResult<LowStockAnswer>> => callRoute('GET /api/notifications', { signal });
