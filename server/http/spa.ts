import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Every built file may have a precompressed copy (server/http/precompress.ts), chosen by the
 * client's Accept-Encoding: a shared cache must keep one copy per encoding, even of an answer that
 * went out uncompressed.
 */
function varyByEncoding(c: Context) {
  c.header('Vary', 'Accept-Encoding');
}

/**
 * Serves the built SPA from staticDir, and index.html for any other non-API GET (client routes).
 * Each file goes out as its brotli or gzip copy made at build time when the client takes one.
 */
export function mountSpa(app: Hono<any>, staticDir: string): void {
  if (!existsSync(join(staticDir, 'index.html'))) return;
  const root = relative(process.cwd(), staticDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        varyByEncoding(c);
        // File names carry a content hash: they never change.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A missing hashed asset is a 404, never index.html served as JavaScript.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // Files of public/ (the favicon) keep their names across builds: the browser asks again each time.
  const notHashed = (_path: string, c: Context) => {
    varyByEncoding(c);
    c.header('Cache-Control', 'no-cache');
  };
  app.use('*', serveStatic({ root, precompressed: true, onFound: notHashed }));
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true, onFound: notHashed }));
}
