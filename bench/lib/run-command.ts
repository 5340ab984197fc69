import { spawn } from 'node:child_process';
import { onExit } from './cleanup';

export interface CommandResult {
  code: number | null;
  output: string;
  timedOut: boolean;
  seconds: number;
}

/** Runs a command to completion, killing its whole process group if it outlives the timeout. */
export function runCommand(command: string, args: string[], options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const forget = onExit(killGroup);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      forget();
      resolve({ code, output, timedOut, seconds: (performance.now() - started) / 1000 });
    });
  });
}
