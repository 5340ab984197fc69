/**
 * `npm run build` (after the web app's): writes the compressed copies of the web app's files in dist/
 * (server/http/precompress.ts), and bundles the server into plain JavaScript in build/server/,
 * so `npm start` runs node without a TypeScript loader (faster restart, less memory).
 * Packages stay in node_modules (imported, not bundled). Each entry and the SQL migrations sit flat in
 * build/server/, where server/db/client.ts looks for them beside itself; so do the API reference's page files.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { precompressDirectory } from './http/precompress';

const repo = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${repo}build/server`;

export async function buildServer(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [`${repo}server/main.ts`, `${repo}server/db/create-pglite-folder.ts`],
    outdir,
    entryNames: '[name]',
    bundle: true,
    // Dynamic imports stay separate chunks: a server on PostgreSQL never loads PGlite's code.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(`${repo}server/db/migrations`, `${outdir}/migrations`, { recursive: true });
  // The API reference page and its start script (server/routes/api-reference.routes.ts reads them beside itself).
  cpSync(`${repo}server/routes/api-reference`, `${outdir}/api-reference`, { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const compressed = precompressDirectory(`${repo}dist`);
  console.log(`Compressed ${compressed.length} files of dist/ (brotli and gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await buildServer();
  console.log(`Server built into build/server/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
