/**
 * Add Account, Edit Account (docs/screens.md#accounting) and the Money Transfer form: the
 * record form machine with each form's definition. Account saves go back to the Account list, a
 * transfer to the Money Transfer list, where the new row and the balances show.
 */
import { saveTransfer } from '../../api/accounting/accounts';
import { accountInputSchema, transferInputSchema } from '../../domain/accounts.schemas';
import { screens } from '../../domain/screens';
import { compact, moneyText, numberFromText, presentText, text } from '../common/form-values';
import { recordFormMachine, type PickerLists, type RecordFormDefinition } from '../common/record-form.machine';

export type AccountValues = {
  accountNumber: string;
  name: string;
  initialBalance: string;
  note: string;
};

export const accountFormDefinition: RecordFormDefinition<AccountValues> = {
  source: { resource: 'accounts' },
  schema: accountInputSchema,
  pickers: [],
  empty: () => ({ accountNumber: '', name: '', initialBalance: '', note: '' }),
  fromRecord: (record) => ({
    accountNumber: text(record.accountNumber),
    name: text(record.name),
    initialBalance: moneyText(record.initialBalance),
    note: text(record.note),
  }),
  // PUT is the whole record: a cleared note or balance is sent as empty, not left as it was.
  toBody: (values) =>
    compact({
      accountNumber: presentText(values.accountNumber),
      name: presentText(values.name),
      initialBalance: numberFromText(values.initialBalance) ?? 0,
      note: values.note.trim(),
    }),
  conflictField: 'accountNumber',
  // docs/screens.md#messages.
  // The form's own words (docs/i18n.md#machines).
  messages: {
    created: /*i18n*/ { id: 'account.added', message: 'Account Added successfully!' },
    updated: /*i18n*/ { id: 'account.updated', message: 'Account Updated successfully!' },
    failed: /*i18n*/ { id: 'account.save-failed', message: 'Failed to save the account. Please try again.' },
  },
  afterAdd: { navigate: screens.accountList.path },
  afterEdit: { navigate: screens.accountList.path },
};

export type TransferValues = {
  date: string;
  fromAccount: string;
  toAccount: string;
  amount: string;
  note: string;
};

/** Money usually leaves the default account (the till's cash). */
function defaultAccountOf(options: PickerLists): string {
  return options.accounts?.find((option) => option.record.isDefault === true)?.id ?? '';
}

export const transferFormDefinition: RecordFormDefinition<TransferValues> = {
  source: { read: null, save: (body, signal) => saveTransfer(body, signal) },
  schema: transferInputSchema,
  pickers: ['accounts'],
  // A transfer is usually made on the shop's today (General Setting's time zone, as the server dates documents).
  empty: (options, today) => ({ date: today, fromAccount: defaultAccountOf(options), toAccount: '', amount: '', note: '' }),
  fromRecord: (record) => ({ date: text(record.date), fromAccount: text(record.fromAccountId), toAccount: text(record.toAccountId), amount: moneyText(record.amount), note: text(record.note) }),
  toBody: (values) =>
    compact({
      date: presentText(values.date),
      fromAccount: presentText(values.fromAccount),
      toAccount: presentText(values.toAccount),
      amount: numberFromText(values.amount),
      note: presentText(values.note),
    }),
  // Choosing the other account again settles (or raises) 'Choose two different accounts.'.
  linked: { fromAccount: ['toAccount'] },
  messages: {
    created: /*i18n*/ { id: 'transfer.saved', message: 'Money transferred successfully!' },
    updated: /*i18n*/ { id: 'transfer.saved', message: 'Money transferred successfully!' },
    failed: /*i18n*/ { id: 'transfer.save-failed', message: 'Failed to save the transfer. Please try again.' },
  },
  afterAdd: { navigate: screens.moneyTransfer.path },
  afterEdit: { navigate: screens.moneyTransfer.path },
};

export const accountFormMachine = recordFormMachine(accountFormDefinition);
export const transferFormMachine = recordFormMachine(transferFormDefinition);
