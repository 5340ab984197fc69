import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderLinesMachine } from '../../../src/machines/common/order-lines.machine';
import { purchaseChoicesMachine } from '../../../src/machines/purchases/purchase-choices.machine';
import { purchaseFormMachine } from '../../../src/machines/purchases/purchase-form.machine';
import { purchaseImportMachine } from '../../../src/machines/purchases/purchase-import.machine';
import { PAYMENTS_LOAD_FAILED_MESSAGE, purchasePaymentMachine } from '../../../src/machines/purchases/purchase-payment.machine';
import { fakeServer } from '../fake-server';
import { importedAnswer } from './purchase-import.model';
import { cashAccount, duePurchase, editedPurchase } from './purchase-machines.model';
import { productsByCode } from './purchase-form.model';
import { enterCode, searchFinding } from '../common/product-search.model';

// The purchase machines with their own actors (none replaced): what they ask the server for
// (docs/api.md#the-calls) and what they make of its answers.
afterEach(() => vi.unstubAllGlobals());

const choicesRoutes = {
  'GET /api/warehouses': [
    { _id: 'w-main', name: 'Main' },
    { _id: 'w-second', name: 'Secondary' },
  ],
  'GET /api/suppliers': [{ _id: 's-karachi', name: 'Karachi Traders' }],
};
const choicesCalls = ['GET /api/suppliers?page=1&pageSize=1000', 'GET /api/warehouses?page=1&pageSize=1000'];
const choices = {
  warehouses: [
    { id: 'w-main', name: 'Main' },
    { id: 'w-second', name: 'Secondary' },
  ],
  suppliers: [{ id: 's-karachi', name: 'Karachi Traders' }],
};

describe('the purchase machines against the server', () => {
  it("the purchase list's filters read every warehouse and supplier", async () => {
    const server = fakeServer(choicesRoutes);
    const actor = createActor(purchaseChoicesMachine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    expect(server.seen.map((request) => request.call).sort()).toEqual(choicesCalls);
  });

  it('Edit Purchase reads the choices and GET /api/purchase/{id}, then PUTs the purchase to the same id', async () => {
    const server = fakeServer({ ...choicesRoutes, 'GET /api/purchase/pr-1': editedPurchase, 'PUT /api/purchase/pr-1': editedPurchase });
    const actor = createActor(purchaseFormMachine, { input: { id: 'pr-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    expect(actor.getSnapshot().context.values).toEqual({ warehouse: 'w-main', supplier: 's-karachi', purchaseStatus: 'Received', note: '', paidInFull: false });
    expect(server.seen.map((request) => request.call).sort()).toEqual(['GET /api/purchase/pr-1', ...choicesCalls]);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.at(-1)).toEqual({
      call: 'PUT /api/purchase/pr-1',
      body: expect.objectContaining({ warehouse: 'w-main', supplier: 's-karachi', total: 339.25, products: [expect.objectContaining({ productId: 'p-laptop', quantity: 3, subTotal: 339.25 })] }),
    });
  });

  it('Add Purchase reads only the choices and POSTs to /api/purchase', async () => {
    const server = fakeServer({ ...choicesRoutes, 'POST /api/purchase': editedPurchase });
    // The product search is the order lines' own (tests/machines/common): here the scanner finds the mouse.
    const machine = purchaseFormMachine.provide({
      actors: { orderLines: orderLinesMachine.provide({ actors: { productSearch: searchFinding(() => productsByCode['MS-1']!) } }) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(server.seen.map((request) => request.call).sort()).toEqual(choicesCalls);
    actor.send({ type: 'field.change', name: 'warehouse', value: 'w-main' });
    const lines = actor.getSnapshot().context.lines!;
    await enterCode(lines, 'MS-1');
    await waitFor(lines, (snapshot) => snapshot.context.lines.length === 1);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.at(-1)).toEqual({ call: 'POST /api/purchase', body: expect.objectContaining({ warehouse: 'w-main', supplier: null, total: 4.5 }) });
  });

  it('Import Purchase reads the choices and sends the warehouse, supplier, CSV and attachment as one form', async () => {
    const server = fakeServer({ ...choicesRoutes, 'POST /api/import/purchases': importedAnswer.data });
    // The CSV is read in the browser (its header and rows; Papa Parse needs a FileReader): here it has two rows.
    const preview = { columns: ['product_code', 'quantity', 'purchase_unit', 'product_cost', 'discount', 'tax_name'], rowCount: 2 };
    const actor = createActor(purchaseImportMachine.provide({ actors: { readFile: fromPromise(async () => preview) as never } })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    expect(server.seen.map((request) => request.call).sort()).toEqual(choicesCalls);

    const csv = new File(['product_code,quantity,purchase_unit,product_cost,discount,tax_name\nA,1,Piece,1,0,No Tax\nB,2,Piece,1,0,No Tax\n'], 'stock.csv', { type: 'text/csv' });
    const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    actor.send({ type: 'import.warehouse.choose', warehouse: 'w-main' });
    actor.send({ type: 'import.supplier.choose', supplier: 's-karachi' });
    actor.send({ type: 'import.attachment.choose', file: invoice });
    actor.send({ type: 'import.file.choose', file: csv });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.at(-1)).toEqual({ call: 'POST /api/import/purchases', body: { warehouse: 'w-main', supplier: 's-karachi', file: '(file)', attachment: '(file)' } });
    expect(emitted).toContainEqual({ type: 'navigate', to: '/purchase/edit/p-1' });
  });

  it('Add payment reads the accounts and the payments of the purchase, and POSTs the payment to it', async () => {
    const payment = { _id: 'pay-1', date: '2026-11-24', reference: 'PAY-1', account: 'Cash', method: 'Cash', amount: 30, note: '' };
    const server = fakeServer({
      'GET /api/accounts/picker': [cashAccount],
      'GET /api/purchase/pr-1/payments': [payment],
      'POST /api/purchase/pr-1/payments': { message: 'Payment added.', payment, purchase: { ...duePurchase, paid: 130, due: 100, paymentStatus: 'Partial' } },
    });
    const actor = createActor(purchasePaymentMachine, { input: {} }).start();
    actor.send({ type: 'payment.open', purchase: duePurchase });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ accounts: [cashAccount], payments: [payment] });
    actor.send({ type: 'payment.change', field: 'amount', value: '30' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }) && snapshot.context.purchase!.due === 100);
    expect(server.seen.map((request) => request.call)).toEqual([
      'GET /api/accounts/picker',
      'GET /api/purchase/pr-1/payments',
      'POST /api/purchase/pr-1/payments',
      'GET /api/accounts/picker',
      'GET /api/purchase/pr-1/payments',
    ]);
    expect(server.seen[2]!.body).toEqual({ amount: 30, account: 'a-cash', method: 'Cash', note: '' });
  });

  it.each([
    ['the accounts', { 'GET /api/purchase/pr-1/payments': [] }],
    ['the payments', { 'GET /api/accounts/picker': [cashAccount] }],
  ])('Add payment says the payments could not be loaded when the server refuses %s', async (_, routes) => {
    fakeServer(routes);
    const actor = createActor(purchasePaymentMachine, { input: {} }).start();
    actor.send({ type: 'payment.open', purchase: duePurchase });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.message).toBe(PAYMENTS_LOAD_FAILED_MESSAGE);
  });
});
