import { useCallback, useSyncExternalStore } from 'react';
import type { PosCartActor } from '../../machines/pos/pos-cart.machine';
import type { PosTillActor, PosTillEvent } from '../../machines/pos/pos-till.machine';

/**
 * Which of `events` the till takes now, by its own `can`. The till's guards read its cart (Cancel
 * needs a line), and a cart change is not a till change, so this follows both actors.
 */
export function useTillTakes(till: PosTillActor, cart: PosCartActor, events: readonly PosTillEvent[]): (event: PosTillEvent) => boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscriptions = [till.subscribe(changed), cart.subscribe(changed)];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [till, cart],
  );
  // A string, so React sees a change only when an answer changes.
  const taken = useSyncExternalStore(subscribe, () => events.map((event) => (till.getSnapshot().can(event) ? '1' : '0')).join(''));
  return useCallback((event: PosTillEvent) => taken[events.indexOf(event)] === '1', [taken, events]);
}
