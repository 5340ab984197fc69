import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openPglite, openPostgres, type OpenDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

const startedAt = performance.now();
const config = readConfig();
const progress = (message: string) => console.log(`[shopdesk] ${message}`);

let database: OpenDatabase;
try {
  database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, progress)
    : await openPglite(config.dataDir, progress);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`[shopdesk] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = createApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  trustProxy: config.trustProxy,
  corsOrigins: config.corsOrigins,
  staticDir: config.staticDir,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  progress(`ShopDesk is ready at http://${info.address}:${info.port} (${database.kind}, started in ${seconds} s)`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  progress(`${signal}: stopping…`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
