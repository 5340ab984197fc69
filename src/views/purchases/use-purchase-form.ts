import { createContext, useContext, useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { purchaseFormMachine, type PurchaseFormActor } from '../../machines/purchases/purchase-form.machine';
import { useForwardNotices } from '../common/use-list-actor';

type Implementations = Parameters<typeof purchaseFormMachine.provide>[0];

/** The purchase form's server calls: the machine's own in the app; view tests provide theirs. */
export const PurchaseFormImplementationsContext = createContext<Implementations>({});

/** One purchase form machine for the life of Add Purchase or Edit Purchase; its notices go to the toaster, its routes to the router. */
export function usePurchaseForm(id: string | undefined): PurchaseFormActor {
  const implementations = useContext(PurchaseFormImplementationsContext);
  const machine = useMemo(() => purchaseFormMachine.provide(implementations), [implementations]);
  const actor = useActorRef(machine, { input: { id } });
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
