import { describe, expect, it } from 'vitest';
import { accountFormDefinition, transferFormDefinition } from '../../../src/machines/accounting/account-forms';
import { englishOf } from '../common/english';

/*
 * What Add Account, Edit Account and the Money Transfer form send and show (docs/screens.md#accounting,
 * docs/api.md): an edit is the whole record, so a cleared note or balance is sent, not left out; a transfer
 * starts on the shop's today from the default account, and sends only what was typed.
 */
const today = '2026-11-27';

describe('the account form', () => {
  it('starts empty and shows a saved account as typed text', () => {
    expect(accountFormDefinition.empty({}, today)).toEqual({ accountNumber: '', name: '', initialBalance: '', note: '' });
    expect(accountFormDefinition.fromRecord({ _id: 'a1', accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 2500000, note: 'Current account' }, {})).toEqual({
      accountNumber: 'BANK-001',
      name: 'Meezan Bank',
      initialBalance: '2500000.00',
      note: 'Current account',
    });
    expect(accountFormDefinition.fromRecord({ _id: 'a2', accountNumber: 'CASH-1', name: 'Cash in Hand' }, {})).toEqual({ accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: '', note: '' });
  });

  it('sends the whole account: trimmed, a cleared balance as 0 and a cleared note as empty; a balance that is not a number as typed, for the server to refuse', () => {
    expect(accountFormDefinition.toBody({ accountNumber: ' BANK-001 ', name: ' Meezan Bank ', initialBalance: '1,5', note: '  ' })).toEqual({ accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: '1,5', note: '' });
    expect(accountFormDefinition.toBody({ accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: ' 250.75 ', note: ' Salary ' })).toEqual({ accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 250.75, note: 'Salary' });
    expect(accountFormDefinition.toBody({ accountNumber: '', name: '', initialBalance: '', note: '' })).toEqual({ initialBalance: 0, note: '' });
  });
});

describe('the money transfer form', () => {
  const accounts = [
    { id: 'acc-bank', label: 'Meezan Bank', record: { _id: 'acc-bank', isDefault: false } },
    { id: 'acc-cash', label: 'Cash in Hand', record: { _id: 'acc-cash', isDefault: true } },
  ];

  it('starts on the shop’s today from the default account, or from none when no account is the default', () => {
    expect(transferFormDefinition.empty({ accounts } as never, today)).toEqual({ date: today, fromAccount: 'acc-cash', toAccount: '', amount: '', note: '' });
    expect(transferFormDefinition.empty({ accounts: [accounts[0]] } as never, today).fromAccount).toBe('');
    expect(transferFormDefinition.empty({}, today).fromAccount).toBe('');
  });

  it('shows a transfer as typed text and sends only what was typed, trimmed', () => {
    expect(transferFormDefinition.fromRecord({ _id: 't1', date: '2026-11-20', fromAccountId: 'acc-cash', toAccountId: 'acc-bank', amount: 10, note: 'Cash to the bank' }, {})).toEqual({
      date: '2026-11-20',
      fromAccount: 'acc-cash',
      toAccount: 'acc-bank',
      amount: '10.00',
      note: 'Cash to the bank',
    });
    expect(transferFormDefinition.toBody({ date: ' 2026-11-20 ', fromAccount: 'acc-cash', toAccount: 'acc-bank', amount: ' 10.50 ', note: ' Float ' })).toEqual({ date: '2026-11-20', fromAccount: 'acc-cash', toAccount: 'acc-bank', amount: 10.5, note: 'Float' });
    expect(transferFormDefinition.toBody({ date: '', fromAccount: '', toAccount: '', amount: '', note: '' })).toEqual({});
  });

  it('checks the other account again when the first changes, and names its own messages', () => {
    expect(transferFormDefinition.linked).toEqual({ fromAccount: ['toAccount'] });
    expect(englishOf(transferFormDefinition.messages.created)).toBe('Money transferred successfully!');
    expect(englishOf(accountFormDefinition.messages.created)).toBe('Account Added successfully!');
    expect(englishOf(accountFormDefinition.messages.updated)).toBe('Account Updated successfully!');
  });
});
