import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/lingui-macro-plugin.js';
import { machineDescriptionsLeftOut } from './scripts/machine-descriptions-plugin.js';
import { sonnerStylesheet } from './scripts/sonner-stylesheet-plugin.js';
import { appWorker } from './scripts/app-worker-plugin.js';
import SlowFilesFirst from './tests/slow-files-first.js';

// One config for the build and for vitest: vanilla-extract must transform .css.ts files in both, Lingui's
// macros must become message ids and its .po catalogs modules in both (docs/i18n.md).
export default defineConfig({
  plugins: [linguiMacro(), machineDescriptionsLeftOut(), sonnerStylesheet(), react(), vanillaExtractPlugin(), lingui({ failOnCompileError: true }), appWorker()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/ reads it to weigh the JavaScript each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules the POS shares with its own lazy parts (the catalog, a kept close) and with back-office
          // screens (the sale form, returns, the sales' schemas, customers, labels): one chunk instead of one each,
          // whose per-file cost the POS's first load paid eight times over (docs/quality.md#budgets). Those screens
          // load the whole chunk (2.6 KB gzip) where each took a part; so do the payment dialogs, General Setting and the
          // payment report, for the payment methods' names the receipt and the till's payment dialog read too.
          groups: [{ name: 'till-shared', test: /src[\\/](api[\\/]pos[\\/](till-database|open-till|pos-sales|till-preferences|pos-shifts)|domain[\\/](receipt-numbers|payment-status)|machines[\\/]common[\\/]payment-accounts|views[\\/](pos[\\/]use-minor-format|i18n[\\/]payment-method-names))\.tsx?$/ }],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/auth': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
  test: {
    globals: false,
    // Vitest's default is one worker fewer than the CPUs: one worker on this project's two-core machines,
    // which left a core idle for the whole run. Two files running at once share no state (a server test
    // file has its database to itself while it runs, docs/decisions/046-server-tests-share-a-database-per-file.md).
    maxWorkers: 2,
    // Each worker runs its files one after another in one process (the views in one jsdom), not a new
    // process per file: starting one and importing everything again for each of ~190 files was more
    // than half of vitest's CPU (docs/quality.md#test-time). The browser-side projects still load the
    // app's own modules anew for each file (tests/setup-fresh-modules.ts); the server's files make their
    // own app and data, and its harness hands a finished file's database, emptied, to the next file.
    isolate: false,
    // The longest files start first, so the two workers end together (tests/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'browserless',
          include: ['tests/api/**/*.test.ts', 'tests/views/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-fresh-modules.ts', 'tests/setup-dom.ts'],
          // A view test driving a long machine path through jsdom took over 5 s on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The machines need no DOM, only localStorage: jsdom cost about 5 s per test file on a busy
          // 2-core machine, most of this project's time (the mutation runs use the same setup).
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup-fresh-modules.ts', 'tests/setup-storage.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The domain rules need no DOM either (their mutation runs use Node too): jsdom only cost them
          // its start-up per file.
          name: 'domain',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup-fresh-modules.ts', 'tests/setup-storage.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The contract check of every answer these tests receive (docs/decisions/049-the-document-checked-by-every-server-test.md).
          globalSetup: ['tests/server/database-templates.ts', 'tests/server/contract.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['tests/scripts/**/*.test.ts'],
          environment: 'node',
          // Each test starts Node (with tsx) or fake commands: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
