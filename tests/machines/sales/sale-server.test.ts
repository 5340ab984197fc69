import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customerFormMachine } from '../../../src/machines/sales/customer-form';
import { customerDepositMachine, DEPOSIT_ACCOUNTS_FAILED_MESSAGE } from '../../../src/machines/sales/customer-deposit.machine';
import { saleChoicesMachine } from '../../../src/machines/sales/sale-choices.machine';
import { saleFormMachine } from '../../../src/machines/sales/sale-form.machine';
import { saleImportMachine } from '../../../src/machines/sales/sale-import.machine';
import { fakeServer } from '../fake-server';
import { bilal, cashAccount } from './customer-deposit.model';
import { choices, storedSale, storedSaleBody } from './sale-form.model';
import { imported } from './sale-import.model';

// The sale machines with their own actors (none replaced): what they ask the server for (docs/api.md#the-calls) and what they make of its answers.
afterEach(() => vi.unstubAllGlobals());

const choicesRoutes = {
  'GET /api/customers/choices': [
    { _id: 'c-walk-in', name: 'Walk-in Customer', isWalkIn: true },
    { _id: 'c-bilal', name: 'Bilal Ahmed', isWalkIn: false },
  ],
  'GET /api/warehouses': [
    { _id: 'w-main', name: 'Main' },
    { _id: 'w-lahore', name: 'Lahore' },
  ],
  'GET /api/billers': [{ _id: 'b-main', name: 'Main Biller' }],
  // The accounts a payment may go into, and General Setting's account per method.
  'GET /api/accounts/picker': [{ _id: 'a-cash', name: 'Cash in Hand', accountNumber: 'CASH-1', isDefault: true }],
  'GET /api/settings': { systemTitle: 'ShopDesk', paymentAccounts: {} },
};
const choicesCalls = ['GET /api/billers?page=1&pageSize=1000', 'GET /api/customers/choices', 'GET /api/warehouses?page=1&pageSize=1000'];
/** The sale form also reads the accounts a payment may go into and General Setting's account per method. */
const formCalls = [...choicesCalls, 'GET /api/accounts/picker', 'GET /api/settings'];
const calls = (seen: { call: string }[]) => seen.map((request) => request.call).sort();

describe('the sale machines against the server', () => {
  it("the sale screens' choices are the server's customers, warehouses and billers, with the walk-in customer", async () => {
    const server = fakeServer(choicesRoutes);
    const actor = createActor(saleChoicesMachine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    expect(calls(server.seen)).toEqual(choicesCalls);
  });

  it('Edit Sale reads the choices and GET /api/sales/{id}, then PUTs the sale to the same id', async () => {
    const server = fakeServer({ ...choicesRoutes, 'GET /api/sales/s-1': storedSale, 'PUT /api/sales/s-1': storedSale });
    const actor = createActor(saleFormMachine, { input: { id: 's-1', timeZone: 'UTC' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    expect(actor.getSnapshot().context.values.customer).toBe('c-bilal');
    expect(calls(server.seen)).toEqual([...formCalls, 'GET /api/sales/s-1'].sort());
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'saved' } }));
    expect(server.seen.at(-1)).toEqual({
      call: 'PUT /api/sales/s-1',
      body: { customer: 'c-bilal', warehouse: 'w-main', biller: 'b-main', saleStatus: 'Completed', saleNote: 'Deliver before noon', staffNote: '', ...storedSaleBody },
    });
    actor.stop();
  });

  it("Edit Sale of a sale made at a till starts a payment on the till's accounts, as its checkout did (docs/tills-and-shifts.md#edits-of-a-tills-sale)", async () => {
    const tillSale = { ...storedSale, source: 'pos', till: 'Till 1', tillId: 't-1' };
    const till = { _id: 't-1', name: 'Till 1', code: '1', cashAccount: 'a-drawer', cashAccountName: 'Till 1 drawer', methodAccounts: { Card: 'a-card', Paypal: null, Cheque: null, GiftCard: null } };
    const server = fakeServer({ ...choicesRoutes, 'GET /api/sales/s-1': tillSale, 'GET /api/tills/t-1': till });
    const actor = createActor(saleFormMachine, { input: { id: 's-1', timeZone: 'UTC' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    expect(calls(server.seen)).toEqual([...formCalls, 'GET /api/sales/s-1', 'GET /api/tills/t-1'].sort());
    actor.send({ type: 'payment.add' });
    actor.send({ type: 'payment.add' });
    actor.send({ type: 'payment.change', index: 1, field: 'method', value: 'Card' });
    actor.send({ type: 'payment.add' });
    actor.send({ type: 'payment.change', index: 2, field: 'method', value: 'Cheque' });
    // Cash into its drawer, Card into its terminal's account, Cheque (none of its own) into the shop's.
    expect(actor.getSnapshot().context.payments.map((payment) => payment.accountId)).toEqual(['a-drawer', 'a-card', 'a-cash']);
    actor.stop();
  });

  it('Add Sale reads the choices and the payment accounts, and no sale', async () => {
    const server = fakeServer(choicesRoutes);
    const actor = createActor(saleFormMachine, { input: { timeZone: 'UTC' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    expect(actor.getSnapshot().context.paymentAccounts.accountFor.Card).toBe('a-cash');
    expect(calls(server.seen)).toEqual(formCalls.sort());
    actor.stop();
  });

  it('Import Sale reads the choices and sends the customer, warehouse, biller, status and CSV as one form', async () => {
    const server = fakeServer({ ...choicesRoutes, 'POST /api/import/sales': imported.data });
    // The CSV is read in the browser (Papa Parse needs a FileReader): here its header and two rows.
    const preview = { columns: ['product_code', 'quantity', 'unit_price'], rowCount: 2 };
    const actor = createActor(saleImportMachine.provide({ actors: { readFile: fromPromise(async () => preview) as never } })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.choices).toEqual(choices);
    for (const [name, value] of [
      ['customer', 'c-bilal'],
      ['warehouse', 'w-main'],
      ['biller', 'b-main'],
    ] as const) {
      actor.send({ type: 'import.field.change', name, value });
    }
    actor.send({ type: 'import.file.choose', file: new File(['product_code,quantity,unit_price\nDL-INS15,2,18500\nMS-1,1,9\n'], 'sale.csv', { type: 'text/csv' }) });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.at(-1)).toEqual({ call: 'POST /api/import/sales', body: { file: '(file)', customer: 'c-bilal', warehouse: 'w-main', biller: 'b-main', saleStatus: 'Completed' } });
  });

  it('Add deposit reads the accounts and POSTs the deposit to the customer', async () => {
    const server = fakeServer({
      'GET /api/accounts/picker': [cashAccount],
      'GET /api/settings': { systemTitle: 'ShopDesk', paymentAccounts: { Card: null } },
      'POST /api/customers/c-bilal/deposits': { ...bilal, depositBalance: 12.5 },
    });
    const actor = createActor(customerDepositMachine, { input: {} }).start();
    actor.send({ type: 'deposit.open', customer: bilal });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    expect(actor.getSnapshot().context.accounts).toEqual([cashAccount]);
    actor.send({ type: 'deposit.change', field: 'amount', value: '12.5' });
    actor.send({ type: 'deposit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(server.seen).toEqual([
      { call: 'GET /api/accounts/picker' },
      { call: 'GET /api/settings' },
      { call: 'POST /api/customers/c-bilal/deposits', body: { amount: 12.5, accountId: 'a-cash', method: 'Cash', note: '' } },
    ]);
  });

  it('Add deposit says the accounts could not be loaded when the server refuses them', async () => {
    fakeServer({ 'GET /api/accounts/picker': { status: 500, body: { success: false, message: 'Down.' } } });
    const actor = createActor(customerDepositMachine, { input: {} }).start();
    actor.send({ type: 'deposit.open', customer: bilal });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.message).toBe(DEPOSIT_ACCOUNTS_FAILED_MESSAGE);
  });

  it('Edit Customer reads GET /api/customers/{id} and PUTs the customer to the same id', async () => {
    const server = fakeServer({ 'GET /api/customers/c-bilal': bilal, 'PUT /api/customers/c-bilal': bilal });
    const actor = createActor(customerFormMachine, { input: { id: 'c-bilal' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Bilal Ahmed', city: 'Lahore' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.map((request) => request.call)).toEqual(['GET /api/customers/c-bilal', 'PUT /api/customers/c-bilal']);
  });
});
