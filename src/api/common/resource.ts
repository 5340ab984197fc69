/**
 * One typed client per list resource (docs/api.md#lists-paging-and-caps): `?q=&page=&pageSize=`, each filter that
 * is set by its name, and `sort=&dir=`, answer a bare array with the total in X-Total-Count;
 * `DELETE /api/<resource>` with `{ ids: [...] }` deletes the selected rows in one transaction.
 *
 * A list is named by its route of the table ('GET /api/products'), as every call of src/api is
 * (docs/decisions/048-a-typed-client-from-the-route-table.md): its rows have the route's answer type.
 */
import type { ResponsePromise } from 'ky';
import type { DeleteAnswer } from '../../domain/list.schemas';
import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import { requestRoute, type RouteAnswer, type RouteName } from './api-client';
import { answerOf, type ApiResult } from './http';

/** The list routes of the table: a GET that answers a bare array. */
export type ListRouteName = { [Name in RouteName]: Name extends `GET ${string}` ? (RouteAnswer<Name> extends readonly unknown[] ? Name : never) : never }[RouteName];

/** A row of a list route's answer. */
export type RowOf<Name extends ListRouteName> = RouteAnswer<Name> extends readonly (infer Row)[] ? Row : never;

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
  /** 'GET /api/products': the list's route in the table. */
  readonly route: RouteName;
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

/**
 * A list's page or its bulk delete, by its route's name: the list's filters are named at run time
 * (its screen chooses them), so the query is not checked here but by the route's schema on the server.
 */
export const requestList = requestRoute as (name: RouteName, input: { query?: Record<string, string | number>; json?: { ids: readonly string[] }; signal?: AbortSignal }) => ResponsePromise;

/** `q` when something is searched, each filter that is set, the sort: what a list's page asks for. */
export function pageQuery({ q, page, pageSize, filters = {}, sort }: ListQuery): Record<string, string | number> {
  const query: Record<string, string | number> = { page, pageSize };
  if (q.trim() !== '') query.q = q.trim();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== '') query[name] = value;
  }
  if (sort) Object.assign(query, { sort: sort.column, dir: sort.direction });
  return query;
}

export function resourceClient<Name extends ListRouteName>(list: Name, options: ResourceOptions = {}): ResourceClient<RowOf<Name>> {
  type Row = RowOf<Name>;
  // The bulk delete shares the list's path (deleteRoutes); a list without one never offers deleting.
  const remove = `DELETE ${list.slice('GET '.length)}` as RouteName;
  async function readPage(asked: ListQuery, signal?: AbortSignal): Promise<ListPage<Row>> {
    const { page, pageSize } = asked;
    const response = await requestList(list, { query: pageQuery(asked), signal });
    const rows = (await response.json()) as Row[];
    const header = response.headers.get(TOTAL_HEADER);
    // A server without the header still pages correctly as far as this page goes.
    const total = header === null ? (page - 1) * pageSize + rows.length : Number(header);
    const summary = options.summaryHeader ? summaryOf(response.headers.get(options.summaryHeader)) : undefined;
    return { rows, total, capped: response.headers.get(CAPPED_HEADER) === 'true', ...(summary ? { summary } : {}) };
  }

  return {
    route: list,
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
    remove: (ids, signal) => answerOf(() => requestList(remove, { json: { ids }, signal }).json<DeleteAnswer>()),
  };
}
