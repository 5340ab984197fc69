import { fromPromise } from 'xstate';
import { saleChoicesMachine } from '../../../src/machines/sales/sale-choices.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { choices } from './sale-form.model';

const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testableSaleChoicesMachine = saleChoicesMachine.provide({ actors: { loadChoices: pending() } });

export function saleChoicesModel() {
  return machineTestModel(testableSaleChoicesMachine, {
    events: [
      doneEvent('loadChoices', { ok: true, data: choices }),
      doneEvent('loadChoices', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('loadChoices', new TypeError('Failed to fetch')),
      { type: 'choices.retry' },
    ],
  });
}
