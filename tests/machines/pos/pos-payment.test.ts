import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { changeDue, posPaymentMachine, remainingDue, type PaymentInput } from '../../../src/machines/pos/pos-payment.machine';
import type { Minor } from '../../../src/domain/money';
import { doneEvent, errorEvent, leafStatePaths } from '../model-helpers';

const minor = (amount: number) => amount as Minor;
const accounts = [
  { id: 'acc-cash', name: 'Cash in Hand' },
  { id: 'acc-bank', name: 'Bank' },
];
/** A sale of 77.50 for a known customer with 30.00 on deposit. */
const input: PaymentInput = { due: minor(7750), method: 'Cash', accounts, customerId: 'cus-1', isWalkIn: false };

function recordingPayment(loads: unknown[]) {
  return posPaymentMachine.provide({
    actors: {
      loadDepositBalance: fromPromise(({ input: asked }: { input: unknown }) => {
        loads.push(asked);
        return new Promise<never>(() => {});
      }) as never,
    },
  });
}

/**
 * The cashier's moves: each method once, amounts that fit, too little cash, a missing number, a
 * deposit beyond the balance, removing a payment and cancelling. Offered only where they make a new case.
 */
function events(snapshot: any): EventObject[] {
  const { context } = snapshot;
  if (snapshot.matches('loadingDeposit')) return [doneEvent('loadDepositBalance', 3000), errorEvent('loadDepositBalance', new Error('403'))];
  const methods = context.payments.map((payment: any) => payment.method);
  const list: EventObject[] = [{ type: 'payment.cancel' }];
  if (context.payments.length === 0) {
    list.push({ type: 'payment.method.choose', method: 'Cheque' } as EventObject, { type: 'payment.method.choose', method: 'Deposit' } as EventObject);
  }
  if (context.method === 'Cash' && context.receivedText === context.amountText) {
    list.push({ type: 'payment.received.change', text: '50' } as EventObject, { type: 'payment.received.change', text: '100' } as EventObject);
  }
  if (context.method === 'Cheque' && context.numberText === '') list.push({ type: 'payment.number.change', text: 'CH-778' } as EventObject);
  if (context.method === 'Deposit' && context.amountText !== '20') list.push({ type: 'payment.amount.change', text: '20' } as EventObject);
  if (context.problem === null) list.push({ type: 'payment.add' });
  if (methods.length > 0) {
    list.push({ type: 'payment.remove', index: 0 } as EventObject);
    if (context.method !== 'Cash' && !methods.includes('Cash')) list.push({ type: 'payment.method.choose', method: 'Cash' } as EventObject);
  }
  return list;
}

function model() {
  return new TestModel(recordingPayment([]) as never, {
    events: events as never,
    input: input as never,
    filterEvents: (snapshot: any, event: EventObject) => snapshot.can(event),
    serializeState: (snapshot: any, event: EventObject | undefined) =>
      JSON.stringify([snapshot.value, snapshot.context.payments, snapshot.context.method, snapshot.context.amountText, snapshot.context.receivedText, snapshot.context.numberText, snapshot.context.depositBalance, snapshot.context.problem, event ?? '']),
    stateMatcher: (snapshot: any, key: string) => snapshot.matches(key),
  });
}

/** What must hold in each state, whatever path led there. */
function check(snapshot: any, loads: unknown[]) {
  const { context } = snapshot;
  expect(loads).toEqual([{ customerId: 'cus-1' }]);
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
    } else expect(payment.accountId).toBe('acc-cash');
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

  for (const path of model().getShortestPaths()) {
    const name = path.steps.slice(1).map((step) => JSON.stringify(step.event)).join(' → ') || 'opens';
    it(name, () => {
      const loads: unknown[] = [];
      const actor = createActor(recordingPayment(loads), { input }).start();
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
    expect(actor.getSnapshot().context.problem).toBe(MESSAGES.tooLittle);
    actor.send({ type: 'payment.received.change', text: '100' });
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().status).toBe('done');
    const payments = actor.getSnapshot().output!.payments!;
    expect(payments).toEqual([{ method: 'Cash', amount: 7750, accountId: 'acc-cash', received: 10_000 }]);
    expect(changeDue(payments)).toBe(2250);
  });

  it('splits a sale over a deposit and a cheque, never above the deposit', () => {
    const actor = createActor(recordingPayment([]), { input: { ...input, method: 'Deposit' } }).start();
    actor.send({ type: 'xstate.done.actor.loadDepositBalance', output: 3000 } as never);
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().context.problem).toBe("The customer's deposit balance is 30.00.");
    actor.send({ type: 'payment.amount.change', text: '30' });
    actor.send({ type: 'payment.add' });
    actor.send({ type: 'payment.method.choose', method: 'Cheque' });
    expect(actor.getSnapshot().context.amountText).toBe('47.50');
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().context.problem).toBe(MESSAGES.number);
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
    expect(actor.getSnapshot().context.problem).toBe('The amount is more than the 77.50 still due.');
    actor.send({ type: 'payment.method.choose', method: 'Deposit' });
    actor.send({ type: 'payment.add' });
    expect(actor.getSnapshot().context.problem).toBe('The walk-in customer has no deposit. Choose the customer first.');
  });
});
