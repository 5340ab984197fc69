import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { dataOf } from '../../api/common/http';
import { findPosProductByCode, searchPosProducts, type PosItem } from '../../api/pos/pos-catalog';
import { keepSaleInProgress } from '../../api/pos/sale-in-progress';
import type { CalendarDate } from '../../domain/calendar-date';
import { DomainError } from '../../domain/domain-error';
import { addMoney, parseMoney, ZERO, type Minor } from '../../domain/money';
import { NO_PERCENT, parsePercent, percentToWire, type Percent } from '../../domain/percent';
import { effectiveUnitPrice, pricePosCart, type PricedOrder, type PosTotals } from '../../domain/pricing';

/** One line of the cart: a product, or one of its variants, with its quantity. */
export interface CartLine {
  /** The product id, or `{productId}:{itemCode}` for a variant: one line each. */
  key: string;
  product: PosItem;
  /** The variant's item code, or null for the product itself. */
  variant: string | null;
  quantity: number;
}

/** The editable charges under the cart (docs/screens.md#point-of-sale). */
export type ChargeField = 'discount' | 'coupon' | 'tax' | 'shipping';

export interface CartCharges {
  discount: Minor;
  coupon: Minor;
  /** Order tax, a percent of the total. */
  taxRate: Percent;
  shipping: Minor;
}

export interface CartInput {
  /** The shop's date (promotions) and the till's warehouse (warehouse prices). */
  today: CalendarDate;
  warehouse: string | null;
}

export interface PosCartContext extends CartInput {
  lines: CartLine[];
  charges: CartCharges;
  /** What each charge box shows, as typed: a refused text stays in its box with the problem beside it. */
  chargeTexts: Record<ChargeField, string>;
  /** The last refused change and why; the cart stays as it was. Any accepted change clears it. */
  problem: { field: ChargeField | 'lines'; message: string } | null;
  /** The search box as typed. */
  search: string;
  /** Products listed under the search box; none while it is empty. */
  matches: PosItem[];
  /** Codes entered (scanned) and not yet looked up, oldest first: a fast scanner queues, nothing is lost. */
  scans: string[];
  /** Said under the search box: an unknown code, no match, a failed lookup. */
  searchMessage: string | null;
  /** Products this cart has seen, by lower-case code: a repeated scan adds at once, without asking the server. */
  known: Record<string, PosItem>;
  /** The last key came within POS_TYPING_PAUSE_MS of the one before: a scanner, so the search waits longer. */
  quickKeys: boolean;
}

export type PosCartEvent =
  | { type: 'cart.product.add'; product: PosItem }
  | { type: 'cart.line.increment'; key: string }
  | { type: 'cart.line.decrement'; key: string }
  | { type: 'cart.charge.change'; field: ChargeField; text: string }
  | { type: 'cart.search.change'; text: string }
  /** Enter in the search box: the text is a code (what a barcode scanner types, then Enter). */
  | { type: 'cart.search.enter' }
  | { type: 'cart.search.pick'; productId: string }
  | { type: 'cart.warehouse.change'; warehouse: string | null }
  | { type: 'cart.clear' }
  | { type: 'cart.restore'; lines: CartLine[]; charges: CartCharges };

export type PosCartEmitted = { type: 'scan.unknown'; code: string };

/**
 * A pause this long after a key asks the server for matches. A person types a key every 50 ms or
 * more, so their last key is answered after this pause and one request (typing to matches ≤ 100 ms,
 * docs/quality.md#budgets). A scanner types its keys a few ms apart: once a key comes within this pause of the
 * one before, the search waits for POS_SEARCH_DEBOUNCE_MS of quiet instead, and the scanner's Enter
 * comes first, so a scan asks nothing but its code.
 */
export const POS_TYPING_PAUSE_MS = 25;
export const POS_SEARCH_DEBOUNCE_MS = 40;

const LOOKUP_FAILED = 'The product could not be looked up. Check the connection and scan again.';
const SEARCH_FAILED = 'The products could not be searched. Check the connection and try again.';
const noMatch = (text: string) => `No product matches "${text}".`;
const unknownCode = (code: string) => `No product has the code "${code}".`;

const NO_CHARGES: CartCharges = { discount: ZERO, coupon: ZERO, taxRate: NO_PERCENT, shipping: ZERO };
const NO_CHARGE_TEXTS: Record<ChargeField, string> = { discount: '0', coupon: '0', tax: '0', shipping: '0' };

export function lineKey(product: PosItem, variant: string | null): string {
  return variant ? `${product.id}:${variant}` : product.id;
}

/** The unit price a line sells at: the promotion, warehouse or product price, plus the variant's extra. */
export function lineUnitPrice(line: Pick<CartLine, 'product' | 'variant'>, where: Pick<CartInput, 'today' | 'warehouse'>): Minor {
  const base = effectiveUnitPrice(line.product.pricing, where);
  const extra = line.variant ? (line.product.variants.find((variant) => variant.itemCode === line.variant)?.additionalPrice ?? ZERO) : ZERO;
  return addMoney(base, extra);
}

/** Which price a line sells at, said under its name: a running promotion, or the warehouse's own price. */
export function priceNote(line: Pick<CartLine, 'product'>, where: Pick<CartInput, 'today' | 'warehouse'>): string | null {
  const { promotion, warehousePrices } = line.product.pricing;
  if (promotion && promotion.start <= where.today && where.today <= promotion.end) return 'Promotion price';
  if (where.warehouse && warehousePrices?.[where.warehouse] !== undefined) return `${where.warehouse} price`;
  return null;
}

/** The line's name as the cart and the receipt show it: a variant's name after the product's. */
export function lineName(line: Pick<CartLine, 'product' | 'variant'>): string {
  const variant = line.variant ? line.product.variants.find((entry) => entry.itemCode === line.variant) : undefined;
  return variant ? `${line.product.name} (${variant.name})` : line.product.name;
}

/** The cart priced by src/domain/pricing.ts (posTotals): what the table and the totals show. */
export function priceCart(context: Pick<PosCartContext, 'lines' | 'charges' | 'today' | 'warehouse'>): PricedOrder<PosTotals> {
  return pricePosCart(
    context.lines.map((line) => ({ quantity: line.quantity, unitPrice: lineUnitPrice(line, context), taxRate: line.product.taxRate, taxMethod: line.product.taxMethod })),
    { discount: context.charges.discount, coupon: context.charges.coupon, orderTaxRate: context.charges.taxRate, shipping: context.charges.shipping },
  );
}

/**
 * The cart after a change when src/domain can price it; otherwise the cart as it was, with the reason
 * on `field` (a discount larger than the sale, say). Every accepted cart can be priced.
 */
function changed(context: PosCartContext, field: ChargeField | 'lines', change: () => Partial<Pick<PosCartContext, 'lines' | 'charges'>>): Partial<PosCartContext> {
  try {
    const next = { ...context, ...change() };
    priceCart(next);
    return { lines: next.lines, charges: next.charges, problem: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { problem: { field, message: error.message } };
  }
}

/** Cart (docs/screens.md#point-of-sale): a product not in the cart comes in with 1; again, its quantity goes up by 1. */
function withProduct(context: PosCartContext, product: PosItem): Partial<PosCartContext> {
  const variant = product.scannedVariant;
  const key = lineKey(product, variant);
  return changed(context, 'lines', () =>
    context.lines.some((line) => line.key === key)
      ? { lines: context.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + 1 } : line)) }
      : { lines: [...context.lines, { key, product, variant, quantity: 1 }] },
  );
}

/**
 * The cart repriced at another warehouse's prices. When the flat discount and coupon are then more
 * than the sale, they go back to 0 (said beside Discount) rather than leave a cart that cannot be priced.
 */
function inWarehouse(context: PosCartContext, warehouse: string | null): Partial<PosCartContext> {
  const moved = { ...context, warehouse };
  try {
    priceCart(moved);
    return { warehouse, problem: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      warehouse,
      charges: { ...context.charges, discount: ZERO, coupon: ZERO },
      chargeTexts: { ...context.chargeTexts, discount: '0', coupon: '0' },
      problem: { field: 'discount', message: 'The discount and coupon were more than the sale at this warehouse\'s prices, so they are back to 0.' },
    };
  }
}

function chargeValue(field: ChargeField, text: string): Partial<CartCharges> {
  const typed = text.trim() === '' ? '0' : text.trim();
  switch (field) {
    case 'tax':
      return { taxRate: parsePercent(typed) };
    case 'discount':
      return { discount: parseMoney(typed) };
    case 'coupon':
      return { coupon: parseMoney(typed) };
    case 'shipping':
      return { shipping: parseMoney(typed) };
  }
}

const searchCleared = { search: '', matches: [], searchMessage: null };

/** The product a typed code names when this cart has already seen it (its own code, or a variant's). */
function knownScan(context: Pick<PosCartContext, 'known' | 'search'>): PosItem | undefined {
  return context.known[context.search.trim().toLowerCase()];
}

/** Remembers a product under its code and each variant's `{code}-{itemCode}`. */
function remembered(known: Record<string, PosItem>, products: readonly PosItem[]): Record<string, PosItem> {
  const next = { ...known };
  for (const product of products) {
    const base = { ...product, scannedVariant: null };
    next[product.code.toLowerCase()] = base;
    for (const variant of product.variants) next[`${product.code}-${variant.itemCode}`.toLowerCase()] = { ...base, scannedVariant: variant.itemCode };
  }
  return next;
}

/**
 * The POS cart (docs/screens.md#point-of-sale): tiles, picks and scanned codes add products;
 * plus and minus change a line, 0 removes it; Discount, Coupon, Tax and Shipping are edited within
 * bounds; totals come from posTotals. Enter queues the typed code and empties the box at once, so a
 * scanner's next code is never typed over a pending one and an Enter on an empty box adds nothing.
 */
export const posCartMachine = setup({
  types: {
    context: {} as PosCartContext,
    events: {} as PosCartEvent,
    input: {} as CartInput,
    emitted: {} as PosCartEmitted,
  },
  actors: {
    searchProducts: fromPromise<PosItem[], { text: string }>(async ({ input, signal }) => dataOf(await searchPosProducts(input.text, signal))),
    findProductByCode: fromPromise<PosItem | null, { code: string }>(async ({ input, signal }) => dataOf(await findPosProductByCode(input.code, signal))),
  },
  actions: {
    typeSearch: assign(({ event }) => {
      assertEvent(event, 'cart.search.change');
      const { text } = event;
      return text.trim() === '' ? { ...searchCleared, search: text, quickKeys: false } : { search: text, searchMessage: null, quickKeys: false };
    }),
    /** A key within the pause of the one before it (a scanner): the search waits for a longer quiet. */
    typeSearchQuickly: assign(({ event }) => {
      assertEvent(event, 'cart.search.change');
      return { search: event.text, searchMessage: null, quickKeys: true };
    }),
    queueScan: assign(({ context }) => ({ scans: [...context.scans, context.search.trim()], ...searchCleared })),
    /**
     * Tells the till a product went into the cart: the last receipt then gives way to the next
     * customer's sale (docs/screens.md#receipt). A cart alone (its own tests) has no till to tell.
     */
    tellAdded: enqueueActions(({ enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'till.cart.added' });
    }),
    addKnownScan: assign(({ context }) => ({ ...withProduct(context, knownScan(context)!), ...searchCleared })),
    /** After every change to the lines or charges: the sale in progress survives a reload (docs/screens.md#point-of-sale). */
    keepSale: ({ context }) => keepSaleInProgress({ lines: context.lines, charges: context.charges }),
  },
  guards: {
    isBlankSearch: ({ event }) => {
      assertEvent(event, 'cart.search.change');
      return event.text.trim() === '';
    },
    hasSearchText: ({ context }) => context.search.trim() !== '',
    isKnownScan: ({ context }) => context.scans.length === 0 && knownScan(context) !== undefined,
    hasScans: ({ context }) => context.scans.length > 0,
    isListed: ({ context, event }) => event.type === 'cart.search.pick' && context.matches.some((product) => product.id === event.productId),
    isInCart: ({ context, event }) => 'key' in event && context.lines.some((line) => line.key === event.key),
  },
  delays: {
    searchDebounce: ({ context }) => (context.quickKeys ? POS_SEARCH_DEBOUNCE_MS : POS_TYPING_PAUSE_MS),
  },
}).createMachine({
  id: 'posCart',
  context: ({ input }) => ({
    today: input.today,
    warehouse: input.warehouse,
    lines: [],
    charges: NO_CHARGES,
    chargeTexts: NO_CHARGE_TEXTS,
    problem: null,
    search: '',
    matches: [],
    scans: [],
    searchMessage: null,
    known: {},
    quickKeys: false,
  }),
  type: 'parallel',
  on: {
    'cart.product.add': { actions: [assign(({ context, event }) => ({ ...withProduct(context, event.product), known: remembered(context.known, [event.product]) })), 'keepSale', 'tellAdded'] },
    'cart.search.pick': {
      guard: 'isListed',
      actions: [assign(({ context, event }) => ({ ...withProduct(context, { ...context.matches.find((product) => product.id === event.productId)!, scannedVariant: null }), ...searchCleared })), 'keepSale', 'tellAdded'],
    },
    'cart.line.increment': {
      guard: 'isInCart',
      actions: [assign(({ context, event }) => changed(context, 'lines', () => ({ lines: context.lines.map((line) => (line.key === event.key ? { ...line, quantity: line.quantity + 1 } : line)) }))), 'keepSale'],
    },
    'cart.line.decrement': {
      guard: 'isInCart',
      // docs/screens.md#point-of-sale: at 0 the line and its quantity go.
      actions: [
        assign(({ context, event }) =>
          changed(context, 'lines', () => ({
            lines: context.lines.flatMap((line) => (line.key !== event.key ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [])),
          })),
        ),
        'keepSale',
      ],
    },
    'cart.charge.change': {
      actions: [
        assign(({ context, event }) => {
          const chargeTexts = { ...context.chargeTexts, [event.field]: event.text };
          return { chargeTexts, ...changed(context, event.field, () => ({ charges: { ...context.charges, ...chargeValue(event.field, event.text) } })) };
        }),
        'keepSale',
      ],
    },
    'cart.warehouse.change': { actions: [assign(({ context, event }) => inWarehouse(context, event.warehouse)), 'keepSale'] },
    'cart.clear': { actions: [assign({ lines: [], charges: NO_CHARGES, chargeTexts: NO_CHARGE_TEXTS, problem: null, ...searchCleared }), 'keepSale'] },
    'cart.restore': {
      actions: [
        assign(({ event }) => ({
          lines: event.lines,
          charges: event.charges,
          chargeTexts: {
            discount: String(event.charges.discount / 100),
            coupon: String(event.charges.coupon / 100),
            tax: String(percentToWire(event.charges.taxRate)),
            shipping: String(event.charges.shipping / 100),
          },
          problem: null,
          ...searchCleared,
        })),
        'keepSale',
      ],
    },
  },
  states: {
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.search.change': [{ guard: 'isBlankSearch', actions: 'typeSearch' }, { target: 'pausing', actions: 'typeSearch' }],
            'cart.search.enter': [{ guard: 'isKnownScan', actions: ['addKnownScan', 'keepSale', 'tellAdded'] }, { guard: 'hasSearchText', actions: 'queueScan' }],
          },
        },
        pausing: {
          on: {
            'cart.search.change': [
              { guard: 'isBlankSearch', target: 'idle', actions: 'typeSearch' },
              { target: 'pausing', reenter: true, actions: 'typeSearchQuickly' },
            ],
            'cart.search.enter': [
              { guard: 'isKnownScan', target: 'idle', actions: ['addKnownScan', 'keepSale', 'tellAdded'] },
              { guard: 'hasSearchText', target: 'idle', actions: 'queueScan' },
            ],
          },
          after: { searchDebounce: { target: 'searching' } },
        },
        searching: {
          invoke: {
            id: 'searchProducts',
            src: 'searchProducts',
            input: ({ context }) => ({ text: context.search.trim() }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                matches: event.output,
                searchMessage: event.output.length === 0 ? noMatch(context.search.trim()) : null,
                known: remembered(context.known, event.output),
              })),
            },
            onError: { target: 'idle', actions: assign({ matches: [], searchMessage: SEARCH_FAILED }) },
          },
          on: {
            'cart.search.change': [
              { guard: 'isBlankSearch', target: 'idle', actions: 'typeSearch' },
              { target: 'pausing', actions: 'typeSearch' },
            ],
            'cart.search.enter': [
              { guard: 'isKnownScan', target: 'idle', actions: ['addKnownScan', 'keepSale', 'tellAdded'] },
              { guard: 'hasSearchText', target: 'idle', actions: 'queueScan' },
            ],
          },
        },
      },
    },
    scanner: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'hasScans', target: 'lookingUp' },
        },
        lookingUp: {
          invoke: {
            id: 'findProductByCode',
            src: 'findProductByCode',
            input: ({ context }) => ({ code: context.scans[0] }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'waiting',
                actions: [
                  assign(({ context, event }) => ({
                    ...withProduct(context, event.output!),
                    scans: context.scans.slice(1),
                    searchMessage: null,
                    known: remembered(context.known, [event.output!]),
                  })),
                  'keepSale',
                  'tellAdded',
                ],
              },
              {
                target: 'waiting',
                actions: [
                  emit(({ context }) => ({ type: 'scan.unknown' as const, code: context.scans[0] })),
                  assign(({ context }) => ({ searchMessage: unknownCode(context.scans[0]), scans: context.scans.slice(1) })),
                ],
              },
            ],
            onError: {
              target: 'waiting',
              actions: [
                emit(({ context }) => ({ type: 'scan.unknown' as const, code: context.scans[0] })),
                assign(({ context }) => ({ searchMessage: LOOKUP_FAILED, scans: context.scans.slice(1) })),
              ],
            },
          },
        },
      },
    },
  },
});

export type PosCartSnapshot = SnapshotFrom<typeof posCartMachine>;
export type PosCartActor = ActorRefFrom<typeof posCartMachine>;

export const selectPricedCart = (snapshot: PosCartSnapshot) => priceCart(snapshot.context);
