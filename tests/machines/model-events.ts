import type { AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// Kept apart from model-helpers.ts, which imports vitest: the browser journeys (Playwright) build
// their paths from the same models and must not load vitest's expect beside their own.

/**
 * The `xstate.after.*` events of a machine's delayed transitions: sending one stands for the time
 * passing, so paths can go through timers without waiting.
 */
export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return getStateNodes(machine.root).flatMap((node) => node.after.map((transition) => ({ type: transition.eventType })));
}

/** Done events of invoked actors, with the output the path should see. */
export function doneEvent(invokeId: string, output: unknown): EventObject & { output: unknown } {
  return { type: `xstate.done.actor.${invokeId}`, output };
}

export function errorEvent(invokeId: string, error: unknown): EventObject & { error: unknown } {
  return { type: `xstate.error.actor.${invokeId}`, error };
}

/** An answer of src/api as a machine's invoked call returns it: the server said yes, with `data`. */
export function answered<Data>(data: Data): { ok: true; data: Data } {
  return { ok: true, data };
}
