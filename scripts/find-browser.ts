import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** Where a browser may be, beyond CHROMIUM_PATH and PATH; tests replace it with an empty list. */
export const usualBrowserPaths: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

// Inside a Playwright browser folder (chromium-1234/…), newest layout first.
const playwrightExecutables = [
  ['chrome-linux64', 'chrome'],
  ['chrome-linux-arm64', 'chrome'],
  ['chrome-linux', 'chrome'],
  ['chrome-mac-arm64', 'Google Chrome for Testing.app', 'Contents', 'MacOS', 'Google Chrome for Testing'],
  ['chrome-mac-x64', 'Google Chrome for Testing.app', 'Contents', 'MacOS', 'Google Chrome for Testing'],
  ['chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'],
];

export const howToGetABrowser =
  "install Debian's chromium (as root: apt-get install chromium), or run `npx playwright install chromium`, " +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable';

export interface BrowserSearch {
  env: NodeJS.ProcessEnv;
  home?: string;
  usualPaths?: readonly string[];
}

export type BrowserFound =
  | { found: true; path: string; source: string }
  | { found: false; reason: string };

export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Executables named like a browser in the folders of PATH, in PATH's order. */
export function commandsOnPath(names: readonly string[], pathVariable: string | undefined): string[] {
  const folders = (pathVariable ?? '').split(delimiter).filter(Boolean);
  return folders.flatMap((folder) => names.map((name) => join(folder, name))).filter(isExecutableFile);
}

function playwrightCache(env: NodeJS.ProcessEnv, home: string): string {
  if (env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== '0') return env.PLAYWRIGHT_BROWSERS_PATH;
  if (process.platform === 'darwin') return join(home, 'Library', 'Caches', 'ms-playwright');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'ms-playwright');
}

/** Chromium downloaded by `npx playwright install chromium`, newest revision first. */
export function playwrightBrowsers(cache: string): string[] {
  let folders: string[];
  try {
    folders = readdirSync(cache).filter((name) => /^chromium-\d+$/.test(name));
  } catch {
    return [];
  }
  folders.sort((a, b) => Number(b.slice('chromium-'.length)) - Number(a.slice('chromium-'.length)));
  return folders
    .flatMap((folder) => playwrightExecutables.map((parts) => join(cache, folder, ...parts)))
    .filter(isExecutableFile);
}

/**
 * The browser the journeys will launch: CHROMIUM_PATH when set (and then only it), else the first of
 * the usual paths, the browser commands on PATH and Playwright's own browser cache.
 * playwright.config.ts and scripts/prepare-tests.ts both ask it, so they agree on one path.
 */
export function findBrowser({ env, home = homedir(), usualPaths = usualBrowserPaths }: BrowserSearch): BrowserFound {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return isExecutableFile(chosen)
      ? { found: true, path: chosen, source: 'CHROMIUM_PATH' }
      : { found: false, reason: `CHROMIUM_PATH is ${chosen}, which is not an executable file (unset it to have the usual places searched)` };
  }
  const usual = usualPaths.find(isExecutableFile);
  if (usual) return { found: true, path: usual, source: 'usual path' };
  const [onPath] = commandsOnPath(commandNames, env.PATH);
  if (onPath) return { found: true, path: onPath, source: 'PATH' };
  const [downloaded] = playwrightBrowsers(playwrightCache(env, home));
  if (downloaded) return { found: true, path: downloaded, source: "Playwright's browser cache" };
  return { found: false, reason: 'No Chromium or Chrome found' };
}
