/**
 * One typed client per list resource (DESIGN.md section 2): `?q=&page=&pageSize=` answers a bare
 * array with the total in X-Total-Count; `DELETE /api/<resource>?ids=a,b` deletes the selected rows
 * in one transaction.
 */
import type { DeleteAnswer } from '../../domain/catalog.schemas';
import { MAX_LIST_PAGE_SIZE } from '../../domain/shop-constants';
import { failureFrom, http, type ApiFailure } from './http';

export interface ListQuery {
  q: string;
  page: number;
  pageSize: number;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped): there are more. */
  capped?: boolean;
}

export type RemoveResult = DeleteAnswer | ApiFailure;

export interface ResourceClient<Row> {
  /** 'api/products': the path under the API host. */
  readonly path: string;
  list(query: ListQuery, signal?: AbortSignal): Promise<ListPage<Row>>;
  /**
   * Every row matching `q`, read in pages of MAX_LIST_PAGE_SIZE until a short one; `onProgress` hears
   * after each page, with `capped` when `total` is only a lower bound.
   */
  listAll(q: string, onProgress: (loaded: number, total: number, capped: boolean) => void, signal?: AbortSignal): Promise<Row[]>;
  remove(ids: readonly string[], signal?: AbortSignal): Promise<RemoveResult>;
}

const TOTAL_HEADER = 'X-Total-Count';
/** 'true' when the server counted a broad search only that far. */
const CAPPED_HEADER = 'X-Total-Count-Capped';

export function resourceClient<Row>(path: string): ResourceClient<Row> {
  async function list({ q, page, pageSize }: ListQuery, signal?: AbortSignal): Promise<ListPage<Row>> {
    const searchParams: Record<string, string | number> = { page, pageSize };
    if (q.trim() !== '') searchParams.q = q.trim();
    const response = await http.get(path, { searchParams, signal });
    const rows = (await response.json()) as Row[];
    const header = response.headers.get(TOTAL_HEADER);
    // A server without the header still pages correctly as far as this page goes.
    const total = header === null ? (page - 1) * pageSize + rows.length : Number(header);
    return { rows, total, capped: response.headers.get(CAPPED_HEADER) === 'true' };
  }

  return {
    path,
    list,
    async listAll(q, onProgress, signal) {
      const rows: Row[] = [];
      let total = Infinity;
      let capped = false;
      // A capped total is a lower bound: only a short page says the rows are all read.
      for (let page = 1; capped || rows.length < total; page += 1) {
        const answer = await list({ q, page, pageSize: MAX_LIST_PAGE_SIZE }, signal);
        rows.push(...answer.rows);
        total = answer.total;
        capped = answer.capped === true;
        onProgress(rows.length, Math.max(total, rows.length), capped);
        // Rows deleted while reading would leave the count short forever.
        if (answer.rows.length < MAX_LIST_PAGE_SIZE) break;
      }
      return rows;
    },
    async remove(ids, signal) {
      try {
        return await http.delete(path, { searchParams: { ids: ids.join(',') }, signal }).json<DeleteAnswer>();
      } catch (error) {
        return failureFrom(error, 'The selected rows could not be deleted.');
      }
    },
  };
}
