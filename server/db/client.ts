import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

// The drivers (PGlite, pg) and their Drizzle adapters are imported inside openPglite/openPostgres:
// a server only loads the one it uses, which keeps them off the path to the first /healthz answer.

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
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Database;
  progress('Applying migrations to PostgreSQL…');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL settings for PGlite, added to its own defaults (PGlite.defaultStartParams: single user,
 * no parallel workers; durability settings are left as PGlite sets them).
 *
 * shared_buffers: initdb writes 128MB into postgresql.conf, and PGlite touches the whole buffer pool
 * when it starts, so all 128 MB sit in the WebAssembly heap, which never shrinks. Measured here
 * (Node 20, PGlite 0.5.16, a process that only opens an existing database): RSS 294 MB with 128MB,
 * 145–170 MB with 16MB. Reads that miss the pool are served by the OS page cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Creates a new data folder (initdb, then the migrations) in a child node process. In-process, initdb
 * leaves ~630 MB of WebAssembly memories (initdb.wasm, a temporary PGlite and the real one) that the
 * process keeps, and the first migrations grow the heap by ~50 MB more: a first start idled at 873 MB
 * RSS against ~390 MB after a restart. A child returns all of that to the OS when it exits, so the
 * server then opens the folder exactly as on a restart; it costs one node start (~0.1 s) on a first
 * start that takes seconds anyway. The database is built in a side folder and renamed into place
 * once complete, so an interrupted first start leaves no half-made database behind.
 */
async function createPgliteDataFolder(folder: string, startParams: string[]): Promise<void> {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} holds files but no database (no PG_VERSION): move it away and start again.`);
  }
  rmSync(folder, { recursive: true, force: true });
  const building = `${folder}.creating`;
  rmSync(building, { recursive: true, force: true });
  // Plain JavaScript, so the child needs no TypeScript loader.
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const env = process.env;
    const client = await PGlite.create(env.SHOPDESK_PGLITE_FOLDER, { startParams: JSON.parse(env.SHOPDESK_PGLITE_PARAMS), extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: env.SHOPDESK_MIGRATIONS });
    await client.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    // Bare imports resolve from here, to the same packages the server uses.
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    // Only what the child needs: it reads no configuration of its own.
    env: {
      SHOPDESK_PGLITE_FOLDER: building,
      SHOPDESK_PGLITE_PARAMS: JSON.stringify(startParams),
      SHOPDESK_MIGRATIONS: migrationsFolder,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  renameSync(building, folder);
}

/** dataDir undefined: an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined, progress: Progress = () => {}): Promise<OpenDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      // Product search indexes use trigrams (migration 0001); the extension must be loaded to open them.
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
    const folder = dataDir ? resolve(dataDir, 'pglite') : undefined;
    if (folder && !existsSync(join(folder, 'PG_VERSION'))) {
      progress(`Creating the database in ${folder} (first start only, a few seconds)…`);
      await createPgliteDataFolder(folder, startParams);
    }
    const client = await PGlite.create(folder, { startParams, extensions: { pg_trgm } });
    const db = drizzle(client, { schema }) as unknown as Database;
    progress('Applying migrations…');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
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
