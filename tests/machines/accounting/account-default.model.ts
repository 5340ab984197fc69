import { fromPromise, type EventObject } from 'xstate';
import { accountDefaultMachine, type DefaultToggle } from '../../../src/machines/accounting/account-default.machine';
import { doneEvent, errorEvent, machineTestModel, type ReferenceModel } from '../model-helpers';

/** Two accounts as the list shows them: the shop's cash is the default, the bank is not. */
export const cash: DefaultToggle = { id: '00000000-0000-4000-8000-00000000000c', name: 'Cash in Hand', isDefault: true };
export const bank: DefaultToggle = { id: '00000000-0000-4000-8000-00000000000b', name: 'Meezan Bank', isDefault: false };

export const savedDefault = { ok: true, data: {} };
export const refusedDefault = { ok: false, status: 404, message: 'Account not found.', issues: [] };

export const testableAccountDefaultMachine = accountDefaultMachine.provide({ actors: { saveDefault: fromPromise(() => new Promise<never>(() => {})) as never } });

/** One model per pressed row (an account that is off, the default), so each press meets every answer. */
export function accountDefaultModel(pressed: DefaultToggle) {
  return machineTestModel(testableAccountDefaultMachine, {
    events: [
      { type: 'default.toggle', account: pressed },
      doneEvent('saveDefault', savedDefault),
      doneEvent('saveDefault', refusedDefault),
      errorEvent('saveDefault', new TypeError('Failed to fetch')),
    ] as never[],
  });
}

interface DefaultExpectation {
  state: 'idle' | 'saving';
  /** The change being saved, by account id: on or off. */
  pending: { id: string; isDefault: boolean } | null;
}

/**
 * docs/screens.md#accounting told again from the events alone: pressing an account that is off asks the
 * server to make it the default, pressing the default asks to turn it off; whatever the answer, the
 * toggles go back to what the list says.
 */
export const accountDefaultReference: ReferenceModel<DefaultExpectation> = {
  initial: () => ({ state: { state: 'idle', pending: null } }),
  next(state, event: EventObject) {
    if (event.type === 'default.toggle' && state.state === 'idle') {
      const { account } = event as unknown as { account: DefaultToggle };
      const pending = { id: account.id, isDefault: !account.isDefault };
      return { state: { state: 'saving', pending }, invoked: [{ id: 'saveDefault', input: pending }] };
    }
    if (event.type.startsWith('xstate.') && state.state === 'saving') return { state: { state: 'idle', pending: null } };
    return { state };
  },
  observe: (snapshot) => ({ state: snapshot.value, pending: snapshot.context.pending ? { id: snapshot.context.pending.id, isDefault: snapshot.context.pending.isDefault } : null }),
};
