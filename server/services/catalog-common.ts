/**
 * What every catalog resource shares: resolving a reference given by name or id, turning database
 * constraint errors into 409s, escaping search text, and the delete-in-use checks' messages.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { databaseErrorOf, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../http/failures';
import { Status } from '../http/status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A JSON column as the driver answers it: parsed already (node-postgres, PGlite), or as text. */
export function jsonColumn<Value>(value: Value | string | null): Value | null {
  return typeof value === 'string' ? (JSON.parse(value) as Value) : value;
}

/** `%`, `_` and `\` typed in a search box are text, not wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for a case-insensitive contains search on lower(column). */
export function containsPattern(q: string): string {
  return `%${likeEscape(q.toLowerCase())}%`;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function notFound(label: string): ApiError {
  return new ApiError(Status.notFound, `${label} not found.`);
}

/** A 400 under `path` for a reference that names no record. */
export function unknownReference(path: (string | number)[], label: string, value: string): ApiError {
  const message = `There is no ${label} '${value}'.`;
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

/** A 409 for a name another record already has, shown under the field. */
export function duplicateName(label: string, name: string, path: string = 'name'): ApiError {
  const message = `A ${label} named '${name}' already exists.`;
  return new ApiError(Status.conflict, message, [{ message, path: [path] }]);
}

/** "12 products", "1 product". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A 409 naming each selected record that is still in use, and what uses it. */
export function inUse(problems: { index: number; message: string }[]): ApiError {
  const message = problems.length === 1 ? problems[0].message : `${problems[0].message} (and ${countOf(problems.length - 1, 'other')}).`;
  return new ApiError(
    Status.conflict,
    message,
    problems.map((problem) => ({ message: problem.message, path: ['ids', problem.index] })),
  );
}

/**
 * Finds the record `value` names, by id or by name (case-insensitive); undefined when none.
 * `table` and the columns are trusted identifiers from the services, never user text.
 */
export async function findIdByNameOrId(executor: Executor, table: string, value: string): Promise<string | undefined> {
  const rows = await rowsOf<{ id: string }>(executor, sql`select id from ${namedRecordSql(table, value)} as found`);
  return rows[0]?.id;
}

/** The record `value` names as a subquery of its id and name (no row when none), for a statement that reads several at once. */
export function namedRecordSql(table: string, value: string): SQL {
  const byId = isUuid(value) ? sql`id = ${value} or ` : sql``;
  return sql`(select id, name from ${sql.identifier(table)} where ${byId} lower(name) = lower(${value}) order by (id::text = ${value}) desc limit 1)`;
}

/** Resolves a reference or throws the 400 naming its field. */
export async function resolveReference(executor: Executor, table: string, value: string, path: (string | number)[], label: string): Promise<string> {
  const id = await findIdByNameOrId(executor, table, value);
  if (!id) throw unknownReference(path, label, value);
  return id;
}

/**
 * Runs a delete, turning a foreign key violation (a record this service does not know about, such as
 * a sale line of a later issue) into a 409 instead of a 500.
 */
export async function deleteOrConflict<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) throw new ApiError(Status.conflict, message);
    throw error;
  }
}

/** Runs a write, turning a unique violation into the 409 `onDuplicate` builds. */
export async function writeOrDuplicate<T>(run: () => Promise<T>, onDuplicate: () => ApiError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorOf(error)?.code === PG_UNIQUE_VIOLATION) throw onDuplicate();
    throw error;
  }
}

/** A page of rows and the count of all rows the filter matched. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  /** `total` is a lower bound: counting stopped there (X-Total-Count-Capped). */
  capped?: boolean;
}

/** Offset of a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
