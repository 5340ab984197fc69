import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onExit } from './cleanup';
import { commandLine, descendantPids } from './proc';

export interface RunningServer {
  url: string;
  /** The process we spawned (the server itself since it runs as `node --import tsx`; a launcher if one is used). */
  launcherPid: number;
  /** The node process that runs the code and listens. */
  serverPid: number;
  /** Milliseconds from spawn to the first 200 on the health URL. */
  readyMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  cwd: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  healthPath: string;
  /** Matches the command line of the real server process among the launcher's descendants. */
  serverCommandPattern: RegExp;
  timeoutMs: number;
}

const POLL_INTERVAL_MS = 20;

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function findServerPid(launcherPid: number, pattern: RegExp): number {
  if (pattern.test(commandLine(launcherPid)) && descendantPids(launcherPid).length === 0) return launcherPid;
  // The deepest matching process is the one running the code; tsx's own CLI is its parent.
  const matching = descendantPids(launcherPid).filter((pid) => pattern.test(commandLine(pid)));
  return matching.at(-1) ?? launcherPid;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Spawns a server in its own process group and times spawn → first 200 on the health URL. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const launcherPid = child.pid!;
  const killGroup = () => {
    try {
      process.kill(-launcherPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const forgetKill = onExit(killGroup);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  let readyMs: number | undefined;
  while (performance.now() - started < options.timeoutMs) {
    if (child.exitCode !== null) break;
    if (await answers200(base + options.healthPath)) {
      readyMs = performance.now() - started;
      break;
    }
    await sleep(POLL_INTERVAL_MS);
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) killGroup();
      await waitForExit(child, 2_000);
    }
    // A child of tsx left behind would keep the port and the data-folder lock.
    killGroup();
    forgetKill();
  };
  if (readyMs === undefined) {
    await stop();
    const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : `no 200 within ${options.timeoutMs} ms`;
    throw new Error(`${options.command} ${options.args.join(' ')}: ${why}\n${output.slice(-2000)}`);
  }
  return {
    url: base,
    launcherPid,
    serverPid: findServerPid(launcherPid, options.serverCommandPattern),
    readyMs,
    output: () => output,
    stop,
  };
}

export function lockFileReleased(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'server.lock'));
}
