import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import { getStockHistory, saveStockAdjustment } from '../../api/stock/stock';
import { acceptedData, reasonOf, type ApiResult } from '../../api/common/http';
import {
  ADJUSTMENT_REASON_LABELS,
  adjustmentDelta,
  adjustmentProblem,
  stockAdjustmentInputSchema,
  type AdjustmentMode,
  type AdjustmentReason,
  type StockAdjustmentAnswer,
  type StockAdjustmentInput,
  type StockHistory,
} from '../../domain/stock.schemas';
import type { NotifyEvent } from '../common/notifications';

export const STOCK_LOAD_FAILED_MESSAGE = 'Could not load the stock of this product. Please try again.';
export const STOCK_SAVE_FAILED_MESSAGE = 'Could not save the adjustment. Please try again.';

/** The fields of the form a message can sit under. */
export type StockField = 'quantity' | 'reason' | 'note' | 'warehouseId';

export type StockAdjustmentEvent =
  | { type: 'stock.open'; productId: string; productName: string }
  | { type: 'stock.close' }
  | { type: 'stock.retry' }
  | { type: 'stock.warehouse.choose'; warehouseId: string }
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
  mode: AdjustmentMode;
  quantity: string;
  reason: AdjustmentReason;
  note: string;
  fieldErrors: Partial<Record<StockField, string>>;
  /** Why loading or saving failed, when no field says it. */
  message: string | null;
}

const emptyForm = { mode: 'count' as AdjustmentMode, quantity: '', reason: 'count' as AdjustmentReason, note: '', fieldErrors: {}, message: null };

/** Whole numbers only: '' and '2.5' become NaN, which the schema refuses with its message. */
function quantityOf(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** On-hand of the chosen warehouse, as the history last read it. */
export function onHandOf(context: Pick<StockAdjustmentContext, 'history' | 'warehouseId'>): number {
  return context.history?.warehouses.find((warehouse) => warehouse.warehouseId === context.warehouseId)?.onHand ?? 0;
}

/** What would be sent, or the messages under the fields that stop it. */
export function adjustmentBody(context: StockAdjustmentContext): { body: StockAdjustmentInput } | { errors: Partial<Record<StockField, string>> } {
  const result = v.safeParse(stockAdjustmentInputSchema, {
    productId: context.product?.id ?? '',
    warehouseId: context.warehouseId ?? '',
    mode: context.mode,
    quantity: quantityOf(context.quantity),
    reason: context.reason,
    note: context.note,
  });
  if (!result.success) {
    const errors: Partial<Record<StockField, string>> = {};
    for (const issue of result.issues) {
      const field = String(issue.path?.[0]?.key ?? 'quantity') as StockField;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const problem = adjustmentProblem(result.output.mode, result.output.quantity, onHandOf(context));
  return problem ? { errors: { quantity: problem } } : { body: result.output };
}

/** The on-hand the form would leave, for the preview beside the quantity; null while the quantity is not a number. */
export function selectNewOnHand(snapshot: StockAdjustmentSnapshot): number | null {
  const quantity = quantityOf(snapshot.context.quantity);
  if (Number.isNaN(quantity)) return null;
  const onHand = onHandOf(snapshot.context);
  return onHand + adjustmentDelta(snapshot.context.mode, quantity, onHand);
}

/** The form's fields a refusal names, with the server's words; none for an accepted answer. */
function fieldErrorsOf(answer: ApiResult<unknown>): Partial<Record<StockField, string>> {
  const errors: Partial<Record<StockField, string>> = {};
  if (answer.ok) return errors;
  for (const issue of answer.issues) {
    if (['quantity', 'reason', 'note', 'warehouseId'].includes(issue.path)) errors[issue.path as StockField] ??= issue.message;
  }
  return errors;
}

/**
 * A product's stock, from the product list's row menu. Loads the product's on-hand per
 * warehouse and one warehouse's history; the form corrects that warehouse to a counted quantity or
 * by a number in or out, with a reason. A saved adjustment tells the product list to read again (its
 * Quantity column) and reloads the history. Emits `notify` for the toaster.
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
          on: { 'stock.mode.choose': {}, 'stock.quantity.change': {}, 'stock.reason.choose': {}, 'stock.note.change': {} },
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
                      const warehouse = context.history?.warehouses.find((row) => row.warehouseId === answer.warehouseId)?.warehouse ?? 'the warehouse';
                      return { kind: 'success' as const, message: `${ADJUSTMENT_REASON_LABELS[context.reason]} saved (${answer.reference}): ${context.product!.name} in ${warehouse} is now ${answer.onHand}.` };
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
