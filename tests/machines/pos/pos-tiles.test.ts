import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { POS_TILES_PER_PAGE, posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { filters, posTilesModel, refusedRead, testablePosTilesMachine, tilesInput } from './pos-tiles.model';
import { englishOrNull } from './english-text';

type Check = Parameters<StateAssertions<any>[string]>[0];
const TILES_FAILED = 'The products could not be loaded. Check the connection and try again.';

/** The filter the products are asked for, worked out from the tab and the tile chosen (docs/screens.md#point-of-sale). */
function expectedFilter(context: { tab: string; chosen: string | null }) {
  if (context.tab === 'featured') return { kind: 'featured' };
  return context.chosen === null ? { kind: 'all' } : { kind: context.tab, id: context.chosen };
}

const assertions: StateAssertions<any> = {
  loadingFilters: ({ invoked, snapshot }: Check) => {
    expect(invoked).toEqual([{ id: 'loadFilters', input: undefined }]);
    expect(snapshot.context.categories).toEqual([]);
  },
  loading: ({ snapshot, invoked, event }: Check) => {
    const { context } = snapshot;
    expect(context.failure).toBeNull();
    expect(invoked).toEqual([{ id: 'loadProducts', input: { filter: expectedFilter(context), page: context.page, pageSize: POS_TILES_PER_PAGE, warehouseId: null } }]);
    // A tab starts on every product of it, page 1; a tile of the tab filters, a second click on it shows all again.
    if (event.type === 'tiles.tab.choose') expect([context.tab, context.chosen, context.page]).toEqual([(event as any).tab, null, 1]);
    if (event.type === 'tiles.filter.choose') expect(context.page).toBe(1);
    if (event.type === 'xstate.done.actor.loadFilters') expect([context.categories.map((tile: { name: string }) => tile.name), context.brands.length]).toEqual([['Phones', 'Laptops'], 1]);
  },
  shown: ({ snapshot, event }: Check) => {
    const { context } = snapshot;
    expect(context.failure).toBeNull();
    if (event.type === 'xstate.done.actor.loadProducts') {
      const answer = (event as any).output.data;
      expect([context.products.length, context.total]).toEqual([answer.rows.length, answer.total]);
    }
    // Only the tiles of the tab filter: a brand tile on the Category tab is no choice.
    if (context.tab === 'featured') expect(context.chosen).toBeNull();
    // Next only while there is a next page (13 products: 2 pages of 12), Previous only after page 1.
    expect([snapshot.can({ type: 'tiles.page.next' }), snapshot.can({ type: 'tiles.page.previous' })]).toEqual([context.page < Math.ceil(context.total / POS_TILES_PER_PAGE), context.page > 1]);
    if (context.chosen !== null) expect((context.tab === 'category' ? filters.categories : filters.brands).some((tile) => tile.id === context.chosen)).toBe(true);
  },
  // A refusal says the server's sentence; only no answer at all blames the connection.
  failed: ({ snapshot, event }: Check) => expect(englishOrNull(snapshot.context.failure)).toBe(event.type.startsWith('xstate.done.actor.') ? refusedRead.message : TILES_FAILED),
};

describe('POS tiles machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(posTilesMachine).sort());
  });
  const paths = posTilesModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testablePosTilesMachine, path, assertions, tilesInput));
  }
  itTakesTheRecordedChart('pos-tiles', testablePosTilesMachine, paths, tilesInput);
});

describe("POS tiles in the till's warehouse", () => {
  it("asks each page of tiles with the till's warehouse, whose stock the tiles show (docs/screens.md#point-of-sale)", async () => {
    const asked: unknown[] = [];
    const logic = posTilesMachine.provide({
      actors: {
        loadFilters: fromPromise(async () => ({ ok: true, data: filters })) as never,
        loadProducts: fromPromise(async ({ input }: { input: unknown }) => (asked.push(input), { ok: true, data: { rows: [], total: 0 } })) as never,
      },
    });
    const actor = createActor(logic, { input: { warehouseId: 'w-lahore' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'tiles.tab.choose', tab: 'featured' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([
      { filter: { kind: 'all' }, page: 1, pageSize: POS_TILES_PER_PAGE, warehouseId: 'w-lahore' },
      { filter: { kind: 'featured' }, page: 1, pageSize: POS_TILES_PER_PAGE, warehouseId: 'w-lahore' },
    ]);
    actor.stop();
  });
});
