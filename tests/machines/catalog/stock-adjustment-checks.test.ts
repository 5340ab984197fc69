import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectNewOnHand, UNASSIGNED_SIZE } from '../../../src/machines/catalog/stock-adjustment.machine';
import { doneEvent, invocationRecorder } from '../model-helpers';
import { historyOf, laptopId, mainId, shirtHistoryOf, shirtId, sizeM, sizeS, testableStockAdjustmentMachine } from './stock-adjustment.model';

/** The Adjust Stock dialog on the laptop, 5 on hand in Main: what the user types, and what is sent or shown. */
function openOnMain() {
  const recorder = invocationRecorder();
  const actor = createActor(testableStockAdjustmentMachine, { inspect: recorder.inspect } as never);
  actor.start();
  actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
  actor.send(doneEvent('loadHistory', { ok: true, data: historyOf(mainId) }) as never);
  const type = (mode: 'add' | 'remove' | 'count', quantity: string) => {
    actor.send({ type: 'stock.mode.choose', mode });
    actor.send({ type: 'stock.quantity.change', value: quantity });
  };
  const saved = () => recorder.invoked.filter((invocation) => invocation.id === 'saveAdjustment').map((invocation) => invocation.input);
  return { actor, type, saved };
}

// The stock schema's message (src/domain/stock.schemas.ts), under the quantity.
const QUANTITY_MESSAGE = 'Enter a whole number from 0 to 1,000,000.';

describe('stock adjustment: what the user types', () => {
  it.each(['2x', 'x2', '1.5', '1234567890'])('refuses the quantity %j and sends nothing, with no preview', (quantity) => {
    const form = openOnMain();
    form.type('add', quantity);
    expect(selectNewOnHand(form.actor.getSnapshot() as never)).toBeNull();
    form.actor.send({ type: 'stock.submit' });
    expect(form.actor.getSnapshot().context.fieldErrors.quantity).toBe(QUANTITY_MESSAGE);
    expect(form.saved()).toEqual([]);
  });

  it('previews and sends a quantity typed with spaces, trimmed, for the warehouse shown', () => {
    const form = openOnMain();
    form.type('add', ' 12 ');
    expect(selectNewOnHand(form.actor.getSnapshot() as never)).toBe(17);
    form.type('remove', ' 2 ');
    expect(selectNewOnHand(form.actor.getSnapshot() as never)).toBe(3);
    form.actor.send({ type: 'stock.submit' });
    expect(form.saved()).toEqual([expect.objectContaining({ productId: laptopId, warehouseId: mainId, mode: 'remove', quantity: 2 })]);
  });

  it("shows the server's refusal under the fields it names, first message per field", () => {
    const form = openOnMain();
    form.type('remove', '2');
    form.actor.send({ type: 'stock.submit' });
    form.actor.send(
      doneEvent('saveAdjustment', {
        ok: false,
        status: 400,
        message: 'Check the adjustment.',
        issues: [
          { path: 'quantity', message: 'Only 1 in stock.' },
          { path: 'quantity', message: 'A second message.' },
          { path: 'reason', message: 'Pick a reason.' },
          { path: 'note', message: 'Too long.' },
          { path: 'warehouseId', message: 'No such warehouse.' },
          { path: 'mode', message: 'Not under a field.' },
        ],
      }) as never,
    );
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ quantity: 'Only 1 in stock.', reason: 'Pick a reason.', note: 'Too long.', warehouseId: 'No such warehouse.' });
  });
});

describe('stock adjustment: a product with sizes', () => {
  /** The T-shirt in Main: 3 M, no S, 2 of its own from before its sizes. */
  function openShirt() {
    const recorder = invocationRecorder();
    const actor = createActor(testableStockAdjustmentMachine, { inspect: recorder.inspect } as never);
    actor.start();
    actor.send({ type: 'stock.open', productId: shirtId, productName: 'T-Shirt' });
    actor.send(doneEvent('loadHistory', { ok: true, data: shirtHistoryOf(mainId) }) as never);
    const saved = () => recorder.invoked.filter((invocation) => invocation.id === 'saveAdjustment').map((invocation) => invocation.input);
    return { actor, saved };
  }

  it('asks which size before it previews or sends anything', () => {
    const { actor, saved } = openShirt();
    actor.send({ type: 'stock.quantity.change', value: '4' });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBeNull();
    actor.send({ type: 'stock.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ variant: 'Choose a size.' });
    expect(saved()).toEqual([]);
  });

  it("counts the size chosen against that size's stock, and sends it by id", () => {
    const { actor, saved } = openShirt();
    actor.send({ type: 'stock.size.choose', size: sizeS });
    actor.send({ type: 'stock.mode.choose', mode: 'remove' });
    actor.send({ type: 'stock.quantity.change', value: '1' });
    actor.send({ type: 'stock.submit' });
    // The S has none in Main, whatever the M and the product's own stock hold.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ quantity: 'Only 0 in stock: cannot remove 1.' });
    actor.send({ type: 'stock.size.choose', size: sizeM });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBe(2);
    actor.send({ type: 'stock.mode.choose', mode: 'count' });
    actor.send({ type: 'stock.quantity.change', value: '4' });
    actor.send({ type: 'stock.submit' });
    expect(saved()).toEqual([{ productId: shirtId, variant: sizeM, warehouseId: mainId, mode: 'count', quantity: 4, reason: 'count', note: '' }]);
  });

  it("counts the product's own stock from before its sizes to 0 with no size named", () => {
    const { actor, saved } = openShirt();
    actor.send({ type: 'stock.size.choose', size: UNASSIGNED_SIZE });
    actor.send({ type: 'stock.quantity.change', value: '0' });
    expect(selectNewOnHand(actor.getSnapshot() as never)).toBe(0);
    actor.send({ type: 'stock.submit' });
    expect(saved()).toEqual([{ productId: shirtId, warehouseId: mainId, mode: 'count', quantity: 0, reason: 'count', note: '' }]);
  });
});
