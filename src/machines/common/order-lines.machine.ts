import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { findOrderProductByCode, searchOrderProducts, type OrderProduct } from '../../api/common/order-products';
import { dataOf } from '../../api/common/http';
import type { CalendarDate } from '../../domain/calendar-date';
import { DomainError } from '../../domain/domain-error';
import { parseMoney, ZERO, type Minor } from '../../domain/money';
import { NO_PERCENT, parsePercent, type Percent } from '../../domain/percent';
import { assertQuantity, effectiveUnitPrice, pricePurchase, priceSale, type OrderCharges, type PricedOrder } from '../../domain/pricing';

/**
 * What kind of order the lines make: a purchase prices lines at the product's net cost; a sale
 * (and a return, and the POS cart) at its selling price on `today` in `warehouse`, with the
 * product's inclusive or exclusive tax.
 */
export type OrderPricing = { kind: 'purchase' } | { kind: 'sale'; today: CalendarDate; warehouse: string | null };

/** A variant of a product as a sale line holds it: its name shows, its item code goes to the server. */
export interface OrderVariant {
  name: string;
  itemCode: string;
}

/** One product of the order, or one variant of it: one line each (an edited sale may hold both sizes of a T-shirt). */
export interface OrderLine {
  product: OrderProduct;
  /** The variant sold, or null for the product itself. Only a sale read back has them: a search adds the product. */
  variant: OrderVariant | null;
  quantity: number;
  /** Net unit cost (purchase) or unit price (sale), set when the line is added. */
  unitPrice: Minor;
  /** Flat, off the whole line. */
  discount: Minor;
  taxRate: Percent;
}

export interface OrderLinesInput {
  pricing: OrderPricing;
  /** An order being edited starts with its lines and charges. */
  lines?: OrderLine[];
  charges?: OrderCharges;
}

/** The fields a change can be refused on: the order's charges, or a line's field by its key (orderLineKey). */
export type OrderField = 'orderTax' | 'orderDiscount' | 'shipping' | `${'quantity' | 'discount' | 'tax'}:${string}`;

export interface OrderLinesContext {
  pricing: OrderPricing;
  lines: OrderLine[];
  charges: OrderCharges;
  /** The search box as typed. */
  search: string;
  /** The products listed to pick from: none while the box is empty. */
  matches: OrderProduct[];
  /** Said under the search box: nothing matched, an unknown code, a failed search. */
  searchMessage: string | null;
  /** The last change refused, with the reason; the value before it stays. Any accepted change clears it. */
  problem: { field: OrderField; message: string } | null;
}

export type OrderLinesEvent =
  | { type: 'lines.search.change'; text: string }
  /** Enter in the search box: the text is an exact code (what a barcode scanner types). */
  | { type: 'lines.search.enter' }
  | { type: 'lines.search.pick'; productId: string }
  | { type: 'lines.quantity.change'; key: string; text: string }
  | { type: 'lines.discount.change'; key: string; text: string }
  | { type: 'lines.tax.change'; key: string; text: string }
  | { type: 'lines.remove'; key: string }
  | { type: 'lines.orderTax.change'; text: string }
  | { type: 'lines.orderDiscount.change'; text: string }
  | { type: 'lines.shipping.change'; text: string };

/** Typing pauses this long before the server is asked, so a word is one request, not five. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

const SEARCH_FAILED_MESSAGE = 'The products could not be searched. Check the connection and try again.';

function noMatchMessage(text: string): string {
  return `No product matches "${text}".`;
}

function unknownCodeMessage(code: string): string {
  return `No product has the code "${code}".`;
}

/** A line's key: the product id, or `{productId}:{itemCode}` for a variant (as the POS cart keys its lines). */
export function orderLineKey(line: Pick<OrderLine, 'product' | 'variant'>): string {
  return line.variant ? `${line.product.id}:${line.variant.itemCode}` : line.product.id;
}

/** A line's name as the form shows it: a variant's name after the product's, as the POS cart shows it. */
export function orderLineName(line: Pick<OrderLine, 'product' | 'variant'>): string {
  return line.variant ? `${line.product.name} (${line.variant.name})` : line.product.name;
}

/** The order priced by src/domain/pricing.ts: what the tables and the totals show. */
function priceOrder(context: Pick<OrderLinesContext, 'pricing' | 'lines' | 'charges'>): PricedOrder {
  const { pricing, lines, charges } = context;
  if (pricing.kind === 'purchase') {
    return pricePurchase(
      lines.map((line) => ({ quantity: line.quantity, unitCost: line.unitPrice, discount: line.discount, taxRate: line.taxRate })),
      charges,
    );
  }
  return priceSale(
    lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount, taxRate: line.taxRate, taxMethod: line.product.taxMethod })),
    charges,
  );
}

export function selectPricedOrder(snapshot: OrderLinesSnapshot): PricedOrder {
  return priceOrder(snapshot.context);
}

function unitPriceOf(product: OrderProduct, pricing: OrderPricing): Minor {
  return pricing.kind === 'purchase' ? product.cost : effectiveUnitPrice(product.pricing, pricing);
}

function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return assertQuantity(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
}

/**
 * The order after a change, when pricing.ts can price it; otherwise the order as it was with the
 * reason on `field`. Every accepted state of the order can be priced, so the totals never fail.
 */
function changed(context: OrderLinesContext, field: OrderField, change: () => Partial<Pick<OrderLinesContext, 'lines' | 'charges'>>): Partial<OrderLinesContext> {
  try {
    const next = { ...context, ...change() };
    priceOrder(next);
    return { lines: next.lines, charges: next.charges, problem: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { problem: { field, message: error.message } };
  }
}

function updateLine(context: OrderLinesContext, key: string, update: (line: OrderLine) => OrderLine) {
  return { lines: context.lines.map((line) => (orderLineKey(line) === key ? update(line) : line)) };
}

/** A product found by a search is the product itself: its own line adds 1 (not a variant's line); else a new line of 1. */
function withProduct(context: OrderLinesContext, product: OrderProduct): Partial<OrderLinesContext> {
  const line: OrderLine = { product, variant: null, quantity: 1, unitPrice: unitPriceOf(product, context.pricing), discount: ZERO, taxRate: product.taxRate };
  const key = orderLineKey(line);
  if (context.lines.some((existing) => orderLineKey(existing) === key)) {
    return changed(context, `quantity:${key}`, () => updateLine(context, key, (existing) => ({ ...existing, quantity: existing.quantity + 1 })));
  }
  return changed(context, `quantity:${key}`, () => ({ lines: [...context.lines, line] }));
}

const searchCleared = { search: '', matches: [], searchMessage: null };

/**
 * The lines of an order: a product added by a search of name or code and a pick, or by
 * its exact code and Enter (a barcode scanner); quantities, line discounts and taxes, the order's
 * tax, discount and shipping, all priced by src/domain/pricing.ts. The purchase form, the sale
 * form, returns and the POS cart configure it through its input.
 */
export const orderLinesMachine = setup({
  types: {
    context: {} as OrderLinesContext,
    events: {} as OrderLinesEvent,
    input: {} as OrderLinesInput,
  },
  actors: {
    searchProducts: fromPromise<OrderProduct[], { text: string }>(async ({ input, signal }) => dataOf(await searchOrderProducts(input.text, signal))),
    findProductByCode: fromPromise<OrderProduct | null, { code: string }>(async ({ input, signal }) => dataOf(await findOrderProductByCode(input.code, signal))),
  },
  actions: {
    typeSearch: assign(({ event }) => {
      assertEvent(event, 'lines.search.change');
      const { text } = event;
      // Nothing is listed while the box is empty.
      return text.trim() === '' ? { ...searchCleared, search: text } : { search: text, searchMessage: null };
    }),
  },
  guards: {
    isBlankSearch: ({ event }) => {
      assertEvent(event, 'lines.search.change');
      return event.text.trim() === '';
    },
    hasSearchText: ({ context }) => context.search.trim() !== '',
    isListed: ({ context, event }) => event.type === 'lines.search.pick' && context.matches.some((product) => product.id === event.productId),
    isInOrder: ({ context, event }) => 'key' in event && context.lines.some((line) => orderLineKey(line) === event.key),
  },
  delays: {
    productSearchDebounce: PRODUCT_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'orderLines',
  context: ({ input }) => ({
    pricing: input.pricing,
    lines: input.lines ?? [],
    charges: input.charges ?? { orderTaxRate: NO_PERCENT, discount: ZERO, shipping: ZERO },
    search: '',
    matches: [],
    searchMessage: null,
    problem: null,
  }),
  initial: 'idle',
  on: {
    'lines.search.pick': {
      description: 'Press a product in the list under Product',
      guard: 'isListed',
      target: '.idle',
      actions: assign(({ context, event }) => ({ ...withProduct(context, context.matches.find((product) => product.id === event.productId)!), ...searchCleared })),
    },
    'lines.quantity.change': {
      description: "Type '{text}' in the line's Quantity",
      guard: 'isInOrder',
      actions: assign(({ context, event }) =>
        changed(context, `quantity:${event.key}`, () => {
          const quantity = parseQuantity(event.text);
          return updateLine(context, event.key, (line) => ({ ...line, quantity }));
        }),
      ),
    },
    'lines.discount.change': {
      description: "Type '{text}' in the line's Discount",
      guard: 'isInOrder',
      actions: assign(({ context, event }) =>
        changed(context, `discount:${event.key}`, () => {
          const discount = parseMoney(event.text);
          return updateLine(context, event.key, (line) => ({ ...line, discount }));
        }),
      ),
    },
    'lines.tax.change': {
      description: "Type '{text}' in the line's Tax %",
      guard: 'isInOrder',
      actions: assign(({ context, event }) =>
        changed(context, `tax:${event.key}`, () => {
          const taxRate = parsePercent(event.text);
          return updateLine(context, event.key, (line) => ({ ...line, taxRate }));
        }),
      ),
    },
    'lines.remove': {
      description: 'Press Remove on the line',
      guard: 'isInOrder',
      // Refused while the order discount is more than the rest of the order: the discount goes down first.
      actions: assign(({ context, event }) => changed(context, 'orderDiscount', () => ({ lines: context.lines.filter((line) => orderLineKey(line) !== event.key) }))),
    },
    'lines.orderTax.change': {
      description: 'Choose {text}% in Order Tax',
      actions: assign(({ context, event }) => changed(context, 'orderTax', () => ({ charges: { ...context.charges, orderTaxRate: parsePercent(event.text) } }))),
    },
    'lines.orderDiscount.change': {
      description: "Type '{text}' in Order Discount",
      actions: assign(({ context, event }) => changed(context, 'orderDiscount', () => ({ charges: { ...context.charges, discount: parseMoney(event.text) } }))),
    },
    'lines.shipping.change': {
      description: "Type '{text}' in Shipping Cost",
      actions: assign(({ context, event }) => changed(context, 'shipping', () => ({ charges: { ...context.charges, shipping: parseMoney(event.text) } }))),
    },
  },
  states: {
    idle: {
      description: 'The order table and its totals show the lines',
      on: {
        'lines.search.change': [
          { description: "Type '{text}' in Product (Search product by code or name)", guard: 'isBlankSearch', target: 'idle', actions: 'typeSearch' },
          { description: "Type '{text}' in Product (Search product by code or name)", target: 'pausing', actions: 'typeSearch' },
        ],
        'lines.search.enter': { description: 'Press Enter in Product (as a barcode scanner does)', guard: 'hasSearchText', target: 'lookingUp' },
      },
    },
    pausing: {
      description: 'Product waits for typing to pause',
      on: {
        // Each key press starts the pause again.
        'lines.search.change': [
          { description: "Type '{text}' in Product (Search product by code or name)", guard: 'isBlankSearch', target: 'idle', actions: 'typeSearch' },
          { description: "Type '{text}' in Product (Search product by code or name)", target: 'pausing', reenter: true, actions: 'typeSearch' },
        ],
        'lines.search.enter': { description: 'Press Enter in Product (as a barcode scanner does)', guard: 'hasSearchText', target: 'lookingUp' },
      },
      after: {
        productSearchDebounce: { target: 'searching' },
      },
    },
    searching: {
      description: 'The products matching Product are being searched',
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ text: context.search.trim() }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ matches: event.output, searchMessage: event.output.length === 0 ? noMatchMessage(context.search.trim()) : null })),
        },
        onError: { target: 'idle', actions: assign({ matches: [], searchMessage: SEARCH_FAILED_MESSAGE }) },
      },
      on: {
        // Typing on replaces the search under way.
        'lines.search.change': [
          { description: "Type '{text}' in Product (Search product by code or name)", guard: 'isBlankSearch', target: 'idle', actions: 'typeSearch' },
          { description: "Type '{text}' in Product (Search product by code or name)", target: 'pausing', actions: 'typeSearch' },
        ],
        'lines.search.enter': { description: 'Press Enter in Product (as a barcode scanner does)', guard: 'hasSearchText', target: 'lookingUp' },
      },
    },
    lookingUp: {
      description: 'Product keeps the typed code while it is looked up',
      // The search box holds the code until the server answers; a scan can't be typed over meanwhile.
      entry: assign({ matches: [], searchMessage: null }),
      invoke: {
        id: 'findProductByCode',
        src: 'findProductByCode',
        input: ({ context }) => ({ code: context.search.trim() }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            event.output ? { ...withProduct(context, event.output), ...searchCleared } : { ...searchCleared, searchMessage: unknownCodeMessage(context.search.trim()) },
          ),
        },
        onError: { target: 'idle', actions: assign({ searchMessage: SEARCH_FAILED_MESSAGE }) },
      },
    },
  },
});

export type OrderLinesSnapshot = SnapshotFrom<typeof orderLinesMachine>;
