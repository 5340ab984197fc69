import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorRef } from 'xstate';
import { useForwardNotices } from './use-list-actor';

/** A screen's actor's notices go to the toaster and its routes (a saved form opening its list) to the router. */
export function useFollowUps(actor: AnyActorRef): void {
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }: { to: string }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
