import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TOTALS_HEADER,
  accountDefaultSchema,
  accountInputSchema,
  accountPickerEntrySchema,
  accountSchema,
  accountTotalsSchema,
  paymentFiltersSchema,
  paymentSchema,
  transferInputSchema,
  transferSchema,
} from '../../src/domain/accounts.schemas';
import { errorAnswerSchema, messageAnswerSchema } from '../../src/domain/api-answers.schemas';
import {
  CUSTOMER_GROUPS,
  customerChoiceSchema,
  customerGroupSchema,
  customerInputSchema,
  customerSchema,
  DEFAULT_CUSTOMER_GROUP,
  DEPOSIT_METHODS,
  depositInputSchema,
} from '../../src/domain/customers.schemas';
import { memberChangeWords, statusChangesFor } from '../../src/domain/member-change';
import { LOW_STOCK_SHOWN, lowStockAnswerSchema } from '../../src/domain/notifications.schemas';
import { supplierInputSchema, supplierSchema } from '../../src/domain/supplier.schemas';
import * as v from 'valibot';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const ID = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '6a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const stamps = { createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T11:00:00.000Z' };

describe('an account (docs/screens.md#accounting: accountNumber and name are required)', () => {
  it('starts at a balance of 0 with no note', () => {
    expect(accepted(accountInputSchema, { accountNumber: ' BANK-001 ', name: ' Meezan ' })).toEqual({ accountNumber: 'BANK-001', name: 'Meezan', initialBalance: 0, note: '' });
    expect(accepted(accountInputSchema, { accountNumber: 'A'.repeat(50), name: 'Meezan', initialBalance: 1500.5, note: ' n'.repeat(250) })).toMatchObject({ initialBalance: 150050 });
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(accountInputSchema, {})).toEqual({ accountNumber: [REQUIRED], name: [REQUIRED] });
    expect(issuesOf(accountInputSchema, { accountNumber: 'A'.repeat(51), name: 'n'.repeat(101), note: 'n'.repeat(501) })).toEqual({
      accountNumber: ['At most 50 characters.'],
      name: ['At most 100 characters.'],
      note: ['At most 500 characters.'],
    });
    expect(issuesOf(accountInputSchema, { accountNumber: 'A', name: 'B', note: 5 })).toEqual({ note: ['Note must be text.'] });
    expect(issuesOf(accountInputSchema, { accountNumber: 'A', name: 'B', initialBalance: -1 })).toEqual({ initialBalance: ['Amount must not be negative.'] });
    expect(issuesOf(accountInputSchema, { accountNumber: 'A', name: 'B', bank: 'x' })).toEqual({ bank: ['An account has only accountNumber, name, initialBalance and note.'] });
  });

  it('turns the default on or off', () => {
    expect(accepted(accountDefaultSchema, { isDefault: false })).toEqual({ isDefault: false });
    expect(issuesOf(accountDefaultSchema, {})).toEqual({ isDefault: [REQUIRED] });
    expect(issuesOf(accountDefaultSchema, { isDefault: 'yes' })).toEqual({ isDefault: ['isDefault must be true or false.'] });
    expect(issuesOf(accountDefaultSchema, { isDefault: true, name: 'x' })).toEqual({ name: ['The default toggle takes only isDefault.'] });
  });

  it('reads the answers and the footer totals header', () => {
    const account = { _id: ID, accountNumber: 'BANK-001', name: 'Meezan', initialBalance: 10, note: '', isDefault: true, balance: 12.5, ...stamps };
    expect(accepted(accountSchema, account)).toEqual(account);
    const choice = { _id: ID, name: 'Meezan', accountNumber: 'BANK-001', isDefault: false };
    expect(accepted(accountPickerEntrySchema, choice)).toEqual(choice);
    expect(accepted(accountTotalsSchema, { initialBalance: 10, balance: 20 })).toEqual({ initialBalance: 10, balance: 20 });
    expect(ACCOUNT_TOTALS_HEADER).toBe('X-Account-Totals');
  });
});

describe('a money transfer', () => {
  const transfer = { date: '2026-11-24', fromAccount: ID, toAccount: OTHER_ID, amount: 25 };

  it('moves a positive amount between two accounts on a date', () => {
    expect(accepted(transferInputSchema, { ...transfer, note: ' rent ' })).toEqual({ ...transfer, amount: 2500, note: 'rent' });
    expect(accepted(transferInputSchema, { ...transfer, fromAccount: ' Cash ', toAccount: 'a'.repeat(100) })).toMatchObject({ fromAccount: 'Cash' });
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(transferInputSchema, {})).toEqual({ date: [REQUIRED], fromAccount: [REQUIRED], toAccount: [REQUIRED], amount: [REQUIRED] });
    expect(issuesOf(transferInputSchema, { ...transfer, fromAccount: ' ', toAccount: 5 })).toEqual({ fromAccount: [REQUIRED], toAccount: ['Choose an account.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, toAccount: 'a'.repeat(101) })).toEqual({ toAccount: ['At most 100 characters.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, toAccount: 'Ca\u0007sh' })).toEqual({ toAccount: ['The text has a control character (U+0007) that cannot be saved.'] });
    for (const date of ['2026-02-30', 5]) expect(issuesOf(transferInputSchema, { ...transfer, date })).toEqual({ date: ['Enter a date (YYYY-MM-DD).'] });
    expect(issuesOf(transferInputSchema, { ...transfer, amount: 0 })).toEqual({ amount: ['Amount must be greater than 0.'] });
    expect(accepted(transferInputSchema, { ...transfer, amount: 0.01 }).amount).toBe(1);
    expect(issuesOf(transferInputSchema, { ...transfer, toAccount: ID.toUpperCase() })).toEqual({ toAccount: ['Choose two different accounts.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, toAccount: ID, date: 5 })).toEqual({ date: ['Enter a date (YYYY-MM-DD).'], toAccount: ['Choose two different accounts.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, fromAccount: 5 })).toEqual({ fromAccount: ['Choose an account.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, toAccount: 5 })).toEqual({ toAccount: ['Choose an account.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, note: 5 })).toEqual({ note: ['Note must be text.'] });
    expect(issuesOf(transferInputSchema, { ...transfer, fee: 1 })).toEqual({ fee: ['A transfer has only date, fromAccount, toAccount, amount and note.'] });
  });

  it('reads a transfer row and a payment row', () => {
    const row = { _id: ID, date: '2026-11-24', referenceNo: 'TR-1', fromAccount: 'Cash', fromAccountId: ID, toAccount: 'Bank', toAccountId: OTHER_ID, amount: 25, note: '', createdBy: null, createdAt: stamps.createdAt };
    expect(accepted(transferSchema, row)).toEqual(row);
    const payment = {
      _id: ID,
      date: '2026-11-24',
      paymentReference: 'PAY-1',
      saleReference: 'SL-1',
      purchaseReference: null,
      paidBy: 'Cheque',
      methodNumber: '123',
      amount: 10,
      createdBy: 'Ada',
      account: 'Cash',
      accountId: ID,
      direction: 'in',
      kind: 'sale-return',
      transferReference: null,
      note: '',
    };
    expect(accepted(paymentSchema, payment)).toEqual(payment);
    for (const paidBy of ['Cash', 'Card', 'Paypal', 'GiftCard', 'Deposit']) expect(accepted(paymentSchema, { ...payment, paidBy }).paidBy).toBe(paidBy);
    for (const kind of ['sale', 'purchase', 'purchase-return', 'deposit', 'transfer']) expect(accepted(paymentSchema, { ...payment, kind }).kind).toBe(kind);
    expect(accepted(paymentSchema, { ...payment, direction: 'out' }).direction).toBe('out');
  });
});

describe('the payments filters', () => {
  it('leaves each filter off by default', () => {
    expect(accepted(paymentFiltersSchema, {})).toEqual({ from: '', to: '', account: '', method: '', direction: '', kind: '' });
    const filters = { from: '2026-11-01', to: '2026-11-30', account: ID, method: 'GiftCard', direction: 'out', kind: 'transfer' };
    expect(accepted(paymentFiltersSchema, filters)).toEqual(filters);
  });

  it('says which values it takes', () => {
    expect(issuesOf(paymentFiltersSchema, { from: '2026-13-01', to: 'x', account: 'Cash', method: 'Bitcoin', direction: 'up', kind: 'gift' })).toEqual({
      from: ['Enter a date (YYYY-MM-DD).'],
      to: ['Enter a date (YYYY-MM-DD).'],
      account: ['account must be an account id.'],
      method: ['method must be one of Cash, Card, Paypal, Cheque, GiftCard, Deposit.'],
      direction: ['direction must be one of in, out.'],
      kind: ['kind must be one of sale, purchase, sale-return, purchase-return, deposit, transfer, till-cash, cash-variance.'],
    });
    expect(issuesOf(paymentFiltersSchema, { account: 5 })).toEqual({ account: ['account must be an account id.'] });
  });
});

describe('a customer (docs/screens.md#customers-and-suppliers: name, phone, address and city are required)', () => {
  const customer = { name: ' Ada ', phone: ' 0300 ', address: ' 1 Mall Road ', city: ' Lahore ' };

  it('joins the Regular group unless told otherwise', () => {
    expect(accepted(customerInputSchema, customer)).toEqual({
      customerGroup: 'Regular',
      name: 'Ada',
      companyName: '',
      email: '',
      phone: '0300',
      taxNumber: '',
      address: '1 Mall Road',
      city: 'Lahore',
      state: '',
      postalCode: '',
      country: '',
    });
    expect(accepted(customerInputSchema, { ...customer, customerGroup: ' Premium ', email: ' ada@example.com ' })).toMatchObject({ customerGroup: 'Premium', email: 'ada@example.com' });
    expect(accepted(customerInputSchema, { ...customer, email: '' }).email).toBe('');
    expect(CUSTOMER_GROUPS).toEqual(['Regular', 'Premium']);
    expect(DEFAULT_CUSTOMER_GROUP).toBe('Regular');
  });

  it('says what is missing or wrong', () => {
    expect(issuesOf(customerInputSchema, {})).toEqual({ name: [REQUIRED], phone: [REQUIRED], address: [REQUIRED], city: [REQUIRED] });
    for (const email of ['ada', 'ada@example', 'a da@example.com', '@example.com', 'ada@.com', 'x ada@example.com', 'ada@example.com x', 5]) {
      expect(issuesOf(customerInputSchema, { ...customer, email })).toEqual({ email: ['Enter a valid email address.'] });
    }
    expect(issuesOf(customerInputSchema, { ...customer, email: `${'a'.repeat(189)}@example.com` })).toEqual({ email: ['At most 200 characters.'] });
    expect(accepted(customerInputSchema, { ...customer, email: `${'a'.repeat(188)}@example.com` }).email).toHaveLength(200);
    for (const customerGroup of [5, 'g'.repeat(101)]) expect(issuesOf(customerInputSchema, { ...customer, customerGroup })).toEqual({ customerGroup: ['Choose a customer group.'] });
    expect(issuesOf(customerInputSchema, { ...customer, customerGroup: 'Reg\u0007ular' })).toEqual({
      customerGroup: ['The text has a control character (U+0007) that cannot be saved.'],
    });
    expect(
      issuesOf(customerInputSchema, {
        ...customer,
        phone: '1'.repeat(51),
        companyName: 'c'.repeat(201),
        taxNumber: 't'.repeat(101),
        address: 'a'.repeat(201),
        city: 'c'.repeat(101),
        state: 's'.repeat(101),
        postalCode: 'p'.repeat(21),
        country: 'c'.repeat(101),
      }),
    ).toEqual({
      phone: ['At most 50 characters.'],
      companyName: ['At most 200 characters.'],
      taxNumber: ['At most 100 characters.'],
      address: ['At most 200 characters.'],
      city: ['At most 100 characters.'],
      state: ['At most 100 characters.'],
      postalCode: ['At most 20 characters.'],
      country: ['At most 100 characters.'],
    });
    expect(accepted(customerInputSchema, { ...customer, customerGroup: 'g'.repeat(100), name: 'n'.repeat(100), phone: '1'.repeat(50), postalCode: 'p'.repeat(20) }).customerGroup).toHaveLength(100);
    expect(issuesOf(customerInputSchema, { ...customer, vip: true })).toEqual({
      vip: ['A customer has only customerGroup, name, companyName, email, phone, taxNumber, address, city, state, postalCode and country.'],
    });
  });

  it('reads a customer, a choice and a group', () => {
    const row = {
      _id: ID,
      customerGroup: 'Regular',
      customerGroupId: OTHER_ID,
      name: 'Ada',
      companyName: '',
      email: '',
      phone: '0300',
      taxNumber: '',
      address: '1 Mall Road',
      city: 'Lahore',
      state: '',
      postalCode: '',
      country: '',
      isWalkIn: false,
      balance: 10,
      depositBalance: 5,
      ...stamps,
    };
    expect(accepted(customerSchema, row)).toEqual(row);
    expect(accepted(customerChoiceSchema, { _id: ID, name: 'Walk-in', phone: '', isWalkIn: true })).toEqual({ _id: ID, name: 'Walk-in', phone: '', isWalkIn: true });
    expect(accepted(customerGroupSchema, { _id: ID, name: 'Regular' })).toEqual({ _id: ID, name: 'Regular' });
  });
});

describe("a customer's deposit", () => {
  it('goes into the default account by cash unless told otherwise', () => {
    expect(accepted(depositInputSchema, { amount: 50 })).toEqual({ amount: 5000, method: 'Cash', note: '' });
    expect(accepted(depositInputSchema, { amount: 0.01, accountId: ID.toUpperCase(), method: 'Cheque', note: ' n ' })).toEqual({ amount: 1, accountId: ID, method: 'Cheque', note: 'n' });
    expect(DEPOSIT_METHODS).toEqual(['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard']);
  });

  it('says what is wrong', () => {
    expect(issuesOf(depositInputSchema, {})).toEqual({ amount: [REQUIRED] });
    expect(issuesOf(depositInputSchema, { amount: 0 })).toEqual({ amount: ['A deposit is more than 0.'] });
    expect(issuesOf(depositInputSchema, { amount: 5, accountId: 'Cash' })).toEqual({ accountId: ['Choose an account.'] });
    expect(issuesOf(depositInputSchema, { amount: 5, method: 'Deposit' })).toEqual({ method: ['method must be one of Cash, Card, Paypal, Cheque, GiftCard.'] });
    expect(issuesOf(depositInputSchema, { amount: 5, note: 'n'.repeat(501) })).toEqual({ note: ['At most 500 characters.'] });
    expect(issuesOf(depositInputSchema, { amount: 5, customer: ID })).toEqual({ customer: ['A deposit has only amount, accountId, method and note.'] });
  });
});

describe('a supplier (only the name is required)', () => {
  it('takes the contact details, trimmed', () => {
    expect(accepted(supplierInputSchema, { name: ' Acme ' })).toEqual({ name: 'Acme', companyName: '', email: '', phone: '', address: '', city: '', country: '' });
    expect(accepted(supplierInputSchema, { name: 'Acme', email: ' sales@acme.example ' }).email).toBe('sales@acme.example');
  });

  it('says what is wrong', () => {
    expect(issuesOf(supplierInputSchema, {})).toEqual({ name: [REQUIRED] });
    for (const email of ['acme', 'a b@acme.com', 'sales@acme', 'x sales@acme.com', 'sales@acme.com x']) {
      expect(issuesOf(supplierInputSchema, { name: 'Acme', email })).toEqual({ email: ['Enter an email address such as name@example.com.'] });
    }
    expect(
      issuesOf(supplierInputSchema, { name: 'Acme', companyName: 'c'.repeat(101), email: `${'a'.repeat(189)}@example.com`, phone: '1'.repeat(51), address: 'a'.repeat(201), city: 'c'.repeat(101), country: 'c'.repeat(101) }),
    ).toEqual({
      companyName: ['At most 100 characters.'],
      email: ['At most 200 characters.'],
      phone: ['At most 50 characters.'],
      address: ['At most 200 characters.'],
      city: ['At most 100 characters.'],
      country: ['At most 100 characters.'],
    });
    expect(issuesOf(supplierInputSchema, { name: 'Acme', fax: '1' })).toEqual({ fax: ['A supplier has only name, companyName, email, phone, address, city and country.'] });
  });

  it('reads a supplier', () => {
    const row = { _id: ID, name: 'Acme', companyName: 'Acme Ltd', email: '', phone: '', address: '', city: '', country: '', ...stamps };
    expect(accepted(supplierSchema, row)).toEqual(row);
  });
});

describe('the shared answers', () => {
  it('reads a success and a refusal', () => {
    expect(accepted(messageAnswerSchema({ id: v.string() }), { success: true, message: 'Saved', id: 'x' })).toEqual({ success: true, message: 'Saved', id: 'x' });
    const refusal = { success: false, code: 'invalid-input', message: 'Refused', error: { details: [{ message: 'This field is required.', path: ['lines', 0, 'quantity'] }] } };
    expect(accepted(errorAnswerSchema, refusal)).toEqual(refusal);
  });

  it('reads the low-stock bell, which lists 20 entries', () => {
    const answer = {
      total: 2,
      items: [{ productId: ID, productName: 'Phone', productCode: 'PH-1', warehouseId: null, warehouse: null, variantId: null, variant: null, quantity: 0, alertQuantity: 5 }],
    };
    expect(accepted(lowStockAnswerSchema, answer)).toEqual(answer);
    expect(LOW_STOCK_SHOWN).toBe(20);
  });
});

describe("the Users screen's questions and answers", () => {
  const who = { userId: 'u1', name: 'Ada' };

  it('words a role change', () => {
    expect(memberChangeWords({ ...who, kind: 'role', role: 'admin' })).toEqual({
      title: 'Change role',
      question: 'Make Ada an admin? They will be signed out and must log in again.',
      confirmLabel: 'Make admin',
      done: 'Ada is now an admin.',
    });
    expect(memberChangeWords({ ...who, kind: 'role', role: 'staff' })).toEqual({
      title: 'Change role',
      question: 'Make Ada staff? They will be signed out and must log in again.',
      confirmLabel: 'Make staff',
      done: 'Ada is now staff.',
    });
  });

  it('words a deactivation, an approval and a reactivation', () => {
    expect(memberChangeWords({ ...who, kind: 'status', status: 'deactivated', from: 'active' })).toEqual({
      title: 'Deactivate account',
      question: 'Deactivate Ada? They will be signed out at once and cannot log in until an admin reactivates them.',
      confirmLabel: 'Deactivate',
      done: 'Ada is deactivated.',
    });
    expect(memberChangeWords({ ...who, kind: 'status', status: 'active', from: 'pending' })).toEqual({
      title: 'Approve account',
      question: 'Approve Ada? They can log in at once.',
      confirmLabel: 'Approve',
      done: 'Ada can now log in.',
    });
    expect(memberChangeWords({ ...who, kind: 'status', status: 'active', from: 'deactivated' })).toEqual({
      title: 'Reactivate account',
      question: 'Reactivate Ada? They can log in again.',
      confirmLabel: 'Reactivate',
      done: 'Ada can log in again.',
    });
  });

  it('offers each member the status changes that fit', () => {
    expect(statusChangesFor('pending')).toEqual(['active', 'deactivated']);
    expect(statusChangesFor('active')).toEqual(['deactivated']);
    expect(statusChangesFor('deactivated')).toEqual(['active']);
  });
});
