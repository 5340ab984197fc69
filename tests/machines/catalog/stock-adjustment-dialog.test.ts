import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectNewOnHand, selectSizeOptions, stockAdjustmentMachine, STOCK_SAVE_FAILED_MESSAGE, UNASSIGNED_SIZE } from '../../../src/machines/catalog/stock-adjustment.machine';
import type { AdjustmentReason } from '../../../src/domain/stock.schemas';
import type { ShownText } from '../../../src/machines/common/notifications';
import { doneEvent, errorEvent, invocationRecorder } from '../model-helpers';
import { englishOf } from '../common/english';
import { fakeServer } from '../fake-server';
import { historyOf, laptopId, mainId, savedAnswer, secondaryId, shirtHistoryOf, shirtId, sizeM, sizeS, testableStockAdjustmentMachine } from './stock-adjustment.model';

afterEach(() => vi.unstubAllGlobals());

/**
 * The stock dialog (docs/screens.md#products, Stock & history) opened on a product and read for a
 * warehouse: what the user chooses and types, what is sent, and what the dialog and its toast say.
 */
function openDialog(product: 'laptop' | 'shirt', warehouseId = mainId) {
  const recorder = invocationRecorder();
  const actor = createActor(testableStockAdjustmentMachine, { inspect: recorder.inspect } as never);
  const toasts: string[] = [];
  actor.on('notify', (event) => toasts.push(englishOf((event as unknown as { message: ShownText }).message)));
  actor.start();
  actor.send(product === 'laptop' ? { type: 'stock.open', productId: laptopId, productName: 'Laptop' } : { type: 'stock.open', productId: shirtId, productName: 'T-Shirt' });
  actor.send(doneEvent('loadHistory', { ok: true, data: product === 'laptop' ? historyOf(warehouseId) : shirtHistoryOf(warehouseId) }) as never);
  const started = (id: string) => recorder.invoked.filter((invocation) => invocation.id === id).map((invocation) => invocation.input);
  return { actor, toasts, started };
}

const sizes = (actor: ReturnType<typeof openDialog>['actor']) => selectSizeOptions(actor.getSnapshot() as never);

describe('the toast after a saved adjustment names the reason chosen', () => {
  it.each([
    ['opening', 'Opening stock'],
    ['count', 'Stock count'],
    ['damage', 'Damage'],
    ['theft', 'Theft'],
    ['correction', 'Correction'],
  ] as const)('%s reads %j', (reason: AdjustmentReason, words) => {
    const { actor, toasts } = openDialog('laptop');
    actor.send({ type: 'stock.reason.choose', reason });
    actor.send({ type: 'stock.quantity.change', value: '3' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', savedAnswer) as never);
    expect(toasts).toEqual([`${words} saved (ADJ-000002): Laptop in Main is now 3.`]);
    actor.stop();
  });
});

describe('the toast names what was adjusted and where', () => {
  it("says '(not on a size)' for the product's own stock from before its sizes", () => {
    const { actor, toasts } = openDialog('shirt');
    actor.send({ type: 'stock.size.choose', size: UNASSIGNED_SIZE });
    actor.send({ type: 'stock.quantity.change', value: '0' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: true, data: { reference: 'ADJ-000004', productId: shirtId, variantId: null, warehouseId: mainId, delta: -2, onHand: 0 } }) as never);
    expect(toasts).toEqual(['Stock count saved (ADJ-000004): T-Shirt (not on a size) in Main is now 0.']);
    actor.stop();
  });

  it('names the warehouse the server says it saved in, or "the warehouse" when the dialog does not know it', () => {
    const { actor, toasts } = openDialog('laptop', secondaryId);
    actor.send({ type: 'stock.quantity.change', value: '4' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: true, data: { ...savedAnswer.data, warehouseId: secondaryId, delta: 4, onHand: 4 } }) as never);
    actor.send(doneEvent('loadHistory', { ok: true, data: historyOf(secondaryId) }) as never);
    actor.send({ type: 'stock.quantity.change', value: '6' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: true, data: { ...savedAnswer.data, warehouseId: '00000000-0000-4000-8000-0000000000b9', delta: 2, onHand: 6 } }) as never);
    expect(toasts).toEqual(['Stock count saved (ADJ-000002): Laptop in Secondary is now 4.', 'Stock count saved (ADJ-000002): Laptop in the warehouse is now 6.']);
    actor.stop();
  });
});

describe('a refused or failed save', () => {
  it("shows the server's words above the form when no field is named, and nothing above it when one is", () => {
    const { actor } = openDialog('laptop');
    actor.send({ type: 'stock.quantity.change', value: '3' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: false, status: 503, message: 'The server is busy.', issues: [] }) as never);
    expect([actor.getSnapshot().context.fieldErrors, actor.getSnapshot().context.message]).toEqual([{}, 'The server is busy.']);
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: false, status: 400, message: 'Check the adjustment.', issues: [{ path: 'note', message: 'Too long.' }] }) as never);
    expect([actor.getSnapshot().context.fieldErrors, actor.getSnapshot().context.message]).toEqual([{ note: 'Too long.' }, null]);
    actor.stop();
  });

  it('shows a refusal of the size under Size', () => {
    const { actor } = openDialog('shirt');
    actor.send({ type: 'stock.size.choose', size: sizeM });
    actor.send({ type: 'stock.quantity.change', value: '4' });
    actor.send({ type: 'stock.submit' });
    actor.send(doneEvent('saveAdjustment', { ok: false, status: 400, message: 'No such size.', issues: [{ path: 'variant', message: 'No such size.' }] }) as never);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ variant: 'No such size.' });
    actor.stop();
  });

  it('clears the failure message when Save adjustment is pressed again', () => {
    const { actor } = openDialog('laptop');
    actor.send({ type: 'stock.quantity.change', value: '3' });
    actor.send({ type: 'stock.submit' });
    actor.send(errorEvent('saveAdjustment', new TypeError('Failed to fetch')) as never);
    expect(actor.getSnapshot().context.message).toBe(STOCK_SAVE_FAILED_MESSAGE);
    actor.send({ type: 'stock.submit' });
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.stop();
  });
});

describe('the Warehouse choice', () => {
  it('reads the history again only for another warehouse', () => {
    const { actor, started } = openDialog('laptop');
    actor.send({ type: 'stock.warehouse.choose', warehouseId: mainId });
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(started('loadHistory')).toHaveLength(1);
    actor.send({ type: 'stock.warehouse.choose', warehouseId: secondaryId });
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(started('loadHistory')).toEqual([{ productId: laptopId, warehouseId: null }, { productId: laptopId, warehouseId: secondaryId }]);
    actor.stop();
  });

  it("previews against the chosen warehouse's stock: none in Secondary, 5 in Main", () => {
    const { actor } = openDialog('laptop', secondaryId);
    actor.send({ type: 'stock.mode.choose', mode: 'add' });
    actor.send({ type: 'stock.quantity.change', value: '2' });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBe(2);
    actor.stop();
  });

  it('previews from nothing, without failing, for a warehouse the history does not list', () => {
    const actor = createActor(testableStockAdjustmentMachine, { input: {} }).start();
    actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    // A warehouse with no row for this product (its first stock would start it).
    const history = { ...historyOf(secondaryId), warehouses: historyOf(secondaryId).warehouses.filter((row) => row.warehouseId !== secondaryId) };
    actor.send(doneEvent('loadHistory', { ok: true, data: history }) as never);
    actor.send({ type: 'stock.mode.choose', mode: 'add' });
    actor.send({ type: 'stock.quantity.change', value: '2' });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBe(2);
    actor.stop();
  });

  it('previews from nothing, without failing, while the stock is still being read', () => {
    const actor = createActor(testableStockAdjustmentMachine, { input: {} }).start();
    actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    actor.send({ type: 'stock.mode.choose', mode: 'add' });
    actor.send({ type: 'stock.quantity.change', value: '2' });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBe(2);
    expect(selectSizeOptions(actor.getSnapshot() as never)).toEqual([]);
    actor.stop();
  });
});

describe('the Size choices of a product with sizes', () => {
  it("lists each size with its stock in the warehouse, then the product's own stock while it holds some", () => {
    const { actor } = openDialog('shirt');
    expect(sizes(actor)).toEqual([
      { value: sizeS, name: 'S', onHand: 0 },
      { value: sizeM, name: 'M', onHand: 3 },
      { value: UNASSIGNED_SIZE, name: null, onHand: 2 },
    ]);
    actor.stop();
  });

  it("leaves out the product's own stock where it holds none, unless it is the one chosen", () => {
    const { actor } = openDialog('shirt', secondaryId);
    // The history's levels are Main's: Secondary holds nothing of any size.
    actor.send({ type: 'stock.warehouse.choose', warehouseId: secondaryId });
    actor.send(doneEvent('loadHistory', { ok: true, data: shirtHistoryOf(secondaryId) }) as never);
    expect(sizes(actor)).toEqual([
      { value: sizeS, name: 'S', onHand: 0 },
      { value: sizeM, name: 'M', onHand: 0 },
    ]);
    actor.send({ type: 'stock.size.choose', size: UNASSIGNED_SIZE });
    expect(sizes(actor).at(-1)).toEqual({ value: UNASSIGNED_SIZE, name: null, onHand: 0 });
    actor.stop();
  });
});

describe('a product without sizes', () => {
  it('sends no size, even if one was chosen before the history said it has none', () => {
    const recorder = invocationRecorder();
    const watched = createActor(testableStockAdjustmentMachine, { inspect: recorder.inspect } as never).start();
    watched.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    watched.send({ type: 'stock.size.choose', size: sizeS });
    watched.send(doneEvent('loadHistory', { ok: true, data: historyOf(mainId) }) as never);
    watched.send({ type: 'stock.quantity.change', value: '3' });
    watched.send({ type: 'stock.submit' });
    expect(recorder.invoked.filter((invocation) => invocation.id === 'saveAdjustment').map((invocation) => invocation.input)).toEqual([
      { productId: laptopId, warehouseId: mainId, mode: 'count', quantity: 3, reason: 'count', note: '' },
    ]);
    watched.stop();
  });
});

/** The view reads the dialog's tags (src/views/catalog/StockDialog.tsx): open, loading, failed, editable, saving. */
describe('what the dialog shows, by its tags', () => {
  it('is closed, then loading, failed, editable and saving in turn', () => {
    const actor = createActor(testableStockAdjustmentMachine, { input: {} }).start();
    const tags = () => [...actor.getSnapshot().tags].sort();
    expect(tags()).toEqual([]);
    actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    expect(tags()).toEqual(['loading', 'open']);
    actor.send(errorEvent('loadHistory', new TypeError('Failed to fetch')) as never);
    expect(tags()).toEqual(['failed', 'open']);
    actor.send({ type: 'stock.retry' });
    actor.send(doneEvent('loadHistory', { ok: true, data: historyOf(mainId) }) as never);
    expect(tags()).toEqual(['editable', 'open']);
    actor.send({ type: 'stock.quantity.change', value: '3' });
    actor.send({ type: 'stock.submit' });
    expect(tags()).toEqual(['open', 'saving']);
    actor.stop();
  });
});

/** The machine's own actors (none replaced): the calls of docs/api.md#the-calls, and a dialog opened without a list. */
describe('the stock dialog against the server', () => {
  it('reads the history, POSTs the adjustment, and reads the history again for the same warehouse', async () => {
    const server = fakeServer({
      [`GET /api/products/${laptopId}/stock-history`]: historyOf(mainId),
      'POST /api/stock/adjustments': savedAnswer.data,
    });
    // Opened from a screen that gave it no list to tell: the save goes through all the same.
    const actor = createActor(stockAdjustmentMachine, { input: {} }).start();
    const toasts: string[] = [];
    actor.on('notify', (event) => toasts.push(englishOf(event.message)));
    actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    actor.send({ type: 'stock.mode.choose', mode: 'remove' });
    actor.send({ type: 'stock.quantity.change', value: '2' });
    actor.send({ type: 'stock.submit' });
    await waitFor(actor, (snapshot) => toasts.length > 0 && snapshot.matches({ open: 'ready' }));
    expect(server.seen).toEqual([
      { call: `GET /api/products/${laptopId}/stock-history` },
      { call: 'POST /api/stock/adjustments', body: { productId: laptopId, warehouseId: mainId, mode: 'remove', quantity: 2, reason: 'count', note: '' } },
      { call: `GET /api/products/${laptopId}/stock-history?warehouseId=${mainId}` },
    ]);
    expect(toasts).toEqual(['Stock count saved (ADJ-000002): Laptop in Main is now 3.']);
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});
