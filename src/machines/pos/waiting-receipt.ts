/**
 * The receipt of a sale the server has not answered yet (docs/offline-till.md#the-till-in-the-browser):
 * the till prints it from its own figures, priced by src/domain as the server prices it, with the
 * number the till took from its block. Once the sale arrives the server holds the same sale under
 * that number; a reprint from Recent transaction reads the server's.
 */
import type { WaitingSale } from '../../api/pos/till-checkout';
import type { PosSaleBody } from '../../api/pos/pos-sales';
import { subtractMoney, sumMoney, toWire, ZERO } from '../../domain/money';
import { changeGiven, salePaymentStatusOf } from '../../domain/payment-status';
import { percentToWire } from '../../domain/percent';
import { saleItemsCount, type PricedOrder, type PosTotals } from '../../domain/pricing';
import type { Sale } from '../../domain/sales.schemas';
import type { CartLine } from './pos-cart.machine';

export interface WaitingReceiptFacts {
  waiting: WaitingSale;
  body: PosSaleBody;
  /** The cart the sale was made from, and its prices (posCartMachine's priceCart). */
  lines: CartLine[];
  priced: PricedOrder<PosTotals>;
  names: { customer: string; warehouse: string; biller: string; till: string; cashier: string | null };
}

export function waitingReceipt({ waiting, body, lines, priced, names }: WaitingReceiptFacts): Sale {
  const paid = sumMoney(body.payments.map((payment) => payment.amount));
  const { totals } = priced;
  return {
    _id: waiting.clientId,
    reference: waiting.reference,
    source: 'pos',
    date: waiting.madeAt,
    customer: names.customer,
    customerId: body.customerId,
    warehouse: names.warehouse,
    warehouseId: body.warehouseId,
    biller: names.biller,
    billerId: body.billerId,
    orderTax: percentToWire(body.taxRate),
    orderTaxAmount: toWire(totals.orderTax),
    orderDiscount: toWire(body.discount),
    coupon: toWire(body.coupon),
    shippingCost: toWire(body.shipping),
    saleStatus: 'Completed',
    paymentStatus: salePaymentStatusOf(totals.grandTotal, paid),
    saleNote: '',
    staffNote: '',
    total: toWire(totals.total),
    grandTotal: toWire(totals.grandTotal),
    totalAmount: toWire(totals.grandTotal),
    paid: toWire(paid),
    returned: 0,
    due: toWire(totals.grandTotal > paid ? subtractMoney(totals.grandTotal, paid) : ZERO),
    items: saleItemsCount(lines.map((line) => ({ productId: line.product.id }))),
    products: lines.map((line, index) => {
      const price = priced.lines[index]!;
      return {
        _id: line.product.id,
        lineId: `${waiting.clientId}:${index}`,
        productName: line.product.name,
        productCode: line.product.code,
        variantId: null,
        variant: line.variant === null ? null : (line.product.variants.find((variant) => variant.itemCode === line.variant)?.name ?? null),
        variantCode: line.variant,
        quantity: line.quantity,
        unitPrice: toWire(price.unitPrice),
        discount: toWire(price.discount),
        taxRate: percentToWire(line.product.taxRate),
        taxMethod: line.product.taxMethod,
        tax: toWire(price.tax),
        subTotal: toWire(price.subtotal),
      };
    }),
    payments: body.payments.map((payment, index) => ({
      _id: `${waiting.clientId}:payment:${index}`,
      reference: waiting.reference,
      date: waiting.madeAt,
      method: payment.method,
      amount: toWire(payment.amount),
      accountId: payment.accountId,
      methodNumber: payment.methodNumber ?? '',
      received: payment.received === undefined ? null : toWire(payment.received),
    })),
    change: toWire(changeGiven(body.payments.map((payment) => ({ amount: payment.amount, received: payment.received ?? null })))),
    createdBy: names.cashier,
    createdById: null,
    till: names.till,
    tillId: body.tillId,
    createdAt: waiting.madeAt,
    updatedAt: waiting.madeAt,
  };
}
