import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { dataOf } from '../../api/common/http';
import { loadPurchaseChoices, type PurchaseChoices } from '../../api/purchases/purchases';

export type { PurchaseChoices };

export const CHOICES_FAILED_MESSAGE = 'The warehouses and suppliers could not be loaded.';

/** The warehouses and suppliers the purchase list's filters offer: read once, with a retry. */
export const purchaseChoicesMachine = setup({
  types: {
    context: {} as { choices: PurchaseChoices | null; error: string | null },
    events: {} as { type: 'choices.retry' },
  },
  actors: {
    loadChoices: fromPromise<PurchaseChoices>(async ({ signal }) => dataOf(await loadPurchaseChoices(signal))),
  },
}).createMachine({
  id: 'purchaseChoices',
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
    failed: { on: { 'choices.retry': 'loading' } },
    ready: {},
  },
});

export type PurchaseChoicesActor = ActorRefFrom<typeof purchaseChoicesMachine>;
