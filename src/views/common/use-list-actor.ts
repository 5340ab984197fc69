import { useCallback, useEffect } from 'react';
import { listMachine, type ListActor, type ListRow } from '../../machines/common/list.machine';
import { listImplementations, listInput, type ListSource } from '../../machines/common/list.actors';
import type { NotifyEvent } from '../../machines/common/notifications';
import { useAppActors } from '../app-actors';
import { screenActorContext } from './screen-actor-context';
import { useDismiss } from './use-dismiss';

/**
 * The list machine, made for each resource's source with its API client and browser effects; view
 * tests substitute their own, so a list screen is driven without a server.
 */
export const ListActorContext = screenActorContext((source: ListSource<any>) => listMachine.provide(listImplementations(source) as never));

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
  const actor: ListActor = ListActorContext.useOwnActor({ definition: source, input: listInput(source) });
  useForwardNotices(actor as never);
  return actor;
}

/** A click outside the open menu, or Escape, closes it. */
export function useDismissListMenus(actor: ListActor) {
  const close = useCallback(() => actor.send({ type: 'list.menu.close' }), [actor]);
  useDismiss('[data-list-menu-root]', close, close);
}
