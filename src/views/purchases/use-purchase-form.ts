import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { purchaseFormMachine, type PurchaseFormActor } from '../../machines/purchases/purchase-form.machine';
import { screenActorContext } from '../common/screen-actor-context';
import { useForwardNotices } from '../common/use-list-actor';

/** The purchase form's server calls: the machine's own in the app; view tests substitute theirs. */
export const PurchaseFormActorContext = screenActorContext(purchaseFormMachine);

/** One purchase form machine for the life of Add Purchase or Edit Purchase; its notices go to the toaster, its routes to the router. */
export function usePurchaseForm(id: string | undefined): PurchaseFormActor {
  const actor: PurchaseFormActor = PurchaseFormActorContext.useOwnActor({ input: { id } });
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
