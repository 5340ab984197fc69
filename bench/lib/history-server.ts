import { loadavg } from 'node:os';
import { freePort } from './free-port';
import { pgliteHistory, postgresHistory, type HistoryDatabase } from './history-database';
import { postgresReachable, vacuumAnalyze } from './postgres-database';
import type { RunningServer } from './server-process';
import { createBenchUser, startShopDesk, type BenchUser } from './shopdesk-server';

export type Driver = 'PostgreSQL' | 'PGlite';
/** Both, or only those BENCH_DRIVERS names (comma-separated), e.g. `BENCH_DRIVERS=PostgreSQL npm run bench -- checkout`. */
export const DRIVERS: Driver[] = (['PostgreSQL', 'PGlite'] as const).filter((driver) => !process.env.BENCH_DRIVERS || process.env.BENCH_DRIVERS.split(',').includes(driver));

export interface HistoryRun<T> {
  driver: Driver;
  result?: T;
  error?: string;
  origin?: string;
  /** 1-minute load average before and after the measuring. */
  loadBefore: number;
  loadAfter: number;
}

export const firstLine = (error: unknown) => (error as Error).message.split('\n')[0].replace(/\|/g, '\\|').slice(0, 200);
export const load1 = () => loadavg()[0];
export const loadText = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/**
 * Starts the real built server (as `npm start` does) on the kept history database of each driver,
 * signs in the bench user and runs `work`; the server is stopped after each driver.
 */
export async function onHistoryDatabases<T>(
  repo: string,
  buildDir: string,
  tempRoot: string,
  work: (server: RunningServer, user: BenchUser, database: HistoryDatabase) => Promise<T>,
  options: { drivers?: Driver[]; serverEnv?: Record<string, string> } = {},
): Promise<HistoryRun<T>[]> {
  const { drivers = DRIVERS, serverEnv } = options;
  const runs: HistoryRun<T>[] = [];
  for (const driver of drivers) {
    const loadBefore = load1();
    let server: RunningServer | undefined;
    try {
      if (driver === 'PostgreSQL' && !(await postgresReachable())) throw new Error('PostgreSQL unreachable');
      const database = driver === 'PostgreSQL' ? await postgresHistory(repo, tempRoot) : await pgliteHistory(repo);
      server = await startShopDesk({ repo, port: await freePort(), dataDir: database.dataDir, databaseUrl: database.databaseUrl, staticDir: buildDir, timeoutMs: 20 * 60_000, env: serverEnv });
      if (database.databaseUrl) await vacuumAnalyze(database.databaseUrl);
      const user = await createBenchUser(server.url);
      const result = await work(server, user, database);
      runs.push({ driver, result, origin: database.origin, loadBefore, loadAfter: load1() });
    } catch (error) {
      console.log(`[bench] ${driver}: ${(error as Error).message.slice(0, 500)}`);
      runs.push({ driver, error: firstLine(error), loadBefore, loadAfter: load1() });
    } finally {
      await server?.stop();
    }
  }
  return runs;
}
