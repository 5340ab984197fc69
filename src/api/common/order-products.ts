/**
 * Products as an order's lines need them (purchase, sale, return, POS cart): found by a search of
 * name or code, or by the exact code a barcode scanner types, and read from the wire's major units
 * into the integer minor units and exact percents of src/domain.
 */
import type { Product } from '../../domain/product.schemas';
import { parseMoney, type Minor } from '../../domain/money';
import { parsePercent, type Percent } from '../../domain/percent';
import type { ProductPricing } from '../../domain/pricing';
import type { TaxMethod } from '../../domain/shop-constants';
import { callRoute, readRoute } from './api-client';
import { answerOf, type ApiResult } from './http';

/**
 * A size (or colour) of a product: its name shows, its item code goes to the server, its extra is on a
 * sale's price; its own barcode, entered again, adds it without asking the server.
 */
export interface OrderVariant {
  name: string;
  itemCode: string;
  /** Read from the catalog; a line of a saved document, which names its size by item code, has none. */
  barcode?: string | null;
  additionalPrice: Minor;
}

export interface OrderProduct {
  id: string;
  name: string;
  code: string;
  /** Its sizes (or colours): a line of a product with any names one (docs/decisions/021-warehouses-and-variants.md). */
  variants: OrderVariant[];
  /** The size its code named (`{code}-{itemCode}`, a size's barcode); null for the product itself. */
  scannedVariant: string | null;
  /** What a purchase line starts from: the net unit cost. */
  cost: Minor;
  /** What decides a sale line's unit price (effectiveUnitPrice). */
  pricing: ProductPricing;
  taxRate: Percent;
  taxMethod: TaxMethod;
}

/** How many matches a search lists to pick from: more means the cashier types more. */
const ORDER_SEARCH_MATCHES = 10;

/** A product as the server answers it, with the size its code named when it was looked up by a code. */
function orderProductFrom(product: Product & { scannedVariant?: string | null }): OrderProduct {
  const promotion =
    product.hasPromotion && product.promotionPrice !== null && product.promotionStart && product.promotionEnd
      ? { price: parseMoney(product.promotionPrice), start: product.promotionStart, end: product.promotionEnd }
      : null;
  const warehousePrices = product.hasWarehousePrice
    ? Object.fromEntries(Object.entries(product.warehousePrices).map(([warehouse, price]) => [warehouse, parseMoney(price)]))
    : null;
  return {
    id: product._id,
    name: product.productName,
    code: product.productCode,
    variants: product.hasVariant
      ? product.variantList.map((variant) => ({ name: variant.name, itemCode: variant.itemCode, barcode: variant.barcode, additionalPrice: parseMoney(variant.additionalPrice) }))
      : [],
    scannedVariant: product.scannedVariant ?? null,
    cost: parseMoney(product.productCost),
    pricing: { price: parseMoney(product.productPrice), promotion, warehousePrices },
    taxRate: parsePercent(product.productTaxRate),
    taxMethod: product.taxMethod,
  };
}

/** Products whose name or code holds `text`, whatever its case (the server's product search). */
export function searchOrderProducts(text: string, signal?: AbortSignal): Promise<ApiResult<OrderProduct[]>> {
  return answerOf(async () => {
    const rows: Product[] = await readRoute('GET /api/products', { query: { q: text, page: 1, pageSize: ORDER_SEARCH_MATCHES }, signal });
    return rows.map(orderProductFrom);
  });
}

/**
 * The product with exactly this code (any case), or the size whose barcode or `{code}-{itemCode}` it is
 * (`scannedVariant`, added at once as the POS adds it); null when nothing has it (a 404).
 */
export async function findOrderProductByCode(code: string, signal?: AbortSignal): Promise<ApiResult<OrderProduct | null>> {
  const answer = await callRoute('GET /api/products/by-code', { query: { code }, signal });
  if (answer.ok) return { ok: true, data: orderProductFrom(answer.data) };
  return answer.status === 404 ? { ok: true, data: null } : answer;
}
