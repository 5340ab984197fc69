/**
 * Products (docs/api.md#records-and-their-fields): list and search at 100,000 rows, get, create, update (the full
 * record, with its warehouse prices and variants), delete, and an unused code for the form.
 */
import { randomInt } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { readTogether, type Executor } from '../db/executor';
import { products, productVariants, productWarehousePrices, stockLevels } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import type { SessionUser } from '../auth/sessions';
import type { CrudService } from './crud-service';
import { gtinCheckDigit } from '../../src/domain/barcodes';
import type { ListQuery } from '../../src/domain/list.schemas';
import { variantBarcodeProblems, type Product, type ProductInput, type ProductVariantInput, type ScannedProduct } from '../../src/domain/product.schemas';
import { asMinor, toWire, type Minor } from '../../src/domain/money';
import { percentToWire, type Percent } from '../../src/domain/percent';
import type { BarcodeSymbology } from '../../src/domain/shop-constants';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { offsetOf, type Page } from './paging';
import { deleteOrConflict, inUse, notFound, selectionNotFound, writeOrDuplicate } from './record-errors';
import { resolveReference } from './record-references';
import { variantOfCode } from './scanned-codes';
import { likeEscape } from './search-patterns';
import { en } from '../i18n/english';
import { CONTAINS_SEARCH_MIN_LENGTH } from '../../src/domain/product-search';


interface ProductRow {
  id: string;
  product_type: Product['productType'];
  name: string;
  code: string;
  barcode_symbology: BarcodeSymbology;
  brand_id: string | null;
  brand_name: string | null;
  category_id: string;
  category_name: string;
  product_unit_id: string;
  product_unit_name: string;
  sale_unit_id: string | null;
  sale_unit_name: string | null;
  purchase_unit_id: string;
  purchase_unit_name: string;
  cost: string | number;
  price: string | number;
  alert_quantity: number;
  tax_id: string;
  tax_name: string;
  tax_rate: number;
  tax_method: Product['taxMethod'];
  featured: boolean;
  description: string;
  has_warehouse_price: boolean;
  has_variant: boolean;
  has_promotion: boolean;
  promotion_price: string | number | null;
  promotion_start: string | Date | null;
  promotion_end: string | Date | null;
  image: string | null;
  quantity: string | number;
  unassigned_quantity: string | number;
  warehouse_prices: { warehouse: string; price: string | number }[] | string | null;
  variants: VariantJson[] | string | null;
  counted: number | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A variant as readProducts reads it: its stock per warehouse where it has a level. */
interface VariantJson {
  id: string;
  name: string;
  itemCode: string;
  barcode: string | null;
  additionalPrice: string | number;
  stock: { warehouseId: string; warehouse: string; quantity: number }[] | null;
}

/**
 * The variants of `p` as JSON, in their order, each with its stock per warehouse (one index range of
 * stock_levels per variant): a product's sizes and their stock come with its row.
 */
export const VARIANTS_JSON = sql`(select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code, 'barcode', v.barcode, 'additionalPrice', v.additional_price,
      'stock', (select json_agg(json_build_object('warehouseId', l.warehouse_id, 'warehouse', w.name, 'quantity', l.on_hand) order by lower(w.name))
                from stock_levels l join warehouses w on w.id = l.warehouse_id where l.variant_id = v.id)) order by v.position)
    from product_variants v where v.product_id = p.id)`;

/**
 * The list's filter: name or code containing q (from 3 characters), or starting with it; or the
 * product of the size q names whole, as a scanner types it (its own barcode, or `{code}-{itemCode}`:
 * scanned-codes.ts, docs/api.md#lists-paging-and-caps), so a size scanned into the product list or the
 * POS search finds its product. That product is looked up first, through the indexes: a subquery inside the OR made PostgreSQL walk the whole
 * catalog newest first (594 ms against 12 for an exact code at 100,000 products, bench section 4),
 * where a product id keeps the indexes' BitmapOr.
 */
export async function productSearchCondition(db: Executor, q: string): Promise<SQL> {
  const text = q.trim().toLowerCase();
  if (!text) return sql`true`;
  const pattern = text.length >= CONTAINS_SEARCH_MIN_LENGTH ? `%${likeEscape(text)}%` : `${likeEscape(text)}%`;
  const sized = await variantOfCode(db, text);
  return sql`(lower(p.name) like ${pattern} or lower(p.code) like ${pattern}${sized ? sql` or p.id = ${sized.productId}` : sql``})`;
}

/**
 * A search counts at most this many matches: an exact count of a broad search ('ssd' in 20,000
 * names) took 128 ms on PostgreSQL, while the page itself takes about 1 ms. Counting 1,000 still
 * put name-fragment searches at p95 16-21 ms on PostgreSQL (budget 20) at 100,000 products; 500
 * halves that work, and a cashier seeing "500+ results" types more rather than paging on.
 */
export const SEARCH_COUNT_CAP = 500;

/**
 * How far a search's count goes: the cap, or further when the caller pages beyond it, always past
 * the next page so Next stays possible (exports read pages of 1,000 until a short one).
 */
function searchCountCap(offset: number, pageSize: number): number {
  return Math.max(SEARCH_COUNT_CAP, offset + 2 * pageSize);
}

/** Every product, exactly: the counter the triggers of migration 0005 keep, counted only when missing. */
const PRODUCT_COUNT = sql`select coalesce((select rows from row_counts where table_name = 'products'), (select count(*) from products))`;

/**
 * Full rows for `where`, newest first, in one statement: the page's ids are chosen first so the
 * lookups run for the page only. Reference names are scalar subqueries (each a primary-key lookup),
 * not joins: planning a nine-table join took 4-8 ms on PostgreSQL, every request, against 0.4 ms for
 * this shape. Warehouse prices and variants come along as JSON, and `counted` (the list's total,
 * an uncorrelated subquery run once) rides on every row, so a list page is one round trip.
 */
async function readProducts(executor: Executor, where: SQL, limit: number, offset: number, counted: SQL = sql`null`) {
  const rows = await rowsOf<ProductRow>(
    executor,
    sql`with page as (
          select p.id, p.created_at from products p where ${where}
          order by p.created_at desc, p.id desc limit ${limit} offset ${offset}
        )
        select p.id, p.product_type, p.name, p.code, p.barcode_symbology,
          p.brand_id, (select b.name from brands b where b.id = p.brand_id) as brand_name,
          p.category_id, (select c.name from categories c where c.id = p.category_id) as category_name,
          p.product_unit_id, (select u.name from units u where u.id = p.product_unit_id) as product_unit_name,
          p.sale_unit_id, (select u.name from units u where u.id = p.sale_unit_id) as sale_unit_name,
          p.purchase_unit_id, (select u.name from units u where u.id = p.purchase_unit_id) as purchase_unit_name,
          p.cost, p.price, p.alert_quantity, p.tax_id, t.name as tax_name, t.rate_thousandths as tax_rate, p.tax_method,
          p.featured, p.description, p.has_warehouse_price, p.has_variant, p.has_promotion,
          p.promotion_price, p.promotion_start::text as promotion_start, p.promotion_end::text as promotion_end, p.image,
          coalesce((select sum(l.on_hand) from stock_levels l where l.product_id = p.id), 0) as quantity,
          coalesce((select sum(l.on_hand) from stock_levels l where l.product_id = p.id and l.variant_id is null), 0) as unassigned_quantity,
          (select json_agg(json_build_object('warehouse', w.name, 'price', wp.price) order by lower(w.name))
             from product_warehouse_prices wp join warehouses w on w.id = wp.warehouse_id where wp.product_id = p.id) as warehouse_prices,
          ${VARIANTS_JSON} as variants,
          (${counted})::int as counted,
          p.created_at, p.updated_at
        from page
        join products p on p.id = page.id
        join taxes t on t.id = p.tax_id
        order by page.created_at desc, page.id desc`,
  );
  const products = rows.map(productFromRow);
  return { products, counted: rows.length > 0 ? rows[0].counted : null };
}

function productFromRow(row: ProductRow): Product {
  const warehousePrices: Record<string, number> = {};
  for (const price of jsonColumn(row.warehouse_prices) ?? []) warehousePrices[price.warehouse] = wireMoney(price.price);
  const variantList = (jsonColumn(row.variants) ?? []).map(variantFromJson);
  return {
      _id: row.id,
      productType: row.product_type,
      productName: row.name,
      productCode: row.code,
      barcode: row.barcode_symbology,
      barcodeSymbology: row.barcode_symbology,
      brand: row.brand_name,
      brandId: row.brand_id,
      category: row.category_name,
      categoryId: row.category_id,
      productUnit: row.product_unit_name,
      productUnitId: row.product_unit_id,
      saleUnit: row.sale_unit_name,
      saleUnitId: row.sale_unit_id,
      purchaseUnit: row.purchase_unit_name,
      purchaseUnitId: row.purchase_unit_id,
      productCost: wireMoney(row.cost),
      productPrice: wireMoney(row.price),
      alertQuantity: row.alert_quantity,
      productTax: row.tax_name,
      productTaxId: row.tax_id,
      productTaxRate: percentToWire(row.tax_rate as Percent),
      taxMethod: row.tax_method,
      featured: row.featured,
      description: row.description,
      hasWarehousePrice: row.has_warehouse_price,
      warehousePrices,
      hasVariant: row.has_variant,
      variantString: variantList.map((variant) => variant.name).join(', '),
      variantList,
      hasPromotion: row.has_promotion,
      promotionPrice: row.promotion_price === null ? null : wireMoney(row.promotion_price),
      promotionStart: calendarText(row.promotion_start),
      promotionEnd: calendarText(row.promotion_end),
      image: row.image,
      quantity: Number(row.quantity),
      unassignedQuantity: Number(row.unassigned_quantity),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
}

export function variantFromJson(variant: VariantJson): Product['variantList'][number] {
  const stock = (variant.stock ?? []).map((level) => ({ warehouseId: level.warehouseId, warehouse: level.warehouse, quantity: Number(level.quantity) }));
  return {
    _id: variant.id,
    name: variant.name,
    itemCode: variant.itemCode,
    barcode: variant.barcode,
    additionalPrice: wireMoney(variant.additionalPrice),
    quantity: stock.reduce((sum, level) => sum + level.quantity, 0),
    stock,
  };
}

function wireMoney(stored: string | number): number {
  return toWire(asMinor(Number(stored)));
}

function calendarText(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

async function getProduct(executor: Executor, id: string): Promise<Product> {
  const {
    products: [product],
  } = await readProducts(executor, sql`p.id = ${id}`, 1, 0);
  if (!product) throw notFound('product');
  return product;
}

/**
 * The product a code names, whatever its case (codes are unique in any case): what a barcode
 * scanner's Enter looks up in an order. Its own code first, then a size's (variantOfCode), which sets
 * `scannedVariant`, as the POS's scan does. A 404 when nothing has it.
 */
export async function findProductByCode(executor: Executor, code: string): Promise<ScannedProduct> {
  const {
    products: [product],
  } = await readProducts(executor, sql`lower(p.code) = ${code.trim().toLowerCase()}`, 1, 0);
  if (product) return { ...product, scannedVariant: null };
  const variant = await variantOfCode(executor, code);
  const parent = variant ? (await readProducts(executor, sql`p.id = ${variant.productId}`, 1, 0)).products[0] : undefined;
  if (variant && parent) return { ...parent, scannedVariant: variant.itemCode };
  throw new ApiError(Status.notFound, en`No product has the code '${code.trim()}'.`);
}

function duplicateCode(code: string, usedBy?: string): ApiError {
  const message = usedBy ? en`Product code '${code}' is already used by '${usedBy}'.` : en`Product code '${code}' is already used by another product.`;
  return new ApiError(Status.conflict, message, [{ message, path: ['productCode'] }]);
}

/**
 * Queues every product write, shop-wide, until its transaction ends: a product's code and every size's
 * barcode are one set of codes a scanner types (docs/decisions/021-warehouses-and-variants.md), which no
 * unique index spans (they live in two tables). Two writes checked at once (a code, and another product's
 * size barcode equal to it) would each see the other's code free and both commit
 * (docs/concurrency-and-limits.md#lock-order). Taken before the checks, so in READ COMMITTED they see the
 * write that held it; and before the product's row, so it is first in every product write.
 */
const PRODUCT_CODES_LOCK_ID = 727_014;

async function queueProductWrites(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${PRODUCT_CODES_LOCK_ID})`);
}

/** Resolves every reference of the input (400 naming the field) and checks the code is free (409). */
async function productValues(executor: Executor, input: ProductInput, id: string | undefined) {
  const [clash] = await rowsOf<{ name: string }>(
    executor,
    sql`select name from products where lower(code) = lower(${input.productCode}) ${id ? sql`and id <> ${id}` : sql``} limit 1`,
  );
  if (clash) throw duplicateCode(input.productCode, clash.name);
  await refuseTakenBarcodes(executor, input, id);
  const [brandId, categoryId, productUnitId, saleUnitId, purchaseUnitId, taxId] = await readTogether(executor, [
    () => input.brand ? resolveReference(executor, 'brands', input.brand, ['brand'], 'brand') : null,
    () => resolveReference(executor, 'categories', input.category, ['category'], 'category'),
    () => resolveReference(executor, 'units', input.productUnit, ['productUnit'], 'unit'),
    () => input.saleUnit ? resolveReference(executor, 'units', input.saleUnit, ['saleUnit'], 'unit') : null,
    () => resolveReference(executor, 'units', input.purchaseUnit, ['purchaseUnit'], 'unit'),
    () => resolveReference(executor, 'taxes', input.productTax, ['productTax'], 'tax'),
  ]);
  const warehousePrices: { warehouseId: string; price: Minor }[] = [];
  for (const [warehouse, price] of Object.entries(input.warehousePrices)) {
    const warehouseId = await resolveReference(executor, 'warehouses', warehouse, ['warehousePrices', warehouse], 'warehouse');
    if (warehousePrices.some((entry) => entry.warehouseId === warehouseId)) {
      const message = en`Warehouse '${warehouse}' has two prices.`;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['warehousePrices', warehouse] }]);
    }
    warehousePrices.push({ warehouseId, price });
  }
  return {
    row: {
      productType: input.productType,
      name: input.productName,
      code: input.productCode,
      barcodeSymbology: input.barcodeSymbology,
      brandId,
      categoryId,
      productUnitId,
      saleUnitId,
      purchaseUnitId,
      cost: input.productCost,
      price: input.productPrice,
      alertQuantity: input.alertQuantity,
      taxId,
      taxMethod: input.taxMethod,
      featured: input.featured,
      description: input.description,
      hasWarehousePrice: input.hasWarehousePrice,
      hasVariant: input.hasVariant,
      hasPromotion: input.hasPromotion,
      promotionPrice: input.promotionPrice,
      promotionStart: input.promotionStart,
      promotionEnd: input.promotionEnd,
      image: input.image,
    },
    warehousePrices,
  };
}

/**
 * A code a scanner types names one thing: a variant's barcode is printable in the product's symbology
 * (400 under its row), and no product's code or other variant's barcode, in any case (409 under its
 * row); the product's code is no other product's variant barcode (409 under productCode).
 */
async function refuseTakenBarcodes(executor: Executor, input: ProductInput, id: string | undefined): Promise<void> {
  const [problem] = variantBarcodeProblems(input.productCode, input.barcodeSymbology, input.variantList);
  if (problem) throw new ApiError(Status.badRequest, problem.message, [{ message: problem.message, path: ['variantList', problem.index, 'barcode'] }]);
  const barcodes = input.variantList.flatMap((variant, index) => (variant.barcode ? [{ index, barcode: variant.barcode.toLowerCase() }] : []));
  const own = id ? sql`and v.product_id <> ${id}` : sql``;
  const [codeClash] = await rowsOf<{ name: string; variant: string }>(
    executor,
    sql`select p.name, v.name as variant from product_variants v join products p on p.id = v.product_id
        where lower(v.barcode) = ${input.productCode.toLowerCase()} ${own} limit 1`,
  );
  if (codeClash) throw duplicateCode(input.productCode, `${codeClash.name} ${codeClash.variant}`);
  if (barcodes.length === 0) return;
  const wanted = barcodes.map((entry) => entry.barcode);
  const taken = await rowsOf<{ code: string; used_by: string }>(
    executor,
    sql`select lower(p.code) as code, p.name as used_by from products p where lower(p.code) in ${sql`(${sql.join(wanted.map((code) => sql`${code}`), sql`, `)})`} ${id ? sql`and p.id <> ${id}` : sql``}
        union all
        select lower(v.barcode), p.name || ' ' || v.name from product_variants v join products p on p.id = v.product_id
        where lower(v.barcode) in ${sql`(${sql.join(wanted.map((code) => sql`${code}`), sql`, `)})`} ${own}`,
  );
  const clash = barcodes.find((entry) => taken.some((row) => row.code === entry.barcode));
  if (clash) throw duplicateBarcode(input.variantList[clash.index].barcode!, clash.index, taken.find((row) => row.code === clash.barcode)!.used_by);
}

function duplicateBarcode(barcode: string, index: number, usedBy: string): ApiError {
  const message = en`Barcode '${barcode}' is already used by '${usedBy}'.`;
  return new ApiError(Status.conflict, message, [{ message, path: ['variantList', index, 'barcode'] }]);
}

async function writeChildren(executor: Executor, productId: string, input: ProductInput, warehousePrices: { warehouseId: string; price: Minor }[]) {
  if (warehousePrices.length > 0) {
    await executor.insert(productWarehousePrices).values(warehousePrices.map((entry) => ({ productId, ...entry })));
  }
  await syncVariants(executor, productId, input.variantList);
}

interface StoredVariant {
  id: string;
  name: string;
  item_code: string;
  in_use: boolean;
}

/**
 * The product's variants become `wanted`, keeping each stored variant a row names (by `_id`, else by
 * item code) so its stock and history stay with it (docs/decisions/021-warehouses-and-variants.md). A
 * stored variant left out is deleted, unless it has stock, movements or document lines: 409 then.
 */
async function syncVariants(executor: Executor, productId: string, wanted: readonly ProductVariantInput[]): Promise<void> {
  const stored = await rowsOf<StoredVariant>(
    executor,
    sql`select v.id, v.name, v.item_code,
          exists (select 1 from stock_levels l where l.variant_id = v.id and l.on_hand <> 0)
          or exists (select 1 from stock_movements m where m.variant_id = v.id)
          or exists (select 1 from sale_lines sl where sl.variant_id = v.id)
          or exists (select 1 from purchase_lines pl where pl.variant_id = v.id)
          or exists (select 1 from stock_transfer_lines tl where tl.variant_id = v.id) as in_use
        from product_variants v where v.product_id = ${productId} order by v.position`,
  );
  const kept = new Map<number, StoredVariant>();
  wanted.forEach((variant, index) => {
    const match = variant.id ? stored.find((row) => row.id === variant.id) : stored.find((row) => row.item_code === variant.itemCode && ![...kept.values()].includes(row));
    if (variant.id && !match) {
      const message = en`This variant is not one of the product's: reload the product.`;
      throw new ApiError(Status.badRequest, message, [{ message, path: ['variantList', index, '_id'] }]);
    }
    if (match) kept.set(index, match);
  });
  const keptIds = new Set([...kept.values()].map((row) => row.id));
  const removed = stored.filter((row) => !keptIds.has(row.id));
  const used = removed.find((row) => row.in_use);
  if (used) {
    const message = en`${used.name} (${used.item_code}) has stock or stock history and cannot be removed.`;
    throw new ApiError(Status.conflict, message, [{ message, path: ['variantList'] }]);
  }
  if (removed.length > 0) await executor.delete(productVariants).where(inArray(productVariants.id, removed.map((row) => row.id)));
  // Kept rows first take names no row has, so sizes renamed into each other's names pass the unique indexes.
  if (kept.size > 0) {
    await executor
      .update(productVariants)
      .set({ name: sql`'~' || ${productVariants.id}::text`, itemCode: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, [...keptIds]));
  }
  const fresh: (typeof productVariants.$inferInsert)[] = [];
  for (const [index, variant] of wanted.entries()) {
    const values = { position: index + 1, name: variant.name, itemCode: variant.itemCode, barcode: variant.barcode, additionalPrice: variant.additionalPrice };
    const match = kept.get(index);
    if (match) await executor.update(productVariants).set(values).where(eq(productVariants.id, match.id));
    else fresh.push({ productId, ...values });
  }
  if (fresh.length > 0) await executor.insert(productVariants).values(fresh);
}

export const productService: CrudService<ProductInput, Product> = {
  noun: 'product',

  async list(db: Executor, query: ListQuery): Promise<Page<Product>> {
    const offset = offsetOf(query.page, query.pageSize);
    const where = await productSearchCondition(db, query.q);
    const searching = query.q.trim() !== '';
    const cap = searchCountCap(offset, query.pageSize);
    const count = searching ? sql`select count(*) from (select 1 from products p where ${where} limit ${cap + 1}) m` : PRODUCT_COUNT;
    const { products: rows, counted } = await readProducts(db, where, query.pageSize, offset, count);
    // No row carried the count: none match (from the first page), or the page is past the last one.
    const matches = counted ?? (offset === 0 ? 0 : (await rowsOf<{ n: number }>(db, sql`select (${count})::int as n`))[0].n);
    return searching && matches > cap ? { rows, total: cap, capped: true } : { rows, total: matches };
  },

  get: getProduct,

  create: (tx, input, user: SessionUser) =>
    writeOrDuplicate(
      async () => {
        await queueProductWrites(tx);
        const { row, warehousePrices } = await productValues(tx, input, undefined);
        const [{ id }] = await tx
          .insert(products)
          .values({ ...row, createdBy: user.id })
          .returning({ id: products.id });
        await writeChildren(tx, id, input, warehousePrices);
        return getProduct(tx, id);
      },
      () => duplicateCode(input.productCode),
    ),

  update: (tx, id, input) =>
    writeOrDuplicate(
      async () => {
        await queueProductWrites(tx);
        await refuseTypeChangeWithStock(tx, id, input.productType);
        const { row, warehousePrices } = await productValues(tx, input, id);
        const updated = await tx
          .update(products)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (updated.length === 0) throw notFound('product');
        // PUT carries the whole record: its prices replace the stored ones; its variants are kept, changed, added or removed.
        await tx.delete(productWarehousePrices).where(eq(productWarehousePrices.productId, id));
        await writeChildren(tx, id, input, warehousePrices);
        return getProduct(tx, id);
      },
      () => duplicateCode(input.productCode),
    ),

  remove: (tx, ids) =>
    deleteOrConflict(
      async () => {
        const found = await rowsOf<{ id: string; name: string; movements: number }>(
          tx,
          sql`select p.id, p.name, (select count(*) from stock_movements m where m.product_id = p.id)::int as movements
              from products p where ${inArray(sql`p.id`, ids)}`,
        );
        if (found.length < ids.length) {
          throw selectionNotFound('product', ids.length, ids.length - found.length);
        }
        const problems = found
          .filter((product) => product.movements > 0)
          .map((product) => ({
            index: ids.indexOf(product.id),
            message: en`Product '${product.name}' has stock history (${countOf(product.movements, 'movement')}) and cannot be deleted.`,
          }));
        if (problems.length > 0) throw inUse(problems);
        // Stock levels exist only beside movements; none are left for a product without history.
        await tx.delete(stockLevels).where(inArray(stockLevels.productId, ids));
        // Fewer rows than found means a parallel delete took some: answer 404 and undo (see named-records).
        const deleted = await tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
        if (deleted.length < ids.length) throw selectionNotFound('product', ids.length, ids.length - deleted.length);
        return deleted.length;
      },
      ids.length === 1 ? en`This product is still used by other records.` : en`Some of the selected products are still used by other records.`,
    ),
};

/**
 * A product's type is fixed once it has stock, stock movements or lines on sales or purchases
 * (docs/money-and-payments.md, "Stock and product type"): a Standard product made a Service sells
 * past the stock ledger, and made Standard again shows the stock it had before; a service sold and
 * made Standard would put stock on the shelf when its sale is edited or cancelled. The product's row is locked, so a sale or a
 * receipt of it in flight finishes first. 409 under productType saying what it holds.
 */
async function refuseTypeChangeWithStock(tx: Executor, id: string, productType: ProductInput['productType']): Promise<void> {
  const [current] = await rowsOf<{ name: string; product_type: string; on_hand: number; movements: number; lines: number }>(
    tx,
    sql`select p.name, p.product_type,
          (select coalesce(sum(l.on_hand), 0)::int from stock_levels l where l.product_id = p.id) as on_hand,
          (select count(*)::int from stock_movements m where m.product_id = p.id) as movements,
          (select count(*)::int from sale_lines sl where sl.product_id = p.id) + (select count(*)::int from purchase_lines pl where pl.product_id = p.id) as lines
        from products p where p.id = ${id} for update of p`,
  );
  if (!current || current.product_type === productType) return;
  const onHand = Number(current.on_hand);
  const movements = Number(current.movements);
  const lines = Number(current.lines);
  if (onHand === 0 && movements === 0 && lines === 0) return;
  const message = en`The type of ${current.name} cannot change from ${current.product_type} to ${productType}: it has ${onHand} in stock, ${countOf(movements, 'stock movement')} and ${countOf(lines, 'sale or purchase line')}.`;
  throw new ApiError(Status.conflict, message, [{ message, path: ['productType'] }]);
}

function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10));
  return digits;
}

/**
 * A code the symbology can print. EAN-13 codes start with 2 and UPC-A codes with 4: GS1 keeps those
 * prefixes for a shop's own in-store numbers, so a generated code never collides with a real article.
 */
export function generateProductCode(symbology: BarcodeSymbology): string {
  switch (symbology) {
    case 'EAN-13': {
      const body = `2${randomDigits(11)}`;
      return `${body}${gtinCheckDigit(body)}`;
    }
    case 'UPC-A': {
      const body = `4${randomDigits(10)}`;
      return `${body}${gtinCheckDigit(body)}`;
    }
    default:
      return randomDigits(8);
  }
}

/** An unused code; a few tries are plenty (8 random digits against at most a few 100,000 products). */
export async function suggestProductCode(db: Executor, symbology: BarcodeSymbology): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = generateProductCode(symbology);
    const [taken] = await rowsOf<{ id: string }>(db, sql`select id from products where lower(code) = ${code.toLowerCase()} limit 1`);
    if (!taken) return code;
  }
  throw new ApiError(Status.conflict, en`Could not find an unused product code. Please try again.`);
}
