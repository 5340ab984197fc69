import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { Effect, Invocation, ReferenceModel, ReferenceStep } from '../model-helpers';

type RowsStatus = 'loading' | 'ready' | 'failed' | 'confirmingDelete' | 'deleting';

/** What a list shows and asks for, as the list pattern (docs/screens.md#lists) describes it. */
export interface ListExpectation {
  rows: RowsStatus;
  search: string;
  query: string;
  filters: Record<string, string>;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  page: number;
  pageSize: number;
  total: number;
  shown: string[];
  selected: string[];
  pendingDelete: string[];
  openMenu: string | null;
  hiddenColumns: string[];
  searchPausing: boolean;
  exporting: 'idle' | 'fetching' | 'saving';
  exportFormat: 'csv' | 'pdf' | null;
}

interface ListReferenceInput {
  listId: string;
  columns: string[];
  hiddenColumns?: string[];
  filters?: Record<string, string>;
  sortable?: string[];
  sort?: { column: string; direction: 'asc' | 'desc' } | null;
}

const PAGE_SIZES = [10, 25, 50, 100];
const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

/**
 * The list machine's behaviour told again in plain code, from the events of a path alone: which
 * page of which search it must ask for, which ids a delete sends, what an export asks and saves.
 * Written from the spec, not from the machine: a machine that always asks for page 1, forgets the
 * page size or deletes other ids disagrees with it.
 */
export function listReference(input: ListReferenceInput): ReferenceModel<ListExpectation> {
  const fetchPage = (state: ListExpectation): Invocation => ({ id: 'fetchPage', input: { q: state.query, filters: state.filters, sort: state.sort, page: state.page, pageSize: state.pageSize } });
  /** Asking for rows closes the open menu: its row may be gone. */
  const load = (state: ListExpectation, changes: Partial<ListExpectation> = {}): ReferenceStep<ListExpectation> => {
    const next = { ...state, ...changes, rows: 'loading' as const, openMenu: null };
    return { state: next, invoked: [fetchPage(next)] };
  };
  const same = (state: ListExpectation, changes: Partial<ListExpectation> = {}, effects?: Effect[]): ReferenceStep<ListExpectation> => ({ state: { ...state, ...changes }, effects });
  const deleteOpen = (state: ListExpectation) => state.rows === 'confirmingDelete' || state.rows === 'deleting';
  const canAsk = (state: ListExpectation) => state.rows === 'loading' || state.rows === 'ready' || state.rows === 'failed';

  return {
    effectTypes: ['printPage', 'rememberColumns'],
    observe: (snapshot) => {
      const { context, value } = snapshot;
      return {
        rows: value.rows,
        search: context.search,
        query: context.query,
        filters: context.filters,
        sort: context.sort,
        page: context.page,
        pageSize: context.pageSize,
        total: context.total,
        shown: ids(context.rows),
        selected: context.selected,
        pendingDelete: context.pendingDelete,
        openMenu: context.openMenu,
        hiddenColumns: context.hiddenColumns,
        searchPausing: value.search === 'pausing',
        exporting: value.export,
        exportFormat: context.exportFormat,
      };
    },
    initial: () =>
      load({
        rows: 'loading',
        search: '',
        query: '',
        filters: input.filters ?? {},
        sort: input.sort ?? null,
        page: 1,
        pageSize: 10,
        total: 0,
        shown: [],
        selected: [],
        pendingDelete: [],
        openMenu: null,
        hiddenColumns: (input.hiddenColumns ?? []).filter((column) => input.columns.includes(column)),
        searchPausing: false,
        exporting: 'idle',
        exportFormat: null,
      }),
    next: (state, event: EventObject & Record<string, any>) => {
      const type = event.type;
      if (type === 'xstate.done.actor.fetchPage' && !event.output.ok) return same(state, { rows: 'failed' });
      if (type === 'xstate.done.actor.fetchPage') {
        const { rows, total } = event.output.data as { rows: { _id: string }[]; total: number };
        if (rows.length === 0 && state.page > pagesOf(total, state.pageSize)) return load(state, { page: pagesOf(total, state.pageSize), total });
        const shown = ids(rows);
        return same(state, { rows: 'ready', shown, total, selected: state.selected.filter((id) => shown.includes(id)) });
      }
      if (type === 'xstate.error.actor.fetchPage') return same(state, { rows: 'failed' });
      if (type === 'list.page.next' && (state.rows === 'loading' || state.rows === 'ready') && state.page < pagesOf(state.total, state.pageSize)) return load(state, { page: state.page + 1 });
      if (type === 'list.page.previous' && canAsk(state) && state.page > 1) return load(state, { page: state.page - 1 });
      if (type === 'list.page.size' && canAsk(state) && event.size !== state.pageSize && PAGE_SIZES.includes(event.size)) return load(state, { pageSize: event.size, page: 1 });
      // A new filter or sort asks again from page 1.
      if (type === 'list.filter.change' && canAsk(state) && event.name in state.filters && state.filters[event.name] !== event.value) {
        return load(state, { filters: { ...state.filters, [event.name]: event.value }, page: 1 });
      }
      if (type === 'list.sort' && canAsk(state) && (input.sortable ?? []).includes(event.column)) {
        const direction = state.sort?.column === event.column && state.sort?.direction === 'asc' ? 'desc' : 'asc';
        return load(state, { sort: { column: event.column, direction }, page: 1 });
      }
      if ((type === 'list.retry' && state.rows === 'failed') || (type === 'list.reload' && (state.rows === 'ready' || state.rows === 'failed'))) return load(state);
      if (type === 'list.search.change') {
        if (state.searchPausing || event.text !== state.search) return same(state, { search: event.text, searchPausing: true });
        return same(state);
      }
      if (type.startsWith('xstate.after.searchDebounce')) {
        // The pause ends, but a delete being confirmed or sent keeps its rows: the search waits.
        if (deleteOpen(state)) return same(state);
        const text = state.search.trim();
        if (canAsk(state) && text !== state.query) return load(state, { searchPausing: false, query: text, page: 1 });
        return same(state, { searchPausing: false });
      }
      if (type === 'list.row.toggle' && state.rows === 'ready' && state.shown.includes(event.id)) {
        const selected = state.selected.includes(event.id) ? state.selected.filter((id) => id !== event.id) : state.shown.filter((id) => id === event.id || state.selected.includes(id));
        return same(state, { selected });
      }
      if (type === 'list.rows.toggle' && state.rows === 'ready' && state.shown.length > 0) return same(state, { selected: state.selected.length === state.shown.length ? [] : state.shown });
      if (type === 'list.delete.selected' && state.rows === 'ready' && state.selected.length > 0) return same(state, { rows: 'confirmingDelete', pendingDelete: state.selected, openMenu: null });
      if (type === 'list.delete.row' && state.rows === 'ready' && state.shown.includes(event.id)) return same(state, { rows: 'confirmingDelete', pendingDelete: [event.id], openMenu: null });
      if (type === 'list.delete.confirm' && state.rows === 'confirmingDelete') return { state: { ...state, rows: 'deleting' }, invoked: [{ id: 'removeRows', input: { ids: state.pendingDelete } }] };
      if (type === 'list.delete.cancel' && state.rows === 'confirmingDelete') return same(state, { rows: 'ready', pendingDelete: [] });
      if (type === 'xstate.done.actor.removeRows') {
        if (event.output.ok) return load(state, { selected: state.selected.filter((id) => !state.pendingDelete.includes(id)), pendingDelete: [] });
        return same(state, { rows: 'ready', pendingDelete: [] });
      }
      if (type === 'xstate.error.actor.removeRows') return same(state, { rows: 'ready', pendingDelete: [] });
      if (type === 'list.menu.toggle' && !deleteOpen(state) && (event.menu === 'columns' || state.shown.includes(event.menu))) {
        return same(state, { openMenu: state.openMenu === event.menu ? null : event.menu });
      }
      if (type === 'list.menu.close') return same(state, { openMenu: null });
      if (type === 'list.column.toggle' && state.openMenu === 'columns' && input.columns.includes(event.column)) {
        const showing = state.hiddenColumns.includes(event.column);
        // The last shown column stays.
        if (!showing && input.columns.length - state.hiddenColumns.length <= 1) return same(state);
        const hiddenColumns = showing ? state.hiddenColumns.filter((column) => column !== event.column) : input.columns.filter((column) => column === event.column || state.hiddenColumns.includes(column));
        return same(state, { hiddenColumns }, [{ type: 'rememberColumns', params: { listId: input.listId, hidden: hiddenColumns } }]);
      }
      if (type === 'list.print' && !deleteOpen(state)) return same(state, { openMenu: null }, [{ type: 'printPage' }]);
      if (type === 'list.export' && state.exporting === 'idle' && state.total > 0) {
        return { state: { ...state, exporting: 'fetching', exportFormat: event.format, openMenu: null }, invoked: [{ id: 'fetchAllRows', input: { q: state.query, filters: state.filters, sort: state.sort, onProgress: expect.any(Function) } }] };
      }
      if (type === 'list.export.cancel' && state.exporting === 'fetching') return same(state, { exporting: 'idle', exportFormat: null });
      if (type === 'xstate.done.actor.fetchAllRows' && event.output.ok) {
        const columns = input.columns.filter((column) => !state.hiddenColumns.includes(column));
        return { state: { ...state, exporting: 'saving' }, invoked: [{ id: 'saveExport', input: { format: state.exportFormat, rows: event.output.data, columns } }] };
      }
      if (type === 'xstate.done.actor.fetchAllRows' || type === 'xstate.error.actor.fetchAllRows' || type.startsWith('xstate.done.actor.saveExport') || type === 'xstate.error.actor.saveExport') {
        return same(state, { exporting: 'idle', exportFormat: null });
      }
      return same(state);
    },
  };
}
