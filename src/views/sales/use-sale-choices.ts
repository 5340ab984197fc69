import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import { saleChoicesMachine, type SaleChoicesActor } from '../../machines/sales/sale-choices.machine';

/** The choices machine a screen starts: the app's real one; view tests provide one without a server. */
export const SaleChoicesLogicContext = createContext(saleChoicesMachine);

/** The customers, warehouses and billers of one sale screen, loaded when it opens. */
export function useSaleChoices(): SaleChoicesActor {
  return useActorRef(useContext(SaleChoicesLogicContext));
}
