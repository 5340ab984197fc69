import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Database } from './db/client';
import { ApiError, errorBody, sendError } from './http/errors';
import { describeForLog } from './http/error-log';
import { Status } from './http/status';
import { securityHeaders } from './http/security-headers';
import { mountSpa } from './http/spa';
import type { AppEnv } from './http/app-env';
import { enforcePolicy, requireAuth } from './auth/require-auth';
import { authRoutes } from './routes/auth.routes';
import { meRoutes } from './routes/me.routes';
import { profileRoutes } from './routes/profile.routes';
import { settingsRoutes } from './routes/settings.routes';
import { userRoutes } from './routes/users.routes';
import { billerRoutes } from './routes/billers.routes';
import { brandRoutes } from './routes/brands.routes';
import { categoryRoutes } from './routes/categories.routes';
import { importRoutes } from './routes/import.routes';
import { productRoutes } from './routes/products.routes';
import { taxRoutes } from './routes/taxes.routes';
import { unitRoutes } from './routes/units.routes';
import { uploadedFileRoutes, uploadRoutes } from './routes/upload.routes';
import { warehouseRoutes } from './routes/warehouses.routes';

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
}

// JSON bodies are small; uploads get their own, larger limit on their route.
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app without listening, so tests can call `app.request(...)`. */
export function createApp(options: AppOptions) {
  const deps = { db: options.db, jwtSecret: options.jwtSecret, trustProxy: options.trustProxy ?? false };
  const corsOrigins = options.corsOrigins ?? [];
  const log = options.log ?? ((message: string) => console.error(message));
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(corsOrigins));
  if (corsOrigins.length > 0) {
    app.use('/api/*', cors({ origin: corsOrigins, exposeHeaders: ['X-Total-Count', 'X-Total-Count-Capped'] }));
    app.use('/auth/*', cors({ origin: corsOrigins }));
  }
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, 'The request body is too large.') });
  // File routes set their own limits (10 MB images, 2 MB CSV) after the token check.
  app.use('/api/*', (c, next) => (c.req.path === '/api/upload' || c.req.path.startsWith('/api/import/') ? next() : jsonBodyLimit(c, next)));
  app.use(
    '/auth/*',
    bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => sendError(c, Status.payloadTooLarge, 'The request body is too large.') }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/auth', authRoutes);
  app.use('/api/*', requireAuth, enforcePolicy);
  app.route('/api/me', meRoutes);
  app.route('/api/settings', settingsRoutes);
  app.route('/api/profile', profileRoutes);
  app.route('/api/users', userRoutes);
  app.route('/api/categories', categoryRoutes);
  app.route('/api/brands', brandRoutes);
  app.route('/api/units', unitRoutes);
  app.route('/api/taxes', taxRoutes);
  app.route('/api/warehouses', warehouseRoutes);
  app.route('/api/billers', billerRoutes);
  app.route('/api/products', productRoutes);
  app.route('/api/upload', uploadRoutes(options.uploadDir));
  app.route('/api/import', importRoutes);
  app.all('/api/*', (c) => sendError(c, Status.notFound, 'Not found.'));
  app.all('/auth/*', (c) => sendError(c, Status.notFound, 'Not found.'));
  app.route('/uploads', uploadedFileRoutes(options.uploadDir));

  if (options.staticDir) mountSpa(app, options.staticDir);

  app.notFound((c) => sendError(c, Status.notFound, 'Not found.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error.status, error.message, error.details);
    log(`Unexpected error on ${c.req.method} ${c.req.path}: ${describeForLog(error)}`);
    return c.json(errorBody('Something went wrong on the server. Please try again.'), Status.internalError);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
