import type { LowStockAnswer } from '../../domain/notifications.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

/** GET /api/notifications: the products at or below their alert quantity (the bell). */
export const fetchLowStock = (signal?: AbortSignal): Promise<ApiResult<LowStockAnswer>> => answerOf(() => http.get('api/notifications', { signal }).json<LowStockAnswer>());
