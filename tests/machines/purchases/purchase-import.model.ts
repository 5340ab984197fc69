import { fromPromise } from 'xstate';
import { purchaseImportMachine } from '../../../src/machines/purchases/purchase-import.machine';
import { PURCHASE_IMPORT_COLUMNS } from '../../../src/domain/purchase-import';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const csvFile = new File(['product_code,quantity,purchase_unit,product_cost,discount,tax_name\nA,1,Piece,1,0,No Tax\n'], 'stock.csv', { type: 'text/csv' });
export const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
export const program = new File(['MZ'], 'setup.exe');
export const choices = { warehouses: [{ id: 'w-main', name: 'Main' }], suppliers: [{ id: 's-a', name: 'Supplier A' }] };
export const importedAnswer = { ok: true, data: { success: true, message: 'Purchase import submitted successfully!', imported: 2, purchase: { _id: 'p-1', reference: 'PR-000001' } } };
export const rowRefusal = {
  ok: false,
  status: 400,
  message: "Nothing was imported: the file has 2 problems. Row 2, product_code: There is no product with the code 'A'.",
  issues: [
    { path: '2.product_code', message: "Row 2, product_code: There is no product with the code 'A'." },
    { path: '3.quantity', message: "Row 3, quantity: Enter a whole number from 1 to 1,000,000, not '0'." },
  ],
};

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testablePurchaseImportMachine = purchaseImportMachine.provide({ actors: { loadChoices: never(), readFile: never(), uploadImport: never() } });

/** Import Purchase's paths: choices loaded or not, fields chosen in any order, files good and bad, the server's answers. */
export function purchaseImportModel() {
  return machineTestModel(testablePurchaseImportMachine, {
    // What is chosen and read, which the submit guard reads.
    facet: (context) => [context.values, context.file?.name ?? null, context.rowCount],
    events: [
      doneEvent('loadChoices', { ok: true, data: choices }),
      doneEvent('loadChoices', { ok: false, status: 503, message: '', issues: [] }),
      errorEvent('loadChoices', new TypeError('Failed to fetch')),
      { type: 'import.retry' },
      { type: 'import.warehouse.choose', warehouse: 'w-main' },
      { type: 'import.supplier.choose', supplier: 's-a' },
      { type: 'import.file.choose', file: csvFile },
      doneEvent('readFile', { columns: [...PURCHASE_IMPORT_COLUMNS], rowCount: 2 }),
      doneEvent('readFile', { columns: PURCHASE_IMPORT_COLUMNS.slice(0, 5), rowCount: 2 }),
      doneEvent('readFile', { columns: [...PURCHASE_IMPORT_COLUMNS], rowCount: 0 }),
      errorEvent('readFile', new Error('not CSV')),
      { type: 'import.attachment.choose', file: invoice },
      { type: 'import.attachment.choose', file: program },
      { type: 'import.submit' },
      doneEvent('uploadImport', importedAnswer),
      doneEvent('uploadImport', rowRefusal),
      errorEvent('uploadImport', new TypeError('Failed to fetch')),
    ] as never[],
  });
}
