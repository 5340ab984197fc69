import { fromPromise } from 'xstate';
import { memberChangeMachine } from '../../../src/machines/settings/member-change.machine';
import type { MemberChange } from '../../../src/domain/member-change';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const promoteBilal: MemberChange = { kind: 'role', userId: '00000000-0000-4000-8000-000000000002', name: 'Bilal', role: 'admin' };
export const approveSara: MemberChange = { kind: 'status', userId: '00000000-0000-4000-8000-000000000003', name: 'Sara', status: 'active', from: 'pending' };
export const deactivateSara: MemberChange = { kind: 'status', userId: '00000000-0000-4000-8000-000000000003', name: 'Sara', status: 'deactivated', from: 'active' };

export const testableMemberChangeMachine = memberChangeMachine.provide({ actors: { saveChange: fromPromise(() => new Promise<never>(() => {})) as never } });

/** One model per change, so each change's paths are short and its words are checked on their own. */
export function memberChangeModel(change: MemberChange) {
  return machineTestModel(testableMemberChangeMachine, {
    events: [
      { type: 'member.change', change },
      { type: 'member.confirm' },
      { type: 'member.cancel' },
      doneEvent('saveChange', { ok: true, data: {} }),
      doneEvent('saveChange', { ok: false, status: 409, message: 'The shop needs at least one active admin: make someone else admin first.', issues: [] }),
      errorEvent('saveChange', new TypeError('Failed to fetch')),
    ] as never[],
  });
}
