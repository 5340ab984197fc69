// `npm test`'s static checks (the npm scripts named on the command line), two at a time: each is
// mostly one process on one core, and run one after another they left the second core idle for about
// a minute (docs/quality.md#test-time). Each check's output is printed whole when it ends, so two never
// interleave; the run fails when any check fails, after all have ended.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const atOnce = Math.max(1, Math.min(2, availableParallelism()));

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...scripts];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    for (let script = waiting.shift(); script !== undefined; script = waiting.shift()) results.push(await run(script));
  }),
);
if (results.some((passed) => !passed)) process.exit(1);
