import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { addPurchasePayment, paymentAccounts, purchasePayments } from '../../api/purchases/purchases';
import { acceptedData, firstRefusal, type ApiResult } from '../../api/common/http';
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import { DomainError } from '../../domain/domain-error';
import { parseMoney, toWire } from '../../domain/money';
import type { PurchasePayment, PurchaseRow } from '../../domain/purchase.schemas';
import type { NotifyEvent, ShownText } from '../common/notifications';
import type { MessageDescriptor } from '@lingui/core';

export const PAYMENTS_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase-payment.load-failed', message: 'Could not load the payments of this purchase. Please try again.' };
export const PAYMENT_SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase-payment.save-failed', message: 'Could not save the payment. Please try again.' };
export const PAYMENT_ADDED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'purchase-payment.added', message: 'Payment added.' };
export const AMOUNT_ABOVE_DUE_MESSAGE = 'The amount is more than what is due.';
export const ACCOUNT_REQUIRED_MESSAGE = 'Choose an account.';

export type PaymentField = 'amount' | 'account' | 'method' | 'date' | 'note';

export type PurchasePaymentEvent =
  | { type: 'payment.open'; purchase: PurchaseRow }
  | { type: 'payment.close' }
  | { type: 'payment.retry' }
  | { type: 'payment.change'; field: PaymentField; value: string }
  | { type: 'payment.submit' };

export interface PurchasePaymentContext {
  list: AnyActorRef | null;
  purchase: PurchaseRow | null;
  accounts: AccountPickerEntry[];
  payments: PurchasePayment[];
  values: Record<PaymentField, string>;
  fieldErrors: Partial<Record<PaymentField, string>>;
  message: ShownText | null;
}

interface Loaded {
  accounts: AccountPickerEntry[];
  payments: PurchasePayment[];
}

const emptyValues = (): Record<PaymentField, string> => ({ amount: '', account: '', method: 'Cash', date: '', note: '' });

/** The body to send, or the messages under the fields that stop it. */
export function paymentBody(context: Pick<PurchasePaymentContext, 'values' | 'purchase'>): { body: Record<string, unknown> } | { errors: Partial<Record<PaymentField, string>> } {
  const { values } = context;
  const errors: Partial<Record<PaymentField, string>> = {};
  let amount = 0;
  try {
    amount = parseMoney(values.amount.trim());
    if (amount <= 0) errors.amount = 'The amount must be more than 0.';
    else if (context.purchase && amount > parseMoney(context.purchase.due)) errors.amount = AMOUNT_ABOVE_DUE_MESSAGE;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    errors.amount = error.message;
  }
  if (values.account === '') errors.account = ACCOUNT_REQUIRED_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      amount: toWire(parseMoney(values.amount.trim())),
      account: values.account,
      method: values.method,
      ...(values.date ? { date: values.date } : {}),
      note: values.note,
    },
  };
}

/**
 * 'Add payment' from the purchase list's row menu. Shows the purchase's payments so far
 * and a form (amount, starting at the due; account, the default first; method; date; note). A saved
 * payment reloads the payments, tells the list to read again (Paid, Due, Payment Status) and emits
 * `notify` for the toaster; a refusal shows the server's message under its field.
 */
export const purchasePaymentMachine = setup({
  types: {
    context: {} as PurchasePaymentContext,
    events: {} as PurchasePaymentEvent,
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent,
  },
  actors: {
    // The accounts and the purchase's payments, or the first refusal of the two.
    loadPayments: fromPromise<ApiResult<Loaded>, { purchaseId: string }>(async ({ input, signal }) => {
      const [accounts, payments] = await Promise.all([paymentAccounts(signal), purchasePayments(input.purchaseId, signal)]);
      return firstRefusal([accounts, payments]) ?? { ok: true, data: { accounts: acceptedData(accounts), payments: acceptedData(payments) } };
    }),
    savePayment: fromPromise<ApiResult<{ message: string; payment: PurchasePayment; purchase: PurchaseRow }>, { purchaseId: string; body: Record<string, unknown> }>(({ input, signal }) =>
      addPurchasePayment(input, signal),
    ),
  },
  actions: {
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
  guards: {
    isReadyToSave: ({ context }) => 'body' in paymentBody(context),
  },
}).createMachine({
  id: 'purchasePayment',
  context: ({ input }) => ({ list: input?.list ?? null, purchase: null, accounts: [], payments: [], values: emptyValues(), fieldErrors: {}, message: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No payment dialog is open',
      on: {
        'payment.open': {
          description: "Choose 'Add Payment' in a purchase's Action menu",
          target: 'open',
          actions: assign(({ event }) => ({ purchase: event.purchase, accounts: [], payments: [], values: { ...emptyValues(), amount: event.purchase.due.toFixed(2) }, fieldErrors: {}, message: null })),
        },
      },
    },
    open: {
      description: "The purchase's payment dialog is open",
      tags: 'open',
      initial: 'loading',
      on: { 'payment.close': { description: 'Press Close in the dialog', target: '#purchasePayment.idle' } },
      states: {
        loading: {
          description: 'The dialog says Loading…',
          tags: 'loading',
          invoke: {
            id: 'loadPayments',
            src: 'loadPayments',
            input: ({ context }) => ({ purchaseId: context.purchase!._id }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const { accounts, payments } = acceptedData(event.output);
                  return { accounts, payments, values: { ...context.values, account: context.values.account || (accounts[0]?._id ?? '') } };
                }),
              },
              // Refused (the user's access) or unanswered, the dialog says the same and offers Retry.
              { target: 'failed', actions: assign({ message: PAYMENTS_LOAD_FAILED_MESSAGE }) },
            ],
            onError: { target: 'failed', actions: assign({ message: PAYMENTS_LOAD_FAILED_MESSAGE }) },
          },
        },
        failed: {
          description: 'The dialog says the payments could not be loaded, with Retry',
          tags: 'failed',
          on: { 'payment.retry': { description: 'Press Retry in the dialog', target: 'loading', actions: assign({ message: null }) } },
        },
        ready: {
          description: 'The dialog lists the payments and the form to add one',
          on: {
            'payment.change': {
              description: "Type '{value}' in {field}",
              actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
            },
            'payment.submit': [
              { description: 'Press Save in the dialog', guard: 'isReadyToSave', target: 'saving', actions: assign({ message: null }) },
              {
                description: 'Press Save in the dialog',
                actions: assign({
                  fieldErrors: ({ context }) => {
                    const checked = paymentBody(context);
                    return 'errors' in checked ? checked.errors : {};
                  },
                }),
              },
            ],
          },
        },
        saving: {
          description: "The dialog's Save button says Saving…",
          tags: 'saving',
          invoke: {
            id: 'savePayment',
            src: 'savePayment',
            input: ({ context }) => {
              const checked = paymentBody(context);
              return { purchaseId: context.purchase!._id, body: 'body' in checked ? checked.body : {} };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'loading',
                actions: [
                  assign(({ context, event }) => {
                    const purchase = event.output.ok ? event.output.data.purchase : context.purchase;
                    return { purchase, values: { ...emptyValues(), account: context.values.account, amount: purchase && purchase.due > 0 ? purchase.due.toFixed(2) : '' } };
                  }),
                  'reloadList',
                  emit({ type: 'notify', kind: 'success', message: PAYMENT_ADDED_MESSAGE, place: 'layout' }),
                ],
              },
              {
                target: 'ready',
                actions: assign(({ event }) => {
                  if (event.output.ok) return {};
                  const fieldErrors: Partial<Record<PaymentField, string>> = {};
                  for (const issue of event.output.issues) if (['amount', 'account', 'method', 'date', 'note'].includes(issue.path)) fieldErrors[issue.path as PaymentField] ??= issue.message;
                  return { fieldErrors, message: event.output.message || PAYMENT_SAVE_FAILED_MESSAGE };
                }),
              },
            ],
            onError: { target: 'ready', actions: assign({ message: PAYMENT_SAVE_FAILED_MESSAGE }) },
          },
        },
      },
    },
  },
});

export type PurchasePaymentActor = ActorRefFrom<typeof purchasePaymentMachine>;
