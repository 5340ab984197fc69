/**
 * The POS's product reads: a page of tiles filtered by category, brand or featured, or by
 * a name/code search, and the product a scanned code names (a product's code, or a variant's
 * `{productCode}-{itemCode}`). One lean statement each: only what a tile shows and the cart prices.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { asMinor, toWire } from '../../src/domain/money';
import { percentToWire, type Percent } from '../../src/domain/percent';
import type { PosProduct, PosProductQuery } from '../../src/domain/pos.schemas';
import { jsonColumn, rowsOf } from '../db/raw-rows';
import { offsetOf, type Page } from './paging';
import { productSearchCondition, SEARCH_COUNT_CAP } from './products';
import { variantOfCode } from './scanned-codes';
import { en } from '../i18n/english';

interface PosProductRow {
  id: string;
  name: string;
  code: string;
  image: string | null;
  price: string | number;
  has_promotion: boolean;
  promotion_price: string | number | null;
  promotion_start: string | null;
  promotion_end: string | null;
  tax_rate: number;
  tax_method: PosProduct['taxMethod'];
  quantity: string | number;
  warehouse_prices: { warehouse: string; price: string | number }[] | string | null;
  variants: { id: string; name: string; itemCode: string; barcode: string | null; additionalPrice: string | number; quantity: string | number }[] | string | null;
  counted: number | null;
}

const wireMoney = (stored: string | number) => toWire(asMinor(Number(stored)));

function posProductFrom(row: PosProductRow): PosProduct {
  const warehousePrices: Record<string, number> = {};
  for (const entry of jsonColumn(row.warehouse_prices) ?? []) warehousePrices[entry.warehouse] = wireMoney(entry.price);
  return {
    _id: row.id,
    productName: row.name,
    productCode: row.code,
    image: row.image,
    productPrice: wireMoney(row.price),
    hasPromotion: row.has_promotion,
    promotionPrice: row.promotion_price === null ? null : wireMoney(row.promotion_price),
    promotionStart: row.promotion_start,
    promotionEnd: row.promotion_end,
    warehousePrices,
    productTaxRate: percentToWire(row.tax_rate as Percent),
    taxMethod: row.tax_method,
    quantity: Number(row.quantity),
    variantList: (jsonColumn(row.variants) ?? []).map((variant) => ({
      _id: variant.id,
      name: variant.name,
      itemCode: variant.itemCode,
      barcode: variant.barcode,
      additionalPrice: wireMoney(variant.additionalPrice),
      quantity: Number(variant.quantity),
    })),
  };
}

/** The stock a tile shows, its variants' included: on hand in the till's warehouse when one is named, else in all of them. */
function stockOf(warehouseId: string | undefined): SQL {
  return warehouseId
    ? sql`coalesce((select sum(l.on_hand) from stock_levels l where l.product_id = p.id and l.warehouse_id = ${warehouseId}), 0)`
    : sql`coalesce((select sum(l.on_hand) from stock_levels l where l.product_id = p.id), 0)`;
}

/** A variant's stock, as stockOf counts the product's. */
function variantStockOf(warehouseId: string | undefined): SQL {
  return warehouseId
    ? sql`coalesce((select l.on_hand from stock_levels l where l.variant_id = v.id and l.warehouse_id = ${warehouseId}), 0)`
    : sql`coalesce((select sum(l.on_hand) from stock_levels l where l.variant_id = v.id), 0)`;
}

/** The page's ids are chosen first (newest first, by the index), then only they are read in full. */
async function readPosProducts(executor: Executor, where: SQL, limit: number, offset: number, warehouseId: string | undefined, counted: SQL = sql`null`) {
  const rows = await rowsOf<PosProductRow>(
    executor,
    sql`with page as (
          select p.id, p.created_at from products p where ${where}
          order by p.created_at desc, p.id desc limit ${limit} offset ${offset}
        )
        select p.id, p.name, p.code, p.image, p.price, p.has_promotion, p.promotion_price,
          p.promotion_start::text as promotion_start, p.promotion_end::text as promotion_end,
          t.rate_thousandths as tax_rate, p.tax_method,
          ${stockOf(warehouseId)} as quantity,
          case when p.has_warehouse_price then (select json_agg(json_build_object('warehouse', w.name, 'price', wp.price))
             from product_warehouse_prices wp join warehouses w on w.id = wp.warehouse_id where wp.product_id = p.id) end as warehouse_prices,
          case when p.has_variant then (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code, 'barcode', v.barcode,
               'additionalPrice', v.additional_price, 'quantity', ${variantStockOf(warehouseId)}) order by v.position)
             from product_variants v where v.product_id = p.id) end as variants,
          (${counted})::int as counted
        from page
        join products p on p.id = page.id
        join taxes t on t.id = p.tax_id
        order by page.created_at desc, page.id desc`,
  );
  return { products: rows.map(posProductFrom), counted: rows.length > 0 ? rows[0].counted : null };
}

async function tileCondition(executor: Executor, query: PosProductQuery): Promise<SQL> {
  const conditions = [await productSearchCondition(executor, query.q)];
  if (query.categoryId) conditions.push(sql`p.category_id = ${query.categoryId}`);
  if (query.brandId) conditions.push(sql`p.brand_id = ${query.brandId}`);
  if (query.featured === 'true') conditions.push(sql`p.featured`);
  if (query.featured === 'false') conditions.push(sql`not p.featured`);
  return sql.join(conditions, sql` and `);
}

/**
 * A page of tiles. The count stops past SEARCH_COUNT_CAP (or the next page), as the product
 * search's does: a category of 30,000 products is paged, not counted to the last row.
 */
export async function listPosProducts(executor: Executor, query: PosProductQuery): Promise<Page<PosProduct>> {
  const offset = offsetOf(query.page, query.pageSize);
  const where = await tileCondition(executor, query);
  const cap = Math.max(SEARCH_COUNT_CAP, offset + 2 * query.pageSize);
  const count = sql`select count(*) from (select 1 from products p where ${where} limit ${cap + 1}) m`;
  const { products, counted } = await readPosProducts(executor, where, query.pageSize, offset, query.warehouseId, count);
  const matches = counted ?? (offset === 0 ? 0 : (await rowsOf<{ n: number }>(executor, sql`select (${count})::int as n`))[0].n);
  return matches > cap ? { rows: products, total: cap, capped: true } : { rows: products, total: matches };
}

/**
 * The product a scanner's code names: its own code (any case) first; then a size the code names
 * (variantOfCode: its barcode, else `{productCode}-{itemCode}`), which sets `scannedVariant` to its item
 * code. 404 when none exists.
 */
export async function findPosProductByCode(executor: Executor, code: string, warehouseId?: string): Promise<PosProduct> {
  const {
    products: [product],
  } = await readPosProducts(executor, sql`lower(p.code) = ${code.trim().toLowerCase()}`, 1, 0, warehouseId);
  if (product) return { ...product, scannedVariant: null };
  const variant = await variantOfCode(executor, code);
  if (variant) {
    const {
      products: [parent],
    } = await readPosProducts(executor, sql`p.id = ${variant.productId}`, 1, 0, warehouseId);
    if (parent) return { ...parent, scannedVariant: variant.itemCode };
  }
  throw new ApiError(Status.notFound, en`No product has the code '${code.trim()}'.`);
}
