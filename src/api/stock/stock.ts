/** Stock adjustments and a product's stock history. */
import type { StockAdjustmentAnswer, StockAdjustmentInput, StockHistory } from '../../domain/stock.schemas';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';

export function getStockHistory(input: { productId: string; warehouseId: string | null }, signal?: AbortSignal): Promise<ApiResult<StockHistory>> {
  return callRoute('GET /api/products/:id/stock-history', { params: { id: input.productId }, query: input.warehouseId ? { warehouseId: input.warehouseId } : {}, signal });
}

export function saveStockAdjustment(body: StockAdjustmentInput, signal?: AbortSignal): Promise<ApiResult<StockAdjustmentAnswer>> {
  return callRoute('POST /api/stock/adjustments', { json: body, signal });
}
