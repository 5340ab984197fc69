/**
 * What the POS reads of the catalog: product tiles by category, brand or featured, a
 * name/code search, the product a scanned code names, and the category and brand tiles (the
 * warehouse and biller are the till's). Wire amounts become the integer minor units of src/domain.
 * When the server does not answer, the catalog the till keeps answers the tiles, the search and the
 * scan (docs/offline-till.md#the-catalog-on-the-till).
 */
import type { Brand, Category } from '../../domain/catalog.schemas';
import { parseMoney } from '../../domain/money';
import { parsePercent } from '../../domain/percent';
import type { PosProduct } from '../../domain/pos.schemas';
import { callRoute, readRoute, requestRoute } from '../common/api-client';
import { answerOf, isNoAnswer, type ApiResult } from '../common/http';
import type { ListPage } from '../common/resource';
import type { PosItem, TileFilter } from './pos-item';

/** A category or brand tile: its name and picture. */
export interface FilterTile {
  id: string;
  name: string;
  image: string | null;
}

/** A named record offered in a select (an account, a customer). */
export interface NamedOption {
  id: string;
  name: string;
}

export function posItemFrom(product: PosProduct): PosItem {
  const promotion =
    product.hasPromotion && product.promotionPrice !== null && product.promotionStart && product.promotionEnd
      ? { price: parseMoney(product.promotionPrice), start: product.promotionStart, end: product.promotionEnd }
      : null;
  const warehousePrices = Object.fromEntries(Object.entries(product.warehousePrices).map(([warehouse, price]) => [warehouse, parseMoney(price)]));
  return {
    id: product._id,
    name: product.productName,
    code: product.productCode,
    image: product.image,
    pricing: { price: parseMoney(product.productPrice), promotion, warehousePrices },
    taxRate: parsePercent(product.productTaxRate),
    taxMethod: product.taxMethod,
    stock: product.quantity,
    variants: product.variantList.map((variant) => ({
      name: variant.name,
      itemCode: variant.itemCode,
      barcode: variant.barcode,
      additionalPrice: parseMoney(variant.additionalPrice),
      stock: variant.quantity,
    })),
    scannedVariant: product.scannedVariant ?? null,
  };
}

/** The till's catalog code, loaded once the till opens rather than with the POS's first load (docs/quality.md#budgets). */
const tillCatalog = () => import('./till-catalog');

/** After the server did not answer a read, the till answers from its own catalog this long before asking the server again: a scan does not wait for a server that is down. */
const ASK_AGAIN_AFTER_MS = 10_000;
let unansweredAt = Number.NEGATIVE_INFINITY;

const seemsOffline = () => (typeof navigator !== 'undefined' && navigator.onLine === false) || Date.now() - unansweredAt < ASK_AGAIN_AFTER_MS;

/**
 * The server's answer; when it gives none (offline, down, a 5xx), the till's own catalog's, if the till
 * keeps one (`kept` answers undefined when it does not: then the server's failure stands).
 */
async function fromServerOrTill<Data>(ask: () => Promise<ApiResult<Data>>, kept: () => Promise<Data | undefined>, signal?: AbortSignal): Promise<ApiResult<Data>> {
  const fromTill = async () => {
    const data = await kept().catch(() => undefined);
    return data === undefined ? undefined : ({ ok: true, data } as const);
  };
  if (seemsOffline()) {
    const answer = await fromTill();
    if (answer) return answer;
  }
  let answer: ApiResult<Data>;
  try {
    answer = await ask();
  } catch (error) {
    if (signal?.aborted) throw error;
    unansweredAt = Date.now();
    const fromCatalog = await fromTill();
    if (fromCatalog) return fromCatalog;
    throw error;
  }
  if (isNoAnswer(answer)) {
    unansweredAt = Date.now();
    return (await fromTill()) ?? answer;
  }
  unansweredAt = Number.NEGATIVE_INFINITY;
  return answer;
}

function filterParams(filter: TileFilter): Record<string, string> {
  switch (filter.kind) {
    case 'category':
      return { categoryId: filter.id };
    case 'brand':
      return { brandId: filter.id };
    case 'featured':
      return { featured: 'true' };
    case 'all':
      return {};
  }
}

/** The stock of one warehouse (the till's) when one is named; else the shop's total. */
const warehouseParam = (warehouseId: string | null): { warehouseId?: string } => (warehouseId ? { warehouseId } : {});

/** One page of product tiles, with the stock in `warehouseId`. */
export function listPosTiles(query: { filter: TileFilter; page: number; pageSize: number; warehouseId: string | null }, signal?: AbortSignal): Promise<ApiResult<ListPage<PosItem>>> {
  const ask = () =>
    answerOf(async () => {
      const response = await requestRoute('GET /api/pos/products', {
        query: { ...filterParams(query.filter), ...warehouseParam(query.warehouseId), page: query.page, pageSize: query.pageSize },
        signal,
      });
      const rows = (await response.json()) as PosProduct[];
      return { rows: rows.map(posItemFrom), total: Number(response.headers.get('X-Total-Count') ?? rows.length), capped: response.headers.get('X-Total-Count-Capped') === 'true' };
    });
  return fromServerOrTill(ask, async () => (await tillCatalog()).tillCatalogTiles(query.filter, query.page, query.pageSize), signal);
}

/** How many matches the search box lists. */
const SEARCH_MATCHES = 8;

/** Products whose name or code holds `text`, with the stock in `warehouseId`. */
export function searchPosProducts(text: string, warehouseId: string | null, signal?: AbortSignal): Promise<ApiResult<PosItem[]>> {
  const ask = () =>
    answerOf(async () => {
      const rows = await readRoute('GET /api/pos/products', { query: { q: text, ...warehouseParam(warehouseId), page: 1, pageSize: SEARCH_MATCHES }, signal });
      return rows.map(posItemFrom);
    });
  return fromServerOrTill(ask, async () => (await tillCatalog()).searchTillCatalog(text, SEARCH_MATCHES), signal);
}

/** The product (or variant) with exactly this code, with the stock in `warehouseId`, or null when none has it (a 404). */
export function findPosProductByCode(code: string, warehouseId: string | null, signal?: AbortSignal): Promise<ApiResult<PosItem | null>> {
  const ask = async (): Promise<ApiResult<PosItem | null>> => {
    const answer = await callRoute('GET /api/pos/products/by-code', { query: { code, ...warehouseParam(warehouseId) }, signal });
    if (answer.ok) return { ok: true, data: posItemFrom(answer.data) };
    return answer.status === 404 ? { ok: true, data: null } : answer;
  };
  return fromServerOrTill(ask, async () => (await tillCatalog()).findInTillCatalog(code), signal);
}

/** The tiles of the Category or Brand tab: these lists are short, one page of 1,000 holds them. */
export function listFilterTiles(resource: 'categories' | 'brands', signal?: AbortSignal): Promise<ApiResult<FilterTile[]>> {
  return answerOf(async () => {
    const rows: (Category | Brand)[] = await readRoute(`GET /api/${resource}` as const, { query: { page: 1, pageSize: 1000 }, signal });
    return rows.map((row) => ({ id: row._id, name: row.name, image: row.image }));
  });
}
