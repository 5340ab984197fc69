// The ceiling that matters for an authenticated read: the same HTTP stack as ShopDesk (Hono on
// @hono/node-server) plus one indexed SELECT per request (a user by primary key), on the same driver
// set up as ShopDesk sets it up: a pg pool of the same size, or PGlite on the same folder and settings.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadPglite, POSTGRES_POOL_SIZE } from '../../server/db/client';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POSTGRES_POOL_SIZE });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const pglite = await loadPglite();
  const client = await pglite.create(process.env.PGLITE_FOLDER, true);
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

const database = await connect();
const [someone] = (await database.query('SELECT id FROM users ORDER BY created_at LIMIT 1', [])).rows;
if (!someone) throw new Error('select-server: the database has no user to read');
const SELECT_USER = 'SELECT id, name, email, role FROM users WHERE id = $1';

const app = new Hono().get('/', async (c) => {
  const { rows } = await database.query(SELECT_USER, [someone.id]);
  return c.json(rows[0]);
});
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
