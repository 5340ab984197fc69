import { assign, fromPromise, setup } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { fetchLowStock } from '../../api/notifications/low-stock';
import type { LowStockAnswer } from '../../domain/notifications.schemas';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from './notifications';

export const LOW_STOCK_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'low-stock.load-failed', message: 'Could not read the low-stock list.' };

// Stock moves with every sale and purchase: the count on the bell is read again this often.
export const LOW_STOCK_REFRESH_MS = 60_000;

/**
 * The bell's low-stock list (docs/decisions/010-notifications-and-role-label.md): read when the top bar appears, again each time
 * the bell is opened and every minute, so the count follows sales and purchases.
 */
export const lowStockMachine = setup({
  types: {
    context: {} as { answer: LowStockAnswer | null; error: ShownText | null },
    events: {} as { type: 'lowStock.refresh' },
  },
  actors: { fetchLowStock: fromPromise<ApiResult<LowStockAnswer>>(({ signal }) => fetchLowStock(signal)) },
  delays: { refresh: LOW_STOCK_REFRESH_MS },
}).createMachine({
  id: 'lowStock',
  context: { answer: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: "The bell's list says Loading…",
      tags: 'loading',
      invoke: {
        id: 'fetchLowStock',
        src: 'fetchLowStock',
        // The last list read stays shown with the failure beside it, whether the server refused or did not answer.
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'shown', actions: assign({ answer: ({ event }) => acceptedData(event.output), error: null }) },
          { target: 'shown', actions: assign({ error: LOW_STOCK_FAILED_MESSAGE }) },
        ],
        onError: { target: 'shown', actions: assign({ error: LOW_STOCK_FAILED_MESSAGE }) },
      },
    },
    shown: {
      description: 'The bell shows how many products are low on stock',
      after: { refresh: 'loading' },
      on: { 'lowStock.refresh': { description: 'Open the bell in the top bar (the list is read again)', target: 'loading' } },
    },
  },
});

