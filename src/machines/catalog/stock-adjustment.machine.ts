import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import { getStockHistory, saveStockAdjustment } from '../../api/stock/stock';
import { acceptedData, reasonOf, type ApiResult } from '../../api/common/http';
import {
  adjustmentDelta,
  adjustmentProblem,
  stockAdjustmentInputSchema,
  type AdjustmentMode,
  type AdjustmentReason,
  type StockAdjustmentAnswer,
  type StockAdjustmentInput,
  type StockHistory,
} from '../../domain/stock.schemas';
import type { NotifyEvent, ShownText } from '../common/notifications';
import type { MessageDescriptor } from '@lingui/core';

export const STOCK_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'stock.load-failed', message: 'Could not load the stock of this product. Please try again.' };
export const STOCK_SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'stock.save-failed', message: 'Could not save the adjustment. Please try again.' };

/** The fields of the form a message can sit under. */
export type StockField = 'variant' | 'quantity' | 'reason' | 'note' | 'warehouseId';

/** The size choice that counts the product's own stock, which it kept from before its sizes (docs/decisions/021-warehouses-and-variants.md). */
export const UNASSIGNED_SIZE = 'unassigned';
export const CHOOSE_SIZE_MESSAGE = 'Choose a size.';

export type StockAdjustmentEvent =
  | { type: 'stock.open'; productId: string; productName: string }
  | { type: 'stock.close' }
  | { type: 'stock.retry' }
  | { type: 'stock.warehouse.choose'; warehouseId: string }
  /** A size's id, or UNASSIGNED_SIZE for the product's own stock. */
  | { type: 'stock.size.choose'; size: string }
  | { type: 'stock.mode.choose'; mode: AdjustmentMode }
  | { type: 'stock.quantity.change'; value: string }
  | { type: 'stock.reason.choose'; reason: AdjustmentReason }
  | { type: 'stock.note.change'; value: string }
  | { type: 'stock.submit' };

export interface StockAdjustmentContext {
  list: AnyActorRef | null;
  product: { id: string; name: string } | null;
  /** The warehouse shown and adjusted; null until the history names one. */
  warehouseId: string | null;
  history: StockHistory | null;
  /**
   * For a product with sizes, which one is counted or moved: a size's id, UNASSIGNED_SIZE, or '' until
   * one is chosen (docs/screens.md#products). A product without sizes has only its own stock.
   */
  size: string;
  mode: AdjustmentMode;
  quantity: string;
  reason: AdjustmentReason;
  note: string;
  fieldErrors: Partial<Record<StockField, string>>;
  /** Why loading or saving failed, when no field says it. */
  message: ShownText | null;
}

const emptyForm = { size: '', mode: 'count' as AdjustmentMode, quantity: '', reason: 'count' as AdjustmentReason, note: '', fieldErrors: {}, message: null };

/** Whole numbers only: '' and '2.5' become NaN, which the schema refuses with its message. */
function quantityOf(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** Whether the product has sizes, so the form asks which one it counts. */
export function hasSizes(context: Pick<StockAdjustmentContext, 'history'>): boolean {
  return (context.history?.variants.length ?? 0) > 0;
}

/** On-hand of one size (a variant id, or null for the product's own stock) in the chosen warehouse, as the history last read it. */
export function sizeOnHand(context: Pick<StockAdjustmentContext, 'history' | 'warehouseId'>, variantId: string | null): number {
  return context.history?.levels.find((level) => level.warehouseId === context.warehouseId && level.variantId === variantId)?.onHand ?? 0;
}

/**
 * On-hand of what the form adjusts in the chosen warehouse: the product's, or for a product with sizes
 * the chosen size's (or its own stock's); null while a product with sizes has none chosen.
 */
export function onHandOf(context: Pick<StockAdjustmentContext, 'history' | 'warehouseId' | 'size'>): number | null {
  if (!hasSizes(context)) return context.history?.warehouses.find((warehouse) => warehouse.warehouseId === context.warehouseId)?.onHand ?? 0;
  if (context.size === '') return null;
  return sizeOnHand(context, context.size === UNASSIGNED_SIZE ? null : context.size);
}

/**
 * The Size field's choices: each size with its stock in the chosen warehouse, then the product's own
 * stock from before its sizes (`name` null) while it holds some there or is the one chosen.
 */
export function selectSizeOptions(snapshot: StockAdjustmentSnapshot): { value: string; name: string | null; onHand: number }[] {
  const { context } = snapshot;
  const own = sizeOnHand(context, null);
  return [
    ...(context.history?.variants ?? []).map((variant) => ({ value: variant.id, name: variant.name, onHand: sizeOnHand(context, variant.id) })),
    ...(own !== 0 || context.size === UNASSIGNED_SIZE ? [{ value: UNASSIGNED_SIZE, name: null, onHand: own }] : []),
  ];
}

/** The adjustment reasons as the toast names them; the dialog shows the same messages (src/views/i18n/stock-names.ts). */
export const ADJUSTMENT_REASON_NAMES: Readonly<Record<AdjustmentReason, MessageDescriptor>> = {
  opening: /*i18n*/ { id: 'stock.reason.opening', message: 'Opening stock' },
  count: /*i18n*/ { id: 'stock.reason.count', message: 'Stock count' },
  damage: /*i18n*/ { id: 'stock.reason.damage', message: 'Damage' },
  theft: /*i18n*/ { id: 'stock.reason.theft', message: 'Theft' },
  correction: /*i18n*/ { id: 'stock.reason.correction', message: 'Correction' },
};

/** What the form adjusts, as the toast names it: 'T-Shirt (M)', the product alone when it has no sizes. */
function adjustedName(context: StockAdjustmentContext): ShownText {
  const name = context.product?.name ?? '';
  if (!hasSizes(context)) return name;
  if (context.size === UNASSIGNED_SIZE) return /*i18n*/ { id: 'stock.adjusted.unassigned', message: '{name} (not on a size)', values: { name } };
  return `${name} (${context.history?.variants.find((variant) => variant.id === context.size)?.name ?? ''})`;
}

/** What would be sent, or the messages under the fields that stop it. */
export function adjustmentBody(context: StockAdjustmentContext): { body: StockAdjustmentInput } | { errors: Partial<Record<StockField, string>> } {
  const sized = hasSizes(context);
  const result = v.safeParse(stockAdjustmentInputSchema, {
    productId: context.product?.id ?? '',
    // A size by its id; left out, the product's own stock.
    ...(sized && context.size !== '' && context.size !== UNASSIGNED_SIZE ? { variant: context.size } : {}),
    warehouseId: context.warehouseId ?? '',
    mode: context.mode,
    quantity: quantityOf(context.quantity),
    reason: context.reason,
    note: context.note,
  });
  const errors: Partial<Record<StockField, string>> = sized && context.size === '' ? { variant: CHOOSE_SIZE_MESSAGE } : {};
  if (!result.success) {
    for (const issue of result.issues) {
      const field = String(issue.path?.[0]?.key ?? 'quantity') as StockField;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const onHand = onHandOf(context);
  if (onHand === null) return { errors };
  const problem = adjustmentProblem(result.output.mode, result.output.quantity, onHand);
  return problem ? { errors: { quantity: problem } } : { body: result.output };
}

/** The on-hand the form would leave, for the preview beside the quantity; null while the quantity is not a number. */
export function selectNewOnHand(snapshot: StockAdjustmentSnapshot): number | null {
  const quantity = quantityOf(snapshot.context.quantity);
  const onHand = onHandOf(snapshot.context);
  if (Number.isNaN(quantity) || onHand === null) return null;
  return onHand + adjustmentDelta(snapshot.context.mode, quantity, onHand);
}

/** The form's fields a refusal names, with the server's words; none for an accepted answer. */
function fieldErrorsOf(answer: ApiResult<unknown>): Partial<Record<StockField, string>> {
  const errors: Partial<Record<StockField, string>> = {};
  if (answer.ok) return errors;
  for (const issue of answer.issues) {
    if (['variant', 'quantity', 'reason', 'note', 'warehouseId'].includes(issue.path)) errors[issue.path as StockField] ??= issue.message;
  }
  return errors;
}

/**
 * A product's stock, from the product list's row menu. Loads the product's on-hand per
 * warehouse and one warehouse's history; the form corrects that warehouse to a counted quantity or
 * by a number in or out, with a reason. A product with sizes asks which size (or its own stock from
 * before its sizes) and adjusts that size's stock (docs/decisions/021-warehouses-and-variants.md). A
 * saved adjustment tells the product list to read again (its Quantity column) and reloads the history. Emits `notify` for the toaster.
 */
export const stockAdjustmentMachine = setup({
  types: {
    context: {} as StockAdjustmentContext,
    events: {} as StockAdjustmentEvent,
    /** The product list, told to read again after an adjustment. */
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadHistory: fromPromise<ApiResult<StockHistory>, { productId: string; warehouseId: string | null }>(({ input, signal }) => getStockHistory(input, signal)),
    saveAdjustment: fromPromise<ApiResult<StockAdjustmentAnswer>, StockAdjustmentInput>(({ input, signal }) => saveStockAdjustment(input, signal)),
  },
  actions: {
    notify: emit((_, params: Omit<NotifyEvent, 'type' | 'place'>) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
  guards: {
    isReadyToSave: ({ context }) => 'body' in adjustmentBody(context),
  },
}).createMachine({
  id: 'stockAdjustment',
  context: ({ input }) => ({ list: input?.list ?? null, product: null, warehouseId: null, history: null, ...emptyForm }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The Product List shows no stock dialog',
      on: {
        'stock.open': {
          description: "Choose 'Stock & history' in a product's Action menu",
          target: 'open',
          actions: assign(({ event }) => ({ product: { id: event.productId, name: event.productName }, warehouseId: null, history: null, ...emptyForm })),
        },
      },
    },
    open: {
      description: "The dialog 'Stock of <product>' is open",
      tags: 'open',
      initial: 'loading',
      // The form can be filled while a warehouse's history loads; only saving holds it still.
      on: {
        'stock.size.choose': { description: 'Choose a size (or Not on a size) in Size', actions: assign({ size: ({ event }) => event.size, fieldErrors: {} }) },
        'stock.mode.choose': { description: 'Choose {mode} in Adjustment', actions: assign({ mode: ({ event }) => event.mode, fieldErrors: {} }) },
        'stock.quantity.change': { description: "Type '{value}' in Quantity", actions: assign({ quantity: ({ event }) => event.value, fieldErrors: {} }) },
        'stock.reason.choose': { description: 'Choose {reason} in Reason', actions: assign({ reason: ({ event }) => event.reason, fieldErrors: {} }) },
        'stock.note.change': { description: "Type '{value}' in Note", actions: assign({ note: ({ event }) => event.value, fieldErrors: {} }) },
      },
      states: {
        loading: {
          description: 'The dialog says Loading stock…',
          tags: 'loading',
          on: { 'stock.close': { description: 'Press Close in the stock dialog', target: '#stockAdjustment.idle' } },
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ productId: context.product!.id, warehouseId: context.warehouseId }),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'ready', actions: assign(({ event }) => (event.output.ok ? { history: event.output.data, warehouseId: event.output.data.warehouseId } : {})) },
              { target: 'failed', actions: assign({ message: ({ event }) => reasonOf(event.output, STOCK_LOAD_FAILED_MESSAGE) }) },
            ],
            onError: { target: 'failed', actions: assign({ message: STOCK_LOAD_FAILED_MESSAGE }) },
          },
        },
        failed: {
          description: 'The dialog says the stock could not be loaded, with Try again',
          tags: 'failed',
          on: { 'stock.retry': { description: 'Press Try again', target: 'loading', actions: assign({ message: null }) }, 'stock.close': { description: 'Press Close in the stock dialog', target: '#stockAdjustment.idle' } },
        },
        ready: {
          description: 'The dialog shows the stock per warehouse, its history, and the adjustment form',
          tags: 'editable',
          on: {
            'stock.close': { description: 'Press Close in the stock dialog', target: '#stockAdjustment.idle' },
            'stock.warehouse.choose': {
              description: 'Choose a warehouse in Warehouse',
              guard: ({ context, event }) => event.warehouseId !== context.warehouseId,
              target: 'loading',
              actions: assign({ warehouseId: ({ event }) => event.warehouseId, fieldErrors: {}, message: null }),
            },
            'stock.submit': [
              { description: 'Press Save adjustment', guard: 'isReadyToSave', target: 'saving', actions: assign({ message: null }) },
              {
                description: 'Press Save adjustment',
                actions: assign({
                  fieldErrors: ({ context }) => {
                    const checked = adjustmentBody(context);
                    return 'errors' in checked ? checked.errors : {};
                  },
                }),
              },
            ],
          },
        },
        saving: {
          description: 'The Save adjustment button says Saving…',
          tags: 'saving',
          on: { 'stock.size.choose': {}, 'stock.mode.choose': {}, 'stock.quantity.change': {}, 'stock.reason.choose': {}, 'stock.note.change': {} },
          invoke: {
            id: 'saveAdjustment',
            src: 'saveAdjustment',
            input: ({ context }) => {
              const checked = adjustmentBody(context);
              if (!('body' in checked)) throw new Error('saving an adjustment the form refuses');
              return checked.body;
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'loading',
                actions: [
                  {
                    type: 'notify',
                    params: ({ context, event }) => {
                      const answer = acceptedData(event.output);
                      const warehouse: ShownText = context.history?.warehouses.find((row) => row.warehouseId === answer.warehouseId)?.warehouse ?? /*i18n*/ { id: 'stock.the-warehouse', message: 'the warehouse' };
                      const message: MessageDescriptor = /*i18n*/ {
                        id: 'stock.saved',
                        message: '{reason} saved ({reference}): {adjusted} in {warehouse} is now {onHand}.',
                        values: { reason: ADJUSTMENT_REASON_NAMES[context.reason], reference: answer.reference, adjusted: adjustedName(context), warehouse, onHand: answer.onHand },
                      };
                      return { kind: 'success' as const, message };
                    },
                  },
                  'reloadList',
                  assign({ quantity: '', note: '', fieldErrors: {}, message: null }),
                ],
              },
              {
                target: 'ready',
                actions: assign(({ event }) => {
                  const fieldErrors = fieldErrorsOf(event.output);
                  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : reasonOf(event.output, STOCK_SAVE_FAILED_MESSAGE) };
                }),
              },
            ],
            onError: { target: 'ready', actions: assign({ message: STOCK_SAVE_FAILED_MESSAGE }) },
          },
        },
      },
    },
  },
});

export type StockAdjustmentActor = ActorRefFrom<typeof stockAdjustmentMachine>;
export type StockAdjustmentSnapshot = SnapshotFrom<typeof stockAdjustmentMachine>;
