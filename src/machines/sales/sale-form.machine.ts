import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { acceptedData, firstRefusal, type ApiResult } from '../../api/common/http';
import { loadSaleChoices, type SaleChoices } from '../../api/sales/sale-choices';
import { getSale, saveSale } from '../../api/sales/sales';
import { paymentAccounts, type PaymentAccountOption } from '../../api/pos/pos-sales';
import { readTill } from '../../api/pos/pos-shifts';
import { readMethodAccounts } from '../../api/settings/shop-settings';
import { DomainError } from '../../domain/domain-error';
import type { AccountPaymentMethod } from '../../domain/shop-constants';
import { accountsByMethod, tillAccounts, type AccountsByMethod } from '../common/payment-accounts';
import { isNotFound, loadFailureMessage } from '../common/load-failure';
import { calendarDateIn } from '../../domain/calendar-date';
import { addMoney, parseMoney, subtractMoney, sumMoney, toDecimalText, toWire, ZERO, type Minor } from '../../domain/money';
import { salePaymentStatusOf } from '../../domain/payment-status';
import { parsePercent, percentToWire } from '../../domain/percent';
import { SALE_NO_PRODUCTS_MESSAGE, SALE_REQUIRED_MESSAGE, type Sale, type SaleStatus } from '../../domain/sales.schemas';
import { screens } from '../../domain/screens';
import { orderLinesMachine, selectPricedOrder, type OrderLine, type OrderLinesInput } from '../common/order-lines.machine';
import type { NavigateEvent, NotifyEvent, ShownText } from '../common/notifications';

/** docs/screens.md#toasts-and-timings: the sale form's message shows 5 s. */
export const SALE_MESSAGE_MS = 5000;

// The sale form's own words (docs/i18n.md#machines), as docs/screens.md#messages gives them.
export const SALE_ADDED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.added', message: 'Sales form submitted successfully!' };
export const SALE_UPDATED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.updated', message: 'Sales form updated' };
/** docs/screens.md#messages: the server's message, else these. */
export const SALE_REFUSED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.refused', message: 'An error occurred.' };
export const SALE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.failed', message: 'Failed to submit the form.' };
export const PAYMENTS_REFUSED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.payments-refused', message: 'Check the payments: each needs an amount, an account and, for a cheque or gift card, its number.' };
export const SALE_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'sale.form.load-failed', message: 'The sale could not be loaded. Check the connection and try again.' };

export interface SaleFormValues {
  customer: string;
  warehouse: string;
  biller: string;
  saleStatus: SaleStatus;
  saleNote: string;
  staffNote: string;
}

export type SaleFormField = keyof SaleFormValues;

/** A payment typed on the form (method, amount, account, a cheque's or gift card's number): sent with the sale. */
export interface SaleFormPayment {
  method: AccountPaymentMethod;
  amount: string;
  accountId: string;
  number: string;
}
export type SalePaymentField = 'method' | 'amount' | 'account' | 'number';

/** The accounts a payment may go into and where each method starts (General Setting's, else the default account). */
export interface SalePaymentAccounts {
  accounts: PaymentAccountOption[];
  accountFor: AccountsByMethod;
}

export interface SaleFormInput {
  /** The sale being edited; absent on Add Sale. */
  id?: string;
  /** General Setting's time zone: the shop's date decides which promotions apply. */
  timeZone: string;
}

export interface SaleBanner {
  kind: 'success' | 'error';
  /** The form's own words, or the server's, or a domain rule's English (src/domain/sales.schemas.ts). */
  message: ShownText;
}

export interface SaleFormContext {
  id: string | null;
  timeZone: string;
  choices: SaleChoices | null;
  values: SaleFormValues;
  lines: ActorRefFrom<typeof orderLinesMachine> | null;
  /** What the edited sale was paid and what its returns took off it (nothing on Add Sale): its Payment Status follows from them. */
  settled: { paid: Minor; returned: Minor };
  paymentAccounts: SalePaymentAccounts;
  /** Payments entered on this form, recorded when the sale is saved. */
  payments: SaleFormPayment[];
  banner: SaleBanner | null;
  /** What the checks or the server said about a field ('customer', 'products.0.subTotal'). */
  fieldErrors: Record<string, string>;
  loadError: ShownText | null;
}

export type SaleFormEvent =
  | { type: 'shop.timeZone'; timeZone: string }
  | { type: 'field.change'; name: SaleFormField; value: string }
  | { type: 'payment.add' }
  | { type: 'payment.change'; index: number; field: SalePaymentField; value: string }
  | { type: 'payment.remove'; index: number }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'banner.shown' };

export interface LoadedSaleForm {
  choices: SaleChoices;
  sale: Sale | null;
  paymentAccounts: SalePaymentAccounts;
}

export interface SaveSaleInput {
  id: string | null;
  body: Record<string, unknown>;
}

const EMPTY_VALUES: SaleFormValues = { customer: '', warehouse: '', biller: '', saleStatus: 'Completed', saleNote: '', staffNote: '' };
const NOTHING_SETTLED = { paid: ZERO, returned: ZERO };
const NO_PAYMENT_ACCOUNTS: SalePaymentAccounts = { accounts: [], accountFor: accountsByMethod({}, []) };
/** The methods whose number the form asks for, with what it says when the number is missing. */
const NUMBER_NAMES: Partial<Record<AccountPaymentMethod, string>> = { Cheque: 'Enter the cheque number.', GiftCard: 'Enter the gift card number.' };
export const paymentNeedsNumber = (method: AccountPaymentMethod) => NUMBER_NAMES[method] !== undefined;

/**
 * The payments typed, as the body sends them, or the messages under their boxes (keyed as the
 * server names them: 'payments.0.amount'). Money exists only in payments a person entered
 * (docs/money-and-payments.md, "Payment status").
 */
export function paymentsBody(payments: readonly SaleFormPayment[]): { payments: Record<string, unknown>[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const body = payments.map((payment, index) => {
    let amount = ZERO;
    try {
      amount = parseMoney(payment.amount.trim() === '' ? '0' : payment.amount.trim());
      if (amount <= 0) errors[`payments.${index}.amount`] = 'Enter the amount paid.';
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors[`payments.${index}.amount`] = error.message;
    }
    if (payment.accountId === '') errors[`payments.${index}.accountId`] = 'Choose the account the payment goes into.';
    const numberName = NUMBER_NAMES[payment.method];
    if (numberName && payment.number.trim() === '') errors[`payments.${index}.methodNumber`] = numberName;
    return { method: payment.method, amount: toWire(amount), accountId: payment.accountId, ...(numberName ? { methodNumber: payment.number.trim() } : {}) };
  });
  return Object.keys(errors).length > 0 ? { errors } : { payments: body };
}

/** What the payments typed add up to (those that are not amounts count 0). */
function typedPaid(payments: readonly SaleFormPayment[]): Minor {
  return sumMoney(
    payments.map((payment) => {
      try {
        return parseMoney(payment.amount.trim() === '' ? '0' : payment.amount.trim());
      } catch {
        return ZERO;
      }
    }),
  );
}
const REQUIRED_FIELDS = ['customer', 'warehouse', 'biller'] as const;

function valuesOf(sale: Sale): SaleFormValues {
  return {
    customer: sale.customerId,
    warehouse: sale.warehouseId,
    biller: sale.billerId,
    saleStatus: sale.saleStatus,
    saleNote: sale.saleNote,
    staffNote: sale.staffNote,
  };
}

/** A sale's lines as the order lines hold them: each keeps the price it was sold at, and a variant line its variant. */
function linesOf(sale: Sale): OrderLine[] {
  return sale.products.map((line) => {
    const unitPrice = parseMoney(line.unitPrice);
    return {
      product: { id: line._id, name: line.productName, code: line.productCode, variants: [], scannedVariant: null, cost: parseMoney(0), pricing: { price: unitPrice }, taxRate: parsePercent(line.taxRate), taxMethod: line.taxMethod },
      // The saved unit price already holds the size's extra.
      variant: line.variant !== null && line.variantCode !== null ? { name: line.variant, itemCode: line.variantCode, additionalPrice: ZERO } : null,
      quantity: line.quantity,
      unitPrice,
      discount: parseMoney(line.discount),
      taxRate: parsePercent(line.taxRate),
    };
  });
}

function linesInput(context: Pick<SaleFormContext, 'choices' | 'values' | 'timeZone'>, lines: OrderLine[], charges?: OrderLinesInput['charges']): OrderLinesInput {
  const warehouse = context.choices?.warehouses.find((choice) => choice.id === context.values.warehouse)?.name ?? null;
  return { pricing: { kind: 'sale', today: calendarDateIn(new Date(), context.timeZone), warehouse }, lines, charges };
}

/**
 * The body in docs/api.md#the-calls: the form's fields (no paymentStatus: a status is derived from payments,
 * never a command that makes one; docs/money-and-payments.md, "Payment status"), products with _id, productName, quantity, unitPrice,
 * subTotal, and totalAmount; a variant line names its variant by item code, so the server keeps it.
 */
export function saleBodyOf(context: SaleFormContext): Record<string, unknown> {
  const snapshot = context.lines!.getSnapshot();
  const { lines, charges } = snapshot.context;
  const priced = selectPricedOrder(snapshot);
  return {
    ...context.values,
    orderTax: percentToWire(charges.orderTaxRate),
    orderDiscount: toWire(charges.discount),
    shippingCost: toWire(charges.shipping),
    products: lines.map((line, index) => ({
      _id: line.product.id,
      productName: line.product.name,
      productCode: line.product.code,
      quantity: line.quantity,
      unitPrice: toWire(line.unitPrice),
      discount: toWire(line.discount),
      taxRate: percentToWire(line.taxRate),
      subTotal: toWire(priced.lines[index]!.subtotal),
      ...(line.variant ? { variant: line.variant.itemCode } : {}),
    })),
    totalAmount: toWire(priced.totals.grandTotal),
    ...(context.payments.length > 0 ? paymentsBody(context.payments) : {}),
  };
}

function missingFields(values: SaleFormValues): string[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * Add Sale and Edit Sale (docs/screens.md#sales and #messages): customer, warehouse and biller (required),
 * statuses, notes, and the order lines machine for the products, order tax, discount and shipping.
 * A failed submit shows the reason in a red banner for 5 s; a saved sale goes to the sale list.
 */
export const saleFormMachine = setup({
  types: {
    context: {} as SaleFormContext,
    events: {} as SaleFormEvent,
    input: {} as SaleFormInput,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    // The choices, the sale and the payment accounts, or the first refusal among them (a sale that is gone, the user's access).
    loadSaleForm: fromPromise<ApiResult<LoadedSaleForm>, { id: string | null }>(async ({ input, signal }) => {
      const noSale: ApiResult<Sale | null> = { ok: true, data: null };
      const [choices, sale, accounts, methodAccounts] = await Promise.all([
        loadSaleChoices(signal),
        input.id ? getSale(input.id, signal) : noSale,
        paymentAccounts(signal),
        readMethodAccounts(signal),
      ]);
      const refused = firstRefusal([choices, sale, accounts]);
      if (refused) return refused;
      const accountList = acceptedData(accounts);
      const shop = accountsByMethod(methodAccounts, accountList);
      // A sale made at a till takes a payment on the till's accounts, as its checkout did
      // (docs/tills-and-shifts.md#edits-of-a-tills-sale): the form starts each one there.
      const tillId = acceptedData(sale)?.tillId;
      const till = tillId ? await readTill(tillId, signal) : null;
      if (till && !till.ok) return till;
      const accountFor = till ? tillAccounts(acceptedData(till), shop) : shop;
      return { ok: true, data: { choices: acceptedData(choices), sale: acceptedData(sale), paymentAccounts: { accounts: accountList, accountFor } } };
    }),
    saveSale: fromPromise<ApiResult<Sale>, SaveSaleInput>(({ input, signal }) => saveSale(input, signal)),
    orderLines: orderLinesMachine,
  },
  actions: {
    // The order lines take the current warehouse and the shop's today for the lines added from now on; lines already there keep their prices.
    repriceNewLines: enqueueActions(({ context, enqueue }) => {
      if (!context.lines) return;
      const current = context.lines.getSnapshot().context;
      enqueue.stopChild(context.lines);
      enqueue.assign({ lines: ({ spawn }) => spawn('orderLines', { input: linesInput(context, current.lines, current.charges) }) });
    }),
  },
  guards: {
    hasMissingFields: ({ context }) => missingFields(context.values).length > 0,
    hasNoLines: ({ context }) => (context.lines?.getSnapshot().context.lines.length ?? 0) === 0,
    isWarehouseChange: ({ event }) => event.type === 'field.change' && event.name === 'warehouse',
    isPayment: ({ context, event }) => (event.type === 'payment.change' || event.type === 'payment.remove') && event.index >= 0 && event.index < context.payments.length,
    hasPaymentErrors: ({ context }) => 'errors' in paymentsBody(context.payments),
  },
  delays: {
    saleMessage: SALE_MESSAGE_MS,
  },
}).createMachine({
  id: 'saleForm',
  context: ({ input }) => ({
    id: input.id ?? null,
    timeZone: input.timeZone,
    choices: null,
    values: EMPTY_VALUES,
    lines: null,
    settled: NOTHING_SETTLED,
    paymentAccounts: NO_PAYMENT_ACCOUNTS,
    payments: [],
    banner: null,
    fieldErrors: {},
    loadError: null,
  }),
  initial: 'loading',
  on: {
    // General Setting arrived after the form opened (a deep link), or changed: promotions follow the shop's date.
    'shop.timeZone': { guard: ({ context, event }) => event.timeZone !== context.timeZone, actions: [assign({ timeZone: ({ event }) => event.timeZone }), 'repriceNewLines'] },
  },
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadSaleForm',
        src: 'loadSaleForm',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign(({ context, event, spawn }) => {
              const { choices, sale, paymentAccounts } = acceptedData(event.output);
              const values = sale ? valuesOf(sale) : EMPTY_VALUES;
              const charges = sale
                ? { orderTaxRate: parsePercent(sale.orderTax), discount: parseMoney(sale.orderDiscount), shipping: parseMoney(sale.shippingCost) }
                : undefined;
              const lines = spawn('orderLines', { input: linesInput({ ...context, choices, values }, sale ? linesOf(sale) : [], charges) });
              const settled = sale ? { paid: parseMoney(sale.paid), returned: parseMoney(sale.returned) } : NOTHING_SETTLED;
              return { choices, values, lines, settled, paymentAccounts, payments: [] };
            }),
          },
          { target: 'loadFailed', actions: assign({ loadError: ({ event }) => loadFailureMessage(event.output, SALE_LOAD_FAILED_MESSAGE) }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: SALE_LOAD_FAILED_MESSAGE }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'form.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': [
                  {
                    guard: 'isWarehouseChange',
                    // Lines added from now on take this warehouse's own price; lines already there keep theirs.
                    actions: [
                      assign(({ context, event }) => ({ values: { ...context.values, warehouse: event.value }, fieldErrors: withoutField(context.fieldErrors, 'warehouse') })),
                      'repriceNewLines',
                    ],
                  },
                  {
                    actions: assign(({ context, event }) => ({ values: { ...context.values, [event.name]: event.value }, fieldErrors: withoutField(context.fieldErrors, event.name) })),
                  },
                ],
                // A new payment starts as Cash for what is still owed, into Cash's account.
                'payment.add': {
                  actions: assign(({ context }) => {
                    const owed = context.lines ? salePaymentStatus(context.settled, context.lines.getSnapshot()).owedMinor : ZERO;
                    const left = subtractMoney(subtractMoney(owed, context.settled.paid), typedPaid(context.payments));
                    const payment: SaleFormPayment = { method: 'Cash', amount: left > 0 ? toDecimalText(left) : '', accountId: context.paymentAccounts.accountFor.Cash ?? '', number: '' };
                    return { payments: [...context.payments, payment] };
                  }),
                },
                'payment.change': {
                  guard: 'isPayment',
                  actions: assign(({ context, event }) => ({
                    payments: context.payments.map((payment, index) => {
                      if (index !== event.index) return payment;
                      // The account follows the method (docs/money-and-payments.md, "Methods and accounts"); one chosen after it stays.
                      if (event.field === 'method') {
                        const method = event.value as AccountPaymentMethod;
                        return { ...payment, method, accountId: context.paymentAccounts.accountFor[method] ?? payment.accountId, number: '' };
                      }
                      return { ...payment, [event.field === 'account' ? 'accountId' : event.field]: event.value };
                    }),
                    fieldErrors: withoutPayments(context.fieldErrors),
                  })),
                },
                'payment.remove': { guard: 'isPayment', actions: assign(({ context, event }) => ({ payments: context.payments.filter((_, index) => index !== event.index), fieldErrors: withoutPayments(context.fieldErrors) })) },
                'form.submit': [
                  {
                    guard: 'hasMissingFields',
                    actions: [
                      assign(({ context }) => ({
                        banner: { kind: 'error' as const, message: SALE_REQUIRED_MESSAGE },
                        fieldErrors: { ...context.fieldErrors, ...Object.fromEntries(missingFields(context.values).map((field) => [field, SALE_REQUIRED_MESSAGE])) },
                      })),
                      raise({ type: 'banner.shown' }),
                    ],
                  },
                  {
                    guard: 'hasNoLines',
                    actions: [assign({ banner: { kind: 'error', message: SALE_NO_PRODUCTS_MESSAGE } }), raise({ type: 'banner.shown' })],
                  },
                  {
                    guard: 'hasPaymentErrors',
                    actions: [
                      assign(({ context }) => {
                        const checked = paymentsBody(context.payments);
                        return { banner: { kind: 'error' as const, message: PAYMENTS_REFUSED_MESSAGE }, fieldErrors: { ...context.fieldErrors, ...('errors' in checked ? checked.errors : {}) } };
                      }),
                      raise({ type: 'banner.shown' }),
                    ],
                  },
                  { target: 'saving' },
                ],
              },
            },
            saving: {
              entry: assign({ banner: null }),
              invoke: {
                id: 'saveSale',
                src: 'saveSale',
                input: ({ context }) => ({ id: context.id, body: saleBodyOf(context) }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'saved',
                    actions: [
                      emit(({ context }) => ({ type: 'notify' as const, kind: 'success' as const, message: context.id ? SALE_UPDATED_MESSAGE : SALE_ADDED_MESSAGE, place: 'layout' as const })),
                      emit({ type: 'navigate', to: screens.saleList.path }),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      assign(({ event }) => {
                        const refusal = event.output.ok ? null : event.output;
                        return {
                          banner: { kind: 'error' as const, message: refusal?.message || SALE_REFUSED_MESSAGE },
                          fieldErrors: Object.fromEntries((refusal?.issues ?? []).filter((issue) => issue.path).map((issue) => [issue.path, issue.message])),
                        };
                      }),
                      raise({ type: 'banner.shown' }),
                    ],
                  },
                ],
                onError: { target: 'editing', actions: [assign({ banner: { kind: 'error', message: SALE_FAILED_MESSAGE } }), raise({ type: 'banner.shown' })] },
              },
            },
            saved: { type: 'final' },
          },
        },
        banner: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'banner.shown': 'shown' } },
            shown: {
              on: { 'banner.shown': { target: 'shown', reenter: true } },
              after: { saleMessage: { target: 'hidden', actions: assign({ banner: null }) } },
            },
          },
        },
      },
    },
  },
});

function withoutPayments(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('payments')));
}

function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

export type SaleFormActor = ActorRefFrom<typeof saleFormMachine>;
export type SaleFormSnapshot = SnapshotFrom<typeof saleFormMachine>;

export const selectSaleValues = (snapshot: SaleFormSnapshot) => snapshot.context.values;
export const selectSaleBanner = (snapshot: SaleFormSnapshot) => snapshot.context.banner;
export const selectSaleFieldErrors = (snapshot: SaleFormSnapshot) => snapshot.context.fieldErrors;
export const selectSaleLines = (snapshot: SaleFormSnapshot) => snapshot.context.lines;
export const selectSaleChoices = (snapshot: SaleFormSnapshot) => snapshot.context.choices;
/**
 * The Payment Status the sale will have with the lines on screen: derived from what was paid and the
 * new grand total (less returns), as the server derives it. An edit that raises the total leaves the
 * rest due; one below what was paid is refused by the server with the amount to refund.
 */
export function salePaymentStatus(settled: SaleFormContext['settled'], lines: SnapshotFrom<typeof orderLinesMachine>, payments: readonly SaleFormPayment[] = []) {
  const owed = subtractMoney(selectPricedOrder(lines).totals.grandTotal, settled.returned);
  const paid = addMoney(settled.paid, typedPaid(payments));
  return { status: salePaymentStatusOf(owed, paid), paid: toWire(paid), owed: toWire(owed), owedMinor: owed };
}
export const selectSaleSettled = (snapshot: SaleFormSnapshot) => snapshot.context.settled;
export const selectSalePayments = (snapshot: SaleFormSnapshot) => snapshot.context.payments;
export const selectSalePaymentAccounts = (snapshot: SaleFormSnapshot) => snapshot.context.paymentAccounts;
export const selectIsSaving = (snapshot: SaleFormSnapshot) => snapshot.matches({ ready: { form: 'saving' } });

/** The sale asked for does not exist (a 404): the screen links back to the Sale List instead of Retry. */
export const selectSaleNotFound = (snapshot: { hasTag(tag: string): boolean; context: { loadError?: ShownText | null } }) => isNotFound(snapshot, SALE_LOAD_FAILED_MESSAGE);
