import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import {
  purchaseFormMachine,
  selectIsSaving,
  selectPurchaseAttachment,
  selectPurchaseChoices,
  selectPurchaseFieldErrors,
  selectPurchaseLines,
  selectPurchaseLinesProblem,
  selectPurchaseValues,
  PURCHASE_ADDED_MESSAGE,
  PURCHASE_REFUSED_MESSAGE,
  type SavePurchaseInput,
} from '../../../src/machines/purchases/purchase-form.machine';
import { selectPurchaseSummary } from '../../../src/machines/purchases/purchase-lines.selectors';
import { productsByCode, suppliers, warehouses } from './purchase-form.model';
import { editedPurchase } from './purchase-machines.model';
import { enterCode, searchFinding } from '../common/product-search.model';

// Kept apart from purchase-form.test.ts: Stryker's --incremental reuses a test file's results only
// while the file is unchanged (the Vitest runner reports no test locations).

describe('Add Purchase says what docs/screens.md#purchases says', () => {
  it("'Purchase order submitted successfully!' after the server saved it, then the purchase list", async () => {
    const emitted: EventObject[] = [];
    const machine = purchaseFormMachine.provide({
      actors: {
        loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase: null } })) as never,
        savePurchase: fromPromise(async () => ({ ok: true, data: editedPurchase })) as never,
        orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding(() => productsByCode['MS-1']!) } }),
      },
    });
    const actor = createActor(machine, { input: {} });
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'field.change', name: 'warehouse', value: 'w-main' });
    const lines = actor.getSnapshot().context.lines!;
    await enterCode(lines, 'MS-1');
    await waitFor(lines, (snapshot) => snapshot.context.lines.length === 1);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(emitted).toEqual([
      { type: 'notify', kind: 'success', message: PURCHASE_ADDED_MESSAGE, place: 'layout' },
      { type: 'navigate', to: '/purchase/list' },
    ]);
  });
});

describe('the summary under the Order Table', () => {
  it('shows items, total, order tax with its percent, discount, shipping and grand total of a loaded purchase', async () => {
    const purchase = {
      ...editedPurchase,
      orderTax: 10,
      discount: 1,
      shippingCost: 2,
      products: [{ ...editedPurchase.products[0]!, quantity: 4, tax: 59.25, subTotal: 454.25 }],
    };
    const machine = purchaseFormMachine.provide({ actors: { loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase } })) as never } });
    const actor = createActor(machine, { input: { id: 'pr-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    // 4 × 100 − 5 = 395, 15% = 59.25 → 454.25; + 10% 45.43 − 1 + 2 = 500.68
    expect(selectPurchaseSummary(selectPurchaseLines(actor.getSnapshot())!.getSnapshot())).toEqual({ items: 1, total: 454.25, orderTaxRate: 10, orderTax: 45.43, discount: 1, shipping: 2, grandTotal: 500.68 });
    actor.stop();
  });
});

describe('what the purchase form shows after a refusal, and what a blank choice is', () => {
  /** Edit Purchase of `purchase`, saving with `answer`; the screen's selectors read the result. */
  async function editForm(purchase: object, answer: unknown) {
    const emitted: EventObject[] = [];
    const sent: SavePurchaseInput[] = [];
    const machine = purchaseFormMachine.provide({
      actors: {
        loadPurchaseForm: fromPromise(async () => ({ ok: true, data: { choices: { warehouses, suppliers }, purchase } })) as never,
        savePurchase: fromPromise(async ({ input }: { input: SavePurchaseInput }) => {
          sent.push(input);
          return answer;
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { id: 'pr-1' } });
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    return { actor, emitted, sent };
  }

  it('a purchase without a supplier shows no supplier chosen, and is saved with none', async () => {
    const { actor, sent } = await editForm({ ...editedPurchase, supplierId: null, attachment: null }, { ok: true, data: editedPurchase });
    expect(selectPurchaseValues(actor.getSnapshot())).toEqual({ warehouse: 'w-main', supplier: '', purchaseStatus: 'Received', note: '', paidInFull: false });
    expect(selectPurchaseChoices(actor.getSnapshot())).toEqual({ warehouses, suppliers });
    expect(selectPurchaseAttachment(actor.getSnapshot())).toBeNull();
    expect(selectPurchaseLines(actor.getSnapshot())!.getSnapshot().context.lines).toHaveLength(1);
    actor.send({ type: 'form.submit' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(sent[0]!.body).toMatchObject({ supplier: null });
  });

  it('a warehouse of spaces is no warehouse: the alert, and nothing sent', async () => {
    const { actor, emitted, sent } = await editForm(editedPurchase, { ok: true, data: editedPurchase });
    actor.send({ type: 'field.change', name: 'warehouse', value: '  ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectPurchaseFieldErrors(actor.getSnapshot())).toEqual({ warehouse: 'Please select a warehouse' });
    expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: 'Please select a warehouse', place: 'layout' }]);
    expect(sent).toEqual([]);
  });

  it("a refusal without a message says 'Failed to update purchase.' (docs/screens.md#messages); an issue without a path marks no field", async () => {
    const { actor, emitted } = await editForm(editedPurchase, { ok: false, status: 500, message: '', issues: [{ path: '', message: 'Something broke.' }] });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: PURCHASE_REFUSED_MESSAGE, place: 'layout' }]);
    expect(selectPurchaseFieldErrors(actor.getSnapshot())).toEqual({});
    expect(selectPurchaseLinesProblem(actor.getSnapshot())).toBeUndefined();
  });

  it("the server's words about the products and their lines show together under the Order Table; other fields stay under their own", async () => {
    const refusal = {
      ok: false,
      status: 400,
      message: 'Check the order.',
      issues: [
        { path: 'warehouse', message: 'There is no warehouse w-gone.' },
        { path: 'products', message: 'Too many lines.' },
        { path: 'products.0.discount', message: 'The discount is more than the line.' },
        { path: 'productsNote', message: 'Not a line.' },
      ],
    };
    const { actor } = await editForm(editedPurchase, refusal);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(selectPurchaseLinesProblem(actor.getSnapshot())).toBe('Too many lines. The discount is more than the line.');
    expect(selectPurchaseFieldErrors(actor.getSnapshot()).warehouse).toBe('There is no warehouse w-gone.');
    // A field the user changes again loses its message.
    actor.send({ type: 'field.change', name: 'warehouse', value: 'w-second' });
    expect(Object.keys(selectPurchaseFieldErrors(actor.getSnapshot())).sort()).toEqual(['products', 'products.0.discount', 'productsNote']);
  });
});
