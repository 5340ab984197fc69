import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, reasonOf, type ApiResult, type FieldIssue } from '../../api/common/http';
import { previewCsv, type CsvPreview } from '../../api/common/imports';
import { loadSaleChoices, type SaleChoices } from '../../api/sales/sale-choices';
import { uploadSaleImport, type SaleImportUpload } from '../../api/sales/sale-import';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_CSV_REQUIRED, SALE_IMPORT_REQUIRED_COLUMNS, type SaleImportAnswer } from '../../domain/sale-import';
import { DEFAULT_SALE_STATUS, SALE_REQUIRED_MESSAGE, type SaleStatus } from '../../domain/sales.schemas';
import { pathTo } from '../../domain/screens';
import { documentCsvRead, IMPORT_FAILED_MESSAGE, NETWORK_IMPORT_MESSAGE, UNREADABLE_FILE_MESSAGE } from '../common/csv-import.machine';
import type { NavigateEvent, NotifyEvent, ShownText } from '../common/notifications';
import { CHOICES_FAILED_MESSAGE } from './sale-choices.machine';

export type SaleImportField = 'customer' | 'warehouse' | 'biller' | 'saleStatus';
type ErrorField = SaleImportField | 'file';

export type SaleImportEvent =
  | { type: 'import.retry' }
  | { type: 'import.field.change'; name: SaleImportField; value: string }
  | { type: 'import.file.choose'; file: File }
  | { type: 'import.submit' };

export interface SaleImportContext {
  choices: SaleChoices | null;
  values: Record<SaleImportField, string>;
  file: File | null;
  rowCount: number;
  fieldErrors: Partial<Record<ErrorField, ShownText>>;
  /** The server's complaints, one per bad row and column. */
  problems: FieldIssue[];
  message: ShownText | null;
}

const FIELDS: readonly SaleImportField[] = ['customer', 'warehouse', 'biller', 'saleStatus'];

/** docs/screens.md#sales: customer, warehouse, biller, CSV and status are all required. */
export function missingFields(context: Pick<SaleImportContext, 'values' | 'file' | 'rowCount'>): Partial<Record<ErrorField, string>> {
  const missing: Partial<Record<ErrorField, string>> = {};
  for (const field of FIELDS) if (!context.values[field]) missing[field] = SALE_REQUIRED_MESSAGE;
  if (!context.file || context.rowCount === 0) missing.file = SALE_IMPORT_CSV_REQUIRED;
  return missing;
}

const clearedFile = { file: null, rowCount: 0 };

/**
 * Import Sale (/sale/import): choose the customer, warehouse, biller and status, and the
 * CSV (its header and row count read in the browser first); the server checks every row and makes
 * one sale or nothing. Success says so and opens the new sale; a refusal lists each bad row and column.
 */
export const saleImportMachine = setup({
  types: {
    context: {} as SaleImportContext,
    events: {} as SaleImportEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    loadChoices: fromPromise<ApiResult<SaleChoices>>(({ signal }) => loadSaleChoices(signal)),
    readFile: fromPromise<CsvPreview, File>(({ input }) => previewCsv(input)),
    uploadImport: fromPromise<ApiResult<SaleImportAnswer>, SaleImportUpload>(({ input, signal }) => uploadSaleImport(input, signal)),
  },
  guards: {
    hasRequiredFields: ({ context }) => Object.keys(missingFields(context)).length === 0,
  },
}).createMachine({
  id: 'saleImport',
  context: {
    choices: null,
    values: { customer: '', warehouse: '', biller: '', saleStatus: DEFAULT_SALE_STATUS satisfies SaleStatus },
    file: null,
    rowCount: 0,
    fieldErrors: {},
    problems: [],
    message: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'editing', actions: assign({ choices: ({ event }) => acceptedData(event.output) }) },
          { target: 'loadFailed', actions: assign({ message: CHOICES_FAILED_MESSAGE }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ message: CHOICES_FAILED_MESSAGE }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'import.retry': { target: 'loading', actions: assign({ message: null }) } },
    },
    editing: {
      on: {
        'import.field.change': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.name]: event.value }, fieldErrors: { ...context.fieldErrors, [event.name]: undefined } })),
        },
        'import.file.choose': {
          target: 'reading',
          actions: assign(({ context, event }) => ({ file: event.file, rowCount: 0, problems: [], message: null, fieldErrors: { ...context.fieldErrors, file: undefined } })),
        },
        'import.submit': [
          { guard: 'hasRequiredFields', target: 'uploading', actions: assign({ problems: [], message: null, fieldErrors: {} }) },
          { actions: assign(({ context }) => ({ fieldErrors: missingFields(context), message: SALE_REQUIRED_MESSAGE })) },
        ],
      },
    },
    reading: {
      tags: 'reading',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => context.file!,
        onDone: { target: 'editing', actions: assign(({ event }) => documentCsvRead(event.output, SALE_IMPORT_REQUIRED_COLUMNS, SALE_IMPORT_COLUMNS)) },
        onError: { target: 'editing', actions: assign({ ...clearedFile, fieldErrors: { file: UNREADABLE_FILE_MESSAGE } }) },
      },
    },
    uploading: {
      tags: 'uploading',
      invoke: {
        id: 'uploadImport',
        src: 'uploadImport',
        input: ({ context }) => ({ ...context.values, file: context.file! }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'imported',
            actions: [
              emit(({ event }) => ({ type: 'notify' as const, kind: 'success' as const, place: 'layout' as const, message: acceptedData(event.output).message })),
              emit(({ event }) => ({ type: 'navigate' as const, to: pathTo('saleEdit', acceptedData(event.output).saleId) })),
            ],
          },
          {
            // Nothing was written: the choices stay, so a fixed file can be chosen and sent again.
            target: 'editing',
            actions: assign(({ event }) => {
              const issues = event.output.ok ? [] : event.output.issues;
              const fieldErrors: Partial<Record<ErrorField, string>> = {};
              for (const issue of issues) if ((FIELDS as readonly string[]).includes(issue.path)) fieldErrors[issue.path as SaleImportField] = issue.message;
              return { fieldErrors, problems: issues.filter((issue) => !(FIELDS as readonly string[]).includes(issue.path)), message: reasonOf(event.output, IMPORT_FAILED_MESSAGE) };
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ message: NETWORK_IMPORT_MESSAGE }) },
      },
    },
    imported: { type: 'final', tags: 'uploading' },
  },
});

export type SaleImportActor = ActorRefFrom<typeof saleImportMachine>;
