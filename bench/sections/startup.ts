import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../lib/free-port';
import { fixed, passFail } from '../lib/markdown';
import { descendantPids, rssMb } from '../lib/proc';
import { lockFileReleased, type RunningServer } from '../lib/server-process';
import { startShopDesk } from '../lib/shopdesk-server';

export const FIRST_START_BUDGET_S = 10;
export const RESTART_BUDGET_S = 2;
export const RSS_BUDGET_MB = 250;
const RESTARTS = 3;
// Let start-up garbage settle before calling the process idle.
export const IDLE_SETTLE_MS = 1500;

export interface StartupResult {
  timeRows: string[][];
  memoryRows: string[][];
  notes: string[];
  /** The last restarted server, left running for the load runs. */
  server?: RunningServer;
}

/** RSS of the server process, and the summed RSS of the processes below it (none: undefined). */
function rssOf(server: RunningServer): { server?: number; launcher?: number } {
  const others = [server.launcherPid, ...descendantPids(server.launcherPid)].filter((pid) => pid !== server.serverPid);
  const otherRss = others.map((pid) => rssMb(pid) ?? 0);
  return { server: rssMb(server.serverPid), launcher: otherRss.length ? otherRss.reduce((x, y) => x + y, 0) : undefined };
}

async function idleRss(server: RunningServer): Promise<{ server?: number; launcher?: number }> {
  await sleep(IDLE_SETTLE_MS);
  return rssOf(server);
}

/** The server's own "started in" figure: from main.ts's first line, so without node start-up, tsx and imports. */
function selfReported(server: RunningServer): string {
  const match = /started in ([\d.]+) s/.exec(server.output());
  return match ? match[1] : '—';
}

function memoryRow(label: string, rss: { server?: number; launcher?: number }): string[] {
  return [label, fixed(rss.server, 0), fixed(rss.launcher, 0), `≤ ${RSS_BUDGET_MB}`, passFail(rss.server, RSS_BUDGET_MB)];
}

export function memoryRowAfterLoad(label: string, server: RunningServer): string[] {
  const rss = rssOf(server);
  return [label, fixed(rss.server, 0), fixed(rss.launcher, 0), 'info', '—'];
}

async function stopAndCheckLock(server: RunningServer, dataDir: string, notes: string[]) {
  await server.stop();
  if (!lockFileReleased(dataDir)) notes.push('The server left `server.lock` in DATA_DIR after SIGTERM.');
}

/** First start on an empty DATA_DIR, then restarts on the same folder, each timed from spawn to the first 200 on /healthz. */
export async function measurePgliteStartup(repo: string, dataDir: string, staticDir: string): Promise<StartupResult> {
  const timeRows: string[][] = [];
  const memoryRows: string[][] = [];
  const notes: string[] = [];
  try {
    console.log('[bench] PGlite first start…');
    const first = await startShopDesk({ repo, port: await freePort(), dataDir, staticDir });
    const firstSeconds = first.readyMs / 1000;
    timeRows.push(['First start (new DATA_DIR, initdb + migrations)', fixed(firstSeconds, 2), selfReported(first), `≤ ${FIRST_START_BUDGET_S}`, passFail(firstSeconds, FIRST_START_BUDGET_S)]);
    memoryRows.push(memoryRow('Idle after first start', await idleRss(first)));
    if (!/Creating the database/.test(first.output())) notes.push('First start printed no "Creating the database" progress line.');
    await stopAndCheckLock(first, dataDir, notes);

    const restartSeconds: number[] = [];
    const restartSelfReported: string[] = [];
    let server: RunningServer | undefined;
    for (let attempt = 1; attempt <= RESTARTS; attempt++) {
      if (server) await stopAndCheckLock(server, dataDir, notes);
      console.log(`[bench] PGlite restart ${attempt}/${RESTARTS}…`);
      server = await startShopDesk({ repo, port: await freePort(), dataDir, staticDir });
      restartSeconds.push(server.readyMs / 1000);
      restartSelfReported.push(selfReported(server));
    }
    restartSeconds.forEach((seconds, index) => {
      timeRows.push([`Restart ${index + 1} of ${RESTARTS}, same DATA_DIR`, fixed(seconds, 2), restartSelfReported[index], `≤ ${RESTART_BUDGET_S}`, passFail(seconds, RESTART_BUDGET_S)]);
    });
    const median = [...restartSeconds].sort((x, y) => x - y)[Math.floor(RESTARTS / 2)];
    timeRows.push([`**Restart, median of ${RESTARTS}**`, fixed(median, 2), '', `≤ ${RESTART_BUDGET_S}`, passFail(median, RESTART_BUDGET_S)]);
    memoryRows.push(memoryRow('Idle after restart', await idleRss(server!)));
    return { timeRows, memoryRows, notes, server };
  } catch (error) {
    const reason = `not measured: ${(error as Error).message.split('\n')[0]}`;
    if (timeRows.length === 0) timeRows.push(['First start', reason, '—', `≤ ${FIRST_START_BUDGET_S}`, '—']);
    timeRows.push(['Restart', reason, '—', `≤ ${RESTART_BUDGET_S}`, '—']);
    notes.push(`Start-up failed: ${(error as Error).message.slice(0, 1500)}`);
    return { timeRows, memoryRows, notes };
  }
}
