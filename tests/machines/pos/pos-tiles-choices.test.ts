import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { englishOrNull } from './english-text';
import { filters, shortPage, testablePosTilesMachine, tilesInput } from './pos-tiles.model';

/**
 * Which tile filters the product tiles on each tab (docs/screens.md#point-of-sale): only a tile of the tab shown,
 * a second click on the chosen tile shows every product again, and Featured has no tiles to choose. The path
 * model reaches each state once, so these choices are checked here one by one.
 */
afterEach(() => vi.unstubAllGlobals());

/** The tiles with their filters read and a page of products shown, on `tab`. */
function shownOn(tab: 'category' | 'brand' | 'featured') {
  const tiles = createActor(testablePosTilesMachine, { input: tilesInput }).start();
  tiles.send({ type: 'xstate.done.actor.loadFilters', output: { ok: true, data: filters } } as never);
  if (tab !== 'category') tiles.send({ type: 'tiles.tab.choose', tab });
  tiles.send({ type: 'xstate.done.actor.loadProducts', output: { ok: true, data: shortPage } } as never);
  expect(tiles.getSnapshot().value).toBe('shown');
  return tiles;
}

const choose = (id: string) => ({ type: 'tiles.filter.choose', id }) as const;

describe('POS tiles: the tiles each tab offers', () => {
  it('on the Category tab a category tile filters; a brand tile or an unknown id is no choice', () => {
    const tiles = shownOn('category');
    const snapshot = tiles.getSnapshot();
    expect([snapshot.can(choose('cat-phones')), snapshot.can(choose('cat-laptops')), snapshot.can(choose('brand-dell')), snapshot.can(choose('cat-gone'))]).toEqual([true, true, false, false]);
    tiles.send(choose('brand-dell'));
    expect([tiles.getSnapshot().value, tiles.getSnapshot().context.chosen]).toEqual(['shown', null]);
    tiles.send(choose('cat-laptops'));
    expect([tiles.getSnapshot().value, tiles.getSnapshot().context.chosen]).toEqual(['loading', 'cat-laptops']);
    tiles.stop();
  });

  it('on the Brand tab a brand tile filters; a category tile is no choice', () => {
    const tiles = shownOn('brand');
    const snapshot = tiles.getSnapshot();
    expect([snapshot.can(choose('brand-dell')), snapshot.can(choose('cat-phones')), snapshot.can(choose('brand-gone'))]).toEqual([true, false, false]);
    tiles.send(choose('brand-dell'));
    expect([tiles.getSnapshot().value, tiles.getSnapshot().context.chosen]).toEqual(['loading', 'brand-dell']);
    tiles.stop();
  });

  it('on the Featured tab no tile filters', () => {
    const tiles = shownOn('featured');
    const snapshot = tiles.getSnapshot();
    expect([snapshot.can(choose('brand-dell')), snapshot.can(choose('cat-phones'))]).toEqual([false, false]);
    tiles.stop();
  });

  it('a second click on the chosen tile shows every product of the tab again, from page 1', () => {
    const tiles = shownOn('category');
    tiles.send(choose('cat-phones'));
    tiles.send({ type: 'xstate.done.actor.loadProducts', output: { ok: true, data: shortPage } } as never);
    expect(tiles.getSnapshot().context.chosen).toBe('cat-phones');
    tiles.send(choose('cat-phones'));
    expect([tiles.getSnapshot().value, tiles.getSnapshot().context.chosen, tiles.getSnapshot().context.page]).toEqual(['loading', null, 1]);
    tiles.stop();
  });

  it('is tagged loading while the tiles or a page are read, and not once shown or failed', () => {
    const tiles = createActor(testablePosTilesMachine, { input: tilesInput }).start();
    const loading = () => tiles.getSnapshot().hasTag('loading');
    expect(loading()).toBe(true);
    tiles.send({ type: 'xstate.done.actor.loadFilters', output: { ok: true, data: filters } } as never);
    expect([tiles.getSnapshot().value, loading()]).toEqual(['loading', true]);
    tiles.send({ type: 'xstate.done.actor.loadProducts', output: { ok: true, data: shortPage } } as never);
    expect(loading()).toBe(false);
    tiles.send({ type: 'tiles.tab.choose', tab: 'brand' });
    tiles.send({ type: 'xstate.error.actor.loadProducts', error: new TypeError('Failed to fetch') } as never);
    expect([tiles.getSnapshot().value, loading()]).toEqual(['failed', false]);
    tiles.stop();
  });

  it('a refusal without the server’s sentence says the products could not be loaded, without blaming the connection', () => {
    const tiles = createActor(testablePosTilesMachine, { input: tilesInput }).start();
    tiles.send({ type: 'xstate.done.actor.loadFilters', output: { ok: false, status: 403, message: '', issues: [] } } as never);
    expect([tiles.getSnapshot().value, englishOrNull(tiles.getSnapshot().context.failure)]).toEqual(['failed', 'The products could not be loaded.']);
    tiles.stop();
  });
});

describe('POS tiles: a refused read of the tiles', () => {
  it("shows the server's sentence when the brands are refused though the categories came", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/categories') return Response.json([{ _id: 'cat-phones', name: 'Phones', image: null }]);
        if (url.pathname === '/api/brands') return Response.json({ message: 'You do not have access to brands.' }, { status: 403 });
        return Response.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    const tiles = createActor(posTilesMachine, { input: tilesInput }).start();
    await waitFor(tiles, (snapshot) => snapshot.matches('failed'));
    expect(englishOrNull(tiles.getSnapshot().context.failure)).toBe('You do not have access to brands.');
    tiles.stop();
  });
});
