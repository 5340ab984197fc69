// The server tests' database templates (vitest globalSetup of the server project, vite.config.ts), made
// once per run with the current migrations, so that each test file's database starts migrated instead of
// running initdb and every migration again (seconds per file):
// - PGlite: an in-memory database, migrated and dumped to a file; each file loads a copy
//   (PgliteOptions.fromDump).
// - PostgreSQL, when TEST_DATABASE_URL is set: a migrated database each file's database is created from
//   (CREATE DATABASE … TEMPLATE), dropped at the end of the run with every copy (tests/server/harness.ts
//   keeps its copies for the worker's next file and never drops them itself).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadPglite, openPostgres } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the migrated PGlite dump the server tests start from. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database the server tests' databases are copied from ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

export default async function makeDatabaseTemplates(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-pglite-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? `shopdesk_test_template_${randomBytes(6).toString('hex')}` : '';
  const [pglitePath] = await Promise.all([makePgliteTemplate(folder), adminUrl ? makePostgresTemplate(adminUrl, postgresTemplate) : null]);
  project.provide('pgliteTemplate', pglitePath);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) await dropTemplateAndCopies(adminUrl, postgresTemplate);
  };
}

async function makePgliteTemplate(folder: string): Promise<string> {
  const pglite = await loadPglite();
  const client = await pglite.create(undefined, false);
  await pglite.applyMigrations(client);
  // Uncompressed: gzip would cost every test file time to unpack it.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(folder, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

async function makePostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed again before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openPostgres(url.toString());
  await database.close();
}

/** The name of a test database copied from the template: the run's end knows its copies by it. */
export function testDatabaseName(template: string, suffix: string): string {
  return `${template}_${suffix}`;
}

async function dropTemplateAndCopies(adminUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const copies = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [testDatabaseName(template, '')]);
    for (const { datname } of copies.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
