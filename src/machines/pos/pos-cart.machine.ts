import type { MessageDescriptor } from '@lingui/core';
import { assertEvent, assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { ApiResult } from '../../api/common/http';
import { findPosProductByCode, searchPosProducts } from '../../api/pos/pos-catalog';
import type { PosItem } from '../../api/pos/pos-item';
import { keepSaleInProgress } from '../../api/pos/sale-in-progress';
import type { CalendarDate } from '../../domain/calendar-date';
import { DomainError } from '../../domain/domain-error';
import { addMoney, parseMoney, ZERO, type Minor } from '../../domain/money';
import { NO_PERCENT, parsePercent, percentToWire, type Percent } from '../../domain/percent';
import { assertQuantity, effectiveUnitPrice, pricePosCart, type PricedOrder, type PosTotals } from '../../domain/pricing';
import { productSearchMachine, quantityTypedBefore, type FoundProduct } from '../common/product-search.machine';
import type { ShownText } from '../common/notifications';

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
  /** The shop's date (promotions) and the till's warehouse (warehouse prices, by its name). */
  today: CalendarDate;
  warehouse: string | null;
  /** The till's warehouse by id: the search shows the stock there (docs/screens.md#point-of-sale); null for the shop's total. */
  warehouseId: string | null;
}

/** A field a change can be refused on: a charge, the lines as a whole, or one line's typed quantity (`quantity:{key}`). */
export type CartField = ChargeField | 'lines' | 'search' | `quantity:${string}`;

export interface PosCartContext extends CartInput {
  lines: CartLine[];
  charges: CartCharges;
  /** What each charge box shows, as typed: a refused text stays in its box with the problem beside it. */
  chargeTexts: Record<ChargeField, string>;
  /** A line's Qty box as typed, by line key, while it differs from the line's quantity (a refused or half-typed number). */
  quantityTexts: Record<string, string>;
  /** The last refused change and why; the cart stays as it was. Any accepted change clears it. */
  problem: { field: CartField; message: ShownText } | null;
  /** The line the last product added went to: `*3` in the search box makes it 3. */
  lastAdded: string | null;
  /**
   * A product with sizes added without naming one (a tile, a name picked, its own code): the cart asks
   * which size, with the quantity asked for (docs/screens.md#point-of-sale); null when not asking.
   */
  sizeChoice: { product: PosItem; quantity: number } | null;
}

export type PosCartEvent =
  | { type: 'cart.product.add'; product: PosItem }
  | { type: 'cart.line.increment'; key: string }
  | { type: 'cart.line.decrement'; key: string }
  | { type: 'cart.line.quantity.change'; key: string; text: string }
  | { type: 'cart.charge.change'; field: ChargeField; text: string }
  | { type: 'cart.warehouse.change'; warehouse: string | null }
  | { type: 'cart.clear' }
  | { type: 'cart.restore'; lines: CartLine[]; charges: CartCharges }
  /** The size asked for, by its item code; Esc or Cancel leaves the cart as it was. */
  | { type: 'cart.size.choose'; itemCode: string }
  | { type: 'cart.size.cancel' }
  // From the product search (src/machines/common/product-search.machine.ts), which finds PosItems.
  | { type: 'search.product.chosen'; product: PosItem; quantity: number }
  | { type: 'search.quantity.typed'; quantity: number }
  | { type: 'search.code.unknown'; code: string };

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

const NOTHING_ADDED_YET: MessageDescriptor = /*i18n*/ { id: 'pos.cart.nothing-added-yet', message: 'Add a product first: *3 then makes it 3.' };
const CHARGES_RESET: MessageDescriptor = /*i18n*/ { id: 'pos.cart.charges-reset', message: "The discount and coupon were more than the sale at this warehouse's prices, so they are back to 0." };
const PROMOTION_PRICE: MessageDescriptor = /*i18n*/ { id: 'pos.cart.promotion-price', message: 'Promotion price' };
const warehousePrice = (warehouse: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.cart.warehouse-price', message: '{warehouse} price', values: { warehouse } });

const NO_CHARGES: CartCharges = { discount: ZERO, coupon: ZERO, taxRate: NO_PERCENT, shipping: ZERO };
const NO_CHARGE_TEXTS: Record<ChargeField, string> = { discount: '0', coupon: '0', tax: '0', shipping: '0' };

/** A product with sizes (or colours) that came without naming one: its stock is kept per size, so the cashier chooses. */
export function needsSize(product: PosItem): boolean {
  return product.variants.length > 0 && !product.scannedVariant;
}

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
export function priceNote(line: Pick<CartLine, 'product'>, where: Pick<CartInput, 'today' | 'warehouse'>): MessageDescriptor | null {
  const { promotion, warehousePrices } = line.product.pricing;
  if (promotion && promotion.start <= where.today && where.today <= promotion.end) return PROMOTION_PRICE;
  if (where.warehouse && warehousePrices?.[where.warehouse] !== undefined) return warehousePrice(where.warehouse);
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
 * on `field` (a discount larger than the sale, say). Every accepted cart can be priced, and its Qty
 * boxes show the lines' quantities again.
 */
function changed(context: PosCartContext, field: CartField, change: () => Partial<Pick<PosCartContext, 'lines' | 'charges' | 'lastAdded'>>): Partial<PosCartContext> {
  try {
    const next = { ...context, ...change() };
    priceCart(next);
    if (CHARGE_FIELDS.includes(field as ChargeField)) return { lines: next.lines, charges: next.charges, lastAdded: next.lastAdded, quantityTexts: {}, problem: null };
    // The lines changed: a charge typed while the cart could not take it (a discount above an empty
    // cart's total, typed while a scan was still being looked up) applies as soon as the lines can take
    // it, so the box and the total never disagree; until then the cart keeps saying why.
    const typed = typedCharges(next);
    return { lines: next.lines, charges: typed ?? next.charges, lastAdded: next.lastAdded, quantityTexts: {}, problem: typed ? null : context.problem };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { problem: { field, message: error.message } };
  }
}

/**
 * Cart (docs/screens.md#point-of-sale): a product not in the cart comes in with its quantity (1, or
 * the `3*` typed before its code); again, its line goes up by as many.
 */
function withProduct(context: PosCartContext, product: PosItem, quantity = 1): Partial<PosCartContext> {
  const variant = product.scannedVariant;
  const key = lineKey(product, variant);
  return changed(context, 'lines', () => ({
    lastAdded: key,
    lines: context.lines.some((line) => line.key === key)
      ? context.lines.map((line) => (line.key === key ? { ...line, quantity: line.quantity + quantity } : line))
      : [...context.lines, { key, product, variant, quantity }],
  }));
}

/** A line's quantity as typed in its Qty box or after `*3`: a whole number from 1 to the line's bound, else refused with the reason. */
function withQuantity(context: PosCartContext, key: string, text: string): Partial<PosCartContext> {
  const refused = changed(context, `quantity:${key}`, () => {
    const trimmed = text.trim();
    const quantity = assertQuantity(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
    return { lines: context.lines.map((line) => (line.key === key ? { ...line, quantity } : line)) };
  });
  return refused.problem ? { ...refused, quantityTexts: { ...context.quantityTexts, [key]: text } } : refused;
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
      problem: { field: 'discount', message: CHARGES_RESET },
    };
  }
}

const CHARGE_FIELDS: readonly ChargeField[] = ['discount', 'coupon', 'tax', 'shipping'];

/** The charges as their boxes show them, when the cart can take them all; null when it cannot (yet). */
function typedCharges(cart: PosCartContext): CartCharges | null {
  try {
    const charges = CHARGE_FIELDS.reduce<CartCharges>((all, field) => ({ ...all, ...chargeValue(field, cart.chargeTexts[field]) }), cart.charges);
    priceCart({ ...cart, charges });
    return charges;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return null;
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

/** The quantity typed in the cart's search box for a product still to come (`3*`), or null. */
function typedInSearch(cart: AnyActorRef): number | null {
  // A cart worked out without running (the path graphs) has no snapshot yet, and no search box.
  const search = (cart.getSnapshot() as { children?: { productSearch?: ActorRefFrom<typeof productSearchMachine> } } | undefined)?.children?.productSearch;
  return search ? quantityTypedBefore(search.getSnapshot().context.text) : null;
}

/** `3*` typed, then a tile tapped: the tile adds three, as a code scanned after it would (docs/screens.md#point-of-sale). */
const quantityForTile = (cart: AnyActorRef) => typedInSearch(cart) ?? 1;

/** The POS's product reads behind the search box: the lean products with the stock in the till's warehouse. */
const posProductSearch = productSearchMachine.provide({
  actors: {
    searchProducts: fromPromise<ApiResult<FoundProduct[]>, { text: string; warehouseId: string | null }>(({ input, signal }) => searchPosProducts(input.text, input.warehouseId, signal)),
    findProductByCode: fromPromise<ApiResult<FoundProduct | null>, { code: string; warehouseId: string | null }>(({ input, signal }) => findPosProductByCode(input.code, input.warehouseId, signal)),
  },
});

/**
 * The POS cart (docs/screens.md#point-of-sale): tiles, picks and scanned codes add products (the
 * product search, a child, finds them); plus and minus and the Qty box change a line, 0 removes it;
 * Discount, Coupon, Tax and Shipping are edited within bounds; totals come from posTotals.
 */
export const posCartMachine = setup({
  types: {
    context: {} as PosCartContext,
    events: {} as PosCartEvent,
    input: {} as CartInput,
    emitted: {} as PosCartEmitted,
    /** `choosingSize` while the size dialog asks which size of a product to add (docs/architecture.md#machines). */
    tags: {} as 'choosingSize',
  },
  actors: {
    productSearch: posProductSearch,
  },
  actions: {
    /**
     * Tells the till a product went into the cart: the last receipt then gives way to the next
     * customer's sale (docs/screens.md#receipt). A cart alone (its own tests) has no till to tell.
     */
    tellAdded: enqueueActions(({ enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'till.cart.added' });
    }),
    /** After every change to the lines or charges: the sale in progress survives a reload (docs/screens.md#point-of-sale). */
    keepSale: ({ context }) => keepSaleInProgress({ lines: context.lines, charges: context.charges }),
    clearSearch: sendTo('productSearch', { type: 'search.clear' }),
    /** A tile took the quantity typed in the box (`3*`): the box is empty again for the next one. */
    clearTypedQuantity: enqueueActions(({ enqueue, self }) => {
      if (typedInSearch(self) !== null) enqueue.sendTo('productSearch', { type: 'search.clear' });
    }),
    // Scanned later, a product shown on a tile adds without asking the server.
    rememberTile: sendTo('productSearch', ({ event }) => {
      assertEvent(event, 'cart.product.add');
      return { type: 'search.remember' as const, product: event.product };
    }),
  },
  guards: {
    isInCart: ({ context, event }) => 'key' in event && context.lines.some((line) => line.key === event.key),
    hasLastAdded: ({ context }) => context.lastAdded !== null && context.lines.some((line) => line.key === context.lastAdded),
    /** A product with sizes that came without one: the cashier chooses the size (stock is kept per size). */
    needsSize: ({ event }) => 'product' in event && needsSize(event.product),
    isOfferedSize: ({ context, event }) => event.type === 'cart.size.choose' && context.sizeChoice !== null && context.sizeChoice.product.variants.some((variant) => variant.itemCode === event.itemCode),
  },
}).createMachine({
  id: 'posCart',
  context: ({ input }) => ({
    today: input.today,
    warehouse: input.warehouse,
    warehouseId: input.warehouseId,
    lines: [],
    charges: NO_CHARGES,
    chargeTexts: NO_CHARGE_TEXTS,
    quantityTexts: {},
    problem: null,
    lastAdded: null,
    sizeChoice: null,
  }),
  initial: 'selling',
  states: {
    selling: {},
    choosingSize: {
      tags: 'choosingSize',
      on: {
        'cart.size.choose': {
          guard: 'isOfferedSize',
          target: 'selling',
          actions: [
            assign(({ context, event }) => {
              const { product, quantity } = context.sizeChoice!;
              return { ...withProduct(context, { ...product, scannedVariant: event.itemCode }, quantity), sizeChoice: null };
            }),
            'keepSale',
            'tellAdded',
          ],
        },
        'cart.size.cancel': { target: 'selling', actions: assign({ sizeChoice: null }) },
      },
    },
  },
  invoke: {
    id: 'productSearch',
    src: 'productSearch',
    input: ({ context }) => ({ typingPause: POS_TYPING_PAUSE_MS, quickKeysPause: POS_SEARCH_DEBOUNCE_MS, warehouseId: context.warehouseId }),
  },
  on: {
    'cart.product.add': [
      { guard: 'needsSize', target: '.choosingSize', actions: [assign({ sizeChoice: ({ event, self }) => ({ product: event.product, quantity: quantityForTile(self) }) }), 'rememberTile', 'clearTypedQuantity'] },
      { actions: [assign(({ context, event, self }) => withProduct(context, event.product, quantityForTile(self))), 'rememberTile', 'clearTypedQuantity', 'keepSale', 'tellAdded'] },
    ],
    'search.product.chosen': [
      { guard: 'needsSize', target: '.choosingSize', actions: assign({ sizeChoice: ({ event }) => ({ product: event.product, quantity: event.quantity }) }) },
      { actions: [assign(({ context, event }) => withProduct(context, event.product, event.quantity)), 'keepSale', 'tellAdded'] },
    ],
    'search.quantity.typed': [
      { guard: 'hasLastAdded', actions: [assign(({ context, event }) => withQuantity(context, context.lastAdded!, String(event.quantity))), 'keepSale'] },
      // Said under the search box, where `*3` was typed (docs/screens.md#point-of-sale).
      { actions: assign({ problem: { field: 'search', message: NOTHING_ADDED_YET } }) },
    ],
    'search.code.unknown': { actions: emit(({ event }) => ({ type: 'scan.unknown' as const, code: event.code })) },
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
    'cart.line.quantity.change': { guard: 'isInCart', actions: [assign(({ context, event }) => withQuantity(context, event.key, event.text)), 'keepSale'] },
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
    'cart.clear': {
      target: '.selling',
      actions: [assign({ lines: [], charges: NO_CHARGES, chargeTexts: NO_CHARGE_TEXTS, quantityTexts: {}, problem: null, lastAdded: null, sizeChoice: null }), 'clearSearch', 'keepSale'],
    },
    'cart.restore': {
      target: '.selling',
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
          quantityTexts: {},
          problem: null,
          lastAdded: null,
          sizeChoice: null,
        })),
        'clearSearch',
        'keepSale',
      ],
    },
  },
});

export type PosCartSnapshot = SnapshotFrom<typeof posCartMachine>;
export type PosCartActor = ActorRefFrom<typeof posCartMachine>;

/** The product whose size the cart asks for, with each size's stock at the till's warehouse; null when not asking. */
export const selectSizeChoice = (snapshot: PosCartSnapshot) => (snapshot.hasTag('choosingSize') ? snapshot.context.sizeChoice : null);

export const selectPricedCart = (snapshot: PosCartSnapshot) => priceCart(snapshot.context);

/** The cart's product search, as the search box renders it; its matches are the POS's PosItems. */
export const selectProductSearch = (snapshot: PosCartSnapshot) => snapshot.children.productSearch;
/** The cart's search is provided with the POS's reads (posProductSearch), so what it lists are PosItems. */
export const asPosItems = (matches: readonly FoundProduct[]) => matches as PosItem[];

/** What a line's Qty box shows: what was typed while it is refused, else the line's quantity. */
export const quantityText = (context: Pick<PosCartContext, 'quantityTexts'>, line: CartLine) => context.quantityTexts[line.key] ?? String(line.quantity);
