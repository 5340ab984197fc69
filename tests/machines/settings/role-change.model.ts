import { fromPromise } from 'xstate';
import { roleChangeMachine } from '../../../src/machines/settings/role-change.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const promoteBilal = { userId: '00000000-0000-4000-8000-000000000002', name: 'Bilal', role: 'admin' as const };

export const testableRoleChangeMachine = roleChangeMachine.provide({ actors: { saveRole: fromPromise(() => new Promise<never>(() => {})) as never } });

export function roleChangeModel() {
  return machineTestModel(testableRoleChangeMachine, {
    events: [
      { type: 'role.change', change: promoteBilal },
      { type: 'role.confirm' },
      { type: 'role.cancel' },
      doneEvent('saveRole', { ok: true, data: {} }),
      doneEvent('saveRole', { ok: false, status: 409, message: 'The shop needs at least one admin: make someone else admin first.', issues: [] }),
      errorEvent('saveRole', new TypeError('Failed to fetch')),
    ] as never[],
  });
}
