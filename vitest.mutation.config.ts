import { defineConfig } from 'vitest/config';

const testsOf = {
  domain: ['tests/domain/**/*.test.ts'],
  machines: ['tests/machines/**/*.test.ts'],
};

// MUTATION_TESTS (comma-separated globs) narrows the tests to a file's own: a file that most machine
// tests import re-runs all of them for each mutant of its module-level code (1–2 minutes a mutant).
// A score measured with fewer tests is a lower bound, and bench/RESULTS.md says which tests ran.
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

// The tests Stryker runs against the mutants of one folder (MUTATE, see stryker.config.mjs): no
// browser and no DOM, which would cost seconds per mutant.
export default defineConfig({
  test: {
    globals: false,
    include: narrowed ?? testsOf[process.env.MUTATE === 'machines' ? 'machines' : 'domain'],
    // The covering-path gate and the QA plan's check read every machine: they ran against each of the
    // ~9,500 mutants (seconds each), and "killed" a changed description by the plan's text, not by
    // what the machine does.
    exclude: ['tests/machines/path-report.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup-storage.ts'],
    // A file that cannot load counts as a failed test, not as no test (see the reporter's comment).
    reporters: ['default', './tests/mutation/unloadable-file-as-failed-test.ts'],
  },
});
