import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';

const folders: string[] = [];
function newDataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A process that has exited but whose parent has not reaped it, as a server killed with SIGKILL is
 * until its supervisor waits for it: `sleep 30` inherits the shell's short `sleep` as a child and never waits for it.
 */
async function zombie(): Promise<{ pid: number; end: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
  // Wait until it has exited and sits in the process table as defunct.
  for (let tries = 0; tries < 100; tries++) {
    if (/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, end: () => parent.kill('SIGKILL') };
}

describe('the data folder lock', () => {
  it('refuses a second server while the first one runs', () => {
    const dataDir = newDataDir();
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dataDir, 'server.lock'), String(sleeper.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('is taken over from a server that was killed and not yet reaped (a zombie)', async () => {
    const dataDir = newDataDir();
    const dead = await zombie();
    try {
      writeFileSync(join(dataDir, 'server.lock'), String(dead.pid));
      const unlock = lockDataDir(dataDir);
      unlock();
    } finally {
      dead.end();
    }
  });
});
