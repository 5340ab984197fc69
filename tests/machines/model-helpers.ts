import { createActor, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes, serializeSnapshot, TestModel } from 'xstate/graph';

/** Every leaf state of a machine as a dotted path ('signedOut.idle'), so tests can prove each has an assertion. */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

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

/** Starts an actor whose emitted events are recorded, for paths to assert on what the user was told. */
export function startRecording<TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) {
  const actor = createActor(machine, { input } as never) as AnyActorRef & ReturnType<typeof createActor<TMachine>>;
  const emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

/**
 * createTestModel from xstate/graph refuses machines that invoke actors; this is the same model
 * (one node per state and context, matched by state path) for machines whose invoked actors the
 * paths settle with done and error events.
 */
export function machineTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { events: readonly EventObject[] | ((snapshot: any) => readonly EventObject[]); input?: unknown; serializeContext?: (context: any) => unknown },
) {
  const { serializeContext } = options;
  return new TestModel(machine, {
    events: options.events as never,
    input: options.input as never,
    filterEvents: (snapshot: any, event: EventObject) => snapshot.can(event),
    // A node is a state reached by one kind of event, so shortest paths cover every transition,
    // not only every state (a failed login returns to idle, a state already reached).
    serializeState: (snapshot: any, event: EventObject | undefined) =>
      JSON.stringify([
        serializeContext ? [snapshot.value, serializeContext(snapshot.context)] : serializeSnapshot(snapshot),
        event ? JSON.stringify(event) : '',
      ]),
    stateMatcher: (snapshot: any, key: string) => snapshot.matches(key),
  });
}

export interface StepCheck<TSnapshot> {
  snapshot: TSnapshot;
  /** The event that led here (xstate.init for the first step). */
  event: EventObject;
  /** What the actor emitted on this step alone. */
  emitted: EventObject[];
}

export type StateAssertions<TSnapshot> = Record<string, (check: StepCheck<TSnapshot>) => void>;

/**
 * Replays a generated path on a real actor: after every step the actor must be in the state the
 * model predicted, and the assertions of each leaf state it is in must hold.
 */
export function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: { steps: { event: EventObject; state: any }[] },
  assertions: StateAssertions<any>,
  input?: unknown,
) {
  const { actor, emitted } = startRecording(machine, input);
  try {
    for (const step of path.steps) {
      const before = emitted.length;
      if (step.event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expectSame(snapshot.value, step.state.value, 'state');
      const leaves = leafStatePaths(machine).filter((leaf) => snapshot.matches(leaf));
      for (const leaf of leaves) {
        const assertion = assertions[leaf];
        if (!assertion) throw new Error(`No assertion for state ${leaf}`);
        assertion({ snapshot, event: step.event, emitted: emitted.slice(before) });
      }
    }
  } finally {
    actor.stop();
  }
}

function expectSame(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`Expected ${what} ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}
