import { createActorContext } from '@xstate/react';
import { posTillMachine } from '../../machines/pos/pos-till.machine';

/**
 * The till's actor for the POS screen and its dialogs: the one way a screen gets its machine
 * (docs/architecture.md#views). `PosScreen` provides it; a test passes `logic={posTillMachine.provide(…)}`.
 */
export const PosTill = createActorContext(posTillMachine);
