import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_LABELS, labelSheetMachine, MAX_LABELS } from '../../../src/machines/catalog/label-sheet.machine';
import { doneEvent, errorEvent, leafStatePaths, machineTestModel, replayPath, type StateAssertions } from '../model-helpers';
import { laptop, pathName } from '../common/record-form.model';

let printed = 0;
const testableLabelSheetMachine = labelSheetMachine.provide({
  actors: { loadProduct: fromPromise(() => new Promise<never>(() => {})) as never },
  actions: { printSheet: () => void (printed += 1) },
});

const events = [
  doneEvent('loadProduct', laptop),
  errorEvent('loadProduct', new TypeError('Failed to fetch')),
  { type: 'labels.retry' },
  { type: 'labels.count.change', count: 3 },
  { type: 'labels.count.change', count: 0 },
  { type: 'labels.count.change', count: MAX_LABELS + 1 },
  { type: 'labels.print' },
] as never[];

let printedBefore = 0;
const assertions: StateAssertions<any> = {
  loading: (check) => {
    expect(check.snapshot.context.product).toBeNull();
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  failed: (check) => {
    expect(check.snapshot.context.loadError).toBe('Could not load the product. Check the connection and try again.');
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  ready: (check) => {
    expect(check.snapshot.context.product).toEqual(laptop);
    // Only 1 to MAX_LABELS labels; anything else keeps the count it had.
    expect([DEFAULT_LABELS, 3]).toContain(check.snapshot.context.count);
    expect(printed - printedBefore).toBe(check.event.type === 'labels.print' ? 1 : 0);
    printedBefore = printed;
  },
};

describe('label sheet machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(labelSheetMachine).sort());
  });
  const paths = machineTestModel(testableLabelSheetMachine, { events, input: { id: 'p1' }, serializeContext: (context) => ({ count: context.count, loadError: context.loadError, loaded: context.product !== null }) }).getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => {
      printedBefore = printed;
      replayPath(testableLabelSheetMachine, path, assertions, { id: 'p1' });
    });
  }
});
