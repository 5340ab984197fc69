import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Minor } from '../../../src/domain/money';
import { accountsByMethod } from '../../../src/machines/common/payment-accounts';
import { posPaymentMachine, type PaymentInput } from '../../../src/machines/pos/pos-payment.machine';

/**
 * Each payment method has its account (docs/money-and-payments.md, "Methods and accounts"): the
 * dialog starts every payment on its method's account, from General Setting or else the default
 * account; the cashier may change it for that payment only. The shop's complaint: Card 30.00 to the
 * bank, then Cash for the rest, and the cash was booked to the bank.
 */
const cash = { id: 'acc-cash', name: 'Cash in Hand', isDefault: true };
const bank = { id: 'acc-bank', name: 'Bank', isDefault: false };
const accounts = [cash, bank];

function dialog(settings: Parameters<typeof accountsByMethod>[0], method: PaymentInput['method'] = 'Card') {
  const input: PaymentInput = { due: 7750 as Minor, method, accounts, accountFor: accountsByMethod(settings, accounts), customerId: 'c-walk', isWalkIn: true };
  const actor = createActor(posPaymentMachine, { input }).start();
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never);
  return { actor, send, context: () => actor.getSnapshot().context };
}

describe('the account a POS payment goes into', () => {
  it('Card 30.00 to the bank the cashier chose, then Cash for the rest: the cash goes into the cash account', () => {
    const { send, context, actor } = dialog({});
    expect(context().accountId).toBe('acc-cash');
    send({ type: 'payment.account.choose', id: 'acc-bank' });
    send({ type: 'payment.amount.change', text: '30' });
    send({ type: 'payment.add' });
    send({ type: 'payment.method.choose', method: 'Cash' });
    expect(context().accountId).toBe('acc-cash');
    send({ type: 'payment.add' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output!.payments!.map(({ method, amount, accountId }) => [method, amount, accountId])).toEqual([
      ['Card', 3000, 'acc-bank'],
      ['Cash', 4750, 'acc-cash'],
    ]);
  });

  it("with cards set to the bank in General Setting, Card starts on the bank and Cash on the shop's default account", () => {
    const { send, context, actor } = dialog({ Card: 'acc-bank' });
    expect(context().accountId).toBe('acc-bank');
    send({ type: 'payment.amount.change', text: '30' });
    send({ type: 'payment.add' });
    send({ type: 'payment.method.choose', method: 'Cash' });
    send({ type: 'payment.add' });
    expect(actor.getSnapshot().output!.payments!.map((payment) => payment.accountId)).toEqual(['acc-bank', 'acc-cash']);
  });

  it('a changed account is for that payment only: the next payment by the same method starts on its own account again', () => {
    const { send, context } = dialog({ Cheque: 'acc-bank' }, 'Cheque');
    expect(context().accountId).toBe('acc-bank');
    send({ type: 'payment.account.choose', id: 'acc-cash' });
    send({ type: 'payment.amount.change', text: '10' });
    send({ type: 'payment.number.change', text: 'CH-1' });
    send({ type: 'payment.add' });
    expect(context().payments.map((payment) => payment.accountId)).toEqual(['acc-cash']);
    expect(context().accountId).toBe('acc-bank');
    // Back and forth between methods: each lands on its own account, never the one chosen before.
    send({ type: 'payment.account.choose', id: 'acc-cash' });
    send({ type: 'payment.method.choose', method: 'Paypal' });
    expect(context().accountId).toBe('acc-cash');
    send({ type: 'payment.method.choose', method: 'Cheque' });
    expect(context().accountId).toBe('acc-bank');
    // Removing a payment starts the one being entered over, on its method's account.
    send({ type: 'payment.account.choose', id: 'acc-cash' });
    send({ type: 'payment.remove', index: 0 });
    expect(context().accountId).toBe('acc-bank');
    // The deposit moves no money between accounts.
    send({ type: 'payment.method.choose', method: 'Deposit' });
    expect(context().accountId).toBeNull();
  });
});

describe("each method's starting account", () => {
  it("is General Setting's choice when that account is offered, else the default account, else the first one", () => {
    expect(accountsByMethod({ Card: 'acc-bank', Paypal: 'acc-gone', Cash: null }, accounts)).toEqual({
      Cash: 'acc-cash',
      Card: 'acc-bank',
      Paypal: 'acc-cash',
      Cheque: 'acc-cash',
      GiftCard: 'acc-cash',
    });
    expect(accountsByMethod({}, [bank, { ...cash, isDefault: false }])).toMatchObject({ Cash: 'acc-bank', Card: 'acc-bank' });
    expect(accountsByMethod({ Card: 'acc-bank' }, [])).toEqual({ Cash: null, Card: null, Paypal: null, Cheque: null, GiftCard: null });
  });
});
