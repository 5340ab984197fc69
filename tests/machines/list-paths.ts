/**
 * `npm run test:paths`: every machine in src/machines with its states, transitions, generated paths
 * and how many of its states and transitions those paths take; a machine without models, or a state
 * or transition no path takes, fails the run (then the path tests run). `-- --plan` also writes the
 * paths as numbered steps for QA (docs/test-plan.md).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createActor, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineModels, type GeneratedPath, type PathModel } from './machine-models';

const root = join(import.meta.dirname, '..', '..');
const machinesDir = join(root, 'src', 'machines');

interface Transition {
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
  eventType: string;
}

/** Every machine exported by a module under src/machines. */
async function machinesInSource(): Promise<{ file: string; machine: AnyStateMachine }[]> {
  const files = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const found: { file: string; machine: AnyStateMachine }[] = [];
  for (const file of files.sort()) {
    const module = await import(pathToFileURL(join(machinesDir, file)).href);
    for (const value of Object.values(module)) {
      const candidate = value as AnyStateMachine;
      // A machine built per definition (the record forms) is one machine: listed once, by its id.
      if (candidate && typeof candidate === 'object' && 'root' in candidate && typeof candidate.provide === 'function' && !found.some((entry) => entry.machine === candidate || entry.machine.id === candidate.id)) {
        found.push({ file: relative(root, join(machinesDir, file)), machine: candidate });
      }
    }
  }
  return found;
}

function transitionKey(transition: Transition): string {
  const list = transition.eventType === '' ? transition.source.always ?? [] : transition.source.transitions.get(transition.eventType) ?? [];
  return `${transition.source.id} on ${transition.eventType || '(always)'} #${list.indexOf(transition)}`;
}

/** The states and transitions a machine defines: leaf states by path, transitions by source, event and order. */
function definedParts(machine: AnyStateMachine) {
  const nodes = [machine.root, ...getStateNodes(machine.root)].filter((node, index, all) => all.indexOf(node) === index);
  const states = nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
  const transitions = nodes.flatMap((node) => {
    const byEvent = [...(node.transitions as Map<string, Transition[]>).values()].flat();
    return [...byEvent, ...((node.always ?? []) as unknown as Transition[])].map((transition) => transitionKey(transition));
  });
  return { states, transitions };
}

/** Replays a path on the machine and collects the states it was in and the transitions it took. */
function walk(model: PathModel, path: GeneratedPath, covered: { states: Set<string>; transitions: Set<string> }) {
  const testModel = model.create();
  const inspect = (event: { type: string; actorRef: AnyActorRef; _transitions?: Transition[] }) => {
    if (event.type !== '@xstate.microstep' || (event.actorRef as unknown as { _parent?: unknown })._parent) return;
    for (const transition of event._transitions ?? []) {
      covered.transitions.add(transitionKey(transition));
      // A transient state (left at once by an eventless transition) is never seen in a snapshot.
      if (transition.eventType === '') covered.states.add(transition.source.id);
    }
  };
  const actor = createActor(testModel.testLogic, { input: testModel.options.input, inspect } as never);
  const seeLeaves = () => {
    for (const node of (actor.getSnapshot() as unknown as { _nodes: { id: string; type: string }[] })._nodes) {
      if (node.type === 'atomic' || node.type === 'final') covered.states.add(node.id);
    }
  };
  actor.start();
  seeLeaves();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    actor.send(step.event);
    seeLeaves();
  }
  actor.stop();
}

/** How a step reads for a person: what they do (or what happens), in words. */
function describeEvent(event: EventObject & Record<string, unknown>): string {
  const { type, ...details } = event;
  const json = JSON.stringify(details, (_, value) => (value instanceof File ? `file ${value.name}` : value instanceof Error ? value.message : value));
  const shown = Object.keys(details).length > 0 ? ' ' + (json.length > 120 ? json.slice(0, 117) + '…' : json) : '';
  if (type.startsWith('xstate.done.actor.')) return `the server answers ${type.slice('xstate.done.actor.'.length)}:${shown.replace(/^ \{"output":/, ' ').replace(/\}$/, '')}`;
  if (type.startsWith('xstate.error.actor.')) return `${type.slice('xstate.error.actor.'.length)} fails (${String((event.error as Error | undefined)?.message ?? 'no connection')})`;
  if (type.startsWith('xstate.after.')) return `wait for ${type.split('.')[2]}`;
  return `${type}${shown}`;
}

function describeState(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => (typeof inner === 'string' ? `${key} ${inner}` : `${key} (${describeState(inner)})`))
    .join(', ');
}

/**
 * The fewest paths (chosen greedily) that together are in every state and take every transition the
 * generated paths reach: what a person follows by hand. The automated tests replay all of them.
 */
function coveringPaths(model: PathModel, paths: GeneratedPath[]): GeneratedPath[] {
  const parts = paths.map((path) => {
    const covered = { states: new Set<string>(), transitions: new Set<string>() };
    walk(model, path, covered);
    return [...covered.states, ...covered.transitions];
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
  return chosen.sort((x, y) => x - y).map((index) => paths[index]);
}

async function main() {
  const writePlan = process.argv.includes('--plan');
  const inSource = await machinesInSource();
  const failures: string[] = [];
  const rows: string[][] = [];
  const plan: string[] = [
    '# ShopDesk machine test plan',
    '',
    'Generated by `npm run test:paths -- --plan` from the model tests in tests/machines: each path is a',
    'sequence a person can follow by hand on the screen the machine drives. A step names what the user does',
    '(or what the server answers, or the time that passes) and the state that must then be shown.',
    'For each model, the fewest paths that together are in every state and take every transition are',
    'listed (`-- --plan --all` lists every generated path); the automated tests replay all of them.',
    '',
  ];

  for (const { file, machine } of inSource) {
    const entry = machineModels.find((candidate) => candidate.id === machine.id);
    const defined = definedParts(machine);
    if (!entry) {
      failures.push(`${file}: machine '${machine.id}' has no path models in tests/machines/machine-models.ts`);
      rows.push([machine.id, file, String(defined.states.length), String(defined.transitions.length), '0', '0%', '0%', 'no']);
      continue;
    }
    const covered = { states: new Set<string>(), transitions: new Set<string>() };
    let pathCount = 0;
    plan.push(`## ${machine.id} (${file})`, '');
    for (const model of entry.models) {
      const paths = model.paths();
      pathCount += paths.length;
      for (const path of paths) walk(model, path, covered);
      if (writePlan) {
        plan.push(`### ${model.label}`, '');
        const listed = process.argv.includes('--all') ? paths : coveringPaths(model, paths);
        plan.push(`${listed.length} of ${paths.length} generated paths:`, '');
        listed.forEach((path, index) => {
          plan.push(`${index + 1}. Path ${index + 1}`);
          path.steps.forEach((step, at) => {
            const action = step.event.type === 'xstate.init' ? 'Open the screen' : describeEvent(step.event as EventObject & Record<string, unknown>);
            plan.push(`   ${at + 1}. ${action} → shows: ${describeState(step.state.value)}`);
          });
        });
        plan.push('');
      }
    }
    const missedStates = defined.states.filter((state) => !covered.states.has(state));
    const missedTransitions = defined.transitions.filter((transition) => !covered.transitions.has(transition));
    for (const state of missedStates) failures.push(`${machine.id}: no path is ever in state ${state}`);
    for (const transition of missedTransitions) failures.push(`${machine.id}: no path takes ${transition}`);
    const percent = (done: number, all: number) => `${all === 0 ? 100 : Math.floor((done / all) * 100)}%`;
    rows.push([
      machine.id,
      file,
      String(defined.states.length),
      String(defined.transitions.length),
      String(pathCount),
      percent(defined.states.length - missedStates.length, defined.states.length),
      percent(defined.transitions.length - missedTransitions.length, defined.transitions.length),
      entry.referenceChecked ? 'yes' : 'no',
    ]);
  }

  const header = ['machine', 'file', 'states', 'transitions', 'paths', 'state cov.', 'transition cov.', 'inputs checked'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (writePlan) {
    writeFileSync(join(root, 'docs', 'test-plan.md'), plan.join('\n') + '\n');
    console.log('\nWrote docs/test-plan.md');
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} gap(s):\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  // Then the path tests themselves. Run from here, so `npm run test:paths -- --plan` hands its flags
  // to this script (npm appends them to the script's last command, which vitest refused).
  const tests = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'browserless', 'tests/machines'], { cwd: root, stdio: 'inherit' });
  process.exitCode = tests.status ?? 1;
}

await main();
