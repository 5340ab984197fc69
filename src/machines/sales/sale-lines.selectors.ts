/** What the sale form's Sale Summary and charges show, from the order lines (priced by src/domain; its table: order-table.selectors). */
import { toWire } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { saleItemsCount } from '../../domain/pricing';
import { selectPricedOrder, type OrderLinesSnapshot } from '../common/order-lines.machine';

/** Sale Summary (docs/screens.md#sales): Items (distinct products), Total, Order Tax with its percent, Order Discount, Shipping Cost, Grand Total. */
export function selectSaleSummary(snapshot: OrderLinesSnapshot) {
  const { totals } = selectPricedOrder(snapshot);
  return {
    items: saleItemsCount(snapshot.context.lines.map((line) => ({ productId: line.product.id }))),
    total: toWire(totals.total),
    orderTaxRate: percentToWire(snapshot.context.charges.orderTaxRate),
    orderTax: toWire(totals.orderTax),
    orderDiscount: toWire(totals.discount),
    shipping: toWire(totals.shipping),
    grandTotal: toWire(totals.grandTotal),
  };
}
