import { fromPromise, type EventObject } from 'xstate';
import { csvImportMachine, EMPTY_FILE_MESSAGE, missingColumnsMessage, NETWORK_IMPORT_MESSAGE, UNREADABLE_FILE_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { doneEvent, errorEvent, machineTestModel, type ReferenceModel, type ReferenceStep } from '../model-helpers';
import type { ShownText } from '../../../src/machines/common/notifications';

export const categoryColumns = { columns: ['name', 'parent'], requiredColumns: ['name'], endpoint: 'POST /api/import/categories' as const };

const csvFile = (name: string) => new File(['name,parent\nLaptops,Electronics\n'], name, { type: 'text/csv' });
export const goodFile = csvFile('categories.csv');
export const fixedFile = csvFile('categories-fixed.csv');

export const twoRows = { columns: ['name', 'parent'], rowCount: 2 };
export const noNameColumn = { columns: ['title', 'parent'], rowCount: 2 };
export const headerOnly = { columns: ['name', 'parent'], rowCount: 0 };
export const imported = { ok: true, data: { success: true, message: '2 categories imported.', imported: 2 } };
export const badRow = { ok: false, status: 400, message: 'Row 2: a category named Laptops already exists.', issues: [{ path: 'row 2.name', message: 'A category named Laptops already exists.' }] };

const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testableCsvImportMachine = csvImportMachine.provide({ actors: { readFile: pending(), uploadFile: pending() } });

export const csvImportEvents = [
  { type: 'import.open' },
  { type: 'import.close' },
  { type: 'import.file.choose', file: goodFile },
  { type: 'import.file.choose', file: fixedFile },
  { type: 'import.submit' },
  doneEvent('readFile', twoRows),
  doneEvent('readFile', noNameColumn),
  doneEvent('readFile', headerOnly),
  errorEvent('readFile', new Error('Unexpected end of file')),
  doneEvent('uploadFile', imported),
  doneEvent('uploadFile', badRow),
  errorEvent('uploadFile', new TypeError('Failed to fetch')),
] as never[];

export function csvImportModel() {
  return machineTestModel(testableCsvImportMachine, {
    events: csvImportEvents,
    input: categoryColumns,
  });
}

type Dialog = 'closed' | 'choosing' | 'reading' | 'chosen' | 'uploading';

/** What the import dialog shows: where it is, the file and its rows, and what went wrong. */
export interface CsvImportExpectation {
  dialog: Dialog;
  file: string | null;
  rowCount: number;
  message: ShownText | null;
  problems: unknown[];
}

/**
 * The dialog told from docs/screens.md#products (Import Category): the file chosen is what is read and what
 * is sent; the whole import succeeds or nothing is written and the file stays chosen.
 */
export function csvImportReference(input: typeof categoryColumns): ReferenceModel<CsvImportExpectation> {
  let file: File | null = null;
  const closed: CsvImportExpectation = { dialog: 'closed', file: null, rowCount: 0, message: null, problems: [] };
  const same = (state: CsvImportExpectation, changes: Partial<CsvImportExpectation> = {}): ReferenceStep<CsvImportExpectation> => ({ state: { ...state, ...changes } });
  return {
    observe: (snapshot) => ({
      dialog: snapshot.matches('closed') ? 'closed' : (snapshot.value as { open: Dialog }).open,
      file: snapshot.context.file?.name ?? null,
      rowCount: snapshot.context.rowCount,
      message: snapshot.context.message,
      problems: snapshot.context.problems,
    }),
    initial: () => {
      file = null;
      return { state: closed };
    },
    next: (state, event: EventObject & Record<string, any>) => {
      switch (event.type) {
        case 'import.open':
          return state.dialog === 'closed' ? same(closed, { dialog: 'choosing' }) : same(state);
        case 'import.close':
          // Closing while the file is being sent could hide a finished import: the dialog waits.
          return state.dialog === 'closed' || state.dialog === 'uploading' ? same(state) : same(closed);
        case 'import.file.choose':
          if (state.dialog !== 'choosing' && state.dialog !== 'chosen') return same(state);
          file = event.file;
          return { state: { ...state, dialog: 'reading', file: event.file.name, rowCount: 0, message: null, problems: [] }, invoked: [{ id: 'readFile', input: event.file }] };
        case 'import.submit':
          if (state.dialog !== 'chosen') return same(state);
          return { state: { ...state, dialog: 'uploading', message: null, problems: [] }, invoked: [{ id: 'uploadFile', input: { endpoint: input.endpoint, file } }] };
        case 'xstate.done.actor.readFile': {
          const missing = input.requiredColumns.filter((column) => !event.output.columns.includes(column));
          if (missing.length > 0) return same(state, { dialog: 'choosing', message: missingColumnsMessage(missing, input.columns) });
          if (event.output.rowCount === 0) return same(state, { dialog: 'choosing', message: EMPTY_FILE_MESSAGE });
          return same(state, { dialog: 'chosen', rowCount: event.output.rowCount });
        }
        case 'xstate.error.actor.readFile':
          return same(state, { dialog: 'choosing', message: UNREADABLE_FILE_MESSAGE });
        case 'xstate.done.actor.uploadFile':
          if (event.output.ok) return same(closed);
          return same(state, { dialog: 'chosen', message: event.output.message, problems: event.output.issues });
        case 'xstate.error.actor.uploadFile':
          return same(state, { dialog: 'chosen', message: NETWORK_IMPORT_MESSAGE });
        default:
          return same(state);
      }
    },
  };
}
