import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishOf } from './english';
import type { ShownText } from '../../../src/machines/common/notifications';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { DELETE_FAILED_MESSAGE, EXPORT_FAILED_MESSAGE, LOAD_FAILED_MESSAGE } from '../../../src/machines/common/list.machine';
import { answered, delayedEvents, doneEvent, errorEvent, invocationRecorder } from '../model-helpers';
import { listMachine, type ListEvent } from '../../../src/machines/common/list.machine';
import type { PageSize } from '../../../src/domain/shop-constants';
import { deleted, firstPage, inUse, noMatches, pastTheEnd, rowA, testableListMachine } from './list.model';
import { listReference } from './list.reference';

/**
 * Random walks through a list, checked step by step against the reference (list.reference.ts).
 * The generated paths send only the events a state takes, so a guard that wrongly refuses (Next
 * ignored while a page loads) only drops a path; here every user event can come at any moment, as
 * clicks do, and the reference says what each must do, including nothing.
 */
const input = {
  listId: 'sales',
  noun: { one: 'sale', many: 'sales' },
  columns: ['date', 'reference', 'grandTotal'],
  hiddenColumns: ['grandTotal', 'unknown'],
  filters: { status: '' },
  sortable: ['date', 'grandTotal'],
  sort: null,
};

const userEvents: ListEvent[] = [
  { type: 'list.page.next' },
  { type: 'list.page.previous' },
  { type: 'list.page.size', size: 25 },
  { type: 'list.page.size', size: 10 },
  // Not a size the list offers.
  { type: 'list.page.size', size: 7 as PageSize },
  { type: 'list.retry' },
  { type: 'list.reload' },
  { type: 'list.search.change', text: 'zz' },
  { type: 'list.search.change', text: ' la ' },
  { type: 'list.search.change', text: '' },
  { type: 'list.filter.change', name: 'status', value: 'Completed' },
  { type: 'list.filter.change', name: 'status', value: '' },
  { type: 'list.filter.change', name: 'warehouse', value: 'w-main' },
  { type: 'list.sort', column: 'date' },
  { type: 'list.sort', column: 'grandTotal' },
  { type: 'list.sort', column: 'reference' },
  { type: 'list.row.toggle', id: 'p1' },
  { type: 'list.row.toggle', id: 'p2' },
  { type: 'list.row.toggle', id: 'p9' },
  { type: 'list.rows.toggle' },
  { type: 'list.delete.selected' },
  { type: 'list.delete.row', id: 'p2' },
  { type: 'list.delete.row', id: 'p9' },
  { type: 'list.delete.confirm' },
  { type: 'list.delete.cancel' },
  { type: 'list.menu.toggle', menu: 'p1' },
  { type: 'list.menu.toggle', menu: 'columns' },
  { type: 'list.menu.toggle', menu: 'p9' },
  { type: 'list.menu.close' },
  { type: 'list.column.toggle', column: 'date' },
  { type: 'list.column.toggle', column: 'reference' },
  { type: 'list.column.toggle', column: 'grandTotal' },
  { type: 'list.column.toggle', column: 'unknown' },
  { type: 'list.print' },
  { type: 'list.export', format: 'csv' },
  { type: 'list.export', format: 'pdf' },
  { type: 'list.export.cancel' },
];

/** What the server can answer now: only an actor that is running answers, as in the app. */
function answers(snapshot: any): EventObject[] {
  const running = (id: string) => snapshot.children[id] !== undefined;
  const { context } = snapshot;
  const page = context.query === 'zz' ? noMatches : context.page === 2 && context.rows.length === 1 ? pastTheEnd : { ...firstPage, rows: context.page === 1 ? firstPage.rows : [rowA] };
  return [
    // A page read mostly succeeds: walks that fail every read never page on.
    ...(running('fetchPage')
      ? [doneEvent('fetchPage', answered(page)), doneEvent('fetchPage', answered(page)), doneEvent('fetchPage', answered({ ...page, capped: true, summary: { balance: 12.5 } })), errorEvent('fetchPage', new TypeError('Failed to fetch'))]
      : []),
    ...(running('removeRows')
      ? [
          doneEvent('removeRows', deleted),
          doneEvent('removeRows', { ok: true, data: { success: true, message: 'Sale SL-0001 and its payments deleted.', deleted: 1 } }),
          doneEvent('removeRows', inUse),
          doneEvent('removeRows', { ok: false, status: 409, message: '', issues: [] }),
          errorEvent('removeRows', new TypeError('Failed to fetch')),
        ]
      : []),
    ...(running('fetchAllRows') ? [{ type: 'list.export.progress', loaded: 2, total: 12 } as EventObject, doneEvent('fetchAllRows', answered(firstPage.rows)), doneEvent('fetchAllRows', answered([rowA])), errorEvent('fetchAllRows', new TypeError('Failed to fetch'))] : []),
    ...(running('saveExport') ? [doneEvent('saveExport', undefined), errorEvent('saveExport', new Error('No space left on the device'))] : []),
    ...(snapshot.matches({ search: 'pausing' }) ? delayedEvents(listMachine) : []),
  ];
}

/** "Deleted 1 sale." / "Deleted 2 sales.", "Exported 1 sale to CSV.": the list's own words for this input's noun. */
const counted = (count: number) => (count === 1 ? '1 sale' : `${count} sales`);

/** The words a step must show: what the server said, or the list's own message. */
function expectedNotices(before: any, event: EventObject & Record<string, any>): string[] {
  const { pendingDelete, exportProgress, exportFormat } = before.context;
  switch (event.type) {
    case 'xstate.done.actor.removeRows':
      if (event.output.ok) return [`success: ${event.output.data.message || `Deleted ${counted(pendingDelete.length)}.`}`];
      return [`error: ${event.output.message || 'The selected rows could not be deleted.'}`];
    case 'xstate.error.actor.removeRows':
      return [`error: ${englishOf(DELETE_FAILED_MESSAGE)}`];
    case 'xstate.error.actor.fetchAllRows':
    case 'xstate.error.actor.saveExport':
      return [`error: ${englishOf(EXPORT_FAILED_MESSAGE)}`];
    case 'xstate.done.actor.saveExport':
      return [`success: Exported ${counted(exportProgress.loaded)} to ${exportFormat.toUpperCase()}.`];
    default:
      return [];
  }
}

function walk(choices: number[]) {
  const reference = listReference(input);
  const recorder = invocationRecorder(reference.effectTypes);
  const actor = createActor(testableListMachine, { input, inspect: recorder.inspect } as never) as AnyActorRef;
  const notices: string[] = [];
  actor.on('notify', (event: { kind: string; message: ShownText; place: string }) => {
    expect(event.place).toBe('layout');
    notices.push(`${event.kind}: ${englishOf(event.message)}`);
  });
  actor.start();
  let expected = reference.initial(input);
  const taken: string[] = [];
  try {
    expect(reference.observe(actor.getSnapshot())).toEqual(expected.state);
    expect(recorder.invoked).toEqual(expected.invoked ?? []);
    for (const choice of choices) {
      const before = actor.getSnapshot();
      // The server answers about as often as the user clicks: without the weight most walks would never get past loading.
      const waiting = answers(before);
      const offered = [...userEvents, ...Array.from({ length: Math.ceil(userEvents.length / Math.max(1, waiting.length)) }, () => waiting).flat()];
      const event = offered[choice % offered.length]!;
      taken.push(JSON.stringify(event, (key, value) => (value instanceof Error ? value.message : value)));
      const counts = { invoked: recorder.invoked.length, effects: recorder.effects.length, notices: notices.length };
      actor.send(event);
      const after = actor.getSnapshot();
      expected = reference.next(expected.state, event);
      expect(reference.observe(after)).toEqual(expected.state);
      expect(recorder.invoked.slice(counts.invoked)).toEqual(expected.invoked ?? []);
      expect(recorder.effects.slice(counts.effects)).toEqual(expected.effects ?? []);
      expect(notices.slice(counts.notices)).toEqual(expectedNotices(before, event));
      // What the table shows: the rows the server answered, numbered from where the page starts.
      if (event.type === 'xstate.done.actor.fetchPage' && after.matches({ rows: 'ready' })) {
        const answer = (event as unknown as { output: { data: { rows: unknown[]; capped?: boolean; summary?: Record<string, number> } } }).output.data;
        expect(after.context.rows).toEqual(answer.rows);
        // "of 12+ results" only when the server stopped counting; the footer's totals only when sent.
        expect([after.context.capped, after.context.summary]).toEqual([answer.capped === true, answer.summary ?? null]);
        expect(after.context.firstRow).toBe((after.context.page - 1) * after.context.pageSize + 1);
        expect(after.context.loadError).toBeNull();
      }
      if (after.matches({ rows: 'failed' })) expect(after.context.loadError).toBe(LOAD_FAILED_MESSAGE);
      // The export's progress bar: the server's count while reading, all rows read while the file is built, nothing when idle.
      if (after.matches({ export: 'idle' })) expect(after.context.exportProgress).toBeNull();
      else if (event.type === 'list.export.progress') expect(after.context.exportProgress).toEqual({ loaded: 2, total: 12 });
      else if (event.type === 'list.export' && before.matches({ export: 'idle' })) expect(after.context.exportProgress).toBeNull();
      if (event.type === 'xstate.done.actor.fetchAllRows') {
        const read = (event as unknown as { output: { data: unknown[] } }).output.data.length;
        expect(after.context.exportProgress).toEqual({ loaded: read, total: read });
      }
    }
  } catch (error) {
    throw new Error(`After ${taken.join(' → ')}:\n${(error as Error).message}`);
  } finally {
    actor.stop();
  }
}

describe('list machine on random walks, against its reference', () => {
  it('every user event at any moment does what the reference says, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.noBias(fc.nat(1 << 20)), { minLength: 1, maxLength: 80, size: 'max' }), (choices) => walk(choices)),
      { numRuns: 300, seed: 20261125 },
    );
  });
});
