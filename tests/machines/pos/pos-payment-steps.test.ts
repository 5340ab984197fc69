import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PaymentMethod } from '../../../src/api/pos/pos-sales';
import type { Minor } from '../../../src/domain/money';
import { changeDue, draftChange, methodNeedsNumber, posPaymentMachine, type PaymentInput } from '../../../src/machines/pos/pos-payment.machine';
import { itTakesTheRecordedChart } from '../model-helpers';
import { input, paymentModel, recordingPayment, walkInInput } from './pos-payment.model';
import { englishOrNull } from './english-text';

/**
 * The payment dialog as the cashier sees it on a sale of 77.50: the boxes each method
 * starts with, what a refused payment says and when the message goes, and which payments can be
 * recorded or removed. The paths' steps are compared with the charts recorded beside this file.
 */
describe('POS payment dialog along its paths', () => {
  itTakesTheRecordedChart('pos-payment known customer', recordingPayment([]), paymentModel(input).getShortestPaths(), input);
  itTakesTheRecordedChart('pos-payment walk-in', recordingPayment([]), paymentModel(walkInInput).getShortestPaths(), walkInInput);
});

function dialog(start: Partial<PaymentInput> = {}, depositBalance?: number) {
  const actor = createActor(recordingPayment([]), { input: { ...walkInInput, ...start } }).start();
  if (depositBalance !== undefined) actor.send({ type: 'xstate.done.actor.loadDepositBalance', output: { ok: true, data: depositBalance } } as never);
  const shown = () => {
    const { method, amountText, receivedText, numberText, accountId, problem, payments } = actor.getSnapshot().context;
    return { method, amountText, receivedText, numberText, accountId, problem: englishOrNull(problem), payments };
  };
  return { actor, shown, send: (event: Record<string, unknown> & { type: string }) => actor.send(event as never) };
}

describe('POS payment dialog', () => {
  it('opens on the whole amount due, in the first account; cash also asks what was handed over', () => {
    expect(dialog().shown()).toEqual({ method: 'Cash', amountText: '77.50', receivedText: '77.50', numberText: '', accountId: 'acc-cash', problem: null, payments: [] });
    expect(dialog({ method: 'Card' }).shown()).toMatchObject({ method: 'Card', amountText: '77.50', receivedText: '' });
    expect(dialog({ accounts: [], accountFor: { Cash: null, Card: null, Paypal: null, Cheque: null, GiftCard: null } }).shown().accountId).toBeNull();
  });

  it('records part of the sale, then offers what is still due in the same method with empty boxes', () => {
    const { send, shown } = dialog({ method: 'GiftCard' });
    send({ type: 'payment.amount.change', text: ' 20 ' });
    send({ type: 'payment.number.change', text: ' GC-1 ' });
    send({ type: 'payment.add' });
    expect(shown()).toEqual({
      method: 'GiftCard',
      amountText: '57.50',
      receivedText: '',
      numberText: '',
      accountId: 'acc-cash',
      problem: null,
      payments: [{ method: 'GiftCard', amount: 2000, accountId: 'acc-cash', methodNumber: 'GC-1' }],
    });
    // Cash for the rest: what was handed over starts at what is due.
    send({ type: 'payment.method.choose', method: 'Cash' });
    send({ type: 'payment.amount.change', text: '7.50' });
    send({ type: 'payment.add' });
    expect(shown()).toMatchObject({ method: 'Cash', amountText: '50.00', receivedText: '50.00', numberText: '' });
  });

  it('says why a payment cannot be recorded, and the message goes as soon as a box is typed in', () => {
    const { send, shown, actor } = dialog({ method: 'Cheque' });
    const refused = (change: Record<string, unknown> & { type: string }) => {
      send(change);
      send({ type: 'payment.add' });
      return shown().problem;
    };
    expect(refused({ type: 'payment.amount.change', text: '   ' })).toBe('Enter the amount to pay.');
    expect(refused({ type: 'payment.amount.change', text: '0' })).toBe('Enter the amount to pay.');
    expect(refused({ type: 'payment.amount.change', text: '-5' })).toBe('Amount must not be negative.');
    expect(refused({ type: 'payment.amount.change', text: '77.51' })).toBe('The amount is more than the 77.50 still due.');
    expect(refused({ type: 'payment.amount.change', text: '77.50' })).toBe('Enter the cheque number.');
    expect(refused({ type: 'payment.number.change', text: '  ' })).toBe('Enter the cheque number.');
    send({ type: 'payment.number.change', text: 'CH-1' });
    expect(shown().problem).toBeNull();
    send({ type: 'payment.method.choose', method: 'GiftCard' });
    expect(refused({ type: 'payment.amount.change', text: '77.50' })).toBe('Enter the gift card number.');
    send({ type: 'payment.method.choose', method: 'Cash' });
    expect(refused({ type: 'payment.received.change', text: '' })).toBe('The amount received is less than the 77.50 to pay.');
    expect(refused({ type: 'payment.received.change', text: '  ' })).toBe('The amount received is less than the 77.50 to pay.');
    send({ type: 'payment.received.change', text: '77.49' });
    expect(shown().problem).toBeNull();
    expect(refused({ type: 'payment.received.change', text: '77.49' })).toBe('The amount received is less than the 77.50 to pay.');
    send({ type: 'payment.amount.change', text: '10' });
    expect(shown().problem).toBeNull();
    expect(actor.getSnapshot().context.payments).toEqual([]);
    // Exactly what is due, handed over exactly: paid, no change.
    send({ type: 'payment.amount.change', text: '77.50' });
    send({ type: 'payment.received.change', text: '77.50' });
    send({ type: 'payment.add' });
    expect(actor.getSnapshot().output).toEqual({ payments: [{ method: 'Cash', amount: 7750, accountId: 'acc-cash', received: 7750 }] });
  });

  it('refuses text that is no amount, in the amount and in the cash handed over', () => {
    const { send, shown } = dialog();
    send({ type: 'payment.amount.change', text: 'ten' });
    send({ type: 'payment.add' });
    const notAnAmount = shown().problem;
    expect(notAnAmount).toMatch(/Amount/);
    send({ type: 'payment.amount.change', text: '10' });
    send({ type: 'payment.received.change', text: 'ten' });
    send({ type: 'payment.add' });
    expect(shown().problem).toBe(notAnAmount);
    expect(shown().payments).toEqual([]);
  });

  it('pays from the deposit up to its balance and into no account', () => {
    const { send, shown, actor } = dialog({ method: 'Deposit', isWalkIn: false, customerId: 'cus-1' }, 3000);
    send({ type: 'payment.amount.change', text: '30' });
    send({ type: 'payment.add' });
    expect(shown().payments).toEqual([{ method: 'Deposit', amount: 3000, accountId: null }]);
    send({ type: 'payment.amount.change', text: '0.01' });
    send({ type: 'payment.add' });
    expect(shown().problem).toBe("The customer's deposit balance is 0.00.");
    send({ type: 'payment.method.choose', method: 'Paypal' });
    send({ type: 'payment.account.choose', id: 'acc-bank' });
    send({ type: 'payment.add' });
    expect(actor.getSnapshot().output).toEqual({ payments: [{ method: 'Deposit', amount: 3000, accountId: null }, { method: 'Paypal', amount: 4750, accountId: 'acc-bank' }] });
  });

  it('counts only deposit payments against the deposit, and leaves an unread deposit to the server', () => {
    const known = { method: 'Card', isWalkIn: false, customerId: 'cus-1' } as const;
    const { send, shown } = dialog(known, 3000);
    send({ type: 'payment.amount.change', text: '20' });
    send({ type: 'payment.add' });
    send({ type: 'payment.method.choose', method: 'Deposit' });
    send({ type: 'payment.amount.change', text: '30' });
    send({ type: 'payment.add' });
    expect(shown()).toMatchObject({ problem: null, payments: [{ method: 'Card', amount: 2000 }, { method: 'Deposit', amount: 3000 }] });

    const unread = dialog({ ...known, method: 'Deposit' });
    unread.actor.send({ type: 'xstate.done.actor.loadDepositBalance', output: { ok: false, status: 403, message: 'You do not have access to this.', issues: [] } } as never);
    unread.send({ type: 'payment.add' });
    expect(unread.actor.getSnapshot().output).toEqual({ payments: [{ method: 'Deposit', amount: 7750, accountId: null }] });
  });

  it("reads a known customer's deposit balance from their record before the cashier pays", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return Response.json({ _id: 'cus-1', name: 'Bilal Ahmed', depositBalance: 30 });
      }),
    );
    try {
      const actor = createActor(posPaymentMachine, { input: { ...input, method: 'Deposit' } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect([asked, actor.getSnapshot().context.depositBalance]).toEqual([['/api/customers/cus-1'], 3000]);
      actor.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes only accounts it lists and removes only payments it recorded', () => {
    const { send, shown, actor } = dialog({ method: 'Card' });
    expect(actor.getSnapshot().can({ type: 'payment.account.choose', id: 'acc-elsewhere' })).toBe(false);
    for (const amount of ['10', '20']) {
      send({ type: 'payment.amount.change', text: amount });
      send({ type: 'payment.add' });
    }
    for (const index of [-1, 2]) expect(actor.getSnapshot().can({ type: 'payment.remove', index })).toBe(false);
    send({ type: 'payment.remove', index: 1 });
    expect(shown()).toMatchObject({ payments: [{ method: 'Card', amount: 1000, accountId: 'acc-cash' }], amountText: '67.50' });
    send({ type: 'payment.remove', index: 0 });
    expect(shown()).toMatchObject({ payments: [], amountText: '77.50' });
  });

  it('ends with no payments when the cashier goes back to the cart, even after part was recorded', () => {
    const { send, actor } = dialog({ method: 'Card' });
    send({ type: 'payment.amount.change', text: '10' });
    send({ type: 'payment.add' });
    send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toEqual({ payments: null });
  });

  it('shows the change of the cash being entered, and none for other methods or a refused amount', () => {
    const { send, actor } = dialog();
    const change = () => draftChange(actor.getSnapshot().context);
    expect(change()).toBe(0);
    send({ type: 'payment.received.change', text: '100' });
    expect(change()).toBe(2250);
    send({ type: 'payment.received.change', text: '50' });
    expect(change()).toBeNull();
    send({ type: 'payment.method.choose', method: 'Card' });
    expect(change()).toBeNull();
  });

  it('gives back what cash paid beyond its amount, over every cash payment and no other', () => {
    expect(changeDue([{ method: 'Card', amount: 1000 as Minor, accountId: 'acc-cash' }, { method: 'Cash', amount: 5000 as Minor, accountId: 'acc-cash', received: 6000 as Minor }, { method: 'Cash', amount: 500 as Minor, accountId: 'acc-cash', received: 2000 as Minor }])).toBe(2500);
    // A cash payment stored without what was handed over gave no change.
    expect(changeDue([{ method: 'Cash', amount: 5000 as Minor, accountId: 'acc-cash' }])).toBe(0);
  });

  it('asks for a number for a cheque and a gift card only', () => {
    const needs = (['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'] as PaymentMethod[]).filter(methodNeedsNumber);
    expect(needs).toEqual(['Cheque', 'GiftCard']);
  });
});
