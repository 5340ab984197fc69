/**
 * One typed client per list resource (docs/api.md#lists-paging-and-caps): `?q=&page=&pageSize=`, each filter that
 * is set by its name, and `sort=&dir=`, answer a bare array with the total in X-Total-Count;
 * `DELETE /api/<resource>` with `{ ids: [...] }` deletes the selected rows in one transaction.
 */
import type { DeleteAnswer } from '../../domain/list.schemas';
import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import { answerOf, http, type ApiResult } from './http';

/** A column the server orders the rows by, and which way. */
export interface ListSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** What a list's rows are chosen by, for a page and for an export of them all. */
export interface ListSelection {
  q: string;
  /** The list's filters by name (status, warehouse, customer, from, to); '' is any. */
  filters?: Readonly<Record<string, string>>;
  sort?: ListSort | null;
}

export interface ListQuery extends ListSelection {
  page: number;
  pageSize: number;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped): there are more. */
  capped?: boolean;
  /** A footer's totals over every matching row (the Account list's Total), when the resource sends them. */
  summary?: Record<string, number>;
}

export interface ResourceOptions {
  /** The header holding the footer totals as a JSON object of numbers (X-Account-Totals). */
  summaryHeader?: string;
}

export interface ResourceClient<Row> {
  /** 'api/products': the path under the API host. */
  readonly path: string;
  list(query: ListQuery, signal?: AbortSignal): Promise<ApiResult<ListPage<Row>>>;
  /**
   * Every row of the selection, read in pages of MAX_LIST_PAGE_SIZE until a short one; `onProgress`
   * hears after each page, with `capped` when `total` is only a lower bound.
   */
  listAll(selection: ListSelection, onProgress: (loaded: number, total: number, capped: boolean) => void, signal?: AbortSignal): Promise<ApiResult<Row[]>>;
  remove(ids: readonly string[], signal?: AbortSignal): Promise<ApiResult<DeleteAnswer>>;
}

const TOTAL_HEADER = 'X-Total-Count';
/** 'true' when the server counted a broad search only that far. */
const CAPPED_HEADER = 'X-Total-Count-Capped';

/** A header's JSON object of numbers; anything else is no summary (the footer then shows none). */
function summaryOf(header: string | null): Record<string, number> | undefined {
  if (!header) return undefined;
  try {
    const parsed: unknown = JSON.parse(header);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return undefined;
  }
}

export function resourceClient<Row>(path: string, options: ResourceOptions = {}): ResourceClient<Row> {
  async function readPage({ q, page, pageSize, filters = {}, sort }: ListQuery, signal?: AbortSignal): Promise<ListPage<Row>> {
    const searchParams: Record<string, string | number> = { page, pageSize };
    if (q.trim() !== '') searchParams.q = q.trim();
    for (const [name, value] of Object.entries(filters)) {
      if (value !== '') searchParams[name] = value;
    }
    if (sort) Object.assign(searchParams, { sort: sort.column, dir: sort.direction });
    const response = await http.get(path, { searchParams, signal });
    const rows = (await response.json()) as Row[];
    const header = response.headers.get(TOTAL_HEADER);
    // A server without the header still pages correctly as far as this page goes.
    const total = header === null ? (page - 1) * pageSize + rows.length : Number(header);
    const summary = options.summaryHeader ? summaryOf(response.headers.get(options.summaryHeader)) : undefined;
    return { rows, total, capped: response.headers.get(CAPPED_HEADER) === 'true', ...(summary ? { summary } : {}) };
  }

  return {
    path,
    list: (query, signal) => answerOf(() => readPage(query, signal)),
    listAll: (selection, onProgress, signal) =>
      answerOf(async () => {
        const rows: Row[] = [];
        let total = Infinity;
        let capped = false;
        // A capped total is a lower bound: only a short page says the rows are all read.
        for (let page = 1; capped || rows.length < total; page += 1) {
          const answer = await readPage({ ...selection, page, pageSize: MAX_LIST_PAGE_SIZE }, signal);
          rows.push(...answer.rows);
          total = answer.total;
          capped = answer.capped === true;
          onProgress(rows.length, Math.max(total, rows.length), capped);
          // Rows deleted while reading would leave the count short forever.
          if (answer.rows.length < MAX_LIST_PAGE_SIZE) break;
        }
        return rows;
      }),
    remove: (ids, signal) => answerOf(() => http.delete(path, { json: { ids }, signal }).json<DeleteAnswer>()),
  };
}
