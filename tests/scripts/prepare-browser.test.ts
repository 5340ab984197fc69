import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findBrowser } from '../../scripts/find-browser';
import { prepareBrowser, type BrowserPreparation } from '../../scripts/prepare-browser';
import { fakeMachine, type FakeMachine } from './fake-commands';

let machine: FakeMachine;
let logged: string[];
// Where Debian would put chromium on this fake machine; the real /usr/bin/chromium is not looked at.
let debianChromium: string;

beforeEach(() => {
  machine = fakeMachine();
  logged = [];
  debianChromium = join(machine.root, 'usr/bin/chromium');
});
afterEach(() => machine.remove());

function preparation(overrides: Partial<BrowserPreparation> = {}): BrowserPreparation {
  return {
    env: { PATH: machine.bin, HOME: join(machine.root, 'home') },
    home: join(machine.root, 'home'),
    usualPaths: [debianChromium],
    isRoot: false,
    log: (line) => logged.push(line),
    ...overrides,
  };
}

/** An apt-get that writes each call to apt.log, then runs `onInstall` for `install`. */
function fakeAptGet(onInstall: string) {
  machine.script('bin/apt-get', `PATH=/usr/bin:/bin\necho "$@" >> "${machine.root}/apt.log"\nif [ "$1" = install ]; then\n${onInstall}\nfi`);
}
function aptCalls(): string[] {
  const log = join(machine.root, 'apt.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
}
const installsChromium = () => `mkdir -p "$(dirname "${debianChromium}")"\nprintf '#!/bin/sh\\necho "Chromium 141.0.2"\\n' > "${debianChromium}"\nchmod 755 "${debianChromium}"`;

describe('finding the browser for the journeys', () => {
  it('takes the browser CHROMIUM_PATH names and reports its version', () => {
    const chosen = machine.browser('opt/my-chrome/chrome', 'Google Chrome 139.0.5');
    machine.browser('usr/bin/chromium');
    const ready = prepareBrowser(preparation({ env: { PATH: machine.bin, CHROMIUM_PATH: chosen } }));
    expect(ready).toEqual({ ready: true, path: chosen, version: 'Google Chrome 139.0.5' });
  });

  it("prefers Debian's chromium to a browser on PATH", () => {
    machine.browser('usr/bin/chromium');
    machine.browser('bin/google-chrome');
    expect(prepareBrowser(preparation())).toMatchObject({ ready: true, path: debianChromium });
  });

  it('finds a Chromium or Chrome command on PATH', () => {
    const onPath = machine.browser('bin/google-chrome-stable', 'Google Chrome 140.0.1');
    expect(prepareBrowser(preparation())).toEqual({ ready: true, path: onPath, version: 'Google Chrome 140.0.1' });
  });

  it("finds Playwright's own Chromium in its browser cache, newest revision first", () => {
    machine.browser('home/.cache/ms-playwright/chromium-1100/chrome-linux64/chrome', 'Chromium 120.0.0');
    const newest = machine.browser('home/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome', 'Chromium 140.0.0');
    expect(prepareBrowser(preparation())).toEqual({ ready: true, path: newest, version: 'Chromium 140.0.0' });
  });

  it('looks in PLAYWRIGHT_BROWSERS_PATH when it is set', () => {
    const cached = machine.browser('browsers/chromium-1200/chrome-linux/chrome');
    const env = { PATH: machine.bin, PLAYWRIGHT_BROWSERS_PATH: join(machine.root, 'browsers') };
    expect(findBrowser({ env, home: join(machine.root, 'home'), usualPaths: [] })).toMatchObject({ found: true, path: cached });
  });

  it('takes no file that cannot be run, nor a folder', () => {
    machine.script('usr/bin/chromium', '');
    chmodSync(debianChromium, 0o644);
    const search = { home: join(machine.root, 'home'), usualPaths: [debianChromium] };
    expect(findBrowser({ ...search, env: { PATH: machine.bin } })).toEqual({ found: false, reason: 'No Chromium or Chrome found' });
    expect(findBrowser({ ...search, env: { CHROMIUM_PATH: machine.bin } })).toMatchObject({ found: false });
  });
});

describe('when no browser is found', () => {
  it('stops before any journey with one line saying how to get a browser, when this user cannot install one', () => {
    fakeAptGet(installsChromium());
    const ready = prepareBrowser(preparation());
    expect(ready.ready).toBe(false);
    if (ready.ready) return;
    expect(ready.line).toMatch(/^No Chromium or Chrome found for the browser journeys, and this user cannot install one: /);
    expect(ready.line).toContain('apt-get install chromium');
    expect(ready.line).toContain('npx playwright install chromium');
    expect(ready.line).toContain('CHROMIUM_PATH');
    expect(ready.line).not.toContain('\n');
    expect(aptCalls()).toEqual([]);
  });

  it('counts a sudo that asks for a password as no way to install', () => {
    fakeAptGet(installsChromium());
    machine.script('bin/sudo', 'echo "sudo: a password is required" >&2\nexit 1');
    expect(prepareBrowser(preparation())).toMatchObject({ ready: false, line: expect.stringContaining('cannot install one') });
    expect(aptCalls()).toEqual([]);
  });

  it("as root, installs Debian's chromium with apt-get, saying so in one line, then uses it", () => {
    fakeAptGet(installsChromium());
    const ready = prepareBrowser(preparation({ isRoot: true }));
    expect(logged).toEqual(["No Chromium or Chrome found for the browser journeys: installing Debian's chromium with apt-get (about a minute)…"]);
    expect(aptCalls()).toEqual(['update -qq', 'install -y -qq chromium']);
    expect(ready).toEqual({ ready: true, path: debianChromium, version: 'Chromium 141.0.2' });
  });

  it('installs through sudo when it asks no password', () => {
    fakeAptGet(installsChromium());
    machine.script('bin/sudo', '[ "$1" = -n ] && shift\n# as sudo does, with a secure PATH of its own\nPATH=/usr/bin:/bin exec "$@"');
    expect(prepareBrowser(preparation())).toEqual({ ready: true, path: debianChromium, version: 'Chromium 141.0.2' });
    expect(aptCalls()).toEqual(['update -qq', 'install -y -qq chromium']);
  });

  it("stops with the installer's reason and how to get a browser when the install fails", () => {
    fakeAptGet('echo "E: Unable to locate package chromium" >&2\nexit 100');
    const ready = prepareBrowser(preparation({ isRoot: true }));
    expect(logged).toHaveLength(1);
    expect(ready).toEqual({
      ready: false,
      line: expect.stringMatching(/^Installing Debian's chromium failed \(E: Unable to locate package chromium\): install Debian's chromium/),
    });
  });

  it('does not install over a CHROMIUM_PATH that names no executable, and says so', () => {
    fakeAptGet(installsChromium());
    const missing = join(machine.root, 'nowhere/chrome');
    const ready = prepareBrowser(preparation({ isRoot: true, env: { PATH: machine.bin, CHROMIUM_PATH: missing } }));
    expect(ready).toEqual({ ready: false, line: expect.stringContaining(`CHROMIUM_PATH is ${missing}, which is not an executable file`) });
    expect(aptCalls()).toEqual([]);
  });
});

it('refuses a browser that does not start, with its reason', () => {
  machine.script('usr/bin/chromium', 'echo "chromium: error while loading shared libraries: libnss3.so" >&2\nexit 127');
  const ready = prepareBrowser(preparation());
  expect(ready).toEqual({
    ready: false,
    line: expect.stringContaining(`The browser at ${debianChromium} does not start (chromium: error while loading shared libraries: libnss3.so)`),
  });
});
