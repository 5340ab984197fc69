/**
 * What a cashier does for each step of the POS cart and payment models, and what the screen must show
 * after it: the one mapping the rendered-POS tests (Testing Library, tests/views/pos) and the browser
 * journeys (Playwright, tests/e2e/pos-paths.spec.ts) both drive, each with its own small driver.
 * Nothing here imports a test runner.
 */
import type { EventObject } from 'xstate';
import type { CartLine, PosCartContext } from '../../../src/machines/pos/pos-cart.machine';
import { lineName, priceCart, quantityText } from '../../../src/machines/pos/pos-cart.machine';
import { draftChange, remainingDue, type PaymentContext } from '../../../src/machines/pos/pos-payment.machine';
import type { PosPayment } from '../../../src/api/pos/pos-sales';
import type { GeneratedPath } from '../../machines/machine-models';
import { englishOrNull } from '../../machines/pos/english-text';

/** Where on the screen a control is looked for. */
export type Scope = 'screen' | 'products' | 'payment' | 'methods' | 'cancelQuestion';

/** One thing the cashier does with the screen. */
export type ScreenAction =
  | { kind: 'click'; name: string | RegExp; scope: Scope; nth?: number }
  | { kind: 'fill'; label: string; text: string; scope: Scope }
  | { kind: 'press'; key: string; label: string }
  | { kind: 'select'; label: string; value: string; scope: Scope }
  /** Nothing to do: there is no such control (minus on a line not in the cart), or the server answers by itself. */
  | { kind: 'none'; absent?: { name: string; scope: Scope } };

/** The cart as the screen must show it once nothing is pending. */
export interface CartView {
  /** Each row: its name (a variant's after the product's) and quantity, in order. */
  lines: [string, number][];
  /** What each row's Qty box holds: its quantity, or the text it refused. */
  quantityBoxes: string[];
  /** Under a line's name: why its typed quantity was refused; null when none. */
  quantityProblem: string | null;
  items: number;
  /** Grand Total as digits with grouping, as it follows the currency ('19,800.00'). */
  grandTotal: string;
  /** Beside the charges: a refused discount, coupon, tax or shipping, or lines; null when none. */
  chargeProblem: string | null;
  /** Under the search box: what the box could not do (`*3` with nothing added); null when none. */
  searchProblem: string | null;
  /** What each charge box holds, as typed. */
  chargeTexts: Record<'discount' | 'coupon' | 'tax' | 'shipping', string>;
}

export type PaymentView =
  | { open: false; outcome: 'paid'; payments: PosPayment[] }
  | { open: false; outcome: 'cancelled' }
  | {
      open: true;
      problem: string | null;
      /** Each recorded payment's text begins with its method and a space. */
      paymentMethods: string[];
      remaining: string;
      method: string;
      amountText: string;
      /** The change shown for cash, or null for another method. */
      change: string | null;
    };

export const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const CHARGE_LABELS = { discount: 'Discount', coupon: 'Coupon', tax: 'Tax (%)', shipping: 'Shipping' } as const;
export const SEARCH_LABEL = 'Scan/Search product by name/code';

const nameInCart = (context: PosCartContext, key: string) => {
  const line = context.lines.find((entry: CartLine) => entry.key === key);
  return line ? lineName(line) : null;
};

/**
 * The cashier's action for a cart event, given the cart before it. `nameOfKey` names a line key the
 * cart does not hold (a minus on a product not in the cart has no button to press).
 */
export function cartAction(event: EventObject, before: PosCartContext, nameOfKey: (key: string) => string): ScreenAction[] {
  const typed = event as any;
  switch (typed.type) {
    case 'cart.product.add':
      return [{ kind: 'click', name: `Add ${typed.product.name}`, scope: 'products' }];
    case 'cart.line.increment':
    case 'cart.line.decrement': {
      const sign = typed.type === 'cart.line.increment' ? 'One more' : 'One less';
      const name = nameInCart(before, typed.key);
      return name ? [{ kind: 'click', name: `${sign} ${name}`, scope: 'screen' }] : [{ kind: 'none', absent: { name: `${sign} ${nameOfKey(typed.key)}`, scope: 'screen' } }];
    }
    case 'cart.clear':
      return [
        { kind: 'click', name: /^Cancel/, scope: 'screen' },
        { kind: 'click', name: 'Empty the cart', scope: 'cancelQuestion' },
      ];
    case 'cart.charge.change':
      return [{ kind: 'fill', label: CHARGE_LABELS[typed.field as keyof typeof CHARGE_LABELS], text: typed.text, scope: 'screen' }];
    case 'cart.line.quantity.change': {
      const name = nameInCart(before, typed.key);
      return name ? [{ kind: 'fill', label: `Quantity of ${name}`, text: typed.text, scope: 'screen' }] : [{ kind: 'none' }];
    }
    // What the product search tells the cart, done as a scanner does it: the code (`3*` before it for three), then Enter.
    case 'search.product.chosen': {
      const code = typed.product.scannedVariant ? `${typed.product.code}-${typed.product.scannedVariant}` : typed.product.code;
      return scan(typed.quantity === 1 ? code : `${typed.quantity}*${code}`);
    }
    case 'search.quantity.typed':
      return scan(`*${typed.quantity}`);
    case 'search.code.unknown':
      return scan(typed.code);
    default:
      throw new Error(`no screen action for ${typed.type}`);
  }
}

/** Typed in the search box and Enter, as a barcode scanner does. */
const scan = (text: string): ScreenAction[] => [
  { kind: 'fill', label: SEARCH_LABEL, text, scope: 'screen' },
  { kind: 'press', key: 'Enter', label: SEARCH_LABEL },
];

export function cartView(context: PosCartContext): CartView {
  const lines = context.lines.map((line): [string, number] => [lineName(line), line.quantity]);
  const { problem } = context;
  const onLine = problem?.field.startsWith('quantity:') ?? false;
  const inSearch = problem?.field === 'search';
  return {
    lines,
    quantityBoxes: context.lines.map((line) => quantityText(context, line)),
    quantityProblem: onLine ? englishOrNull(problem!.message) : null,
    items: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
    grandTotal: money(priceCart(context).totals.grandTotal),
    chargeProblem: problem && !onLine && !inSearch ? englishOrNull(problem.message) : null,
    searchProblem: inSearch ? englishOrNull(problem!.message) : null,
    chargeTexts: context.chargeTexts,
  };
}

/** The cashier's action for a payment event; `accountValue` is the Account option a model's account id is. */
export function paymentAction(event: EventObject, accountValue: (id: string) => string = (id) => id): ScreenAction[] {
  const typed = event as any;
  switch (typed.type) {
    case 'payment.cancel':
      return [{ kind: 'click', name: 'Back to cart', scope: 'payment' }];
    case 'payment.method.choose':
      return [{ kind: 'click', name: typed.method, scope: 'methods' }];
    case 'payment.received.change':
      return [{ kind: 'fill', label: 'Amount received', text: typed.text, scope: 'payment' }];
    case 'payment.amount.change':
      return [{ kind: 'fill', label: 'Amount', text: typed.text, scope: 'payment' }];
    case 'payment.number.change':
      return [{ kind: 'fill', label: 'Cheque number', text: typed.text, scope: 'payment' }];
    case 'payment.account.choose':
      return [{ kind: 'select', label: 'Account', value: accountValue(typed.id), scope: 'payment' }];
    case 'payment.add':
      return [{ kind: 'click', name: /^Pay /, scope: 'payment' }];
    case 'payment.remove':
      return [{ kind: 'click', name: 'Remove', scope: 'payment', nth: typed.index }];
    default:
      throw new Error(`no screen action for ${typed.type}`);
  }
}

export function paymentView(state: any): PaymentView {
  if (state.value === 'paid') return { open: false, outcome: 'paid', payments: state.output.payments };
  if (state.value === 'cancelled') return { open: false, outcome: 'cancelled' };
  const context = state.context as PaymentContext;
  const change = draftChange(context);
  return {
    open: true,
    problem: englishOrNull(context.problem),
    paymentMethods: context.payments.map((entry) => entry.method),
    remaining: money(remainingDue(context)),
    method: context.method,
    amountText: context.amountText,
    change: context.method === 'Cash' ? (change === null ? '—' : money(change)) : null,
  };
}

/** A step as a test title shows it. */
export function describeStep(event: EventObject): string {
  const typed = event as any;
  if (typed.type === 'cart.product.add') return `add ${typed.product.name}`;
  if (typed.type === 'search.product.chosen') return `scan ${typed.quantity}*${typed.product.name}${typed.product.scannedVariant ? ` ${typed.product.scannedVariant}` : ''}`;
  const detail = typed.method ?? typed.text ?? typed.id ?? typed.index ?? typed.key;
  return [typed.type.replace(/^(cart|payment)\./, ''), typed.field, detail].filter((part) => part !== undefined).join(' ');
}

const saidIn = (state: any): string | null => {
  const { problem } = state.context;
  return typeof problem === 'string' ? problem : (problem?.message ?? null);
};

/**
 * What a step covers: its event with its parameters, the state it reaches, what it newly refuses or
 * says (a message left from before is no new case), and what a finished payment records.
 */
const signature = (step: GeneratedPath['steps'][number], previous: GeneratedPath['steps'][number]) => {
  const { product, output, ...rest } = step.event as any;
  const said = saidIn(step.state) === saidIn(previous.state) ? null : saidIn(step.state);
  return JSON.stringify([rest, product?.id ?? null, output === undefined ? null : (output?.id ?? output), step.state.value, said, step.state.output ?? null]);
};

/**
 * A small deterministic choice of paths for the browser: the paths `drivable` accepts, taken one at
 * a time, each the one that takes the most steps (event, parameters, state reached) no path taken so
 * far took, the shorter first on a tie; at most `cap`.
 */
export function coveringPaths(paths: GeneratedPath[], drivable: (path: GeneratedPath) => boolean, cap: number): GeneratedPath[] {
  const candidates = paths.filter(drivable).map((path) => ({ path, signatures: new Set(path.steps.slice(1).map((step, index) => signature(step, path.steps[index]))) }));
  const covered = new Set<string>();
  const chosen: GeneratedPath[] = [];
  while (chosen.length < cap) {
    let best: (typeof candidates)[number] | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.signatures].filter((entry) => !covered.has(entry)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    best.signatures.forEach((entry) => covered.add(entry));
    candidates.splice(candidates.indexOf(best), 1);
  }
  return chosen;
}
