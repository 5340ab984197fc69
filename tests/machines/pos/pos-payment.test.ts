import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changeDue, posPaymentMachine, remainingDue } from '../../../src/machines/pos/pos-payment.machine';
import { leafStatePaths } from '../model-helpers';
import { input, paymentModel, recordingPayment, walkInInput } from './pos-payment.model';
import { englishOrNull } from './english-text';

/** What must hold in each state, whatever path led there. */
function check(snapshot: any, loads: unknown[]) {
  const { context } = snapshot;
  // The deposit is read once for a known customer, never for the walk-in customer.
  expect(loads).toEqual(context.isWalkIn ? [] : [{ customerId: 'cus-1' }]);
  const paid = context.payments.reduce((sum: number, payment: any) => sum + payment.amount, 0);
  expect(remainingDue(context)).toBe(7750 - paid);
  expect(paid).toBeLessThanOrEqual(7750);
  for (const payment of context.payments) {
    if (payment.method === 'Cash') expect(payment.received).toBeGreaterThanOrEqual(payment.amount);
    if (payment.method === 'Cheque') expect(payment.methodNumber).toBe('CH-778');
    if (payment.method === 'Deposit') {
      expect(payment.accountId).toBeNull();
      // Unread (a 403 for Limited Access staff), the server alone checks the deposit.
      if (context.depositBalance !== null) expect(payment.amount).toBeLessThanOrEqual(3000);
    } else expect(payment.accountId).toBe(payment.method === 'Cheque' && payment.accountId !== 'acc-cash' ? 'acc-bank' : 'acc-cash');
  }
  if (snapshot.matches('paid')) {
    expect(paid).toBe(7750);
    expect(snapshot.output.payments).toEqual(context.payments);
  }
  if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ payments: null });
}

const MESSAGES: Record<string, string> = {
  tooLittle: 'The amount received is less than the 77.50 to pay.',
  number: 'Enter the cheque number.',
};

describe('POS payment machine', () => {
  it('has its states', () => {
    expect(leafStatePaths(posPaymentMachine).sort()).toEqual(['cancelled', 'editing', 'loadingDeposit', 'paid', 'starting']);
  });

  for (const [who, paying] of [
    ['a known customer', input],
    ['the walk-in customer', walkInInput],
  ] as const)
    for (const path of paymentModel(paying).getShortestPaths()) {
    const name = `${who}: ${path.steps.slice(1).map((step) => JSON.stringify(step.event)).join(' → ') || 'opens'}`;
    it(name, () => {
      const loads: unknown[] = [];
      const actor = createActor(recordingPayment(loads), { input: paying }).start();
      for (const step of path.steps.slice(1)) {
        actor.send(step.event as never);
        check(actor.getSnapshot(), loads);
      }
      actor.stop();
    });
  }

  it('refuses too little cash, then pays with change', () => {
    const actor = createActor(recordingPayment([]), { input: { ...input, isWalkIn: true } }).start();
    actor.send({ type: 'payment.received.change', text: '50' });
    actor.send({ type: 'payment.add' });
    expect(englishOrNull(actor.getSnapshot().context.problem)).toBe(MESSAGES.tooLittle);
    actor.send({ type: 'payment.received.change', text: '100' });
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().status).toBe('done');
    const payments = actor.getSnapshot().output!.payments!;
    expect(payments).toEqual([{ method: 'Cash', amount: 7750, accountId: 'acc-cash', received: 10_000 }]);
    expect(changeDue(payments)).toBe(2250);
  });

  it('splits a sale over a deposit and a cheque, never above the deposit', () => {
    const actor = createActor(recordingPayment([]), { input: { ...input, method: 'Deposit' } }).start();
    actor.send({ type: 'xstate.done.actor.loadDepositBalance', output: { ok: true, data: 3000 } } as never);
    actor.send({ type: 'payment.add' });
    expect(englishOrNull(actor.getSnapshot().context.problem)).toBe("The customer's deposit balance is 30.00.");
    actor.send({ type: 'payment.amount.change', text: '30' });
    actor.send({ type: 'payment.add' });
    actor.send({ type: 'payment.method.choose', method: 'Cheque' });
    expect(actor.getSnapshot().context.amountText).toBe('47.50');
    actor.send({ type: 'payment.add' });
    expect(englishOrNull(actor.getSnapshot().context.problem)).toBe(MESSAGES.number);
    actor.send({ type: 'payment.number.change', text: 'CH-778' });
    actor.send({ type: 'payment.account.choose', id: 'acc-bank' });
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().output!.payments).toEqual([
      { method: 'Deposit', amount: 3000, accountId: null },
      { method: 'Cheque', amount: 4750, accountId: 'acc-bank', methodNumber: 'CH-778' },
    ]);
  });

  it('refuses more than is due and the walk-in customer paying by deposit', () => {
    const actor = createActor(recordingPayment([]), { input: { ...input, isWalkIn: true, method: 'Card' } }).start();
    actor.send({ type: 'payment.amount.change', text: '80' });
    actor.send({ type: 'payment.add' });
    expect(englishOrNull(actor.getSnapshot().context.problem)).toBe('The amount is more than the 77.50 still due.');
    actor.send({ type: 'payment.method.choose', method: 'Deposit' });
    actor.send({ type: 'payment.add' });
    expect(englishOrNull(actor.getSnapshot().context.problem)).toBe('The walk-in customer has no deposit. Choose the customer first.');
  });
});
