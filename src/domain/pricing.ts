/**
 * The pricing formulas of docs/decisions/006-one-pricing-module.md, one function each. The add and edit forms, the POS
 * and the server all call these, so the same lines always give the same totals.
 *
 * Rules held throughout:
 * - Amounts are integer minor units (Minor); rates are exact thousandths of a percent (Percent).
 * - Each line's tax and the order tax round half away from zero, once each (applyPercent).
 * - A quantity is a positive whole number. Invalid input throws DomainError (domain-error.ts)
 *   instead of returning a partial result: the server turns it into a 400, forms into a field message.
 */
import { assertCalendarDate, type CalendarDate } from './calendar-date';
import { DomainError } from './domain-error';
import { addMoney, multiplyMoney, subtractMoney, sumMoney, ZERO, type Minor } from './money';
import { applyPercent, splitIncludedTax, type Percent } from './percent';
import type { TaxMethod } from './shop-constants';

/** What decides a product's selling price (Product in docs/api.md#records-and-their-fields). */
export interface ProductPricing {
  price: Minor;
  /** Present only when the product has a promotion (hasPromotion). Both dates are inclusive. */
  promotion?: { price: Minor; start: CalendarDate; end: CalendarDate } | null;
  /** Keyed by warehouse name, present only when hasWarehousePrice. */
  warehousePrices?: Readonly<Record<string, Minor | undefined>> | null;
}

/**
 * The unit price a new sale or POS line starts with. The promotion price wins while `today` is
 * within its dates (inclusive), then the warehouse's own price when one is set, then the product
 * price. `today` is the shop's date (calendarDateIn(now, timeZone)), passed in so that the result
 * never depends on the machine's clock or zone.
 */
export function effectiveUnitPrice(
  product: ProductPricing,
  where: { today: CalendarDate; warehouse?: string | null },
): Minor {
  const { promotion } = product;
  // ISO dates compare correctly as text.
  const today = assertCalendarDate(where.today);
  if (promotion && assertCalendarDate(promotion.start) <= today && today <= assertCalendarDate(promotion.end)) {
    return promotion.price;
  }
  const warehousePrice = where.warehouse ? product.warehousePrices?.[where.warehouse] : undefined;
  return warehousePrice ?? product.price;
}

/** A priced line: what the tables show and what the server stores. */
export interface PricedLine {
  quantity: number;
  /** Unit price (sale, POS) or net unit cost (purchase). */
  unitPrice: Minor;
  /** quantity × unitPrice. */
  gross: Minor;
  /** Flat amount off the whole line. */
  discount: Minor;
  /** The line's amount without tax. */
  net: Minor;
  tax: Minor;
  /** net + tax: what the line adds to the order total. */
  subtotal: Minor;
}

export interface SaleLineInput {
  quantity: number;
  /** effectiveUnitPrice for a new line; the price the sale was made at when editing it. */
  unitPrice: Minor;
  /** Flat amount off the whole line; none when omitted. */
  discount?: Minor;
  /** The product's tax rate and method. */
  taxRate: Percent;
  taxMethod: TaxMethod;
}

/**
 * Sale and POS line: quantity × unit price, less the flat line discount. With an Exclusive product
 * tax the tax is added on the discounted amount; with Inclusive it is already inside that amount,
 * extracted and shown, and nothing is added.
 */
export function saleLine(input: SaleLineInput): PricedLine {
  const { quantity, unitPrice, taxRate, taxMethod } = input;
  const { gross, discount, discounted } = discountedAmount(quantity, unitPrice, input.discount);
  if (taxMethod === 'Inclusive') {
    const { net, tax } = splitIncludedTax(discounted, taxRate);
    return { quantity, unitPrice, gross, discount, net, tax, subtotal: discounted };
  }
  const tax = applyPercent(discounted, taxRate);
  return { quantity, unitPrice, gross, discount, net: discounted, tax, subtotal: addMoney(discounted, tax) };
}

export interface PurchaseLineInput {
  quantity: number;
  /** Cost per unit before tax. */
  unitCost: Minor;
  /** Flat amount off the whole line, as in the purchase CSV import; none when omitted. */
  discount?: Minor;
  taxRate: Percent;
}

/** Purchase line: quantity × net unit cost, less the flat line discount, plus the product tax on the result. */
export function purchaseLine(input: PurchaseLineInput): PricedLine {
  const { quantity, unitCost, taxRate } = input;
  const { gross, discount, discounted } = discountedAmount(quantity, unitCost, input.discount);
  const tax = applyPercent(discounted, taxRate);
  return { quantity, unitPrice: unitCost, gross, discount, net: discounted, tax, subtotal: addMoney(discounted, tax) };
}

/** The charges of a sale or purchase order on top of its lines. */
export interface OrderCharges {
  orderTaxRate: Percent;
  /** Flat. */
  discount: Minor;
  shipping: Minor;
}

export interface OrderTotals {
  /** Sum of the line subtotals. */
  total: Minor;
  orderTax: Minor;
  discount: Minor;
  shipping: Minor;
  grandTotal: Minor;
}

/** Order: grand total = total + total × order tax % − discount (flat) + shipping. */
export function orderTotals(lines: readonly Pick<PricedLine, 'subtotal'>[], charges: OrderCharges): OrderTotals {
  const discount = assertNotNegative(charges.discount, 'The order discount');
  const shipping = assertNotNegative(charges.shipping, 'Shipping');
  const total = sumMoney(lines.map((line) => line.subtotal));
  const orderTax = applyPercent(total, charges.orderTaxRate);
  const grandTotal = subtractMoney(addMoney(addMoney(total, orderTax), shipping), discount);
  if (grandTotal < 0) {
    throw new DomainError('discount-exceeds-amount', 'The discount is more than the order amount.');
  }
  return { total, orderTax, discount, shipping, grandTotal };
}

export interface PosCharges extends OrderCharges {
  /** Flat, like the discount. */
  coupon: Minor;
}

export interface PosTotals extends OrderTotals {
  coupon: Minor;
  /** Sum of the quantities (docs/pricing.md#items, POS). */
  itemsCount: number;
  /** The lines' product tax plus the order tax: the cart's and the receipt's tax total (taxTotal). */
  tax: Minor;
}

/** POS: the order formula with a flat coupon taken off as well as the flat discount. */
export function posTotals(lines: readonly Pick<PricedLine, 'subtotal' | 'quantity' | 'tax'>[], charges: PosCharges): PosTotals {
  const coupon = assertNotNegative(charges.coupon, 'The coupon');
  const discount = assertNotNegative(charges.discount, 'The discount');
  const order = orderTotals(lines, { ...charges, discount: addMoney(discount, coupon) });
  return { ...order, discount, coupon, itemsCount: posItemsCount(lines), tax: taxTotal(lines, order.orderTax) };
}

/**
 * The tax a customer pays on a sale (docs/pricing.md#tax-total): every line's product tax, added
 * or inside its price, plus the order tax. Nothing is rounded again: each part is whole minor units.
 */
export function taxTotal(lines: readonly Pick<PricedLine, 'tax'>[], orderTax: Minor): Minor {
  return addMoney(sumMoney(lines.map((line) => line.tax)), orderTax);
}

/** The POS's items count: the sum of the quantities (docs/pricing.md#items, POS), on the cart and its receipt. */
export function posItemsCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** A sale's items count is the number of distinct products (docs/pricing.md#items, Sale), unlike the POS. */
export function saleItemsCount(lines: readonly { productId: string }[]): number {
  return new Set(lines.map((line) => line.productId)).size;
}

export interface PricedOrder<Totals extends OrderTotals = OrderTotals> {
  lines: PricedLine[];
  totals: Totals;
}

/** Prices a sale's lines and its order in one call: what the sale forms and the server use. */
export function priceSale(lines: readonly SaleLineInput[], charges: OrderCharges): PricedOrder {
  const pricedLines = lines.map(saleLine);
  return { lines: pricedLines, totals: orderTotals(pricedLines, charges) };
}

/** Prices a POS cart and its checkout charges in one call: what the POS and the server use. */
export function pricePosCart(lines: readonly SaleLineInput[], charges: PosCharges): PricedOrder<PosTotals> {
  const pricedLines = lines.map(saleLine);
  return { lines: pricedLines, totals: posTotals(pricedLines, charges) };
}

/** Prices a purchase's lines and its order in one call: what the purchase forms, the import and the server use. */
export function pricePurchase(lines: readonly PurchaseLineInput[], charges: OrderCharges): PricedOrder {
  const pricedLines = lines.map(purchaseLine);
  return { lines: pricedLines, totals: orderTotals(pricedLines, charges) };
}

/**
 * The most units one line of a document may carry (docs/concurrency-and-limits.md, "Bounds and
 * ranges"): far above a shop's day, and far below what the database's stock counts hold (2,147,483,647).
 */
export const MAX_LINE_QUANTITY = 1_000_000;

/** docs/screens.md#forms: line quantity minimum is 1; a fraction of a piece is not sold or bought here. */
export function assertQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new DomainError('invalid-quantity', 'Quantity must be a whole number of at least 1.');
  }
  if (quantity > MAX_LINE_QUANTITY) {
    throw new DomainError('quantity-too-large', 'Quantity must be at most 1,000,000 on a line.');
  }
  return quantity;
}

function discountedAmount(quantity: number, unitAmount: Minor, discount: Minor = ZERO) {
  assertNotNegative(unitAmount, 'A price or cost');
  assertNotNegative(discount, 'A line discount');
  const gross = multiplyMoney(unitAmount, assertQuantity(quantity));
  if (discount > gross) {
    throw new DomainError('discount-exceeds-amount', 'The line discount is more than the line amount.');
  }
  return { gross, discount, discounted: subtractMoney(gross, discount) };
}

function assertNotNegative(amount: Minor, what: string): Minor {
  if (amount < 0) {
    throw new DomainError('negative-amount', `${what} must not be negative.`);
  }
  return amount;
}
