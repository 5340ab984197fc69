import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { accountFormMachine } from '../../../src/machines/accounting/account-forms';
import { categoryFormMachine, taxFormMachine, unitFormMachine } from '../../../src/machines/catalog/named-record-forms';
import type { PickerLists, RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { supplierFormMachine } from '../../../src/machines/purchases/supplier-form';
import { customerFormMachine } from '../../../src/machines/sales/customer-form';
import { tillFormMachine } from '../../../src/machines/settings/till-form';
import { warehouseFormMachine } from '../../../src/machines/settings/warehouse-form';
import { doneEvent, errorEvent, itTakesTheRecordedChart } from '../model-helpers';
import { testableForm } from './record-form.model';

/**
 * The record forms that have no model of their own (the brand, product, transfer and document forms
 * do): each is walked through what a user does on Add and on Edit — submit it empty, fill it in (with
 * stray spaces), meet a duplicate, lose the connection, save — and every step is compared with its
 * recorded chart: the values shown, the messages under the fields, the body sent, the toast and the
 * page it goes back to (docs/api.md#records-and-their-fields and docs/screens.md#forms).
 */
interface FormCase {
  name: string;
  machine: RecordFormMachine;
  options: PickerLists;
  /** What the user types, field by field. */
  typed: Record<string, string>;
  /** The record the server holds (Edit) and answers after a save. */
  saved: Record<string, unknown>;
  /** The field a duplicate is reported on (the server's 409). */
  duplicateOf: string;
}

const option = (id: string, name: string, record: Record<string, unknown> = {}) => ({ id, name, record: { _id: id, name, ...record } });

// A till's pickers name records by id (docs/tills-and-shifts.md#tills).
const WAREHOUSE = '00000000-0000-4000-8000-0000000000a1';
const BILLER = '00000000-0000-4000-8000-0000000000b1';
const CASH = '00000000-0000-4000-8000-0000000000c1';
const BANK = '00000000-0000-4000-8000-0000000000c2';

const cases: FormCase[] = [
  {
    name: 'account',
    machine: accountFormMachine,
    options: {},
    typed: { accountNumber: ' ACC-1001 ', name: ' Meezan Bank ', initialBalance: '2500.50', note: ' salary account ' },
    saved: { _id: 'ac1', accountNumber: 'ACC-1001', name: 'Meezan Bank', initialBalance: 2500.5, note: 'salary account', isDefault: false },
    duplicateOf: 'accountNumber',
  },
  {
    name: 'category',
    machine: categoryFormMachine,
    options: { categories: [option('c1', 'Electronics')] },
    typed: { name: ' Laptops ', parentCategory: 'c1' },
    saved: { _id: 'c2', name: 'Laptops', parentCategoryId: 'c1', image: null },
    duplicateOf: 'name',
  },
  {
    name: 'unit',
    machine: unitFormMachine,
    options: { units: [option('u1', 'Piece')] },
    typed: { code: ' box12 ', name: ' Box of 12 ', baseUnit: 'u1', operator: '*', operationValue: '12' },
    saved: { _id: 'u2', code: 'box12', name: 'Box of 12', baseUnitId: 'u1', operator: '*', operationValue: 12 },
    duplicateOf: 'code',
  },
  {
    name: 'tax',
    machine: taxFormMachine,
    options: {},
    typed: { name: ' GST ', rate: '17' },
    saved: { _id: 't1', name: 'GST', rate: 17 },
    duplicateOf: 'name',
  },
  {
    name: 'supplier',
    machine: supplierFormMachine,
    options: {},
    typed: { name: ' Imran ', companyName: ' Imran Traders ', email: ' imran@example.com ', phone: ' 0300 1234567 ', address: ' 12 Mall Road ', city: ' Lahore ', country: ' Pakistan ' },
    saved: { _id: 's1', name: 'Imran', companyName: 'Imran Traders', email: 'imran@example.com', phone: '0300 1234567', address: '12 Mall Road', city: 'Lahore', country: 'Pakistan' },
    duplicateOf: 'name',
  },
  {
    name: 'customer',
    machine: customerFormMachine,
    options: {},
    typed: { name: ' Sana ', phone: ' 0321 7654321 ', address: ' 4 Canal View ', city: ' Karachi ', email: ' sana@example.com ', postalCode: ' 74000 ' },
    saved: { _id: 'cu1', customerGroup: 'General', name: 'Sana', companyName: '', email: 'sana@example.com', phone: '0321 7654321', taxNumber: '', address: '4 Canal View', city: 'Karachi', state: '', postalCode: '74000', country: '' },
    duplicateOf: 'name',
  },
  {
    name: 'till',
    machine: tillFormMachine,
    options: {
      warehouses: [option(WAREHOUSE, 'Secondary')],
      billers: [option(BILLER, 'Main Biller')],
      accounts: [option(CASH, 'Cash in Hand', { isDefault: true }), option(BANK, 'Meezan Bank')],
    },
    typed: { name: ' Back counter ', code: ' b2 ', warehouse: WAREHOUSE, 'methodAccounts.Card': BANK },
    saved: { _id: 'ti1', name: 'Back counter', code: 'B2', warehouse: WAREHOUSE, biller: BILLER, cashAccount: CASH, methodAccounts: { Card: BANK, Paypal: null, Cheque: null, GiftCard: null } },
    duplicateOf: 'code',
  },
  {
    name: 'warehouse',
    machine: warehouseFormMachine,
    options: {},
    typed: { name: ' Mall Road Store ' },
    saved: { _id: 'w1', name: 'Mall Road Store', active: true },
    duplicateOf: 'name',
  },
];

const offline = new TypeError('Failed to fetch');

function addSteps(form: FormCase): EventObject[] {
  return [
    doneEvent('loadForm', { ok: true, data: { options: form.options, record: null } }),
    { type: 'form.submit' },
    ...Object.entries(form.typed).map(([name, value]) => ({ type: 'field.change', name, value })),
    { type: 'form.submit' },
    // A duplicate is a 409 without details: its message goes under the field that must be unique.
    doneEvent('saveForm', { ok: false, status: 409, message: 'Already taken.', issues: [] }),
    { type: 'form.submit' },
    doneEvent('saveForm', { ok: false, status: 400, message: 'Check the form.', issues: [{ path: Object.keys(form.typed).at(-1), message: 'Refused by the server.' }] }),
    { type: 'form.submit' },
    errorEvent('saveForm', offline),
    { type: 'form.submit' },
    doneEvent('saveForm', { ok: true, data: form.saved }),
  ];
}

function editSteps(form: FormCase): EventObject[] {
  const [firstField] = Object.keys(form.typed);
  const change = (value: string): EventObject => ({ type: 'field.change', name: firstField, value }) as EventObject;
  return [
    errorEvent('loadForm', offline),
    { type: 'form.retry' },
    doneEvent('loadForm', { ok: true, data: { options: form.options, record: form.saved } }),
    change(''),
    { type: 'form.submit' },
    change(form.typed[firstField!]!),
    { type: 'form.submit' },
    doneEvent('saveForm', { ok: true, data: form.saved }),
  ];
}

const asPath = (events: EventObject[]) => ({ steps: [{ event: { type: 'xstate.init' } }, ...events.map((event) => ({ event }))] });

describe('record forms walked through Add and Edit', () => {
  for (const form of cases) {
    describe(`${form.name} form`, () => {
      const machine = testableForm(form.machine);
      it('is saved at the end of each walk', () => {
        for (const [input, events] of [[{}, addSteps(form)], [{ id: String(form.saved._id) }, editSteps(form)]] as const) {
          const actor = createActor(machine, { input }).start();
          for (const event of events) actor.send(event as never);
          expect(actor.getSnapshot().value).toBe('saved');
          actor.stop();
        }
      });
      itTakesTheRecordedChart(`${form.name}-form add`, machine, [asPath(addSteps(form))], {});
      itTakesTheRecordedChart(`${form.name}-form edit`, machine, [asPath(editSteps(form))], { id: String(form.saved._id) });
    });
  }
});
