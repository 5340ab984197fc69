import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMachine } from './fake-commands';

const { nodeVersionProblem } = createRequire(import.meta.url)('../../scripts/check-node.cjs') as {
  nodeVersionProblem: (version: string, range: string) => string | null;
};
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };

describe("the Node version check (package.json's engines)", () => {
  it('accepts the oldest Node allowed and any newer one', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v21.0.0', 'v22.12.0', 'v24.1.0']) expect(nodeVersionProblem(version, '>=20.19')).toBeNull();
  });

  it('names the version needed and the one found on an older Node', () => {
    expect(nodeVersionProblem('v20.18.3', '>=20.19')).toBe(
      'ShopDesk needs Node 20.19 or later (package.json "engines": ">=20.19"); this is Node v20.18.3. Install a newer Node (https://nodejs.org) and run the command again.',
    );
    expect(nodeVersionProblem('v18.20.4', '>=20.19')).toContain('this is Node v18.20.4');
    expect(nodeVersionProblem('v10.24.1', '>=20.19')).toContain('needs Node 20.19 or later');
  });

  it('stops `node scripts/check-node.cjs` on an old Node with that line, and lets this Node through', () => {
    const machine = fakeMachine();
    try {
      // Pretends to be Node 18 before the check reads process.version.
      const oldNode = join(machine.root, 'old-node.cjs');
      writeFileSync(oldNode, "Object.defineProperty(process, 'version', { value: 'v18.19.1' });\n");
      const old = spawnSync(process.execPath, ['--require', oldNode, 'scripts/check-node.cjs'], { encoding: 'utf8' });
      expect(old.status).toBe(1);
      expect(old.stderr.trim()).toBe(nodeVersionProblem('v18.19.1', packageJson.engines.node));
      const current = spawnSync(process.execPath, ['scripts/check-node.cjs'], { encoding: 'utf8' });
      expect(current.status).toBe(0);
      expect(current.stderr).toBe('');
    } finally {
      machine.remove();
    }
  });

  it('runs first in `npm start` and `npm test`', () => {
    expect(packageJson.scripts.start).toMatch(/^node scripts\/check-node\.cjs && /);
    expect(packageJson.scripts.test).toMatch(/^node scripts\/check-node\.cjs && /);
  });
});
