import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server start', () => {
  it('on a port already in use, exits at once with one clear line, before touching the database', async () => {
    const port = await freePort();
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(port, '127.0.0.1', resolve));
    try {
      const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toEqual([`[shopdesk] Port ${port} on 127.0.0.1 is already in use: stop what uses it, or set PORT to another port.`]);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await new Promise((resolve) => occupant.close(resolve));
    }
  });
});
