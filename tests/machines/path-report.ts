/**
 * What `npm run test:paths` reports and path-report.test.ts checks: every machine in src/machines
 * with its states, transitions and generated paths, how many of its states and transitions those
 * paths take (a machine without models, or a state or transition no path takes, is a failure), and
 * the paths as numbered steps for QA (docs/test-plan.md).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineModels, type GeneratedPath, type PathModel } from './machine-models';
import { definedParts, pathParts } from './path-coverage';
import { openingWords, stepWords } from './plan-words';

export const root = join(import.meta.dirname, '..', '..');
export const planFile = join(root, 'docs', 'test-plan.md');
const machinesDir = join(root, 'src', 'machines');

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

/** Adds the states a path is in and the transitions it takes to `covered`. */
function walk(model: PathModel, path: GeneratedPath, covered: { states: Set<string>; transitions: Set<string> }) {
  const testModel = model.create();
  const parts = pathParts(testModel.testLogic, testModel.options.input, path);
  for (const state of parts.states) covered.states.add(state);
  for (const transition of parts.transitions) covered.transitions.add(transition);
}

/** The screen or part of the app a machine drives, as the plan's headings name it. */
const screenTitles: Record<string, string> = {
  accountDefault: 'Account List: the default account switch',
  recordForm: 'Record forms (Add/Edit Brand, Product, Transfer, General Setting, profile, password)',
  labelSheet: 'Print Barcode / Labels',
  stockAdjustment: 'Product List: Adjust Stock dialog',
  csvImport: 'Import Category (CSV)',
  imageUpload: 'Image upload on product and brand forms',
  list: 'Any list screen (search, pages, columns, delete, export)',
  lowStock: 'Low stock bell',
  navigation: 'Sidebar, menus and drawer',
  orderLines: 'Order Table on Add/Edit Purchase and Sale',
  productSearch: 'Product search (POS and the Add/Edit Purchase and Sale forms)',
  toaster: 'Toasts',
  posCart: 'POS: cart',
  posPayment: 'POS: payment dialog',
  posTiles: 'POS: category and brand tiles',
  posCounter: 'POS: the till of this browser and its shift (float, pay-in/out, no sale, X report, blind count, Z report)',
  posTill: 'POS: till (checkout, drafts, recent sales, new customer)',
  purchaseChoices: 'Purchase List: filter choices',
  purchaseForm: 'Edit Purchase',
  purchaseImport: 'Import Purchase',
  purchasePayment: 'Purchase List: Add Payment',
  calendar: 'Sale Calendar',
  dashboard: 'Dashboard',
  report: 'Reports (period and warehouse)',
  returnForm: 'Add Purchase Return / Add Sale Return',
  customerDeposit: 'Customer List: Add Deposit',
  saleChoices: 'Sale forms: choices',
  saleForm: 'Add Sale / Edit Sale',
  saleImport: 'Import Sale',
  session: 'Login and Sign up',
  memberChange: 'User List: role and status changes',
  shopSettings: 'Settings read by the app',
};
const screenTitle = (id: string) => screenTitles[id] ?? id;

/** A path as numbered steps for a tester, named by where it ends (stable while the path is). */
function planOf(model: PathModel, path: GeneratedPath, names: Set<string>, source: AnyStateMachine): string[] {
  const { testLogic } = model.create();
  const steps = path.steps.map((step, index) =>
    index === 0 ? openingWords(testLogic, step.state) : stepWords(testLogic, path.steps[index - 1].state, step.event, source.implementations.delays as Record<string, unknown>),
  );
  // Named by its last step; two paths ending alike by the step before it too.
  const plain = (step: { action: string } | undefined) => (step?.action ?? '').replace(/\.$/, '');
  const last = plain(steps.at(-1));
  const candidates = [last, `${plain(steps.at(-2))}, then ${last.charAt(0).toLowerCase()}${last.slice(1)}`];
  let name = candidates.find((candidate) => !names.has(candidate)) ?? candidates[1];
  for (let count = 2; names.has(name); count++) name = `${candidates[1]} (${count})`;
  names.add(name);
  const lines = [`#### ${model.label}: ${name}`, ''];
  steps.forEach((step, index) => {
    lines.push(`${index + 1}. ${step.automatedOnly ? '(automated only) ' : ''}${step.action}.`);
    for (const check of step.checks) lines.push(`   - ${check}`);
  });
  lines.push('');
  return lines;
}

export interface PathReport {
  /** One row per machine: id, file, states, transitions, paths, state and transition coverage, inputs checked. */
  rows: string[][];
  /** Each gap in coverage, in words. */
  failures: string[];
  /** docs/test-plan.md as it should read. */
  plan: string;
}

export async function pathReport(): Promise<PathReport> {
  const inSource = await machinesInSource();
  const failures: string[] = [];
  const rows: string[][] = [];
  const plan: string[] = [
    '# ShopDesk test plan',
    '',
    'Written by `npm run test:paths -- --plan` from the model tests in tests/machines; do not edit by hand.',
    'Each path is a sequence to follow on the screen named in its heading: do each numbered step, then',
    'check what is listed under it. Together the paths of a screen pass through every state of its',
    'machine and take every transition; the automated tests replay the same paths.',
    '',
    'A step that needs the server to refuse says how to make it refuse (another tab deleting the record',
    'first, a wrong password, more than is in stock). Steps marked "(automated only)" need an answer a',
    'tester cannot get from the screen (data the screen never sends, a busy server); skip them by hand.',
    'A step that needs the network to fail says how (the browser offline for that step).',
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
    plan.push(`## ${screenTitle(machine.id)}`, '', `The paths of \`${file}\` (${entry.models.length === 1 ? 'one model' : `${entry.models.length} models`}).`, '');
    for (const model of entry.models) {
      const paths = model.paths();
      pathCount += paths.length;
      for (const path of paths) walk(model, path, covered);
      plan.push(`### ${model.label}`, '');
      const names = new Set<string>();
      for (const path of paths) plan.push(...planOf(model, path, names, machine));
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

  return { rows, failures, plan: plan.join('\n') + '\n' };
}
