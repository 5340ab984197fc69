import { execFile } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';

// The drivers (PGlite, pg) and their Drizzle adapters are imported inside openPglite/openPostgres:
// a server only loads the one it uses, which keeps them off the path to the first /healthz answer.

/**
 * Drizzle without the schema's relational query builders (db.query.*, unused here): with them, every
 * transaction built one builder per table before its first statement (bench/RESULTS.md section 8).
 * Queries name their tables from ./schema.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Connections each server process keeps to PostgreSQL (bench/lib/select-server.ts uses the same). */
export const POSTGRES_POOL_SIZE = 10;

/** Any number keeps concurrent server starts from migrating the same database twice at once. */
const MIGRATION_LOCK_ID = 727_001;

export type Progress = (message: string) => void;

/** Statements each connection keeps prepared; later new texts run unnamed, parsed and planned each time. */
const PREPARED_PER_CONNECTION = 300;

/**
 * A pool of connections that:
 * - each start with their own number in shopdesk.report_slot, which the report triggers add to
 *   (migration 0011): concurrent checkouts then update different report_days rows instead of
 *   queueing on one. The number is a startup option of the connection (no extra query), and free
 *   again once the pool drops that connection;
 * - inside a transaction (a write request), prepare each statement text with parameters once:
 *   node-postgres sends unnamed statements, parsed and planned on every run, and that was a third
 *   of PostgreSQL's CPU in a checkout. A name is per connection and per text, so it can
 *   never stand for another statement. Reads outside a transaction (lists, reports) stay unnamed:
 *   after five runs PostgreSQL may keep a generic plan, blind to the parameters, and for the sales
 *   report of a year by profit that plan took 488 ms where one made for the year took 148 ms. A
 *   write's statements find rows by key, where the generic plan is the same plan.
 */
function preparingPool(pg: typeof import('pg').default, databaseUrl: string): import('pg').Pool {
  const taken = new Set<number>();
  class PreparingClient extends pg.Client {
    readonly slot: number;
    private readonly names = new Map<string, string>();
    constructor(config: import('pg').ClientConfig = {}) {
      let slot = 0;
      while (taken.has(slot)) slot += 1;
      super({ ...config, options: `-c shopdesk.report_slot=${slot}` });
      taken.add(slot);
      this.slot = slot;
    }
    // node-postgres's query() has many overloads; only a config object with text and values is named.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const named = this.named(config, values);
      return (super.query as (...args: unknown[]) => never)(named, values, callback);
    }
    private named(config: unknown, values: unknown): unknown {
      if (this.getTransactionStatus() !== 'T') return config;
      if (!config || typeof config !== 'object' || !('text' in config) || typeof config.text !== 'string' || ('name' in config && config.name)) return config;
      const count = Array.isArray(values) ? values.length : 'values' in config && Array.isArray(config.values) ? config.values.length : 0;
      if (count === 0) return config;
      let name = this.names.get(config.text);
      if (!name && this.names.size < PREPARED_PER_CONNECTION) this.names.set(config.text, (name = `shopdesk_${this.names.size}`));
      return name ? { ...config, name } : config;
    }
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE, Client: PreparingClient });
  pool.on('remove', (client) => {
    if (client instanceof PreparingClient) taken.delete(client.slot);
  });
  return pool;
}

export async function openPostgres(databaseUrl: string, progress: Progress = () => {}): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = preparingPool(pg, databaseUrl);
  // PostgreSQL may end an idle connection (a restart, an administrator, a dropped test database): the
  // pool drops it and opens a new one for the next query. Unheard, that 'error' event ends the process.
  pool.on('error', () => {});
  const db = drizzle(pool) as unknown as Database;
  progress('Applying migrations to PostgreSQL…');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL settings for PGlite, added to its own defaults (PGlite.defaultStartParams: single user,
 * no parallel workers).
 *
 * shared_buffers: initdb writes 128MB into postgresql.conf, and PGlite touches the whole buffer pool
 * when it starts, so all 128 MB sit in the WebAssembly heap, which never shrinks. Measured here
 * (Node 20, PGlite 0.5.16, a process that only opens an existing database): RSS 294 MB with 128MB,
 * 145–170 MB with 16MB. Reads that miss the pool are served by the OS page cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export interface PgliteOptions {
  /**
   * Sync each commit to disk before answering (default; docs/decisions/012-durability.md). false: PGlite's own
   * default, fsync off: a killed process still loses nothing, a power cut can lose recent writes.
   */
  sync?: boolean;
  /** A database created now gets the demo shop (SEED=demo), its pictures stored in this folder. */
  demoUploadDir?: string;
  /**
   * In memory only: start from this copy of a database (PGlite's dumpDataDir) instead of a new one.
   * The server tests open one migrated copy per file (tests/server/database-templates.ts): initdb and the
   * migrations cost seconds per file, loading the copy a fraction of that.
   */
  fromDump?: Blob;
}

/** The drivers are loaded on first use only: a server on PostgreSQL never loads PGlite. */
export async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }, { SyncedNodeFS, DURABLE_START_PARAMS }] = await Promise.all([
    import('@electric-sql/pglite'),
    // Product search indexes use trigrams (migration 0001); the extension must be loaded to open them.
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-durability'),
  ]);
  /** dataFolder undefined: in memory (tests), new or loaded from a dump (PgliteOptions.fromDump). */
  const create = (dataFolder: string | undefined, sync: boolean, fromDump?: Blob) => {
    const defaults = sync && dataFolder ? DURABLE_START_PARAMS(PGlite.defaultStartParams) : PGlite.defaultStartParams;
    const startParams = [...defaults, ...PGLITE_SETTINGS];
    const fs = dataFolder && sync ? new SyncedNodeFS(dataFolder) : undefined;
    if (fs) return PGlite.create({ fs, startParams, extensions: { pg_trgm } });
    return PGlite.create({ dataDir: dataFolder, loadDataDir: dataFolder ? undefined : fromDump, startParams, extensions: { pg_trgm } });
  };
  const toDatabase = (client: Awaited<ReturnType<typeof create>>) => drizzle(client) as unknown as Database;
  const applyMigrations = (client: Awaited<ReturnType<typeof create>>) => migrate(drizzle(client), { migrationsFolder });
  return { create, applyMigrations, toDatabase };
}

/** What openPglite hands the child that creates a folder (create-pglite-folder.ts), as JSON. */
export interface PgliteFolderConfig {
  /** The folder to create the database in. */
  folder: string;
  /** Sync each commit to disk (PgliteOptions.sync). */
  sync: boolean;
  /** Seed the demo shop, its pictures stored in this folder. */
  demoUploadDir?: string;
}

/** The build puts this entry beside the bundled server, as it sits beside this file in the sources. */
const createFolderEntry = fileURLToPath(new URL(`./create-pglite-folder.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url));

/**
 * Creates a new data folder (initdb, the migrations and, asked for, the demo shop) in a child node
 * process (server/db/create-pglite-folder.ts). In-process, initdb leaves ~630 MB of WebAssembly
 * memories (initdb.wasm, a temporary PGlite and the real one) that the process keeps, the first
 * migrations grow the heap by ~50 MB more, and the seed's inserts ~60 MB more: a first start idled at
 * 873 MB RSS against ~390 MB after a restart. A child returns all of that to the OS when it exits,
 * so the server then opens the folder exactly as on a restart. The database is built in a side
 * folder and renamed into place once complete, so an interrupted first start leaves no half-made
 * database behind.
 */
async function createPgliteDataFolder(folder: string, options: PgliteOptions, progress: Progress): Promise<void> {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} holds files but no database (no PG_VERSION): move it away and start again.`);
  }
  rmSync(folder, { recursive: true, force: true });
  const building = `${folder}.creating`;
  rmSync(building, { recursive: true, force: true });
  // From the sources (dev, tests) the child needs the TypeScript loader; the build runs plain JavaScript.
  const config: PgliteFolderConfig = { folder: building, sync: options.sync !== false, demoUploadDir: options.demoUploadDir };
  const entry = createFolderEntry.endsWith('.ts') ? ['--import', 'tsx', createFolderEntry] : [createFolderEntry];
  const args = [...entry, JSON.stringify(config)];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    // `--import tsx` resolves from here.
    cwd: dirname(createFolderEntry),
    // Its configuration is the argument above; it reads no environment of its own.
    env: {},
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const line of stdout.split('\n')) if (line.trim()) progress(line.trim());
  renameSync(building, folder);
  syncFolder(dirname(folder));
}

/** A rename is on disk once its folder is synced. */
function syncFolder(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** dataDir undefined: an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined, progress: Progress = () => {}, options: PgliteOptions = {}): Promise<OpenDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = await loadPglite();
    const folder = dataDir ? resolve(dataDir, 'pglite') : undefined;
    if (folder && !existsSync(join(folder, 'PG_VERSION'))) {
      progress(`Creating the database in ${folder} (first start only, a few seconds)…`);
      await createPgliteDataFolder(folder, options, progress);
    }
    const client = await pglite.create(folder, options.sync !== false, options.fromDump);
    const db = pglite.toDatabase(client);
    progress('Applying migrations…');
    await pglite.applyMigrations(client);
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
