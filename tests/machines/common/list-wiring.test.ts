import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from './english';
import { createActor, createMachine, fromPromise, type AnyActorRef } from 'xstate';
import { deletedMessage, exportedMessage, listMachine, SEARCH_DEBOUNCE_MS, type FetchAllInput, type ListRow } from '../../../src/machines/common/list.machine';
import type { ListPage, ListQuery } from '../../../src/api/common/resource';
import type { ApiResult } from '../../../src/api/common/http';
import { firstPage, listInput } from './list.model';

/**
 * What the list's model tests leave to the app: the search pause on the real clock, the server
 * calls a screen must provide, the companion started beside the list, and the export's progress
 * as the reading actor reports it.
 */
const never = <T,>() => new Promise<T>(() => {});

/** The list with a fetchPage that answers the first page at once and records what it was asked. */
function listAskingWith(asked: ListQuery[], others: Parameters<typeof listMachine.provide>[0]['actors'] = {}) {
  return listMachine.provide({
    actors: {
      fetchPage: fromPromise<ApiResult<ListPage<ListRow>>, ListQuery>(async ({ input }) => {
        asked.push(input);
        return { ok: true, data: firstPage };
      }),
      ...others,
    },
  });
}

describe('the search pause on the clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`asks the server ${SEARCH_DEBOUNCE_MS} ms after the last key, once for the whole word`, async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const asked: ListQuery[] = [];
    const actor = createActor(listAskingWith(asked), { input: listInput }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((query) => query.q)).toEqual(['']);
    actor.send({ type: 'list.search.change', text: 'la' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'list.search.change', text: 'lap' });
    await vi.advanceTimersByTimeAsync(299);
    // Each key starts the pause again.
    expect(asked.map((query) => query.q)).toEqual(['']);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((query) => query.q)).toEqual(['', 'lap']);
    actor.stop();
  });

  it('holds a search typed while a delete is being confirmed, and applies it once the dialog closes', async () => {
    const asked: ListQuery[] = [];
    const actor = createActor(listAskingWith(asked), { input: listInput }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.delete.row', id: 'p1' });
    actor.send({ type: 'list.search.change', text: 'oppo' });
    await vi.advanceTimersByTimeAsync(5 * SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ rows: 'confirmingDelete' })).toBe(true);
    expect(asked.map((query) => query.q)).toEqual(['']);
    actor.send({ type: 'list.delete.cancel' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(asked.map((query) => query.q)).toEqual(['', 'oppo']);
    actor.stop();
  });
});

describe("a list's server calls", () => {
  it('fail loudly when a screen forgot to provide them, naming the one missing', async () => {
    const failures: string[] = [];
    const inspect = (event: { type: string; event?: { type: string; error?: unknown } }) => {
      if (event.type === '@xstate.event' && event.event?.type.startsWith('xstate.error.actor.')) failures.push((event.event.error as Error).message);
    };
    // Only the page read is provided: an export and a delete reach the machine's own placeholders.
    const actor = createActor(listAskingWith([]), { input: listInput, inspect }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ rows: 'ready' })).toBe(true));
    actor.send({ type: 'list.export', format: 'csv' });
    actor.send({ type: 'list.delete.row', id: 'p1' });
    actor.send({ type: 'list.delete.confirm' });
    await vi.waitFor(() => expect(failures).toHaveLength(2));
    expect(failures.sort()).toEqual([
      "The list machine's fetchAllRows actor is provided per resource (list.actors.ts).",
      "The list machine's removeRows actor is provided per resource (list.actors.ts).",
    ]);
    actor.stop();

    const bare = createActor(listMachine, { input: listInput, inspect }).start();
    await vi.waitFor(() => expect(bare.getSnapshot().matches({ rows: 'failed' })).toBe(true));
    expect(failures).toContain("The list machine's fetchPage actor is provided per resource (list.actors.ts).");
    bare.stop();
  });

  it('saving an export without its actor fails loudly too', async () => {
    const failures: string[] = [];
    const inspect = (event: { type: string; event?: { type: string; error?: unknown } }) => {
      if (event.type === '@xstate.event' && event.event?.type.startsWith('xstate.error.actor.')) failures.push((event.event.error as Error).message);
    };
    const machine = listAskingWith([], { fetchAllRows: fromPromise<ApiResult<ListRow[]>, FetchAllInput>(async () => ({ ok: true, data: firstPage.rows })) });
    const actor = createActor(machine, { input: listInput, inspect }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ rows: 'ready' })).toBe(true));
    actor.send({ type: 'list.export', format: 'pdf' });
    await vi.waitFor(() => expect(failures).toEqual(["The list machine's saveExport actor is provided per resource (list.actors.ts)."]));
    actor.stop();
  });

  it("the export's progress is what the reading actor reports, capped or not", async () => {
    const reports: Parameters<FetchAllInput['onProgress']>[] = [
      [100, 12_000, false],
      [1000, 10_000, true],
    ];
    const machine = listAskingWith([], {
      fetchAllRows: fromPromise<ApiResult<ListRow[]>, FetchAllInput>(async ({ input }) => {
        for (const report of reports) input.onProgress(...report);
        return never();
      }),
    });
    const actor = createActor(machine, { input: listInput }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ rows: 'ready' })).toBe(true));
    actor.send({ type: 'list.export', format: 'csv' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.exportProgress).toEqual({ loaded: 1000, total: 10_000, capped: true }));
    actor.stop();
  });
});

describe("a list's companion", () => {
  it('starts with the list, is given the list, and can ask it to read the page again', async () => {
    const asked: ListQuery[] = [];
    let given: { list?: AnyActorRef; endpoint?: string } = {};
    const companion = createMachine({
      entry: ({ self }) => {
        given = (self as unknown as { options: { input: typeof given } }).options.input;
      },
    });
    const actor = createActor(listAskingWith(asked), { input: { ...listInput, companion: { logic: companion, input: { endpoint: 'POST /api/import/categories' } } } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ rows: 'ready' })).toBe(true));
    expect(actor.getSnapshot().context.companion).not.toBeNull();
    expect(given.endpoint).toBe('POST /api/import/categories');
    expect(given.list).toBe(actor);
    given.list!.send({ type: 'list.reload' });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    actor.stop();
  });
});

describe("the list's own words when the server gives none", () => {
  it('counts what was deleted and exported, one or many', () => {
    const noun = { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } };
    expect([deletedMessage(noun, 1), deletedMessage(noun, 3)].map(englishOf)).toEqual(['Deleted 1 product.', 'Deleted 3 products.']);
    expect([exportedMessage(noun, 1, 'csv'), exportedMessage(noun, 2500, 'pdf')].map(englishOf)).toEqual(['Exported 1 product to CSV.', 'Exported 2500 products to PDF.']);
  });
});
