import { assign, setup, type SnapshotFrom } from 'xstate';
import type { OrderProduct, OrderVariant } from '../../api/common/order-products';
import type { CalendarDate } from '../../domain/calendar-date';
import { DomainError } from '../../domain/domain-error';
import { addMoney, parseMoney, ZERO, type Minor } from '../../domain/money';
import { NO_PERCENT, parsePercent, type Percent } from '../../domain/percent';
import { assertQuantity, effectiveUnitPrice, pricePurchase, priceSale, type OrderCharges, type PricedOrder } from '../../domain/pricing';
import type { FoundProduct } from './product-search.machine';
import { catalogProductSearch } from './search-catalog-products';

/**
 * What kind of order the lines make: a purchase prices lines at the product's net cost; a sale
 * (and a return, and the POS cart) at its selling price on `today` in `warehouse`, with the
 * product's inclusive or exclusive tax.
 */
export type OrderPricing = { kind: 'purchase' } | { kind: 'sale'; today: CalendarDate; warehouse: string | null };

export type { OrderVariant };

/** One product of the order, or one variant of it: one line each (an edited sale may hold both sizes of a T-shirt). */
export interface OrderLine {
  product: OrderProduct;
  /** The size (or colour), or null for a product without any: the form asks which when the search did not name one. */
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
export type OrderField = 'orderTax' | 'orderDiscount' | 'shipping' | 'lines' | `${'quantity' | 'discount' | 'tax'}:${string}`;

export interface OrderLinesContext {
  pricing: OrderPricing;
  lines: OrderLine[];
  charges: OrderCharges;
  /** The line the last product added went to: `*3` in the search box makes it 3. */
  lastAdded: string | null;
  /** The last change refused, with the reason; the value before it stays. Any accepted change clears it. */
  problem: { field: OrderField; message: string } | null;
  /** A product with sizes found without one: the form asks which, with the quantity to add; null when not asking. */
  variantChoice: { product: OrderProduct; quantity: number } | null;
}

export type OrderLinesEvent =
  // From the product search (src/machines/common/product-search.machine.ts), which finds OrderProducts.
  | { type: 'search.product.chosen'; product: OrderProduct; quantity: number }
  | { type: 'search.quantity.typed'; quantity: number }
  | { type: 'lines.variant.choose'; itemCode: string }
  | { type: 'lines.variant.cancel' }
  | { type: 'lines.quantity.change'; key: string; text: string }
  | { type: 'lines.discount.change'; key: string; text: string }
  | { type: 'lines.tax.change'; key: string; text: string }
  | { type: 'lines.remove'; key: string }
  | { type: 'lines.orderTax.change'; text: string }
  | { type: 'lines.orderDiscount.change'; text: string }
  | { type: 'lines.shipping.change'; text: string };

/** Typing pauses this long before the server is asked, so a word is one request, not five (docs/screens.md#toasts-and-timings). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

const NOTHING_ADDED_YET = 'Add a product first: *3 then makes it 3.';

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

/** A purchase line's net unit cost is the product's, whatever the size; a sale line's price has the size's extra on it. */
function unitPriceOf(product: OrderProduct, variant: OrderVariant | null, pricing: OrderPricing): Minor {
  return pricing.kind === 'purchase' ? product.cost : addMoney(effectiveUnitPrice(product.pricing, pricing), variant?.additionalPrice ?? ZERO);
}

function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return assertQuantity(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
}

/**
 * The order after a change, when pricing.ts can price it; otherwise the order as it was with the
 * reason on `field`. Every accepted state of the order can be priced, so the totals never fail.
 */
function changed(context: OrderLinesContext, field: OrderField, change: () => Partial<Pick<OrderLinesContext, 'lines' | 'charges' | 'lastAdded'>>): Partial<OrderLinesContext> {
  try {
    const next = { ...context, ...change() };
    priceOrder(next);
    return { lines: next.lines, charges: next.charges, lastAdded: next.lastAdded, problem: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { problem: { field, message: error.message } };
  }
}

function updateLine(context: OrderLinesContext, key: string, update: (line: OrderLine) => OrderLine) {
  return { lines: context.lines.map((line) => (orderLineKey(line) === key ? update(line) : line)) };
}

/** A product with sizes found without naming one (a name picked, its own code): the form asks which size. */
export function needsVariant(product: OrderProduct): boolean {
  return product.variants.length > 0 && !product.scannedVariant;
}

/**
 * A product (or the size its code named) goes on its own line, which goes up by the quantity (1, or
 * the `3*` typed before its code); else a new line of that quantity. One line per product and size.
 */
function withProduct(context: OrderLinesContext, product: OrderProduct, quantity: number): Partial<OrderLinesContext> {
  const variant = product.variants.find((entry) => entry.itemCode === product.scannedVariant) ?? null;
  const line: OrderLine = { product, variant, quantity, unitPrice: unitPriceOf(product, variant, context.pricing), discount: ZERO, taxRate: product.taxRate };
  const key = orderLineKey(line);
  if (context.lines.some((existing) => orderLineKey(existing) === key)) {
    return changed(context, `quantity:${key}`, () => ({ lastAdded: key, ...updateLine(context, key, (existing) => ({ ...existing, quantity: existing.quantity + quantity })) }));
  }
  return changed(context, `quantity:${key}`, () => ({ lastAdded: key, lines: [...context.lines, line] }));
}

function withQuantity(context: OrderLinesContext, key: string, text: string): Partial<OrderLinesContext> {
  return changed(context, `quantity:${key}`, () => {
    const quantity = parseQuantity(text);
    return updateLine(context, key, (line) => ({ ...line, quantity }));
  });
}

/**
 * The lines of an order: a product added by the product search (a child: a pick from the matches of
 * a name or code, or an exact code and Enter, as a barcode scanner does; `3*` before it for three);
 * quantities, line discounts and taxes, the order's tax, discount and shipping, all priced by
 * src/domain/pricing.ts. The purchase form and the sale form configure it through its input.
 */
export const orderLinesMachine = setup({
  types: {
    context: {} as OrderLinesContext,
    events: {} as OrderLinesEvent,
    input: {} as OrderLinesInput,
    /** `choosingVariant` while the size question is open (docs/architecture.md#machines). */
    tags: {} as 'choosingVariant',
  },
  actors: {
    // The catalog's products behind the search box of the order forms.
    productSearch: catalogProductSearch,
  },
  guards: {
    needsVariant: ({ event }) => event.type === 'search.product.chosen' && needsVariant(event.product),
    isOfferedVariant: ({ context, event }) => event.type === 'lines.variant.choose' && context.variantChoice !== null && context.variantChoice.product.variants.some((variant) => variant.itemCode === event.itemCode),
    isInOrder: ({ context, event }) => 'key' in event && context.lines.some((line) => orderLineKey(line) === event.key),
    hasLastAdded: ({ context }) => context.lastAdded !== null && context.lines.some((line) => orderLineKey(line) === context.lastAdded),
  },
}).createMachine({
  id: 'orderLines',
  context: ({ input }) => ({
    pricing: input.pricing,
    lines: input.lines ?? [],
    charges: input.charges ?? { orderTaxRate: NO_PERCENT, discount: ZERO, shipping: ZERO },
    lastAdded: null,
    problem: null,
    variantChoice: null,
  }),
  description: 'The order table and its totals show the lines',
  initial: 'editing',
  states: {
    editing: {},
    choosingVariant: {
      description: 'The form asks which size of the product to add, one button a size',
      tags: 'choosingVariant',
      on: {
        'lines.variant.choose': {
          description: 'Press the size {itemCode}',
          guard: 'isOfferedVariant',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { product, quantity } = context.variantChoice!;
            return { ...withProduct(context, { ...product, scannedVariant: event.itemCode }, quantity), variantChoice: null };
          }),
        },
        'lines.variant.cancel': { description: 'Press Cancel (or Esc) in the size question', target: 'editing', actions: assign({ variantChoice: null }) },
      },
    },
  },
  invoke: {
    id: 'productSearch',
    src: 'productSearch',
    input: { typingPause: PRODUCT_SEARCH_DEBOUNCE_MS, quickKeysPause: PRODUCT_SEARCH_DEBOUNCE_MS, warehouseId: null },
  },
  on: {
    'search.product.chosen': [
      {
        description: 'Add a product with sizes with Product (a pick from its list, or its own code and Enter)',
        guard: 'needsVariant',
        target: '.choosingVariant',
        actions: assign({ variantChoice: ({ event }) => ({ product: event.product, quantity: event.quantity }) }),
      },
      {
        description: 'Add the product with Product (a pick from its list, or its code or a size\'s code and Enter)',
        actions: assign(({ context, event }) => withProduct(context, event.product, event.quantity)),
      },
    ],
    'search.quantity.typed': [
      { description: "Type '*{quantity}' in Product and press Enter", guard: 'hasLastAdded', actions: assign(({ context, event }) => withQuantity(context, context.lastAdded!, String(event.quantity))) },
      { description: "Type '*{quantity}' in Product and press Enter", actions: assign({ problem: { field: 'lines' as OrderField, message: NOTHING_ADDED_YET } }) },
    ],
    'lines.quantity.change': {
      description: "Type '{text}' in the line's Quantity",
      guard: 'isInOrder',
      actions: assign(({ context, event }) => withQuantity(context, event.key, event.text)),
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
});

export type OrderLinesSnapshot = SnapshotFrom<typeof orderLinesMachine>;

/** The product whose size the form asks for, or null when not asking. */
export const selectVariantChoice = (snapshot: OrderLinesSnapshot) => (snapshot.hasTag('choosingVariant') ? snapshot.context.variantChoice : null);

/** The order's product search, as the search box renders it; its matches are the catalog's OrderProducts. */
export const selectOrderSearch = (snapshot: OrderLinesSnapshot) => snapshot.children.productSearch;
/** The order's search is provided with the catalog's reads (catalogProductSearch), so what it lists are OrderProducts. */
export const asOrderProducts = (matches: readonly FoundProduct[]) => matches as OrderProduct[];
