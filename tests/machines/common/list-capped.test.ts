import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from './english';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceClient } from '../../../src/api/common/resource';
import { MAX_LIST_PAGE_SIZE } from '../../../src/domain/shop-constants';
import { listMachine, type ListRow } from '../../../src/machines/common/list.machine';
import { selectExportStatus, selectPageLabel, selectShowing, showingText } from '../../../src/machines/common/list.selectors';

/** A broad product search: the server counts 1,000 matches and says it stopped there (X-Total-Count-Capped). */
const rows = (count: number, from = 0): ListRow[] => Array.from({ length: count }, (_, index) => ({ _id: `p${from + index}` }));

describe('a capped total', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads 'of 1,000+ results' in the footer and keeps Next possible", async () => {
    const answers = [
      { rows: rows(10), total: 1000, capped: true },
      { rows: rows(3), total: 3, capped: false },
    ];
    const actor = createActor(
      listMachine.provide({
        actors: { fetchPage: fromPromise(async () => ({ ok: true, data: answers.shift()! })) as never },
        delays: { searchDebounce: 0 },
      }),
      { input: { listId: 'products', noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } }, columns: ['name'] } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ rows: 'ready' }));
    expect(actor.getSnapshot().context.capped).toBe(true);
    expect(englishOf(selectShowing(actor.getSnapshot()))).toBe('Showing 1 to 10 of 1,000+ results');
    expect(englishOf(selectPageLabel(actor.getSnapshot()))).toBe('Page 1 of 100+');
    expect(actor.getSnapshot().can({ type: 'list.page.next' })).toBe(true);

    actor.send({ type: 'list.search.change', text: 'dell laptop' });
    await waitFor(actor, (snapshot) => snapshot.matches({ rows: 'ready' }) && snapshot.context.query === 'dell laptop');
    expect(actor.getSnapshot().context.capped).toBe(false);
    expect(englishOf(selectShowing(actor.getSnapshot()))).toBe('Showing 1 to 3 of 3 results');
    actor.stop();
  });

  it('writes exact totals without a plus, with thousands separated', () => {
    expect(englishOf(showingText({ page: 2, pageSize: 50, total: 23_456, rows: rows(50), capped: false }))).toBe('Showing 51 to 100 of 23,456 results');
    expect(englishOf(showingText({ page: 1, pageSize: 10, total: 0, rows: [], capped: false }))).toBe('Showing 0 to 0 of 0 results');
  });

  it('exports every row of a capped search, reading pages until a short one', async () => {
    const matches = 2 * MAX_LIST_PAGE_SIZE + 7;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const offset = (page - 1) * MAX_LIST_PAGE_SIZE;
        // The server counts at most up to the page after the one asked for.
        const cap = Math.max(1000, offset + 2 * MAX_LIST_PAGE_SIZE);
        const body = rows(Math.max(0, Math.min(MAX_LIST_PAGE_SIZE, matches - offset)), offset);
        const headers: Record<string, string> = { 'content-type': 'application/json', 'X-Total-Count': String(Math.min(matches, cap)) };
        if (matches > cap) headers['X-Total-Count-Capped'] = 'true';
        return new Response(JSON.stringify(body), { status: 200, headers });
      }),
    );
    const progress: [number, number, boolean][] = [];
    const answer = await resourceClient('GET /api/products').listAll({ q: 'ssd' }, (loaded, total, capped) => progress.push([loaded, total, capped]));
    expect(answer.ok && answer.data).toHaveLength(matches);
    expect(asked).toHaveLength(3);
    expect(progress).toEqual([
      [1000, 2000, true],
      [2000, 2007, false],
      [2007, 2007, false],
    ]);

    const snapshot = listMachine.resolveState({
      value: { rows: 'ready', export: 'fetching' },
      context: { ...createActor(listMachine, { input: { listId: 'x', noun: { one: { id: 'a', message: 'a' }, many: { id: 'b', message: 'b' } }, columns: ['name'] } }).getSnapshot().context, exportFormat: 'csv', exportProgress: { loaded: 1000, total: 2000, capped: true } },
    });
    expect(englishOf(selectExportStatus(snapshot)!)).toBe('Exporting CSV: 1,000 of 2,000+ rows');
  });
});
