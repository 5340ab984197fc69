import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { listMachine, type ListActor, type ListRow } from '../../machines/common/list.machine';
import { listImplementations, listInput, type ListSource } from '../../machines/common/list.actors';
import type { NotifyEvent } from '../../machines/common/notifications';
import { useAppActors } from '../app-actors';
import { useDismiss } from './use-dismiss';

type Implementations = Parameters<typeof listMachine.provide>[0];

/**
 * Where a list screen's machine gets its server calls and browser effects. The app uses the real
 * ones; view tests provide their own, so a screen is driven without a server.
 */
export const ListImplementationsContext = createContext<(source: ListSource<any>) => Implementations>(listImplementations as never);

/** Hands what a per-screen actor emits to the app's toaster, as startAppActors does for the session. */
export function useForwardNotices(actor: { on: (type: 'notify', handler: (event: NotifyEvent) => void) => { unsubscribe(): void } }) {
  const { toaster } = useAppActors();
  useEffect(() => {
    const subscription = actor.on('notify', ({ kind, message, place }) => toaster.send({ type: 'toast.show', kind, message, place }));
    return () => subscription.unsubscribe();
  }, [actor, toaster]);
}

/** One list machine for the life of a list screen, set up for its resource. */
export function useListActor<Row extends ListRow>(source: ListSource<Row>): ListActor {
  const implementationsFor = useContext(ListImplementationsContext);
  const machine = useMemo(() => listMachine.provide(implementationsFor(source)), [implementationsFor, source]);
  const actor = useActorRef(machine, { input: listInput(source) });
  useForwardNotices(actor as never);
  return actor;
}

/** A click outside the open menu, or Escape, closes it. */
export function useDismissListMenus(actor: ListActor) {
  const close = useCallback(() => actor.send({ type: 'list.menu.close' }), [actor]);
  useDismiss('[data-list-menu-root]', close, close);
}
