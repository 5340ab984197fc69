/**
 * References to another record given by name or by id (docs/api.md#references-by-name-or-id):
 * found without regard to case, or refused with a 400 naming the field.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/raw-rows';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { en } from '../i18n/english';
import type { Noun } from '../i18n/words';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** A 400 under `path` for a reference that names no record. */
export function unknownReference(path: (string | number)[], noun: Noun, value: string): ApiError {
  const message = en`There is no ${noun} '${value}'.`;
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

/**
 * A deactivated warehouse keeps its name on its documents and its stock history, and takes no new
 * stock movement (docs/screens.md#warehouses): a 400 under `path` for a write that names one.
 */
export function deactivatedWarehouse(path: (string | number)[], name: string): ApiError {
  const message = en`Warehouse '${name}' is deactivated.`;
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

/** The active warehouse `value` names (by id or name), or the 400 under `path`: none, or deactivated. */
export async function resolveActiveWarehouse(executor: Executor, value: string, path: (string | number)[]): Promise<{ id: string; name: string }> {
  const [row] = await rowsOf<{ id: string; name: string; active: boolean }>(
    executor,
    sql`select found.id, found.name, w.active from ${namedRecordSql('warehouses', value)} as found join warehouses w on w.id = found.id`,
  );
  if (!row) throw unknownReference(path, 'warehouse', value);
  if (!row.active) throw deactivatedWarehouse(path, row.name);
  return { id: row.id, name: row.name };
}

/** The record `value` names as a subquery of its id and name (no row when none), for a statement that reads several at once. */
export function namedRecordSql(table: string, value: string): SQL {
  const byId = isUuid(value) ? sql`id = ${value} or ` : sql``;
  return sql`(select id, name from ${sql.identifier(table)} where ${byId} lower(name) = lower(${value}) order by (id::text = ${value}) desc limit 1)`;
}

/**
 * Finds the record `value` names, by id or by name (case-insensitive); undefined when none.
 * `table` and the columns are trusted identifiers from the services, never user text.
 */
async function findIdByNameOrId(executor: Executor, table: string, value: string): Promise<string | undefined> {
  const rows = await rowsOf<{ id: string }>(executor, sql`select id from ${namedRecordSql(table, value)} as found`);
  return rows[0]?.id;
}

/** Resolves a reference or throws the 400 naming its field. */
export async function resolveReference(executor: Executor, table: string, value: string, path: (string | number)[], noun: Noun): Promise<string> {
  const id = await findIdByNameOrId(executor, table, value);
  if (!id) throw unknownReference(path, noun, value);
  return id;
}
