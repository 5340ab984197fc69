import type { MessageDescriptor } from '@lingui/core';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, firstRefusal, reasonOf, type ApiResult } from '../../api/common/http';
import type { ListPage } from '../../api/common/resource';
import { listFilterTiles, listPosTiles, type FilterTile } from '../../api/pos/pos-catalog';
import type { PosItem, TileFilter } from '../../api/pos/pos-item';
import type { ShownText } from '../common/notifications';

/** docs/screens.md#point-of-sale: Category (the default), Brand and Featured. */
export type PosTab = 'category' | 'brand' | 'featured';

export interface PosTilesInput {
  /** The till's warehouse: each tile shows the stock there (docs/screens.md#point-of-sale); null for the shop's total. */
  warehouseId: string | null;
}

export interface PosTilesContext {
  /** The till's warehouse, by id; null shows the shop's total stock. */
  warehouseId: string | null;
  tab: PosTab;
  categories: FilterTile[];
  brands: FilterTile[];
  /** The category or brand tile chosen; null shows every product of the tab. */
  chosen: string | null;
  page: number;
  products: PosItem[];
  total: number;
  failure: ShownText | null;
}

export type PosTilesEvent =
  | { type: 'tiles.tab.choose'; tab: PosTab }
  | { type: 'tiles.filter.choose'; id: string }
  | { type: 'tiles.page.next' }
  | { type: 'tiles.page.previous' }
  | { type: 'tiles.retry' };

/** Product tiles a page: three rows of four on a desktop. */
export const POS_TILES_PER_PAGE = 12;

const TILES_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.tiles.load-failed', message: 'The products could not be loaded. Check the connection and try again.' };
/** A refusal without the server's own sentence: not the connection's fault, so it does not blame it. */
const TILES_REFUSED: MessageDescriptor = /*i18n*/ { id: 'pos.tiles.refused', message: 'The products could not be loaded.' };

export function tileFilterOf(context: Pick<PosTilesContext, 'tab' | 'chosen'>): TileFilter {
  if (context.tab === 'featured') return { kind: 'featured' };
  if (context.chosen === null) return { kind: 'all' };
  return { kind: context.tab, id: context.chosen };
}

export const pageCount = (context: Pick<PosTilesContext, 'total'>) => Math.max(1, Math.ceil(context.total / POS_TILES_PER_PAGE));

/**
 * The right column of the POS (docs/screens.md#point-of-sale): the Category, Brand and Featured tabs with their
 * tiles; a category or brand tile filters the product tiles (again: all of them), which page.
 */
export const posTilesMachine = setup({
  types: {
    context: {} as PosTilesContext,
    events: {} as PosTilesEvent,
    input: {} as PosTilesInput,
    /** `loading` while the filters or a page of tiles are read (docs/architecture.md#machines). */
    tags: {} as 'loading',
  },
  actors: {
    // A refusal comes back as data (docs/architecture.md#machines); only no answer at all is an error.
    loadFilters: fromPromise<ApiResult<{ categories: FilterTile[]; brands: FilterTile[] }>>(async ({ signal }) => {
      const [categories, brands] = await Promise.all([listFilterTiles('categories', signal), listFilterTiles('brands', signal)]);
      return firstRefusal([categories, brands]) ?? { ok: true, data: { categories: acceptedData(categories), brands: acceptedData(brands) } };
    }),
    loadProducts: fromPromise<ApiResult<ListPage<PosItem>>, { filter: TileFilter; page: number; pageSize: number; warehouseId: string | null }>(async ({ input, signal }) => listPosTiles(input, signal)),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < pageCount(context),
    hasPreviousPage: ({ context }) => context.page > 1,
    isOfTab: ({ context, event }) =>
      event.type === 'tiles.filter.choose' && (context.tab === 'category' ? context.categories : context.tab === 'brand' ? context.brands : []).some((tile) => tile.id === event.id),
  },
}).createMachine({
  id: 'posTiles',
  context: ({ input }) => ({ warehouseId: input.warehouseId, tab: 'category', categories: [], brands: [], chosen: null, page: 1, products: [], total: 0, failure: null }),
  initial: 'loadingFilters',
  states: {
    loadingFilters: {
      tags: 'loading',
      invoke: {
        id: 'loadFilters',
        src: 'loadFilters',
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'loading', actions: assign(({ event }) => ({ categories: acceptedData(event.output).categories, brands: acceptedData(event.output).brands })) },
          { target: 'failed', actions: assign({ failure: ({ event }) => reasonOf(event.output, TILES_REFUSED) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: TILES_FAILED }) },
      },
    },
    loading: {
      tags: 'loading',
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => ({ filter: tileFilterOf(context), page: context.page, pageSize: POS_TILES_PER_PAGE, warehouseId: context.warehouseId }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'shown', actions: assign(({ event }) => ({ products: acceptedData(event.output).rows, total: acceptedData(event.output).total })) },
          { target: 'failed', actions: assign({ failure: ({ event }) => reasonOf(event.output, TILES_REFUSED) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: TILES_FAILED }) },
      },
    },
    shown: {},
    failed: {
      on: { 'tiles.retry': [{ guard: ({ context }) => context.categories.length === 0 && context.brands.length === 0, target: 'loadingFilters' }, { target: 'loading' }] },
    },
  },
  on: {
    'tiles.tab.choose': { target: '.loading', actions: assign(({ event }) => ({ tab: event.tab, chosen: null, page: 1 })) },
    'tiles.filter.choose': {
      guard: 'isOfTab',
      target: '.loading',
      // A second click on the chosen tile shows every product again.
      actions: assign(({ context, event }) => ({ chosen: context.chosen === event.id ? null : event.id, page: 1 })),
    },
    'tiles.page.next': { guard: 'hasNextPage', target: '.loading', actions: assign(({ context }) => ({ page: context.page + 1 })) },
    'tiles.page.previous': { guard: 'hasPreviousPage', target: '.loading', actions: assign(({ context }) => ({ page: context.page - 1 })) },
  },
});

export type PosTilesActor = ActorRefFrom<typeof posTilesMachine>;
