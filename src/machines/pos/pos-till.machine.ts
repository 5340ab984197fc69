import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { dataOf } from '../../api/common/http';
import { listNamedOptions, type NamedOption } from '../../api/pos/pos-catalog';
import type { CalendarDate } from '../../domain/calendar-date';
import { posCartMachine } from './pos-cart.machine';
import { posTilesMachine } from './pos-tiles.machine';

export interface TillInput {
  /** The shop's date, for promotions. */
  today: CalendarDate;
}

export interface TillOptions {
  warehouses: NamedOption[];
  billers: NamedOption[];
}

export type PosTillEvent =
  | { type: 'till.retry' }
  | { type: 'till.warehouse.choose'; id: string }
  | { type: 'till.biller.choose'; id: string };

const LOAD_FAILED = 'The till could not be opened: the warehouses and billers did not load. Check the connection and try again.';

/**
 * The till (issue 13, the POS): it reads the warehouses and billers, keeps the chosen warehouse
 * and biller, and runs the cart and the product tiles as its children.
 */
export const posTillMachine = setup({
  types: {
    context: {} as TillInput &
      TillOptions & {
        warehouseId: string | null;
        billerId: string | null;
        failure: string | null;
        cart: ActorRefFrom<typeof posCartMachine>;
        tiles: ActorRefFrom<typeof posTilesMachine>;
      },
    events: {} as PosTillEvent,
    input: {} as TillInput,
  },
  actors: {
    loadOptions: fromPromise<TillOptions>(async ({ signal }) => {
      const [warehouses, billers] = await Promise.all([listNamedOptions('warehouses', signal), listNamedOptions('billers', signal)]);
      return { warehouses: dataOf(warehouses), billers: dataOf(billers) };
    }),
    cart: posCartMachine,
    tiles: posTilesMachine,
  },
  guards: {
    isWarehouse: ({ context, event }) => event.type === 'till.warehouse.choose' && context.warehouses.some((option) => option.id === event.id),
    isBiller: ({ context, event }) => event.type === 'till.biller.choose' && context.billers.some((option) => option.id === event.id),
  },
}).createMachine({
  id: 'posTill',
  context: ({ input, spawn }) => ({
    today: input.today,
    warehouses: [],
    billers: [],
    warehouseId: null,
    billerId: null,
    failure: null,
    cart: spawn('cart', { id: 'cart', input: { today: input.today, warehouse: null } }),
    tiles: spawn('tiles', { id: 'tiles' }),
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'open',
          actions: [
            // The first warehouse and biller are chosen: a one-warehouse shop never touches the selects.
            assign(({ event }) => ({
              warehouses: event.output.warehouses,
              billers: event.output.billers,
              warehouseId: event.output.warehouses[0]?.id ?? null,
              billerId: event.output.billers[0]?.id ?? null,
            })),
            ({ context }) => context.cart.send({ type: 'cart.warehouse.change', warehouse: warehouseName(context) }),
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: LOAD_FAILED }) },
      },
    },
    failed: { on: { 'till.retry': 'loading' } },
    open: {
      on: {
        'till.warehouse.choose': {
          guard: 'isWarehouse',
          actions: [assign(({ event }) => ({ warehouseId: event.id })), ({ context }) => context.cart.send({ type: 'cart.warehouse.change', warehouse: warehouseName(context) })],
        },
        'till.biller.choose': { guard: 'isBiller', actions: assign(({ event }) => ({ billerId: event.id })) },
      },
    },
  },
});

/** Warehouse prices are keyed by the warehouse's name. */
export function warehouseName(context: Pick<TillOptions, 'warehouses'> & { warehouseId: string | null }): string | null {
  return context.warehouses.find((option) => option.id === context.warehouseId)?.name ?? null;
}

