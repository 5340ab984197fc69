import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ACCOUNT_REQUIRED_MESSAGE, purchasePaymentMachine } from '../../../src/machines/purchases/purchase-payment.machine';
import { cashAccount, duePurchase, paidAnswer } from './purchase-machines.model';
import { englishOfEach } from '../common/english';

// Kept apart from purchase-machines.test.ts: Stryker's --incremental reuses a test file's results
// only while the file is unchanged (the Vitest runner reports no test locations).

describe('Add payment and the purchase list', () => {
  it("tells the list 'list.reload' after a payment, so Paid, Due and Payment Status are read again", async () => {
    const heard: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const machine = purchasePaymentMachine.provide({
      actors: { loadPayments: fromPromise(async () => ({ ok: true, data: { accounts: [cashAccount], payments: [] } })) as never, savePayment: fromPromise(async () => paidAnswer) as never },
    });
    const actor = createActor(machine, { input: { list } }).start();
    actor.send({ type: 'payment.open', purchase: duePurchase });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }) && snapshot.context.purchase!.due === 0);
    expect(heard).toEqual([{ type: 'list.reload' }]);
  });
});

describe('the Add payment form as a person fills it in', () => {
  /** The dialog for `duePurchase` (130.00 due) with `accounts`; each save answers the next of `answers`. */
  async function openPayment(answers: unknown[], accounts = [cashAccount]) {
    const sent: { purchaseId: string; body: Record<string, unknown> }[] = [];
    const machine = purchasePaymentMachine.provide({
      actors: {
        loadPayments: fromPromise(async () => ({ ok: true, data: { accounts, payments: [] } })) as never,
        savePayment: fromPromise(async ({ input }: { input: { purchaseId: string; body: Record<string, unknown> } }) => {
          sent.push(input);
          return answers[sent.length - 1];
        }) as never,
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'payment.open', purchase: duePurchase });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    return { actor, sent };
  }

  it('refuses 0, takes an amount typed with spaces and the date chosen, then proposes what is still due', async () => {
    const partly = { ok: true, data: { message: 'Payment added.', payment: {}, purchase: { ...duePurchase, paid: 150, due: 80, paymentStatus: 'Partial' } } };
    const { actor, sent } = await openPayment([partly]);
    actor.send({ type: 'payment.change', field: 'amount', value: '0' });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ amount: 'The amount must be more than 0.' });

    actor.send({ type: 'payment.change', field: 'amount', value: ' 50 ' });
    actor.send({ type: 'payment.change', field: 'date', value: '2026-11-20' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    expect(sent).toEqual([{ purchaseId: 'pr-1', body: { amount: 50, account: 'a-cash', method: 'Cash', date: '2026-11-20', note: '' } }]);
    // 80.00 is left to pay: the form offers it, from the same account, with the date cleared.
    expect(actor.getSnapshot().context.values).toEqual({ amount: '80.00', account: 'a-cash', method: 'Cash', date: '', note: '' });
  });

  it('with no account to pay from, none is chosen and the form asks for one', async () => {
    const { actor, sent } = await openPayment([], []);
    expect(actor.getSnapshot().context.values.account).toBe('');
    actor.send({ type: 'payment.submit' });
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ account: ACCOUNT_REQUIRED_MESSAGE });
    expect(sent).toEqual([]);
  });

  it("puts the server's first word on each field it names under that field, and the rest in the message", async () => {
    const refusal = {
      ok: false,
      status: 400,
      message: 'The payment was refused.',
      issues: [
        { path: 'account', message: 'The account is closed.' },
        { path: 'method', message: 'Unknown method.' },
        { path: 'date', message: 'The date is in the future.' },
        { path: 'note', message: 'The note is too long.' },
        { path: 'note', message: 'The note has control characters.' },
        { path: 'purchase', message: 'The purchase is cancelled.' },
      ],
    };
    const { actor } = await openPayment([refusal]);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({
      account: 'The account is closed.',
      method: 'Unknown method.',
      date: 'The date is in the future.',
      note: 'The note is too long.',
    });
    expect(actor.getSnapshot().context.message).toBe('The payment was refused.');
  });
});
