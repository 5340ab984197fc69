import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onInterrupt, removeOnExit } from './lib/cleanup';
import { freePort } from './lib/free-port';
import { measureLoad, type LoadResult } from './lib/load';
import { table } from './lib/markdown';
import { createBenchDatabase, postgresReachable } from './lib/postgres-database';
import { startServer, type RunningServer } from './lib/server-process';
import { serveCommand, startShopDesk } from './lib/shopdesk-server';
import { buildServer } from '../server/build';
import { bundleSection, viteBuild } from './sections/bundle';
import { checkoutSection } from './sections/checkout';
import { notificationsSection } from './sections/notifications';
import { offlineCatalogSection } from './sections/offline-catalog';
import { offlinePosSection } from './sections/offline-pos';
import { posSection } from './sections/pos';
import { purchaseSection } from './sections/purchase';
import { catalogSection } from './sections/catalog';
import { durabilitySection } from './sections/durability';
import { importSection } from './sections/import';
import { reportsSection } from './sections/reports';
import { mixedLoadSection } from './sections/mixed-load';
import { lighthouseSection } from './sections/lighthouse';
import { LIGHT_LOAD, LOAD_HEADER, LOGIN_LOAD, loadRow, loadShopDesk, notMeasuredRows, READ_CEILING_HEADER, READ_TARGET_PERCENT, readCeilingRow } from './sections/load';
import { IDLE_SETTLE_MS, measurePgliteStartup, memoryRowAfterLoad } from './sections/startup';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repo = resolve(benchDir, '..');
const startedAt = performance.now();

const tempRoot = mkdtempSync(join(tmpdir(), 'shopdesk-bench-'));
removeOnExit(tempRoot);
const buildDir = join(tempRoot, 'dist');
const running = new Set<RunningServer>();

function machine(): string {
  const nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: \`nproc\` = ${nproc}, ${cpu}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    `- Node: ${process.version}; git HEAD ${commit} (the working tree may hold uncommitted work)`,
    // Other work on the same 2 cores skews every timing; the load average says how busy it was.
    `- Load average when the bench started: ${loadavg().map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min)`,
  ].join('\n');
}

function firstLine(error: unknown): string {
  return (error as Error).message.split('\n')[0].replace(/\|/g, '\\|').slice(0, 160);
}

async function tracked<T extends RunningServer>(start: Promise<T>): Promise<T> {
  const server = await start;
  running.add(server);
  return server;
}

async function stopServer(server: RunningServer | undefined) {
  if (!server || !running.has(server)) return;
  running.delete(server);
  await server.stop();
}

async function measureCeiling(): Promise<LoadResult> {
  const hello = await tracked(
    startServer({
      cwd: repo,
      command: process.execPath,
      args: ['--import', 'tsx', join(benchDir, 'lib', 'hello-server.ts')],
      env: {},
      port: await freePort(),
      healthPath: '/',
      serverCommandPattern: /hello-server\.ts/,
      timeoutMs: 20_000,
    }),
  );
  try {
    console.log('[bench] ceiling: bare Hono hello-world…');
    return await measureLoad({ url: `${hello.url}/` }, LIGHT_LOAD);
  } finally {
    await stopServer(hello);
  }
}

/** Hono plus one indexed SELECT per request (bench/lib/select-server.ts), on the database just measured. */
async function measureSelectCeiling(database: { databaseUrl: string } | { pgliteFolder: string }): Promise<LoadResult> {
  const server = await tracked(
    startServer({
      cwd: repo,
      command: process.execPath,
      args: ['--import', 'tsx', join(benchDir, 'lib', 'select-server.ts')],
      env: 'databaseUrl' in database ? { DATABASE_URL: database.databaseUrl } : { DATABASE_URL: '', PGLITE_FOLDER: database.pgliteFolder },
      port: await freePort(),
      healthPath: '/',
      serverCommandPattern: /select-server\.ts/,
      timeoutMs: 60_000,
    }),
  );
  try {
    console.log('[bench] ceiling: Hono + one indexed SELECT…');
    return await measureLoad({ url: `${server.url}/` }, LIGHT_LOAD);
  } finally {
    await stopServer(server);
  }
}

/** `npm run bench -- load import`: only these sections run, and only their parts of RESULTS.md are rewritten. */
const SECTION_NAMES = ['bundle', 'startup', 'load', 'catalog', 'durability', 'import', 'checkout', 'purchase', 'pos', 'notifications', 'reports', 'mixed', 'offline', 'offline-pos', 'lighthouse'] as const;
type SectionName = (typeof SECTION_NAMES)[number];
const SECTION_HEADINGS: Record<SectionName, string> = {
  bundle: '## 1. ',
  startup: '## 2. ',
  load: '## 3. ',
  catalog: '## 4. ',
  durability: '## 5. ',
  import: '## 6. ',
  checkout: '## 8. ',
  purchase: '## 9. ',
  pos: '## 10. ',
  notifications: '## 11. ',
  reports: '## 12. ',
  mixed: '## 14. ',
  offline: '## 17. ',
  'offline-pos': '## 18. ',
  lighthouse: '## 15. ',
};

function selectedSections(args: string[]): Set<SectionName> {
  const unknown = args.filter((arg) => !(SECTION_NAMES as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown bench section(s): ${unknown.join(', ')} (sections: ${SECTION_NAMES.join(', ')})`);
  return new Set(args as SectionName[]);
}

/** Replaces each re-run section's block (its heading up to the next "## ") in the previous RESULTS.md. */
function spliceSections(previous: string, fresh: Partial<Record<SectionName, string>>, note: string): string {
  let text = previous;
  for (const [name, markdown] of Object.entries(fresh) as [SectionName, string][]) {
    const heading = SECTION_HEADINGS[name];
    const [title, ...body] = markdown.trimEnd().split('\n');
    const block = [title, '', note, ...body].join('\n') + '\n\n';
    const at = text.indexOf(heading);
    if (at < 0) {
      text = text.trimEnd() + '\n\n' + block;
      continue;
    }
    const next = text.indexOf('\n## ', at + heading.length);
    text = text.slice(0, at) + block + (next < 0 ? '' : text.slice(next + 1));
  }
  return text;
}

function startupMarkdown(startup: Awaited<ReturnType<typeof measurePgliteStartup>>, postgresStart: string | undefined): string {
  return [
    '## 2. Server start and memory (PGlite)',
    '',
    `Spawn of \`${serveCommand(repo).text}\` (package.json's "serve", which \`npm start\` runs after its build) to the first 200 on \`/healthz\`, polled every 20 ms. ` +
      'DATA_DIR is a new temporary folder; each restart reuses it. Servers are stopped with SIGTERM and waited for.',
    '',
    table(['Start', 'Seconds (spawn → 200)', 'Server log "started in" s (info)', 'Budget s', 'Result'], startup.timeRows),
    '',
    'The server\'s own "started in" figure counts from the first line of the built server/main.ts, after node and the imports have loaded; ' +
      'the difference to the measured time is that start-up overhead.',
    '',
    'Resident memory (VmRSS) of the node process that runs the server, read from /proc ' +
      `${IDLE_SETTLE_MS / 1000} s after it first answered. Processes it started that are still running are shown apart (info, not part of the budget). ` +
      'A first start creates the database in a child process that has exited by then.',
    '',
    table(['When', 'Server RSS MB', 'Its child processes RSS MB (info)', 'Budget MB', 'Result'], startup.memoryRows.length ? startup.memoryRows : [['Idle', 'not measured: server did not start', '—', '≤ 250', '—']]),
    '',
    ...(postgresStart ? [`For comparison, start on a new PostgreSQL database (migrations only): ${postgresStart} (no budget).`, ''] : []),
    ...startup.notes.map((note) => `- ${note}`),
  ].join('\n');
}

function loadMarkdown(loadRows: string[][], readCeilingRows: string[][]): string {
  return [
    '## 3. Load (loopback, 127.0.0.1)',
    '',
    'autocannon 9, one connection per request at a time (no pipelining), after a short warm-up. ' +
      'Latencies are every 2xx response time recorded exactly from autocannon\'s `response` event, ' +
      'with nearest-rank percentiles (its own histogram has no p95 and rounds to whole milliseconds). ' +
      'req/s = 2xx responses / wall time of the run.',
    '',
    `- POST /auth/login: valid credentials, ${LOGIN_LOAD.connections} connections, ${LOGIN_LOAD.amount} requests (argon2-bound; every login also writes a session).`,
    `- GET /api/me: bearer token, ${LIGHT_LOAD.connections} connections, ${LIGHT_LOAD.durationSeconds} s. The ceiling: the same.`,
    '- The ceiling is a bare Hono app on @hono/node-server in a child process, measured in the same run.',
    '- docs/quality.md#budgets sets no latency budget for these two routes; "Result" checks that every response was 2xx.',
    '- On PGlite the server keeps resolved sessions in its process until the next write request ends (server/auth/session-cache.ts; ' +
      'one process owns the folder); on PostgreSQL every request reads its session.',
    '',
    table(LOAD_HEADER, loadRows),
    '',
    `Authenticated reads against the ceiling that matters: Hono plus one indexed SELECT per request (a user by primary key, bench/lib/select-server.ts) on the same driver, ` +
      `measured right after ShopDesk on the same database: PostgreSQL through a pg pool of the same size, PGlite on the same folder and settings. Same load as GET /api/me. ` +
      `Target: at least ${READ_TARGET_PERCENT} % of it.`,
    '',
    table(READ_CEILING_HEADER, readCeilingRows),
  ].join('\n');
}

async function main() {
  const only = selectedSections(process.argv.slice(2));
  const wants = (name: SectionName) => only.size === 0 || only.has(name);
  const fresh: Partial<Record<SectionName, string>> = {};

  if (wants('bundle')) fresh.bundle = await bundleSection(repo, buildDir);
  // The POS in Chromium (online and offline) and Lighthouse need the built app; the bundle section builds it into buildDir.
  else if (wants('pos') || wants('offline-pos') || wants('lighthouse')) await viteBuild(repo, buildDir);
  // The server runs as `npm start` runs it: plain JavaScript built from server/ (package.json "build").
  await buildServer();

  const pgliteDataDir = join(tempRoot, 'pglite-data');
  const startup = wants('startup') ? await measurePgliteStartup(repo, pgliteDataDir, buildDir) : undefined;
  if (startup?.server) running.add(startup.server);
  let postgresStart: string | undefined;

  if (wants('load')) {
    const loadRows: string[][] = [];
    const readCeilingRows: string[][] = [];
    let pgliteMeRps: number | undefined;
    const ceilingLabel = 'GET / (bare Hono hello-world, ceiling)';
    let ceilingRps: number | undefined;
    try {
      const ceiling = await measureCeiling();
      ceilingRps = ceiling.requestsPerSecond;
      loadRows.push(loadRow(ceilingLabel, 'none', LIGHT_LOAD, ceiling));
    } catch (error) {
      loadRows.push([ceilingLabel, 'none', '—', '—', '—', `not measured: ${firstLine(error)}`, '—', '—', '—', '—', 'none set', '—']);
    }

    // Without the start-up section, a PGlite server of its own (a first start, the demo shop).
    const pgliteServer =
      startup?.server ??
      (await tracked(startShopDesk({ repo, port: await freePort(), dataDir: pgliteDataDir, staticDir: buildDir })).catch((error) => {
        loadRows.push(...notMeasuredRows('PGlite', firstLine(error)));
        return undefined;
      }));
    if (pgliteServer) {
      try {
        const measured = await loadShopDesk(pgliteServer.url, 'PGlite', ceilingRps);
        loadRows.push(...measured.rows);
        pgliteMeRps = measured.meRps;
        startup?.memoryRows.push(memoryRowAfterLoad('After the PGlite load runs', pgliteServer));
      } catch (error) {
        loadRows.push(...notMeasuredRows('PGlite', firstLine(error)));
      } finally {
        await stopServer(pgliteServer);
      }
      // The folder is free once the server has stopped.
      readCeilingRows.push(
        readCeilingRow('PGlite', await measureSelectCeiling({ pgliteFolder: join(pgliteDataDir, 'pglite') }).catch((error) => firstLine(error)), pgliteMeRps),
      );
    } else if (startup) {
      loadRows.push(...notMeasuredRows('PGlite', 'server did not start'));
    }

    if (!(await postgresReachable())) {
      loadRows.push(...notMeasuredRows('PostgreSQL', 'PostgreSQL unreachable'));
    } else {
      let database: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
      let server: RunningServer | undefined;
      let dropOnInterrupt = () => {};
      try {
        database = await createBenchDatabase();
        const forget = onInterrupt(database.drop);
        dropOnInterrupt = () => void forget();
        console.log(`[bench] PostgreSQL: database ${database.name}…`);
        server = await tracked(
          startShopDesk({ repo, port: await freePort(), dataDir: join(tempRoot, 'postgres-data'), databaseUrl: database.url, staticDir: buildDir }),
        );
        postgresStart = `${(server.readyMs / 1000).toFixed(2)} s`;
        const measured = await loadShopDesk(server.url, 'PostgreSQL', ceilingRps);
        loadRows.push(...measured.rows);
        await stopServer(server);
        readCeilingRows.push(readCeilingRow('PostgreSQL', await measureSelectCeiling({ databaseUrl: database.url }).catch((error) => firstLine(error)), measured.meRps));
      } catch (error) {
        loadRows.push(...notMeasuredRows('PostgreSQL', firstLine(error)));
      } finally {
        await stopServer(server);
        dropOnInterrupt();
        await database?.drop().catch((error) => console.error(`[bench] could not drop ${database?.name}: ${error}`));
      }
    }
    fresh.load = loadMarkdown(loadRows, readCeilingRows);
  }
  await stopServer(startup?.server);
  if (startup) fresh.startup = startupMarkdown(startup, postgresStart);

  if (wants('catalog')) fresh.catalog = await catalogSection(repo, buildDir, tempRoot);
  if (wants('durability')) fresh.durability = await durabilitySection(tempRoot);
  if (wants('import')) fresh.import = await importSection(repo, buildDir, tempRoot);
  // On the kept database of 100,000 products and 200,000 sales (bench/lib/history-database.ts).
  if (wants('checkout')) fresh.checkout = await checkoutSection(repo, buildDir, tempRoot);
  if (wants('purchase')) fresh.purchase = await purchaseSection(repo, buildDir, tempRoot);
  if (wants('pos')) fresh.pos = await posSection(repo, buildDir, tempRoot);
  if (wants('notifications')) fresh.notifications = await notificationsSection(repo, buildDir, tempRoot);
  if (wants('reports')) fresh.reports = await reportsSection(repo, buildDir, tempRoot);
  // A new PostgreSQL database of its own: 60 s of reads and writes at once, then the ledgers checked.
  if (wants('mixed')) fresh.mixed = await mixedLoadSection(repo, buildDir, tempRoot);
  // A new PostgreSQL database of its own with 100,000 products: the offline till's catalog feed.
  if (wants('offline')) fresh.offline = await offlineCatalogSection(repo, buildDir, tempRoot);
  // A new PostgreSQL database of its own with the generated 100,000 products: the offline till in Chromium.
  if (wants('offline-pos')) fresh['offline-pos'] = await offlinePosSection(repo, buildDir, tempRoot);
  // Last: the pages in Lighthouse, on a new PGlite database with the demo shop.
  if (wants('lighthouse')) fresh.lighthouse = await lighthouseSection(repo, buildDir, tempRoot);

  const resultsFile = join(benchDir, 'RESULTS.md');
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  // Each section measured replaces its own block in place: the blocks written by hand (7, the
  // mutation scores from `npm run test:mutation`) or by another script (13, bench/pglite-upkeep.ts)
  // and the notes between sections stay where they are.
  if (previous) {
    const command = only.size > 0 ? `npm run bench -- ${[...only].join(' ')}` : 'npm run bench';
    const note = `_Re-run by \`${command}\`; ${machine().split('\n').map((line) => line.replace(/^- /, '')).join('; ')}._`;
    writeFileSync(resultsFile, spliceSections(previous, fresh, note));
    console.log(SECTION_NAMES.filter((name) => fresh[name]).map((name) => fresh[name]).join('\n\n'));
    return;
  }

  const sections: string[] = [
    '# ShopDesk benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts): each section it measures replaces its own block (`npm run bench -- load import` re-runs only those); ' +
      'section 7 is written from `npm run test:mutation` and section 13 by `bench/pglite-upkeep.ts`. Budgets from docs/quality.md#budgets.',
    '',
    machine(),
    '',
    ...SECTION_NAMES.flatMap((name) => [fresh[name]!, '']),
    `Whole bench: ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`,
    '',
  ];
  writeFileSync(resultsFile, sections.join('\n'));
  console.log(readFileSync(resultsFile, 'utf8'));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const server of [...running]) await stopServer(server).catch(() => {});
  rmSync(tempRoot, { recursive: true, force: true });
}
