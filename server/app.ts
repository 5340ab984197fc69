import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from './db/client';
import { sendError } from './http/errors';
import { Status } from './http/status';
import { mountSpa } from './http/spa';
import type { AppDeps, AppEnv } from './http/app-env';
import { SessionCache } from './auth/session-cache';
import type { SessionUser } from './auth/sessions';
import { routeTable } from './routes/route-table';
import { mountRoutes } from './routes/mount';
import { uploadedFileRoutes } from './routes/upload.routes';
import { answerErrors } from './http/failures';
import { compressJson } from './http/compress-json';
import type { RequestActivity } from './http/request-activity';

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  trustProxy?: boolean;
  corsOrigins?: string[];
  /** Where uploaded images are stored (DATA_DIR/uploads) and served from at /uploads. */
  uploadDir: string;
  /** Folder of the built SPA; omitted in API-only tests. */
  staticDir?: string;
  log?: (message: string) => void;
  /**
   * Keep resolved sessions in this process (server/auth/session-cache.ts). Only where this process is
   * the database's one writer: PGlite, whose folder is locked to it. Never on PostgreSQL.
   */
  cacheSessions?: boolean;
  /** Marks each request (but /healthz) so PGlite's upkeep waits for a quiet shop (server/db/pglite-maintenance.ts). */
  activity?: RequestActivity;
}

/** Builds the whole HTTP app without listening, so tests can call `app.request(...)`. */
export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    jwtSecret: options.jwtSecret,
    trustProxy: options.trustProxy ?? false,
    uploadDir: options.uploadDir,
    sessionCache: options.cacheSessions ? new SessionCache<SessionUser>() : undefined,
  };
  const corsOrigins = options.corsOrigins ?? [];
  const log = options.log ?? ((message: string) => console.error(message));
  const app = new Hono<AppEnv>();

  if (corsOrigins.length > 0) {
    app.use('/api/*', cors({ origin: corsOrigins, exposeHeaders: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Account-Totals'] }));
    app.use('/auth/*', cors({ origin: corsOrigins }));
  }
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // JSON answers of 1 KB and more go out compressed (the built files are compressed at build time).
  app.use('/api/*', compressJson());
  app.use('/auth/*', compressJson());
  // After /healthz, which answers without going further: a monitor polling it every few seconds is
  // not a customer at the till and must not keep the shop from ever being quiet.
  if (options.activity) app.use('*', options.activity.middleware);
  mountRoutes(app, routeTable);
  app.all('/api/*', (c) => sendError(c, Status.notFound, 'Not found.'));
  app.all('/auth/*', (c) => sendError(c, Status.notFound, 'Not found.'));
  app.route('/uploads', uploadedFileRoutes(options.uploadDir));

  if (options.staticDir) mountSpa(app, options.staticDir);

  app.notFound((c) => sendError(c, Status.notFound, 'Not found.'));
  app.onError(answerErrors(log));
  return app;
}

export type App = ReturnType<typeof createApp>;
