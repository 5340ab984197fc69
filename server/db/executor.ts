import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Where a service reads and writes: the request's transaction for a write route (the route layer
 * opens it), the database for a read. Services never open a transaction of their own.
 */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete' | '$with' | 'with'>;

type Results<Reads extends readonly (() => unknown)[]> = { -readonly [K in keyof Reads]: Reads[K] extends () => infer Value ? Awaited<Value> : never };

/**
 * Runs independent reads: at once on the database, where each takes its own pooled connection, and
 * one after another in a transaction, which is one connection. node-postgres queues a query sent
 * while another runs on the same client, deprecated and refused from pg 9.
 */
export async function readTogether<const Reads extends readonly (() => unknown)[]>(executor: Executor, reads: Reads): Promise<Results<Reads>> {
  if (!(executor instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
