/**
 * `npm run test:paths`: every machine in src/machines with its states, transitions, generated paths
 * and how many of its states and transitions those paths take (tests/machines/path-report.ts); a
 * machine without models, or a state or transition no path takes, fails the run (then the path tests
 * run, unless `--no-tests`). `-- --plan` also writes the paths as numbered steps for QA
 * (docs/test-plan.md); path-report.test.ts fails in `npm test` when that file is not the current plan.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathReport, planFile, root } from './path-report';

async function main() {
  const writePlan = process.argv.includes('--plan');
  const { rows, failures, plan } = await pathReport();
  const header = ['machine', 'file', 'states', 'transitions', 'paths', 'state cov.', 'transition cov.', 'inputs checked'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (writePlan) {
    writeFileSync(planFile, plan);
    console.log('\nWrote docs/test-plan.md');
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} gap(s):\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  if (process.argv.includes('--no-tests')) return;
  // Then the path tests themselves. Run from here, so `npm run test:paths -- --plan` hands its flags
  // to this script (npm appends them to the script's last command, which vitest refused).
  const tests = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'machines'], { cwd: root, stdio: 'inherit' });
  process.exitCode = tests.status ?? 1;
}

await main();
