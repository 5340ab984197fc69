import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, routeWeights, ROUTE_FOLDER, type RouteWeight } from '../lib/bundle-weight';
import { fixed, passFail, table } from '../lib/markdown';
import { runCommand } from '../lib/run-command';
import { precompressDirectory } from '../../server/http/precompress';

const LOGIN_BUDGET_KB = 120;
/** docs/decisions/022-language-per-person.md: the Urdu login may weigh 20 KB more. */
const URDU_LOGIN_BUDGET_KB = 140;
/** docs/quality.md#budgets. */
const POS_BUDGET_KB = 170;
const KB = 1024;

/**
 * The manifest key of the screen the app shows at /POS: the component src/views/routes.ts gives the
 * screen id `pos` (src/domain/screens.ts), and the file that component is lazily imported from.
 */
function posScreenKey(routesSource: string): string | undefined {
  const component = /^\s*pos:\s*(\w+),/m.exec(routesSource)?.[1];
  if (!component) return undefined;
  const path = new RegExp(`const ${component} = lazy\\(\\(\\) => import\\('\\./([^']+)'\\)`).exec(routesSource)?.[1];
  return path ? `${ROUTE_FOLDER}${path}.tsx` : undefined;
}

function buildFailureReason(output: string): string {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const start = lines.findIndex((line) => /error during build/i.test(line));
  const detail = lines.slice(start + 1).find((line) => !/^Build failed with \d+ error/i.test(line)) ?? lines.at(-1) ?? 'no output';
  return detail.replace(/\|/g, '\\|').slice(0, 200);
}

function row(label: string, weight: RouteWeight | undefined, budgetKb: number | undefined, missing: string): string[] {
  if (!weight) return [label, missing, '—', '—', budgetKb ? `≤ ${budgetKb}` : '—', '—'];
  const kb = weight.jsGzipBytes / KB;
  return [
    label,
    fixed(kb),
    String(weight.jsFiles.length),
    fixed(weight.cssGzipBytes / KB),
    budgetKb ? `≤ ${budgetKb}` : '—',
    budgetKb ? passFail(kb, budgetKb) : '—',
  ];
}

/** The app as `npm run build` builds it, compressed copies included, into outDir (the bench serves it from there). */
export async function viteBuild(repo: string, outDir: string) {
  console.log('[bench] vite build…');
  const result = await runCommand('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: repo, timeoutMs: 180_000 });
  if (result.code === 0) precompressDirectory(outDir);
  return result;
}

export async function bundleSection(repo: string, outDir: string): Promise<string> {
  const header = ['Route', 'JS gzip KB', 'JS files', 'CSS gzip KB (info)', 'Budget KB', 'Result'];
  const intro = [
    '## 1. Bundle weight',
    '',
    'JavaScript the browser fetches for each screen, from Vite\'s manifest: the entry chunk and its static imports ' +
      '(transitively) and the message catalog of the screen\'s language (docs/i18n.md#catalogs); for the Urdu login also the ' +
      'typeface\'s chunk (its CSS; the woff2 files, fetched when Urdu letters are drawn, are listed below); for a signed-in ' +
      'screen also the signed-in app\'s chunk (layout, menus) and its own chunk, with their static imports. Each file gzipped ' +
      'on its own (node:zlib, level 9), then summed. 1 KB = 1,024 bytes.',
    '',
  ];
  const build = await viteBuild(repo, outDir);
  if (build.code !== 0) {
    const reason = build.timedOut ? 'build timed out' : `build failed (${buildFailureReason(build.output)})`;
    console.log(`[bench] ${reason}`);
    return notMeasured(intro, header, reason);
  }
  try {
    const manifest = readManifest(outDir);
    const weights = routeWeights(manifest, outDir);
    const login = weights.find((weight) => weight.kind === 'login');
    const urduLogin = weights.find((weight) => weight.kind === 'login-urdu');
    const screens = weights.filter((weight) => weight.kind === 'screen');
    const posKey = posScreenKey(readFileSync(join(repo, ROUTE_FOLDER, 'routes.ts'), 'utf8'));
    const pos = screens.find((weight) => weight.route === posKey);
    const rows = [
      row(`Login screen, English (\`${login?.route}\`)`, login, LOGIN_BUDGET_KB, 'not measured'),
      row('Login screen, Urdu', urduLogin, URDU_LOGIN_BUDGET_KB, 'not measured'),
    ];
    const fonts = Object.values(manifest)
      .flatMap((chunk) => (chunk as { assets?: string[] }).assets ?? [])
      .filter((file, index, all) => file.endsWith('.woff2') && all.indexOf(file) === index)
      .map((file) => `\`${file.replace(/^assets\//, '')}\` ${fixed(statSync(join(outDir, file)).size / KB)} KB`);
    if (!pos) rows.push(['POS screen', `not measured: ${posKey ? `${posKey} is not a lazily loaded chunk` : `no screen \`pos\` in ${ROUTE_FOLDER}routes.ts`}`, '—', '—', `≤ ${POS_BUDGET_KB}`, '—']);
    for (const screen of screens) {
      const posScreen = screen === pos;
      rows.push(row(posScreen ? `POS screen (\`${screen.route}\`)` : `\`${screen.route}\``, screen, posScreen ? POS_BUDGET_KB : undefined, 'not measured'));
    }
    return [
      ...intro,
      table(header, rows),
      '',
      `Build: \`npx vite build\` into a temporary folder in ${build.seconds.toFixed(1)} s; ${screens.length} lazily loaded screen chunk(s) under \`${ROUTE_FOLDER}\`.`,
      '',
      `Urdu typeface files (woff2, already compressed; fetched only in Urdu, when its letters are drawn): ${fonts.length ? fonts.join(', ') : 'none in the build'}.`,
    ].join('\n');
  } catch (error) {
    const reason = `manifest unreadable (${(error as Error).message})`;
    return notMeasured(intro, header, reason);
  }
}

function notMeasured(intro: string[], header: string[], reason: string): string {
  return [
    ...intro,
    table(header, [
      ['Login screen, English', `not measured: ${reason}`, '—', '—', `≤ ${LOGIN_BUDGET_KB}`, '—'],
      ['Login screen, Urdu', `not measured: ${reason}`, '—', '—', `≤ ${URDU_LOGIN_BUDGET_KB}`, '—'],
      ['POS screen', `not measured: ${reason}`, '—', '—', `≤ ${POS_BUDGET_KB}`, '—'],
    ]),
  ].join('\n');
}
