import { defineConfig } from '@playwright/test';
import { findBrowser, howToGetABrowser } from './scripts/find-browser';

// E2E_PORT (and the two ports after it) lets several checkouts on one machine run their journeys at once.
const firstPort = Number(process.env.E2E_PORT ?? 3199);
// The same search as `npm test`'s browser step (scripts/prepare-tests.ts), which installs one when it can.
const browser = findBrowser({ env: process.env });
if (!browser.found) throw new Error(`${browser.reason} for the browser journeys: ${howToGetABrowser}.`);

// Three shops, each its own server on its own new embedded database, and one worker per shop: a journey
// only meets the data of the journeys that ran before it in its own shop (journeys tolerate each other's
// data and never need it), never one running beside it. Three on two cores, not two: with two journeys at
// once the cores were idle 28 % of the run (journeys wait on the network, on timers and on their server),
// and a third takes most of that up (docs/quality.md#test-time). Playwright hands the next spec file to
// whichever worker is free, so the shops' loads balance themselves.
export const shopPorts = [firstPort, firstPort + 1, firstPort + 2];
// Playwright loads this file again in each worker and tells it its slot (0, 1 or 2, kept by a worker
// started again after a failure): the worker's journeys use that slot's shop. The main process, which
// runs no journey, sees no slot.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: shopPorts.length,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One more run on CI only, reported as flaky (docs/quality.md#tests).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  // Signs up the owner of each shop.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${shopPorts[slot]}`,
    trace: 'off',
    // The till installs a service worker that answers its reads from the cache when the server does not
    // (docs/offline-till.md#opening-without-the-server); requests it makes escape a journey's page.route,
    // so journeys run without it, except those about it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's chromium when present; Playwright downloads no browser by itself (docs/architecture.md#things-that-bite).
      executablePath: browser.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The shops' servers, started together by one command: Playwright starts several webServers one after
  // another, and each first start (it creates its database: initdb and the migrations) took about 5 s.
  // Each has a folder of its own (named by port, so runs on other ports leave it alone), emptied on every
  // run, so journeys start from a new shop. Playwright waits for the first; global-setup.ts for each.
  webServer: {
    command: `${shopPorts.map((port) => `(rm -rf test-results/e2e-data-${port} && PORT=${port} DATA_DIR=test-results/e2e-data-${port} npm run serve) &`).join(' ')} wait`,
    url: `http://127.0.0.1:${shopPorts[0]}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { HOST: '127.0.0.1', SEED: 'none' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
