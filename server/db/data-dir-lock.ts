import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it (docs/architecture.md#things-that-bite).
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockFile, 'utf8').trim());
      if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(
          `Another ShopDesk server (pid ${ownerPid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isDefunct(pid);
}

/**
 * A server killed with SIGKILL stays in the process table as a zombie until its parent reaps it, and
 * signal 0 still reaches it; a restart right after `kill -9` would be refused. Its state in
 * /proc/<pid>/stat is 'Z' (or 'X' while being removed). The state follows the command name, which is
 * in parentheses and may itself hold spaces or parentheses, so it is read after the last ')'.
 */
function isDefunct(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    // No /proc (not Linux): rely on the signal alone.
    return false;
  }
}
