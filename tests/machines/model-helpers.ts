import { createActor, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';

export { machineTestModel } from './path-coverage';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { DEFAULT_TIME_ZONE } from '../../src/domain/shop-constants';

/** Every leaf state of a machine as a dotted path ('signedOut.idle'), so tests can prove each has an assertion. */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

export { answered, delayedEvents, doneEvent, errorEvent } from './model-events';

/** An actor the machine started (invoked or spawned) on a step: its id and the input it was given. */
export interface Invocation {
  id: string;
  input: unknown;
}

/** A named action the machine ran on a step, with its parameters: a browser effect such as print. */
export interface Effect {
  type: string;
  params?: unknown;
}

/** An inspection event as the recorders read it. */
type InspectionEvent = { type: string; rootId: string; actorRef: AnyActorRef; action?: Effect };

/** The machine under test is the root of its system: what it starts has a session of its own. */
const isRoot = (event: InspectionEvent) => event.actorRef.sessionId === event.rootId;

/**
 * Records, through XState's inspection, the input of every actor a machine starts and the named
 * effects it runs (the `effectTypes` given): each replay has its own recorder, so no count is shared
 * between tests.
 */
export function invocationRecorder(effectTypes: readonly string[] = []) {
  const invoked: Invocation[] = [];
  const effects: Effect[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.action' && isRoot(event) && effectTypes.includes(event.action!.type)) {
      effects.push(event.action!.params === undefined ? { type: event.action!.type } : { type: event.action!.type, params: event.action!.params });
    }
    if (event.type === '@xstate.actor' && !isRoot(event)) {
      invoked.push({ id: event.actorRef.id, input: (event.actorRef as unknown as { options: { input?: unknown } }).options.input });
    }
  };
  return { invoked, effects, inspect };
}

/**
 * A model's own account of a machine, written independently of it: from the events of a path alone it
 * predicts what the machine must show (`observe` of the machine's snapshot must equal the model's
 * state) and which actors it must start with which input (the page and search asked for, the body
 * saved, the ids deleted). Path tests compare the two after every step.
 */
export interface ReferenceModel<TState> {
  initial(input: any): ReferenceStep<TState>;
  next(state: TState, event: EventObject): ReferenceStep<TState>;
  observe(snapshot: any): TState;
  /** The provided actions whose runs the reference predicts per step (print, remember columns). */
  effectTypes?: readonly string[];
}

export interface ReferenceStep<TState> {
  state: TState;
  /** The actors the machine must start on this step, in order; none when left out. */
  invoked?: Invocation[];
  /** The effects (of `effectTypes`) the machine must run on this step; none when left out. */
  effects?: Effect[];
}

export interface StepCheck<TSnapshot> {
  snapshot: TSnapshot;
  /** The event that led here (xstate.init for the first step). */
  event: EventObject;
  /** What the actor emitted on this step alone. */
  emitted: EventObject[];
  /** The actors started on this step alone, with their input. */
  invoked: Invocation[];
}

export type StateAssertions<TSnapshot> = Record<string, (check: StepCheck<TSnapshot>) => void>;

/**
 * Replays a generated path on a real actor: after every step the actor must be in the state the
 * model predicted, the assertions of each leaf state it is in must hold, and, with a reference
 * model, the machine must show what the reference expects and start exactly the actors it expects.
 */
export function replayPath<TMachine extends AnyStateMachine, TState = unknown>(
  machine: TMachine,
  path: { steps: { event: EventObject; state: any }[] },
  assertions: StateAssertions<any>,
  input?: unknown,
  reference?: ReferenceModel<TState>,
) {
  const recorder = invocationRecorder(reference?.effectTypes);
  const actor = createActor(machine, { input, inspect: recorder.inspect } as never) as AnyActorRef;
  const emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => emitted.push(event));
  let expected: ReferenceStep<TState> | undefined;
  try {
    for (const [index, step] of path.steps.entries()) {
      // The actors of the initial state are started when the actor is created, before the first step.
      const before = index === 0 ? { emitted: 0, invoked: 0, effects: 0 } : { emitted: emitted.length, invoked: recorder.invoked.length, effects: recorder.effects.length };
      if (index === 0) actor.start();
      if (step.event.type !== 'xstate.init') actor.send(step.event);
      const snapshot = actor.getSnapshot();
      const invoked = recorder.invoked.slice(before.invoked);
      expectSame(snapshot.value, step.state.value, 'state');
      if (reference) {
        expected = index === 0 ? reference.initial(input) : reference.next(expected!.state, step.event);
        expect(reference.observe(snapshot), `after ${describeEvent(step.event)}`).toEqual(expected.state);
        expect(invoked, `actors started on ${describeEvent(step.event)}`).toEqual(expected.invoked ?? []);
        expect(recorder.effects.slice(before.effects), `effects of ${describeEvent(step.event)}`).toEqual(expected.effects ?? []);
      }
      const leaves = leafStatePaths(machine).filter((leaf) => snapshot.matches(leaf));
      for (const leaf of leaves) {
        const assertion = assertions[leaf];
        if (!assertion) throw new Error(`No assertion for state ${leaf}`);
        assertion({ snapshot, event: step.event, emitted: emitted.slice(before.emitted), invoked });
      }
    }
  } finally {
    actor.stop();
  }
}

function describeEvent(event: EventObject): string {
  return JSON.stringify(event, (key, value) => (value instanceof Error ? value.message : value));
}

function expectSame(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`Expected ${what} ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Every step the paths of a model take, one line per distinct step, sorted: the state left, the event,
 * the state reached, then what the step did that a screen or the server sees — the context values it
 * changed, the actors it started with their input, what it emitted. The paths come from the machine
 * itself, so per-state assertions alone let a dropped transition, a lost assign or a wrong actor
 * input pass unseen; this check compares them with the chart recorded (and read through) in
 * charts/<name>.txt beside the test file. A deliberate change to a machine updates its chart
 * (`npx vitest run -u <test file>`), and the diff is part of the review.
 */
export function itTakesTheRecordedChart(name: string, machine: AnyStateMachine, paths: readonly { steps: { event: EventObject }[] }[], input?: unknown) {
  const file = `charts/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.txt`;
  it(`takes the steps recorded in ${file}`, async () => {
    await expect(chartLines(machine, paths, input).join('\n') + '\n').toMatchFileSnapshot(`./${file}`);
  });
}

/** Actions whose whole effect is an event the chart shows under 'emits'. */
const emittedActions = new Set(['notify', 'navigate', 'announce']);

function chartLines(machine: AnyStateMachine, paths: readonly { steps: { event: EventObject }[] }[], input: unknown): string[] {
  const lines = new Set<string>();
  for (const path of paths) {
    const recorder = invocationRecorder();
    // The machine's own named actions (remember the session, print), which tests often provide as no-ops.
    const ran: string[] = [];
    const inspect = (event: InspectionEvent) => {
      recorder.inspect(event);
      if (event.type === '@xstate.action' && isRoot(event) && !event.action!.type.startsWith('xstate.') && !emittedActions.has(event.action!.type)) {
        ran.push(event.action!.params === undefined ? event.action!.type : `${event.action!.type} ${plainText(event.action!.params)}`);
      }
    };
    const actor = createActor(machine, { input, inspect } as never) as AnyActorRef;
    const emitted: EventObject[] = [];
    actor.on('*', (event: EventObject) => emitted.push(event));
    let previousState = '(start)';
    let previousContext: Record<string, string> = {};
    try {
      for (const [index, step] of path.steps.entries()) {
        const before = index === 0 ? { emitted: 0, invoked: 0, ran: 0 } : { emitted: emitted.length, invoked: recorder.invoked.length, ran: ran.length };
        if (index === 0) actor.start();
        if (step.event.type !== 'xstate.init') actor.send(step.event);
        const snapshot = actor.getSnapshot();
        const state = JSON.stringify(snapshot.value);
        const context: Record<string, string> = Object.fromEntries(Object.entries(snapshot.context ?? {}).map(([key, value]) => [key, plainText(value)]));
        const changed = Object.keys(context).filter((key) => context[key] !== previousContext[key]).map((key) => `${key}=${context[key]}`);
        const parts = [
          `${previousState} --${step.event.type}--> ${state}`,
          ...changed.map((change) => `  set ${change}`),
          ...recorder.invoked.slice(before.invoked).map((actorStarted) => `  starts ${actorStarted.id} ${plainText(actorStarted.input)}`),
          ...emitted.slice(before.emitted).map((event) => `  emits ${plainText(event)}`),
          ...ran.slice(before.ran).map((action) => `  runs ${action}`),
        ];
        lines.add(parts.join('\n'));
        previousState = state;
        previousContext = context;
      }
    } finally {
      actor.stop();
    }
  }
  // What differs from run to run is recorded by what it is: today's date, the browser's or the shop's
  // (the transfer form starts on the shop's), as '(today)', an object URL (a picked image's preview) as 'blob:(object URL)', the system id
  // of an actor spawned without a name (it counts every actor the test file started) as 'x:(spawned)'.
  const now = new Date();
  const localToday = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const shopToday = calendarDateIn(now, DEFAULT_TIME_ZONE);
  const stable = (line: string) =>
    line
      .replaceAll(`"${localToday}"`, '"(today)"')
      .replaceAll(`"${shopToday}"`, '"(today)"')
      .replace(/"blob:[^"]*"/g, '"blob:(object URL)"')
      .replace(/\bx:\d+\b/g, 'x:(spawned)');
  return [...new Set([...lines].map(stable))].sort();
}

/** A value as JSON, with what JSON cannot show named: an actor by its id, an error by its message, a file by its name. */
function plainText(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_, inner: unknown) => {
    if (inner === undefined) return 'undefined';
    if (typeof inner === 'function') return 'function';
    if (typeof inner !== 'object' || inner === null) return inner;
    if (typeof File !== 'undefined' && inner instanceof File) return `file:${inner.name}:${inner.size}:${inner.type}`;
    if (inner instanceof Error) return `${inner.name}: ${inner.message}`;
    if ('sessionId' in inner && 'send' in inner) return `actor:${String((inner as unknown as { id: string }).id)}`;
    if (inner instanceof Map) return Object.fromEntries(inner);
    if (inner instanceof Set) return [...inner];
    if (seen.has(inner)) return '(cycle)';
    seen.add(inner);
    return inner;
  });
}

/** A form's field errors that show a message (a field whose error was cleared holds undefined). */

/**
 * A path's test name: its events in order, a value typed or chosen shown, the rest (server answers,
 * files) by their event only; stable while the paths are, and short enough to read in a report.
 */
export function pathTitle(path: { steps: { event: EventObject }[] }): string {
  return (
    path.steps
      .slice(1)
      .map(({ event }) => {
        const { type, ...payload } = event as EventObject & Record<string, unknown>;
        const shown = Object.values(payload).filter((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
        return [type.replace(/^xstate\.(done|error)\.actor\./, (_, kind: string) => `${kind} `), ...shown.map((value) => JSON.stringify(value))].join(' ');
      })
      .join(' → ') || 'opens'
  );
}
