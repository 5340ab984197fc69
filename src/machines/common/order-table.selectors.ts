/** What a document's Order Table shows of each line (purchase and sale alike), priced by src/domain, in wire numbers. */
import { toWire } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { orderLineKey, orderLineName, selectPricedOrder, type OrderLinesSnapshot } from './order-lines.machine';

export interface OrderTableRow {
  /** The line's key (orderLineKey): what its changes name. */
  key: string;
  /** The product's name, with a variant's after it. */
  name: string;
  code: string;
  quantity: number;
  /** The net unit cost of a purchase, the net unit price of a sale. */
  unitPrice: number;
  discount: number;
  taxRate: number;
  tax: number;
  subTotal: number;
}

export function selectOrderTable(snapshot: OrderLinesSnapshot): OrderTableRow[] {
  const priced = selectPricedOrder(snapshot);
  return snapshot.context.lines.map((line, index) => ({
    key: orderLineKey(line),
    name: orderLineName(line),
    code: line.product.code,
    quantity: line.quantity,
    unitPrice: toWire(line.unitPrice),
    discount: toWire(line.discount),
    taxRate: percentToWire(line.taxRate),
    tax: toWire(priced.lines[index]!.tax),
    subTotal: toWire(priced.lines[index]!.subtotal),
  }));
}

/** The order's charges as the form's fields show them (wire numbers): order tax percent, discount, shipping. */
export function selectOrderCharges(snapshot: OrderLinesSnapshot) {
  const { charges } = snapshot.context;
  return { orderTax: percentToWire(charges.orderTaxRate), discount: toWire(charges.discount), shipping: toWire(charges.shipping) };
}

/** The Order Table's cells a refused line field is shown in, by the server's name for it (docs/api.md#the-calls). */
export type OrderTableCell = 'name' | 'quantity' | 'unitPrice' | 'discount' | 'tax' | 'subTotal';

const CELL_OF_FIELD: Readonly<Record<string, OrderTableCell>> = {
  _id: 'name',
  productId: 'name',
  variant: 'name',
  quantity: 'quantity',
  productCost: 'unitPrice',
  unitPrice: 'unitPrice',
  discount: 'discount',
  taxRate: 'tax',
  tax: 'tax',
  subTotal: 'subTotal',
};

/** The cells of line `index` the server refused, from a form's errors by path ('products.1.productCost'). */
export function refusedCells(errors: Readonly<Record<string, string>>, index: number): ReadonlySet<OrderTableCell> {
  const prefix = `products.${index}.`;
  const cells = Object.keys(errors)
    .filter((path) => path.startsWith(prefix))
    .map((path) => CELL_OF_FIELD[path.slice(prefix.length)]);
  return new Set(cells.filter((cell) => cell !== undefined));
}
