import { assign, fromPromise, setup } from 'xstate';
import { getProduct } from '../../api/catalog/catalog';
import { dataOf, isRefusal } from '../../api/common/http';
import type { Product } from '../../domain/product.schemas';

export const MIN_LABELS = 1;
// A few A4 sheets of 3 × 8 labels; more is a job for a label printer's own software.
export const MAX_LABELS = 120;
export const DEFAULT_LABELS = 24;

export interface LabelSheetContext {
  id: string;
  product: Product | null;
  count: number;
  loadError: string | null;
}

export type LabelSheetEvent = { type: 'labels.count.change'; count: number } | { type: 'labels.print' } | { type: 'labels.retry' };

/** A sheet of price labels for one product (name, price, barcode), printed by the browser. */
export const labelSheetMachine = setup({
  types: { context: {} as LabelSheetContext, events: {} as LabelSheetEvent, input: {} as { id: string } },
  actors: {
    loadProduct: fromPromise<Product, string>(async ({ input, signal }) => dataOf(await getProduct(input, signal))),
  },
  actions: {
    // window.print in the app; tests count the calls.
    printSheet: () => window.print(),
  },
  guards: {
    isCountAllowed: ({ event }) => event.type === 'labels.count.change' && Number.isInteger(event.count) && event.count >= MIN_LABELS && event.count <= MAX_LABELS,
  },
}).createMachine({
  id: 'labelSheet',
  context: ({ input }) => ({ id: input.id, product: null, count: DEFAULT_LABELS, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Print Labels says Loading…',
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ product: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ event }) =>
              isRefusal(event.error) && event.error.status === 404 ? 'This product no longer exists.' : 'Could not load the product. Check the connection and try again.',
          }),
        },
      },
    },
    failed: { description: 'Print Labels says why the product could not be loaded, with Retry', on: { 'labels.retry': { description: 'Press Retry', target: 'loading', actions: assign({ loadError: null }) } } },
    ready: {
      description: 'Print Labels shows the sheet of labels and Print',
      on: {
        'labels.count.change': { description: 'Type {count} in Labels', guard: 'isCountAllowed', actions: assign({ count: ({ event }) => event.count }) },
        'labels.print': { description: 'Press Print', actions: 'printSheet' },
      },
    },
  },
});

