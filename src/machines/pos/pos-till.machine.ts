import type { MessageDescriptor } from '@lingui/core';
import { assertEvent, assign, enqueueActions, type AnyActorLogic, fromCallback, fromPromise, not, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import { acceptedData, fieldReasonOf, reasonOf, type ApiResult, type Refusal } from '../../api/common/http';
import type { NamedOption } from '../../api/pos/pos-catalog';
import type { PosItem } from '../../api/pos/pos-item';
import {
  addCustomer,
  customerChoices,
  paymentAccounts,
  readPosSale,
  recentPosSales,
  type NewCustomer,
  type PaymentMethod,
  type PosPayment,
  type PosSaleBody,
  type TillCustomer,
} from '../../api/pos/pos-sales';
import { randomKey } from '../../api/pos/random-key';
import { keepCheckoutKey, readSaleInProgress, type SaleInProgress } from '../../api/pos/sale-in-progress';
import type { OutboxStatus } from '../../api/pos/outbox-sender';
import type { CatalogStatus } from '../../api/pos/till-catalog';
import { acknowledgeRefusedSale, checkoutAtTill, isWaitingSale, keepCatalog, keepSendingOutbox, prepareTill, type TillCheckout, type WaitingSale } from '../../api/pos/till-checkout';
import { fetchMethodAccounts } from '../../api/settings/shop-settings';
import type { CalendarDate } from '../../domain/calendar-date';
import { parseMoney, toDecimalText, ZERO } from '../../domain/money';
import type { ReturnRecord } from '../../domain/returns.schemas';
import { parsePercent } from '../../domain/percent';
import type { Sale, SaleRow } from '../../domain/sales.schemas';
import type { Till } from '../../domain/tills.schemas';
import type { ShownText } from '../common/notifications';
import { accountsByMethod, tillAccounts, type AccountsByMethod } from '../common/payment-accounts';
import { lineKey, posCartMachine, priceCart, type CartCharges, type CartLine } from './pos-cart.machine';
import { posPaymentMachine } from './pos-payment.machine';
import type { ReturnFormInput, returnFormMachine } from '../returns/return-form.machine';
import { posTilesMachine } from './pos-tiles.machine';
import { waitingReceipt, type WaitingReceiptFacts } from './waiting-receipt';

/** The till this browser is bound to, as the POS sells at it (docs/tills-and-shifts.md#tills). */
export type BoundTill = Pick<Till, '_id' | 'name' | 'code' | 'warehouse' | 'warehouseName' | 'biller' | 'billerName' | 'cashAccount' | 'methodAccounts'>;

export interface TillInput {
  /** The shop's date, for promotions. */
  today: CalendarDate;
  /** The till: its warehouse is where the POS sells from, its biller bills, its accounts take the money. */
  till: BoundTill;
  /** Makes the idempotency key of each new cart; tests give their own. */
  newKey?: () => string;
  /** The open shift it sells in: a sale numbered on the till names it (docs/offline-till.md#sales-made-offline); null sends every sale to the server directly. */
  shiftId?: string | null;
  /** Who is selling, for a receipt the till prints before the server answers. */
  cashier?: string | null;
}

/** A cart's checkout key: 128 random bits as hex after pos- (src/api/pos/random-key.ts). */
export const newCheckoutKey = (): string => randomKey('pos');

export interface TillOptions {
  customers: TillCustomer[];
  accounts: NamedOption[];
  /** The account each payment method starts on (General Setting's, else the default account). */
  accountFor: AccountsByMethod;
  /** The cart this tab had on the till when it was last reloaded or crashed, or one a closed tab left (docs/offline-till.md#the-till-in-the-browser); none when it was empty. */
  saleInProgress?: SaleInProgress<CartLine, CartCharges> | null;
}

export const SALE_RESTORED: MessageDescriptor = /*i18n*/ { id: 'pos.till.sale-restored', message: 'Sale in progress restored.' };

export type PosTillEvent =
  | { type: 'till.retry' }
  | { type: 'till.customer.choose'; id: string }
  | { type: 'till.customer.new' }
  | { type: 'till.customer.field'; field: keyof NewCustomer; text: string }
  | { type: 'till.customer.save' }
  | { type: 'till.customer.close' }
  | { type: 'till.pay'; method: PaymentMethod }
  | { type: 'till.draft' }
  | { type: 'till.cancel' }
  | { type: 'till.cancel.confirm' }
  | { type: 'till.cancel.dismiss' }
  | { type: 'till.recent.open' }
  | { type: 'till.recent.close' }
  | { type: 'till.recent.resume'; id: string }
  | { type: 'till.recent.reprint'; id: string }
  | { type: 'till.recent.return'; id: string }
  | { type: 'till.return' }
  | { type: 'till.checkout.retry' }
  | { type: 'till.checkout.stop' }
  | { type: 'till.receipt.print' }
  | { type: 'till.receipt.close' }
  /** From the cart: a product went in. */
  | { type: 'till.cart.added' }
  /** The outbox of this browser: how many sales wait, when the server last answered, what it refused. */
  | { type: 'till.outbox'; status: OutboxStatus }
  /** The cashier pressed Noted under a sale the server refused after its receipt was printed. */
  | { type: 'till.outbox.acknowledge'; clientId: string }
  /** The catalog kept on the till for sales without the server: how far its read has come. */
  | { type: 'till.catalog'; status: CatalogStatus }
  /** The return form, loaded on demand and so spawned rather than invoked, ended (closed, or saved a return). */
  | { type: 'xstate.done.actor.returnForm'; output: { saved: ReturnRecord | null } };

/** A checkout the server did not answer is sent again after this long, with the same key. */
export const CHECKOUT_RETRY_MS = 3000;

// The till's own words (docs/i18n.md#machines); the server's refusals come as its own sentences.
const LOAD_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.till.load-failed', message: 'The till could not be opened: its customers or accounts did not load. Check the connection and try again.' };
const RECENT_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.till.recent-failed', message: 'The recent transactions could not be loaded. Check the connection and try again.' };
const CUSTOMER_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.till.customer-failed', message: 'The customer could not be saved. Check the connection and try again.' };
const DRAFT_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.till.draft-failed', message: 'The draft could not be loaded. Check the connection and try again.' };
const RETURN_NOT_LOADED: MessageDescriptor = /*i18n*/ { id: 'pos.till.return-not-loaded', message: 'The return could not be opened. Check the connection and try again.' };
const SALE_FAILED: MessageDescriptor = /*i18n*/ { id: 'pos.till.sale-failed', message: 'The sale could not be loaded. Check the connection and try again.' };
const NO_ANSWER: MessageDescriptor = /*i18n*/ { id: 'pos.till.no-answer', message: 'The server did not answer. The sale is kept and is sent again with the same key, so it is made once.' };
const NO_ANSWER_DRAFT: MessageDescriptor = /*i18n*/ { id: 'pos.till.no-answer-draft', message: 'The server did not answer. The cart is kept; save the draft again.' };
const CUSTOMER_REQUIRED: MessageDescriptor = /*i18n*/ { id: 'pos.till.customer-required', message: 'Name, phone, address and city are required.' };
const STOPPED_SENDING: MessageDescriptor = /*i18n*/ { id: 'pos.till.stopped-sending', message: 'Stopped sending. The cart and its key are kept: pay again to send it.' };
const PRODUCT_FIRST: MessageDescriptor = /*i18n*/ { id: 'pos.till.product-first', message: 'Add a product to the cart first.' };
const CUSTOMER_FIRST: MessageDescriptor = /*i18n*/ { id: 'pos.till.customer-first', message: 'Choose the customer first.' };
const keptOnTill = (reference: string): MessageDescriptor =>
  /*i18n*/ ({ id: 'pos.till.kept-on-till', message: 'The server has not answered yet: sale {reference} is kept on this till and sent as soon as it answers. Its receipt is printed.', values: { reference } });
const draftSaved = (reference: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.till.draft-saved', message: 'Draft {reference} saved. Resume it from Recent transaction.', values: { reference } });
const draftInCart = (reference: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.till.draft-in-cart', message: 'Draft {reference} is in the cart.', values: { reference } });
const saleRefused = (status: number): MessageDescriptor => /*i18n*/ ({ id: 'pos.till.sale-refused', message: 'The sale was refused ({status}).', values: { status } });
const EMPTY_CUSTOMER: NewCustomer = { name: '', phone: '', address: '', city: '' };

type TillContext = Required<TillInput> &
  Omit<TillOptions, 'saleInProgress'> & {
    customerId: string | null;
    failure: ShownText | null;
    /** The idempotency key of the cart on the till: made when the cart opens, kept through every retry of the same sale. */
    key: string;
    /** The body last sent with `key` that got no answer yet (JSON), null once the server answered. */
    unansweredBody: string | null;
    /** The Pending sale the cart was resumed from: completing it completes that sale. */
    draftId: string | null;
    /** The payments being sent with the sale. */
    payments: PosPayment[];
    /** The last completed sale (or the one reprinted), for the receipt. */
    receipt: Sale | null;
    outbox: OutboxStatus;
    /** The catalog this browser keeps for the till, to scan and search without the server; null until it is read. */
    catalog: CatalogStatus | null;
    /** What the sale on its way was made of, taken when it was sent: the till's own receipt if the server does not answer. */
    sending: Omit<WaitingReceiptFacts, 'waiting'> | null;
    /** The cart lines a checkout was refused for, short of stock: line key -> what the server said of it. */
    shortLines: Record<string, string>;
    /** What the till says above the cart: a refusal, a saved draft, a lost answer. */
    notice: { kind: 'error' | 'info'; text: ShownText } | null;
    recent: SaleRow[];
    newCustomer: NewCustomer;
    customerProblem: ShownText | null;
    cart: ActorRefFrom<typeof posCartMachine>;
    tiles: ActorRefFrom<typeof posTilesMachine>;
  };

/** What a checkout or a draft sends: the cart as a sale, its key, and the till and shift that may number it. */
function checkoutOf(context: TillContext, status: PosSaleBody['status'], payments: PosPayment[]): TillCheckout {
  return { key: context.key, draftId: context.draftId, body: saleBody(context, status, payments), till: { id: context.till._id, code: context.till.code }, shiftId: context.shiftId };
}

/** The sale as it is sent, for the receipt the till prints itself when the server does not answer. */
function sendingOf(context: TillContext): Omit<WaitingReceiptFacts, 'waiting'> {
  const cart = context.cart.getSnapshot().context;
  const { till } = context;
  return {
    body: saleBody(context, 'Completed', context.payments),
    lines: cart.lines,
    priced: priceCart(cart),
    names: {
      customer: context.customers.find((customer) => customer.id === context.customerId)?.name ?? '',
      warehouse: till.warehouseName,
      biller: till.billerName,
      till: till.name,
      cashier: context.cashier,
    },
  };
}

/** The cart as a sale: the lines at the prices shown, the charges and totals of posTotals. */
export function saleBody(context: TillContext, status: PosSaleBody['status'], payments: PosPayment[]): PosSaleBody {
  const cart = context.cart.getSnapshot().context;
  const priced = priceCart(cart);
  return {
    customerId: context.customerId!,
    tillId: context.till._id,
    warehouseId: context.till.warehouse,
    billerId: context.till.biller,
    status,
    lines: cart.lines.map((line, index) => ({
      productId: line.product.id,
      name: line.product.name,
      code: line.product.code,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: priced.lines[index].unitPrice,
      subtotal: priced.lines[index].subtotal,
    })),
    taxRate: cart.charges.taxRate,
    discount: cart.charges.discount,
    coupon: cart.charges.coupon,
    shipping: cart.charges.shipping,
    grandTotal: priced.totals.grandTotal,
    payments,
  };
}

/**
 * A saved sale's lines back in the cart, at the prices it was saved with. A variant line stays that
 * variant (its item code keys the line, as a `{code}-{itemCode}` scan does, and its name shows after
 * the product's); the saved unit price already holds the variant's extra, so the extra here is 0.
 * Its stock is not read again: the line is kept as it was, and the checkout says when it is short.
 */
function cartLinesOf(sale: Sale): CartLine[] {
  return sale.products.map((line) => {
    const variant = line.variant !== null && line.variantCode !== null ? { name: line.variant, itemCode: line.variantCode, barcode: null, additionalPrice: ZERO, stock: 0 } : null;
    const product: PosItem = {
      id: line._id,
      name: line.productName,
      code: line.productCode,
      image: null,
      pricing: { price: parseMoney(line.unitPrice), promotion: null, warehousePrices: null },
      taxRate: parsePercent(line.taxRate),
      taxMethod: line.taxMethod,
      stock: 0,
      variants: variant ? [variant] : [],
      scannedVariant: null,
    };
    return { key: lineKey(product, variant?.itemCode ?? null), product, variant: variant?.itemCode ?? null, quantity: line.quantity };
  });
}

/** What the till says once a return is saved at it: what went back, and how. */
export function returnSavedText(saved: ReturnRecord): MessageDescriptor {
  const { reference, document } = saved;
  const refunded = toDecimalText(parseMoney(saved.refunded));
  const credited = toDecimalText(parseMoney(saved.credited));
  if (saved.refunded > 0 && saved.credited > 0) {
    return /*i18n*/ { id: 'pos.till.return-saved-both', message: "Return {reference} of {document} saved: {refunded} refunded, {credited} put on the customer's credit.", values: { reference, document, refunded, credited } };
  }
  if (saved.refunded > 0) return /*i18n*/ { id: 'pos.till.return-saved-refunded', message: 'Return {reference} of {document} saved: {refunded} refunded.', values: { reference, document, refunded } };
  if (saved.credited > 0) {
    return /*i18n*/ { id: 'pos.till.return-saved-credited', message: "Return {reference} of {document} saved: {credited} put on the customer's credit.", values: { reference, document, credited } };
  }
  return /*i18n*/ { id: 'pos.till.return-saved', message: 'Return {reference} of {document} saved.', values: { reference, document } };
}

const cartIsEmpty = (context: TillContext) => context.cart.getSnapshot().context.lines.length === 0;

/** What the cashier must do before paying or holding the cart, or null when the sale can go. */
function whyCannotSell(context: TillContext): MessageDescriptor | null {
  if (cartIsEmpty(context)) return PRODUCT_FIRST;
  if (context.customerId === null) return CUSTOMER_FIRST;
  return null;
}
const grandTotalOf = (context: TillContext) => priceCart(context.cart.getSnapshot().context).totals.grandTotal;
/** The server's 422 for a key it already holds for another body (docs/money-and-payments.md, "Idempotency"). */
const isKeyReused = (refusal: Refusal) => refusal.status === 422 && refusal.issues.some((issue) => issue.path === 'Idempotency-Key');
/** What the till says of a refused sale: the field the server named, else its sentence, else the status. */
export const saleMessage = (refusal: Refusal): ShownText => {
  // A reused key is the request's fault, not a field's: the server's own sentence says so.
  if (isKeyReused(refusal)) return refusal.message || refusal.issues[0]!.message;
  return refusal.issues[0]?.message || refusal.message || saleRefused(refusal.status);
};
/**
 * The cart lines a refusal names (the server's 409 for short stock names every short line as
 * `products.<index>`, in the order the cart sent them), by the cart's line key.
 */
function shortLinesOf(context: TillContext, refusal: Refusal): Record<string, string> {
  const lines = context.cart.getSnapshot().context.lines;
  const named = refusal.issues.flatMap((issue) => {
    const index = /^products\.(\d+)$/.exec(issue.path)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? [[line.key, issue.message] as const] : [];
  });
  return Object.fromEntries(named);
}
/** What a refused sale says above the cart: every short line when there are several, else the one reason. */
const refusedSaleText = (context: TillContext, refusal: Refusal): ShownText => (Object.keys(shortLinesOf(context, refusal)).length > 1 && refusal.message ? refusal.message : saleMessage(refusal));
/** The answer's refusal, in the actions of an `onDone` branch after `isAnswered`'s. */
const refusalOf = (answer: ApiResult<unknown>): Refusal => answer as Refusal;
const answered = { type: 'isAnswered', params: ({ event }: { event: { output: ApiResult<unknown> } }) => ({ answer: event.output }) } as const;

/** The three reads the till opens with, as one answer: the first refusal, or all the data. */
async function readTillOptions(till: BoundTill, signal: AbortSignal): Promise<ApiResult<TillOptions>> {
  // The sale this tab had before the page opened (or a closed tab left), asked for before the reads below:
  // what is scanned while they are on their way is kept by the cart as it comes, and is not this.
  const keptSale = readSaleInProgress<CartLine, CartCharges>();
  // Numbers for the sales it may make without the server (docs/offline-till.md#the-till-in-the-browser),
  // reserved while the till opens and sells: the pay buttons do not wait for them.
  void prepareTill({ id: till._id, code: till.code });
  const [customers, accounts, methodAccounts, saleInProgress] = await Promise.all([customerChoices(signal), paymentAccounts(signal), fetchMethodAccounts(signal), keptSale]);
  if (!customers.ok) return customers;
  if (!accounts.ok) return accounts;
  if (!methodAccounts.ok) return methodAccounts;
  return {
    ok: true,
    data: {
      customers: customers.data,
      accounts: accounts.data,
      accountFor: tillAccounts(till, accountsByMethod(methodAccounts.data, accounts.data)),
      saleInProgress,
    },
  };
}

/**
 * The till (docs/screens.md#point-of-sale): warehouse, biller and customer (walk-in by
 * default, or one added on the spot), the cart and the tiles as children, then paying (a child per
 * payment), the checkout with the cart's idempotency key (a lost answer is sent again with the same
 * key until the server answers), the receipt, drafts (Pending sales) to resume, Cancel after a
 * question, and Recent transaction to reprint or resume.
 */
export const posTillMachine = setup({
  types: {
    context: {} as TillContext,
    events: {} as PosTillEvent,
    input: {} as TillInput,
    /**
     * What the screen reads (docs/architecture.md#machines): opening (its options load), selling
     * (the pay buttons work), sending (a sale or a draft on its way), retrying (a sale got no
     * answer), which dialog is open, and in them loading and reading (Recent transaction) and
     * saving (Add Customer).
     */
    tags: {} as 'opening' | 'selling' | 'sending' | 'retrying' | 'cancelQuestion' | 'recentDialog' | 'loading' | 'reading' | 'customerDialog' | 'saving',
  },
  actors: {
    // Each answers the data or the server's refusal (docs/architecture.md#machines): a refusal is
    // branched on in onDone; onError means there was no answer.
    loadOptions: fromPromise<ApiResult<TillOptions>, BoundTill>(({ input, signal }) => readTillOptions(input, signal)),
    submitSale: fromPromise<ApiResult<Sale | WaitingSale>, TillCheckout>(({ input, signal }) => checkoutAtTill(input, signal)),
    outbox: fromCallback<{ type: 'none' }, void, { type: 'till.outbox'; status: OutboxStatus }>(({ sendBack }) => keepSendingOutbox((status) => sendBack({ type: 'till.outbox', status }))),
    catalog: fromCallback<{ type: 'none' }, { tillId: string }, { type: 'till.catalog'; status: CatalogStatus }>(({ input, sendBack }) =>
      keepCatalog(input.tillId, (status) => sendBack({ type: 'till.catalog', status })),
    ),
    loadRecent: fromPromise<ApiResult<SaleRow[]>>(({ signal }) => recentPosSales(signal)),
    loadSale: fromPromise<ApiResult<Sale>, { id: string }>(({ input, signal }) => readPosSale(input.id, signal)),
    saveCustomer: fromPromise<ApiResult<TillCustomer>, NewCustomer>(({ input, signal }) => addCustomer(input, signal)),
    cart: posCartMachine,
    tiles: posTilesMachine,
    payment: posPaymentMachine,
    // The return form's code loads when a return is started, not with the till (docs/quality.md#budgets):
    // answered with the input it opens with, so the dialog opens on the sale that was chosen.
    loadReturnForm: fromPromise<{ logic: typeof returnFormMachine; input: ReturnFormInput }, ReturnFormInput>(async ({ input }) => ({
      logic: (await import('../returns/return-form.machine')).returnFormMachine,
      input,
    })),
  },
  actions: {
    // The receipt is drawn in the next frame; printing waits for it. Tests count the calls instead.
    printReceipt: () => {
      requestAnimationFrame(() => window.print());
    },
    /** The checkout key of the cart on the till, kept with the sale in progress so a sale sent before a reload is not made twice. */
    keepKey: ({ context }) => keepCheckoutKey({ key: context.key, unansweredBody: context.unansweredBody }),
    refuseSale: assign(({ context }) => ({ notice: { kind: 'error' as const, text: whyCannotSell(context) ?? '' } })),
    emptyCart: sendTo(({ context }) => context.cart, { type: 'cart.clear' as const }),
    /**
     * The sale that was on the till before a reload, a crash or a closed tab, back in the cart. With
     * none kept the cart is left as it is: what was scanned while the till opened stays.
     */
    restoreCart: sendTo(
      ({ context }) => context.cart,
      (_, params: { sale: SaleInProgress<CartLine, CartCharges> }) => ({ type: 'cart.restore' as const, lines: params.sale.lines, charges: params.sale.charges }),
    ),
    /** The options read: the walk-in customer (else the first), so a small shop never touches the select. */
    takeOptions: assign(({ context }, params: { options: TillOptions }) => {
      const { options } = params;
      const kept = options.saleInProgress;
      return {
        customers: options.customers,
        accounts: options.accounts,
        accountFor: options.accountFor,
        customerId: options.customers.find((customer) => customer.isWalkIn)?.id ?? options.customers[0]?.id ?? null,
        // A restored sale keeps its checkout key (docs/money-and-payments.md, "Idempotency"): sent before the
        // reload and sent again now, it answers the sale the first send made instead of making a second.
        ...(kept?.key ? { key: kept.key, unansweredBody: kept.unansweredBody ?? null } : { key: context.key }),
      };
    }),
    noteRestored: assign({ notice: { kind: 'info' as const, text: SALE_RESTORED } }),
    /** A new cart gets a new key; the one just used stays with its sale. */
    openNewCart: assign(({ context }) => ({
      key: context.newKey(),
      unansweredBody: null,
      draftId: null,
      payments: [],
      shortLines: {},
      customerId: context.customers.find((customer) => customer.isWalkIn)?.id ?? context.customers[0]?.id ?? null,
    })),
    /**
     * Before each send: the key names one body (docs/money-and-payments.md, "Idempotency"). The same
     * sale sent again after a lost answer keeps its key, so it is made once; a cart (or its payments,
     * or a draft becoming a sale) changed since a send that got no answer is another sale, which the
     * server would refuse under the old key (422), so it takes a new one.
     */
    keyTheBody: assign(({ context }, params: { body: PosSaleBody }) => {
      const sending = JSON.stringify(params.body);
      return { key: context.unansweredBody !== null && context.unansweredBody !== sending ? context.newKey() : context.key, unansweredBody: sending };
    }),
    // The store tells every tab's till, this one's too, through the outbox's status.
    acknowledgeRefused: ({ event }) => {
      assertEvent(event, 'till.outbox.acknowledge');
      void acknowledgeRefusedSale(event.clientId);
    },
    /** The server answered (made it, or refused it and so made nothing): the key's body is settled. */
    settleBody: assign({ unansweredBody: null }),
  },
  guards: {
    isCustomer: ({ context, event }) => event.type === 'till.customer.choose' && context.customers.some((option) => option.id === event.id),
    canSell: ({ context }) => whyCannotSell(context) === null,
    isFree: ({ context }) => grandTotalOf(context) === 0,
    hasCart: ({ context }) => !cartIsEmpty(context),
    isCustomerComplete: ({ context }) => Object.values(context.newCustomer).every((text) => text.trim() !== ''),
    /** The payment dialog closed with payments (not cancelled). */
    wasPaid: (_, params: { payments: PosPayment[] | null }) => params.payments !== null,
    /** The server answered with the data, not a refusal. */
    isAnswered: (_, params: { answer: ApiResult<unknown> }) => params.answer.ok,
  },
  delays: { checkoutRetry: CHECKOUT_RETRY_MS },
}).createMachine({
  id: 'posTill',
  context: ({ input, spawn }) => ({
    today: input.today,
    newKey: input.newKey ?? newCheckoutKey,
    till: input.till,
    shiftId: input.shiftId ?? null,
    cashier: input.cashier ?? null,
    customers: [],
    accounts: [],
    accountFor: accountsByMethod({}, []),
    customerId: null,
    failure: null,
    key: (input.newKey ?? newCheckoutKey)(),
    unansweredBody: null,
    draftId: null,
    payments: [],
    receipt: null,
    outbox: { waiting: 0, lastReachedAt: null, refused: [] },
    catalog: null,
    sending: null,
    shortLines: {},
    notice: null,
    recent: [],
    newCustomer: EMPTY_CUSTOMER,
    customerProblem: null,
    // Warehouse prices are keyed by the warehouse's name, stock by its id: the till's (docs/screens.md#point-of-sale).
    cart: spawn('cart', { id: 'cart', input: { today: input.today, warehouse: input.till.warehouseName, warehouseId: input.till.warehouse } }),
    tiles: spawn('tiles', { id: 'tiles', input: { warehouseId: input.till.warehouse } }),
  }),
  initial: 'loading',
  // The outbox is sent, and the catalog kept, while the till is open in this tab, whatever it is doing (docs/offline-till.md#the-till-in-the-browser).
  invoke: [
    { id: 'outbox', src: 'outbox' },
    { id: 'catalog', src: 'catalog', input: ({ context }) => ({ tillId: context.till._id }) },
  ],
  on: {
    'till.catalog': { actions: assign({ catalog: ({ event }) => event.status }), description: 'Open the till the first time: it says how much of the catalog it keeps for sales without the server' },
    'till.outbox': { actions: assign({ outbox: ({ event }) => event.status }), description: 'Stop the server and sell: the till says how many sales wait to be sent' },
    'till.outbox.acknowledge': { actions: 'acknowledgeRefused', description: 'Press Noted under a refused sale' },
  },
  states: {
    loading: {
      description: 'The POS screen says it is loading',
      tags: 'opening',
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => context.till,
        onDone: [
          {
            // The sale that was on the till before a reload, a crash or a closed tab, back in the cart with a note.
            guard: ({ event }) => event.output.ok && Boolean(event.output.data.saleInProgress),
            target: 'open',
            actions: [
              { type: 'takeOptions', params: ({ event }) => ({ options: acceptedData(event.output) }) },
              'keepKey',
              { type: 'restoreCart', params: ({ event }) => ({ sale: acceptedData(event.output).saleInProgress! }) },
              'noteRestored',
            ],
          },
          // None kept: the cart is left as it is (what was scanned while the till opened stays).
          { guard: answered, target: 'open', actions: [{ type: 'takeOptions', params: ({ event }) => ({ options: acceptedData(event.output) }) }, 'keepKey'] },
          { target: 'failed', actions: assign({ failure: ({ event }) => reasonOf(event.output, LOAD_FAILED) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: LOAD_FAILED }) },
      },
    },
    failed: { description: 'The POS screen says it could not load, with a button to try again', on: { 'till.retry': { target: 'loading', description: 'Press Try again' } } },
    open: {
      initial: 'selling',
      on: {
        'till.customer.choose': { guard: 'isCustomer', actions: assign(({ event }) => ({ customerId: event.id })) },
      },
      states: {
        selling: {
          description: 'The cart and the pay buttons (Cash, Card, Draft, Cancel, Recent transaction) are ready',
          tags: 'selling',
          on: {
            'till.pay': [
              { guard: not('canSell'), actions: 'refuseSale', description: 'Press {method}' },
              { guard: 'isFree', target: 'checkingOut', actions: assign({ payments: [], notice: null }), description: 'Press {method}' },
              { target: 'paying', actions: assign({ notice: null }), description: 'Press {method}' },
            ],
            'till.draft': [
              { guard: 'canSell', target: 'drafting', actions: assign({ notice: null }), description: 'Press Draft' },
              { actions: 'refuseSale', description: 'Press Draft' },
            ],
            'till.cancel': { guard: 'hasCart', target: 'confirmingCancel', description: 'Press Cancel' },
            'till.recent.open': { target: 'recent', actions: assign({ notice: null }), description: 'Press Recent transaction' },
            'till.return': { target: 'returning', actions: assign({ notice: null }), description: 'Press Return a sale' },
            'till.customer.new': { target: 'addingCustomer', actions: assign({ newCustomer: EMPTY_CUSTOMER, customerProblem: null }), description: 'Press Add customer (beside Customer)' },
            'till.receipt.print': { guard: ({ context }) => context.receipt !== null, actions: 'printReceipt', description: 'Press Print again on the receipt' },
            'till.receipt.close': { actions: assign({ receipt: null }), description: 'Press Close receipt' },
            // The next customer's first product closes the last receipt (docs/screens.md#receipt).
            'till.cart.added': { guard: ({ context }) => context.receipt !== null, actions: assign({ receipt: null }), description: 'Add a product to the cart' },
          },
        },
        paying: {
          description: 'The payment dialog is open',
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context, event }) => {
              assertEvent(event, 'till.pay');
              return {
                due: grandTotalOf(context),
                method: event.method,
                accounts: context.accounts,
                accountFor: context.accountFor,
                customerId: context.customerId!,
                isWalkIn: context.customers.find((customer) => customer.id === context.customerId)?.isWalkIn ?? false,
              };
            },
            onDone: [
              { guard: { type: 'wasPaid', params: ({ event }) => ({ payments: event.output.payments }) }, target: 'checkingOut', actions: assign({ payments: ({ event }) => event.output.payments! }) },
              { target: 'selling' },
            ],
          },
        },
        checkingOut: {
          description: 'The sale is being sent',
          tags: 'sending',
          entry: [
            { type: 'keyTheBody', params: ({ context }) => ({ body: saleBody(context, 'Completed', context.payments) }) },
            'keepKey',
            assign({ shortLines: {}, sending: ({ context }) => sendingOf(context) }),
          ],
          invoke: {
            id: 'submitSale',
            src: 'submitSale',
            input: ({ context }) => checkoutOf(context, 'Completed', context.payments),
            onDone: [
              {
                guard: answered,
                target: 'selling',
                actions: [
                  assign(({ context, event }) => {
                    const made = acceptedData(event.output);
                    if (!isWaitingSale(made)) return { receipt: made, notice: null };
                    return { receipt: waitingReceipt({ waiting: made, ...context.sending! }), notice: { kind: 'info' as const, text: keptOnTill(made.reference) } };
                  }),
                  'emptyCart',
                  'openNewCart',
                  'keepKey',
                  { type: 'printReceipt' },
                ],
              },
              // Refused (short stock, a deposit too small): nothing was made; the cart and its key stay. A key the
              // server holds for another sale cannot make this one: the cart stays and takes a new key.
              {
                target: 'selling',
                actions: [
                  'settleBody',
                  assign(({ context, event }) => ({
                    notice: { kind: 'error' as const, text: refusedSaleText(context, refusalOf(event.output)) },
                    shortLines: shortLinesOf(context, refusalOf(event.output)),
                    payments: [],
                    key: isKeyReused(refusalOf(event.output)) ? context.newKey() : context.key,
                  })),
                  'keepKey',
                ],
              },
            ],
            // No answer (offline, timed out): the sale may have been made, so it is sent again with the same key.
            onError: { target: 'waitingToRetry', actions: assign({ notice: { kind: 'error', text: NO_ANSWER } }) },
          },
        },
        waitingToRetry: {
          description: 'A notice says the sale is not sent yet, with Send again now and Stop sending',
          tags: 'retrying',
          after: { checkoutRetry: 'checkingOut' },
          on: {
            'till.checkout.retry': { target: 'checkingOut', description: 'Press Send again now' },
            // The cart and its key stay: paying again later sends the same key, so a sale the lost answer made is not made twice.
            'till.checkout.stop': { target: 'selling', description: 'Press Stop sending', actions: assign({ notice: { kind: 'info', text: STOPPED_SENDING }, payments: [] }) },
          },
        },
        drafting: {
          description: 'The draft is being saved',
          tags: 'sending',
          entry: [{ type: 'keyTheBody', params: ({ context }) => ({ body: saleBody(context, 'Pending', []) }) }, 'keepKey'],
          invoke: {
            id: 'saveDraft',
            src: 'submitSale',
            input: ({ context }) => checkoutOf(context, 'Pending', []),
            onDone: [
              {
                guard: answered,
                target: 'selling',
                actions: [
                  assign(({ event }) => ({ notice: { kind: 'info' as const, text: draftSaved(acceptedData(event.output).reference) } })),
                  'emptyCart',
                  'openNewCart',
                  'keepKey',
                ],
              },
              {
                target: 'selling',
                actions: [
                  'settleBody',
                  assign(({ context, event }) => ({
                    notice: { kind: 'error' as const, text: saleMessage(refusalOf(event.output)) },
                    key: isKeyReused(refusalOf(event.output)) ? context.newKey() : context.key,
                  })),
                  'keepKey',
                ],
              },
            ],
            onError: { target: 'selling', actions: assign({ notice: { kind: 'error', text: NO_ANSWER_DRAFT } }) },
          },
        },
        confirmingCancel: {
          description: "A dialog asks 'Cancel this sale?'",
          tags: 'cancelQuestion',
          on: {
            'till.cancel.confirm': { target: 'selling', actions: ['emptyCart', 'openNewCart', 'keepKey', assign({ notice: null })], description: 'Press Empty the cart' },
            'till.cancel.dismiss': { target: 'selling', description: 'Close the dialog without emptying the cart' },
          },
        },
        recent: {
          tags: 'recentDialog',
          initial: 'loading',
          on: { 'till.recent.close': { target: 'selling', description: 'Press Close in Recent transaction' } },
          states: {
            loading: {
              description: 'Recent transaction says it is loading',
              tags: 'loading',
              invoke: {
                id: 'loadRecent',
                src: 'loadRecent',
                onDone: [
                  { guard: answered, target: 'shown', actions: assign({ recent: ({ event }) => acceptedData(event.output) }) },
                  { target: 'shown', actions: assign({ recent: [], notice: ({ event }) => ({ kind: 'error' as const, text: fieldReasonOf(event.output, RECENT_FAILED) }) }) },
                ],
                onError: { target: 'shown', actions: assign({ recent: [], notice: { kind: 'error', text: RECENT_FAILED } }) },
              },
            },
            shown: {
              description: 'Recent transaction lists the last sales, a draft with Resume, a completed sale with Reprint',
              on: {
                'till.recent.resume': { description: 'Press Resume on the draft', guard: ({ context, event }) => context.recent.some((sale) => sale._id === event.id && sale.saleStatus === 'Pending'), target: 'resuming' },
                'till.recent.reprint': { description: 'Press Reprint on the completed sale', guard: ({ context, event }) => context.recent.some((sale) => sale._id === event.id && sale.saleStatus === 'Completed'), target: 'reprinting' },
                'till.recent.return': { description: 'Press Return on the completed sale', guard: ({ context, event }) => context.recent.some((sale) => sale._id === event.id && sale.saleStatus === 'Completed'), target: '#posTill.open.returning' },
              },
            },
            resuming: {
              description: 'The draft is being read back into the cart',
              tags: 'reading',
              invoke: {
                id: 'loadSale',
                src: 'loadSale',
                input: ({ event }) => {
                  assertEvent(event, 'till.recent.resume');
                  return { id: event.id };
                },
                onDone: [
                  {
                    guard: answered,
                    target: '#posTill.open.selling',
                    actions: [
                      sendTo(
                        ({ context }) => context.cart,
                        ({ event }) => {
                          const draft = acceptedData(event.output);
                          return {
                            type: 'cart.restore' as const,
                            lines: cartLinesOf(draft),
                            charges: {
                              discount: parseMoney(draft.orderDiscount),
                              coupon: parseMoney(draft.coupon),
                              taxRate: parsePercent(draft.orderTax),
                              shipping: parseMoney(draft.shippingCost),
                            },
                          };
                        },
                      ),
                      assign(({ context, event }) => {
                        const draft = acceptedData(event.output);
                        return {
                          draftId: draft._id,
                          key: context.newKey(),
                          unansweredBody: null,
                          customerId: context.customers.some((customer) => customer.id === draft.customerId) ? draft.customerId : context.customerId,
                          notice: { kind: 'info' as const, text: draftInCart(draft.reference) },
                        };
                      }),
                      'keepKey',
                    ],
                  },
                  { target: 'shown', actions: assign({ notice: ({ event }) => ({ kind: 'error' as const, text: fieldReasonOf(event.output, DRAFT_FAILED) }) }) },
                ],
                onError: { target: 'shown', actions: assign({ notice: { kind: 'error', text: DRAFT_FAILED } }) },
              },
            },
            reprinting: {
              description: 'The sale is being read for its receipt',
              tags: 'reading',
              invoke: {
                id: 'loadSale',
                src: 'loadSale',
                input: ({ event }) => {
                  assertEvent(event, 'till.recent.reprint');
                  return { id: event.id };
                },
                onDone: [
                  { guard: answered, target: '#posTill.open.selling', actions: [assign({ receipt: ({ event }) => acceptedData(event.output) }), { type: 'printReceipt' }] },
                  { target: 'shown', actions: assign({ notice: ({ event }) => ({ kind: 'error' as const, text: fieldReasonOf(event.output, SALE_FAILED) }) }) },
                ],
                onError: { target: 'shown', actions: assign({ notice: { kind: 'error', text: SALE_FAILED } }) },
              },
            },
          },
        },
        returning: {
          description: "The dialog 'Add Sale Return' is open at this till: the refund is paid within its open shift",
          initial: 'loading',
          states: {
            loading: {
              description: "The dialog 'Add Sale Return' is opening",
              invoke: {
                id: 'loadReturnForm',
                src: 'loadReturnForm',
                // On the sale chosen in Recent transaction, else on the search by receipt number (docs/tills-and-shifts.md#refunds-at-the-till).
                input: ({ context, event }) => ({ kind: 'sale' as const, till: context.till, ...(event.type === 'till.recent.return' ? { documentId: event.id } : {}) }),
                onDone: {
                  target: 'open',
                  // xstate types a spawn's id only for the actors given to setup; this one's code came later.
                  actions: enqueueActions(({ enqueue, event }) => enqueue.spawnChild(event.output.logic as AnyActorLogic, { id: 'returnForm', input: event.output.input } as never)),
                },
                onError: { target: '#posTill.open.selling', actions: assign({ notice: { kind: 'error' as const, text: RETURN_NOT_LOADED } }) },
              },
            },
            open: {
              description: "The dialog 'Add Sale Return' finds a sale and takes back its lines",
              exit: stopChild('returnForm'),
              on: {
                'xstate.done.actor.returnForm': {
                  description: 'Save the return in the dialog, or close the dialog',
                  target: '#posTill.open.selling',
                  actions: assign({
                    notice: ({ event }) => (event.output.saved ? { kind: 'info' as const, text: returnSavedText(event.output.saved) } : null),
                  }),
                },
              },
            },
          },
        },
        addingCustomer: {
          tags: 'customerDialog',
          initial: 'editing',
          on: { 'till.customer.close': { target: '.closed', description: 'Press Cancel in Add Customer' } },
          states: {
            editing: {
              description: 'The Add Customer dialog shows Name, Phone, Address and City',
              on: {
                'till.customer.field': { description: "Type '{text}' in the customer's {field}", actions: assign(({ context, event }) => ({ newCustomer: { ...context.newCustomer, [event.field]: event.text }, customerProblem: null })) },
                'till.customer.save': [
                  { guard: 'isCustomerComplete', target: 'saving', description: 'Press Add customer in the dialog' },
                  { actions: assign({ customerProblem: CUSTOMER_REQUIRED }), description: 'Press Add customer in the dialog' },
                ],
              },
            },
            saving: {
              description: "The Add Customer dialog's button says Saving…",
              tags: 'saving',
              invoke: {
                id: 'saveCustomer',
                src: 'saveCustomer',
                input: ({ context }) => context.newCustomer,
                onDone: [
                  {
                    guard: answered,
                    target: 'closed',
                    actions: assign(({ context, event }) => {
                      const customer = acceptedData(event.output);
                      return { customers: [...context.customers, customer], customerId: customer.id };
                    }),
                  },
                  { target: 'editing', actions: assign({ customerProblem: ({ event }) => fieldReasonOf(event.output, CUSTOMER_FAILED) }) },
                ],
                onError: { target: 'editing', actions: assign({ customerProblem: CUSTOMER_FAILED }) },
              },
            },
            closed: { always: '#posTill.open.selling' },
          },
        },
      },
    },
  },
});

export type PosTillActor = ActorRefFrom<typeof posTillMachine>;
