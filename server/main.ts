// Run built, as `node --max-semi-space-size=4 build/server/main.js` (package.json "serve", after
// "build" bundled server/ with esbuild): one process, no TypeScript loader (tsx cost ~0.3 s and ~46 MB
// in a second node). `npm run serve:dev` runs the sources through tsx instead. The cap on V8's young
// generation trades idle memory for garbage-collection time under load. Idle RSS after a first
// start: 187 MB at 2 MB, 211-221 MB at 4 MB, 209-226 MB at 8 MB (budget 250 MB, docs/quality.md#budgets); the
// collector's share of the CPU under GET /api/me load: 7.3-8.3 %, 5.4 %, 3.6 %.
import { createApp } from './app';
import { readConfig } from './config';
import { openPglite, openPostgres, type OpenDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { listen } from './http/listen';
import { listenFailure, whyCannotListen } from './http/port-check';
import { RequestActivity } from './http/request-activity';
import { scheduleExpiredRowsPrune } from './services/expired-rows-prune';
import { scheduleUploadSweep } from './services/upload-sweep';

const startedAt = performance.now();
const config = readConfig();
const progress = (message: string) => console.log(`[shopdesk] ${message}`);
const fail = (message: string): never => {
  console.error(`[shopdesk] ${message}`);
  process.exit(1);
};

const portProblem = await whyCannotListen(config.port, config.host);
if (portProblem) fail(portProblem);

let database: OpenDatabase;
try {
  database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, progress)
    : // docs/architecture.md#shape: SEED=demo (the default) fills a new database with the demo shop. PGlite's
      // is seeded by the child process that creates it, so the seed's memory never reaches the server.
      await openPglite(config.dataDir, progress, { sync: config.pgliteSync, demoUploadDir: config.seed === 'demo' ? config.uploadDir : undefined });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}

if (database.kind === 'postgres' && config.seed === 'demo') {
  const { seedDemoShop } = await import('./seed/demo');
  if (await seedDemoShop(database.db, config.uploadDir)) progress('Added the demo shop (SEED=none leaves a new database empty).');
}

const activity = new RequestActivity();
const app = createApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  trustProxy: config.trustProxy,
  corsOrigins: config.corsOrigins,
  staticDir: config.staticDir,
  uploadDir: config.uploadDir,
  // This process owns the PGlite folder (its lock), so every write that could revoke a session passes
  // through it; on PostgreSQL other processes write too, and each request reads its session.
  cacheSessions: database.kind === 'pglite',
  activity: database.kind === 'pglite' ? activity : undefined,
});
// PGlite runs no autovacuum: the server VACUUMs and ANALYZEs its tables when the shop is quiet. Does
// nothing on PostgreSQL, which has its own.
const maintenance = startPgliteMaintenance(database, { quietFor: () => activity.quietFor(), log: progress });
// Files no record names any more (a deleted purchase's attachment, a replaced image) leave the disk.
const uploadSweep = scheduleUploadSweep(database.db, config.uploadDir, {
  log: progress,
  isQuiet: database.kind === 'pglite' ? () => activity.quietFor() >= 5_000 : undefined,
});
// Idempotency keys older than 30 days and login counts whose window ended leave their tables, a
// bounded batch at a time (docs/api.md#idempotency, docs/api.md#authentication).
const expiredRowsPrune = scheduleExpiredRowsPrune(database.db, { log: progress, isQuiet: database.kind === 'pglite' ? () => activity.quietFor() >= 5_000 : undefined });

const server = listen(app.fetch, { port: config.port, hostname: config.host, connectOrigins: config.corsOrigins }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  progress(`ShopDesk is ready at http://${info.address}:${info.port} (${database.kind}, started in ${seconds} s)`);
});
// Taken between the check above and now: the same one line, after closing the database.
server.once('error', async (error) => {
  await Promise.all([maintenance.stop(), uploadSweep.stop(), expiredRowsPrune.stop()]);
  await database.close();
  fail(listenFailure(error, config.port, config.host));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  progress(`${signal}: stopping…`);
  server.close();
  // Waits for a VACUUM under way (one table's, a second or so at most), as closing PGlite would anyway.
  await Promise.all([maintenance.stop(), uploadSweep.stop(), expiredRowsPrune.stop()]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
