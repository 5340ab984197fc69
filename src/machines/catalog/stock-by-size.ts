import type { Product } from '../../domain/product.schemas';
import { isLowStock } from '../../domain/stock-level';

/** One row of the stock by size: a size (or the stock on no size yet) and its stock in each location. */
export interface SizeStockRow {
  key: string;
  name: string;
  /** By location, in the order of `StockBySize.locations`; 0 where it has none; null where it is not known (the stock on no size). */
  quantities: (number | null)[];
  total: number;
  /** At or below the product's alert quantity (docs/decisions/004-stock-on-hand-in-product-list.md). */
  low: boolean;
}

export interface StockBySize {
  /** The locations any size has stock levels in, by name, A to Z. */
  locations: string[];
  rows: SizeStockRow[];
}

/** What the row of stock not on any size is called: stock from before the sizes kept their own (docs/decisions/021-warehouses-and-variants.md). */
export const NOT_ON_A_SIZE = 'Not on a size';

/**
 * A product's stock per size per location (docs/screens.md#products, the product list): one row per
 * size, one column per location, and a row for stock still on the product itself when there is any
 * (the product list does not say where that stock is, so that row shows only its total; Stock & history
 * does). Null for a product without sizes.
 */
export function stockBySize(product: Pick<Product, 'hasVariant' | 'variantList' | 'unassignedQuantity' | 'alertQuantity'>): StockBySize | null {
  if (!product.hasVariant || product.variantList.length === 0) return null;
  const locations = [...new Set(product.variantList.flatMap((variant) => variant.stock.map((level) => level.warehouse)))].sort((a, b) => a.localeCompare(b));
  const rows: SizeStockRow[] = product.variantList.map((variant) => ({
    key: variant.itemCode,
    name: variant.name,
    quantities: locations.map((location) => variant.stock.find((level) => level.warehouse === location)?.quantity ?? 0),
    total: variant.quantity,
    low: isLowStock(variant.quantity, product.alertQuantity),
  }));
  if (product.unassignedQuantity > 0) rows.push({ key: '', name: NOT_ON_A_SIZE, quantities: locations.map(() => null), total: product.unassignedQuantity, low: false });
  return { locations, rows };
}
