import { describe, expect, it } from 'vitest';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import { createActor, type EventObject } from 'xstate';
import { priceCart, selectSizeChoice } from '../../../src/machines/pos/pos-cart.machine';
import { leafStatePaths } from '../model-helpers';
import { cartFacets, cartInput, cartModel, laptop, phone, recordingCart, shirt, type Invocation } from './pos-cart.model';
import { englishOf } from '../common/english';

/**
 * The oracle: what the cashier should see after each event, worked out here from docs/screens.md#point-of-sale and
 * docs/decisions/006-one-pricing-module.md and the two test products, without the machine or src/domain.
 */
interface Expected {
  lines: { key: string; quantity: number }[];
  /** A Qty box's refused text, by line key. */
  quantityTexts: Record<string, string>;
  /** The line `*3` would change. */
  lastAdded: string | null;
  chargeTexts: Record<string, string>;
  charges: { discount: number; coupon: number; tax: number; shipping: number };
  problem: { field: string; message: string } | null;
  grandTotal: number;
  itemsCount: number;
  /** The till's warehouse: its own prices apply. */
  warehouse: string | null;
  /** The product whose size the cart asks for (by code), with the quantity to add; null when not asking. */
  asking: { code: string; quantity: number } | null;
}

const AT_LEAST_ONE = 'Quantity must be a whole number of at least 1.';
const AT_MOST = 'Quantity must be at most 1,000,000 on a line.';
const NOTHING_ADDED_YET = 'Add a product first: *3 then makes it 3.';
const TOO_MUCH_OFF = 'The discount is more than the order amount.';
const BACK_TO_ZERO = "The discount and coupon were more than the sale at this warehouse's prices, so they are back to 0.";

/** Unit price and whether tax is added, by line key: the laptop's price at Main (else its own), the phone's promotion. */
function unit(key: string, warehouse: string | null): { price: number; addedTaxRate: number } {
  const laptopPrice = warehouse === 'Main' ? 1_800_000 : 1_850_000;
  if (key === laptop.id) return { price: laptopPrice, addedTaxRate: 10 };
  // The T-shirt: 15.00 a size, L 2.00 more, no tax.
  if (key === `${shirt.id}:VRT-1` || key === `${shirt.id}:VRT-2`) return { price: 1500, addedTaxRate: 0 };
  if (key === `${shirt.id}:VRT-3`) return { price: 1700, addedTaxRate: 0 };
  if (key === phone.id) return { price: 2250, addedTaxRate: 0 };
  throw new Error(`The oracle has no price for ${key}`);
}
/** What each text typed in a Qty box means: a quantity, or the reason it is refused. */
const typedQuantity: Record<string, number | string> = { '1': 1, '2': 2, '4': 4, '': AT_LEAST_ONE, '0': AT_LEAST_ONE, two: AT_LEAST_ONE, '1000001': AT_MOST };

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
function settle(state: Expected, field: string, next: Pick<Expected, 'lines' | 'charges'> & { lastAdded?: string | null }): Expected {
  const totals = totalsOf({ ...next, warehouse: state.warehouse });
  if (totals.grandTotal < 0) return { ...state, problem: { field, message: TOO_MUCH_OFF } };
  return { ...state, ...next, ...totals, quantityTexts: {}, problem: null };
}

function added(state: Expected, key: string, quantity = 1): Expected {
  const lines = state.lines.some((line) => line.key === key)
    ? state.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + quantity } : line))
    : [...state.lines, { key, quantity }];
  return settle(state, 'lines', { lines, charges: state.charges, lastAdded: key });
}

/** A line's quantity as typed: the number, or the box keeps the text and says why. */
function typedIn(state: Expected, key: string, text: string): Expected {
  const quantity = typedQuantity[text];
  if (typeof quantity === 'string') return { ...state, quantityTexts: { ...state.quantityTexts, [key]: text }, problem: { field: `quantity:${key}`, message: quantity } };
  return settle(state, `quantity:${key}`, { lines: state.lines.map((line) => (line.key === key ? { ...line, quantity } : line)), charges: state.charges });
}

const keyOf = (product: any) => (product.scannedVariant ? `${product.id}:${product.scannedVariant}` : product.id);

/** The sizes each product is sold in (docs/screens.md#point-of-sale): one of them comes without a size, the cart asks which. */
const sizesOf: Record<string, string[]> = { [shirt.id]: ['VRT-1', 'VRT-2', 'VRT-3'] };

/** A product added: its line, or, for a product with sizes that came without one, the question which size. */
function offered(state: Expected, product: any, quantity: number): Expected {
  if (sizesOf[product.id] && !product.scannedVariant) return { ...state, asking: { code: product.code, quantity } };
  return added(state, keyOf(product), quantity);
}

const initial: Expected = {
  lines: [],
  quantityTexts: {},
  lastAdded: null,
  chargeTexts: { discount: '0', coupon: '0', tax: '0', shipping: '0' },
  charges: { discount: 0, coupon: 0, tax: 0, shipping: 0 },
  problem: null,
  grandTotal: 0,
  itemsCount: 0,
  warehouse: cartInput.warehouse,
  asking: null,
};

/** The next expected state and the server calls the step must make (none: the cart's search asks, not the cart). */
function next(state: Expected, event: any): { state: Expected; invoked: Invocation[] } {
  switch (event.type) {
    case 'search.product.chosen':
      return { state: offered(state, event.product, event.quantity), invoked: [] };
    case 'cart.size.choose': {
      if (!state.asking || !sizesOf[shirt.id].includes(event.itemCode)) return { state, invoked: [] };
      return { state: added({ ...state, asking: null }, `${shirt.id}:${event.itemCode}`, state.asking.quantity), invoked: [] };
    }
    case 'cart.size.cancel':
      return { state: { ...state, asking: null }, invoked: [] };
    case 'search.quantity.typed': {
      const there = state.lastAdded !== null && state.lines.some((line) => line.key === state.lastAdded);
      return { state: there ? typedIn(state, state.lastAdded!, String(event.quantity)) : { ...state, problem: { field: 'search', message: NOTHING_ADDED_YET } }, invoked: [] };
    }
    case 'search.code.unknown':
      return { state, invoked: [] };
    case 'cart.line.quantity.change':
      return { state: state.lines.some((line) => line.key === event.key) ? typedIn(state, event.key, event.text) : state, invoked: [] };
    case 'cart.product.add':
      return { state: offered(state, event.product, 1), invoked: [] };
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
      return { state: { ...initial, warehouse: state.warehouse }, invoked: [] };
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
      return { state: { ...state, lines, charges, chargeTexts, quantityTexts: {}, lastAdded: null, problem: null, asking: null, ...totalsOf({ lines, charges, warehouse: state.warehouse }) }, invoked: [] };
    }
    default:
      throw new Error(`The oracle does not know ${event.type}`);
  }
}

function observe(snapshot: any): Expected {
  const { context } = snapshot;
  const { totals } = priceCart(context);
  return {
    lines: context.lines.map((line: any) => ({ key: line.key, quantity: line.quantity })),
    quantityTexts: context.quantityTexts,
    lastAdded: context.lastAdded,
    chargeTexts: context.chargeTexts,
    charges: { discount: context.charges.discount, coupon: context.charges.coupon, tax: context.charges.taxRate / 1000, shipping: context.charges.shipping },
    problem: context.problem && { ...context.problem, message: englishOf(context.problem.message) },
    grandTotal: totals.grandTotal,
    itemsCount: totals.itemsCount,
    warehouse: context.warehouse,
    asking: selectSizeChoice(snapshot) && { code: context.sizeChoice.product.code, quantity: context.sizeChoice.quantity },
  };
}

const describeEvent = (event: EventObject) => JSON.stringify(event, (key, value) => (key === 'output' && Array.isArray(value) ? value.map((item) => item.id) : key === 'product' || key === 'output' ? value?.code ?? value : value));

describe('POS cart machine', () => {
  it('sells, or asks which size: the search is its child', () => {
    expect(leafStatePaths(posCartLeaves())).toEqual(['selling', 'choosingSize']);
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
          }
          actor.stop();
        });
      }
    });
  }

  it('beeps (emits scan.unknown) for a code no product has, and keeps the cart', () => {
    const actor = createActor(recordingCart(), { input: cartInput }).start();
    const heard: string[] = [];
    actor.on('scan.unknown', (event) => heard.push(event.code));
    actor.send({ type: 'cart.product.add', product: laptop });
    actor.send({ type: 'search.code.unknown', code: 'NOPE-9' });
    expect(heard).toEqual(['NOPE-9']);
    expect(actor.getSnapshot().context.lines.map((line) => line.key)).toEqual([laptop.id]);
    actor.stop();
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

  it('puts the discount and the coupon back to 0, and says so beside Discount, when another warehouse\'s prices leave them more than the sale', () => {
    const actor = createActor(recordingCart([]), { input: cartInput }).start();
    const cheapThere: PosItem = { ...laptop, pricing: { ...laptop.pricing, warehousePrices: { Main: 1_800_000 as Minor, Secondary: 100_000 as Minor } } };
    actor.send({ type: 'cart.product.add', product: cheapThere });
    actor.send({ type: 'cart.charge.change', field: 'discount', text: '15000' });
    actor.send({ type: 'cart.charge.change', field: 'coupon', text: '2000' });
    expect([actor.getSnapshot().context.charges.discount, actor.getSnapshot().context.charges.coupon, actor.getSnapshot().context.problem]).toEqual([1_500_000, 200_000, null]);
    actor.send({ type: 'cart.warehouse.change', warehouse: 'Secondary' });
    const { warehouse, charges, chargeTexts, problem } = actor.getSnapshot().context;
    expect([warehouse, charges.discount, charges.coupon, chargeTexts.discount, chargeTexts.coupon]).toEqual(['Secondary', 0, 0, '0', '0']);
    expect(problem && [problem.field, englishOf(problem.message)]).toEqual(['discount', "The discount and coupon were more than the sale at this warehouse's prices, so they are back to 0."]);
    expect(priceCart(actor.getSnapshot().context).lines[0].unitPrice).toBe(100_000);
    // Back where the sale covers them, nothing more is reset and nothing is said.
    actor.send({ type: 'cart.charge.change', field: 'discount', text: '100' });
    actor.send({ type: 'cart.warehouse.change', warehouse: 'Main' });
    expect([actor.getSnapshot().context.charges.discount, actor.getSnapshot().context.problem]).toEqual([10_000, null]);
    actor.stop();
  });
});

function posCartLeaves() {
  return recordingCart([]);
}
