import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { toWire } from '../../../src/domain/money';
import { orderLinesMachine, selectPricedOrder } from '../../../src/machines/common/order-lines.machine';
import {
  PURCHASE_ADDED_MESSAGE,
  PURCHASE_FAILED_MESSAGE,
  PURCHASE_LOAD_FAILED_MESSAGE,
  purchaseFormMachine,
  type SavePurchaseInput,
} from '../../../src/machines/purchases/purchase-form.machine';
import { expectedBody, expectedOrder, productsByCode, purchaseFormModel, suppliers, warehouses, type PurchaseModelContext, type PurchaseModelEvent } from './purchase-form.model';
import { pathTitle } from '../model-helpers';
import { enterCode, searchFinding } from '../common/product-search.model';

/** The form machine with the server's answers played by the test; `saved` records every body sent. */
function startForm(save: (input: SavePurchaseInput) => Promise<unknown> = async () => ({ ok: true, data: {} })) {
  const saved: SavePurchaseInput[] = [];
  const emitted: EventObject[] = [];
  const machine = purchaseFormMachine.provide({
    actors: {
      loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase: null } })) as never,
      savePurchase: fromPromise(async ({ input }: { input: SavePurchaseInput }) => {
        saved.push(input);
        return save(input);
      }) as never,
      orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding((code) => productsByCode[code]) } }),
    },
  });
  const actor = createActor(machine, { input: {} });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, saved, emitted };
}

type Form = ReturnType<typeof startForm>;

async function perform(form: Form, event: PurchaseModelEvent) {
  const { actor } = form;
  const lines = actor.getSnapshot().context.lines!;
  switch (event.type) {
    case 'warehouse':
      return actor.send({ type: 'field.change', name: 'warehouse', value: event.id });
    case 'status':
      return actor.send({ type: 'field.change', name: 'purchaseStatus', value: event.status });
    case 'paidInFull':
      return actor.send({ type: 'field.paidInFull', value: true });
    case 'shipping':
      return lines.send({ type: 'lines.shipping.change', text: event.text });
    case 'remove':
      return lines.send({ type: 'lines.remove', key: productsByCode[event.code]!.id });
    case 'add':
      // A scanner types the code and Enter; the line shows once the server has answered.
      await enterCode(lines, event.code);
      return;
    case 'submit':
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
  }
}

/** What must hold after each step: the order and its totals, and what a submit sent or refused. */
function check(form: Form, model: PurchaseModelContext, state: string, submits: number) {
  const snapshot = form.actor.getSnapshot();
  const lines = snapshot.context.lines!.getSnapshot();
  const order = expectedOrder(model);
  expect(lines.context.lines.map((line) => [line.product.code, line.quantity])).toEqual(model.lines);
  expect(selectPricedOrder(lines).totals.grandTotal).toBe(order.grandTotal);
  expect(snapshot.context.values.warehouse).toBe(model.warehouse);
  if (state === 'saved') {
    expect(snapshot.status).toBe('done');
    expect(form.saved).toHaveLength(1);
    // The body docs/api.md#the-calls names, with the totals the server will recompute.
    expect(form.saved[0]).toEqual({ id: null, body: expectedBody(model) });
    expect(form.emitted).toContainEqual({ type: 'notify', kind: 'success', message: PURCHASE_ADDED_MESSAGE, place: 'layout' });
    expect(form.emitted).toContainEqual({ type: 'navigate', to: '/purchase/list' });
    return;
  }
  expect(snapshot.value).toBe('editing');
  expect(form.saved).toEqual([]);
  const refusals = form.emitted.filter((event) => event.type === 'notify');
  expect(refusals).toHaveLength(submits);
  if (model.refusal) {
    expect(refusals.at(-1)).toEqual({ type: 'notify', kind: 'error', message: model.refusal, place: 'layout' });
    if (model.refusal === 'Please select a warehouse') expect(snapshot.context.fieldErrors.warehouse).toBe('Please select a warehouse');
  }
}

describe('purchase form along the model paths (add, increment, remove, totals, warehouse rule, saved body)', () => {
  const paths = purchaseFormModel().getShortestPaths();
  it('has paths to every state of the model, with submits refused and accepted', () => {
    expect(paths.some((path) => path.state.value === 'saved')).toBe(true);
    expect(paths.some((path) => path.state.context.refusal === 'Please select a warehouse')).toBe(true);
    expect(paths.some((path) => path.state.context.lines.some(([, quantity]) => quantity === 2))).toBe(true);
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const form = startForm();
      await waitFor(form.actor, (snapshot) => snapshot.matches('editing'));
      let submits = 0;
      check(form, path.steps[0]!.state.context, 'editing', 0);
      for (const [index, step] of path.steps.entries()) {
        if (index === 0) continue;
        const event = step.event as PurchaseModelEvent;
        await perform(form, event);
        if (event.type === 'submit' && step.state.value !== 'saved') submits += 1;
        check(form, step.state.context, String(step.state.value), submits);
      }
      form.actor.stop();
    });
  }
});

describe('purchase form answers from the server', () => {
  async function filledForm(save: (input: SavePurchaseInput) => Promise<unknown>) {
    const form = startForm(save);
    await waitFor(form.actor, (snapshot) => snapshot.matches('editing'));
    await perform(form, { type: 'warehouse', id: 'w-main' });
    await perform(form, { type: 'add', code: 'DL-INS15' });
    await perform(form, { type: 'submit' });
    return form;
  }

  it("shows the server's message and the fields it named, never the success alert, and stays on the form", async () => {
    const form = await filledForm(async () => ({ ok: false, status: 409, message: 'Not enough stock: Laptop (LP-1) needs 3, 1 in stock.', issues: [{ path: 'products.0', message: 'short' }] }));
    const snapshot = form.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({ 'products.0': 'short' });
    expect(form.emitted).toEqual([{ type: 'notify', kind: 'error', message: 'Not enough stock: Laptop (LP-1) needs 3, 1 in stock.', place: 'layout' }]);
  });

  it('says the save failed when no answer came, and the body totals match the lines', async () => {
    const form = await filledForm(async () => {
      throw new Error('offline');
    });
    expect(form.emitted).toEqual([{ type: 'notify', kind: 'error', message: PURCHASE_FAILED_MESSAGE, place: 'layout' }]);
    expect(form.saved[0]!.body).toMatchObject({ total: toWire(11_500 as never), products: [{ quantity: 1, tax: 15, subTotal: 115 }] });
  });

  it('loads an edited purchase into the lines and PUTs it; a failed load offers a retry', async () => {
    let fail = true;
    const machine = purchaseFormMachine.provide({
      actors: {
        loadPurchaseForm: fromPromise(async () => {
          if (fail) throw new Error('offline');
          return {
            ok: true,
            data: {
              choices: { warehouses, suppliers },
              purchase: {
                warehouseId: 'w-main',
                supplierId: 's-karachi',
                purchaseStatus: 'Ordered',
                note: 'Monthly',
                orderTax: 10,
                discount: 1,
                shippingCost: 2,
                products: [{ productId: 'p-laptop', productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', quantity: 3, productCost: 100, discount: 5, taxRate: 15, tax: 44.25, subTotal: 339.25 }],
              },
            },
          } as never;
        }) as never,
        savePurchase: fromPromise(async () => ({ ok: true, data: {} })) as never,
      },
    });
    const actor = createActor(machine, { input: { id: 'pr-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.loadError).toBe(PURCHASE_LOAD_FAILED_MESSAGE);
    fail = false;
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.getSnapshot().context.lines!.send({ type: 'lines.quantity.change', key: 'p-laptop', text: '4' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.values).toEqual({ warehouse: 'w-main', supplier: 's-karachi', purchaseStatus: 'Ordered', note: 'Monthly', paidInFull: false });
    // 4 × 100 − 5 = 395, 15% = 59.25 → 454.25; + 10% 45.43 − 1 + 2 = 500.68
    expect(selectPricedOrder(snapshot.context.lines!.getSnapshot()).totals.grandTotal).toBe(50_068);
    const sent: SavePurchaseInput[] = [];
    actor.stop();
    const again = createActor(
      machine.provide({
        actors: {
          savePurchase: fromPromise(async ({ input }: { input: SavePurchaseInput }) => {
            sent.push(input);
            return { ok: true, data: {} };
          }) as never,
        },
      }),
      { input: { id: 'pr-1' } },
    ).start();
    await waitFor(again, (next) => next.matches('editing'));
    again.send({ type: 'form.submit' });
    await waitFor(again, (next) => next.status === 'done');
    expect(sent[0]).toMatchObject({ id: 'pr-1', body: { warehouse: 'w-main', supplier: 's-karachi', purchaseStatus: 'Ordered', total: 374.18 } });
  });
});
