/**
 * What a raw SQL statement answers, read the same way on both drivers (node-postgres and PGlite):
 * its rows, its JSON columns and its timestamps.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A JSON column as the driver answers it: parsed already (node-postgres, PGlite), or as text. */
export function jsonColumn<Value>(value: Value | string | null): Value | null {
  return typeof value === 'string' ? (JSON.parse(value) as Value) : value;
}

/** A timestamp column (a Date, or text from a raw query) as the ISO text every answer carries. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
