import { describe, expect, it } from 'vitest';
import { purchaseImportMachine, ATTACHMENT_TYPE_MESSAGE, CHOICES_FAILED_MESSAGE } from '../../../src/machines/purchases/purchase-import.machine';
import { CSV_REQUIRED_MESSAGE, FILL_REQUIRED_MESSAGE, WAREHOUSE_REQUIRED_MESSAGE } from '../../../src/domain/purchase-import';
import { EMPTY_FILE_MESSAGE, NETWORK_IMPORT_MESSAGE, UNREADABLE_FILE_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { englishOfEach } from '../common/english';
import { csvFile, purchaseImportModel, rowRefusal, testablePurchaseImportMachine } from './purchase-import.model';

type Check = Parameters<StateAssertions<any>[string]>[0];

const assertions: StateAssertions<any> = {
  loading: ({ invoked, event }: Check) => {
    expect(invoked).toEqual([{ id: 'loadChoices', input: undefined }]);
    expect(['xstate.init', 'import.retry']).toContain(event.type);
  },
  loadFailed: ({ snapshot }: Check) => {
    expect(snapshot.context.message).toBe(CHOICES_FAILED_MESSAGE);
    expect(snapshot.can({ type: 'import.submit' })).toBe(false);
  },
  editing: ({ snapshot, event, emitted }: Check) => {
    const { context } = snapshot;
    if (event.type === 'import.submit') {
      // docs/screens.md#purchases: the alert, and the message under each empty required field.
      expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: FILL_REQUIRED_MESSAGE, place: 'layout' }]);
      const expected: Record<string, string> = {};
      if (!context.warehouse) expected.warehouse = WAREHOUSE_REQUIRED_MESSAGE;
      if (!context.file || context.rowCount === 0) expected.file = CSV_REQUIRED_MESSAGE;
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(englishOfEach(context.fieldErrors)).toEqual(expected);
      return;
    }
    expect(emitted).toEqual([]);
    if (event.type === 'xstate.done.actor.readFile') {
      const output = (event as unknown as { output: { columns: string[]; rowCount: number } }).output;
      if (output.columns.length < 6) expect(context.fieldErrors.file).toBe('The first row must name the columns product_code, quantity, purchase_unit, product_cost, discount, tax_name; missing: tax_name.');
      else if (output.rowCount === 0) expect(context.fieldErrors.file).toBe(EMPTY_FILE_MESSAGE);
      else expect([context.rowCount, context.fieldErrors.file]).toEqual([2, undefined]);
      if (context.fieldErrors.file) expect([context.file, context.rowCount]).toEqual([null, 0]);
    }
    if (event.type === 'xstate.error.actor.readFile') expect(context.fieldErrors.file).toBe(UNREADABLE_FILE_MESSAGE);
    if (event.type === 'import.attachment.choose') {
      const file = (event as unknown as { file: File }).file;
      if (file.name.endsWith('.exe')) expect([context.attachment, context.fieldErrors.attachment]).toEqual([null, ATTACHMENT_TYPE_MESSAGE]);
      else expect(context.attachment).toBe(file);
    }
    if (event.type === 'xstate.done.actor.uploadImport') {
      // Nothing was written: the choices stay and every bad row is listed.
      expect(context.message).toBe(rowRefusal.message);
      expect(context.problems).toEqual(rowRefusal.issues);
      expect([context.warehouse, context.file]).toEqual(['w-main', csvFile]);
    }
    if (event.type === 'xstate.error.actor.uploadImport') expect(context.message).toBe(NETWORK_IMPORT_MESSAGE);
  },
  reading: ({ invoked, snapshot }: Check) => {
    expect(invoked).toEqual([{ id: 'readFile', input: csvFile }]);
    expect(snapshot.can({ type: 'import.submit' })).toBe(false);
  },
  uploading: ({ invoked, snapshot }: Check) => {
    const { context } = snapshot;
    expect(context.warehouse).toBe('w-main');
    expect(context.rowCount).toBe(2);
    expect(invoked).toEqual([{ id: 'uploadImport', input: { warehouse: 'w-main', supplier: context.supplier, file: csvFile, attachment: context.attachment } }]);
  },
  imported: ({ emitted }: Check) => {
    expect(emitted).toEqual([
      { type: 'notify', kind: 'success', message: 'Purchase import submitted successfully!', place: 'layout' },
      { type: 'navigate', to: '/purchase/edit/p-1' },
    ]);
  },
};

describe('purchase import machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(purchaseImportMachine).sort());
  });
  const paths = purchaseImportModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testablePurchaseImportMachine, path, assertions));
  }
  itTakesTheRecordedChart('purchase-import', testablePurchaseImportMachine, paths);
});
