import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import type { ListQuery } from '../../src/domain/list.schemas';
import type { Noun } from '../i18n/words';
import type { Page } from './paging';

/**
 * The five operations every catalog resource offers (docs/api.md#the-calls). Writes run on the
 * request's transaction, which the route layer opened.
 */
export interface CrudService<Input, Answer> {
  /** 'brand': used in messages (server/i18n/words.ts). */
  noun: Noun;
  /** `viewer` is who reads: figures built from documents count only those they may see (docs/roles-and-access.md, "Whose documents"). */
  list(db: Executor, query: ListQuery, viewer: SessionUser): Promise<Page<Answer>>;
  /** Throws a 404 ApiError when there is no such record. */
  get(db: Executor, id: string, viewer: SessionUser): Promise<Answer>;
  create(tx: Executor, input: Input, user: SessionUser): Promise<Answer>;
  update(tx: Executor, id: string, input: Input, user: SessionUser): Promise<Answer>;
  /** Deletes all of `ids`, or throws (404 when one is missing, 409 when one is in use) and the transaction rolls back. */
  remove(tx: Executor, ids: string[]): Promise<number>;
}
