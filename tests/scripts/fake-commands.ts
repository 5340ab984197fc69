import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A throwaway folder for fake commands (a PATH of their own) and fake browsers. */
export function fakeMachine() {
  const root = mkdtempSync(join(tmpdir(), 'shopdesk-setup-'));
  const bin = join(root, 'bin');
  mkdirSync(bin);
  return {
    root,
    bin,
    /** Writes an executable shell script at `path` (made absolute under root when relative). */
    script(path: string, body: string): string {
      const file = path.startsWith('/') ? path : join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `#!/bin/sh\n${body}\n`);
      chmodSync(file, 0o755);
      return file;
    },
    /** A browser that answers --version as Chromium does. */
    browser(path: string, version = 'Chromium 140.0.1'): string {
      return this.script(path, `echo "${version}"`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export type FakeMachine = ReturnType<typeof fakeMachine>;
