import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi';
import { defineRoute, type AnyRoute } from './route';

// Beside this module, in the sources and in the built server (server/build.ts copies it).
const pageFolder = fileURLToPath(new URL('./api-reference/', import.meta.url));
// The package exports no path to its browser bundle; its stylesheet sits beside the bundle's folder.
const scalarBundle = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')), 'browser', 'standalone.js');

/** Read once, on first request: most servers never serve the reference. */
function lazyFile(path: string): () => string {
  let text: string | undefined;
  return () => (text ??= readFileSync(path, 'utf8'));
}

/**
 * The API's OpenAPI 3.1 document and its reference page (Scalar, served from our origin). Public:
 * they describe the routes, which the shipped browser bundle names anyway, and reveal no shop data;
 * a browser opening /api/docs sends no bearer token.
 */
export function apiReferenceRoutes(table: () => readonly AnyRoute[]): AnyRoute[] {
  let document: Record<string, unknown> | undefined;
  const page = lazyFile(join(pageFolder, 'index.html'));
  const start = lazyFile(join(pageFolder, 'start.js'));
  const bundle = lazyFile(scalarBundle);
  return [
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      access: 'public',
      tag: 'Reference',
      summary: 'This document',
      answer: { status: 200, description: 'The OpenAPI 3.1 document' },
      handle: ({ c }) => c.json((document ??= openApiDocument(table()))),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/docs',
      access: 'public',
      tag: 'Reference',
      summary: 'The API reference page',
      answer: { status: 200, description: 'An HTML page' },
      handle: ({ c }) => c.html(page()),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/docs/scalar.js',
      access: 'public',
      tag: 'Reference',
      summary: "The reference page's viewer (Scalar)",
      answer: { status: 200, description: 'JavaScript' },
      handle: ({ c }) => c.body(bundle(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/docs/start.js',
      access: 'public',
      tag: 'Reference',
      summary: "Starts the reference page's viewer",
      answer: { status: 200, description: 'JavaScript' },
      handle: ({ c }) => c.body(start(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
    }),
  ];
}
