/**
 * Path model of the POS's right column (the Category, Brand and Featured tabs, their tiles, the
 * product tiles and their pages) for `npm run test:paths` and its tests. The server's answers are
 * the paths' done and error events: two categories and a brand; 13 products (two pages of 12) or 3.
 */
import { fromPromise } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { posTilesMachine } from '../../../src/machines/pos/pos-tiles.machine';
import { answered, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

/** A tile shows a product's name, code and price; the tiles never price or tax it (the cart does). */
function tileItem(id: string, name: string, code: string, price: number): PosItem {
  return { id, name, code, image: null, pricing: { price: price as Minor, promotion: null, warehousePrices: null }, taxRate: 0 as Percent, taxMethod: 'Exclusive', stock: 5, variants: [], scannedVariant: null };
}
const laptop = tileItem('p-laptop', 'Dell Laptop', 'LAP-1', 1_850_000);
const phone = tileItem('p-oppo', 'Oppo A17', 'OPPO-17', 2499);

export const filters = { categories: [{ id: 'cat-phones', name: 'Phones', image: null }, { id: 'cat-laptops', name: 'Laptops', image: null }], brands: [{ id: 'brand-dell', name: 'Dell', image: null }] };
/** A full first page of 12 of 13 products, and a page of 3. */
export const fullPage = { rows: Array.from({ length: 12 }, (_, index) => ({ ...phone, id: `p-${index}`, code: `C-${index}` })) as PosItem[], total: 13 };
export const shortPage = { rows: [laptop, phone, { ...phone, id: 'p-x' }] as PosItem[], total: 3 };

/** The server refuses the read (a role without the catalog): its own sentence is shown, not the connection's. */
export const refusedRead = { ok: false, status: 403, message: 'You do not have access to this.', issues: [] };

export const testablePosTilesMachine = posTilesMachine.provide({ actors: { loadFilters: never(), loadProducts: never() } });

/** A till that names no warehouse: the tiles show the shop's total stock. */
export const tilesInput = { warehouseId: null };

export function posTilesModel() {
  return machineTestModel(testablePosTilesMachine, {
    input: tilesInput,
    // Next is offered while a page follows.
    facet: (context) => [context.page, context.total],
    events: (snapshot: any) => {
      const { context } = snapshot;
      return [
        doneEvent('loadFilters', answered(filters)),
        doneEvent('loadFilters', refusedRead),
        errorEvent('loadFilters', new TypeError('Failed to fetch')),
        // Two pages only on the first visit of a tab: paths stay few.
        ...(context.page === 1 && context.chosen === null ? [doneEvent('loadProducts', answered(fullPage))] : []),
        doneEvent('loadProducts', answered(shortPage)),
        doneEvent('loadProducts', refusedRead),
        errorEvent('loadProducts', new TypeError('Failed to fetch')),
        { type: 'tiles.retry' },
        ...(context.tab === 'category' ? [{ type: 'tiles.tab.choose', tab: 'brand' }, { type: 'tiles.tab.choose', tab: 'featured' }] : [{ type: 'tiles.tab.choose', tab: 'category' }]),
        { type: 'tiles.filter.choose', id: 'cat-phones' },
        { type: 'tiles.filter.choose', id: 'brand-dell' },
        { type: 'tiles.page.next' },
        { type: 'tiles.page.previous' },
      ];
    },
  });
}
