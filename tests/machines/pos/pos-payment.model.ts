/**
 * Path model of the POS payment dialog for `npm run test:paths` and its tests: each method once,
 * amounts that fit, too little cash, a missing cheque number, a deposit beyond the balance or
 * unread, removing a payment and cancelling.
 */
import { fromPromise, type EventObject } from 'xstate';
import { machineTestModel } from '../path-coverage';
import { posPaymentMachine, type PaymentInput } from '../../../src/machines/pos/pos-payment.machine';
import type { Minor } from '../../../src/domain/money';
import { answered, doneEvent, errorEvent } from '../model-events';

const minor = (amount: number) => amount as Minor;
const accounts = [
  { id: 'acc-cash', name: 'Cash in Hand' },
  { id: 'acc-bank', name: 'Bank' },
];
/** A sale of 77.50 for a known customer with 30.00 on deposit; the walk-in customer has none to read. */
/** Every method starts on the cash account (General Setting names none; it is the default). */
const accountFor = { Cash: 'acc-cash', Card: 'acc-cash', Paypal: 'acc-cash', Cheque: 'acc-cash', GiftCard: 'acc-cash' };
export const input: PaymentInput = { due: minor(7750), method: 'Cash', accounts, accountFor, customerId: 'cus-1', isWalkIn: false };
export const walkInInput: PaymentInput = { ...input, customerId: 'cus-walk-in', isWalkIn: true };

export function recordingPayment(loads: unknown[]) {
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
  if (snapshot.matches('loadingDeposit')) {
    // Read, refused (a role that may not read customers) or unanswered: the cashier pays on in each case.
    return [doneEvent('loadDepositBalance', answered(3000)), doneEvent('loadDepositBalance', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }), errorEvent('loadDepositBalance', new TypeError('Failed to fetch'))];
  }
  const methods = context.payments.map((payment: any) => payment.method);
  const list: EventObject[] = [{ type: 'payment.cancel' }];
  if (context.payments.length === 0) {
    list.push({ type: 'payment.method.choose', method: 'Cheque' } as EventObject, { type: 'payment.method.choose', method: 'Deposit' } as EventObject);
  }
  if (context.method === 'Cash' && context.receivedText === context.amountText) {
    list.push({ type: 'payment.received.change', text: '50' } as EventObject, { type: 'payment.received.change', text: '100' } as EventObject);
  }
  if (context.method === 'Cheque' && context.numberText === '') list.push({ type: 'payment.number.change', text: 'CH-778' } as EventObject);
  if (context.method === 'Cheque' && context.accountId === 'acc-cash') list.push({ type: 'payment.account.choose', id: 'acc-bank' } as EventObject);
  if (context.method === 'Deposit' && context.amountText !== '20') list.push({ type: 'payment.amount.change', text: '20' } as EventObject);
  if (context.problem === null) list.push({ type: 'payment.add' });
  if (methods.length > 0) {
    list.push({ type: 'payment.remove', index: 0 } as EventObject);
    if (context.method !== 'Cash' && !methods.includes('Cash')) list.push({ type: 'payment.method.choose', method: 'Cash' } as EventObject);
  }
  return list;
}

export function paymentModel(paying: PaymentInput = input) {
  return machineTestModel(recordingPayment([]) as never, {
    events: events as never,
    input: paying,
    // The method chosen, the payments made and what is wrong with the form: what Add and the method buttons read.
    facet: (context) => [context.method, context.payments.length, context.problem],
  });
}

