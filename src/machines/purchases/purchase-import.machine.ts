import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, reasonOf, type ApiResult, type FieldIssue } from '../../api/common/http';
import { previewCsv, type CsvPreview } from '../../api/common/imports';
import { loadImportChoices, uploadPurchaseImport, type ImportChoices, type PurchaseImportUpload } from '../../api/purchases/purchase-import';
import {
  ATTACHMENT_EXTENSIONS,
  CSV_REQUIRED_MESSAGE,
  FILL_REQUIRED_MESSAGE,
  PURCHASE_IMPORT_COLUMNS,
  WAREHOUSE_REQUIRED_MESSAGE,
  type PurchaseImportAnswer,
} from '../../domain/purchase-import';
import { pathTo } from '../../domain/screens';
import type { NavigateEvent, NotifyEvent, ShownText } from '../common/notifications';
import { documentCsvRead, IMPORT_FAILED_MESSAGE, NETWORK_IMPORT_MESSAGE, UNREADABLE_FILE_MESSAGE } from '../common/csv-import.machine';
import type { MessageDescriptor } from '@lingui/core';

export const CHOICES_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase-import.choices-failed', message: 'Could not load the warehouses and suppliers. Please try again.' };
export const ATTACHMENT_TYPE_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase-import.attachment-type', message: 'The attachment must be a {extensions} file.', values: { extensions: ATTACHMENT_EXTENSIONS.join(', ') } };

type Field = 'warehouse' | 'file' | 'attachment';

export type PurchaseImportEvent =
  | { type: 'import.retry' }
  | { type: 'import.warehouse.choose'; warehouse: string }
  | { type: 'import.supplier.choose'; supplier: string }
  | { type: 'import.file.choose'; file: File }
  | { type: 'import.attachment.choose'; file: File | null }
  | { type: 'import.submit' };

export interface PurchaseImportContext {
  choices: ImportChoices;
  warehouse: string;
  supplier: string;
  file: File | null;
  rowCount: number;
  attachment: File | null;
  fieldErrors: Partial<Record<Field, ShownText>>;
  /** The server's complaints, one per bad row and column. */
  problems: FieldIssue[];
  message: ShownText | null;
}

function hasAllowedExtension(file: File): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The messages under the required fields that are empty (docs/screens.md#purchases). */
export function missingFields(context: Pick<PurchaseImportContext, 'warehouse' | 'file' | 'rowCount'>): Partial<Record<Field, string>> {
  return {
    ...(context.warehouse ? {} : { warehouse: WAREHOUSE_REQUIRED_MESSAGE }),
    ...(context.file && context.rowCount > 0 ? {} : { file: CSV_REQUIRED_MESSAGE }),
  };
}

const clearedFile = { file: null, rowCount: 0 };

/**
 * Import Purchase (/purchase/import; docs/screens.md#purchases and #messages): choose the warehouse,
 * the supplier, the CSV (its header and row count read in the browser first) and an optional
 * attachment; the server checks every row and writes all or none. Success says the message in docs/screens.md#purchases and
 * opens the new purchase; a refusal lists each bad row and column and keeps the choices.
 */
export const purchaseImportMachine = setup({
  types: {
    context: {} as PurchaseImportContext,
    events: {} as PurchaseImportEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    loadChoices: fromPromise<ApiResult<ImportChoices>>(({ signal }) => loadImportChoices(signal)),
    readFile: fromPromise<CsvPreview, File>(({ input }) => previewCsv(input)),
    uploadImport: fromPromise<ApiResult<PurchaseImportAnswer>, PurchaseImportUpload>(({ input, signal }) => uploadPurchaseImport(input, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
  },
  guards: {
    hasRequiredFields: ({ context }) => Object.keys(missingFields(context)).length === 0,
  },
}).createMachine({
  id: 'purchaseImport',
  context: {
    choices: { warehouses: [], suppliers: [] },
    warehouse: '',
    supplier: '',
    file: null,
    rowCount: 0,
    attachment: null,
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
          { target: 'loadFailed', actions: assign({ message: ({ event }) => reasonOf(event.output, CHOICES_FAILED_MESSAGE) }) },
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
        'import.warehouse.choose': { actions: assign(({ context, event }) => ({ warehouse: event.warehouse, fieldErrors: { ...context.fieldErrors, warehouse: undefined } })) },
        'import.supplier.choose': { actions: assign({ supplier: ({ event }) => event.supplier }) },
        'import.file.choose': {
          target: 'reading',
          actions: assign(({ context, event }) => ({ file: event.file, rowCount: 0, problems: [], message: null, fieldErrors: { ...context.fieldErrors, file: undefined } })),
        },
        'import.attachment.choose': [
          {
            guard: ({ event }) => event.file === null || hasAllowedExtension(event.file),
            actions: assign(({ context, event }) => ({ attachment: event.file, fieldErrors: { ...context.fieldErrors, attachment: undefined } })),
          },
          { actions: assign(({ context }) => ({ attachment: null, fieldErrors: { ...context.fieldErrors, attachment: ATTACHMENT_TYPE_MESSAGE } })) },
        ],
        'import.submit': [
          { guard: 'hasRequiredFields', target: 'uploading', actions: assign({ problems: [], message: null, fieldErrors: {} }) },
          // docs/screens.md#purchases: the alert, and each empty field says what it needs.
          { actions: [assign(({ context }) => ({ fieldErrors: missingFields(context), message: null })), { type: 'notify', params: { kind: 'error', message: FILL_REQUIRED_MESSAGE } }] },
        ],
      },
    },
    reading: {
      tags: 'reading',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => context.file!,
        onDone: { target: 'editing', actions: assign(({ event }) => documentCsvRead(event.output, PURCHASE_IMPORT_COLUMNS, PURCHASE_IMPORT_COLUMNS)) },
        onError: { target: 'editing', actions: assign({ ...clearedFile, fieldErrors: { file: UNREADABLE_FILE_MESSAGE } }) },
      },
    },
    uploading: {
      tags: 'uploading',
      invoke: {
        id: 'uploadImport',
        src: 'uploadImport',
        input: ({ context }) => ({ warehouse: context.warehouse, supplier: context.supplier, file: context.file!, attachment: context.attachment }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'imported',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, message: acceptedData(event.output).message }) },
              emit(({ event }) => ({ type: 'navigate' as const, to: pathTo('purchaseEdit', acceptedData(event.output).purchase._id) })),
            ],
          },
          {
            // Nothing was written: the choices stay, so a fixed file can be chosen and sent again.
            target: 'editing',
            actions: assign(({ event }) => {
              const issues = event.output.ok ? [] : event.output.issues;
              const fieldErrors: Partial<Record<Field, ShownText>> = {};
              for (const issue of issues) {
                if (issue.path === 'warehouse' || issue.path === 'attachment') fieldErrors[issue.path] = issue.message;
              }
              const problems = issues.filter((issue) => issue.path !== 'warehouse' && issue.path !== 'attachment');
              return { fieldErrors, problems, message: reasonOf(event.output, IMPORT_FAILED_MESSAGE) };
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ message: NETWORK_IMPORT_MESSAGE }) },
      },
    },
    imported: { type: 'final', tags: 'uploading' },
  },
});

export type PurchaseImportActor = ActorRefFrom<typeof purchaseImportMachine>;
