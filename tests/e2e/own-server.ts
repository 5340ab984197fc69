import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { signUpOwner } from './accounts';
import { answering } from './journey-helpers';

/**
 * A shop on a server of the journey's own (the built server, `npm run serve`'s command, on a new embedded
 * database), which the journey can kill and start again: the shops of playwright.config.ts serve the other
 * journeys and must stay up. Killed with SIGKILL, as a crash or a pulled plug would; started again on the
 * same port and data folder, so the browsers meet the same origin (its service worker, its till database)
 * and the same shop.
 */
export interface OwnServer {
  url: string;
  /** Kills the process (SIGKILL) and waits for it to be gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a new shop (its owner signed up, as global-setup.ts does for the shared shops). */
export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/own-server-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  let running: ChildProcess | null = null;
  const start = async () => {
    const child = spawn(process.execPath, ['--max-semi-space-size=4', 'build/server/main.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none' },
      stdio: 'ignore',
    });
    running = child;
    await answering(url, 60_000);
  };
  const stop = async () => {
    const child = running;
    running = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  };
  await start();
  await signUpOwner(url);
  return {
    url,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
