import { describe, expect, it } from 'vitest';
import { csvImportMachine } from '../../../src/machines/common/csv-import.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from './record-form.model';
import { categoryColumns, csvImportModel, csvImportReference, imported, testableCsvImportMachine } from './csv-import.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify');
const importedEvents = (check: Check) => check.emitted.filter((event) => event.type === 'imported');

/** What the user is told in each state of the import dialog; the reference checks the rest. */
const assertions: StateAssertions<any> = {
  closed: (check) => {
    if (check.event.type === 'xstate.done.actor.uploadFile') {
      // Success closes the dialog, says how many rows went in, and tells the list to reload.
      expect(notices(check)).toEqual([{ type: 'notify', kind: 'success', message: imported.data.message, place: 'layout' }]);
      expect(importedEvents(check)).toEqual([{ type: 'imported', count: 2 }]);
    } else {
      expect(notices(check)).toEqual([]);
      expect(importedEvents(check)).toEqual([]);
    }
  },
  'open.choosing': (check) => {
    expect(check.snapshot.can({ type: 'import.submit' })).toBe(false);
    expect(notices(check)).toEqual([]);
  },
  'open.reading': (check) => {
    expect(check.snapshot.can({ type: 'import.submit' })).toBe(false);
  },
  'open.chosen': (check) => {
    expect(check.snapshot.context.rowCount).toBeGreaterThan(0);
    // Failures are shown in the dialog, not as toasts over it.
    expect(notices(check)).toEqual([]);
  },
  'open.uploading': (check) => {
    expect(check.snapshot.can({ type: 'import.close' })).toBe(false);
  },
};

describe('CSV import machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(csvImportMachine).sort());
  });
  const paths = csvImportModel().getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => replayPath(testableCsvImportMachine, path, assertions, categoryColumns, csvImportReference(categoryColumns)));
  }
  itTakesTheRecordedChart('csv-import', testableCsvImportMachine, paths, categoryColumns);
});
