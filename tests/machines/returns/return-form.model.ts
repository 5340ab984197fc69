import { fromPromise } from 'xstate';
import { returnFormMachine } from '../../../src/machines/returns/return-form.machine';
import type { ReturnDocument } from '../../../src/api/returns/returns';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const purchaseId = '00000000-0000-4000-8000-00000000000a';
export const toasterLine = '00000000-0000-4000-8000-00000000001a';
export const cashId = '00000000-0000-4000-8000-00000000002a';
export const bankId = '00000000-0000-4000-8000-00000000003a';

/** A received purchase of 5 toasters at 40.00, 1 already returned. */
export const purchaseDocument: ReturnDocument = {
  document: {
    _id: purchaseId,
    reference: 'PR-000007',
    date: '2026-11-23',
    party: 'Appliance Co',
    creditAllowed: false,
    warehouse: 'Main',
    status: 'Received',
    due: 0,
    lines: [{ lineId: toasterLine, productId: 'p1', productName: 'Toaster', productCode: 'TS-1', variantId: null, variant: null, variantCode: null, quantity: 5, returned: 1, returnable: 4, unitAmount: 40, subTotal: 200, returnedAmount: 40 }],
  },
  accounts: [
    { _id: cashId, name: 'Cash', accountNumber: 'CASH-1', isDefault: true },
    { _id: bankId, name: 'Bank', accountNumber: 'BANK-1', isDefault: false },
  ],
  // General Setting sends card payments to the bank: choosing Card moves the refund's account there.
  methodAccounts: { Card: bankId },
};

export const candidate = { _id: purchaseId, reference: 'PR-000007', date: '2026-11-23', party: 'Appliance Co', warehouse: 'Main', returnable: 4 };
export const savedReturn = { ok: true, data: { reference: 'RP-000001', document: 'PR-000007' } };
export const findRefusal = { ok: false, status: 403, message: 'Your access is limited to the POS and sales. Ask an admin for more.', issues: [] };
export const goneRefusal = {
  ok: false,
  status: 409,
  message: 'Not enough stock in the warehouse to send back: Toaster (TS-1) needs 2, 1 in stock.',
  issues: [{ path: 'lines.0', message: 'Toaster (TS-1) needs 2, 1 in stock.' }],
};

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const testableReturnFormMachine = returnFormMachine.provide({ actors: { findDocuments: never(), loadDocument: never(), saveReturn: never() } });

/** The purchase return form's paths: search, choose, quantities within and beyond the limit, refunds, the server's answers. */
export function returnFormModel() {
  return machineTestModel(testableReturnFormMachine, {
    // What is typed, which the submit guard reads.
    facet: (context) => [context.quantities, context.refund, context.accountId, context.method],
    input: { kind: 'purchase' },
    events: [
      { type: 'return.open' },
      { type: 'return.close' },
      { type: 'return.query.change', q: 'PR-000007' },
      { type: 'return.search' },
      doneEvent('findDocuments', { ok: true, data: [candidate] }),
      doneEvent('findDocuments', findRefusal),
      errorEvent('findDocuments', new TypeError('Failed to fetch')),
      { type: 'return.document.choose', id: purchaseId },
      doneEvent('loadDocument', { ok: true, data: purchaseDocument }),
      doneEvent('loadDocument', { ok: false, status: 404, message: 'Purchase not found.', issues: [] }),
      errorEvent('loadDocument', new TypeError('Failed to fetch')),
      { type: 'return.back' },
      { type: 'return.quantity.change', lineId: toasterLine, value: '2' },
      { type: 'return.quantity.change', lineId: toasterLine, value: '5' },
      { type: 'return.refund.change', value: '80' },
      { type: 'return.refund.change', value: '120.50' },
      { type: 'return.account.choose', accountId: bankId },
      { type: 'return.method.choose', method: 'Card' },
      { type: 'return.note.change', value: 'Dented on arrival' },
      { type: 'return.submit' },
      doneEvent('saveReturn', savedReturn),
      doneEvent('saveReturn', goneRefusal),
      errorEvent('saveReturn', new TypeError('Failed to fetch')),
    ] as never[],
  });
}

export const saleId = '00000000-0000-4000-8000-00000000004a';
/** A completed, paid sale of the same 5 toasters, 1 already returned. */
export const saleDocument: ReturnDocument = {
  ...purchaseDocument,
  document: { ...purchaseDocument.document, _id: saleId, reference: 'SL-000004', party: 'Bilal Ahmed', creditAllowed: true, status: 'Completed' },
};
export const saleCandidate = { ...candidate, _id: saleId, reference: 'SL-000004', party: 'Bilal Ahmed' };
export const savedSaleReturn = { ok: true, data: { reference: 'RS-000001', document: 'SL-000004' } };

/** The sale return form's paths: the same form, and whether the returned goods go back on the shelf. */
export function saleReturnModel() {
  return machineTestModel(testableReturnFormMachine, {
    // What is typed, which the submit guard reads.
    facet: (context) => [context.quantities, context.restock, context.settlement],
    input: { kind: 'sale' },
    events: [
      { type: 'return.open' },
      { type: 'return.close' },
      doneEvent('findDocuments', { ok: true, data: [saleCandidate] }),
      { type: 'return.document.choose', id: saleId },
      doneEvent('loadDocument', { ok: true, data: saleDocument }),
      { type: 'return.quantity.change', lineId: toasterLine, value: '2' },
      { type: 'return.quantity.change', lineId: toasterLine, value: '5' },
      { type: 'return.restock.change', restock: false },
      { type: 'return.restock.change', restock: true },
      { type: 'return.settlement.choose', settlement: 'credit' },
      { type: 'return.settlement.choose', settlement: 'refund' },
      { type: 'return.submit' },
      doneEvent('saveReturn', savedSaleReturn),
      errorEvent('saveReturn', new TypeError('Failed to fetch')),
    ] as never[],
  });
}

export const tillId = '00000000-0000-4000-8000-00000000005a';
export const drawerId = '00000000-0000-4000-8000-00000000006a';
/** Till 1: its drawer pays a cash refund; it names no account for cards, so General Setting's (the bank) does. */
export const counterTill = { _id: tillId, name: 'Till 1', cashAccount: drawerId, methodAccounts: { Card: null, Paypal: null, Cheque: null, GiftCard: null } };
export const noShiftRefusal = {
  ok: false,
  status: 409,
  message: 'Till 1 has no open shift. Open a shift at the POS to refund at it.',
  issues: [{ path: 'till', message: 'Till 1 has no open shift. Open a shift at the POS to refund at it.' }],
};

/** A sale return at the POS: the form opens on the sale chosen in Recent transaction, at Till 1. */
export function counterReturnModel() {
  return machineTestModel(testableReturnFormMachine, {
    facet: (context) => [context.quantities, context.settlement, context.method],
    input: { kind: 'sale', till: counterTill, documentId: saleId },
    events: [
      doneEvent('loadDocument', { ok: true, data: saleDocument }),
      { type: 'return.quantity.change', lineId: toasterLine, value: '2' },
      { type: 'return.method.choose', method: 'Card' },
      { type: 'return.settlement.choose', settlement: 'credit' },
      { type: 'return.submit' },
      doneEvent('saveReturn', savedSaleReturn),
      doneEvent('saveReturn', noShiftRefusal),
      { type: 'return.close' },
    ] as never[],
  });
}

/** The back office, on a browser bound to Till 1 with its shift open: the till is offered, not chosen. */
export function backOfficeTillModel() {
  return machineTestModel(testableReturnFormMachine, {
    facet: (context) => [context.quantities, context.atTill, context.method],
    input: { kind: 'sale' },
    events: [
      { type: 'return.open' },
      doneEvent('findDocuments', { ok: true, data: [saleCandidate] }),
      { type: 'return.document.choose', id: saleId },
      doneEvent('loadDocument', { ok: true, data: { ...saleDocument, till: counterTill } }),
      { type: 'return.quantity.change', lineId: toasterLine, value: '2' },
      { type: 'return.till.choose', atTill: true },
      { type: 'return.till.choose', atTill: false },
      { type: 'return.method.choose', method: 'Card' },
      { type: 'return.submit' },
      doneEvent('saveReturn', savedSaleReturn),
    ] as never[],
  });
}

/** A sale return at the POS by its receipt number: Return beside Recent transaction opens the search at Till 1. */
export function counterSearchModel() {
  return machineTestModel(testableReturnFormMachine, {
    input: { kind: 'sale', till: counterTill },
    events: [
      { type: 'return.query.change', q: 'SL-000004' },
      { type: 'return.search' },
      doneEvent('findDocuments', { ok: true, data: [saleCandidate] }),
      { type: 'return.document.choose', id: saleId },
      doneEvent('loadDocument', { ok: true, data: saleDocument }),
      { type: 'return.back' },
      { type: 'return.close' },
    ] as never[],
  });
}
