/**
 * Which states a path is in and which transitions it takes, read through xstate's public API only
 * (`getInitialMicrosteps`, `getMicrosteps`, `machine.getTransitionData`, `getNextTransitions`, state
 * nodes' `states`, `transitions` and `always`): the key of a model's nodes, the covering set the
 * tests replay and the gate of `npm run test:paths` all count the same things.
 */
import { createActor, getInitialMicrosteps, getMicrosteps, getNextTransitions, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

type StateNode = AnyStateMachine['root'];
type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];

const quickStarts = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The machine for xstate's `getMicrosteps` and `transition`, which build a throwaway actor of it on
 * every call, and that actor works out the machine's first snapshot without input: for a machine
 * whose context reads its input, a TypeError thrown and caught each time. That was a quarter of the
 * time the paths took to generate (docs/quality.md#test-time). The same machine, whose throwaway
 * actor starts from the first one's snapshot, worked out once; the step itself runs on the
 * snapshot's own machine, so what it answers is unchanged.
 */
function quickToStart(machine: AnyStateMachine): AnyStateMachine {
  let quick = quickStarts.get(machine);
  if (!quick) {
    const first = createActor(machine).getSnapshot();
    quick = Object.create(machine, { getInitialSnapshot: { value: () => first } }) as AnyStateMachine;
    quickStarts.set(machine, quick);
  }
  return quick;
}

/** The microsteps of sending `event` to a machine in `before` (xstate's `getMicrosteps`, started quickly). */
export const microstepsOf = (machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject) => getMicrosteps(quickToStart(machine), before, event as never);

/** A transition by its source, event and place among the source's transitions for that event. */
export function transitionKey(transition: Transition): string {
  const list = transition.eventType === '' ? (transition.source.always ?? []) : (transition.source.transitions.get(transition.eventType) ?? []);
  return `${transition.source.id} on ${transition.eventType || '(always)'} #${list.indexOf(transition)}`;
}

/** The states and transitions a machine defines: leaf states by id, transitions by source, event and order. */
export function definedParts(machine: AnyStateMachine) {
  const nodes = [machine.root, ...getStateNodes(machine.root)].filter((node, index, all) => all.indexOf(node) === index);
  const states = nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey));
  return { states, transitions };
}

/** The leaf states a snapshot is in, by id, from its state value. */
export function leafIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const leaves: string[] = [];
  const visit = (node: StateNode, value: unknown) => {
    if (node.type === 'atomic' || node.type === 'final') {
      leaves.push(node.id);
      return;
    }
    if (typeof value === 'string') visit(node.states[value], undefined);
    else for (const [key, inner] of Object.entries((value ?? {}) as Record<string, unknown>)) visit(node.states[key], inner);
  };
  visit(machine.root, snapshot.value);
  return leaves;
}

const isActive = (snapshot: AnyMachineSnapshot, node: StateNode) => node.path.length === 0 || snapshot.matches(node.path.join('.') as never);

/**
 * The eventless transition a microstep took: one whose source was active before and is left after,
 * and whose targets are active after (the machines' eventless transitions each lead elsewhere).
 */
function eventlessTaken(before: AnyMachineSnapshot, after: AnyMachineSnapshot): Transition[] {
  return getNextTransitions(before).filter(
    (transition) =>
      transition.eventType === '' &&
      !isActive(after, transition.source) &&
      (transition.target ?? []).length > 0 &&
      (transition.target ?? []).every((target) => isActive(after, target)),
  );
}

export interface StepParts {
  /** Leaf states the step passed through (a transient state left at once included). */
  states: string[];
  /** Transitions the step took, by `transitionKey`. */
  transitions: string[];
}

/** What the first step of a path (starting the machine) covers. */
export function initialParts(machine: AnyStateMachine, input: unknown): StepParts {
  const micro = getInitialMicrosteps(machine, input as never).map(([snapshot]) => snapshot as AnyMachineSnapshot);
  const transitions = micro.slice(1).flatMap((after, index) => eventlessTaken(micro[index], after).map(transitionKey));
  return { states: micro.flatMap((snapshot) => leafIds(machine, snapshot)), transitions };
}

/** What sending `event` to a machine in `before` covers: the transitions the event takes, then eventless ones. */
export function stepParts(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject): StepParts {
  const steps = microstepsOf(machine, before, event);
  const micro = [before, ...steps.map(([snapshot]) => snapshot as AnyMachineSnapshot)];
  const transitions = machine.getTransitionData(before, event as never).map(transitionKey);
  // After the event's own microstep come eventless transitions and the events it raised (without a
  // delay), in the order raised.
  const raised: EventObject[] = [];
  steps.forEach(([after, actions], index) => {
    if (index > 0) {
      const eventless = eventlessTaken(micro[index], after);
      const next = eventless.length === 0 ? raised.shift() : undefined;
      transitions.push(...(next ? machine.getTransitionData(micro[index], next as never) : eventless).map(transitionKey));
    }
    for (const action of actions as { type: string; params?: { event?: EventObject; delay?: unknown } }[]) {
      if (action.type === 'xstate.raise' && action.params?.event && action.params.delay === undefined) raised.push(action.params.event);
    }
  });
  return { states: micro.slice(1).flatMap((snapshot) => leafIds(machine, snapshot)), transitions };
}

/** A generated path: its steps' events and the snapshots they lead to. */
export interface CoveredPath {
  steps: { event: EventObject; state: any }[];
}

/** Every state a path is in and every transition it takes. */
export function pathParts(machine: AnyStateMachine, input: unknown, path: CoveredPath): StepParts {
  const parts = [initialParts(machine, input)];
  path.steps.forEach((step, index) => {
    if (index > 0) parts.push(stepParts(machine, path.steps[index - 1].state, step.event));
  });
  return { states: [...new Set(parts.flatMap((part) => part.states))], transitions: [...new Set(parts.flatMap((part) => part.transitions))] };
}

/**
 * The fewest paths (chosen greedily, longest gain first) that together are in every state and take
 * every transition the given paths do; kept in the order given.
 */
export function coveringPaths<TPath extends CoveredPath>(machine: AnyStateMachine, input: unknown, paths: TPath[]): TPath[] {
  const parts = paths.map((path) => {
    const { states, transitions } = pathParts(machine, input, path);
    return [...states, ...transitions];
  });
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    parts.forEach((items, index) => {
      const gain = items.filter((item) => !seen.has(item)).length;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    });
    if (best < 0) break;
    chosen.push(best);
    for (const item of parts[best]) seen.add(item);
  }
  return chosen.sort((first, second) => first - second).map((index) => paths[index]);
}

/**
 * The key of a model's node: the state, the facet of context that changes what the machine does next
 * (none for most), and the transitions that led there, so that shortest paths take every transition
 * and not only reach every state.
 */
export function nodeKey(machine: AnyStateMachine, facet: ((context: any) => unknown) | undefined, snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous: AnyMachineSnapshot | undefined): string {
  const taken = event && previous ? stepParts(machine, previous, event).transitions : [];
  return JSON.stringify([snapshot.value, facet ? facet(snapshot.context) : null, taken]);
}

/**
 * createTestModel from xstate/graph refuses machines that invoke actors; this is the same model for
 * machines whose invoked actors the paths settle with done and error events. A node is a state (plus
 * the `facet` of context, only where it changes what the machine does next) reached by one set of
 * transitions, so the shortest paths take every transition the events reach; `getShortestPaths`
 * answers the covering set of them (every state and transition they reach, few paths). Combinations
 * of context are the fast-check walks' job.
 */
export function machineTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    events: readonly EventObject[] | ((snapshot: any) => readonly EventObject[]);
    input?: unknown;
    /** The part of context that changes what the machine does next (a guard reads it); none for most. */
    facet?: (context: any) => unknown;
    /**
     * Events a state takes and deliberately ignores (a transition with no target and no action, there
     * to stop an outer state's handler): `snapshot.can` says false for them, so they are offered here.
     */
    held?: (snapshot: any, event: EventObject) => boolean;
  },
) {
  const keys = new WeakMap<object, Map<string, string>>();
  const model = new TestModel(machine, {
    events: options.events as never,
    input: options.input as never,
    filterEvents: (snapshot: any, event: EventObject) => snapshot.can(event) || (options.held?.(snapshot, event) ?? false),
    serializeEvent: serializeEvent as never,
    serializeState: (snapshot: any, event: EventObject | undefined, previous?: any) => {
      // xstate/graph keys each snapshot again while it finds the shortest paths, then with another
      // snapshot of the same node as `previous`: a snapshot keeps the key it got when first reached.
      // (A transition that changes nothing answers the same snapshot: it is keyed per event too.)
      const byEvent = keys.get(snapshot) ?? new Map<string, string>();
      keys.set(snapshot, byEvent);
      const eventKey = event ? serializeEvent(event) : '';
      const known = byEvent.get(eventKey);
      if (known !== undefined) return known;
      const key = nodeKey(machine, options.facet, snapshot, event, previous);
      byEvent.set(eventKey, key);
      return key;
    },
    stateMatcher: (snapshot: any, key: string) => snapshot.matches(key),
  });
  // xstate/graph drops a path whose events (as JSON) begin another path's; JSON makes every File
  // `{}`, so dropping one file would hide dropping another. Paths are told apart by serializeEvent.
  const shortestPaths = model.getShortestPaths.bind(model);
  model.getShortestPaths = (traversal) =>
    coveringPaths(machine, options.input, withoutPrefixPaths(shortestPaths({ ...traversal, allowDuplicatePaths: true })).map((path) => replayed(machine, options.input, path)));
  return model;
}

/**
 * A path with each step's snapshot the one its events lead to. xstate/graph builds a path's steps from
 * the last snapshot it saw under each node's key, and a node here stands for many contexts, so a
 * step's snapshot may not be the one its events reach.
 */
function replayed<TPath extends CoveredPath & { state?: unknown }>(machine: AnyStateMachine, input: unknown, path: TPath): TPath {
  let snapshot = initialTransition(machine, input as never)[0] as AnyMachineSnapshot;
  const steps = path.steps.map((step, index) => {
    if (index > 0) snapshot = transition(quickToStart(machine), snapshot, step.event as never)[0] as AnyMachineSnapshot;
    return { ...step, state: snapshot };
  });
  return Object.assign(path, { steps, state: snapshot });
}

/** The paths that are not the start of a longer one, comparing events as serializeEvent writes them. */
export function withoutPrefixPaths<TPath extends { steps: { event: EventObject }[] }>(paths: TPath[]): TPath[] {
  const sequences = paths.map((path) => ({ path, events: path.steps.map((step) => serializeEvent(step.event)) }));
  sequences.sort((first, second) => second.events.length - first.events.length);
  // Every start of a kept path, as its events joined: a shorter path is dropped when it is one.
  const starts = new Set<string>();
  const kept: TPath[] = [];
  for (const { path, events } of sequences) {
    if (starts.has(events.join('\n'))) continue;
    kept.push(path);
    for (let length = 0; length <= events.length; length++) starts.add(events.slice(0, length).join('\n'));
  }
  return kept;
}

/** An event as text; a File by its name (JSON.stringify makes every File `{}`, so two picks would be one). */
export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_, value) => (typeof File !== 'undefined' && value instanceof File ? `file:${value.name}:${value.size}:${value.type}` : value));
}
