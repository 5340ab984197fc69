import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { acceptedData, firstRefusal, type ApiResult } from '../../api/common/http';
import { getPurchase, loadPurchaseChoices, savePurchase, type PurchaseChoices } from '../../api/purchases/purchases';
import { parseMoney, toWire, ZERO } from '../../domain/money';
import { parsePercent, percentToWire } from '../../domain/percent';
import { attachmentFileName } from '../../domain/purchase-import';
import { DEFAULT_PURCHASE_STATUS, PRODUCTS_REQUIRED_MESSAGE, WAREHOUSE_REQUIRED_MESSAGE, type Purchase, type PurchaseStatus } from '../../domain/purchase.schemas';
import { screens } from '../../domain/screens';
import { orderLinesMachine, selectPricedOrder, type OrderLine } from '../common/order-lines.machine';
import type { NavigateEvent, NotifyEvent, ShownText } from '../common/notifications';
import { isNotFound, loadFailureMessage } from '../common/load-failure';

/** docs/screens.md#messages: the Add Purchase alert, now only after the server saved it. */
export const PURCHASE_ADDED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.added', message: 'Purchase order submitted successfully!' };
export const PURCHASE_UPDATED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.updated', message: 'Purchase updated successfully!' };
/** docs/screens.md#messages (Edit Purchase): said when the server gave no reason of its own. */
export const PURCHASE_REFUSED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.refused', message: 'Failed to update purchase.' };
export const PURCHASE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.failed', message: 'The purchase could not be saved. Check the connection and try again.' };
export const PURCHASE_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase.load-failed', message: 'The purchase could not be loaded. Check the connection and try again.' };

export interface PurchaseFormValues {
  warehouse: string;
  supplier: string;
  purchaseStatus: PurchaseStatus;
  note: string;
  /** 'Paid in full': the server pays the balance from the default account. */
  paidInFull: boolean;
}

export type PurchaseFormEvent =
  | { type: 'field.change'; name: 'warehouse' | 'supplier' | 'purchaseStatus' | 'note'; value: string }
  | { type: 'field.paidInFull'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

export interface PurchaseFormContext {
  id: string | null;
  choices: PurchaseChoices | null;
  values: PurchaseFormValues;
  lines: ActorRefFrom<typeof orderLinesMachine> | null;
  /** What the checks or the server said about a field ('warehouse', 'products.0.subTotal'). */
  fieldErrors: Record<string, string>;
  loadError: ShownText | null;
  /** The edited purchase's attached document (Import Purchase), to download; null when it has none. */
  attachment: PurchaseAttachment | null;
}

export interface PurchaseAttachment {
  href: string;
  /** 'PR-000012.pdf': what the download is saved as. */
  fileName: string;
}

export interface LoadedPurchaseForm {
  choices: PurchaseChoices;
  purchase: Purchase | null;
}

export interface SavePurchaseInput {
  id: string | null;
  body: Record<string, unknown>;
}

const EMPTY_VALUES: PurchaseFormValues = { warehouse: '', supplier: '', purchaseStatus: DEFAULT_PURCHASE_STATUS, note: '', paidInFull: false };

function attachmentOf(purchase: Purchase | null): PurchaseAttachment | null {
  if (!purchase?.attachment) return null;
  return { href: purchase.attachment, fileName: attachmentFileName(purchase.reference, purchase.attachment) };
}

function valuesOf(purchase: Purchase): PurchaseFormValues {
  return { warehouse: purchase.warehouseId, supplier: purchase.supplierId ?? '', purchaseStatus: purchase.purchaseStatus, note: purchase.note, paidInFull: false };
}

/** A purchase's lines as the order lines hold them: each keeps the cost it was bought at, and a size's line its size. */
function linesOf(purchase: Purchase): OrderLine[] {
  return purchase.products.map((line) => {
    const cost = parseMoney(line.productCost);
    const taxRate = parsePercent(line.taxRate);
    return {
      product: { id: line.productId, name: line.productName, code: line.productCode, variants: [], scannedVariant: null, cost, pricing: { price: cost }, taxRate, taxMethod: 'Exclusive' as const },
      variant: line.variant && line.variantCode ? { name: line.variant, itemCode: line.variantCode, additionalPrice: ZERO } : null,
      quantity: line.quantity,
      unitPrice: cost,
      discount: parseMoney(line.discount),
      taxRate,
    };
  });
}

/** The body in docs/api.md#the-calls: the purchase's fields, its products (each with tax, discount, subTotal, productCost, productCode, quantity) and total. */
export function purchaseBodyOf(context: Pick<PurchaseFormContext, 'values' | 'lines'>): Record<string, unknown> {
  const snapshot = context.lines!.getSnapshot();
  const { lines, charges } = snapshot.context;
  const priced = selectPricedOrder(snapshot);
  const { values } = context;
  return {
    warehouse: values.warehouse,
    supplier: values.supplier === '' ? null : values.supplier,
    purchaseStatus: values.purchaseStatus,
    orderTax: percentToWire(charges.orderTaxRate),
    discount: toWire(charges.discount),
    shippingCost: toWire(charges.shipping),
    note: values.note,
    products: lines.map((line, index) => ({
      productId: line.product.id,
      productCode: line.product.code,
      // A size's line names its size by item code (docs/decisions/021-warehouses-and-variants.md).
      ...(line.variant ? { variant: line.variant.itemCode } : {}),
      quantity: line.quantity,
      productCost: toWire(line.unitPrice),
      discount: toWire(line.discount),
      taxRate: percentToWire(line.taxRate),
      tax: toWire(priced.lines[index]!.tax),
      subTotal: toWire(priced.lines[index]!.subtotal),
    })),
    total: toWire(priced.totals.grandTotal),
    paidInFull: values.paidInFull,
  };
}

function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

const failure = (message: ShownText) => ({ type: 'notify' as const, kind: 'error' as const, message, place: 'layout' as const });

/**
 * Add Purchase and Edit Purchase (docs/screens.md#purchases and #messages): warehouse (required), supplier,
 * status, note and 'Paid in full', with the order lines machine for the products, order tax,
 * discount and shipping. The success alert follows only a save the server accepted, then the list;
 * a refusal shows the server's message and marks the fields it named.
 */
export const purchaseFormMachine = setup({
  types: {
    context: {} as PurchaseFormContext,
    events: {} as PurchaseFormEvent,
    input: {} as { id?: string },
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    // The choices and the purchase, or the first refusal among them (a purchase that is gone, the user's access).
    loadPurchaseForm: fromPromise<ApiResult<LoadedPurchaseForm>, { id: string | null }>(async ({ input, signal }) => {
      const noPurchase: ApiResult<Purchase | null> = { ok: true, data: null };
      const [choices, purchase] = await Promise.all([loadPurchaseChoices(signal), input.id ? getPurchase(input.id, signal) : noPurchase]);
      return firstRefusal([choices, purchase]) ?? { ok: true, data: { choices: acceptedData(choices), purchase: acceptedData(purchase) } };
    }),
    savePurchase: fromPromise<ApiResult<Purchase>, SavePurchaseInput>(({ input, signal }) => savePurchase(input, signal)),
    orderLines: orderLinesMachine,
  },
  guards: {
    hasNoWarehouse: ({ context }) => context.values.warehouse.trim() === '',
    hasNoLines: ({ context }) => (context.lines?.getSnapshot().context.lines.length ?? 0) === 0,
  },
}).createMachine({
  id: 'purchaseForm',
  context: ({ input }) => ({ id: input.id ?? null, choices: null, values: EMPTY_VALUES, lines: null, fieldErrors: {}, loadError: null, attachment: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadPurchaseForm',
        src: 'loadPurchaseForm',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            actions: assign(({ event, spawn }) => {
              const { choices, purchase } = acceptedData(event.output);
              const charges = purchase
                ? { orderTaxRate: parsePercent(purchase.orderTax), discount: parseMoney(purchase.discount), shipping: parseMoney(purchase.shippingCost) }
                : undefined;
              const lines = spawn('orderLines', { input: { pricing: { kind: 'purchase' }, lines: purchase ? linesOf(purchase) : [], charges } });
              return { choices, values: purchase ? valuesOf(purchase) : EMPTY_VALUES, lines, attachment: attachmentOf(purchase) };
            }),
          },
          { target: 'loadFailed', actions: assign({ loadError: ({ event }) => loadFailureMessage(event.output, PURCHASE_LOAD_FAILED_MESSAGE) }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: PURCHASE_LOAD_FAILED_MESSAGE }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'form.retry': 'loading' },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.name]: event.value }, fieldErrors: withoutField(context.fieldErrors, event.name) })),
        },
        'field.paidInFull': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, paidInFull: event.value } })),
        },
        'form.submit': [
          {
            guard: 'hasNoWarehouse',
            actions: [assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, warehouse: WAREHOUSE_REQUIRED_MESSAGE } })), emit(failure(WAREHOUSE_REQUIRED_MESSAGE))],
          },
          {
            guard: 'hasNoLines',
            actions: [assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, products: PRODUCTS_REQUIRED_MESSAGE } })), emit(failure(PRODUCTS_REQUIRED_MESSAGE))],
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'savePurchase',
        src: 'savePurchase',
        input: ({ context }) => ({ id: context.id, body: purchaseBodyOf(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'saved',
            actions: [
              emit(({ context }) => ({ type: 'notify' as const, kind: 'success' as const, message: context.id ? PURCHASE_UPDATED_MESSAGE : PURCHASE_ADDED_MESSAGE, place: 'layout' as const })),
              emit({ type: 'navigate', to: screens.purchaseList.path }),
            ],
          },
          {
            target: 'editing',
            actions: [
              assign(({ event }) => {
                const refusal = event.output.ok ? null : event.output;
                return { fieldErrors: Object.fromEntries((refusal?.issues ?? []).filter((issue) => issue.path).map((issue) => [issue.path, issue.message])) };
              }),
              emit(({ event }) => failure((!event.output.ok && event.output.message) || PURCHASE_REFUSED_MESSAGE)),
            ],
          },
        ],
        onError: { target: 'editing', actions: emit(failure(PURCHASE_FAILED_MESSAGE)) },
      },
    },
    saved: { type: 'final' },
  },
});

export type PurchaseFormActor = ActorRefFrom<typeof purchaseFormMachine>;
export type PurchaseFormSnapshot = SnapshotFrom<typeof purchaseFormMachine>;

export const selectPurchaseValues = (snapshot: PurchaseFormSnapshot) => snapshot.context.values;
export const selectPurchaseFieldErrors = (snapshot: PurchaseFormSnapshot) => snapshot.context.fieldErrors;
export const selectPurchaseLines = (snapshot: PurchaseFormSnapshot) => snapshot.context.lines;
/**
 * What the server refused about the lines, the products as a whole or one line's field
 * ('products.0.discount'), as one text under the Order Table (a toast alone goes away).
 */
export const selectPurchaseLinesProblem = (snapshot: PurchaseFormSnapshot): string | undefined =>
  Object.entries(snapshot.context.fieldErrors)
    .filter(([path]) => path === 'products' || path.startsWith('products.'))
    .map(([, message]) => message)
    .join(' ') || undefined;
export const selectPurchaseChoices = (snapshot: PurchaseFormSnapshot) => snapshot.context.choices;
export const selectPurchaseAttachment = (snapshot: PurchaseFormSnapshot) => snapshot.context.attachment;
export const selectIsSaving = (snapshot: PurchaseFormSnapshot) => snapshot.matches('saving');

/** The purchase asked for does not exist (a 404): the screen links back to the Purchase List instead of Retry. */
export const selectPurchaseNotFound = (snapshot: { hasTag(tag: string): boolean; context: { loadError?: ShownText | null } }) => isNotFound(snapshot, PURCHASE_LOAD_FAILED_MESSAGE);
