import { createContext, useContext, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { lowStockMachine, type LowStockActor } from '../../machines/common/low-stock.machine';

type Implementations = Parameters<typeof lowStockMachine.provide>[0];

/** The bell's server call: the app uses the machine's own; view tests provide theirs. */
export const LowStockImplementationsContext = createContext<Implementations>({});

/** One low-stock machine for the top bar's life. */
export function useLowStockActor(): LowStockActor {
  const implementations = useContext(LowStockImplementationsContext);
  const machine = useMemo(() => lowStockMachine.provide(implementations), [implementations]);
  return useActorRef(machine);
}
