import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Serves the built SPA from staticDir, and index.html for any other non-API GET (client routes). */
export function mountSpa(app: Hono<any>, staticDir: string): void {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const root = relative(process.cwd(), staticDir) || '.';
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        // File names carry a content hash: they never change.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a 404, never index.html served as JavaScript.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
