import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { loadSaleChoices, type SaleChoices } from '../../api/sales/sale-choices';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../common/notifications';

export const CHOICES_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale-choices.load-failed', message: 'The customers, warehouses and billers could not be loaded. Check the connection and try again.' };

/**
 * The customers, warehouses and billers a sale screen offers (the list's filters, the import form),
 * loaded once when the screen opens, with a retry when that fails.
 */
export const saleChoicesMachine = setup({
  types: {
    context: {} as { choices: SaleChoices | null; error: ShownText | null },
    events: {} as { type: 'choices.retry' },
  },
  actors: {
    loadChoices: fromPromise<ApiResult<SaleChoices>>(({ signal }) => loadSaleChoices(signal)),
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
        // A refusal (the user's access) and no answer say the same: the choices could not be loaded.
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'ready', actions: assign({ choices: ({ event }) => acceptedData(event.output) }) },
          { target: 'failed', actions: assign({ error: CHOICES_FAILED_MESSAGE }) },
        ],
        onError: { target: 'failed', actions: assign({ error: CHOICES_FAILED_MESSAGE }) },
      },
    },
    ready: {},
    failed: { on: { 'choices.retry': 'loading' } },
  },
});

export type SaleChoicesActor = ActorRefFrom<typeof saleChoicesMachine>;
