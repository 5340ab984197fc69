import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { DURABLE_START_PARAMS, SyncedNodeFS } from '../../server/db/pglite-durability';
import { freePort, ready, spawnServer, stop } from './server-process';

const folders: string[] = [];
function newFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-durability-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('acknowledged writes on PGlite (docs/decisions/012-durability.md)', () => {
  // One data folder for the three: each new one costs an initdb (seconds).
  const dataDir = newFolder();

  it('survive the server killed with SIGKILL right after its answer', async () => {
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'durability-test-secret-long-enough-for-hs256' };
    const first = spawnServer({ ...env, PORT: String(await freePort()) });
    await ready(first, 170_000);
    const owner = { name: 'Ayesha Khan', email: 'ayesha@example.com', password: 'counter-pass-1' };
    expect((await postJson(`${first.url}/auth/signup`, owner)).status).toBe(201);
    const login = await postJson(`${first.url}/auth/login`, { email: owner.email, password: owner.password });
    const brand = await postJson(`${first.url}/api/brands`, { name: 'Killed Right After' }, login.json.jwtToken);
    expect(brand.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = spawnServer({ ...env, PORT: String(await freePort()) });
    try {
      await ready(second);
      const again = await postJson(`${second.url}/auth/login`, { email: owner.email, password: owner.password });
      expect(again.status).toBe(200);
      const list = await fetch(`${second.url}/api/brands?q=Killed`, { headers: { authorization: `Bearer ${again.json.jwtToken}` } });
      expect((await list.json()).map((row: { name: string }) => row.name)).toEqual(['Killed Right After']);
    } finally {
      await stop(second);
    }
  }, 240_000);
  it('are synced to the disk inside the commit, before the write is answered', async () => {
    let syncs = 0;
    // The folder the server created above; a new one would cost another initdb.
    const client = await PGlite.create({
      fs: new SyncedNodeFS(join(dataDir, 'pglite'), () => void syncs++),
      startParams: DURABLE_START_PARAMS(PGlite.defaultStartParams),
    });
    try {
      await client.exec('CREATE TABLE till_sales (id serial PRIMARY KEY, total integer NOT NULL)');
      const before = syncs;
      await client.transaction(async (tx) => {
        await tx.query('INSERT INTO till_sales (total) VALUES ($1)', [12_500]);
        await tx.query('INSERT INTO till_sales (total) VALUES ($1)', [800]);
      });
      expect(syncs).toBeGreaterThan(before);
      // A read writes nothing and waits for no disk.
      const afterWrite = syncs;
      await client.query('SELECT count(*) FROM till_sales');
      expect(syncs).toBe(afterWrite);
    } finally {
      await client.close();
    }
  });

  it('a server database runs with fsync on, synced through fsync (the only call that reaches the disk)', async () => {
    const database = await openPglite(dataDir);
    try {
      const setting = async (name: string) => ((await database.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0][name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');
    } finally {
      await database.close();
    }
  });
});
