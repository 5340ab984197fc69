import type { PickerLists } from '../../../src/machines/common/record-form.machine';
import { transferFormMachine } from '../../../src/machines/accounting/account-forms';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { testableForm } from '../common/record-form.model';

export const CASH = '00000000-0000-4000-8000-00000000000c';
export const BANK = '00000000-0000-4000-8000-00000000000b';

/** The two accounts the form offers: the default cash account holds 100.00, the bank 2,500.00. */
export const transferOptions: PickerLists = {
  accounts: [
    { id: CASH, name: 'Cash in Hand', record: { _id: CASH, name: 'Cash in Hand', accountNumber: 'CASH-1', isDefault: true, balance: 100 } },
    { id: BANK, name: 'Meezan Bank', record: { _id: BANK, name: 'Meezan Bank', accountNumber: 'BANK-001', isDefault: false, balance: 2500 } },
  ],
};

export const savedTransfer = { _id: 't1', referenceNo: 'TR-000001', date: '2026-11-23', fromAccountId: CASH, toAccountId: BANK, amount: 50, note: '' };
export const tooMuch = { ok: false, status: 409, message: "The account Cash in Hand holds 100.00, less than 500.00.", issues: [{ path: 'amount', message: "The account Cash in Hand holds 100.00, less than 500.00." }] };

export const testableTransferFormMachine = testableForm(transferFormMachine);

/** A small model: the two accounts each way round, two amounts, and every answer of the server. */
export function transferFormModel() {
  return machineTestModel(testableTransferFormMachine, {
    // The values typed, which the submit guard reads.
    facet: (context) => context.values,
    events: [
      doneEvent('loadForm', { ok: true, data: { options: transferOptions, record: null } }),
      errorEvent('loadForm', new TypeError('Failed to fetch')),
      { type: 'form.retry' },
      { type: 'field.change', name: 'toAccount', value: BANK },
      { type: 'field.change', name: 'toAccount', value: CASH },
      { type: 'field.change', name: 'amount', value: '500' },
      { type: 'field.change', name: 'amount', value: '' },
      { type: 'form.submit' },
      doneEvent('saveForm', { ok: true, data: savedTransfer }),
      doneEvent('saveForm', tooMuch),
      errorEvent('saveForm', new TypeError('Failed to fetch')),
      // General Setting arriving late, in a zone whose date is always Karachi's (the date's move is tested on its own, at a fixed hour).
      { type: 'shop.timeZone', timeZone: 'Asia/Tashkent' },
    ] as never[],
    input: {},
  });
}
