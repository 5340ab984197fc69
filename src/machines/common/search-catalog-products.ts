import { fromPromise } from 'xstate';
import { findOrderProductByCode, searchOrderProducts } from '../../api/common/order-products';
import type { ApiResult } from '../../api/common/http';
import { productSearchMachine, type FoundProduct } from './product-search.machine';

/**
 * The product search (docs/decisions/053-one-product-search.md) provided with the catalog's reads: a
 * bounded search of every product by name or code and the exact-code lookup. The back office's
 * screens that add products invoke it as their child `productSearch`: the order forms' lines and
 * the stock transfer form.
 */
export const catalogProductSearch = productSearchMachine.provide({
  actors: {
    searchProducts: fromPromise<ApiResult<FoundProduct[]>, { text: string; warehouseId: string | null }>(({ input, signal }) => searchOrderProducts(input.text, signal)),
    findProductByCode: fromPromise<ApiResult<FoundProduct | null>, { code: string; warehouseId: string | null }>(({ input, signal }) => findOrderProductByCode(input.code, signal)),
  },
});

/**
 * The back office's pause before the server is asked: a word is one request, not five
 * (docs/screens.md#toasts-and-timings), a scanner's Enter comes first.
 */
export const CATALOG_SEARCH_PAUSE_MS = 300;
