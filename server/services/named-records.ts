/**
 * The service shape of a small named record (warehouse, biller, brand, tax, unit, category): list by
 * name with search, get, create, update, delete with in-use checks. Each resource supplies its
 * columns, how an input becomes a row, and what may use it.
 */
import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import type { CrudService } from './crud-service';
import type { ListQuery } from '../../src/domain/list.schemas';
import { offsetOf, type Page } from './paging';
import { deleteOrConflict, duplicateName, inUse, notFound, selectionNotFound, writeOrDuplicate } from './record-errors';
import { containsPattern } from './search-patterns';
import { en } from '../i18n/english';
import { pluralOf, type Noun } from '../i18n/words';

type NamedTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
};

export interface NamedRecordConfig<Input, Row extends { id: string; name: string }, Answer> {
  table: NamedTable;
  noun: Noun;
  /** Lower-cased columns the list's q searches (contains); name by default. */
  searchColumns?: SQL[];
  /** Or a whole condition for a `%q%` pattern (lower-cased and escaped), when search needs more than columns. */
  search?: (pattern: string) => SQL;
  /** The row's columns from a validated input; may resolve references (throwing 400s). */
  values(executor: Executor, input: Input, id: string | undefined): Promise<Record<string, unknown>>;
  /** Answers for rows read from `table` (in the rows' order), as `viewer` may see them. */
  answer(executor: Executor, rows: Row[], viewer: SessionUser): Promise<Answer[]>;
  /** For each record about to be deleted that something still uses: what uses it. */
  usage?(executor: Executor, records: Row[], deletingIds: string[]): Promise<{ id: string; message: string }[]>;
  /** The list's order before the name (taxes go by rate: VAT 5% before VAT 10%). */
  orderFirst?: SQL;
  /** The 409 for a unique violation on write (defaults to a duplicate name). */
  duplicate?(input: Input): ReturnType<typeof duplicateName>;
}

export function namedRecordService<Input extends { name: string }, Row extends { id: string; name: string }, Answer>(
  config: NamedRecordConfig<Input, Row, Answer>,
): CrudService<Input, Answer> {
  const { table, noun } = config;
  const searchColumns = config.searchColumns ?? [sql`lower(${table.name})`];
  const duplicate = config.duplicate ?? ((input: Input) => duplicateName(noun, input.name));

  async function readRows(executor: Executor, where: SQL | undefined, query?: ListQuery): Promise<Row[]> {
    const base = executor.select().from(table as PgTable).where(where).orderBy(...(config.orderFirst ? [config.orderFirst] : []), asc(sql`lower(${table.name})`), asc(table.id));
    const rows = query ? await base.limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)) : await base;
    return rows as unknown as Row[];
  }

  async function getOne(executor: Executor, id: string, viewer: SessionUser): Promise<Answer> {
    const rows = await readRows(executor, eq(table.id, id));
    if (rows.length === 0) throw notFound(noun);
    return (await config.answer(executor, rows, viewer))[0];
  }

  return {
    noun,

    async list(db: Executor, query: ListQuery, viewer: SessionUser): Promise<Page<Answer>> {
      const pattern = containsPattern(query.q);
      const where = !query.q
        ? undefined
        : config.search
          ? config.search(pattern)
          : or(...searchColumns.map((column) => sql`${column} like ${pattern}`));
      const [rows, [{ total }]] = await Promise.all([
        readRows(db, where, query),
        db.select({ total: count() }).from(table as PgTable).where(where),
      ]);
      return { rows: await config.answer(db, rows, viewer), total };
    },

    get: (db, id, viewer) => getOne(db, id, viewer),

    create: (tx, input, user: SessionUser) =>
      writeOrDuplicate(async () => {
        const values = await config.values(tx, input, undefined);
        const [row] = await tx
          .insert(table)
          .values({ ...values, createdBy: user.id } as never)
          .returning({ id: table.id });
        return getOne(tx, (row as { id: string }).id, user);
      }, () => duplicate(input)),

    update: (tx, id, input, user) =>
      writeOrDuplicate(async () => {
        const values = await config.values(tx, input, id);
        const updated = await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning({ id: table.id });
        if (updated.length === 0) throw notFound(noun);
        return getOne(tx, id, user);
      }, () => duplicate(input)),

    remove: (tx, ids) =>
      deleteOrConflict(async () => {
        const rows = await readRows(tx, inArray(table.id, ids));
        if (rows.length < ids.length) throw selectionNotFound(noun, ids.length, ids.length - rows.length);
        const problems = config.usage ? await config.usage(tx, rows, ids) : [];
        if (problems.length > 0) {
          throw inUse(problems.map((problem) => ({ index: ids.indexOf(problem.id), message: problem.message })));
        }
        // Another request may have deleted some of these rows since they were read: the rows this
        // delete removed are the answer, and fewer than asked undoes it (the error rolls back).
        const deleted = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
        if (deleted.length < ids.length) throw selectionNotFound(noun, ids.length, ids.length - deleted.length);
        return deleted.length;
      }, ids.length === 1 ? en`This ${noun} is still used by other records.` : en`Some of the selected ${pluralOf(noun)} are still used by other records.`),
  };
}

/** Counts rows of `table` per value of `column` among `ids`, e.g. products per brand. */
export async function countsBy(executor: Executor, table: PgTable, column: PgColumn, ids: string[], extra?: SQL): Promise<Map<string, number>> {
  const rows = await executor
    .select({ id: column, n: count() })
    .from(table)
    .where(extra ? sql`${inArray(column, ids)} and ${extra}` : inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id as string, row.n]));
}
