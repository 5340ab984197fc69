import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { OrderProduct } from '../../../src/api/common/order-products';
import { orderLineKey, orderLineName, orderLinesMachine, selectPricedOrder, selectVariantChoice, type OrderLine, type OrderLinesInput } from '../../../src/machines/common/order-lines.machine';
import { refusedCells, selectOrderCharges, selectOrderTable } from '../../../src/machines/common/order-table.selectors';
import { itTakesTheRecordedChart, leafStatePaths, pathTitle } from '../model-helpers';
import {
  facetsOf,
  goldenUnitPrice,
  inputFor,
  laptop,
  laptop16Key,
  laptop8Key,
  laptopSizes,
  orderLinesModel,
  phone,
  recordingMachine,
  startingLines,
  type Facet,
  type Invocation,
  type OrderKind,
} from './order-lines.model';

/**
 * The oracle: what a user should see after each event, worked out here without the machine or
 * src/domain/pricing.ts, from the rules of docs/screens.md#products and docs/decisions/006-one-pricing-module.md and the test products.
 */
interface ExpectedLine {
  /** The product id, or `{productId}:{itemCode}` for a variant: what a change names. */
  key: string;
  /** The product's id. */
  id: string;
  /** As the form shows it: a variant's name after the product's. */
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxRate: number;
}

interface Expected {
  lines: ExpectedLine[];
  /** The line `*3` in the search box changes. */
  lastAdded: string | null;
  charges: { orderTaxRate: number; discount: number; shipping: number };
  problem: { field: string; message: string } | null;
  /** The actors the machine must invoke on this step, with their input. */
  invoked: Invocation[];
  /** The product whose size the form asks for (its id), with the quantity to add; null when not asking. */
  asking: { id: string; quantity: number } | null;
}

const NOTHING_ADDED_YET = 'Add a product first: *3 then makes it 3.';
const BAD_QUANTITY = 'Quantity must be a whole number of at least 1.';
const LINE_DISCOUNT_TOO_BIG = 'The line discount is more than the line amount.';
const ORDER_DISCOUNT_TOO_BIG = 'The discount is more than the order amount.';

/** The texts the paths type, read as a person would: minor units or thousandths of a percent, or the reason they are refused. */
const amounts: Record<string, number | string> = {
  '100.00': 10_000,
  '30': 3000,
  '99999999': 9_999_999_900,
  '50.00': 5000,
  '16000': 1_600_000,
  '5.50': 550,
  '-1': 'Amount must not be negative.',
  '0.001': 'Amount must have at most 2 decimals.',
};
const rates: Record<string, number | string> = { '5': 5000, '10': 10_000, '101': 'Percent must be between 0 and 100.' };

const products: Record<string, OrderProduct> = { [laptop.id]: laptop, [phone.id]: phone };

/** Half away from zero: every amount here is positive, so Math.round of the exact quotient is that. */
const rounded = (value: number) => Math.round(value);

function pricedLine(kind: OrderKind, line: ExpectedLine) {
  const gross = line.quantity * line.unitPrice;
  const discounted = gross - line.discount;
  if (kind === 'sale' && products[line.id].taxMethod === 'Inclusive') {
    const net = rounded((discounted * 100_000) / (100_000 + line.taxRate));
    return { gross, net, tax: discounted - net, subtotal: discounted };
  }
  const tax = rounded((discounted * line.taxRate) / 100_000);
  return { gross, net: discounted, tax, subtotal: discounted + tax };
}

function totalsOf(kind: OrderKind, order: Pick<Expected, 'lines' | 'charges'>) {
  const total = order.lines.reduce((sum, line) => sum + pricedLine(kind, line).subtotal, 0);
  const orderTax = rounded((total * order.charges.orderTaxRate) / 100_000);
  const { discount, shipping } = order.charges;
  return { total, orderTax, discount, shipping, grandTotal: total + orderTax + shipping - discount };
}

/** Why this order cannot be priced, or null. */
function pricingProblem(kind: OrderKind, order: Pick<Expected, 'lines' | 'charges'>): string | null {
  if (order.lines.some((line) => line.discount > line.quantity * line.unitPrice)) return LINE_DISCOUNT_TOO_BIG;
  return totalsOf(kind, order).grandTotal < 0 ? ORDER_DISCOUNT_TOO_BIG : null;
}

/** An input line as the oracle holds it, its key and name written out by hand. */
function expectedLine(line: OrderLine): ExpectedLine {
  const { product, variant } = line;
  return {
    key: variant ? `${product.id}:${variant.itemCode}` : product.id,
    id: product.id,
    name: variant ? `${product.name} (${variant.name})` : product.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    taxRate: line.taxRate,
  };
}

function start(kind: OrderKind, facet: Facet): Expected {
  return {
    lines: (inputFor(kind, facet).lines ?? []).map(expectedLine),
    lastAdded: null,
    charges: { orderTaxRate: 0, discount: 0, shipping: 0 },
    problem: null,
    invoked: [],
    asking: null,
  };
}

/** A change kept when the order can still be priced, else refused with the reason on `field`. */
function tryChange(kind: OrderKind, now: Expected, field: string, change: (order: Expected) => Partial<Expected> | string): Expected {
  const result = change(now);
  if (typeof result === 'string') return { ...now, problem: { field, message: result } };
  const next = { ...now, ...result };
  const problem = pricingProblem(kind, next);
  return problem ? { ...now, problem: { field, message: problem } } : { ...next, problem: null };
}

const withLine = (order: Expected, key: string, update: Partial<ExpectedLine>) => ({ lines: order.lines.map((line) => (line.key === key ? { ...line, ...update } : line)) });

/** The sizes of the laptop as laptopSizes has them: names, and what a sale adds to the price (docs/pricing.md). */
const laptopSizeNames: Record<string, { name: string; extra: number }> = { 'VRT-16': { name: '16 GB', extra: 25_000 }, 'VRT-8': { name: '8 GB', extra: 0 } };

/**
 * A product found by a search or its code: a product with sizes found without one asks which; else
 * its line (the product's, or the size's its code named) goes up by the quantity, or a new line comes.
 */
function added(kind: OrderKind, now: Expected, product: OrderProduct, quantity: number, size: string | null = product.scannedVariant): Expected {
  if (product.variants.length > 0 && size === null) return { ...now, asking: { id: product.id, quantity } };
  const key = size ? `${product.id}:${size}` : product.id;
  const name = size ? `${product.name} (${laptopSizeNames[size].name})` : product.name;
  const unitPrice = goldenUnitPrice[kind][product.id] + (size && kind === 'sale' ? laptopSizeNames[size].extra : 0);
  const existing = now.lines.find((line) => line.key === key);
  return tryChange(kind, now, `quantity:${key}`, (order) => ({
    lastAdded: key,
    ...(existing
      ? withLine(order, key, { quantity: existing.quantity + quantity })
      : { lines: [...order.lines, { key, id: product.id, name, quantity, unitPrice, discount: 0, taxRate: product.taxRate }] }),
  }));
}

const typedQuantity = (kind: OrderKind, now: Expected, key: string, text: string) =>
  tryChange(kind, now, `quantity:${key}`, (order) => (/^\d+$/.test(text) && Number(text) >= 1 ? withLine(order, key, { quantity: Number(text) }) : BAD_QUANTITY));

function expectedAfter(kind: OrderKind, before: Expected, event: EventObject & Record<string, any>): Expected {
  const now = { ...before, invoked: [] as Invocation[] };
  const inOrder = now.lines.some((line) => line.key === event.key);
  switch (event.type) {
    case 'search.product.chosen':
      return added(kind, now, event.product, event.quantity);
    case 'lines.variant.choose':
      if (!now.asking || !(event.itemCode in laptopSizeNames)) return now;
      return added(kind, { ...now, asking: null }, laptopSizes, now.asking.quantity, event.itemCode);
    case 'lines.variant.cancel':
      return { ...now, asking: null };
    case 'search.quantity.typed':
      if (now.lastAdded === null || !now.lines.some((line) => line.key === now.lastAdded)) return { ...now, problem: { field: 'lines', message: NOTHING_ADDED_YET } };
      return typedQuantity(kind, now, now.lastAdded, String(event.quantity));
    case 'lines.quantity.change':
      if (!inOrder) return now;
      return typedQuantity(kind, now, event.key, event.text);
    case 'lines.discount.change':
      if (!inOrder) return now;
      return tryChange(kind, now, `discount:${event.key}`, (order) => {
        const amount = amounts[event.text];
        return typeof amount === 'string' ? amount : withLine(order, event.key, { discount: amount });
      });
    case 'lines.tax.change':
      if (!inOrder) return now;
      return tryChange(kind, now, `tax:${event.key}`, (order) => {
        const rate = rates[event.text];
        return typeof rate === 'string' ? rate : withLine(order, event.key, { taxRate: rate });
      });
    case 'lines.remove':
      if (!inOrder) return now;
      return tryChange(kind, now, 'orderDiscount', (order) => ({ lines: order.lines.filter((line) => line.key !== event.key) }));
    case 'lines.orderTax.change':
      return tryChange(kind, now, 'orderTax', (order) => {
        const rate = rates[event.text];
        return typeof rate === 'string' ? rate : { charges: { ...order.charges, orderTaxRate: rate } };
      });
    case 'lines.orderDiscount.change':
      return tryChange(kind, now, 'orderDiscount', (order) => {
        const amount = amounts[event.text];
        return typeof amount === 'string' ? amount : { charges: { ...order.charges, discount: amount } };
      });
    case 'lines.shipping.change':
      return tryChange(kind, now, 'shipping', (order) => {
        const amount = amounts[event.text];
        return typeof amount === 'string' ? amount : { charges: { ...order.charges, shipping: amount } };
      });
  }
  throw new Error(`The oracle knows no event ${event.type}`);
}

/** The machine's state and what it asked the server, against the oracle's expectation. */
function expectState(kind: OrderKind, snapshot: any, invoked: Invocation[], expected: Expected) {
  const { context } = snapshot;
  expect({
    lines: context.lines.map((line: OrderLine) => ({
      key: orderLineKey(line),
      id: line.product.id,
      name: orderLineName(line),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      taxRate: line.taxRate,
    })),
    lastAdded: context.lastAdded,
    charges: context.charges,
    problem: context.problem,
    invoked,
    asking: selectVariantChoice(snapshot) && { id: context.variantChoice.product.id, quantity: context.variantChoice.quantity },
  }).toEqual(expected);
  const priced = selectPricedOrder(snapshot);
  expect(priced.lines.map(({ gross, net, tax, subtotal }) => ({ gross, net, tax, subtotal }))).toEqual(expected.lines.map((line) => pricedLine(kind, line)));
  expect(priced.totals).toEqual(totalsOf(kind, expected));
  // The Order Table and the charges fields, in the wire numbers the form shows (hundredths of the minor units).
  const wire = (minor: number) => minor / 100;
  expect(selectOrderTable(snapshot)).toEqual(
    expected.lines.map((line) => ({
      key: line.key,
      name: line.name,
      code: products[line.id].code,
      quantity: line.quantity,
      unitPrice: wire(line.unitPrice),
      discount: wire(line.discount),
      taxRate: line.taxRate / 1000,
      tax: wire(pricedLine(kind, line).tax),
      subTotal: wire(pricedLine(kind, line).subtotal),
    })),
  );
  expect(selectOrderCharges(snapshot)).toEqual({ orderTax: expected.charges.orderTaxRate / 1000, discount: wire(expected.charges.discount), shipping: wire(expected.charges.shipping) });
}

function replay(kind: OrderKind, facet: Facet, path: { steps: { event: EventObject; state: any }[] }) {
  const invocations: Invocation[] = [];
  const actor = createActor(recordingMachine(invocations), { input: inputFor(kind, facet) }).start();
  let expected = start(kind, facet);
  try {
    for (const step of path.steps) {
      const before = invocations.length;
      if (step.event.type !== 'xstate.init') {
        actor.send(step.event as never);
        expected = expectedAfter(kind, expected, step.event as EventObject & Record<string, any>);
      }
      expectState(kind, actor.getSnapshot(), invocations.slice(before), expected);
    }
  } finally {
    actor.stop();
  }
}

const kinds: OrderKind[] = ['purchase', 'sale'];

describe('order lines machine', () => {
  it('prices the test orders at the totals worked by hand', () => {
    const priced = (kind: OrderKind, input: Partial<OrderLinesInput> = {}) => {
      const actor = createActor(orderLinesMachine, { input: { pricing: inputFor(kind, 'lines').pricing, lines: startingLines(kind), ...input } }).start();
      actor.send({ type: 'lines.orderTax.change', text: '10' });
      actor.send({ type: 'lines.orderDiscount.change', text: '50' });
      actor.send({ type: 'lines.shipping.change', text: '5.50' });
      const { totals, lines } = selectPricedOrder(actor.getSnapshot());
      actor.stop();
      return { subtotals: lines.map((line) => [line.tax, line.subtotal]), totals };
    };
    // Purchase: 15,200.00 + 10% = 16,720.00; 19.99 + 20% = 23.99 (3.998 rounds to 4.00);
    // order tax 10% of 16,743.99 = 1,674.40 (1,674.399); + 5.50 − 50.00 = 18,373.89.
    expect(priced('purchase')).toEqual({
      subtotals: [
        [152_000, 1_672_000],
        [400, 2399],
      ],
      totals: { total: 1_674_399, orderTax: 167_440, discount: 5000, shipping: 550, grandTotal: 1_837_389 },
    });
    // Sale in Lahore on 2026-11-23: 18,000.00 + 10% = 19,800.00; 22.50 with 20% inside: net 18.75, tax 3.75;
    // order tax 10% of 19,822.50 = 1,982.25; + 5.50 − 50.00 = 21,760.25.
    expect(priced('sale')).toEqual({
      subtotals: [
        [180_000, 1_980_000],
        [375, 2250],
      ],
      totals: { total: 1_982_250, orderTax: 198_225, discount: 5000, shipping: 550, grandTotal: 2_176_025 },
    });
    // The oracle the paths use agrees with the same hand-worked figures.
    const order = (kind: OrderKind) => ({ ...start(kind, 'lines'), charges: { orderTaxRate: 10_000, discount: 5000, shipping: 550 } });
    expect([totalsOf('purchase', order('purchase')).grandTotal, totalsOf('sale', order('sale')).grandTotal]).toEqual([1_837_389, 2_176_025]);
  });

  it('starts a sale line at the promotion price within its dates, then the warehouse price, then the product price', () => {
    const unitPrices = (pricing: OrderLinesInput['pricing']) => {
      const actor = createActor(recordingMachine([]), { input: { pricing } }).start();
      for (const product of [laptop, phone]) actor.send({ type: 'search.product.chosen', product, quantity: 1 });
      const prices = actor.getSnapshot().context.lines.map((line) => line.unitPrice);
      actor.stop();
      return prices;
    };
    expect(unitPrices({ kind: 'sale', today: '2026-11-30', warehouse: 'Lahore' })).toEqual([1_800_000, 2250]);
    expect(unitPrices({ kind: 'sale', today: '2026-12-01', warehouse: 'Karachi' })).toEqual([1_850_000, 2499]);
    expect(unitPrices({ kind: 'sale', today: '2026-10-31', warehouse: null })).toEqual([1_850_000, 2499]);
    expect(unitPrices({ kind: 'purchase' })).toEqual([1_520_000, 1999]);
  });

  it('edits its lines, or asks which size: the search is its child', () => {
    expect(leafStatePaths(orderLinesMachine)).toEqual(['editing', 'choosingVariant']);
  });

  it('takes no size it did not offer and changes no line the order does not hold; *3 needs the last product added still there', () => {
    const actor = createActor(recordingMachine([]), { input: inputFor('sale', 'adding') }).start();
    const can = (event: EventObject) => actor.getSnapshot().can(event as never);
    actor.send({ type: 'search.product.chosen', product: laptopSizes, quantity: 1 });
    expect([can({ type: 'lines.variant.choose', itemCode: 'VRT-32' }), can({ type: 'lines.variant.choose', itemCode: 'VRT-8' })]).toEqual([false, true]);
    actor.send({ type: 'lines.variant.choose', itemCode: 'VRT-8' });
    for (const type of ['lines.quantity.change', 'lines.discount.change', 'lines.tax.change', 'lines.remove']) {
      expect([can({ type, key: laptop8Key, text: '2' }), can({ type, key: laptop16Key, text: '2' }), can({ type, text: '2' })], type).toEqual([true, false, false]);
    }
    actor.send({ type: 'lines.remove', key: laptop8Key });
    actor.send({ type: 'search.quantity.typed', quantity: 3 });
    expect([actor.getSnapshot().context.lines, actor.getSnapshot().context.problem?.message]).toEqual([[], NOTHING_ADDED_YET]);
    actor.stop();
  });

  for (const kind of kinds) {
    for (const facet of facetsOf(kind)) {
      describe(`${kind} (${facet})`, () => {
        const paths = orderLinesModel(kind, facet).getShortestPaths();
        for (const path of paths) {
          it(pathTitle(path), () => replay(kind, facet, path));
        }
        itTakesTheRecordedChart(`order-lines ${kind} ${facet}`, recordingMachine([]), paths, inputFor(kind, facet));
      });
    }
  }
});

describe("the Order Table's cells the server refused", () => {
  it('names the cells of one line, by the server names of a purchase and a sale line', () => {
    const errors = {
      warehouse: 'Please select a warehouse',
      products: 'Please add at least one product.',
      'products.0.productCost': 'returned at this cost',
      'products.0.taxRate': 'returned with this tax',
      'products.1.quantity': 'cannot hold fewer than 2',
      'products.1.unitPrice': 'returned at this price',
      'products.1.variant': "has no variant 'XL'",
      'products.1.subTotal': 'the line cannot come to less than that',
      'products.2._id': 'There is no such product',
      'products.2.discount': 'discount too large',
      'products.2.tax': 'tax of this line disagrees',
      'products.12.quantity': 'another line',
      'products.3.somethingElse': 'no cell shows it',
    };
    expect([0, 1, 2, 3, 4].map((index) => [...refusedCells(errors, index)].sort())).toEqual([
      ['tax', 'unitPrice'],
      ['name', 'quantity', 'subTotal', 'unitPrice'],
      ['discount', 'name', 'tax'],
      [],
      [],
    ]);
  });
});
