import { fromPromise, type EventObject } from 'xstate';
import type { SaleChoices } from '../../../src/api/sales/sale-choices';
import type { Sale } from '../../../src/domain/sales.schemas';
import { paymentsBody, saleFormMachine } from '../../../src/machines/sales/sale-form.machine';
import { delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const choices: SaleChoices = {
  customers: [
    { id: 'c-walk-in', name: 'Walk-in Customer' },
    { id: 'c-bilal', name: 'Bilal Ahmed' },
  ],
  warehouses: [
    { id: 'w-main', name: 'Main' },
    { id: 'w-lahore', name: 'Lahore' },
  ],
  billers: [{ id: 'b-main', name: 'Main Biller' }],
  walkInCustomerId: 'c-walk-in',
};

/** The accounts a payment may go into: the till's cash (the default) and the bank, where cards go. */
export const paymentAccounts = {
  accounts: [
    { id: 'a-cash', name: 'Cash in Hand (CASH-1)', isDefault: true },
    { id: 'a-bank', name: 'Meezan Bank (BANK-001)', isDefault: false },
  ],
  accountFor: { Cash: 'a-cash', Card: 'a-bank', Paypal: 'a-cash', Cheque: 'a-cash', GiftCard: 'a-cash' },
};

/** A sale as the server answers GET /api/sales/{id}: one laptop at 18,500 + VAT 15 %, 10 % order tax, 275 off, 100 shipping. */
export const storedSale: Sale = {
  _id: 's-1',
  reference: 'SL-000001',
  source: 'sale',
  date: '2026-11-23',
  customer: 'Bilal Ahmed',
  customerId: 'c-bilal',
  warehouse: 'Main',
  warehouseId: 'w-main',
  biller: 'Main Biller',
  billerId: 'b-main',
  orderTax: 10,
  orderTaxAmount: 2127.5,
  orderDiscount: 275,
  coupon: 0,
  shippingCost: 100,
  saleStatus: 'Completed',
  paymentStatus: 'Pending',
  saleNote: 'Deliver before noon',
  staffNote: '',
  total: 21275,
  grandTotal: 23227.5,
  totalAmount: 23227.5,
  paid: 0,
  returned: 0,
  due: 23227.5,
  items: 1,
  products: [
    { _id: 'p-laptop', lineId: 'l-1', productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', variantId: null, variant: null, variantCode: null, quantity: 1, unitPrice: 18500, discount: 0, taxRate: 15, taxMethod: 'Exclusive', tax: 2775, subTotal: 21275 },
  ],
  payments: [],
  change: 0,
  createdBy: 'Ayesha Khan',
  createdById: 'u-1',
  till: null,
  tillId: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

/**
 * A sale of two sizes of one T-shirt, as GET /api/sales/{id} answers it: S at 10.00 (two)
 * and M at 12.00 (its 2.00 extra inside the price sold at), no tax, no charges.
 */
export const variantSale: Sale = {
  ...storedSale,
  _id: 's-2',
  reference: 'SL-000002',
  orderTax: 0,
  orderTaxAmount: 0,
  orderDiscount: 0,
  shippingCost: 0,
  saleNote: '',
  total: 32,
  grandTotal: 32,
  totalAmount: 32,
  due: 32,
  products: [
    { _id: 'p-tshirt', lineId: 'l-s', productName: 'Cotton T-shirt', productCode: 'TSH-1', variantId: 'v-s', variant: 'S', variantCode: 'TS-S', quantity: 2, unitPrice: 10, discount: 0, taxRate: 0, taxMethod: 'Exclusive', tax: 0, subTotal: 20 },
    { _id: 'p-tshirt', lineId: 'l-m', productName: 'Cotton T-shirt', productCode: 'TSH-1', variantId: 'v-m', variant: 'M', variantCode: 'TS-M', quantity: 1, unitPrice: 12, discount: 0, taxRate: 0, taxMethod: 'Exclusive', tax: 0, subTotal: 12 },
  ],
};

/** What the edit form must send for `storedSale` unchanged but for its fields: the body in docs/api.md#the-calls. */
export const storedSaleBody = {
  orderTax: 10,
  orderDiscount: 275,
  shippingCost: 100,
  products: [{ _id: 'p-laptop', productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', quantity: 1, unitPrice: 18500, discount: 0, taxRate: 15, subTotal: 21275 }],
  totalAmount: 23227.5,
};

export const saved = { ok: true, data: storedSale };
export const outOfStock = {
  ok: false,
  status: 409,
  message: 'Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 1, 0 in stock.',
  issues: [{ path: 'products.0', message: 'Dell Inspiron 15 Laptop (DL-INS15) needs 1, 0 in stock.' }],
};
export const silentRefusal = { ok: false, status: 500, message: '', issues: [] };

const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testableSaleFormMachine = saleFormMachine.provide({ actors: { loadSaleForm: pending(), saveSale: pending() } });

export type SaleFormMode = 'add' | 'edit';

export const saleFormInput = (mode: SaleFormMode) => (mode === 'add' ? { timeZone: 'UTC' } : { id: 's-1', timeZone: 'UTC' });

export function saleFormEvents(mode: SaleFormMode): EventObject[] {
  const fields =
    mode === 'add'
      ? [
          { type: 'field.change', name: 'customer', value: 'c-walk-in' },
          { type: 'field.change', name: 'warehouse', value: 'w-lahore' },
          { type: 'field.change', name: 'biller', value: 'b-main' },
        ]
      : [
          { type: 'field.change', name: 'customer', value: '' },
          { type: 'field.change', name: 'saleStatus', value: 'Pending' },
        ];
  return [
    doneEvent('loadSaleForm', { ok: true, data: { choices, sale: mode === 'add' ? null : storedSale, paymentAccounts } }),
    ...(mode === 'edit' ? [doneEvent('loadSaleForm', { ok: false, status: 404, message: 'Sale not found.', issues: [] })] : []),
    errorEvent('loadSaleForm', new TypeError('Failed to fetch')),
    { type: 'form.retry' },
    ...fields,
    // A payment taken with the sale: added (Cash for what is owed), moved to Card (its account follows), a cheque without its number, removed.
    { type: 'payment.add' },
    { type: 'payment.change', index: 0, field: 'method', value: 'Card' } as EventObject,
    { type: 'payment.change', index: 0, field: 'method', value: 'Cheque' } as EventObject,
    { type: 'payment.remove', index: 0 } as EventObject,
    { type: 'form.submit' },
    doneEvent('saveSale', saved),
    doneEvent('saveSale', outOfStock),
    doneEvent('saveSale', silentRefusal),
    errorEvent('saveSale', new TypeError('Failed to fetch')),
    // General Setting arriving late, in a zone whose date is always UTC's (promotions by date are tested on their own).
    { type: 'shop.timeZone', timeZone: 'Etc/UTC' } as EventObject,
    ...delayedEvents(saleFormMachine),
  ];
}

export function saleFormModel(mode: SaleFormMode) {
  return machineTestModel(testableSaleFormMachine, {
    // What the guards read: the values typed (submit), whether payment 0 exists (its change and remove)
    // and whether the payments typed are complete (submit); never the payments themselves, or each Add makes a new node.
    facet: (context) => [context.values, context.payments.length > 0, 'errors' in paymentsBody(context.payments)],
    events: saleFormEvents(mode),
    input: saleFormInput(mode),
  });
}
