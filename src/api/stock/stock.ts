/** Stock adjustments and a product's stock history. */
import type { StockAdjustmentAnswer, StockAdjustmentInput, StockHistory } from '../../domain/stock.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export function getStockHistory(input: { productId: string; warehouseId: string | null }, signal?: AbortSignal): Promise<ApiResult<StockHistory>> {
  const searchParams = input.warehouseId ? { warehouseId: input.warehouseId } : undefined;
  return answerOf(() => http.get(`api/products/${encodeURIComponent(input.productId)}/stock-history`, { searchParams, signal }).json<StockHistory>());
}

export function saveStockAdjustment(body: StockAdjustmentInput, signal?: AbortSignal): Promise<ApiResult<StockAdjustmentAnswer>> {
  return answerOf(() => http.post('api/stock/adjustments', { json: body, signal }).json<StockAdjustmentAnswer>());
}
