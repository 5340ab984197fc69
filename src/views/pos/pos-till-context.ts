import { createActorContext } from '@xstate/react';
import { posCounterMachine } from '../../machines/pos/pos-counter.machine';
import { posTillMachine } from '../../machines/pos/pos-till.machine';

/**
 * The till's actor for the POS screen and its dialogs: the one way a screen gets its machine
 * (docs/architecture.md#views). `PosScreen` provides it; a test passes `logic={posTillMachine.provide(…)}`.
 */
export const PosTill = createActorContext(posTillMachine);

/** The counter's actor (the till this browser is bound to and its shift); `PosScreen` provides it. */
export const PosCounter = createActorContext(posCounterMachine);
