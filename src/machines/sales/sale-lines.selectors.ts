/** What the sale form's table and Sale Summary show, from the order lines (priced by src/domain). */
import { toWire } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { saleItemsCount } from '../../domain/pricing';
import { selectPricedOrder, type OrderLinesSnapshot } from '../common/order-lines.machine';

export interface SaleTableRow {
  productId: string;
  name: string;
  code: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxRate: number;
  tax: number;
  subTotal: number;
}

export function selectSaleTable(snapshot: OrderLinesSnapshot): SaleTableRow[] {
  const priced = selectPricedOrder(snapshot);
  return snapshot.context.lines.map((line, index) => ({
    productId: line.product.id,
    name: line.product.name,
    code: line.product.code,
    quantity: line.quantity,
    unitPrice: toWire(line.unitPrice),
    discount: toWire(line.discount),
    taxRate: percentToWire(line.taxRate),
    tax: toWire(priced.lines[index]!.tax),
    subTotal: toWire(priced.lines[index]!.subtotal),
  }));
}

/** SPEC.md section 2, Sale Summary: Items (distinct products), Total, Order Tax with its percent, Order Discount, Shipping Cost, Grand Total. */
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

/** The order's charges as the form's fields show them (wire numbers). */
export function selectSaleCharges(snapshot: OrderLinesSnapshot) {
  const { charges } = snapshot.context;
  return { orderTax: percentToWire(charges.orderTaxRate), discount: toWire(charges.discount), shipping: toWire(charges.shipping) };
}
