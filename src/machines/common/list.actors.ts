/**
 * The list machine's actors and actions for one resource: its API client, the columns it exports,
 * where its column choice is kept, and how a page is printed.
 */
import { fromPromise } from 'xstate';
import type { ListQuery, ResourceClient } from '../../api/common/resource';
import { readHiddenColumns, storeHiddenColumns } from '../../api/common/list-preferences';
import { toCsv, type CsvCell } from '../../domain/csv-export';
import type { ExportRequest, FetchAllInput, ListCompanion, ListNoun, ListRow } from './list.machine';

/** A column as exports see it; columns without `text` (image, actions) are left out of files. */
export interface ExportColumn<Row> {
  id: string;
  label: string;
  text?: (row: Row) => CsvCell;
}

export interface ListSource<Row extends ListRow> {
  /** Names the stored column choice and the exported file: 'products'. */
  listId: string;
  /** The heading of a PDF export: 'Product List'. */
  title: string;
  noun: ListNoun;
  client: ResourceClient<Row>;
  columns: readonly ExportColumn<Row>[];
  /** A machine started with the list that changes its rows (the category import). */
  companion?: ListCompanion;
  /** The list's filters with their starting values ('' is any), and the columns the server sorts by. */
  filters?: Record<string, string>;
  sortable?: string[];
}

/** The list machine's input for a source: its columns, filters, sort, and the column choice kept for it. */
export function listInput<Row extends ListRow>(source: ListSource<Row>) {
  return {
    listId: source.listId,
    noun: source.noun,
    columns: source.columns.map((column) => column.id),
    hiddenColumns: readHiddenColumns(source.listId),
    companion: source.companion,
    filters: source.filters,
    sortable: source.sortable,
  };
}

/** The header and cells of an export: the shown columns that have text, in display order. */
export function exportTable<Row extends ListRow>(columns: readonly ExportColumn<Row>[], rows: readonly ListRow[], shown: readonly string[]) {
  const exported = columns.filter((column) => column.text && shown.includes(column.id));
  return {
    header: exported.map((column) => column.label),
    body: rows.map((row) => exported.map((column) => column.text!(row as Row) ?? '')),
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; a later revoke frees its memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function listImplementations<Row extends ListRow>(source: ListSource<Row>) {
  return {
    actors: {
      // Answers as data: a refusal (403: the user's access) is the server's reason, not a lost connection.
      fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => source.client.list(input, signal)),
      fetchAllRows: fromPromise(({ input, signal }: { input: FetchAllInput; signal: AbortSignal }) => source.client.listAll(input, input.onProgress, signal)),
      removeRows: fromPromise(({ input, signal }: { input: { ids: string[] }; signal: AbortSignal }) => source.client.remove(input.ids, signal)),
      saveExport: fromPromise(async ({ input }: { input: ExportRequest }) => {
        const { header, body } = exportTable(source.columns, input.rows, input.columns);
        const fileName = `${source.listId}-${today()}.${input.format}`;
        if (input.format === 'csv') downloadFile(fileName, new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' }));
        // Loaded on first use: jsPDF and its table plugin, about 130 KB gzip that no other screen needs.
        else await (await import('./pdf-export')).savePdf(source.title, fileName, header, body);
      }),
    },
    actions: {
      rememberColumns: (_: unknown, params: { listId: string; hidden: string[] }) => storeHiddenColumns(params.listId, params.hidden),
      printPage: () => window.print(),
    },
  };
}
