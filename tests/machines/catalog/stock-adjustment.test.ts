import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { stockAdjustmentMachine, STOCK_LOAD_FAILED_MESSAGE, STOCK_SAVE_FAILED_MESSAGE } from '../../../src/machines/catalog/stock-adjustment.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { heldWhileSaving, historyOf, laptopId, mainId, savedAnswer, stockAdjustmentModel, testableStockAdjustmentMachine } from './stock-adjustment.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const messages = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { message: string }).message);

/** What the form must refuse, worked out here from the rules of docs/screens.md#products (not from the machine). */
function expectedProblem(context: { mode: string; quantity: string; warehouseId: string | null }): string | null {
  const onHand = context.warehouseId === mainId ? 5 : 0;
  if (context.quantity === '') return 'Enter a whole number from 0 to 1,000,000.';
  const quantity = Number(context.quantity);
  const after = context.mode === 'count' ? quantity : context.mode === 'add' ? onHand + quantity : onHand - quantity;
  if (after === onHand) return `${onHand} already in stock: nothing to change.`;
  if (after < 0) return `Only ${onHand} in stock: cannot remove ${quantity}.`;
  return null;
}

const assertions: StateAssertions<any> = {
  idle: ({ emitted, snapshot }: Check) => {
    expect(emitted).toEqual([]);
    expect(snapshot.can({ type: 'stock.submit' })).toBe(false);
  },
  'open.loading': ({ snapshot, event, invoked, emitted }: Check) => {
    // Every load asks for the product and the warehouse chosen (none on opening: the server picks).
    const loads = ['stock.open', 'stock.retry', 'stock.warehouse.choose', 'xstate.done.actor.saveAdjustment'].includes(event.type);
    expect(invoked).toEqual(loads ? [{ id: 'loadHistory', input: { productId: laptopId, warehouseId: snapshot.context.warehouseId } }] : []);
    if (event.type === 'xstate.done.actor.saveAdjustment') {
      expect(messages(emitted)).toEqual(['Damage saved (ADJ-000002): Laptop in Main is now 3.'].map((text) => (snapshot.context.reason === 'damage' ? text : text.replace('Damage', 'Stock count'))));
      // The saved quantity and note are cleared for the next adjustment.
      expect([snapshot.context.quantity, snapshot.context.note]).toEqual(['', '']);
    } else {
      expect(emitted).toEqual([]);
    }
    if (event.type === 'stock.open') expect(snapshot.context).toMatchObject({ product: { id: laptopId, name: 'Laptop' }, warehouseId: null, history: null, mode: 'count', quantity: '', reason: 'count' });
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
      // Submit stayed on the form: the form's own check refused it, under quantity.
      const problem = expectedProblem(context);
      expect(problem).not.toBeNull();
      expect(context.fieldErrors).toEqual({ quantity: problem });
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
    expect(expectedProblem(context)).toBeNull();
    // Nothing typed while saving changes what is being saved.
    expect(snapshot.can({ type: 'stock.quantity.change', value: '1' })).toBe(false);
    expect(snapshot.can({ type: 'stock.close' })).toBe(false);
    if (event.type !== 'stock.submit') {
      // A change typed while saving: the form keeps what is being saved, nothing else starts or is said.
      expect(heldWhileSaving).toContainEqual(event);
      expect([context.mode, context.quantity, context.reason, context.note]).not.toContain(Object.values(event)[1]);
      expect([invoked, emitted]).toEqual([[], []]);
      return;
    }
    expect(invoked).toEqual([
      {
        id: 'saveAdjustment',
        input: { productId: laptopId, warehouseId: context.warehouseId, mode: context.mode, quantity: Number(context.quantity), reason: context.reason, note: context.note },
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
