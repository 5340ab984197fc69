import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { findBrowser, howToGetABrowser } from './scripts/find-browser';

// E2E_PORT (and the port after it) lets several checkouts on one machine run their journeys at once.
const firstPort = Number(process.env.E2E_PORT ?? 3199);
const testDir = 'tests/e2e';
// The same search as `npm test`'s browser step (scripts/prepare-tests.ts), which installs one when it can.
const browser = findBrowser({ env: process.env });
if (!browser.found) throw new Error(`${browser.reason} for the browser journeys: ${howToGetABrowser}.`);

// Two shops, each its own server on its own embedded database, and one worker per shop: the two cores
// run two journeys at once, and a journey only ever meets the data of the journeys of its own shop
// (they are written to tolerate each other's, never to need it). The spec files are dealt to the shops
// in turn by name, so a new journey needs no entry here. Within a shop, journeys run one at a time.
const specs = readdirSync(testDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const shops = [0, 1].map((index) => ({
  name: `shop-${index + 1}`,
  port: firstPort + index,
  // A folder of its own, emptied on every run, so journeys start from a new shop.
  dataDir: `test-results/e2e-data-${index + 1}`,
  specs: specs.filter((_, position) => position % 2 === index),
}));

export default defineConfig({
  testDir,
  workers: shops.length,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // Signs up the owner of every shop (the projects' baseURLs).
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    trace: 'off',
    launchOptions: {
      // Debian's chromium when present; Playwright downloads no browser by itself (docs/architecture.md#things-that-bite).
      executablePath: browser.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: shops.map((shop) => ({ name: shop.name, testMatch: shop.specs, use: { baseURL: `http://127.0.0.1:${shop.port}` } })),
  webServer: shops.map((shop) => ({
    command: `rm -rf ${shop.dataDir} && npm run serve`,
    url: `http://127.0.0.1:${shop.port}/healthz`,
    reuseExistingServer: false,
    // Both servers create their database (initdb and the migrations, seconds each) at the same time.
    timeout: 180_000,
    env: { PORT: String(shop.port), HOST: '127.0.0.1', DATA_DIR: shop.dataDir, SEED: 'none' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
