/** What the purchase form's summary shows, from the order lines machine, in wire numbers (its table: order-table.selectors). */
import { toWire } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { selectPricedOrder, type OrderLinesSnapshot } from '../common/order-lines.machine';

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
