import { purchaseFormMachine, type PurchaseFormActor } from '../../machines/purchases/purchase-form.machine';
import { screenActorContext } from '../common/screen-actor-context';
import { useFollowUps } from '../common/use-follow-ups';

/** The purchase form's server calls: the machine's own in the app; view tests substitute theirs. */
export const PurchaseFormActorContext = screenActorContext(purchaseFormMachine);

/** One purchase form machine for the life of Add Purchase or Edit Purchase; its notices go to the toaster, its routes to the router. */
export function usePurchaseForm(id: string | undefined): PurchaseFormActor {
  const actor: PurchaseFormActor = PurchaseFormActorContext.useOwnActor({ input: { id } });
  useFollowUps(actor);
  return actor;
}
