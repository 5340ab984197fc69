import { assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { dataOf, type ApiResult } from '../../api/common/http';
import { loadSaleChoices, type SaleChoices } from '../../api/sales/sale-choices';
import { getSale, saveSale } from '../../api/sales/sales';
import { calendarDateIn } from '../../domain/calendar-date';
import { parseMoney, subtractMoney, toWire, ZERO, type Minor } from '../../domain/money';
import { salePaymentStatusOf } from '../../domain/payment-status';
import { parsePercent, percentToWire } from '../../domain/percent';
import { SALE_NO_PRODUCTS_MESSAGE, SALE_REQUIRED_MESSAGE, type Sale, type SaleStatus } from '../../domain/sales.schemas';
import { screens } from '../../domain/screens';
import { orderLinesMachine, selectPricedOrder, type OrderLine, type OrderLinesInput } from '../common/order-lines.machine';
import type { NavigateEvent, NotifyEvent } from '../common/notifications';

/** docs/screens.md#toasts-and-timings: the sale form's message shows 5 s. */
export const SALE_MESSAGE_MS = 5000;

export const SALE_ADDED_MESSAGE = 'Sales form submitted successfully!';
export const SALE_UPDATED_MESSAGE = 'Sales form updated';
/** docs/screens.md#messages: the server's message, else these. */
export const SALE_REFUSED_MESSAGE = 'An error occurred.';
export const SALE_FAILED_MESSAGE = 'Failed to submit the form.';
export const SALE_LOAD_FAILED_MESSAGE = 'The sale could not be loaded. Check the connection and try again.';

export interface SaleFormValues {
  customer: string;
  warehouse: string;
  biller: string;
  saleStatus: SaleStatus;
  saleNote: string;
  staffNote: string;
}

export type SaleFormField = keyof SaleFormValues;

export interface SaleFormInput {
  /** The sale being edited; absent on Add Sale. */
  id?: string;
  /** General Setting's time zone: the shop's date decides which promotions apply. */
  timeZone: string;
}

export interface SaleBanner {
  kind: 'success' | 'error';
  message: string;
}

export interface SaleFormContext {
  id: string | null;
  timeZone: string;
  choices: SaleChoices | null;
  values: SaleFormValues;
  lines: ActorRefFrom<typeof orderLinesMachine> | null;
  /** What the edited sale was paid and what its returns took off it (nothing on Add Sale): its Payment Status follows from them. */
  settled: { paid: Minor; returned: Minor };
  banner: SaleBanner | null;
  /** What the checks or the server said about a field ('customer', 'products.0.subTotal'). */
  fieldErrors: Record<string, string>;
  loadError: string | null;
}

export type SaleFormEvent =
  | { type: 'shop.timeZone'; timeZone: string }
  | { type: 'field.change'; name: SaleFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'banner.shown' };

export interface LoadedSaleForm {
  choices: SaleChoices;
  sale: Sale | null;
}

export interface SaveSaleInput {
  id: string | null;
  body: Record<string, unknown>;
}

const EMPTY_VALUES: SaleFormValues = { customer: '', warehouse: '', biller: '', saleStatus: 'Completed', saleNote: '', staffNote: '' };
const NOTHING_SETTLED = { paid: ZERO, returned: ZERO };
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
      product: { id: line._id, name: line.productName, code: line.productCode, cost: parseMoney(0), pricing: { price: unitPrice }, taxRate: parsePercent(line.taxRate), taxMethod: line.taxMethod },
      variant: line.variant !== null && line.variantCode !== null ? { name: line.variant, itemCode: line.variantCode } : null,
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
    loadSaleForm: fromPromise<LoadedSaleForm, { id: string | null }>(async ({ input, signal }) => {
      const [choices, sale] = await Promise.all([loadSaleChoices(signal).then(dataOf), input.id ? getSale(input.id, signal).then(dataOf) : null]);
      return { choices, sale };
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
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadSaleForm',
        src: 'loadSaleForm',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event, spawn }) => {
            const { choices, sale } = event.output;
            const values = sale ? valuesOf(sale) : EMPTY_VALUES;
            const charges = sale
              ? { orderTaxRate: parsePercent(sale.orderTax), discount: parseMoney(sale.orderDiscount), shipping: parseMoney(sale.shippingCost) }
              : undefined;
            const lines = spawn('orderLines', { input: linesInput({ ...context, choices, values }, sale ? linesOf(sale) : [], charges) });
            const settled = sale ? { paid: parseMoney(sale.paid), returned: parseMoney(sale.returned) } : NOTHING_SETTLED;
            return { choices, values, lines, settled };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: SALE_LOAD_FAILED_MESSAGE }) },
      },
    },
    loadFailed: {
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
export function salePaymentStatus(settled: SaleFormContext['settled'], lines: SnapshotFrom<typeof orderLinesMachine>) {
  const owed = subtractMoney(selectPricedOrder(lines).totals.grandTotal, settled.returned);
  return { status: salePaymentStatusOf(owed, settled.paid), paid: toWire(settled.paid), owed: toWire(owed) };
}
export const selectSaleSettled = (snapshot: SaleFormSnapshot) => snapshot.context.settled;
export const selectIsSaving = (snapshot: SaleFormSnapshot) => snapshot.matches({ ready: { form: 'saving' } });
