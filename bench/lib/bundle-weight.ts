import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** Manifest key of the screen chunk, or of the entry for the login screen. */
  route: string;
  kind: 'login' | 'login-urdu' | 'screen';
  jsFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export const ROUTE_FOLDER = 'src/views/';

export function readManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no manifest at ${file}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically, transitively: what the browser must fetch before it runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  return entries.includes('index.html') ? 'index.html' : entries[0];
}

export function routeKeys(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTE_FOLDER) && manifest[key].isDynamicEntry)
    .sort();
}

const isLoginRoute = (key: string) => /login/i.test(key.slice(ROUTE_FOLDER.length));

/** The signed-in app (layout, menus, the screens' table), fetched after sign-in: every screen needs it. */
const SIGNED_IN_APP = `${ROUTE_FOLDER}SignedInApp.tsx`;
/** The Urdu typeface's chunk (its CSS; the font files themselves are not JavaScript). */
const URDU_TYPE = `${ROUTE_FOLDER}i18n/urdu-type.ts`;
/** A message catalog (docs/i18n.md#catalogs): the app fetches its language's before it draws the screens that need it. */
const catalogKey = (locale: string, part: 'shell' | 'frame' | 'pos' | 'back-office') => `src/locales/${locale}/${part}.po`;
/** The POS screen fetches its own catalog, every other screen the back office's (src/views/i18n/use-follow-language.ts). */
const screenCatalog = (route: string) => (route.startsWith(`${ROUTE_FOLDER}pos/`) ? 'pos' : 'back-office');

/** The chunks (with their static imports) of those keys the manifest has, added to `into`. */
function withChunks(manifest: Manifest, keys: string[], into: Set<string>): Set<string> {
  const all = new Set(into);
  for (const key of keys) if (manifest[key]) staticClosure(manifest, key, all);
  return all;
}

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function weigh(manifest: Manifest, outDir: string, keys: Set<string>) {
  const jsFiles = new Set<string>();
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) jsFiles.add(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(join(outDir, file)), 0);
  return { jsFiles: [...jsFiles].sort(), jsGzipBytes: sum(jsFiles), cssGzipBytes: sum(cssFiles) };
}

/**
 * Login screen: the entry and its static imports (plus its own chunk if the login view is lazy too) and the
 * shell catalog of its language; in Urdu, also the typeface's chunk. Every other screen: the entry closure,
 * the signed-in app's chunk, the English shell and frame catalogs and the screen's own (the POS's or the back
 * office's), and the screen's dynamic chunk with their static imports.
 * Each file is gzipped on its own, as the browser fetches it.
 */
export function routeWeights(manifest: Manifest, outDir: string): RouteWeight[] {
  const entry = entryKey(manifest);
  const entryClosure = staticClosure(manifest, entry);
  const routes = routeKeys(manifest);
  const loginRoute = routes.find(isLoginRoute);
  const loginBase = loginRoute ? staticClosure(manifest, loginRoute, new Set(entryClosure)) : entryClosure;
  // The login screen in English fetches the English shell catalog; in Urdu, the Urdu one and the typeface's chunk.
  const loginKeys = withChunks(manifest, [catalogKey('en', 'shell')], loginBase);
  const urduLoginKeys = withChunks(manifest, [catalogKey('ur', 'shell'), URDU_TYPE], loginBase);
  const weights: RouteWeight[] = [
    { route: loginRoute ?? entry, kind: 'login', ...weigh(manifest, outDir, loginKeys) },
    { route: loginRoute ?? entry, kind: 'login-urdu', ...weigh(manifest, outDir, urduLoginKeys) },
  ];
  // A screen (in English) also needs the signed-in app, the shell's and frame's English catalogs and its own.
  const screenBase = withChunks(manifest, [SIGNED_IN_APP, catalogKey('en', 'shell'), catalogKey('en', 'frame')], entryClosure);
  for (const route of routes) {
    if (route === loginRoute || route === SIGNED_IN_APP || route === URDU_TYPE) continue;
    const withCatalog = withChunks(manifest, [catalogKey('en', screenCatalog(route))], screenBase);
    weights.push({ route, kind: 'screen', ...weigh(manifest, outDir, staticClosure(manifest, route, withCatalog)) });
  }
  return weights;
}
