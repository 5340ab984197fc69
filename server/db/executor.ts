import type { Database } from './client';

/**
 * Where a service reads and writes: the request's transaction for a write route (the route layer
 * opens it), the database for a read. Services never open a transaction of their own.
 */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete' | '$with' | 'with'>;
