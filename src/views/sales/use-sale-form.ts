import { useEffect } from 'react';
import { saleFormMachine, type SaleFormActor } from '../../machines/sales/sale-form.machine';
import { screenActorContext } from '../common/screen-actor-context';
import { useFollowUps } from '../common/use-follow-ups';
import { useShopSettings } from '../common/use-shop-settings';

/** The sale form's server calls: the machine's own in the app; view tests substitute theirs. */
export const SaleFormActorContext = screenActorContext(saleFormMachine);

/** One sale form machine for the life of Add Sale or Edit Sale; its notices go to the toaster, its routes to the router. */
export function useSaleForm(id: string | undefined): SaleFormActor {
  const { timeZone } = useShopSettings();
  const actor: SaleFormActor = SaleFormActorContext.useOwnActor({ input: { id, timeZone } });
  // The settings may arrive after the form opened (a deep link on page load): the form follows the shop's zone.
  useEffect(() => actor.send({ type: 'shop.timeZone', timeZone }), [actor, timeZone]);
  useFollowUps(actor);
  return actor;
}
