import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseProblem, withoutPassword } from '../../scripts/check-test-database';
import { fakeMachine, type FakeMachine } from './fake-commands';

let machine: FakeMachine;
beforeEach(() => {
  machine = fakeMachine();
});
afterEach(() => machine.remove());

/** Runs `tsx scripts/prepare-tests.ts <steps>` as npm test does, with only the given environment. */
function prepareTests(steps: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-tests.ts', ...steps], {
    env: { HOME: join(machine.root, 'home'), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

// Port 9 (discard): nothing listens there on a test machine.
const silentServer = 'postgres://postgres:secret@127.0.0.1:9/test';

describe("npm test's own steps (scripts/prepare-tests.ts)", () => {
  it('browser: prints the browser the journeys will use', () => {
    const chrome = machine.browser('opt/chrome', 'Google Chrome 139.0.5');
    const run = prepareTests(['browser'], { PATH: machine.bin, CHROMIUM_PATH: chrome });
    expect(run).toEqual({ status: 0, stdout: `Browser for the journeys: Google Chrome 139.0.5 (${chrome})`, stderr: '' });
  });

  it('browser: stops with one line when the browser named cannot be used', () => {
    const run = prepareTests(['browser'], { PATH: machine.bin, CHROMIUM_PATH: join(machine.root, 'no-chrome') });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([expect.stringContaining('CHROMIUM_PATH is')]);
  });

  it('database: fails at once, with the reason, when TEST_DATABASE_URL names a server that does not answer', () => {
    const started = Date.now();
    const run = prepareTests(['database', 'browser'], { PATH: machine.bin, TEST_DATABASE_URL: silentServer });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^TEST_DATABASE_URL is set \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:9\/test\) but that PostgreSQL server does not answer: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('database: says nothing when TEST_DATABASE_URL is not set', () => {
    expect(prepareTests(['database'], { PATH: machine.bin })).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('note: says in one line that the PostgreSQL half was skipped, and how to run it, when TEST_DATABASE_URL is not set', () => {
    const run = prepareTests(['note'], { PATH: machine.bin });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^PostgreSQL half skipped: TEST_DATABASE_URL is not set.* To run it: TEST_DATABASE_URL=postgres:\/\/\S+ npm test/);
    expect(run.stdout).not.toContain('\n');
    expect(prepareTests(['note'], { PATH: machine.bin, TEST_DATABASE_URL: silentServer }).stdout).toBe('');
  });

  it('refuses a step it does not know', () => {
    expect(prepareTests(['browsr'], { PATH: machine.bin })).toMatchObject({ status: 1, stderr: expect.stringContaining('Unknown step "browsr"') });
  });
});

describe('the PostgreSQL check', () => {
  it('hides the password of the URL it prints', () => {
    expect(withoutPassword('postgres://shop:hunter2@db.example:5432/test')).toBe('postgres://shop:***@db.example:5432/test');
    expect(withoutPassword('not a url')).toBe('(not a URL)');
  });

  // The server of TEST_DATABASE_URL, when set, must pass the check the suite starts with.
  it.each(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])('finds the PostgreSQL server of TEST_DATABASE_URL answering', async (url) => {
    expect(await testDatabaseProblem(url)).toBeNull();
  });
});
