import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { addCustomerDeposit, depositAccounts, type DepositAccounts } from '../../api/sales/customer-deposits';
import { acceptedData, type ApiResult } from '../../api/common/http';
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { AccountPaymentMethod } from '../../domain/shop-constants';
import type { Customer } from '../../domain/customers.schemas';
import { DomainError } from '../../domain/domain-error';
import { parseMoney, toWire } from '../../domain/money';
import type { NotifyEvent, ShownText } from '../common/notifications';
import { accountsByMethod, type AccountsByMethod } from '../common/payment-accounts';
import type { MessageDescriptor } from '@lingui/core';

export const DEPOSIT_ACCOUNTS_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'deposit.accounts-failed', message: 'Could not load the accounts. Please try again.' };
export const DEPOSIT_SAVE_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'deposit.save-failed', message: 'Could not save the deposit. Please try again.' };
export const DEPOSIT_ACCOUNT_REQUIRED_MESSAGE = 'Choose an account.';
export const DEPOSIT_AMOUNT_MESSAGE = 'A deposit is more than 0.';
export const depositAddedMessage = (name: string): MessageDescriptor => /*i18n*/ ({ id: 'deposit.added', message: 'Deposit added for {name}.', values: { name } });

export type DepositField = 'amount' | 'account' | 'method' | 'note';

export type CustomerDepositEvent =
  | { type: 'deposit.open'; customer: Customer }
  | { type: 'deposit.close' }
  | { type: 'deposit.retry' }
  | { type: 'deposit.change'; field: DepositField; value: string }
  | { type: 'deposit.submit' };

export interface CustomerDepositContext {
  list: AnyActorRef | null;
  customer: Customer | null;
  accounts: AccountPickerEntry[];
  /** Where a deposit by each method starts (General Setting's account, else the default account). */
  accountFor: AccountsByMethod;
  values: Record<DepositField, string>;
  fieldErrors: Partial<Record<DepositField, string>>;
  message: ShownText | null;
}

const emptyValues = (): Record<DepositField, string> => ({ amount: '', account: '', method: 'Cash', note: '' });
const FIELDS: readonly string[] = ['amount', 'account', 'method', 'note'];

/** The body of POST /api/customers/{id}/deposits, or the messages under the fields that stop it. */
export function depositBody(values: Record<DepositField, string>): { body: Record<string, unknown> } | { errors: Partial<Record<DepositField, string>> } {
  const errors: Partial<Record<DepositField, string>> = {};
  let amount = 0;
  try {
    amount = parseMoney(values.amount.trim());
    if (amount <= 0) errors.amount = DEPOSIT_AMOUNT_MESSAGE;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    errors.amount = error.message;
  }
  if (values.account === '') errors.account = DEPOSIT_ACCOUNT_REQUIRED_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { amount: toWire(parseMoney(values.amount.trim())), accountId: values.account, method: values.method, note: values.note.trim() } };
}

/**
 * 'Add deposit' from the customer list's row menu. The dialog reads the accounts (the
 * method's account chosen, and again when the method changes), takes the amount, account, method and note, and posts the deposit; a saved
 * deposit closes the dialog, tells the list to read again (Balance and Deposit columns) and emits
 * `notify`; a refusal shows the server's message under its field and keeps what was typed.
 */
export const customerDepositMachine = setup({
  types: {
    context: {} as CustomerDepositContext,
    events: {} as CustomerDepositEvent,
    input: {} as { list?: AnyActorRef } | undefined,
    emitted: {} as NotifyEvent,
  },
  actors: {
    loadAccounts: fromPromise<ApiResult<DepositAccounts>>(({ signal }) => depositAccounts(signal)),
    saveDeposit: fromPromise<ApiResult<Customer>, { customerId: string; body: Record<string, unknown> }>(({ input, signal }) => addCustomerDeposit(input, signal)),
  },
  actions: {
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
  guards: {
    isReadyToSave: ({ context }) => 'body' in depositBody(context.values),
    // The server answered yes (not a refusal).
    isAccepted: (_, params: { ok: boolean }) => params.ok,
  },
}).createMachine({
  id: 'customerDeposit',
  context: ({ input }) => ({ list: input?.list ?? null, customer: null, accounts: [], accountFor: accountsByMethod({}, []), values: emptyValues(), fieldErrors: {}, message: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No deposit dialog is open',
      on: {
        'deposit.open': {
          description: "Choose 'Add deposit' in a customer's Action menu",
          target: 'open',
          actions: assign(({ event }) => ({ customer: event.customer, accounts: [], values: emptyValues(), fieldErrors: {}, message: null })),
        },
      },
    },
    open: {
      description: 'The Add Deposit dialog is open',
      tags: 'open',
      initial: 'loading',
      on: { 'deposit.close': { description: 'Close the dialog', target: '#customerDeposit.idle' } },
      states: {
        loading: {
          description: 'The dialog says Loading…',
          tags: 'loading',
          invoke: {
            id: 'loadAccounts',
            src: 'loadAccounts',
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) },
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const { accounts, methodAccounts } = acceptedData(event.output);
                  const accountFor = accountsByMethod(methodAccounts, accounts.map((account) => ({ id: account._id, isDefault: account.isDefault })));
                  return { accounts, accountFor, values: { ...context.values, account: accountFor[context.values.method as AccountPaymentMethod] ?? '' } };
                }),
              },
              // Refused (the user's access) or unanswered, the dialog says the same and offers Retry.
              { target: 'failed', actions: assign({ message: DEPOSIT_ACCOUNTS_FAILED_MESSAGE }) },
            ],
            onError: { target: 'failed', actions: assign({ message: DEPOSIT_ACCOUNTS_FAILED_MESSAGE }) },
          },
        },
        failed: {
          description: 'The dialog says the accounts could not be loaded, with Retry',
          tags: 'failed',
          on: { 'deposit.retry': { description: 'Press Retry in the dialog', target: 'loading', actions: assign({ message: null }) } },
        },
        ready: {
          description: 'The dialog shows Amount, Method, Account and Note',
          on: {
            'deposit.change': {
              description: "Type '{value}' in {field}",
              actions: assign(({ context, event }) => {
                // The account follows the method (docs/money-and-payments.md, "Methods and accounts"); one chosen after it stays.
                const account = event.field === 'method' ? (context.accountFor[event.value as AccountPaymentMethod] ?? context.values.account) : context.values.account;
                return { values: { ...context.values, account, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } };
              }),
            },
            'deposit.submit': [
              { description: 'Press Save in the dialog', guard: 'isReadyToSave', target: 'saving', actions: assign({ message: null, fieldErrors: {} }) },
              {
                description: 'Press Save in the dialog',
                actions: assign({
                  fieldErrors: ({ context }) => {
                    const checked = depositBody(context.values);
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
            id: 'saveDeposit',
            src: 'saveDeposit',
            input: ({ context }) => {
              const checked = depositBody(context.values);
              return { customerId: context.customer!._id, body: 'body' in checked ? checked.body : {} };
            },
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) },
                target: '#customerDeposit.idle',
                actions: ['reloadList', emit(({ context }) => ({ type: 'notify', kind: 'success', message: depositAddedMessage(context.customer!.name), place: 'layout' }) as const)],
              },
              {
                target: 'ready',
                actions: assign(({ event }) => {
                  if (event.output.ok) return {};
                  const fieldErrors: Partial<Record<DepositField, string>> = {};
                  for (const issue of event.output.issues) {
                    const field = issue.path === 'accountId' ? 'account' : issue.path;
                    if (FIELDS.includes(field)) fieldErrors[field as DepositField] ??= issue.message;
                  }
                  return { fieldErrors, message: event.output.message || DEPOSIT_SAVE_FAILED_MESSAGE };
                }),
              },
            ],
            onError: { target: 'ready', actions: assign({ message: DEPOSIT_SAVE_FAILED_MESSAGE }) },
          },
        },
      },
    },
  },
});

export type CustomerDepositActor = ActorRefFrom<typeof customerDepositMachine>;
