/**
 * Path models of the purchase screens' machines for `npm run test:paths` and their tests: the
 * purchase form (load, fail and retry, warehouse rule, submit, saved or refused), the Add payment
 * dialog and the list filters' choices. The server's answers are the paths' done and error events.
 */
import { fromPromise } from 'xstate';
import { purchaseChoicesMachine } from '../../../src/machines/purchases/purchase-choices.machine';
import { purchaseFormMachine } from '../../../src/machines/purchases/purchase-form.machine';
import { purchasePaymentMachine } from '../../../src/machines/purchases/purchase-payment.machine';
import type { PurchaseRow } from '../../../src/domain/purchase.schemas';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { suppliers, warehouses } from './purchase-form.model';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

/** A received purchase of 3 laptops at 100 (VAT 15%) less 5, as GET /api/purchase/{id} answers it. */
export const editedPurchase = {
  _id: 'pr-1',
  reference: 'PR-000001',
  warehouseId: 'w-main',
  supplierId: 's-karachi',
  purchaseStatus: 'Received',
  note: '',
  orderTax: 0,
  discount: 0,
  shippingCost: 0,
  /** The supplier's invoice, imported with it. */
  attachment: `/uploads/${'3f'.repeat(32)}.pdf`,
  products: [{ productId: 'p-laptop', productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', quantity: 3, productCost: 100, discount: 5, taxRate: 15, tax: 44.25, subTotal: 339.25 }],
};

export const shortStock = { ok: false, status: 409, message: 'Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 3, 1 in stock.', issues: [{ path: 'products.0', message: 'needs 3, 1 in stock.' }] };

export const testablePurchaseFormMachine = purchaseFormMachine.provide({ actors: { loadPurchaseForm: never(), savePurchase: never() } });

export function purchaseFormPathModel() {
  return machineTestModel(testablePurchaseFormMachine, {
    // The values typed, which the submit guard reads.
    facet: (context) => context.values,
    input: { id: 'pr-1' },
    events: [
      doneEvent('loadPurchaseForm', { ok: true, data: { choices: { warehouses, suppliers }, purchase: editedPurchase } }),
      doneEvent('loadPurchaseForm', { ok: true, data: { choices: { warehouses, suppliers }, purchase: null } }),
      doneEvent('loadPurchaseForm', { ok: false, status: 404, message: 'Purchase not found.', issues: [] }),
      errorEvent('loadPurchaseForm', new TypeError('Failed to fetch')),
      { type: 'form.retry' },
      { type: 'field.change', name: 'warehouse', value: '' },
      { type: 'field.change', name: 'warehouse', value: 'w-second' },
      { type: 'field.change', name: 'purchaseStatus', value: 'Pending' },
      { type: 'field.paidInFull', value: true },
      { type: 'form.submit' },
      doneEvent('savePurchase', { ok: true, data: editedPurchase }),
      doneEvent('savePurchase', shortStock),
      errorEvent('savePurchase', new TypeError('Failed to fetch')),
    ] as never[],
  });
}

export const duePurchase = { _id: 'pr-1', reference: 'PR-000001', total: 230, paid: 100, due: 130, paymentStatus: 'Partial' } as PurchaseRow;
export const cashAccount = { _id: 'a-cash', name: 'Cash', accountNumber: '1001', isDefault: true };
export const paidAnswer = { ok: true, data: { message: 'Payment added.', payment: {}, purchase: { ...duePurchase, paid: 230, due: 0, paymentStatus: 'Paid' } } };
export const tooMuch = { ok: false, status: 400, message: 'The amount is more than what is due (130.00).', issues: [{ path: 'amount', message: 'The amount is more than what is due (130.00).' }] };

export const testablePurchasePaymentMachine = purchasePaymentMachine.provide({ actors: { loadPayments: never(), savePayment: never() } });

export function purchasePaymentPathModel() {
  return machineTestModel(testablePurchasePaymentMachine, {
    // The values typed, which the submit guard reads.
    facet: (context) => context.values,
    events: [
      { type: 'payment.open', purchase: duePurchase },
      doneEvent('loadPayments', { ok: true, data: { accounts: [cashAccount], payments: [] } }),
      doneEvent('loadPayments', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('loadPayments', new TypeError('Failed to fetch')),
      { type: 'payment.retry' },
      { type: 'payment.change', field: 'amount', value: '131' },
      { type: 'payment.change', field: 'account', value: '' },
      { type: 'payment.submit' },
      doneEvent('savePayment', paidAnswer),
      doneEvent('savePayment', tooMuch),
      errorEvent('savePayment', new TypeError('Failed to fetch')),
      { type: 'payment.close' },
    ] as never[],
  });
}

export const testablePurchaseChoicesMachine = purchaseChoicesMachine.provide({ actors: { loadChoices: never() } });

export function purchaseChoicesPathModel() {
  return machineTestModel(testablePurchaseChoicesMachine, {
    events: [
      doneEvent('loadChoices', { ok: true, data: { warehouses, suppliers } }),
      doneEvent('loadChoices', { ok: false, status: 403, message: 'You do not have access to this.', issues: [] }),
      errorEvent('loadChoices', new TypeError('Failed to fetch')),
      { type: 'choices.retry' },
    ] as never[],
  });
}
