/** What the purchase form's Order Table and summary show, from the order lines machine, in wire numbers. */
import { toWire } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { selectPricedOrder, type OrderLinesSnapshot } from '../common/order-lines.machine';

export interface PurchaseTableRow {
  productId: string;
  name: string;
  code: string;
  quantity: number;
  unitCost: number;
  discount: number;
  taxRate: number;
  tax: number;
  subTotal: number;
}

export function selectPurchaseTable(snapshot: OrderLinesSnapshot): PurchaseTableRow[] {
  const priced = selectPricedOrder(snapshot);
  return snapshot.context.lines.map((line, index) => ({
    productId: line.product.id,
    name: line.product.name,
    code: line.product.code,
    quantity: line.quantity,
    unitCost: toWire(line.unitPrice),
    discount: toWire(line.discount),
    taxRate: percentToWire(line.taxRate),
    tax: toWire(priced.lines[index]!.tax),
    subTotal: toWire(priced.lines[index]!.subtotal),
  }));
}

export interface PurchaseSummaryFigures {
  items: number;
  total: number;
  orderTaxRate: number;
  orderTax: number;
  discount: number;
  shipping: number;
  grandTotal: number;
}

export function selectPurchaseSummary(snapshot: OrderLinesSnapshot): PurchaseSummaryFigures {
  const { totals } = selectPricedOrder(snapshot);
  return {
    items: snapshot.context.lines.length,
    total: toWire(totals.total),
    orderTaxRate: percentToWire(snapshot.context.charges.orderTaxRate),
    orderTax: toWire(totals.orderTax),
    discount: toWire(totals.discount),
    shipping: toWire(totals.shipping),
    grandTotal: toWire(totals.grandTotal),
  };
}
