import { describe, expect, it } from 'vitest';
import { labelSheetMachine } from '../../../src/machines/catalog/label-sheet.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { laptop, pathName } from '../common/record-form.model';
import { labelSheetInput, labelSheetModel, labelSheetReference, testableLabelSheetMachine } from './label-sheet.model';

const assertions: StateAssertions<any> = {
  loading: (check) => {
    expect(check.snapshot.context.product).toBeNull();
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  failed: (check) => {
    expect(['Could not load the product. Check the connection and try again.', 'This product no longer exists.']).toContain(check.snapshot.context.loadError);
    expect(check.snapshot.can({ type: 'labels.print' })).toBe(false);
  },
  ready: (check) => {
    expect(check.snapshot.context.product).toEqual(laptop);
  },
};

describe('label sheet machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(labelSheetMachine).sort());
  });
  const paths = labelSheetModel().getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => replayPath(testableLabelSheetMachine, path, assertions, labelSheetInput, labelSheetReference(labelSheetInput)));
  }
  itTakesTheRecordedChart('label-sheet', testableLabelSheetMachine, paths, labelSheetInput);
});
