import { fromPromise } from 'xstate';
import { saleImportMachine } from '../../../src/machines/sales/sale-import.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { choices } from './sale-form.model';

export const saleCsv = new File(['product_code,quantity,unit_price\nDL-INS15,2,18500\n'], 'sale_import_sample.csv', { type: 'text/csv' });
export const imported = { ok: true, data: { success: true, message: 'Imported SL-000007 with 2 lines.', imported: 2, saleId: 's-7', reference: 'SL-000007' } };
export const badRows = {
  ok: false,
  status: 400,
  message: "Nothing was imported: the file has 2 problems. Row 2, product_code: No product has the code 'NOPE'.",
  issues: [
    { path: '2.product_code', message: "Row 2, product_code: No product has the code 'NOPE'." },
    { path: '3.quantity', message: 'Row 3, quantity: Quantity must be a whole number of at least 1.' },
  ],
};
export const unknownBiller = { ok: false, status: 400, message: "There is no biller 'Gone'.", issues: [{ path: 'biller', message: "There is no biller 'Gone'." }] };

const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testableSaleImportMachine = saleImportMachine.provide({ actors: { loadChoices: pending(), readFile: pending(), uploadImport: pending() } });

export function saleImportModel() {
  return machineTestModel(testableSaleImportMachine, {
    // What is chosen and read, which the submit guard reads.
    facet: (context) => [context.values, context.file?.name ?? null, context.rowCount],
    events: [
      doneEvent('loadChoices', { ok: true, data: choices }),
      doneEvent('loadChoices', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('loadChoices', new TypeError('Failed to fetch')),
      { type: 'import.retry' },
      { type: 'import.field.change', name: 'customer', value: 'c-walk-in' },
      { type: 'import.field.change', name: 'warehouse', value: 'w-main' },
      { type: 'import.field.change', name: 'biller', value: 'b-main' },
      { type: 'import.file.choose', file: saleCsv },
      doneEvent('readFile', { columns: ['product_code', 'quantity', 'unit_price'], rowCount: 2 }),
      doneEvent('readFile', { columns: ['code', 'qty'], rowCount: 2 }),
      doneEvent('readFile', { columns: ['product_code', 'quantity', 'unit_price'], rowCount: 0 }),
      errorEvent('readFile', new Error('Unexpected end of file')),
      { type: 'import.submit' },
      doneEvent('uploadImport', imported),
      doneEvent('uploadImport', badRows),
      doneEvent('uploadImport', unknownBiller),
      errorEvent('uploadImport', new TypeError('Failed to fetch')),
    ] as never[],
  });
}
