import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../../src/api/common/http';
import type { Sale } from '../../../src/domain/sales.schemas';
import { PAYMENTS_REFUSED_MESSAGE, saleFormMachine, type SaveSaleInput } from '../../../src/machines/sales/sale-form.machine';
import { choices, paymentAccounts, saved, storedSale } from './sale-form.model';

/**
 * Payments taken on the sale form (docs/money-and-payments.md, "Methods and accounts" and "Payment
 * status"): money exists only in payments a person entered. Each starts as Cash for what is still
 * owed, into Cash's account; choosing a method moves the account to that method's (General Setting
 * sends cards to the bank); an account chosen after it stays; a cheque needs its number. The server
 * is stubbed: saveSale records what it is given.
 */
async function editSale(sale: Sale = storedSale) {
  const sent: SaveSaleInput[] = [];
  const machine = saleFormMachine.provide({
    actors: {
      loadSaleForm: fromPromise(async () => ({ ok: true, data: { choices, sale, paymentAccounts } })) as never,
      saveSale: fromPromise(async ({ input }: { input: SaveSaleInput }) => {
        sent.push(input);
        return saved as ApiResult<Sale>;
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { id: sale._id, timeZone: 'UTC' } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: { form: 'editing' } }));
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never);
  return { actor, sent, send, payments: () => actor.getSnapshot().context.payments };
}

describe('payments on the sale form', () => {
  it('Card 10,000 to the bank, then Cash for the rest into the cash account: each payment on its own account', async () => {
    // 23,227.50 owed, 5,000.00 paid already.
    const { send, payments, sent, actor } = await editSale({ ...storedSale, paid: 5000, due: 18227.5 });
    send({ type: 'payment.add' });
    expect(payments()).toEqual([{ method: 'Cash', amount: '18227.50', accountId: 'a-cash', number: '' }]);
    send({ type: 'payment.change', index: 0, field: 'method', value: 'Card' });
    send({ type: 'payment.change', index: 0, field: 'amount', value: '10000' });
    expect(payments()[0]).toMatchObject({ method: 'Card', accountId: 'a-bank' });
    send({ type: 'payment.add' });
    expect(payments()[1]).toEqual({ method: 'Cash', amount: '8227.50', accountId: 'a-cash', number: '' });
    send({ type: 'form.submit' });
    await waitFor(actor, () => sent.length > 0);
    expect(sent[0]!.body.payments).toEqual([
      { method: 'Card', amount: 10000, accountId: 'a-bank' },
      { method: 'Cash', amount: 8227.5, accountId: 'a-cash' },
    ]);
    expect(sent[0]!.body).not.toHaveProperty('paymentStatus');
  });

  it('an account chosen for one payment stays with it; the next method starts on its own account', async () => {
    const { send, payments } = await editSale();
    send({ type: 'payment.add' });
    send({ type: 'payment.change', index: 0, field: 'account', value: 'a-bank' });
    expect(payments()[0]!.accountId).toBe('a-bank');
    send({ type: 'payment.change', index: 0, field: 'method', value: 'Paypal' });
    expect(payments()[0]!.accountId).toBe('a-cash');
  });

  it('refuses a payment with no amount or a cheque with no number, under its box, and sends nothing', async () => {
    const { send, sent, actor } = await editSale();
    send({ type: 'payment.add' });
    send({ type: 'payment.change', index: 0, field: 'method', value: 'Cheque' });
    send({ type: 'payment.add' });
    send({ type: 'payment.change', index: 1, field: 'amount', value: '0' });
    send({ type: 'form.submit' });
    const { banner, fieldErrors } = actor.getSnapshot().context;
    expect(banner).toEqual({ kind: 'error', message: PAYMENTS_REFUSED_MESSAGE });
    expect(fieldErrors).toEqual({ 'payments.0.methodNumber': 'Enter the cheque number.', 'payments.1.amount': 'Enter the amount paid.' });
    expect(sent).toEqual([]);
    // Fixed (the number typed, the empty payment removed): the messages go and the sale is sent with one payment.
    send({ type: 'payment.change', index: 0, field: 'number', value: ' CH-778 ' });
    send({ type: 'payment.remove', index: 1 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    send({ type: 'form.submit' });
    await waitFor(actor, () => sent.length > 0);
    expect(sent[0]!.body.payments).toEqual([{ method: 'Cheque', amount: 23227.5, accountId: 'a-cash', methodNumber: 'CH-778' }]);
  });

  it('sends no payments when none was entered', async () => {
    const { send, sent, actor } = await editSale();
    send({ type: 'form.submit' });
    await waitFor(actor, () => sent.length > 0);
    expect(sent[0]!.body).not.toHaveProperty('payments');
  });
});
