/**
 * Path model of the customer list's 'Add deposit' dialog for `npm run test:paths` and its tests:
 * open, accounts read or failed and retried, amount and account typed (a blank account, an amount of
 * 0), submit, and the server's answers (saved, refused under a field, not reached), and closing.
 */
import { fromPromise } from 'xstate';
import type { Customer } from '../../../src/domain/customers.schemas';
import { customerDepositMachine } from '../../../src/machines/sales/customer-deposit.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

export const bilal: Customer = {
  _id: 'c-bilal',
  customerGroup: 'Premium',
  customerGroupId: 'g-premium',
  name: 'Bilal Ahmed',
  companyName: 'Ahmed Traders',
  email: 'bilal@example.com',
  phone: '0300-1234567',
  taxNumber: '',
  address: '12 Mall Road',
  city: 'Lahore',
  state: '',
  postalCode: '',
  country: '',
  isWalkIn: false,
  balance: 0,
  depositBalance: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
export const cashAccount = { _id: 'a-cash', name: 'Cash in Hand', accountNumber: 'CASH-1', isDefault: true };
export const bankAccount = { _id: 'a-bank', name: 'Meezan Bank', accountNumber: 'BANK-001', isDefault: false };
/** The accounts read, and General Setting sending card payments to the bank. */
export const depositAccounts = { accounts: [cashAccount, bankAccount], methodAccounts: { Card: bankAccount._id } };
export const savedDeposit = { ok: true, data: { ...bilal, depositBalance: 3000 } };
export const refusedAccount = { ok: false, status: 400, message: 'There is no such account.', issues: [{ path: 'accountId', message: 'There is no such account.' }] };

export const testableCustomerDepositMachine = customerDepositMachine.provide({ actors: { loadAccounts: never(), saveDeposit: never() } });

export function customerDepositModel() {
  return machineTestModel(testableCustomerDepositMachine, {
    events: [
      { type: 'deposit.open', customer: bilal },
      doneEvent('loadAccounts', { ok: true, data: depositAccounts }),
      doneEvent('loadAccounts', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('loadAccounts', new TypeError('Failed to fetch')),
      { type: 'deposit.retry' },
      { type: 'deposit.change', field: 'amount', value: '3000' },
      { type: 'deposit.change', field: 'account', value: '' },
      { type: 'deposit.change', field: 'method', value: 'Card' },
      { type: 'deposit.submit' },
      doneEvent('saveDeposit', savedDeposit),
      doneEvent('saveDeposit', refusedAccount),
      errorEvent('saveDeposit', new TypeError('Failed to fetch')),
      { type: 'deposit.close' },
    ] as never[],
  });
}
