import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathReport, planFile } from './path-report';

// The gate of `npm run test:paths`, inside `npm test`: the covering paths the model tests replay pass
// through every state of every machine and take every transition, and docs/test-plan.md is the plan
// those paths make today (regenerate it with `npm run test:paths -- --plan --no-tests`).
describe('the machines’ covering paths', async () => {
  const report = await pathReport();

  it('pass through every state and take every transition of every machine in src/machines', () => {
    expect(report.failures).toEqual([]);
  });

  it('are the steps docs/test-plan.md gives QA (run `npm run test:paths -- --plan --no-tests` after changing a machine or a model)', () => {
    // Compared line by line, so a stale plan names the first line that differs.
    expect(readFileSync(planFile, 'utf8').split('\n')).toEqual(report.plan.split('\n'));
  });
});
