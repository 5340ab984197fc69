import { describe, expect, it } from 'vitest';
import { SALE_IMPORT_CSV_REQUIRED } from '../../../src/domain/sale-import';
import { SALE_REQUIRED_MESSAGE } from '../../../src/domain/sales.schemas';
import { saleImportMachine } from '../../../src/machines/sales/sale-import.machine';
import { CHOICES_FAILED_MESSAGE } from '../../../src/machines/sales/sale-choices.machine';
import { NETWORK_IMPORT_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from '../common/record-form.model';
import { badRows, imported, saleCsv, saleImportModel, testableSaleImportMachine, unknownBiller } from './sale-import.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const output = (check: Check) => (check.event as unknown as { output: unknown }).output;

const assertions: StateAssertions<any> = {
  loading: (check) => expect(check.snapshot.context.choices).toBeNull(),
  loadFailed: (check) => expect(check.snapshot.context.message).toBe(CHOICES_FAILED_MESSAGE),
  editing: (check) => {
    const { fieldErrors, message, problems, values } = check.snapshot.context;
    expect(check.emitted).toEqual([]);
    if (check.event.type === 'import.submit') {
      // docs/screens.md#sales: customer, warehouse, biller, CSV and status, all required.
      expect(message).toBe(SALE_REQUIRED_MESSAGE);
      for (const field of ['customer', 'warehouse', 'biller'] as const) expect(fieldErrors[field]).toBe(values[field] ? undefined : SALE_REQUIRED_MESSAGE);
      expect(fieldErrors.file).toBe(check.snapshot.context.rowCount > 0 ? undefined : SALE_IMPORT_CSV_REQUIRED);
    }
    if (check.event.type === 'xstate.done.actor.uploadImport') {
      const refusal = output(check);
      expect(message).toBe((refusal as typeof badRows).message);
      expect(problems).toEqual(refusal === badRows ? badRows.issues : []);
      if (refusal === unknownBiller) expect(fieldErrors.biller).toBe(unknownBiller.message);
    }
    if (check.event.type === 'xstate.error.actor.uploadImport') expect(message).toBe(NETWORK_IMPORT_MESSAGE);
  },
  reading: (check) => {
    if (check.event.type === 'import.file.choose') expect(check.invoked).toEqual([{ id: 'readFile', input: saleCsv }]);
  },
  uploading: (check) => {
    // What is sent: the four fields and the file.
    expect(check.invoked).toEqual([{ id: 'uploadImport', input: { customer: 'c-walk-in', warehouse: 'w-main', biller: 'b-main', saleStatus: 'Completed', file: saleCsv } }]);
  },
  imported: (check) => {
    expect(check.emitted).toEqual([
      { type: 'notify', kind: 'success', place: 'layout', message: imported.data.message },
      { type: 'navigate', to: '/sale/edit/s-7' },
    ]);
  },
};

describe('sale import machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(saleImportMachine).sort());
  });
  const paths = saleImportModel().getShortestPaths();
  for (const path of paths) {
    it(pathName(path), () => replayPath(testableSaleImportMachine, path, assertions));
  }
  itTakesTheRecordedChart('sale-import', testableSaleImportMachine, paths);
});
