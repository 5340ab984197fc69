/**
 * Stock transfers (docs/screens.md#stock-transfers): a WT-… document and its lines, sent and
 * received in one step. The lines leave the source warehouse and arrive in the destination through
 * the stock ledger, in the request's transaction: a short line refuses the whole transfer with the
 * ledger's 409 naming every short line, and nothing is written. Concurrent transfers out of one
 * warehouse queue on its stock rows (moveStock's conditional update), so none overdraws it.
 *
 * Lock order (docs/concurrency-and-limits.md#lock-order): the WT counter row first (taken before
 * the document is inserted), then stock rows in the ledger's product and warehouse order.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../src/domain/list.schemas';
import type { StockTransfer, StockTransferInput } from '../../src/domain/stock-transfer.schemas';
import type { SessionUser } from '../auth/sessions';
import { documentOwnerScope } from '../auth/policy';
import type { Executor } from '../db/executor';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { variantOfLine, type LineVariant } from './line-variants';
import { products, productVariants, stockTransferLines, stockTransfers, users, warehouses } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { offsetOf, type Page } from './paging';
import { notFound } from './record-errors';
import { resolveActiveWarehouse } from './record-references';
import { nextReference } from './references';
import { containsPattern } from './search-patterns';
import { moveStock, type StockProduct } from './stock-ledger';
import { en } from '../i18n/english';

const fromWarehouses = alias(warehouses, 'from_warehouse');
const toWarehouses = alias(warehouses, 'to_warehouse');

function selectTransfers(db: Executor) {
  return db
    .select({
      id: stockTransfers.id,
      reference: stockTransfers.reference,
      date: stockTransfers.date,
      fromWarehouseId: stockTransfers.fromWarehouseId,
      fromWarehouse: fromWarehouses.name,
      toWarehouseId: stockTransfers.toWarehouseId,
      toWarehouse: toWarehouses.name,
      note: stockTransfers.note,
      createdBy: users.name,
      createdAt: stockTransfers.createdAt,
    })
    .from(stockTransfers)
    .innerJoin(fromWarehouses, eq(fromWarehouses.id, stockTransfers.fromWarehouseId))
    .innerJoin(toWarehouses, eq(toWarehouses.id, stockTransfers.toWarehouseId))
    .leftJoin(users, eq(users.id, stockTransfers.createdBy));
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

async function withLines(db: Executor, heads: HeadRow[]): Promise<StockTransfer[]> {
  if (heads.length === 0) return [];
  const lines = await db
    .select({
      transferId: stockTransferLines.transferId,
      productId: stockTransferLines.productId,
      productName: products.name,
      productCode: products.code,
      variantId: stockTransferLines.variantId,
      variant: productVariants.name,
      variantCode: productVariants.itemCode,
      quantity: stockTransferLines.quantity,
    })
    .from(stockTransferLines)
    .innerJoin(products, eq(products.id, stockTransferLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockTransferLines.variantId))
    .where(inArray(stockTransferLines.transferId, heads.map((head) => head.id)))
    .orderBy(stockTransferLines.transferId, stockTransferLines.position);
  return heads.map((head) => {
    const own = lines.filter((line) => line.transferId === head.id).map(({ transferId: _, ...line }) => line);
    return {
      _id: head.id,
      referenceNo: head.reference,
      date: head.date,
      fromWarehouseId: head.fromWarehouseId,
      fromWarehouse: head.fromWarehouse,
      toWarehouseId: head.toWarehouseId,
      toWarehouse: head.toWarehouse,
      status: 'received' as const,
      lines: own,
      totalQuantity: own.reduce((sum, line) => sum + line.quantity, 0),
      note: head.note,
      createdBy: head.createdBy,
      createdAt: iso(head.createdAt),
    };
  });
}

/** Own Records staff see the transfers they wrote (docs/roles-and-access.md, "Whose documents"). */
function ownerCondition(user: SessionUser): SQL | undefined {
  const owner = documentOwnerScope(user);
  return owner ? eq(stockTransfers.createdBy, owner) : undefined;
}

/** Reference, either warehouse's name or the note, containing q. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`(lower(${stockTransfers.reference}) like ${pattern} or lower(${fromWarehouses.name}) like ${pattern} or lower(${toWarehouses.name}) like ${pattern} or lower(${stockTransfers.note}) like ${pattern})`;
}

export async function listStockTransfers(db: Executor, query: ListQuery, viewer: SessionUser): Promise<Page<StockTransfer>> {
  const where = and(searchCondition(query.q), ownerCondition(viewer));
  const [heads, [{ total }]] = await Promise.all([
    selectTransfers(db)
      .where(where)
      .orderBy(desc(stockTransfers.date), desc(stockTransfers.createdAt), desc(stockTransfers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db
      .select({ total: count() })
      .from(stockTransfers)
      .innerJoin(fromWarehouses, eq(fromWarehouses.id, stockTransfers.fromWarehouseId))
      .innerJoin(toWarehouses, eq(toWarehouses.id, stockTransfers.toWarehouseId))
      .where(where),
  ]);
  return { rows: await withLines(db, heads), total };
}

export async function getStockTransfer(db: Executor, id: string, viewer: SessionUser): Promise<StockTransfer> {
  const heads = await selectTransfers(db).where(and(eq(stockTransfers.id, id), ownerCondition(viewer)));
  if (heads.length === 0) throw notFound('stock transfer');
  return (await withLines(db, heads))[0]!;
}

export async function createStockTransfer(tx: Executor, input: StockTransferInput, user: SessionUser): Promise<StockTransfer> {
  const from = await resolveActiveWarehouse(tx, input.fromWarehouse, ['fromWarehouse']);
  const to = await resolveActiveWarehouse(tx, input.toWarehouse, ['toWarehouse']);
  const ids = input.lines.map((line) => line.product);
  const found = await rowsOf<StockProduct & { variants: LineVariant[] | string | null }>(
    tx,
    sql`select p.id, p.name, p.code, p.product_type as "productType",
          (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code) order by v.position) from product_variants v where v.product_id = p.id) as variants
        from products p where ${inArray(sql`p.id`, ids)}`,
  );
  const known = new Map(found.map((product) => [product.id, { ...product, variants: jsonColumn(product.variants) ?? [] }]));
  const problems = input.lines.flatMap((line, index) => {
    const product = known.get(line.product);
    const message = !product ? en`There is no such product.` : product.productType !== 'Standard' ? en`${product.name} is a ${product.productType} product: it keeps no stock.` : null;
    return message ? [{ message, path: ['lines', index, 'product'] as (string | number)[] }] : [];
  });
  if (problems.length > 0) throw new ApiError(Status.badRequest, problems.map((problem) => problem.message).join(' '), problems);
  // A size, or none: the product's own stock, which is how stock from before its sizes moves (docs/decisions/021-warehouses-and-variants.md).
  const variantIds = input.lines.map((line, index) => variantOfLine(known.get(line.product)!, line.variant, ['lines', index, 'variant'], 'optional')?.id ?? null);
  const twice = input.lines.findIndex((line, index) => input.lines.some((other, earlier) => earlier < index && other.product === line.product && variantIds[earlier] === variantIds[index]));
  if (twice >= 0) {
    const message = en`A product appears twice: put its quantities on one line.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['lines', twice, 'product'] }]);
  }

  const reference = await nextReference(tx, 'WT');
  const [head] = await tx
    .insert(stockTransfers)
    .values({ reference, date: input.date, fromWarehouseId: from.id, toWarehouseId: to.id, note: input.note, createdBy: user.id })
    .returning({ id: stockTransfers.id });
  await tx
    .insert(stockTransferLines)
    .values(input.lines.map((line, position) => ({ transferId: head!.id, position, productId: line.product, variantId: variantIds[position], quantity: line.quantity })));
  // Out of one warehouse and into the other in one ledger call: a short line refuses all of it
  // (the ledger's 409 names products.<line>, the line's index here too).
  const moves = input.lines.flatMap((line, index) => [
    { productId: line.product, variantId: variantIds[index], warehouseId: from.id, delta: -line.quantity },
    { productId: line.product, variantId: variantIds[index], warehouseId: to.id, delta: line.quantity },
  ]);
  try {
    await moveStock(tx, moves, { reason: 'transfer', reference, note: `${from.name} → ${to.name}`, userId: user.id }, found);
  } catch (error) {
    if (error instanceof ApiError && error.status === Status.conflict) throw lineNumbered(error);
    throw error;
  }
  return getStockTransfer(tx, head!.id, user);
}

/** The ledger names the index of each move (two per line): the transfer's line is half of it. */
function lineNumbered(error: ApiError): ApiError {
  const details = (error.details ?? []).map((detail) =>
    detail.path[0] === 'products' && typeof detail.path[1] === 'number' ? { ...detail, path: ['lines', Math.floor(detail.path[1] / 2), 'quantity'] } : detail,
  );
  return new ApiError(error.status, error.message, details, error.code);
}
