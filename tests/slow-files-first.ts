import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, measured (one project at a time, two workers), slowest first. Vitest
 * orders a run by the durations of the last run; a fresh clone has none, so it starts the larger files
 * first, and the shop simulator (a small file, the longest run) started 59th of 71 server files and ran
 * alone for its last 70 s while the other worker had nothing left. These start first, so the two workers
 * end together. A file missing from the list only starts later; a slow new file belongs here.
 */
const slowestFirst = [
  'tests/server/simulator/shop-simulator.test.ts',
  'tests/server/write-routes-fuzz.test.ts',
  'tests/server/control-characters.test.ts',
  'tests/server/checkout-processes.test.ts',
  'tests/server/durability.test.ts',
  'tests/server/purchase-stock.property.test.ts',
  'tests/server/login-limits.test.ts',
  'tests/server/purchases.test.ts',
  'tests/server/concurrent-writes.test.ts',
  'tests/server/ledgers.test.ts',
  'tests/server/sale-import.test.ts',
  'tests/server/deletes.test.ts',
  'tests/server/account-balances.property.test.ts',
  'tests/server/settings-restart.test.ts',
];

function rank(file: TestSpecification): number {
  const index = slowestFirst.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? slowestFirst.length : index;
}

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the files not listed keep Vitest's own order after the listed ones.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
