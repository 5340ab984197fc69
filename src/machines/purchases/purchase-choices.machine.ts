import type { MessageDescriptor } from '@lingui/core';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { loadPurchaseChoices, type PurchaseChoices } from '../../api/purchases/purchases';

export type { PurchaseChoices };

export const CHOICES_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.choices-failed', message: 'The warehouses and suppliers could not be loaded.' };

/** The warehouses and suppliers the purchase list's filters offer: read once, with a retry. */
export const purchaseChoicesMachine = setup({
  types: {
    context: {} as { choices: PurchaseChoices | null; error: MessageDescriptor | null },
    events: {} as { type: 'choices.retry' },
  },
  actors: {
    loadChoices: fromPromise<ApiResult<PurchaseChoices>>(({ signal }) => loadPurchaseChoices(signal)),
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
        // A refusal (the user's access) and no answer say the same: the choices could not be loaded.
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'ready', actions: assign({ choices: ({ event }) => acceptedData(event.output) }) },
          { target: 'failed', actions: assign({ error: CHOICES_FAILED_MESSAGE }) },
        ],
        onError: { target: 'failed', actions: assign({ error: CHOICES_FAILED_MESSAGE }) },
      },
    },
    failed: { on: { 'choices.retry': 'loading' } },
    ready: {},
  },
});

export type PurchaseChoicesActor = ActorRefFrom<typeof purchaseChoicesMachine>;
