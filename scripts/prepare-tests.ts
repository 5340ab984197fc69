// `npm test`'s own steps around the suites, named on the command line:
//   database  fail at once when TEST_DATABASE_URL is set but its server does not answer
//   browser   find (or install) the browser for the Playwright journeys, or stop saying how to get one
//   note      at the end: say that the PostgreSQL half was skipped when TEST_DATABASE_URL is not set
import { howToTestOnPostgres, testDatabaseProblem } from './check-test-database';
import { prepareBrowser } from './prepare-browser';

const steps: Record<string, () => Promise<string | null>> = {
  async database() {
    const url = process.env.TEST_DATABASE_URL;
    return url ? testDatabaseProblem(url) : null;
  },
  async browser() {
    const browser = prepareBrowser({ env: process.env, isRoot: process.getuid?.() === 0, log: (line) => console.log(line) });
    if (!browser.ready) return browser.line;
    console.log(`Browser for the journeys: ${browser.version} (${browser.path})`);
    return null;
  },
  async note() {
    if (!process.env.TEST_DATABASE_URL) {
      console.log(`PostgreSQL half skipped: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only. To run it: ${howToTestOnPostgres}.`);
    }
    return null;
  },
};

for (const name of process.argv.slice(2)) {
  const step = steps[name];
  const problem = step ? await step() : `Unknown step "${name}" (known: ${Object.keys(steps).join(', ')})`;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
