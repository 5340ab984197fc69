import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(adminUrl = ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh, uniquely named database; the name is generated here, so quoting it is safe. */
export async function createBenchDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `shopdesk_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * VACUUM ANALYZE, as autovacuum would have done by the time a shop reads its reports: this machine's
 * PostgreSQL runs with autovacuum off, so after a seed or a migration that rewrites rows the tables
 * carried their dead rows and no statistics (the year's sales report took 221 ms instead of ~100).
 */
export async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
