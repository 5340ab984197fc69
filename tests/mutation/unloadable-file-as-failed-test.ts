import type { Reporter, Vitest } from 'vitest/node';

type FileTask = ReturnType<Vitest['state']['getFiles']>[number];
type TestTask = Extract<FileTask['tasks'][number], { type: 'test' }>;

/**
 * A mutation-run reporter (vitest.mutation.config.ts only): a test file that fails before any test
 * runs — its import throws, or building its paths does — gets one failed test carrying that error.
 *
 * Why: most mutants of src/machines are static (a machine's config is built when its module loads),
 * and many make the machine throw while it is built ('states: {}' leaves the initial state missing)
 * or make xstate/graph throw while a test file generates its paths. Such a file collects no test, and
 * the Vitest runner of StrykerJS 9.6 scores a run without a failed test as Survived (stryker-js issue
 * #6150, fix proposed in PR #6217): the suite does catch these mutants, Vitest itself fails the file.
 */
export default class UnloadableFileAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const loadFailure: TestTask = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads and collects its tests',
        fullName: `${file.name} > loads and collects its tests`,
        fullTestName: 'loads and collects its tests',
        mode: 'run',
        context: undefined as never, // built by Vitest only for a test it runs; nothing reads it afterwards
        file,
        suite: file,
        meta: {},
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: file.result.errors ?? [{ message: 'The test file failed to load.' }] },
      } as TestTask;
      file.tasks.push(loadFailure);
    }
  }
}
