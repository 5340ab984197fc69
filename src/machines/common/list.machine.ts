import { and, assertEvent, assign, emit, fromPromise, not, or, raise, setup, stateIn, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../domain/shop-constants';
import type { ListPage, ListQuery, ListSelection, ListSort } from '../../api/common/resource';
import type { DeleteAnswer } from '../../domain/list.schemas';
import type { MessageDescriptor } from '@lingui/core';
import type { NotifyEvent, ShownText } from './notifications';

type RemoveResult = ApiResult<DeleteAnswer>;

/** What the list machine needs of a row: its id, for selection, menus and delete. */
export interface ListRow {
  _id: string;
}

export type ExportFormat = 'csv' | 'pdf';

export interface ExportRequest {
  format: ExportFormat;
  rows: ListRow[];
  /** Column ids as shown (hidden ones left out). */
  columns: string[];
}

export interface FetchAllInput extends ListSelection {
  onProgress: (loaded: number, total: number, capped: boolean) => void;
}

/**
 * The words a list uses about its records in messages: 'product' / 'products', as messages of the catalogs
 * so the sentences around them read in the person's language (docs/i18n.md#machines).
 */
export interface ListNoun {
  one: MessageDescriptor;
  many: MessageDescriptor;
}

export interface ListInput {
  listId: string;
  noun: ListNoun;
  /** Every column id in display order; the ones that can be hidden and exported. */
  columns: string[];
  hiddenColumns?: string[];
  /** The list's filters by name with their starting values ('' is any): status, warehouse, customer, from, to. */
  filters?: Record<string, string>;
  /** The columns the server can order by, and the order the list starts in. */
  sortable?: string[];
  sort?: ListSort | null;
  /**
   * A machine that changes this list's rows from beside it (Import Category, a member's role):
   * started with the list, given `list` in its input so it can ask for a reload when it is done.
   */
  companion?: ListCompanion;
}

export interface ListCompanion {
  logic: AnyActorLogic;
  input: Record<string, unknown>;
}

export interface ListContext {
  listId: string;
  noun: ListNoun;
  columns: string[];
  hiddenColumns: string[];
  filters: Record<string, string>;
  sortable: string[];
  sort: ListSort | null;
  /** The search box as typed; `query` is what the rows were asked with. */
  search: string;
  query: string;
  page: number;
  pageSize: PageSize;
  rows: ListRow[];
  /** Where the shown rows start in the whole list (1-based): the page asked for may still be loading. */
  firstRow: number;
  total: number;
  /** `total` is where the server stopped counting a broad search: there are more. */
  capped: boolean;
  /** The footer's totals over every matching row, for lists whose server sends them (the Account list). */
  summary: Record<string, number> | null;
  /** Ids, never copies: a reload keeps only those still on the page. */
  selected: string[];
  /** The one open menu: a row's id, or COLUMNS_MENU. */
  openMenu: string | null;
  pendingDelete: string[];
  loadError: ShownText | null;
  exportFormat: ExportFormat | null;
  exportProgress: { loaded: number; total: number; capped?: boolean } | null;
  /** The running companion, if the list has one. */
  companion: AnyActorRef | null;
}

export const COLUMNS_MENU = 'columns';

/** The whole filtered list, as fetchAllRows answers it: the event that starts saving the export. */
type ExportRowsFetched = DoneActorEvent<ApiResult<ListRow[]>, 'fetchAllRows'>;

export type ListEvent =
  | { type: 'list.search.change'; text: string }
  /** Raised when typing has paused; the rows region then asks the server. */
  | { type: 'list.search.apply' }
  /** A filter set ('' is any): the rows are asked for again from page 1. */
  | { type: 'list.filter.change'; name: string; value: string }
  /** A column header clicked: that column ascending, or the other way when it is the sort already. */
  | { type: 'list.sort'; column: string }
  | { type: 'list.page.next' }
  | { type: 'list.page.previous' }
  | { type: 'list.page.size'; size: PageSize }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.row.toggle'; id: string }
  | { type: 'list.rows.toggle' }
  | { type: 'list.menu.toggle'; menu: string }
  | { type: 'list.menu.close' }
  | { type: 'list.column.toggle'; column: string }
  | { type: 'list.delete.selected' }
  | { type: 'list.delete.row'; id: string }
  | { type: 'list.delete.confirm' }
  | { type: 'list.delete.cancel' }
  | { type: 'list.export'; format: ExportFormat }
  | { type: 'list.export.progress'; loaded: number; total: number; capped?: boolean }
  | { type: 'list.export.cancel' }
  | { type: 'list.print' };

/** Typing pauses this long before the server is asked, so one word is one request, not five. */
export const SEARCH_DEBOUNCE_MS = 300;

export const LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'list.load-failed', message: 'The list could not be loaded. Check the connection and try again.' };
export const DELETE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'list.delete-failed', message: 'The selected rows could not be deleted. Check the connection and try again.' };
export const DELETE_REFUSED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'list.delete-refused', message: 'The selected rows could not be deleted.' };
export const EXPORT_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'list.export-failed', message: 'The export could not be completed. Check the connection and try again.' };

// The noun is a value of the sentence (a message itself, translated where it is shown: src/views/i18n/shown-text.ts),
// so one sentence serves every list; the count leads, as in the server's own 'Deleted 1 brand.'.
/** "Deleted 1 product." / "Deleted 3 products." when the server gives no message. */
export function deletedMessage(noun: ListNoun, count: number): MessageDescriptor {
  return count === 1
    ? /*i18n*/ { id: 'list.deleted.one', message: 'Deleted 1 {noun}.', values: { noun: noun.one } }
    : /*i18n*/ { id: 'list.deleted.many', message: 'Deleted {count} {noun}.', values: { count, noun: noun.many } };
}

/** "Exported 1 product to CSV." / "Exported 2500 products to PDF." */
export function exportedMessage(noun: ListNoun, count: number, format: ExportFormat): MessageDescriptor {
  return /*i18n*/ { id: 'list.exported', message: 'Exported {count} {noun} to {format}.', values: { count, noun: count === 1 ? noun.one : noun.many, format: format.toUpperCase() } };
}

export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** An actor of the right type that only fails: the real one is provided per resource. */
function unexpected<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The list machine's ${name} actor is provided per resource (list.actors.ts).`)));
}

/**
 * One list screen (the list pattern): server-side search and paging, selection, one open
 * menu, column visibility, delete of selected rows with one confirmation, CSV/PDF export of the
 * whole filtered list, print. Three regions run side by side: the rows shown, the search box's
 * pause, and an export that keeps running while the user pages on.
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    // The export's saving state reads the rows from the done event that entered it.
    events: {} as ListEvent | ExportRowsFetched,
    input: {} as ListInput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    fetchPage: unexpected<ApiResult<ListPage<ListRow>>, ListQuery>('fetchPage'),
    fetchAllRows: unexpected<ApiResult<ListRow[]>, FetchAllInput>('fetchAllRows'),
    saveExport: unexpected<void, ExportRequest>('saveExport'),
    removeRows: unexpected<RemoveResult, { ids: string[] }>('removeRows'),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type'>) => ({ type: 'notify' as const, ...params })),
    rememberColumns: (_, _params: { listId: string; hidden: string[] }) => {
      // Provided per screen (list.actors.ts): the browser's storage is no business of the machine.
    },
    printPage: () => {
      // Provided per screen (list.actors.ts): window.print.
    },
    closeMenu: assign({ openMenu: null }),
    // Asked from page 1: the matches of a new search, filter or sort start there.
    applySearch: assign({ query: ({ context }) => context.search.trim(), page: 1 }),
    applyFilter: assign(({ context, event }) => {
      assertEvent(event, 'list.filter.change');
      const { name, value } = event;
      return { filters: { ...context.filters, [name]: value }, page: 1 };
    }),
    applySort: assign(({ context, event }) => {
      assertEvent(event, 'list.sort');
      const { column } = event;
      const direction: ListSort['direction'] = context.sort?.column === column && context.sort.direction === 'asc' ? 'desc' : 'asc';
      return { sort: { column, direction }, page: 1 };
    }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < lastPageOf(context.total, context.pageSize),
    hasPreviousPage: ({ context }) => context.page > 1,
    isOtherPageSize: ({ context, event }) => event.type === 'list.page.size' && event.size !== context.pageSize && PAGE_SIZES.includes(event.size),
    isSearchChanged: ({ context, event }) => event.type === 'list.search.change' && event.text !== context.search,
    // Given the page read (the fetchPage actor's output, typed where the transition names the guard).
    isPastLastPage: ({ context }, page: ListPage<ListRow>) => page.rows.length === 0 && context.page > lastPageOf(page.total, context.pageSize),
    isNewQuery: ({ context }) => context.search.trim() !== context.query,
    isFilterChanged: ({ context, event }) => event.type === 'list.filter.change' && event.name in context.filters && context.filters[event.name] !== event.value,
    isSortable: ({ context, event }) => event.type === 'list.sort' && context.sortable.includes(event.column),
    isDeleteOpen: or([stateIn({ rows: 'confirmingDelete' }), stateIn({ rows: 'deleting' })]),
    isMenuShown: ({ context, event }) => event.type === 'list.menu.toggle' && (event.menu === COLUMNS_MENU || context.rows.some((row) => row._id === event.menu)),
    isRowShown: ({ context, event }) => 'id' in event && context.rows.some((row) => row._id === event.id),
    hasRows: ({ context }) => context.rows.length > 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    hasRecords: ({ context }) => context.total > 0,
    canToggleColumn: ({ context, event }) => {
      // Columns are chosen in the Column visibility menu, so only while it is open.
      if (event.type !== 'list.column.toggle' || context.openMenu !== COLUMNS_MENU || !context.columns.includes(event.column)) return false;
      // The last shown column stays: a table with no columns could not be brought back from the rows.
      const hiding = !context.hiddenColumns.includes(event.column);
      return !hiding || context.columns.length - context.hiddenColumns.length > 1;
    },
    isDeleted: (_, result: RemoveResult) => result.ok,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'list',
  context: ({ input, spawn, self }) => ({
    listId: input.listId,
    noun: input.noun,
    columns: input.columns,
    hiddenColumns: (input.hiddenColumns ?? []).filter((column) => input.columns.includes(column)),
    filters: input.filters ?? {},
    sortable: input.sortable ?? [],
    sort: input.sort ?? null,
    search: '',
    query: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    rows: [],
    firstRow: 1,
    total: 0,
    capped: false,
    summary: null,
    selected: [],
    openMenu: null,
    pendingDelete: [],
    loadError: null,
    exportFormat: null,
    exportProgress: null,
    companion: input.companion ? spawn(input.companion.logic, { input: { ...input.companion.input, list: self } }) : null,
  }),
  type: 'parallel',
  on: {
    // The delete question is modal: no menu opens behind it.
    'list.menu.toggle': { description: "Press the row's Action button, or Columns (its menu opens; again, it closes)", guard: and([not('isDeleteOpen'), 'isMenuShown']), actions: assign({ openMenu: ({ context, event }) => (context.openMenu === event.menu ? null : event.menu) }) },
    'list.menu.close': { description: 'Click outside the open menu', actions: 'closeMenu' },
    'list.column.toggle': {
      description: 'Tick or untick {column} in Columns',
      guard: 'canToggleColumn',
      actions: [
        assign({
          hiddenColumns: ({ context, event }) =>
            context.hiddenColumns.includes(event.column)
              ? context.hiddenColumns.filter((column) => column !== event.column)
              : context.columns.filter((column) => column === event.column || context.hiddenColumns.includes(column)),
        }),
        { type: 'rememberColumns', params: ({ context }) => ({ listId: context.listId, hidden: context.hiddenColumns }) },
      ],
    },
    'list.print': { description: 'Press Print', guard: not('isDeleteOpen'), actions: ['closeMenu', 'printPage'] },
  },
  states: {
    rows: {
      initial: 'loading',
      // Paging and searching are allowed while a page loads or after it failed: the newer request wins.
      states: {
        loading: {
          description: 'The table says Loading… (a page already shown stays until the next one comes)',
          entry: 'closeMenu',
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ q: context.query, filters: context.filters, sort: context.sort, page: context.page, pageSize: context.pageSize }),
            onDone: [
              // A refusal (403: the user's access) says the server's reason, not a lost connection.
              { guard: ({ event }) => !event.output.ok, target: 'failed', actions: assign({ loadError: ({ event }): ShownText => (!event.output.ok && event.output.message) || LOAD_FAILED_MESSAGE }) },
              {
                // The last rows of the last page were deleted (here or by a colleague): show the page before.
                guard: { type: 'isPastLastPage', params: ({ event }) => acceptedData(event.output) },
                target: 'loading',
                reenter: true,
                actions: assign(({ context, event }) => {
                  const { total } = acceptedData(event.output);
                  return { page: lastPageOf(total, context.pageSize), total };
                }),
              },
              {
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const page = acceptedData(event.output);
                  return {
                    rows: page.rows,
                    firstRow: (context.page - 1) * context.pageSize + 1,
                    total: page.total,
                    capped: page.capped === true,
                    summary: page.summary ?? null,
                    selected: context.selected.filter((id) => page.rows.some((row) => row._id === id)),
                    loadError: null,
                  };
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ loadError: LOAD_FAILED_MESSAGE }) },
          },
          on: {
            'list.page.next': { description: 'Press Next under the table', guard: 'hasNextPage', target: 'loading', reenter: true, actions: assign({ page: ({ context }) => context.page + 1 }) },
            'list.page.previous': { description: 'Press Previous under the table', guard: 'hasPreviousPage', target: 'loading', reenter: true, actions: assign({ page: ({ context }) => context.page - 1 }) },
            'list.page.size': { description: 'Choose {size} in Show … records', guard: 'isOtherPageSize', target: 'loading', reenter: true, actions: assign({ pageSize: ({ event }) => event.size, page: 1 }) },
            'list.search.apply': { guard: 'isNewQuery', target: 'loading', reenter: true, actions: 'applySearch' },
            'list.filter.change': { description: "Choose '{value}' in the {name} filter", guard: 'isFilterChanged', target: 'loading', reenter: true, actions: 'applyFilter' },
            'list.sort': { description: 'Choose {column} in Sort by', guard: 'isSortable', target: 'loading', reenter: true, actions: 'applySort' },
          },
        },
        ready: {
          description: "The table shows the page's rows, and the pager says which rows of how many",
          on: {
            'list.page.next': { description: 'Press Next under the table', guard: 'hasNextPage', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
            'list.page.previous': { description: 'Press Previous under the table', guard: 'hasPreviousPage', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
            'list.page.size': { description: 'Choose {size} in Show … records', guard: 'isOtherPageSize', target: 'loading', actions: assign({ pageSize: ({ event }) => event.size, page: 1 }) },
            'list.reload': { description: "Save a change in one of the list's dialogs (the list reads its page again)", target: 'loading' },
            'list.search.apply': { guard: 'isNewQuery', target: 'loading', actions: 'applySearch' },
            'list.filter.change': { description: "Choose '{value}' in the {name} filter", guard: 'isFilterChanged', target: 'loading', actions: 'applyFilter' },
            'list.sort': { description: 'Choose {column} in Sort by', guard: 'isSortable', target: 'loading', actions: 'applySort' },
            'list.row.toggle': {
              description: "Tick or untick a row's checkbox",
              guard: 'isRowShown',
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.id)
                    ? context.selected.filter((id) => id !== event.id)
                    : context.rows.filter((row) => row._id === event.id || context.selected.includes(row._id)).map((row) => row._id),
              }),
            },
            'list.rows.toggle': {
              description: "Tick the checkbox in the table's header (every row on the page)",
              guard: 'hasRows',
              actions: assign({
                selected: ({ context }) => (context.selected.length === context.rows.length ? [] : context.rows.map((row) => row._id)),
              }),
            },
            'list.delete.selected': {
              description: 'Press Delete above the table',
              guard: 'hasSelection',
              target: 'confirmingDelete',
              actions: ['closeMenu', assign({ pendingDelete: ({ context }) => context.selected })],
            },
            'list.delete.row': {
              description: "Choose Delete in a row's Action menu",
              guard: 'isRowShown',
              target: 'confirmingDelete',
              actions: ['closeMenu', assign({ pendingDelete: ({ event }) => [event.id] })],
            },
          },
        },
        failed: {
          description: 'The table says the list could not be loaded, with Retry',
          on: {
            'list.retry': { description: 'Press Retry in the table', target: 'loading' },
            'list.reload': { description: "Save a change in one of the list's dialogs (the list reads its page again)", target: 'loading' },
            'list.search.apply': { guard: 'isNewQuery', target: 'loading', actions: 'applySearch' },
            'list.filter.change': { description: "Choose '{value}' in the {name} filter", guard: 'isFilterChanged', target: 'loading', actions: 'applyFilter' },
            'list.sort': { description: 'Choose {column} in Sort by', guard: 'isSortable', target: 'loading', actions: 'applySort' },
            'list.page.previous': { description: 'Press Previous under the table', guard: 'hasPreviousPage', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
            'list.page.size': { description: 'Choose {size} in Show … records', guard: 'isOtherPageSize', target: 'loading', actions: assign({ pageSize: ({ event }) => event.size, page: 1 }) },
          },
        },
        confirmingDelete: {
          description: 'A question asks whether to delete the chosen rows',
          on: {
            'list.delete.confirm': { description: 'Press Delete in the question', target: 'deleting' },
            'list.delete.cancel': { description: 'Press Cancel in the question', target: 'ready', actions: assign({ pendingDelete: [] }) },
          },
        },
        deleting: {
          description: "The question's button says Deleting…",
          invoke: {
            id: 'removeRows',
            src: 'removeRows',
            input: ({ context }) => ({ ids: context.pendingDelete }),
            onDone: [
              {
                guard: { type: 'isDeleted', params: ({ event }) => event.output },
                target: 'loading',
                actions: [
                  {
                    type: 'notify',
                    params: ({ context, event }) => ({
                      kind: 'success' as const,
                      message: (event.output.ok && event.output.data.message) || deletedMessage(context.noun, context.pendingDelete.length),
                      place: 'layout' as const,
                    }),
                  },
                  assign(({ context }) => ({ selected: context.selected.filter((id) => !context.pendingDelete.includes(id)), pendingDelete: [] })),
                ],
              },
              {
                // A 409 says what still uses the record: the server's words, as docs/decisions/007-honest-errors.md asks.
                target: 'ready',
                actions: [
                  { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: (!event.output.ok && event.output.message) || DELETE_REFUSED_MESSAGE, place: 'layout' as const }) },
                  assign({ pendingDelete: [] }),
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: [{ type: 'notify', params: { kind: 'error', message: DELETE_FAILED_MESSAGE, place: 'layout' } }, assign({ pendingDelete: [] })],
            },
          },
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          description: 'The rows match what Search says',
          on: {
            'list.search.change': { description: "Type '{text}' in Search", guard: 'isSearchChanged', target: 'pausing', actions: assign({ search: ({ event }) => event.text }) },
          },
        },
        pausing: {
          description: 'Search waits for typing to pause',
          on: {
            // Each key press starts the pause again.
            'list.search.change': { description: "Type '{text}' in Search", target: 'pausing', reenter: true, actions: assign({ search: ({ event }) => event.text }) },
          },
          after: {
            searchDebounce: [
              // A delete being confirmed or sent keeps its rows; the search waits for it.
              { guard: 'isDeleteOpen', target: 'pausing', reenter: true },
              { target: 'idle', actions: raise({ type: 'list.search.apply' }) },
            ],
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          description: 'PDF and CSV can be pressed when the list has rows',
          on: {
            'list.export': { description: 'Press {format} (export)', guard: 'hasRecords', target: 'fetching', actions: ['closeMenu', assign({ exportFormat: ({ event }) => event.format, exportProgress: null })] },
          },
        },
        fetching: {
          description: "The export's progress shows, with Cancel",
          invoke: {
            id: 'fetchAllRows',
            src: 'fetchAllRows',
            input: ({ context, self }) => ({
              q: context.query,
              filters: context.filters,
              sort: context.sort,
              onProgress: (loaded: number, total: number, capped: boolean) => self.send({ type: 'list.export.progress', loaded, total, capped }),
            }),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'saving', actions: assign({ exportProgress: ({ event }) => ({ loaded: acceptedData(event.output).length, total: acceptedData(event.output).length }) }) },
              // Refused (the user's access) or unanswered, the export fails with the same words.
              { target: 'idle', actions: [{ type: 'notify', params: { kind: 'error', message: EXPORT_FAILED_MESSAGE, place: 'layout' } }, assign({ exportFormat: null, exportProgress: null })] },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: { kind: 'error', message: EXPORT_FAILED_MESSAGE, place: 'layout' } }, assign({ exportFormat: null, exportProgress: null })],
            },
          },
          on: {
            'list.export.progress': { actions: assign({ exportProgress: ({ event }) => ({ loaded: event.loaded, total: event.total, capped: event.capped }) }) },
            'list.export.cancel': { description: "Press Cancel beside the export's progress", target: 'idle', actions: assign({ exportFormat: null, exportProgress: null }) },
          },
        },
        saving: {
          description: 'The file is being written',
          invoke: {
            id: 'saveExport',
            src: 'saveExport',
            input: ({ context, event }) => {
              assertEvent(event, 'xstate.done.actor.fetchAllRows');
              return {
                format: context.exportFormat!,
                rows: acceptedData(event.output),
                columns: context.columns.filter((column) => !context.hiddenColumns.includes(column)),
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    kind: 'success' as const,
                    message: exportedMessage(context.noun, context.exportProgress?.loaded ?? 0, context.exportFormat!),
                    place: 'layout' as const,
                  }),
                },
                assign({ exportFormat: null, exportProgress: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: { kind: 'error', message: EXPORT_FAILED_MESSAGE, place: 'layout' } }, assign({ exportFormat: null, exportProgress: null })],
            },
          },
        },
      },
    },
  },
});

export type ListActor = ActorRefFrom<typeof listMachine>;
export type ListSnapshot = SnapshotFrom<typeof listMachine>;
