import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { testablePosTilesMachine, tilesInput } from './pos-tiles.model';

/**
 * The POS's right column reading its tiles from the server (docs/screens.md#point-of-sale): the category and
 * brand tiles, then the first page of products; after a failure, Retry asks again for what is missing.
 */
afterEach(() => vi.unstubAllGlobals());

const tile = (id: string, name: string) => ({ _id: id, name, image: null });
const product = { _id: 'p-oppo', productName: 'Oppo A17', productCode: 'OPPO-17', image: null, productPrice: 24.99, hasPromotion: false, promotionPrice: null, promotionStart: null, promotionEnd: null, warehousePrices: {}, productTaxRate: 20, taxMethod: 'Inclusive', quantity: 9, variantList: [] };

describe('the POS tiles and the server', () => {
  it('reads the category and brand tiles, then the first page of every product', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}?${url.searchParams}`);
        if (url.pathname === '/api/categories') return Response.json([tile('cat-phones', 'Phones')]);
        if (url.pathname === '/api/brands') return Response.json([tile('brand-dell', 'Dell')]);
        return Response.json([product], { headers: { 'X-Total-Count': '13' } });
      }),
    );
    const tiles = createActor(posTilesMachine, { input: tilesInput }).start();
    await waitFor(tiles, (snapshot) => snapshot.matches('shown'));
    const { categories, brands, products, total } = tiles.getSnapshot().context;
    expect({ categories, brands, products: products.map((item) => item.name), total }).toEqual({
      categories: [{ id: 'cat-phones', name: 'Phones', image: null }],
      brands: [{ id: 'brand-dell', name: 'Dell', image: null }],
      products: ['Oppo A17'],
      total: 13,
    });
    expect(asked.sort()).toEqual(['/api/brands?page=1&pageSize=1000', '/api/categories?page=1&pageSize=1000', '/api/pos/products?page=1&pageSize=12']);
    tiles.stop();
  });

  for (const [what, filters] of [
    ['categories only', { categories: [{ id: 'cat-phones', name: 'Phones', image: null }], brands: [] }],
    ['brands only', { categories: [], brands: [{ id: 'brand-dell', name: 'Dell', image: null }] }],
    ['neither', { categories: [], brands: [] }],
  ] as const) {
    it(`retries the products, or the tiles when none came, after a failure (${what})`, () => {
      const tiles = createActor(testablePosTilesMachine, { input: tilesInput }).start();
      tiles.send({ type: 'xstate.done.actor.loadFilters', output: { ok: true, data: filters } } as never);
      tiles.send({ type: 'xstate.error.actor.loadProducts', error: new TypeError('Failed to fetch') } as never);
      tiles.send({ type: 'tiles.retry' });
      expect(tiles.getSnapshot().value).toBe(what === 'neither' ? 'loadingFilters' : 'loading');
      tiles.stop();
    });
  }
});
