import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../../server/db/client';
import { brands } from '../../server/db/schema';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';

const WRITES = 300;
const WARM_UP = 20;

/** One committed write as a route makes it: a transaction with one insert, awaited. */
async function timeWrites(dataDir: string, sync: boolean, label: string) {
  const database = await openPglite(dataDir, undefined, { sync });
  try {
    const samples: number[] = [];
    for (let index = 0; index < WARM_UP + WRITES; index++) {
      const started = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.insert(brands).values({ name: `${label} ${index} ${Date.now()}` });
      });
      if (index >= WARM_UP) samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b);
  } finally {
    await database.close();
  }
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${fixed(value, 2)}`;

/** docs/decisions/012-durability.md: what syncing each commit to disk costs a write on PGlite. */
export async function durabilitySection(workDir: string): Promise<string> {
  const dataDir = join(workDir, 'pglite-durability');
  console.log('[bench] write durability: PGlite, sync off then on…');
  // The same folder both times (created by the first open); the order does not favour either.
  const off = await timeWrites(dataDir, false, 'unsynced');
  const on = await timeWrites(dataDir, true, 'synced');
  const row = (label: string, samples: number[]) => [label, fixed(percentile(samples, 50), 2), fixed(percentile(samples, 95), 2), fixed(percentile(samples, 99), 2)];
  return [
    '## 5. Write durability (PGlite)',
    '',
    `${WRITES} committed writes one after another (a transaction inserting one brand, awaited, after ${WARM_UP} warm-up ones), in-process through Drizzle on a PGlite folder ` +
      'in the temporary folder (same disk as the repository). "Off" is PGlite\'s own default (fsync off: a power cut can lose the last writes); ' +
      '"on" is ShopDesk\'s default (`PGLITE_SYNC=on`: the WAL is synced to disk inside each commit). Reads are not affected.',
    '',
    table(['Each write', 'p50 ms', 'p95 ms', 'p99 ms'], [row('Sync off (before, PGLITE_SYNC=off)', off), row('Sync on (after, the default)', on)]),
    '',
    `Cost of the sync per write: p50 ${signed(percentile(on, 50) - percentile(off, 50))} ms, p95 ${signed(percentile(on, 95) - percentile(off, 95))} ms ` +
      `(load average ${loadavg()[0].toFixed(2)} when the section ended: other work on the 2 cores widens the tails of both rows).`,
  ].join('\n');
}

// `npx tsx bench/sections/durability.ts`: this section alone, printed.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const workDir = mkdtempSync(join(tmpdir(), 'shopdesk-bench-durability-'));
  try {
    console.log(await durabilitySection(workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
