import { fromPromise, type EventObject } from 'xstate';
import { labelSheetMachine } from '../../../src/machines/catalog/label-sheet.machine';
import { doneEvent, errorEvent, machineTestModel, type ReferenceModel, type ReferenceStep } from '../model-helpers';
import { laptop } from '../common/record-form.model';

export const labelSheetInput = { id: 'p1' };

export const testableLabelSheetMachine = labelSheetMachine.provide({
  actors: { loadProduct: fromPromise(() => new Promise<never>(() => {})) as never },
  // The browser's print does nothing here; the reference checks on which steps it runs.
  actions: { printSheet: () => {} },
});

export function labelSheetModel() {
  return machineTestModel(testableLabelSheetMachine, {
    // Printing needs labels to print.
    facet: (context) => context.count,
    events: [
      doneEvent('loadProduct', laptop),
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
}

/** docs/screens.md#products (Print Labels): 24 labels to start, 1 to 120 allowed, the product asked for by its id. */
export function labelSheetReference(input: typeof labelSheetInput): ReferenceModel<LabelSheetExpectation> {
  const load = (state: LabelSheetExpectation): ReferenceStep<LabelSheetExpectation> => ({ state: { ...state, status: 'loading' }, invoked: [{ id: 'loadProduct', input: input.id }] });
  return {
    effectTypes: ['printSheet'],
    observe: (snapshot) => ({ status: snapshot.value, count: snapshot.context.count, product: snapshot.context.product }),
    initial: () => load({ status: 'loading', count: 24, product: null }),
    next: (state, event: EventObject & Record<string, any>) => {
      if (event.type === 'xstate.done.actor.loadProduct') return { state: { ...state, status: 'ready', product: event.output } };
      if (event.type === 'xstate.error.actor.loadProduct') return { state: { ...state, status: 'failed' } };
      if (event.type === 'labels.retry' && state.status === 'failed') return load(state);
      if (event.type === 'labels.count.change' && state.status === 'ready' && Number.isInteger(event.count) && event.count >= 1 && event.count <= 120) return { state: { ...state, count: event.count } };
      if (event.type === 'labels.print' && state.status === 'ready') return { state, effects: [{ type: 'printSheet' }] };
      return { state };
    },
  };
}
