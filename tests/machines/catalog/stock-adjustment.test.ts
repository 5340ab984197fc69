import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { stockAdjustmentMachine, STOCK_LOAD_FAILED_MESSAGE, STOCK_SAVE_FAILED_MESSAGE, UNASSIGNED_SIZE } from '../../../src/machines/catalog/stock-adjustment.machine';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { heldWhileSaving, historyOf, laptopId, mainId, savedAnswer, shirtId, sizeM, stockAdjustmentModel, stockBook, stockSizeModel, testableStockAdjustmentMachine } from './stock-adjustment.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const messages = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => englishOf((event as unknown as { message: ShownText }).message));

/**
 * What the form must refuse, by field, worked out here from the rules of docs/screens.md#products and
 * the books of the model (not from the machine): a product with sizes needs one chosen; the quantity
 * is checked against what the chosen size (or the product) holds in the warehouse.
 */
function expectedErrors(context: { product: { id: string }; size: string; mode: string; quantity: string; warehouseId: string | null }): Record<string, string> {
  const sized = context.product.id === shirtId;
  const errors: Record<string, string> = sized && context.size === '' ? { variant: 'Choose a size.' } : {};
  if (context.quantity === '') return { ...errors, quantity: 'Enter a whole number from 0 to 1,000,000.' };
  if (errors.variant) return errors;
  const variantId = context.size === UNASSIGNED_SIZE ? null : context.size;
  const onHand = stockBook[context.product.id]!
    .filter((level) => level.warehouseId === context.warehouseId && (!sized || level.variantId === variantId))
    .reduce((sum, level) => sum + level.onHand, 0);
  const quantity = Number(context.quantity);
  const after = context.mode === 'count' ? quantity : context.mode === 'add' ? onHand + quantity : onHand - quantity;
  if (after === onHand) return { quantity: `${onHand} already in stock: nothing to change.` };
  if (after < 0) return { quantity: `Only ${onHand} in stock: cannot remove ${quantity}.` };
  return {};
}

/** What the toast names: the laptop, or the T-shirt's size counted. */
const adjustedName = (context: { product: { id: string }; size: string }) =>
  context.product.id === shirtId ? `T-Shirt (${context.size === sizeM ? 'M' : 'not on a size'})` : 'Laptop';

const assertions: StateAssertions<any> = {
  idle: ({ emitted, snapshot }: Check) => {
    expect(emitted).toEqual([]);
    expect(snapshot.can({ type: 'stock.submit' })).toBe(false);
  },
  'open.loading': ({ snapshot, event, invoked, emitted }: Check) => {
    // Every load asks for the product and the warehouse chosen (none on opening: the server picks).
    const loads = ['stock.open', 'stock.retry', 'stock.warehouse.choose', 'xstate.done.actor.saveAdjustment'].includes(event.type);
    expect(invoked).toEqual(loads ? [{ id: 'loadHistory', input: { productId: snapshot.context.product.id, warehouseId: snapshot.context.warehouseId } }] : []);
    if (event.type === 'xstate.done.actor.saveAdjustment') {
      const { reference, onHand } = (event as unknown as { output: { data: { reference: string; onHand: number } } }).output.data;
      const reason = snapshot.context.reason === 'damage' ? 'Damage' : 'Stock count';
      expect(messages(emitted)).toEqual([`${reason} saved (${reference}): ${adjustedName(snapshot.context)} in Main is now ${onHand}.`]);
      // The saved quantity and note are cleared for the next adjustment.
      expect([snapshot.context.quantity, snapshot.context.note]).toEqual(['', '']);
    } else {
      expect(emitted).toEqual([]);
    }
    if (event.type === 'stock.open') {
      const product = (event as { productId?: string }).productId === shirtId ? { id: shirtId, name: 'T-Shirt' } : { id: laptopId, name: 'Laptop' };
      expect(snapshot.context).toMatchObject({ product, warehouseId: null, history: null, size: '', mode: 'count', quantity: '', reason: 'count' });
    }
  },
  'open.failed': ({ snapshot, event }: Check) => {
    if (event.type === 'xstate.done.actor.loadHistory') expect(snapshot.context.message).toBe('Product not found.');
    else if (event.type === 'xstate.error.actor.loadHistory') expect(snapshot.context.message).toBe(STOCK_LOAD_FAILED_MESSAGE);
    else expect(['Product not found.', STOCK_LOAD_FAILED_MESSAGE]).toContain(snapshot.context.message);
    expect(snapshot.can({ type: 'stock.submit' })).toBe(false);
  },
  'open.ready': ({ snapshot, event }: Check) => {
    const { context } = snapshot;
    if (event.type === 'xstate.done.actor.loadHistory') {
      expect(context.warehouseId).toBe(context.history.warehouseId);
      expect(context.fieldErrors).toEqual({});
    }
    if (event.type === 'stock.submit') {
      // Submit stayed on the form: the form's own check refused it, under the size or the quantity.
      const problems = expectedErrors(context);
      expect(problems).not.toEqual({});
      expect(context.fieldErrors).toEqual(problems);
    }
    if (event.type === 'xstate.done.actor.saveAdjustment') {
      const output = (event as unknown as { output: { status: number } }).output;
      if (output.status === 409) expect([context.fieldErrors, context.message]).toEqual([{ quantity: 'Only 1 in stock: cannot remove 5.' }, null]);
      else expect([context.fieldErrors, context.message]).toEqual([{}, 'The server is busy.']);
    }
    if (event.type === 'xstate.error.actor.saveAdjustment') expect(context.message).toBe(STOCK_SAVE_FAILED_MESSAGE);
  },
  'open.saving': ({ snapshot, event, invoked, emitted }: Check) => {
    const { context } = snapshot;
    expect(expectedErrors(context)).toEqual({});
    // Nothing typed while saving changes what is being saved.
    expect(snapshot.can({ type: 'stock.quantity.change', value: '1' })).toBe(false);
    expect(snapshot.can({ type: 'stock.close' })).toBe(false);
    if (event.type !== 'stock.submit') {
      // A change typed while saving: the form keeps what is being saved, nothing else starts or is said.
      expect(heldWhileSaving).toContainEqual(event);
      expect([context.size, context.mode, context.quantity, context.reason, context.note]).not.toContain(Object.values(event)[1]);
      expect([invoked, emitted]).toEqual([[], []]);
      return;
    }
    expect(invoked).toEqual([
      {
        id: 'saveAdjustment',
        input: {
          productId: context.product.id,
          // The size counted, by id; the product's own stock names none.
          ...(context.product.id === shirtId && context.size !== UNASSIGNED_SIZE ? { variant: context.size } : {}),
          warehouseId: context.warehouseId,
          mode: context.mode,
          quantity: Number(context.quantity),
          reason: context.reason,
          note: context.note,
        },
      },
    ]);
  },
};

describe('stock adjustment machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(stockAdjustmentMachine).sort());
  });
  const paths = stockAdjustmentModel().getShortestPaths();
  it('reaches a save, a form refusal and a server refusal', () => {
    const types = paths.flatMap((path) => path.steps.map((step) => step.event.type));
    expect(types).toContain('xstate.done.actor.saveAdjustment');
    expect(types).toContain('xstate.error.actor.saveAdjustment');
    // The form's own refusal: a submit that stays in the form.
    expect(paths.some((path) => path.steps.some((step, index) => step.event.type === 'stock.submit' && path.steps[index - 1]?.state.matches({ open: 'ready' }) && step.state.matches({ open: 'ready' })))).toBe(true);
  });
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableStockAdjustmentMachine, path, assertions));
  }
  itTakesTheRecordedChart('stock-adjustment', testableStockAdjustmentMachine, paths);
});

describe('stock adjustment machine: a product with sizes', () => {
  const paths = stockSizeModel().getShortestPaths();
  it('reaches a count of a size and a submit refused for want of a size', () => {
    const submits = paths.flatMap((path) => path.steps.filter((step) => step.event.type === 'stock.submit').map((step) => step.state));
    expect(submits.some((state) => state.matches({ open: 'ready' }) && state.context.fieldErrors.variant === 'Choose a size.')).toBe(true);
    expect(submits.some((state) => state.matches({ open: 'saving' }) && state.context.size === sizeM)).toBe(true);
  });
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableStockAdjustmentMachine, path, assertions));
  }
  itTakesTheRecordedChart('stock-adjustment-sizes', testableStockAdjustmentMachine, paths);
});

describe('after an adjustment, the product list reads again', () => {
  async function adjustWith(answer: unknown) {
    const heard: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const machine = stockAdjustmentMachine.provide({
      actors: { loadHistory: fromPromise(async () => ({ ok: true, data: historyOf(mainId) })) as never, saveAdjustment: fromPromise(async () => answer) as never },
    });
    const actor = createActor(machine, { input: { list } }).start();
    actor.send({ type: 'stock.open', productId: laptopId, productName: 'Laptop' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    actor.send({ type: 'stock.quantity.change', value: '3' });
    actor.send({ type: 'stock.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    return heard;
  }

  it('tells the list to reload once the adjustment is saved', async () => {
    expect(await adjustWith(savedAnswer)).toEqual([{ type: 'list.reload' }]);
  });

  it('leaves the list alone when the server refuses', async () => {
    expect(await adjustWith({ ok: false, status: 409, message: 'Only 1 in stock: cannot remove 3.', issues: [] })).toEqual([]);
  });
});
