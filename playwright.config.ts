import { defineConfig } from '@playwright/test';
import { findBrowser, howToGetABrowser } from './scripts/find-browser';

// E2E_PORT lets several checkouts on one machine run their journeys at once.
const port = Number(process.env.E2E_PORT ?? 3199);
// A folder of its own, emptied on every run, so journeys start from a new shop.
const dataDir = 'test-results/e2e-data';
// The same search as `npm test`'s browser step (scripts/prepare-tests.ts), which installs one when it can.
const browser = findBrowser({ env: process.env });
if (!browser.found) throw new Error(`${browser.reason} for the browser journeys: ${howToGetABrowser}.`);

export default defineConfig({
  testDir: 'tests/e2e',
  // One server on one embedded database and two cores: journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      // Debian's chromium when present; Playwright downloads no browser by itself (docs/architecture.md#things-that-bite).
      executablePath: browser.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
