import { describe, expect, it } from 'vitest';
import type { PosPayment, PosSaleBody } from '../../../src/api/pos/pos-sales';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { priceCart, type CartLine } from '../../../src/machines/pos/pos-cart.machine';
import { waitingReceipt } from '../../../src/machines/pos/waiting-receipt';
import { phone, shirt } from './pos-cart.model';

const minor = (amount: number) => amount as Minor;
const percent = (rate: number) => rate as Percent;

/**
 * The receipt a till prints for a sale the server has not answered (docs/offline-till.md#the-till-in-the-browser),
 * worked by hand: a T-shirt in M (15.00), two in L (17.00 each: 2.00 more), a phone at its November
 * promotion (22.50, VAT 20 % inside: 3.75). Total 71.50, nothing off, no order tax or shipping.
 */
const lines: CartLine[] = [
  { key: 'p-shirt:VRT-2', product: shirt, variant: 'VRT-2', quantity: 1 },
  { key: 'p-shirt:VRT-3', product: shirt, variant: 'VRT-3', quantity: 2 },
  { key: 'p-oppo', product: phone, variant: null, quantity: 1 },
];
const charges = { discount: minor(0), coupon: minor(0), taxRate: percent(0), shipping: minor(0) };
const priced = priceCart({ lines, charges, today: '2026-11-23', warehouse: 'Main' });
const waiting = { waiting: true as const, clientId: '5f0c3a52-8d0e-4c1b-9a57-1d2e3f405162', reference: 'POS-7-000041', madeAt: '2026-11-23T09:15:00.000Z' };
const names = { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', till: 'Till 7', cashier: 'Ayesha Khan' };

function bodyPaying(payments: PosPayment[]): PosSaleBody {
  return {
    tillId: 't-7',
    customerId: 'c-walk-in',
    warehouseId: 'w-main',
    billerId: 'b-main',
    status: 'Completed',
    lines: [],
    taxRate: charges.taxRate,
    discount: charges.discount,
    coupon: charges.coupon,
    shipping: charges.shipping,
    grandTotal: priced.totals.grandTotal,
    payments,
  };
}

describe("the till's own receipt", () => {
  it('prints every line with its size, each payment with its number and what was handed over, the change and what is still due', () => {
    const payments: PosPayment[] = [
      { method: 'Card', amount: minor(2000), accountId: 'a-card' },
      { method: 'Cheque', amount: minor(1000), accountId: null, methodNumber: 'CHQ-7' },
      { method: 'Cash', amount: minor(3000), accountId: 'a-drawer', received: minor(4000) },
    ];
    const receipt = waitingReceipt({ waiting, body: bodyPaying(payments), lines, priced, names });
    expect(receipt).toEqual({
      _id: waiting.clientId,
      reference: 'POS-7-000041',
      source: 'pos',
      date: waiting.madeAt,
      customer: 'Walk-in Customer',
      customerId: 'c-walk-in',
      warehouse: 'Main',
      warehouseId: 'w-main',
      biller: 'Main Biller',
      billerId: 'b-main',
      orderTax: 0,
      orderTaxAmount: 0,
      orderDiscount: 0,
      coupon: 0,
      shippingCost: 0,
      saleStatus: 'Completed',
      paymentStatus: 'Due',
      saleNote: '',
      staffNote: '',
      total: 71.5,
      grandTotal: 71.5,
      totalAmount: 71.5,
      paid: 60,
      returned: 0,
      due: 11.5,
      // Two products: the T-shirt (in two sizes) and the phone.
      items: 2,
      products: [
        { _id: 'p-shirt', lineId: `${waiting.clientId}:0`, productName: 'T-Shirt', productCode: 'TS-1', variantId: null, variant: 'M', variantCode: 'VRT-2', quantity: 1, unitPrice: 15, discount: 0, taxRate: 0, taxMethod: 'Exclusive', tax: 0, subTotal: 15 },
        { _id: 'p-shirt', lineId: `${waiting.clientId}:1`, productName: 'T-Shirt', productCode: 'TS-1', variantId: null, variant: 'L', variantCode: 'VRT-3', quantity: 2, unitPrice: 17, discount: 0, taxRate: 0, taxMethod: 'Exclusive', tax: 0, subTotal: 34 },
        { _id: 'p-oppo', lineId: `${waiting.clientId}:2`, productName: 'Oppo A17', productCode: 'OPPO-17', variantId: null, variant: null, variantCode: null, quantity: 1, unitPrice: 22.5, discount: 0, taxRate: 20, taxMethod: 'Inclusive', tax: 3.75, subTotal: 22.5 },
      ],
      payments: [
        { _id: `${waiting.clientId}:payment:0`, reference: 'POS-7-000041', date: waiting.madeAt, method: 'Card', amount: 20, accountId: 'a-card', methodNumber: '', received: null },
        { _id: `${waiting.clientId}:payment:1`, reference: 'POS-7-000041', date: waiting.madeAt, method: 'Cheque', amount: 10, accountId: null, methodNumber: 'CHQ-7', received: null },
        { _id: `${waiting.clientId}:payment:2`, reference: 'POS-7-000041', date: waiting.madeAt, method: 'Cash', amount: 30, accountId: 'a-drawer', methodNumber: '', received: 40 },
      ],
      change: 10,
      createdBy: 'Ayesha Khan',
      createdById: null,
      till: 'Till 7',
      tillId: 't-7',
      createdAt: waiting.madeAt,
      updatedAt: waiting.madeAt,
    });
  });

  it('owes nothing once paid in full, and never less than nothing', () => {
    const paidInFull = waitingReceipt({ waiting, body: bodyPaying([{ method: 'Card', amount: minor(7150), accountId: null }]), lines, priced, names });
    expect([paidInFull.paid, paidInFull.due, paidInFull.paymentStatus, paidInFull.change]).toEqual([71.5, 0, 'Paid', 0]);
    const paidOver = waitingReceipt({ waiting, body: bodyPaying([{ method: 'Card', amount: minor(8000), accountId: null }]), lines, priced, names });
    expect([paidOver.paid, paidOver.due, paidOver.paymentStatus]).toEqual([80, 0, 'Paid']);
  });

  it('names a size the product no longer lists by its item code alone', () => {
    const gone: CartLine[] = [{ key: 'p-shirt:VRT-9', product: shirt, variant: 'VRT-9', quantity: 1 }];
    const receipt = waitingReceipt({ waiting, body: bodyPaying([]), lines: gone, priced: priceCart({ lines: gone, charges, today: '2026-11-23', warehouse: 'Main' }), names: { ...names, cashier: null } });
    expect(receipt.products[0]).toMatchObject({ variant: null, variantCode: 'VRT-9' });
    expect([receipt.createdBy, receipt.paymentStatus, receipt.due]).toEqual([null, 'Pending', 15]);
  });
});
