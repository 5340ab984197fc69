import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { csvImportMachine, documentCsvRead, EMPTY_FILE_MESSAGE, IMPORT_FAILED_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { englishOf, englishOfEach } from './english';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from './record-form.model';
import { badRow, categoryColumns, csvImportModel, csvImportReference, goodFile, imported, testableCsvImportMachine, twoRows } from './csv-import.model';

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

describe('CSV import dialog, beside a list', () => {
  const open = (input: Record<string, unknown>) => {
    const actor = createActor(testableCsvImportMachine, { input: { ...categoryColumns, ...input } as never }).start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.file.choose', file: goodFile });
    return actor;
  };

  it('tells the list it was opened from to reload once the rows are in, and only then', () => {
    const heard: string[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event.type)))).start();
    const actor = open({ list });
    actor.send(doneEvent('readFile', twoRows) as never);
    actor.send({ type: 'import.submit' });
    actor.send(doneEvent('uploadFile', badRow) as never);
    expect(heard).toEqual([]);
    actor.send({ type: 'import.submit' });
    actor.send(doneEvent('uploadFile', imported) as never);
    expect(heard).toEqual(['list.reload']);
    actor.stop();
  });

  it('names every required column the first row lacks, and the columns it must name', () => {
    const actor = open({ columns: ['name', 'code', 'parent'], requiredColumns: ['name', 'code'] });
    actor.send(doneEvent('readFile', { columns: ['title', 'parent'], rowCount: 2 }) as never);
    expect(englishOf(actor.getSnapshot().context.message!)).toBe('The first row must name the columns name, code, parent; missing: name, code.');
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    // One of the two missing: only that one is named, and the file is still refused.
    actor.send({ type: 'import.file.choose', file: goodFile });
    actor.send(doneEvent('readFile', { columns: ['name', 'parent'], rowCount: 2 }) as never);
    expect(englishOf(actor.getSnapshot().context.message!)).toBe('The first row must name the columns name, code, parent; missing: code.');
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    actor.stop();
  });

  it('says the import failed when the server refuses without a reason, and keeps the file to send again', () => {
    const actor = open({});
    actor.send(doneEvent('readFile', twoRows) as never);
    actor.send({ type: 'import.submit' });
    actor.send(doneEvent('uploadFile', { ok: false, status: 500, message: '', issues: [] }) as never);
    expect(actor.getSnapshot().context).toMatchObject({ message: IMPORT_FAILED_MESSAGE, problems: [], file: goodFile, rowCount: 2 });
    expect(englishOf(actor.getSnapshot().context.message!)).toBe('The import failed. Please try again.');
    expect(actor.getSnapshot().can({ type: 'import.submit' })).toBe(true);
    actor.stop();
  });
});

describe('a document import reading its CSV (Import Purchase, Import Sale)', () => {
  const columns = ['product_code', 'quantity', 'unit_cost'];
  const required = ['product_code', 'quantity'];

  it('keeps the row count of a file with every required column', () => {
    expect(documentCsvRead({ columns: ['quantity', 'product_code'], rowCount: 3 }, required, columns)).toEqual({ rowCount: 3 });
  });

  it('clears a file that lacks required columns, naming each', () => {
    const read = documentCsvRead({ columns: ['unit_cost'], rowCount: 3 }, required, columns);
    expect('fieldErrors' in read && { ...read, fieldErrors: englishOfEach(read.fieldErrors) }).toEqual({
      file: null,
      rowCount: 0,
      fieldErrors: { file: 'The first row must name the columns product_code, quantity, unit_cost; missing: product_code, quantity.' },
    });
  });

  it('clears a file with no rows under its header', () => {
    expect(documentCsvRead({ columns, rowCount: 0 }, required, columns)).toEqual({ file: null, rowCount: 0, fieldErrors: { file: EMPTY_FILE_MESSAGE } });
  });
});
