import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { dataOf } from '../../api/common/http';
import { loadSaleChoices, type SaleChoices } from '../../api/sales/sale-choices';

export const CHOICES_FAILED_MESSAGE = 'The customers, warehouses and billers could not be loaded. Check the connection and try again.';

/**
 * The customers, warehouses and billers a sale screen offers (the list's filters, the import form),
 * loaded once when the screen opens, with a retry when that fails.
 */
export const saleChoicesMachine = setup({
  types: {
    context: {} as { choices: SaleChoices | null; error: string | null },
    events: {} as { type: 'choices.retry' },
  },
  actors: {
    loadChoices: fromPromise<SaleChoices>(async ({ signal }) => dataOf(await loadSaleChoices(signal))),
  },
}).createMachine({
  id: 'saleChoices',
  context: { choices: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'ready', actions: assign({ choices: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: CHOICES_FAILED_MESSAGE }) },
      },
    },
    ready: {},
    failed: { on: { 'choices.retry': 'loading' } },
  },
});

export type SaleChoicesActor = ActorRefFrom<typeof saleChoicesMachine>;
