import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../server/db/client';
import { readSettings, saveSettings } from '../../server/services/settings';
import { users } from '../../server/db/schema';
import { drivers } from './harness';

const input = {
  systemTitle: 'Karachi Electronics',
  systemLogo: `/uploads/${'c'.repeat(64)}.png`,
  currency: 'Euro' as const,
  currencyPosition: 'Suffix' as const,
  timeZone: 'UTC' as const,
  staffAccess: 'Own Records' as const,
  invoiceFormat: 'Simple' as const,
  dateFormat: 'yyyy-mm-dd' as const,
  developedBy: 'ShopDesk',
};

async function saveThenReopen(open: () => Promise<Awaited<ReturnType<typeof openPglite>>>) {
  const first = await open();
  const [owner] = await first.db.insert(users).values({ name: 'Owner', email: `owner-${Date.now()}@example.com`, passwordHash: 'x', role: 'admin' }).returning();
  await saveSettings(first.db, input, owner.id);
  await first.close();
  const second = await open();
  try {
    return await readSettings(second.db);
  } finally {
    await second.close();
  }
}

/** Opens the same database twice, as two server processes one after the other would. */
async function reopenable(driver: 'pglite' | 'postgres') {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-settings-'));
    return { open: () => openPglite(dataDir), cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shopdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openPostgres(url.toString()),
    cleanUp: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(drivers)('General Setting on %s', (driver) => {
  it('survives a restart of the server', async () => {
    const database = await reopenable(driver);
    try {
      expect(await saveThenReopen(database.open)).toMatchObject({ systemTitle: 'Karachi Electronics', currency: 'Euro', currencyPosition: 'Suffix', staffAccess: 'Own Records', dateFormat: 'yyyy-mm-dd' });
    } finally {
      await database.cleanUp();
    }
  }, 60_000);
});
