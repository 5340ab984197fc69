import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { saveAccountDefault } from '../../api/accounting/accounts';
import { reasonOf, type ApiResult } from '../../api/common/http';
import type { Account } from '../../domain/accounts.schemas';
import type { NotifyEvent } from '../common/notifications';
import type { MessageDescriptor } from '@lingui/core';

/** The account whose toggle was pressed, as its row showed it. */
export interface DefaultToggle {
  id: string;
  name: string;
  /** Whether the row was the default when pressed: pressing the default turns it off. */
  isDefault: boolean;
}

export type AccountDefaultEvent = { type: 'default.toggle'; account: DefaultToggle };

export interface AccountDefaultContext {
  /** The change being saved: that account on or off. */
  pending: { id: string; name: string; isDefault: boolean } | null;
  list: AnyActorRef | null;
}

// The toggle's own words (docs/i18n.md#machines); the server's refusals come as its own sentences.
export const DEFAULT_SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'account.default-failed', message: 'Could not change the default account. Please try again.' };

export function defaultChangedMessage(name: string, isDefault: boolean): MessageDescriptor {
  return isDefault
    ? /*i18n*/ { id: 'account.default-on', message: '{name} is now the default account.', values: { name } }
    : /*i18n*/ { id: 'account.default-off', message: '{name} is no longer the default account.', values: { name } };
}

/**
 * The Account list's Default toggle (docs/screens.md#accounting): turning one account on turns every other
 * off; toggling the current default turns it off. Saved on the server (which turns the others off in
 * the same transaction); while it saves, the toggles show the change and take no other press; then
 * the list reads again. Started by the Account list as its companion.
 */
export const accountDefaultMachine = setup({
  types: {
    context: {} as AccountDefaultContext,
    events: {} as AccountDefaultEvent,
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent,
  },
  actors: {
    saveDefault: fromPromise<ApiResult<Account>, { id: string; isDefault: boolean }>(({ input, signal }) => saveAccountDefault(input, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
    forget: assign({ pending: null }),
  },
  guards: {
    isSaved: (_, output: ApiResult<Account>) => output.ok,
  },
}).createMachine({
  id: 'accountDefault',
  context: ({ input }) => ({ pending: null, list: input?.list ?? null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The Default switches can be pressed',
      on: {
        'default.toggle': {
          description: 'Press the Default switch of an account in the Account List',
          target: 'saving',
          actions: assign({ pending: ({ event }) => ({ id: event.account.id, name: event.account.name, isDefault: !event.account.isDefault }) }),
        },
      },
    },
    saving: {
      description: 'The pressed switch waits for the server',
      invoke: {
        id: 'saveDefault',
        src: 'saveDefault',
        input: ({ context }) => ({ id: context.pending!.id, isDefault: context.pending!.isDefault }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'notify', params: ({ context }) => ({ kind: 'success' as const, message: defaultChangedMessage(context.pending!.name, context.pending!.isDefault) }) }, 'reloadList', 'forget'],
          },
          {
            target: 'idle',
            actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: reasonOf(event.output, DEFAULT_SAVE_FAILED_MESSAGE) }) }, 'forget'],
          },
        ],
        onError: { target: 'idle', actions: [{ type: 'notify', params: { kind: 'error', message: DEFAULT_SAVE_FAILED_MESSAGE } }, 'forget'] },
      },
    },
  },
});

export type AccountDefaultActor = ActorRefFrom<typeof accountDefaultMachine>;
type AccountDefaultSnapshot = SnapshotFrom<typeof accountDefaultMachine>;

/**
 * Whether a row's toggle shows on: the change being saved wins (turning one on shows every other
 * off at once), otherwise what the list last read.
 */
export function shownAsDefault(snapshot: AccountDefaultSnapshot, row: { _id: string; isDefault: boolean }): boolean {
  const { pending } = snapshot.context;
  if (!pending) return row.isDefault;
  if (pending.id === row._id) return pending.isDefault;
  return pending.isDefault ? false : row.isDefault;
}
