// `npm run test:mutation`: StrykerJS mutates src/domain, then src/machines, each run with the
// browserless tests that can reach it (vitest.mutation.config.ts reads the same MUTATE variable).
// Two runs instead of one keep each run's test set small on a shared 2-core machine. The scores per
// folder are recorded in bench/RESULTS.md; the HTML reports land in reports/mutation/.
const folder = process.env.MUTATE === 'machines' ? 'machines' : 'domain';

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  mutate: [`src/${folder}/**/*.ts`],
  // Anchored to the root: a bare 'reports' also dropped src/machines/reports and tests/machines/reports.
  ignorePatterns: ['/data', '/bench/.work', '/dist', '/test-results', '/playwright-report', '/reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${folder}.html` },
  jsonReporter: { fileName: `reports/mutation/${folder}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  timeoutMS: 10000,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};
