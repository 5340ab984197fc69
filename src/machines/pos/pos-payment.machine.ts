import type { MessageDescriptor } from '@lingui/core';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import type { NamedOption } from '../../api/pos/pos-catalog';
import { customerDepositBalance, type PaymentMethod, type PosPayment } from '../../api/pos/pos-sales';
import { DomainError } from '../../domain/domain-error';
import { parseMoney, subtractMoney, sumMoney, toDecimalText, ZERO, type Minor } from '../../domain/money';
import type { AccountsByMethod } from '../common/payment-accounts';
import type { ShownText } from '../common/notifications';

export interface PaymentInput {
  /** The grand total to pay. */
  due: Minor;
  /** The button pressed: Cash, Card, … */
  method: PaymentMethod;
  accounts: NamedOption[];
  /** The account each method starts on (General Setting's, else the default account). */
  accountFor: AccountsByMethod;
  customerId: string;
  isWalkIn: boolean;
}

export interface PaymentContext {
  due: Minor;
  customerId: string;
  isWalkIn: boolean;
  accounts: NamedOption[];
  accountFor: AccountsByMethod;
  /** Recorded so far (one sale may be paid by several methods). */
  payments: PosPayment[];
  method: PaymentMethod;
  amountText: string;
  receivedText: string;
  numberText: string;
  accountId: string | null;
  /** What the customer may still pay from their deposit; null when it could not be read (the server checks). */
  depositBalance: Minor | null;
  problem: ShownText | null;
}

export type PaymentEvent =
  | { type: 'payment.method.choose'; method: PaymentMethod }
  | { type: 'payment.amount.change'; text: string }
  | { type: 'payment.received.change'; text: string }
  | { type: 'payment.number.change'; text: string }
  | { type: 'payment.account.choose'; id: string }
  | { type: 'payment.add' }
  | { type: 'payment.remove'; index: number }
  | { type: 'payment.cancel' };

export interface PaymentOutput {
  /** Null when the cashier went back to the cart. */
  payments: PosPayment[] | null;
}

export const paidSoFar = (context: Pick<PaymentContext, 'payments'>): Minor => sumMoney(context.payments.map((payment) => payment.amount));
export const remainingDue = (context: Pick<PaymentContext, 'payments' | 'due'>): Minor => subtractMoney(context.due, paidSoFar(context));

/** Cash handed over beyond what it paid, over every cash payment: what goes back to the customer. */
export function changeDue(payments: readonly PosPayment[]): Minor {
  return sumMoney(payments.map((payment) => (payment.method === 'Cash' && payment.received !== undefined ? subtractMoney(payment.received, payment.amount) : ZERO)));
}

// The payment dialog's own words (docs/i18n.md#machines); a typed amount the money rules refuse says the rule's words.
const NUMBER_NAMES: Partial<Record<PaymentMethod, MessageDescriptor>> = {
  Cheque: /*i18n*/ { id: 'pos.payment.cheque-number-required', message: 'Enter the cheque number.' },
  GiftCard: /*i18n*/ { id: 'pos.payment.gift-card-number-required', message: 'Enter the gift card number.' },
};
const AMOUNT_REQUIRED: MessageDescriptor = /*i18n*/ { id: 'pos.payment.amount-required', message: 'Enter the amount to pay.' };
const WALK_IN_DEPOSIT: MessageDescriptor = /*i18n*/ { id: 'pos.payment.walk-in-deposit', message: 'The walk-in customer has no deposit. Choose the customer first.' };
const moreThanDue = (due: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.payment.more-than-due', message: 'The amount is more than the {due} still due.', values: { due } });
const receivedTooLittle = (amount: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.payment.received-too-little', message: 'The amount received is less than the {amount} to pay.', values: { amount } });
const depositBalanceIs = (balance: string): MessageDescriptor => /*i18n*/ ({ id: 'pos.payment.deposit-balance', message: "The customer's deposit balance is {balance}.", values: { balance } });
export const methodNeedsNumber = (method: PaymentMethod) => NUMBER_NAMES[method] !== undefined;

function depositLeft(context: PaymentContext): Minor | null {
  if (context.depositBalance === null) return null;
  return subtractMoney(context.depositBalance, sumMoney(context.payments.filter((payment) => payment.method === 'Deposit').map((payment) => payment.amount)));
}

/** The payment being entered, or why it cannot be recorded. */
export function draftPayment(context: PaymentContext): { payment: PosPayment } | { problem: ShownText } {
  let amount: Minor;
  try {
    amount = parseMoney(context.amountText.trim() === '' ? '0' : context.amountText.trim());
  } catch (error) {
    if (error instanceof DomainError) return { problem: error.message };
    throw error;
  }
  const remaining = remainingDue(context);
  if (amount <= 0) return { problem: AMOUNT_REQUIRED };
  if (amount > remaining) return { problem: moreThanDue(toDecimalText(remaining)) };
  const payment: PosPayment = { method: context.method, amount, accountId: context.method === 'Deposit' ? null : context.accountId };
  if (context.method === 'Cash') {
    let received: Minor;
    try {
      received = parseMoney(context.receivedText.trim() === '' ? '0' : context.receivedText.trim());
    } catch (error) {
      if (error instanceof DomainError) return { problem: error.message };
      throw error;
    }
    if (received < amount) return { problem: receivedTooLittle(toDecimalText(amount)) };
    payment.received = received;
  }
  const numberRequired = NUMBER_NAMES[context.method];
  if (numberRequired) {
    if (context.numberText.trim() === '') return { problem: numberRequired };
    payment.methodNumber = context.numberText.trim();
  }
  if (context.method === 'Deposit') {
    const left = depositLeft(context);
    if (context.isWalkIn) return { problem: WALK_IN_DEPOSIT };
    if (left !== null && amount > left) return { problem: depositBalanceIs(toDecimalText(left)) };
  }
  return { payment };
}

/** The change the cash being entered would give, or null while it cannot be worked out. */
export function draftChange(context: PaymentContext): Minor | null {
  if (context.method !== 'Cash') return null;
  const draft = draftPayment(context);
  return 'payment' in draft ? changeDue([draft.payment]) : null;
}

/**
 * A payment starts on its method's account (docs/money-and-payments.md, "Methods and accounts"): an
 * account the cashier chose for the last payment or method is never carried to this one.
 */
function startMethod(context: Pick<PaymentContext, 'payments' | 'due' | 'accountFor'>, method: PaymentMethod) {
  const remaining = toDecimalText(remainingDue(context));
  const accountId = method === 'Deposit' ? null : context.accountFor[method];
  return { method, amountText: remaining, receivedText: method === 'Cash' ? remaining : '', numberText: '', accountId, problem: null };
}

/**
 * Paying at the POS: Cash asks what was handed over and shows the change, refusing too
 * little; Card, Paypal, Cheque (its number), GiftCard (its number) and Deposit (never more than the
 * customer's deposit) each record a payment into an account. Payments add up until the grand total
 * is paid; then the machine ends with them. Cancel ends with none, back to the cart.
 */
export const posPaymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    /** `loading` while the customer's deposit is read (docs/architecture.md#machines). */
    tags: {} as 'loading',
  },
  actors: {
    loadDepositBalance: fromPromise<ApiResult<Minor>, { customerId: string }>(async ({ input, signal }) => customerDepositBalance(input.customerId, signal)),
  },
  guards: {
    isWalkIn: ({ context }) => context.isWalkIn,
    canRecord: ({ context }) => 'payment' in draftPayment(context),
    paysInFull: ({ context }) => {
      const draft = draftPayment(context);
      return 'payment' in draft && draft.payment.amount === remainingDue(context);
    },
    isAccount: ({ context, event }) => event.type === 'payment.account.choose' && context.accounts.some((account) => account.id === event.id),
    isRecorded: ({ context, event }) => event.type === 'payment.remove' && event.index >= 0 && event.index < context.payments.length,
  },
}).createMachine({
  id: 'posPayment',
  context: ({ input }) => ({
    due: input.due,
    customerId: input.customerId,
    isWalkIn: input.isWalkIn,
    accounts: input.accounts,
    accountFor: input.accountFor,
    payments: [],
    depositBalance: null,
    ...startMethod({ payments: [], due: input.due, accountFor: input.accountFor }, input.method),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isWalkIn', target: 'editing' }, { target: 'loadingDeposit' }],
    },
    loadingDeposit: {
      tags: 'loading',
      invoke: {
        id: 'loadDepositBalance',
        src: 'loadDepositBalance',
        input: ({ context }) => ({ customerId: context.customerId }),
        // A staff member who may not read customers (a refusal) still pays: the server checks the deposit.
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'editing', actions: assign({ depositBalance: ({ event }) => acceptedData(event.output) }) }, { target: 'editing' }],
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'payment.method.choose': { actions: assign(({ context, event }) => startMethod(context, event.method)) },
        'payment.amount.change': { actions: assign({ amountText: ({ event }) => event.text, problem: null }) },
        'payment.received.change': { actions: assign({ receivedText: ({ event }) => event.text, problem: null }) },
        'payment.number.change': { actions: assign({ numberText: ({ event }) => event.text, problem: null }) },
        'payment.account.choose': { guard: 'isAccount', actions: assign({ accountId: ({ event }) => event.id }) },
        'payment.add': [
          { guard: 'paysInFull', target: 'paid', actions: assign(({ context }) => ({ payments: [...context.payments, (draftPayment(context) as { payment: PosPayment }).payment] })) },
          {
            guard: 'canRecord',
            actions: assign(({ context }) => {
              const payments = [...context.payments, (draftPayment(context) as { payment: PosPayment }).payment];
              return { payments, ...startMethod({ ...context, payments }, context.method) };
            }),
          },
          { actions: assign(({ context }) => ({ problem: (draftPayment(context) as { problem: ShownText }).problem })) },
        ],
        'payment.remove': {
          guard: 'isRecorded',
          actions: assign(({ context, event }) => {
            const payments = context.payments.filter((_, index) => index !== event.index);
            return { payments, ...startMethod({ ...context, payments }, context.method) };
          }),
        },
        'payment.cancel': 'cancelled',
      },
    },
    paid: { type: 'final' },
    cancelled: { type: 'final' },
  },
  // Paid reaches nothing left due; Cancel never does.
  output: ({ context }) => ({ payments: remainingDue(context) === 0 ? context.payments : null }),
});

export type PosPaymentActor = ActorRefFrom<typeof posPaymentMachine>;
