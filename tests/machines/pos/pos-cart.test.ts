import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { posCartMachine, POS_SEARCH_DEBOUNCE_MS, POS_TYPING_PAUSE_MS, priceCart } from '../../../src/machines/pos/pos-cart.machine';
import { leafStatePaths } from '../model-helpers';
import { cartFacets, cartInput, cartModel, laptop, phone, recordingCart, type Invocation } from './pos-cart.model';

/**
 * The oracle: what the cashier should see after each event, worked out here from docs/screens.md#point-of-sale and
 * docs/decisions/006-one-pricing-module.md and the two test products, without the machine or src/domain.
 */
interface Expected {
  search: string;
  scans: string[];
  matches: string[];
  searchMessage: string | null;
  lines: { key: string; quantity: number }[];
  chargeTexts: Record<string, string>;
  charges: { discount: number; coupon: number; tax: number; shipping: number };
  problem: { field: string; message: string } | null;
  grandTotal: number;
  itemsCount: number;
  /** Codes the cart has seen (lower case): scanned again, they add without asking the server. */
  known: string[];
  /** The till's warehouse: its own prices apply. */
  warehouse: string | null;
}

const SEARCH_FAILED = 'The products could not be searched. Check the connection and try again.';
const LOOKUP_FAILED = 'The product could not be looked up. Check the connection and scan again.';
const TOO_MUCH_OFF = 'The discount is more than the order amount.';
const BACK_TO_ZERO = "The discount and coupon were more than the sale at this warehouse's prices, so they are back to 0.";

/** Unit price and whether tax is added, by line key: the laptop's price at Main (else its own), the phone's promotion. */
function unit(key: string, warehouse: string | null): { price: number; addedTaxRate: number } {
  const laptopPrice = warehouse === 'Main' ? 1_800_000 : 1_850_000;
  if (key === laptop.id) return { price: laptopPrice, addedTaxRate: 10 };
  if (key === `${laptop.id}:VRT-1`) return { price: laptopPrice + 250_000, addedTaxRate: 10 };
  if (key === phone.id) return { price: 2250, addedTaxRate: 0 };
  throw new Error(`The oracle has no price for ${key}`);
}
const codeToKey: Record<string, string | null> = { 'LAP-1': laptop.id, 'LAP-1-VRT-1': `${laptop.id}:VRT-1`, 'OPPO-17': phone.id, 'NOPE-9': null };
/** The codes a product is known by once seen: its own and its variants'. */
const codesOf: Record<string, string[]> = { [laptop.id]: ['lap-1', 'lap-1-vrt-1'], [phone.id]: ['oppo-17'] };
const knowing = (state: Expected, productIds: string[]): Expected => ({ ...state, known: [...new Set([...state.known, ...productIds.flatMap((id) => codesOf[id])])].sort() });

function totalsOf(state: Pick<Expected, 'lines' | 'charges' | 'warehouse'>) {
  const total = state.lines.reduce((sum, line) => {
    const { price, addedTaxRate } = unit(line.key, state.warehouse);
    const gross = line.quantity * price;
    return sum + gross + Math.round((gross * addedTaxRate) / 100);
  }, 0);
  const orderTax = Math.round((total * state.charges.tax) / 100);
  return { grandTotal: total + orderTax + state.charges.shipping - state.charges.discount - state.charges.coupon, itemsCount: state.lines.reduce((sum, line) => sum + line.quantity, 0) };
}

const amountOf: Record<string, number | string> = { '0': 0, '5': 500, '2.50': 250, '3': 300, '999': 99_900, '20000': 2_000_000, '-1': 'Amount must not be negative.' };
const rateOf: Record<string, number | string> = { '0': 0, '10': 10, '101': 'Percent must be between 0 and 100.' };

/** Applies a change to lines or charges, or keeps the state and names the problem (no bound in docs/screens.md#point-of-sale, never negative). */
function settle(state: Expected, field: string, next: Pick<Expected, 'lines' | 'charges'>): Expected {
  const totals = totalsOf({ ...next, warehouse: state.warehouse });
  if (totals.grandTotal < 0) return { ...state, problem: { field, message: TOO_MUCH_OFF } };
  return { ...state, ...next, ...totals, problem: null };
}

function added(state: Expected, key: string): Expected {
  const lines = state.lines.some((line) => line.key === key)
    ? state.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line))
    : [...state.lines, { key, quantity: 1 }];
  return settle(state, 'lines', { lines, charges: state.charges });
}

const initial: Expected = {
  search: '',
  scans: [],
  matches: [],
  searchMessage: null,
  lines: [],
  chargeTexts: { discount: '0', coupon: '0', tax: '0', shipping: '0' },
  charges: { discount: 0, coupon: 0, tax: 0, shipping: 0 },
  problem: null,
  grandTotal: 0,
  itemsCount: 0,
  known: [],
  warehouse: cartInput.warehouse,
};

/** The next expected state and the server calls the step must make. */
function next(state: Expected, event: any): { state: Expected; invoked: Invocation[] } {
  const lookupNext = (after: Expected, wasLooking: boolean): { state: Expected; invoked: Invocation[] } =>
    !wasLooking && after.scans.length > 0 ? { state: after, invoked: [{ src: 'findProductByCode', input: { code: after.scans[0] } }] } : { state: after, invoked: [] };
  switch (event.type) {
    case 'cart.search.change':
      return { state: event.text.trim() === '' ? { ...state, search: event.text, matches: [], searchMessage: null } : { ...state, search: event.text, searchMessage: null }, invoked: [] };
    case 'cart.search.enter': {
      const looking = state.scans.length > 0;
      const code = state.search.trim();
      if (!looking && state.known.includes(code.toLowerCase())) return { state: { ...added(state, codeToKey[code]!), search: '', matches: [], searchMessage: null }, invoked: [] };
      const after = { ...state, scans: [...state.scans, state.search.trim()], search: '', matches: [], searchMessage: null };
      return lookupNext(after, looking);
    }
    case 'xstate.after.searchDebounce.posCart.search.pausing':
      return { state, invoked: [{ src: 'searchProducts', input: { text: state.search.trim() } }] };
    case 'xstate.done.actor.searchProducts':
      return {
        state: knowing({ ...state, matches: event.output.map((product: any) => product.id), searchMessage: event.output.length === 0 ? `No product matches "${state.search.trim()}".` : null }, event.output.map((product: any) => product.id)),
        invoked: [],
      };
    case 'xstate.error.actor.searchProducts':
      return { state: { ...state, matches: [], searchMessage: SEARCH_FAILED }, invoked: [] };
    case 'xstate.done.actor.findProductByCode': {
      const [code, ...rest] = state.scans;
      const key = codeToKey[code];
      const after = key ? knowing({ ...added(state, key), scans: rest, searchMessage: null }, [event.output.id]) : { ...state, scans: rest, searchMessage: `No product has the code "${code}".` };
      return lookupNext(after, false);
    }
    case 'xstate.error.actor.findProductByCode':
      return lookupNext({ ...state, scans: state.scans.slice(1), searchMessage: LOOKUP_FAILED }, false);
    case 'cart.search.pick':
      return { state: { ...added(state, event.productId), search: '', matches: [], searchMessage: null }, invoked: [] };
    case 'cart.product.add':
      return { state: knowing(added(state, event.product.id), [event.product.id]), invoked: [] };
    case 'cart.line.increment':
      return { state: added(state, event.key), invoked: [] };
    case 'cart.line.decrement': {
      const lines = state.lines.flatMap((line) => (line.key !== event.key ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : []));
      return { state: settle(state, 'lines', { lines, charges: state.charges }), invoked: [] };
    }
    case 'cart.charge.change': {
      const withText = { ...state, chargeTexts: { ...state.chargeTexts, [event.field]: event.text } };
      const value = event.field === 'tax' ? rateOf[event.text] : amountOf[event.text];
      if (typeof value === 'string') return { state: { ...withText, problem: { field: event.field, message: value } }, invoked: [] };
      return { state: settle(withText, event.field, { lines: state.lines, charges: { ...state.charges, [event.field]: value } }), invoked: [] };
    }
    case 'cart.clear':
      return { state: { ...initial, known: state.known, warehouse: state.warehouse }, invoked: [] };
    case 'cart.warehouse.change': {
      // Repriced at the other warehouse; a discount and coupon that would now exceed the sale go back to 0.
      const moved = { ...state, warehouse: event.warehouse };
      if (totalsOf(moved).grandTotal >= 0) return { state: { ...moved, ...totalsOf(moved), problem: null }, invoked: [] };
      const charges = { ...state.charges, discount: 0, coupon: 0 };
      return {
        state: { ...moved, charges, chargeTexts: { ...state.chargeTexts, discount: '0', coupon: '0' }, ...totalsOf({ ...moved, charges }), problem: { field: 'discount', message: BACK_TO_ZERO } },
        invoked: [],
      };
    }
    case 'cart.restore': {
      // A held cart comes back as it was saved: its lines, its charges in the boxes (in major units), an empty search.
      const lines = event.lines.map((line: any) => ({ key: line.key, quantity: line.quantity }));
      const charges = { discount: event.charges.discount, coupon: event.charges.coupon, tax: event.charges.taxRate / 1000, shipping: event.charges.shipping };
      const chargeTexts = { discount: '1', coupon: '0', tax: '5', shipping: '2' };
      return { state: { ...state, lines, charges, chargeTexts, problem: null, search: '', matches: [], searchMessage: null, ...totalsOf({ lines, charges, warehouse: state.warehouse }) }, invoked: [] };
    }
    default:
      throw new Error(`The oracle does not know ${event.type}`);
  }
}

function observe(snapshot: any): Expected {
  const { context } = snapshot;
  const { totals } = priceCart(context);
  return {
    search: context.search,
    scans: context.scans,
    matches: context.matches.map((product: any) => product.id),
    searchMessage: context.searchMessage,
    lines: context.lines.map((line: any) => ({ key: line.key, quantity: line.quantity })),
    chargeTexts: context.chargeTexts,
    charges: { discount: context.charges.discount, coupon: context.charges.coupon, tax: context.charges.taxRate / 1000, shipping: context.charges.shipping },
    problem: context.problem,
    grandTotal: totals.grandTotal,
    itemsCount: totals.itemsCount,
    known: Object.keys(context.known).sort(),
    warehouse: context.warehouse,
  };
}

const describeEvent = (event: EventObject) => JSON.stringify(event, (key, value) => (key === 'output' && Array.isArray(value) ? value.map((item) => item.id) : key === 'product' || key === 'output' ? value?.code ?? value : value));

describe('POS cart machine', () => {
  it('has its leaf states', () => {
    expect(leafStatePaths(posCartLeaves()).sort()).toEqual(['scanner.lookingUp', 'scanner.waiting', 'search.idle', 'search.pausing', 'search.searching']);
  });

  for (const facet of cartFacets) {
    describe(facet, () => {
      for (const path of cartModel(facet).getShortestPaths()) {
        const name = path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ') || 'opens empty';
        it(name, () => {
          const invocations: Invocation[] = [];
          const actor = createActor(recordingCart(invocations), { input: cartInput }).start();
          let expected = initial;
          expect(observe(actor.getSnapshot())).toEqual(expected);
          for (const step of path.steps.slice(1)) {
            const before = invocations.length;
            actor.send(step.event as never);
            const step_ = next(expected, step.event);
            expected = step_.state;
            expect(observe(actor.getSnapshot()), `after ${describeEvent(step.event)}`).toEqual(expected);
            expect(invocations.slice(before), `server calls on ${describeEvent(step.event)}`).toEqual(step_.invoked);
            // The search box is free while a code is looked up: the next scan can be typed at once.
            expect(actor.getSnapshot().can({ type: 'cart.search.change', text: 'x' })).toBe(true);
          }
          actor.stop();
        });
      }
    });
  }

  it('beeps (emits scan.unknown) for a code no product has, and keeps the cart', () => {
    const invocations: Invocation[] = [];
    const actor = createActor(recordingCart(invocations), { input: cartInput }).start();
    const heard: string[] = [];
    actor.on('scan.unknown', (event) => heard.push(event.code));
    actor.send({ type: 'cart.product.add', product: laptop });
    actor.send({ type: 'cart.search.change', text: 'NOPE-9' });
    actor.send({ type: 'cart.search.enter' });
    actor.send({ type: 'xstate.done.actor.findProductByCode', output: null } as never);
    expect(heard).toEqual(['NOPE-9']);
    expect(actor.getSnapshot().context.lines.map((line) => line.key)).toEqual([laptop.id]);
    actor.stop();
  });

  it('an Enter on an empty box adds nothing (no stray Enter adds the previous item)', () => {
    const invocations: Invocation[] = [];
    const actor = createActor(recordingCart(invocations), { input: cartInput }).start();
    actor.send({ type: 'cart.search.change', text: 'LAP-1' });
    actor.send({ type: 'cart.search.enter' });
    actor.send({ type: 'xstate.done.actor.findProductByCode', output: laptop } as never);
    actor.send({ type: 'cart.search.enter' });
    expect(invocations).toHaveLength(1);
    expect(actor.getSnapshot().context.lines).toEqual([expect.objectContaining({ key: laptop.id, quantity: 1 })]);
    actor.stop();
  });

  it('asks for matches a short pause after a typed key, and waits for a longer quiet when keys come as fast as a scanner\'s', () => {
    vi.useFakeTimers();
    try {
      const searched: string[] = [];
      const looked: string[] = [];
      const cart = posCartMachine.provide({
        actors: {
          searchProducts: fromPromise(async ({ input }: { input: { text: string } }) => (searched.push(input.text), [])) as never,
          findProductByCode: fromPromise(async ({ input }: { input: { code: string } }) => (looked.push(input.code), null)) as never,
        },
      });
      const actor = createActor(cart, { input: cartInput }).start();
      // A person: a key every 70 ms; each pause asks once, and the last key is asked for after POS_TYPING_PAUSE_MS.
      actor.send({ type: 'cart.search.change', text: 'o' });
      vi.advanceTimersByTime(70);
      actor.send({ type: 'cart.search.change', text: 'op' });
      vi.advanceTimersByTime(POS_TYPING_PAUSE_MS - 1);
      expect(searched).toEqual(['o']);
      vi.advanceTimersByTime(1);
      expect(searched).toEqual(['o', 'op']);
      // A scanner: keys 3 ms apart, then Enter; no search, only the code's lookup.
      actor.send({ type: 'cart.search.change', text: '' });
      for (const text of ['L', 'LA', 'LAP', 'LAP-', 'LAP-1']) {
        actor.send({ type: 'cart.search.change', text });
        vi.advanceTimersByTime(3);
      }
      vi.advanceTimersByTime(POS_SEARCH_DEBOUNCE_MS - 4);
      expect(searched).toEqual(['o', 'op']);
      actor.send({ type: 'cart.search.enter' });
      vi.advanceTimersByTime(POS_SEARCH_DEBOUNCE_MS * 2);
      expect(searched).toEqual(['o', 'op']);
      expect(looked).toEqual(['LAP-1']);
      // Fast keys and no Enter: asked once, after the longer quiet.
      for (const text of ['z', 'zz']) {
        actor.send({ type: 'cart.search.change', text });
        vi.advanceTimersByTime(3);
      }
      vi.advanceTimersByTime(POS_SEARCH_DEBOUNCE_MS - 4);
      expect(searched).toEqual(['o', 'op']);
      vi.advanceTimersByTime(1);
      expect(searched).toEqual(['o', 'op', 'zz']);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reprices at another warehouse, and puts a discount bigger than the new sale back to 0', () => {
    const actor = createActor(recordingCart([]), { input: cartInput }).start();
    actor.send({ type: 'cart.product.add', product: laptop });
    actor.send({ type: 'cart.charge.change', field: 'discount', text: '18500' });
    expect(priceCart(actor.getSnapshot().context).totals.grandTotal).toBe(1_980_000 - 1_850_000);
    actor.send({ type: 'cart.warehouse.change', warehouse: 'Secondary' });
    expect(priceCart(actor.getSnapshot().context).lines[0].unitPrice).toBe(1_850_000);
    actor.send({ type: 'cart.product.add', product: { ...laptop, pricing: { ...laptop.pricing, warehousePrices: { Secondary: 100 as never } } } });
    actor.send({ type: 'cart.warehouse.change', warehouse: 'Main' });
    expect(actor.getSnapshot().context.charges.discount).toBe(1_850_000);
    actor.stop();
  });
});

function posCartLeaves() {
  return recordingCart([]);
}
