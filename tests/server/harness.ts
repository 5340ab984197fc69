import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../server/app';
import { createAppServer } from '../../server/http/listen';
import { openPglite, openPostgres, type Database, type OpenDatabase } from '../../server/db/client';
import { insertReferenceData } from '../../server/db/reference-data';
import { recordAnswers } from './answer-recorder';
import { adminQuery } from './database-templates';

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

/** One database per test file (PGlite start-up costs seconds); tables are emptied between tests. */
export async function startTestServer(driver: 'pglite' | 'postgres', options: { cacheSessions?: boolean } = {}): Promise<TestServer> {
  const { database, dropDatabase } = driver === 'pglite' ? { database: await openTestPglite(), dropDatabase: async () => {} } : await createPostgresDatabase();
  const uploadDir = mkdtempSync(join(tmpdir(), 'shopdesk-uploads-'));
  const app = createApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, uploadDir, log: () => {}, cacheSessions: options.cacheSessions });
  recordAnswers(app);
  return {
    app,
    db: database.db,
    uploadDir,
    reset: () => emptyEveryTable(database),
    close: async () => {
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** A new in-memory PGlite, migrated: a copy of the run's template (tests/server/database-templates.ts). */
export async function openTestPglite(): Promise<OpenDatabase> {
  const fromDump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openPglite(undefined, undefined, { fromDump });
}

/** A new PostgreSQL database, migrated: a copy of the run's template (tests/server/database-templates.ts). */
async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shopdesk_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  // A throwaway test database need not wait for each commit to reach the disk: 3.2 ms a commit here, 0.3 ms
  // without (only a crash of PostgreSQL itself could lose the last commits). Set on the database, because
  // a template's settings are not copied and the pool sets its own connection options.
  await adminQuery(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return { database, dropDatabase: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function emptyEveryTable(database: OpenDatabase) {
  const result = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((row) => `"${row.tablename}"`);
  // DELETE with triggers and foreign-key checks off, not TRUNCATE: on PostgreSQL a TRUNCATE of every
  // table syncs each table's new file at commit (0.25-0.35 s a reset on a quiet machine, seconds under
  // load, hundreds of resets a run), while a test leaves only a few rows to delete.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of tables) await tx.execute(sql.raw(`DELETE FROM ${table}`));
  });
  // The reference sequences (PR-…, SL-…) start again at 1, as on a new database.
  const sequences = (await database.db.execute(sql`select sequencename from pg_sequences where schemaname = 'public'`)) as unknown as { rows: { sequencename: string }[] };
  for (const { sequencename } of sequences.rows) await database.db.execute(sql.raw(`ALTER SEQUENCE "${sequencename}" RESTART`));
  // A new database always has its reference data (migrations 0002 and 0008).
  await insertReferenceData(database.db);
}

export function jsonRequest(method: string, body?: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

export async function signUp(app: App, name = 'Ayesha Khan', email = 'ayesha@example.com', password = 'counter-pass-1') {
  const response = await app.request('/auth/signup', jsonRequest('POST', { name, email, password }));
  return { response, body: await response.json() };
}

/**
 * A later sign-up, approved at once as the shop's admin would on the Users screen, for
 * tests about something else than the approval itself.
 */
export async function signUpApproved(server: TestServer, name: string, email: string, password = 'counter-pass-1') {
  const result = await signUp(server.app, name, email, password);
  await server.db.update(users).set({ status: 'active' }).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return result;
}

export async function logIn(app: App, email = 'ayesha@example.com', password = 'counter-pass-1'): Promise<string> {
  const response = await app.request('/auth/login', jsonRequest('POST', { email, password }));
  const body = await response.json();
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
