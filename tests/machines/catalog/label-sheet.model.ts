import { fromPromise, type EventObject } from 'xstate';
import { labelSheetMachine } from '../../../src/machines/catalog/label-sheet.machine';
import { doneEvent, errorEvent, machineTestModel, type ReferenceModel, type ReferenceStep } from '../model-helpers';
import { laptop } from '../common/record-form.model';
import { englishOf } from '../common/english';

export const labelSheetInput = { id: 'p1' };

export const testableLabelSheetMachine = labelSheetMachine.provide({
  actors: { loadProduct: fromPromise(() => new Promise<never>(() => {})) as never },
  // The browser's print does nothing here; the reference checks on which steps it runs.
  actions: { printSheet: () => {} },
});

export function labelSheetModel() {
  return machineTestModel(testableLabelSheetMachine, {
    // Printing needs labels to print; a product gone and a lost connection fail with different words.
    facet: (context) => [context.count, context.loadError],
    events: [
      doneEvent('loadProduct', { ok: true, data: laptop }),
      doneEvent('loadProduct', { ok: false, status: 404, message: 'Product not found.', issues: [] }),
      doneEvent('loadProduct', { ok: false, status: 500, message: '', issues: [] }),
      errorEvent('loadProduct', new TypeError('Failed to fetch')),
      { type: 'labels.retry' },
      { type: 'labels.count.change', count: 3 },
      { type: 'labels.count.change', count: 0 },
      { type: 'labels.count.change', count: 121 },
      { type: 'labels.print' },
    ] as never[],
    input: labelSheetInput,
  });
}

interface LabelSheetExpectation {
  status: 'loading' | 'failed' | 'ready';
  count: number;
  product: unknown;
  loadError: string | null;
}

/**
 * docs/screens.md#products (Print Labels): 24 labels to start, 1 to 120 allowed, the product asked for by its id;
 * a product the server no longer has is said to be gone, any other failure offers Retry.
 */
export function labelSheetReference(input: typeof labelSheetInput): ReferenceModel<LabelSheetExpectation> {
  const load = (state: LabelSheetExpectation): ReferenceStep<LabelSheetExpectation> => ({ state: { ...state, status: 'loading' }, invoked: [{ id: 'loadProduct', input: input.id }] });
  return {
    effectTypes: ['printSheet'],
    observe: (snapshot) => ({ status: snapshot.value, count: snapshot.context.count, product: snapshot.context.product, loadError: snapshot.context.loadError === null ? null : englishOf(snapshot.context.loadError) }),
    initial: () => load({ status: 'loading', count: 24, product: null, loadError: null }),
    next: (state, event: EventObject & Record<string, any>) => {
      if (event.type === 'xstate.done.actor.loadProduct' && event.output.ok) return { state: { ...state, status: 'ready', product: event.output.data } };
      if (event.type === 'xstate.done.actor.loadProduct') {
        const loadError = event.output.status === 404 ? 'This product no longer exists.' : 'Could not load the product. Check the connection and try again.';
        return { state: { ...state, status: 'failed', loadError } };
      }
      if (event.type === 'xstate.error.actor.loadProduct') return { state: { ...state, status: 'failed', loadError: 'Could not load the product. Check the connection and try again.' } };
      if (event.type === 'labels.retry' && state.status === 'failed') return load({ ...state, loadError: null });
      if (event.type === 'labels.count.change' && state.status === 'ready' && Number.isInteger(event.count) && event.count >= 1 && event.count <= 120) return { state: { ...state, count: event.count } };
      if (event.type === 'labels.print' && state.status === 'ready') return { state, effects: [{ type: 'printSheet' }] };
      return { state };
    },
  };
}
