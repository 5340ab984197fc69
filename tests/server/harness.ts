import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { startSession } from '../../server/auth/sessions';
import { createUser, findUserByEmail } from '../../server/services/users';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../server/app';
import { createAppServer } from '../../server/http/listen';
import { openPglite, openPostgres, type Database, type OpenDatabase } from '../../server/db/client';
import { referenceDataStatements } from '../../server/db/reference-data';
import { recordAnswers } from './answer-recorder';
import { call } from './route-client';
import { adminQuery, testDatabaseName } from './database-templates';

// The Node server main.ts runs (createAppServer) puts @hono/node-server's own Request and Response
// classes in place of the global ones when it starts, and the app then answers with them. Every server
// test file runs with them from its start, as the server does: in a worker that runs several files,
// whether an earlier file had started a loopback server must not change what a later one sees.
createAppServer(() => new Response(null));

/** Server suites run on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set (docs/quality.md#tests). */
export const drivers: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestServer {
  app: App;
  db: Database;
  /** Where this server stores uploaded images (a temporary folder). */
  uploadDir: string;
  /** Empties every table, between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

type Driver = 'pglite' | 'postgres';

/** A test database and the one statement text that empties it. */
interface TestDatabase {
  database: OpenDatabase;
  emptyText: string;
  /** Sends a statement text without parameters (several statements at once). */
  send(text: string): Promise<unknown>;
}

/**
 * Databases whose test file has ended, kept for the next file this worker runs: the server project
 * runs its files without isolation (vite.config.ts), so this module lives as long as its worker, and
 * a new database per file cost ~1 CPU-second on PGlite (loading the template) and a CREATE DATABASE
 * on PostgreSQL. A file gets one emptied, as a new one would be (docs/decisions/046-server-tests-share-a-database-per-file.md).
 */
const idleDatabases: Record<Driver, TestDatabase[]> = { pglite: [], postgres: [] };
/** Enough for the files that keep two servers of one driver open at once; more are closed. */
const MOST_IDLE_PER_DRIVER = 2;

/** One database per test file (PGlite start-up costs seconds); tables are emptied between tests. */
export async function startTestServer(driver: Driver, options: { cacheSessions?: boolean } = {}): Promise<TestServer> {
  const testDatabase = await takeDatabase(driver);
  const { database } = testDatabase;
  const uploadDir = mkdtempSync(join(tmpdir(), 'shopdesk-uploads-'));
  const app = createApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, uploadDir, log: () => {}, cacheSessions: options.cacheSessions });
  recordAnswers(app);
  let closed = false;
  return {
    app,
    db: database.db,
    uploadDir,
    reset: () => emptyEveryTable(testDatabase),
    close: async () => {
      if (closed) return;
      closed = true;
      rmSync(uploadDir, { recursive: true, force: true });
      await handBack(driver, testDatabase);
    },
  };
}

/** An idle database of this worker, emptied, or else a new copy of the template. */
async function takeDatabase(driver: Driver): Promise<TestDatabase> {
  for (let kept = idleDatabases[driver].pop(); kept; kept = idleDatabases[driver].pop()) {
    try {
      await emptyEveryTable(kept);
      return kept;
    } catch {
      // A file that broke its database (a connection lost, a transaction left open) leaves it to no one.
      await kept.database.close().catch(() => {});
    }
  }
  return openTestDatabase(driver);
}

async function handBack(driver: Driver, testDatabase: TestDatabase): Promise<void> {
  if (idleDatabases[driver].length < MOST_IDLE_PER_DRIVER) idleDatabases[driver].push(testDatabase);
  else await testDatabase.database.close();
}

async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  const database = driver === 'pglite' ? await openTestPglite() : await createPostgresDatabase();
  // drizzle's handle on the driver: PGlite's exec and a pg pool's query (no parameters) both take several statements.
  const client = (database.db as unknown as { $client: { exec?(text: string): Promise<unknown>; query(text: string): Promise<unknown> } }).$client;
  const send = (text: string) => (driver === 'pglite' ? client.exec!(text) : client.query(text));
  return { database, send, emptyText: await emptyingText(database) };
}

/** A new in-memory PGlite, migrated: a copy of the run's template (tests/server/database-templates.ts). */
export async function openTestPglite(): Promise<OpenDatabase> {
  const fromDump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openPglite(undefined, undefined, { fromDump });
}

/**
 * A new PostgreSQL database, migrated: a copy of the run's template (tests/server/database-templates.ts),
 * named after it, so the run's end drops every copy a worker still kept.
 */
async function createPostgresDatabase(): Promise<OpenDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = testDatabaseName(inject('postgresTemplate'), randomBytes(6).toString('hex'));
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  // A throwaway test database need not wait for each commit to reach the disk: 3.2 ms a commit here, 0.3 ms
  // without (only a crash of PostgreSQL itself could lose the last commits). Set on the database, because
  // a template's settings are not copied and the pool sets its own connection options.
  await adminQuery(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

/**
 * Empties every table with DELETE, triggers and foreign-key checks off, not TRUNCATE: on PostgreSQL a
 * TRUNCATE of every table syncs each table's new file at commit (0.25-0.35 s a reset on a quiet
 * machine, seconds under load, hundreds of resets a run), while a test leaves only a few rows to
 * delete. The reference sequences (PR-…, SL-…) start again at 1 and the reference data is back, as
 * on a new database (migrations 0002, 0008, 0021). One text, one round trip: sent statement by
 * statement, a PGlite reset cost ~90 ms of CPU (a round trip each), as one text ~8 ms.
 */
async function emptyingText(database: OpenDatabase): Promise<string> {
  const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const sequences = (await database.db.execute(sql`select sequencename from pg_sequences where schemaname = 'public' order by sequencename`)) as unknown as { rows: { sequencename: string }[] };
  return [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...tables.rows.map(({ tablename }) => `DELETE FROM "${tablename}"`),
    'COMMIT',
    ...sequences.rows.map(({ sequencename }) => `ALTER SEQUENCE "${sequencename}" RESTART`),
    ...referenceDataStatements().map((statement) => statement.replace(/;\s*$/, '')),
  ].join(';\n');
}

async function emptyEveryTable(testDatabase: TestDatabase): Promise<void> {
  await testDatabase.send(testDatabase.emptyText);
}

export function signUp(app: App, name = 'Ayesha Khan', email = 'ayesha@example.com', password = 'counter-pass-1') {
  return call(app, 'POST /auth/signup', null, { json: { name, email, password } });
}

/** Each password's argon2 hash, made once per worker (docs/decisions/058-test-accounts-skip-argon2.md). */
const passwordHashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => passwordHashes.get(password) ?? passwordHashes.set(password, hashPassword(password)).get(password)!;

/**
 * An account made as POST /auth/signup makes it (createUser: the first is the active admin, later
 * ones staff awaiting approval), with a hash made once for its password instead of argon2 again: for
 * tests about something else than signing up. Its password logs in through POST /auth/login as usual.
 * An email that already has an account answers that account.
 */
export async function addUser(server: TestServer, name: string, email: string, password = 'counter-pass-1'): Promise<string> {
  const passwordHash = await hashOf(password);
  const made = await server.db.transaction((tx) => createUser(tx, { name, email, password }, passwordHash));
  // The email already has an account (a test made it before): that one, as a second sign-up leaves it.
  return made?._id ?? (await findUserByEmail(server.db, email))!.id;
}

/**
 * A later sign-up, approved at once as the shop's admin would on the Users screen, for
 * tests about something else than the approval itself.
 */
export async function signUpApproved(server: TestServer, name: string, email: string, password = 'counter-pass-1'): Promise<string> {
  const id = await addUser(server, name, email, password);
  await server.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  return id;
}

/** A session of the account, as a login starts it, without checking the password again. */
export function sessionOf(server: TestServer, userId: string): Promise<string> {
  return startSession(server.db, TEST_JWT_SECRET, userId);
}

export async function logIn(app: App, email = 'ayesha@example.com', password = 'counter-pass-1'): Promise<string> {
  const { body } = await call(app, 'POST /auth/login', null, { json: { email, password } });
  if (!body.jwtToken) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.jwtToken;
}

/** Puts a file named `url` (/uploads/<sha-256>.png) in the server's upload folder, as an upload would. */
export function placeUpload(server: TestServer, url: string): void {
  writeFileSync(join(server.uploadDir, url.replace(/^\/uploads\//, '')), '');
}

/** The app behind the Node server main.ts runs (security headers, early refusals), listening on a free loopback port. */
export async function listenOnLoopback(app: App): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const http = createAppServer(app.fetch, { hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, close: () => new Promise<void>((resolve, reject) => http.close((error) => (error ? reject(error) : resolve()))) };
}
