import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { filterModel, input, pageAnswer, recordingListMachine, rowA, rowB, type Invocation, type ModelEvent } from './list-filters.model';
import { pathTitle } from '../model-helpers';

/**
 * The list's filters and sort: each change asks the server again from page 1, and the
 * export reads the same selection. Every step checks the input of every actor the machine starts
 * against the oracle below, so a wrong page, filter or sort sent to the server fails.
 */
/** The oracle: what the list shows and asks the server for, from the events alone. */
interface Expected {
  rows: 'loading' | 'ready' | 'failed';
  exporting: 'idle' | 'fetching' | 'saving';
  page: number;
  /** The last total the server answered: 0 before any. */
  total: number;
  filters: Record<string, string>;
  sort: { column: string; direction: 'asc' | 'desc' };
  invoked: Invocation[];
}

function pageRequest(state: Expected): Invocation {
  return { src: 'fetchPage', input: { q: '', filters: state.filters, sort: state.sort, page: state.page, pageSize: 10 } };
}

function reload(state: Expected, change: Partial<Expected>): Expected {
  const next = { ...state, ...change, rows: 'loading' as const };
  return { ...next, invoked: [pageRequest(next)] };
}

function expectedAfter(before: Expected, event: ModelEvent): Expected {
  const state = { ...before, invoked: [] };
  const lastPage = Math.max(1, Math.ceil(state.total / 10));
  switch (event.type) {
    case 'xstate.done.actor.fetchPage':
      return { ...state, rows: 'ready', total: 12 };
    case 'xstate.error.actor.fetchPage':
      return { ...state, rows: 'failed' };
    case 'list.retry':
      return state.rows === 'failed' ? reload(state, {}) : state;
    case 'list.page.next':
      return state.rows !== 'failed' && state.page < lastPage ? reload(state, { page: state.page + 1 }) : state;
    case 'list.page.previous':
      return state.page > 1 ? reload(state, { page: state.page - 1 }) : state;
    case 'list.filter.change': {
      const { name, value } = event as unknown as { name: string; value: string };
      if (!(name in state.filters) || state.filters[name] === value) return state;
      return reload(state, { filters: { ...state.filters, [name]: value }, page: 1 });
    }
    case 'list.sort': {
      const { column } = event as unknown as { column: string };
      if (!['date', 'grandTotal'].includes(column)) return state;
      const direction = state.sort.column === column && state.sort.direction === 'asc' ? 'desc' : 'asc';
      return reload(state, { sort: { column, direction }, page: 1 });
    }
    case 'list.export':
      return state.exporting === 'idle' && state.total > 0
        ? { ...state, exporting: 'fetching', invoked: [{ src: 'fetchAllRows', input: { q: '', filters: state.filters, sort: state.sort, onProgress: expect.any(Function) } }] }
        : state;
    case 'xstate.done.actor.fetchAllRows':
      return { ...state, exporting: 'saving', invoked: [{ src: 'saveExport', input: { format: 'csv', rows: [rowA, rowB], columns: input.columns } }] };
  }
  throw new Error(`The oracle knows no event ${event.type}`);
}

function replay(path: { steps: { event: EventObject }[] }) {
  const invocations: Invocation[] = [];
  const actor = createActor(recordingListMachine(invocations), { input }).start();
  let expected: Expected = { rows: 'loading', exporting: 'idle', page: 1, total: 0, filters: input.filters!, sort: input.sort!, invoked: [] };
  expected = { ...expected, invoked: [pageRequest(expected)] };
  let seen = 0;
  try {
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') {
        actor.send(step.event as never);
        expected = expectedAfter(expected, step.event as ModelEvent);
      }
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      expect({
        rows: (snapshot.value as { rows: string }).rows,
        exporting: (snapshot.value as { export: string }).export,
        page: context.page,
        total: context.total,
        filters: context.filters,
        sort: context.sort,
        invoked: invocations.slice(seen),
      }).toEqual(expected);
      seen = invocations.length;
    }
  } finally {
    actor.stop();
  }
}

describe('list machine: filters and sort', () => {
  const paths = filterModel().getShortestPaths();

  it('sends the list\'s starting filters and sort with the first page', () => {
    const invocations: Invocation[] = [];
    const actor = createActor(recordingListMachine(invocations), { input }).start();
    expect(invocations).toEqual([{ src: 'fetchPage', input: { q: '', filters: { status: '', warehouse: 'Lahore', from: '' }, sort: { column: 'date', direction: 'desc' }, page: 1, pageSize: 10 } }]);
    actor.stop();
  });

  it('orders by a column ascending, then the other way on each click of the same header', () => {
    const invocations: Invocation[] = [];
    const actor = createActor(recordingListMachine(invocations), { input }).start();
    for (const column of ['date', 'date', 'date', 'grandTotal', 'grandTotal', 'date']) {
      actor.send({ type: 'xstate.done.actor.fetchPage', output: { ok: true, data: pageAnswer(1) } } as never);
      actor.send({ type: 'list.sort', column });
    }
    expect(invocations.map((invocation) => (invocation.input as { sort: unknown }).sort)).toEqual([
      { column: 'date', direction: 'desc' },
      { column: 'date', direction: 'asc' },
      { column: 'date', direction: 'desc' },
      { column: 'date', direction: 'asc' },
      { column: 'grandTotal', direction: 'asc' },
      { column: 'grandTotal', direction: 'desc' },
      { column: 'date', direction: 'asc' },
    ]);
    actor.stop();
  });

  for (const path of paths) {
    it(pathTitle(path), () => replay(path));
  }
});
