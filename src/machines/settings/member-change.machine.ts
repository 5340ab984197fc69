import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { StaffMember } from '../../domain/settings.schemas';
import { changeRole, changeStatus } from '../../api/settings/shop-settings';
import { reasonOf, type ApiResult } from '../../api/common/http';
import { memberChangeWords, type MemberChange } from '../../domain/member-change';
import type { NotifyEvent } from '../common/notifications';
import type { MessageDescriptor } from '@lingui/core';

export type { MemberChange } from '../../domain/member-change';

export type MemberChangeEvent = { type: 'member.change'; change: MemberChange } | { type: 'member.confirm' } | { type: 'member.cancel' };

export const MEMBER_CHANGE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'member-change.save-failed', message: 'Could not save the change. Please try again.' };

function saveChange(change: MemberChange, signal: AbortSignal): Promise<ApiResult<StaffMember>> {
  return change.kind === 'role' ? changeRole(change.userId, change.role, signal) : changeStatus(change.userId, change.status, signal);
}

/**
 * An admin changes a member on the Users screen: a role, or the account's status
 * (approve, deactivate, reactivate). Asked first, because most changes sign the member out at once;
 * then saved, and the list is told to read again. Emits `changed` and `notify` for the toaster.
 */
export const memberChangeMachine = setup({
  types: {
    context: {} as { change: MemberChange | null; list: AnyActorRef | null },
    events: {} as MemberChangeEvent,
    /** The Users list, told to read again after a change so the row shows its new role or status. */
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent | { type: 'changed' },
  },
  actors: {
    saveChange: fromPromise<ApiResult<StaffMember>, MemberChange>(({ input, signal }) => saveChange(input, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    announceChanged: emit({ type: 'changed' as const }),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
}).createMachine({
  id: 'memberChange',
  context: ({ input }) => ({ change: null, list: input?.list ?? null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The User List shows no question',
      on: { 'member.change': { description: "Choose a change (approve, a role, deactivate, reactivate) in a user's Action menu", target: 'confirming', actions: assign({ change: ({ event }) => (event.type === 'member.change' ? event.change : null) }) } },
    },
    confirming: {
      description: 'A question asks to confirm the change',
      tags: 'dialog',
      on: { 'member.confirm': { description: "Press the question's confirm button", target: 'saving' }, 'member.cancel': { description: 'Press Cancel in the question', target: 'idle', actions: assign({ change: null }) } },
    },
    saving: {
      description: "The question's button says it is saving",
      tags: ['dialog', 'saving'],
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => context.change!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: [{ type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: memberChangeWords(context.change!).done }) }, 'announceChanged', 'reloadList'],
          },
          { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: reasonOf(event.output, MEMBER_CHANGE_FAILED_MESSAGE) }) } },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: MEMBER_CHANGE_FAILED_MESSAGE } } },
      },
    },
  },
});

export type MemberChangeActor = ActorRefFrom<typeof memberChangeMachine>;
