import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { changeRole, type StaffMember } from '../../api/settings/shop-settings';
import type { ApiResult, Refusal } from '../../api/common/http';
import type { Role } from '../../domain/auth.schemas';
import type { NotifyEvent } from '../common/notifications';

export interface RoleChange {
  userId: string;
  name: string;
  role: Role;
}

export type RoleChangeEvent = { type: 'role.change'; change: RoleChange } | { type: 'role.confirm' } | { type: 'role.cancel' };

export const ROLE_CHANGE_FAILED_MESSAGE = 'Could not change the role. Please try again.';

/**
 * An admin changes a member's role (issue 4): asked first, because the member is signed out at once;
 * then saved, and the list is told to read again. Emits `changed` for the list and `notify` for the toaster.
 */
export const roleChangeMachine = setup({
  types: {
    context: {} as { change: RoleChange | null; list: AnyActorRef | null },
    events: {} as RoleChangeEvent,
    /** The Users list, told to read again after a change so the row shows its new role. */
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent | { type: 'changed' },
  },
  actors: {
    saveRole: fromPromise<ApiResult<StaffMember>, RoleChange>(({ input, signal }) => changeRole(input.userId, input.role, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    announceChanged: emit({ type: 'changed' as const }),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
}).createMachine({
  id: 'roleChange',
  context: ({ input }) => ({ change: null, list: input?.list ?? null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'role.change': { target: 'confirming', actions: assign({ change: ({ event }) => (event.type === 'role.change' ? event.change : null) }) } },
    },
    confirming: {
      on: { 'role.confirm': 'saving', 'role.cancel': { target: 'idle', actions: assign({ change: null }) } },
    },
    saving: {
      invoke: {
        id: 'saveRole',
        src: 'saveRole',
        input: ({ context }) => context.change!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: [
              { type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: `${context.change!.name} is now ${context.change!.role === 'admin' ? 'an admin' : 'staff'}.` }) },
              'announceChanged',
              'reloadList',
            ],
          },
          { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: (event.output as Refusal).message || ROLE_CHANGE_FAILED_MESSAGE }) } },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: ROLE_CHANGE_FAILED_MESSAGE } } },
      },
    },
  },
});

export type RoleChangeActor = ActorRefFrom<typeof roleChangeMachine>;
