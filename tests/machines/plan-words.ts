/**
 * How a generated path reads for a tester (docs/test-plan.md): each step as what they do, in the
 * screen's words, then what they should see. The words come from the machines themselves: a
 * transition's `description` says the action ("Type '{text}' in Customer {field}"), a state's
 * `description` what the screen shows; a step without them is worded from its event (a typed value,
 * a button, the server's answer, time passing), never as JSON or an internal id.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { leafIds, microstepsOf } from './path-coverage';
import { englishOf } from './common/english';
import type { ShownText } from '../../src/machines/common/notifications';

type StateNode = AnyStateMachine['root'];

/** 'addingCustomer' → 'adding customer'; 'till.customer.field' parts → words. */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Looks like an internal id (a UUID, 'p-laptop', 's-draft'): not shown to a tester. */
const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(value) || /^[a-z]{1,4}\d*-[a-z0-9-]+$/i.test(value);

/** Fills '{name}' in a description with the event's value of that name. */
function filled(template: string, event: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = event[key];
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return `{${key}}`;
    // A field's name ('name', 'unitPrice') reads as words; what was typed stays as typed.
    return /^[a-z][a-zA-Z]*$/.test(value) ? words(value) : value;
  });
}

export interface StepWords {
  action: string;
  checks: string[];
  /** A step a tester cannot cause at the screen (a refusal the server gives only to crafted data). */
  automatedOnly: boolean;
}

/** What a screen asks of the server, by the actor's name, where the name alone would read oddly. */
const TASKS: Record<string, string> = {
  'fetch me': 'read who is signed in',
  payment: 'take the payment',
  'record no sale': 'record the no-sale',
  'log in': 'sign in',
  'log out': 'sign out',
  'sign up': 'sign up',
};
const VERBS = new Set(['load', 'fetch', 'save', 'search', 'upload', 'confirm', 'close', 'open', 'submit', 'find', 'read', 'record', 'move', 'remove', 'suggest']);

/** An actor's name as what the screen does: 'load tills' → 'load the tills', 'find product by code' → 'find the product by code'. */
function task(actor: string): string {
  const name = words(actor);
  if (TASKS[name]) return TASKS[name];
  const [verb, ...rest] = name.split(' ');
  return VERBS.has(verb) && rest.length > 0 ? `${verb} the ${rest.join(' ')}` : name;
}

/**
 * How a tester makes the server give a refusal, by its words: most come from what someone else did
 * meanwhile (another tab, another till) or from what is typed. A refusal not listed here needs data only
 * a test sends (a text longer than the field allows, a busy server) and stays "(automated only)".
 */
const REFUSAL_CAUSES: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^(\w[\w ]*) not found\.$/, (match) => `In another tab, delete the ${match[1]!.toLowerCase()} first`],
  [/already has an open shift/, () => 'In another tab, open a shift at the same till first'],
  [/has no open shift|^Shift \d+ at .+ is closed\.$/, () => "In another tab, close the till's shift first"],
  [/is not awaiting confirmation/, () => 'In another tab, confirm the count first'],
  [/^The drawer should hold/, () => 'Enter more than the drawer should hold'],
  [/^The account .+ holds .+, less than/, () => 'Enter more than the account holds'],
  [/more than what is due/, () => 'Enter more than is due'],
  [/Not enough stock|in stock/, () => 'Ask for more than is in stock (or sell the last units at another till first)'],
  [/^Invalid email or password\.$/, () => 'Type a wrong password'],
  [/current password is wrong/, () => 'Type a wrong current password'],
  [/email already exists|already uses this email/, () => 'Use the email of an existing account'],
  [/already uses the code|already exists/, () => 'Enter a name or code another record already has'],
  [/^This account is deactivated\.$/, () => 'In another browser, have an admin deactivate this account first'],
  [/^Only an admin|^You do not have access|^Your access is limited/, () => 'Sign in as a staff member whose role does not allow it, and open the screen by its address'],
  [/is used by \d+ .+ cannot be deleted/, () => 'Choose one that documents use'],
  [/at least one active admin/, () => 'Try it on the only active admin'],
  [/^Only JPEG, PNG, GIF and WebP/, () => 'Choose a file that is not an image (a PDF)'],
  [/^Upload an image for the logo/, () => 'Remove the logo'],
  [/^Nothing was imported|^Row \d+/, () => 'Upload a file with the problem the message names'],
];

/** What the server's answer looks like to a tester. */
function answerWords(actor: string, output: unknown): { action: string; automatedOnly: boolean } {
  const answer = output as { ok?: boolean; message?: string; status?: number } | null;
  if (answer && typeof answer === 'object' && answer.ok === false) {
    const message = answer.message ? `: "${answer.message}"` : '';
    for (const [pattern, cause] of REFUSAL_CAUSES) {
      const match = answer.message?.match(pattern);
      if (match) return { action: `${cause(match)}, so that the server refuses to ${task(actor)}${message}`, automatedOnly: false };
    }
    return { action: `The server refuses to ${task(actor)}${message}`, automatedOnly: true };
  }
  return { action: `Wait for the screen to ${task(actor)}`, automatedOnly: false };
}

/** The action of a step from its event alone, when its transition has no description. */
function eventWords(machine: AnyStateMachine, event: EventObject & Record<string, unknown>, delays?: Record<string, unknown>): { action: string; automatedOnly: boolean } {
  const { type, ...payload } = event;
  if (type.startsWith('xstate.done.actor.')) return answerWords(type.slice('xstate.done.actor.'.length), payload.output);
  if (type.startsWith('xstate.error.actor.')) {
    const actor = type.slice('xstate.error.actor.'.length);
    const error = payload.error as { ok?: boolean; message?: string } | undefined;
    // A network failure a tester causes by going offline; a refusal the machine receives as an error
    // is the server's answer, and anything else only a test can make happen.
    if (error instanceof TypeError) return { action: `Switch the browser offline (DevTools → Network → Offline), let the screen fail to ${task(actor)}, then go back online`, automatedOnly: false };
    if (error && typeof error === 'object' && error.ok === false) return answerWords(actor, error);
    return { action: `The screen fails to ${task(actor)}${error?.message ? `: "${error.message}"` : ''}`, automatedOnly: true };
  }
  if (type.startsWith('xstate.after.')) {
    const delay = type.split('.')[2];
    // The delay the app uses (tests often give the machine a longer one, so real time never fires it).
    const known = (delays ?? machine.implementations.delays)[delay];
    const ms = typeof known === 'number' ? known : Number(delay);
    return { action: Number.isFinite(ms) ? `Wait ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}` : `Wait for the ${words(delay)}`, automatedOnly: false };
  }
  const parts = type.split('.');
  const verb = parts.at(-1)!;
  const subject = words(parts.slice(1, -1).join(' ') || parts[0]);
  const shown = Object.entries(payload).filter(([, value]) => (typeof value === 'string' && !isId(value)) || typeof value === 'number' || typeof value === 'boolean');
  const text = shown.find(([key]) => key === 'text' || key === 'value');
  const field = shown.find(([key]) => key === 'field' || key === 'name');
  if (text && typeof text[1] === 'boolean') return { action: `${text[1] ? 'Tick' : 'Untick'} ${capital(words(String(field?.[1] ?? subject)))}`, automatedOnly: false };
  if (text) return { action: text[1] === '' ? `Clear ${capital(words(String(field?.[1] ?? subject)))}` : `Type '${text[1]}' in ${capital(words(String(field?.[1] ?? subject)))}`, automatedOnly: false };
  const value = shown.find(([key]) => key !== 'type');
  if (verb === 'submit' || verb === 'save') return { action: 'Press Save', automatedOnly: false };
  if (verb === 'choose' || verb === 'change' || verb === 'pick') return { action: value ? `Choose '${words(String(value[1]))}' for ${capital(subject)}` : `Choose a ${subject}`, automatedOnly: false };
  if (value) return { action: `${capital(words(verb))} ${subject}: '${value[1]}'`, automatedOnly: false };
  return { action: `${capital(words(verb))} ${subject}`.trim(), automatedOnly: false };
}

/** Toasts and notices a step raised: the machines emit `notify` with the message the user reads. */
function noticesOf(actions: readonly unknown[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const record = value as Record<string, unknown>;
    // A toast's text: the server's words, or one of ours as a message of the catalogs, read in English.
    const message = record.type === 'notify' ? shownTextOf(record.message) : null;
    if (message) {
      found.push(message);
      return;
    }
    for (const inner of Object.values(record)) visit(inner, depth + 1);
  };
  for (const action of actions) visit(action, 0);
  return found;
}

/** What the screen should show in a snapshot: its states' descriptions, else their names in words. */
function shownWords(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const byId = new Map<string, StateNode>();
  const visit = (node: StateNode) => {
    byId.set(node.id, node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return leafIds(machine, snapshot).map((id) => {
    // The nearest description on the way up from the leaf: a parent can describe all its children.
    for (let node: StateNode | undefined = byId.get(id); node; node = node.parent) {
      if (node.description) return node.description;
    }
    return `The screen is ${words(byId.get(id)!.path.join(', '))}`;
  });
}

/**
 * The message a screen shows from its machine's context (a notice, a banner, a form's message), by the
 * names the machines use for them.
 */
function messageOf(context: unknown): string | null {
  const record = (context ?? {}) as Record<string, unknown>;
  for (const key of ['notice', 'banner', 'message', 'failure', 'error', 'customerProblem', 'searchMessage']) {
    const value = record[key];
    const shown = shownTextOf(value) ?? (value && typeof value === 'object' ? shownTextOf((value as { text?: unknown }).text ?? (value as { message?: unknown }).message) : null);
    if (shown) return shown;
  }
  return null;
}

/** A machine's text in English (the server's words, or a message of the catalogs with its values), or null. */
function shownTextOf(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (value && typeof value === 'object' && 'id' in value) return englishOf(value as ShownText);
  return null;
}

/**
 * The words of one step: the machine in `before` is sent `event`; `delays` are the app's own (the
 * machine as src/machines defines it), when the machine tested waits longer.
 */
export function stepWords(machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject, delays?: Record<string, unknown>): StepWords {
  const micro = microstepsOf(machine, before, event);
  const after = (micro.at(-1)?.[0] ?? before) as AnyMachineSnapshot;
  const described = machine.getTransitionData(before, event as never).find((transition) => transition.description);
  const action = described
    ? { action: filled(described.description!, event as unknown as Record<string, unknown>), automatedOnly: false }
    : eventWords(machine, event as EventObject & Record<string, unknown>, delays);
  const notices = noticesOf(micro.flatMap(([, actions]) => actions)).map((message) => `The toast says "${message}"`);
  // What the screen shows, said again only when it changes.
  const shown = shownWords(machine, after);
  const wasShown = shownWords(machine, before);
  const message = messageOf(after.context);
  const saying = message !== null && message !== messageOf(before.context) ? [`The screen says "${message}"`] : [];
  const changed = shown.join('\n') === wasShown.join('\n') ? [] : shown;
  return { ...action, checks: [...notices, ...saying, ...(changed.length + notices.length + saying.length === 0 ? ['Nothing else changes'] : changed)] };
}

/** The words of opening the screen. */
export function openingWords(machine: AnyStateMachine, first: AnyMachineSnapshot): StepWords {
  return { action: 'Open the screen', checks: shownWords(machine, first), automatedOnly: false };
}
