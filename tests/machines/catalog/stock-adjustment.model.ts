import { fromPromise } from 'xstate';
import { stockAdjustmentMachine, UNASSIGNED_SIZE } from '../../../src/machines/catalog/stock-adjustment.machine';
import type { StockHistory } from '../../../src/domain/stock.schemas';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const laptopId = '00000000-0000-4000-8000-0000000000a1';
export const mainId = '00000000-0000-4000-8000-0000000000b1';
export const secondaryId = '00000000-0000-4000-8000-0000000000b2';
export const shirtId = '00000000-0000-4000-8000-0000000000a2';
export const sizeS = '00000000-0000-4000-8000-0000000000c1';
export const sizeM = '00000000-0000-4000-8000-0000000000c2';

/** What each product holds, by warehouse and size (null: the product's own stock), kept by hand here: the books the checks compare with. */
export const stockBook: Record<string, { warehouseId: string; variantId: string | null; onHand: number }[]> = {
  [laptopId]: [{ warehouseId: mainId, variantId: null, onHand: 5 }],
  // A T-shirt in S and M: 3 M in Main, and 2 in Main kept on the product from before its sizes.
  [shirtId]: [
    { warehouseId: mainId, variantId: null, onHand: 2 },
    { warehouseId: mainId, variantId: sizeM, onHand: 3 },
  ],
};

/** The server's answer for one warehouse: 5 Laptops in Main, none in Secondary. */
export function historyOf(warehouseId: string): StockHistory {
  return {
    variants: [],
    productId: laptopId,
    productName: 'Laptop',
    productCode: 'LP-1',
    tracksStock: true,
    warehouses: [
      { warehouseId: mainId, warehouse: 'Main', onHand: 5 },
      { warehouseId: secondaryId, warehouse: 'Secondary', onHand: 0 },
    ],
    levels: [{ warehouseId: mainId, warehouse: 'Main', variantId: null, variant: null, onHand: 5 }],
    warehouseId,
    variantId: null,
    movements:
      warehouseId === mainId ? [{ _id: 'm1', variantId: null, variant: null, at: '2026-11-23T08:00:00.000Z', delta: 5, balance: 5, reason: 'opening', reference: 'ADJ-000001', note: '', user: 'Owner' }] : [],
    truncated: false,
  };
}

/** The T-shirt's answer for one warehouse: S and M, 3 M and 2 of its own in Main, none in Secondary. */
export function shirtHistoryOf(warehouseId: string): StockHistory {
  const level = (variantId: string | null, variant: string | null, onHand: number) => ({ warehouseId: mainId, warehouse: 'Main', variantId, variant, onHand });
  return {
    productId: shirtId,
    productName: 'T-Shirt',
    productCode: 'SH-1',
    tracksStock: true,
    warehouses: [
      { warehouseId: mainId, warehouse: 'Main', onHand: 5 },
      { warehouseId: secondaryId, warehouse: 'Secondary', onHand: 0 },
    ],
    levels: [level(null, null, 2), level(sizeM, 'M', 3)],
    variants: [
      { id: sizeS, name: 'S', itemCode: 'VRT-1' },
      { id: sizeM, name: 'M', itemCode: 'VRT-2' },
    ],
    warehouseId,
    variantId: null,
    movements: warehouseId === mainId ? [{ _id: 'm2', variantId: sizeM, variant: 'M', at: '2026-11-23T08:00:00.000Z', delta: 3, balance: 5, reason: 'purchase', reference: 'PR-000001', note: '', user: 'Owner' }] : [],
    truncated: false,
  };
}

export const savedAnswer = { ok: true, data: { reference: 'ADJ-000002', productId: laptopId, variantId: null, warehouseId: mainId, delta: -2, onHand: 3 } };
export const shortRefusal = { ok: false, status: 409, message: 'Only 1 in stock: cannot remove 5.', issues: [{ path: 'quantity', message: 'Only 1 in stock: cannot remove 5.' }] };
export const busyRefusal = { ok: false, status: 503, message: 'The server is busy.', issues: [] };

export const testableStockAdjustmentMachine = stockAdjustmentMachine.provide({
  actors: { loadHistory: fromPromise(() => new Promise<never>(() => {})) as never, saveAdjustment: fromPromise(() => new Promise<never>(() => {})) as never },
});

/** Changes typed while an adjustment is being saved: values no other step uses, so a change that got through shows. */
export const heldWhileSaving = [
  { type: 'stock.size.choose', size: sizeS },
  { type: 'stock.mode.choose', mode: 'add' },
  { type: 'stock.quantity.change', value: '7' },
  { type: 'stock.reason.choose', reason: 'theft' },
  { type: 'stock.note.change', value: 'Typed while saving' },
] as const;

/**
 * The stock dialog's paths: open, load (or fail and retry), choose a warehouse, a mode, a quantity,
 * a reason and a note, submit (refused on the form, by the server, or saved), close. Quantities 5
 * and 9 against 5 in Main reach every rule: a count of 5 changes nothing, a remove of 9 is short.
 */
export function stockAdjustmentModel() {
  return machineTestModel(testableStockAdjustmentMachine, {
    // The choices typed, which the submit guard reads.
    facet: (context) => [context.warehouseId, context.mode, context.quantity, context.reason, context.note],
    events: (snapshot) => [
      { type: 'stock.open', productId: laptopId, productName: 'Laptop' },
      doneEvent('loadHistory', { ok: true, data: historyOf(mainId) }),
      doneEvent('loadHistory', { ok: true, data: historyOf(secondaryId) }),
      doneEvent('loadHistory', { ok: false, status: 404, message: 'Product not found.', issues: [] }),
      errorEvent('loadHistory', new TypeError('Failed to fetch')),
      { type: 'stock.retry' },
      { type: 'stock.warehouse.choose', warehouseId: secondaryId },
      { type: 'stock.mode.choose', mode: 'remove' },
      { type: 'stock.quantity.change', value: '5' },
      { type: 'stock.quantity.change', value: '9' },
      { type: 'stock.reason.choose', reason: 'damage' },
      { type: 'stock.note.change', value: 'Dropped' },
      { type: 'stock.submit' },
      doneEvent('saveAdjustment', savedAnswer),
      doneEvent('saveAdjustment', shortRefusal),
      doneEvent('saveAdjustment', busyRefusal),
      errorEvent('saveAdjustment', new TypeError('Failed to fetch')),
      { type: 'stock.close' },
      // While saving, the form holds still: these are taken and ignored.
      ...(snapshot.matches({ open: 'saving' }) ? heldWhileSaving : []),
    ] as never[],
    held: (snapshot, event) => snapshot.matches({ open: 'saving' }) && heldWhileSaving.includes(event as never),
  });
}

/** The T-shirt's answer to a saved count of its M in Main. */
export const shirtSavedAnswer = { ok: true, data: { reference: 'ADJ-000003', productId: shirtId, variantId: sizeM, warehouseId: mainId, delta: 2, onHand: 5 } };

/**
 * A count of the T-shirt's sizes in Main (docs/screens.md#products): a submit before a size is chosen
 * is refused under Size; then the M (3) or its own stock from before its sizes (2), counted or
 * removed by 3 or 5, which reaches each rule per size: a count of 3 M changes nothing, a remove of 5
 * is short of either. Only Main: the warehouse and the other fields are the laptop's paths.
 */
export function stockSizeModel() {
  return machineTestModel(testableStockAdjustmentMachine, {
    // Whether Size says 'Choose a size.': a submit without one is a state of its own.
    facet: (context) => [context.size, context.mode, context.quantity, context.fieldErrors.variant ?? ''],
    events: (snapshot) => [
      { type: 'stock.open', productId: shirtId, productName: 'T-Shirt' },
      doneEvent('loadHistory', { ok: true, data: shirtHistoryOf(mainId) }),
      { type: 'stock.size.choose', size: sizeM },
      { type: 'stock.size.choose', size: UNASSIGNED_SIZE },
      { type: 'stock.mode.choose', mode: 'remove' },
      { type: 'stock.quantity.change', value: '3' },
      { type: 'stock.quantity.change', value: '5' },
      { type: 'stock.submit' },
      doneEvent('saveAdjustment', shirtSavedAnswer),
      { type: 'stock.close' },
      ...(snapshot.matches({ open: 'saving' }) ? heldWhileSaving : []),
    ] as never[],
    held: (snapshot, event) => snapshot.matches({ open: 'saving' }) && heldWhileSaving.includes(event as never),
  });
}
