import { assign, emit, enqueueActions, fromPromise, not, setup, stateIn, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { acceptedData, reasonOf, type ApiResult, type FieldIssue } from '../../api/common/http';
import { previewCsv, uploadImport, type CsvImportRoute, type CsvPreview } from '../../api/common/imports';
import type { ImportAnswer } from '../../domain/upload.schemas';
import type { NotifyEvent, ShownText } from './notifications';
import type { MessageDescriptor } from '@lingui/core';

export interface CsvImportInput {
  /** The columns the file must have, in the words in docs/screens.md#products: ['name', 'parent']. */
  columns: string[];
  /** Of them, the ones every file must carry. */
  requiredColumns: string[];
  /** Where the file is sent, by its route: 'POST /api/import/categories'. */
  endpoint: CsvImportRoute;
  /** The list the imported rows join: told `list.reload` after an import. */
  list?: AnyActorRef;
}

export interface CsvImportContext {
  columns: string[];
  requiredColumns: string[];
  endpoint: CsvImportRoute;
  list: AnyActorRef | null;
  file: File | null;
  rowCount: number;
  /** The server's (or the header check's) complaints, one per bad row and column. */
  problems: FieldIssue[];
  message: ShownText | null;
}

export type CsvImportEvent =
  | { type: 'import.open' }
  | { type: 'import.close' }
  | { type: 'import.file.choose'; file: File }
  | { type: 'import.submit' };

export type ImportedEvent = { type: 'imported'; count: number };

export const IMPORT_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'csv-import.failed', message: 'The import failed. Please try again.' };
export const NETWORK_IMPORT_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'csv-import.not-sent', message: 'The file could not be sent. Check the connection and try again.' };
export const UNREADABLE_FILE_MESSAGE = 'The file could not be read as CSV.';
export const EMPTY_FILE_MESSAGE = 'The file has no rows under its header.';

export function missingColumnsMessage(missing: string[], columns: string[]): MessageDescriptor {
  // The column names are the file's own words (CSV headers), never translated.
  return /*i18n*/ { id: 'csv-import.missing-columns', message: 'The first row must name the columns {columns}; missing: {missing}.', values: { columns: columns.join(', '), missing: missing.join(', ') } };
}

/** What reading a document import's CSV leaves (Import Purchase, Import Sale): its row count, or the file cleared with why. */
export function documentCsvRead(
  read: { columns: readonly string[]; rowCount: number },
  required: readonly string[],
  columns: readonly string[],
): { rowCount: number } | { file: null; rowCount: 0; fieldErrors: { file: ShownText } } {
  const missing = required.filter((column) => !read.columns.includes(column));
  if (missing.length > 0) return { file: null, rowCount: 0, fieldErrors: { file: missingColumnsMessage(missing, [...columns]) } };
  if (read.rowCount === 0) return { file: null, rowCount: 0, fieldErrors: { file: EMPTY_FILE_MESSAGE } };
  return { rowCount: read.rowCount };
}

/**
 * A CSV import dialog (Import Category): choose a file, see its row count, send it; the
 * server takes all rows or none and names each bad row. Success closes the dialog and tells the
 * list to reload.
 */
export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    input: {} as CsvImportInput,
    emitted: {} as NotifyEvent | ImportedEvent,
  },
  actors: {
    readFile: fromPromise<CsvPreview, File>(({ input }) => previewCsv(input)),
    uploadFile: fromPromise<ApiResult<ImportAnswer>, { endpoint: CsvImportRoute; file: File }>(({ input, signal }) => uploadImport(input.endpoint, input.file, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type'>) => ({ type: 'notify' as const, ...params })),
    reset: assign({ file: null, rowCount: 0, problems: [], message: null }),
  },
  guards: {
    // Each is given its actor's output where the transition names it (typed there, from the done event).
    hasMissingColumns: ({ context }, preview: CsvPreview) => context.requiredColumns.some((column) => !preview.columns.includes(column)),
    isEmptyFile: (_, preview: CsvPreview) => preview.rowCount === 0,
    isImported: (_, answer: ApiResult<ImportAnswer>) => answer.ok,
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({
    columns: input.columns,
    requiredColumns: input.requiredColumns,
    endpoint: input.endpoint,
    list: input.list ?? null,
    file: null,
    rowCount: 0,
    problems: [],
    message: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'No import dialog is open',
      on: { 'import.open': { description: 'Press Import Category on the Category List', target: 'open', actions: 'reset' } },
    },
    open: {
      tags: 'open',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Import Category asks for a CSV file (columns name and parent)',
          on: { 'import.file.choose': { description: 'Press Choose CSV file and pick a file', target: 'reading', actions: assign({ file: ({ event }) => event.file, problems: [], message: null, rowCount: 0 }) } },
        },
        reading: {
          description: 'The chosen file is being read',
          tags: 'reading',
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context }) => context.file!,
            onDone: [
              {
                guard: { type: 'hasMissingColumns', params: ({ event }) => event.output },
                target: 'choosing',
                actions: assign(({ context, event }) => ({
                  message: missingColumnsMessage(
                    context.requiredColumns.filter((column) => !event.output.columns.includes(column)),
                    context.columns,
                  ),
                })),
              },
              { guard: { type: 'isEmptyFile', params: ({ event }) => event.output }, target: 'choosing', actions: assign({ message: EMPTY_FILE_MESSAGE }) },
              { target: 'chosen', actions: assign({ rowCount: ({ event }) => event.output.rowCount }) },
            ],
            onError: { target: 'choosing', actions: assign({ message: UNREADABLE_FILE_MESSAGE }) },
          },
        },
        chosen: {
          description: 'The dialog says how many rows the file has; Import can be pressed',
          on: {
            'import.file.choose': { description: 'Press Choose CSV file and pick a file', target: 'reading', actions: assign({ file: ({ event }) => event.file, problems: [], message: null, rowCount: 0 }) },
            'import.submit': { description: 'Press Import', target: 'uploading', actions: assign({ problems: [], message: null }) },
          },
        },
        uploading: {
          description: 'The Import button says Importing… and the dialog shows its progress',
          tags: 'uploading',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ endpoint: context.endpoint, file: context.file! }),
            onDone: [
              {
                guard: { type: 'isImported', params: ({ event }) => event.output },
                target: '#csvImport.closed',
                actions: [
                  {
                    type: 'notify',
                    params: ({ event }) => ({ kind: 'success' as const, message: acceptedData(event.output).message, place: 'layout' as const }),
                  },
                  emit(({ event }) => ({ type: 'imported' as const, count: acceptedData(event.output).imported })),
                  enqueueActions(({ context, enqueue }) => {
                    if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
                  }),
                  'reset',
                ],
              },
              {
                // Nothing was written: the file stays chosen so a fixed copy can be picked or this one sent again.
                target: 'chosen',
                actions: assign(({ event }) => ({ message: reasonOf(event.output, IMPORT_FAILED_MESSAGE), problems: event.output.ok ? [] : event.output.issues })),
              },
            ],
            onError: { target: 'chosen', actions: assign({ message: NETWORK_IMPORT_MESSAGE }) },
          },
        },
      },
      on: {
        // Closing mid-upload could hide a finished import: the dialog waits for the answer.
        'import.close': { description: 'Press Cancel in Import Category', guard: not(stateIn({ open: 'uploading' })), target: 'closed', actions: 'reset' },
      },
    },
  },
});

export type CsvImportActor = ActorRefFrom<typeof csvImportMachine>;
