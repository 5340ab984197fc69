import { spawnSync } from 'node:child_process';
import { commandsOnPath, findBrowser, howToGetABrowser, type BrowserSearch } from './find-browser';

export interface BrowserPreparation extends BrowserSearch {
  isRoot: boolean;
  log: (line: string) => void;
}

export type BrowserReady = { ready: true; path: string; version: string } | { ready: false; line: string };

// An install of chromium and its libraries takes about a minute; allow for slow mirrors.
const installTimeoutMs = 15 * 60_000;

/** How to run apt-get as root here: as root, or through `sudo -n` when it asks no password; else null. */
export function rootCommandPrefix(env: NodeJS.ProcessEnv, isRoot: boolean): string[] | null {
  if (isRoot) return [];
  const [sudo] = commandsOnPath(['sudo'], env.PATH);
  if (!sudo) return null;
  const asksNoPassword = spawnSync(sudo, ['-n', 'true'], { env, stdio: 'ignore', timeout: 10_000 }).status === 0;
  return asksNoPassword ? [sudo, '-n'] : null;
}

function lastLine(output: string | undefined): string {
  return (output ?? '').trim().split('\n').pop() ?? '';
}

function run(command: string[], env: NodeJS.ProcessEnv): string | null {
  const [program, ...args] = command;
  const result = spawnSync(program, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: installTimeoutMs });
  if (result.status === 0) return null;
  return lastLine(result.stderr) || lastLine(result.stdout) || result.error?.message || `exit ${result.status ?? result.signal}`;
}

function installChromium(apt: string, prefix: string[], env: NodeJS.ProcessEnv): string | null {
  // sudo drops most of the environment, so DEBIAN_FRONTEND goes through env(1), after sudo.
  const aptGet = [...prefix, '/usr/bin/env', 'DEBIAN_FRONTEND=noninteractive', apt];
  return run([...aptGet, 'update', '-qq'], env) ?? run([...aptGet, 'install', '-y', '-qq', 'chromium'], env);
}

function browserVersion(path: string, env: NodeJS.ProcessEnv): { version: string } | { problem: string } {
  const result = spawnSync(path, ['--version'], { env, encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0) return { version: result.stdout.trim() };
  return { problem: lastLine(result.stderr) || result.error?.message || `exit ${result.status ?? result.signal}` };
}

/**
 * Finds the browser for the Playwright journeys; when there is none and this user may use apt-get as
 * root, installs Debian's chromium (saying so first); then checks that it starts.
 */
export function prepareBrowser(options: BrowserPreparation): BrowserReady {
  const { env, isRoot, log } = options;
  let search = findBrowser(options);
  if (!search.found && !env.CHROMIUM_PATH) {
    const [apt] = commandsOnPath(['apt-get'], env.PATH);
    const prefix = apt ? rootCommandPrefix(env, isRoot) : null;
    if (!apt || !prefix) {
      return { ready: false, line: `${search.reason} for the browser journeys, and this user cannot install one: ${howToGetABrowser}.` };
    }
    log(`${search.reason} for the browser journeys: installing Debian's chromium with apt-get (about a minute)…`);
    const failure = installChromium(apt, prefix, env);
    if (failure) return { ready: false, line: `Installing Debian's chromium failed (${failure}): ${howToGetABrowser}.` };
    search = findBrowser(options);
    if (!search.found) return { ready: false, line: `apt-get installed chromium, yet no browser is found: ${howToGetABrowser}.` };
  }
  if (!search.found) return { ready: false, line: `${search.reason}: ${howToGetABrowser}.` };
  const started = browserVersion(search.path, env);
  if ('problem' in started) {
    return { ready: false, line: `The browser at ${search.path} does not start (${started.problem}): ${howToGetABrowser}.` };
  }
  return { ready: true, path: search.path, version: started.version };
}
