import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which source files' messages go into which catalog (docs/i18n.md#catalogs), read from the imports so a
 * screen's catalog holds every message its components and machines can show, wherever they live:
 *
 * - frame: the signed-in layout (SignedInApp.tsx and what it imports, up to the screens table, whose
 *   screens load on demand), fetched at sign-in;
 * - pos: what the POS screen imports statically beyond the frame (its own folders, the return form machine,
 *   the shop's settings), so the till fetches only its own texts (docs/quality.md#budgets); its dialogs
 *   fetched on demand fetch the back office's catalog with their code;
 * - back-office: every other file of src/views and src/machines (the POS's too, for screens that show a
 *   part of it), fetched by the first back-office screen opened.
 *
 * The shell (the signed-out screens) is listed by hand in lingui.config.ts: the login screen's budget
 * depends on it staying small.
 */
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every file reachable from the entries by relative imports (static and dynamic), not walking past a stop. */
function closure(entries: string[], stops: Set<string>, followDynamic = true): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (stops.has(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!match[1] && !followDynamic) continue;
      const target = resolveImport(file, (match[1] ?? match[2])!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

export interface CatalogParts {
  /** Files whose messages the signed-in frame shows, as `<rootDir>/…` paths. */
  frame: string[];
  /** Files the POS screen adds to the frame. */
  pos: string[];
}

/** The frame's and the POS's files, leaving out the shell's (already fetched before sign-in). */
export function catalogParts(rootDir: string, shell: readonly string[]): CatalogParts {
  const inRoot = (path: string) => `<rootDir>/${relative(rootDir, path)}`;
  const messagesCanBeIn = (path: string) => /^<rootDir>\/src\/(views|machines)\//.test(path) && !shell.some((entry) => path.startsWith(entry));
  const screensTable = resolve(rootDir, 'src/views/routes.ts');
  const frameFiles = closure([resolve(rootDir, 'src/views/SignedInApp.tsx')], new Set([screensTable]));
  // The POS's dialogs fetched on demand fetch the back office's catalog with their code (PosScreen.tsx).
  const posFiles = closure([resolve(rootDir, 'src/views/pos/PosScreen.tsx')], new Set(), false);
  const frame = [...frameFiles].map(inRoot).filter(messagesCanBeIn).sort();
  const pos = [...posFiles].map(inRoot).filter((path) => messagesCanBeIn(path) && !frame.includes(path)).sort();
  return { frame, pos };
}
