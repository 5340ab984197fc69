import { createContext, useContext, useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import { saleFormMachine, type SaleFormActor } from '../../machines/sales/sale-form.machine';
import { useForwardNotices } from '../common/use-list-actor';
import { useShopSettings } from '../common/use-shop-settings';

type Implementations = Parameters<typeof saleFormMachine.provide>[0];

/** The sale form's server calls: the machine's own in the app; view tests provide theirs. */
export const SaleFormImplementationsContext = createContext<Implementations>({});

/** One sale form machine for the life of Add Sale or Edit Sale; its notices go to the toaster, its routes to the router. */
export function useSaleForm(id: string | undefined): SaleFormActor {
  const implementations = useContext(SaleFormImplementationsContext);
  const { timeZone } = useShopSettings();
  const machine = useMemo(() => saleFormMachine.provide(implementations), [implementations]);
  const actor = useActorRef(machine, { input: { id, timeZone } });
  // The settings may arrive after the form opened (a deep link on page load): the form follows the shop's zone.
  useEffect(() => actor.send({ type: 'shop.timeZone', timeZone }), [actor, timeZone]);
  const [, navigate] = useLocation();
  useForwardNotices(actor as never);
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
