import { posCounterMachine } from '../../machines/pos/pos-counter.machine';
import { posTillMachine } from '../../machines/pos/pos-till.machine';
import { screenActorContext } from '../common/screen-actor-context';

/**
 * The till's actor for the POS screen and its dialogs, got the one way a screen gets its machine
 * (docs/decisions/051-one-way-to-provide-a-screen-machine.md). `PosScreen` provides it; a test wraps the
 * screen in `<PosTill.Substitute implementations={…}>` with its own reads and writes.
 */
export const PosTill = screenActorContext(posTillMachine);

/** The counter's actor (the till this browser is bound to and its shift); `PosScreen` provides it, `PosCounter.Substitute` in tests. */
export const PosCounter = screenActorContext(posCounterMachine);
