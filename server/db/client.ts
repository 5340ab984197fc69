import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number keeps concurrent server starts from migrating the same database twice at once. */
const MIGRATION_LOCK_ID = 727_001;

export type Progress = (message: string) => void;

export async function openPostgres(databaseUrl: string, progress: Progress = () => {}): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  progress('Applying migrations to PostgreSQL…');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** dataDir undefined: an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined, progress: Progress = () => {}): Promise<OpenDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const folder = dataDir ? join(dataDir, 'pglite') : undefined;
    if (folder && !existsSync(join(folder, 'PG_VERSION'))) {
      progress(`Creating the database in ${folder} (first start only, a few seconds)…`);
    }
    const client = await PGlite.create(folder);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    progress('Applying migrations…');
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
