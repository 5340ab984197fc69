import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { machineTestModel } from '../path-coverage';
import { listMachine, type ListInput, type ListRow } from '../../../src/machines/common/list.machine';
import { answered, doneEvent, errorEvent } from '../model-helpers';

/**
 * The list's filters and sort as a document list uses them: a model whose paths
 * list-filters.test.ts replays, checking every actor the machine starts against its oracle.
 */
export const rowA: ListRow = { _id: 'u1' };
export const rowB: ListRow = { _id: 'u2' };
/** Twelve purchases at 10 a page: two pages. */
export const pageAnswer = (page: number) => ({ rows: page === 1 ? [rowA, rowB] : [rowA], total: 12 });

export const input: ListInput = {
  listId: 'purchases',
  noun: { one: { id: 'purchase', message: 'purchase' }, many: { id: 'purchases', message: 'purchases' } },
  columns: ['date', 'reference', 'supplier', 'grandTotal'],
  // A list opened from a warehouse's page starts filtered by it.
  filters: { status: '', warehouse: 'Lahore', from: '' },
  sortable: ['date', 'grandTotal'],
  sort: { column: 'date', direction: 'desc' },
};

export interface Invocation {
  src: string;
  input: unknown;
}

export function recordingListMachine(invocations: Invocation[]) {
  const recorder = (src: string) =>
    fromPromise(({ input: actorInput }: { input: unknown }) => {
      invocations.push({ src, input: actorInput });
      return new Promise<never>(() => {});
    }) as never;
  return listMachine.provide({
    actors: { fetchPage: recorder('fetchPage'), fetchAllRows: recorder('fetchAllRows'), saveExport: recorder('saveExport'), removeRows: recorder('removeRows') },
    actions: { rememberColumns: () => {}, printPage: () => {} },
    delays: { searchDebounce: 1e9 },
  });
}

export type ModelEvent = EventObject & Record<string, unknown>;

/** Offered where they make a new case: one filter and two sortable columns, a filter no list has, a column the server can't sort. */
function events(snapshot: any): ModelEvent[] {
  const { context } = snapshot;
  return [
    ...(snapshot.matches({ rows: 'loading' }) ? [doneEvent('fetchPage', answered(pageAnswer(context.page))), errorEvent('fetchPage', new TypeError('Failed to fetch'))] : []),
    { type: 'list.retry' },
    { type: 'list.page.next' },
    { type: 'list.page.previous' },
    { type: 'list.filter.change', name: 'status', value: context.filters.status === '' ? 'Received' : '' },
    ...(context.filters.from === '' ? [{ type: 'list.filter.change', name: 'from', value: '2026-11-01' }] : []),
    { type: 'list.filter.change', name: 'colour', value: 'red' },
    { type: 'list.filter.change', name: 'warehouse', value: 'Lahore' },
    { type: 'list.sort', column: 'date' },
    ...(context.sort.column === 'date' ? [{ type: 'list.sort', column: 'grandTotal' }] : []),
    { type: 'list.sort', column: 'supplier' },
    ...(context.page === 2 ? [{ type: 'list.export', format: 'csv' }] : []),
    ...(snapshot.matches({ export: 'fetching' }) ? [doneEvent('fetchAllRows', answered([rowA, rowB]))] : []),
  ];
}

export function filterModel() {
  return machineTestModel(recordingListMachine([]) as AnyStateMachine, {
    events: events as never,
    input,
    // The page and its total: what Previous and Next read.
    facet: (context) => [context.page, context.total],
  });
}

