/**
 * The owner's figures, defined once (docs/owner-figures.md): what a sale, a return and a purchase add
 * to gross sales, discounts, revenue, returns, net sales, tax collected, shipping charged, cost of
 * goods sold and profit, and the one rule that shares an order's discount (or a purchase's order
 * charges) over its lines. Pure functions over integer minor units; the server's SQL
 * (server/services/reports/figures.ts and the report triggers) computes the same things, and the
 * tests hold the two together.
 *
 * Sums here are plain integer sums: a figure over many documents may pass the largest amount one
 * document may hold, and a sum never refuses (docs/owner-figures.md, "Rounding").
 */
import { divideRoundingHalfAwayFromZero, type Minor } from './money';

const minor = (value: number) => (value === 0 ? 0 : value) as Minor;

/**
 * Shares `amount` over lines in proportion to `weights` (docs/owner-figures.md, "Rounding"): each
 * line first takes the whole minor units of amount × weight / total weight (rounded toward zero),
 * then the units left over go one each to the lines with the largest remainders, the earlier line
 * first on a tie. With no weight at all (every line free) the lines weigh the same. A negative
 * amount is shared as its opposite and negated. The shares always add up to `amount` exactly.
 */
export function allocateProportionally(amount: Minor, weights: readonly number[]): Minor[] {
  if (weights.length === 0) return [];
  if (amount < 0) return allocateProportionally(minor(-amount), weights).map((share) => minor(-share));
  const effective = weights.map((weight) => BigInt(Math.max(0, weight)));
  const totalWeight = effective.reduce((sum, weight) => sum + weight, 0n);
  const used = totalWeight === 0n ? effective.map(() => 1n) : effective;
  const total = totalWeight === 0n ? BigInt(weights.length) : totalWeight;
  const whole = BigInt(amount);
  const parts = used.map((weight, index) => ({ index, base: (whole * weight) / total, remainder: (whole * weight) % total }));
  let left = whole - parts.reduce((sum, part) => sum + part.base, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const shares = parts.map((part) => part.base);
  for (const part of byRemainder) {
    if (left <= 0n) break;
    shares[part.index]! += 1n;
    left -= 1n;
  }
  return shares.map((share) => minor(Number(share)));
}

/** A sale line as stored: its amounts after pricing (src/domain/pricing.ts). */
export interface SoldLine {
  quantity: number;
  /** The flat line discount. */
  discount: Minor;
  /** The line's tax (added when Exclusive, inside the subtotal when Inclusive). */
  tax: Minor;
  /** What the line adds to the order total: its amount after the line discount, tax included. */
  subtotal: Minor;
  /** The product's cost when the line was sold. */
  unitCost: Minor;
  /** The line's share of the order discount and coupon (orderDiscountShares). */
  orderDiscount: Minor;
}

/** The line's amount before tax and before the order discount: what the order discount is shared by. */
export const lineAmountBeforeTax = (line: Pick<SoldLine, 'subtotal' | 'tax'>): Minor => minor(line.subtotal - line.tax);

/**
 * Each line's share of a sale's order discount and coupon, in proportion to the lines' amounts
 * before tax (docs/owner-figures.md, "Rounding"). The server stores it with the line.
 */
export function orderDiscountShares(lines: readonly Pick<SoldLine, 'subtotal' | 'tax'>[], order: { discount: Minor; coupon?: Minor }): Minor[] {
  return allocateProportionally(minor(order.discount + (order.coupon ?? 0)), lines.map(lineAmountBeforeTax));
}

/**
 * Each purchase line's share of its order's charges (order tax + shipping − order discount), in
 * proportion to the lines' subtotals, so that the lines add up to the purchase's grand total.
 */
export function purchaseChargeShares(lines: readonly { subtotal: Minor }[], order: { orderTax: Minor; shipping: Minor; discount: Minor }): Minor[] {
  return allocateProportionally(minor(order.orderTax + order.shipping - order.discount), lines.map((line) => line.subtotal));
}

/** What one sale line adds to the owner's figures. */
export interface LineFigures {
  /** Before tax and before any discount. */
  grossSales: Minor;
  /** The line discount and the line's share of the order discount and coupon. */
  discounts: Minor;
  /** grossSales − discounts: the Sold Amount of the product and sale reports. */
  revenue: Minor;
  tax: Minor;
  cost: Minor;
}

export function saleLineFigures(line: SoldLine): LineFigures {
  const beforeTax = lineAmountBeforeTax(line);
  return {
    grossSales: minor(beforeTax + line.discount),
    discounts: minor(line.discount + line.orderDiscount),
    revenue: minor(beforeTax - line.orderDiscount),
    tax: line.tax,
    cost: minor(line.quantity * line.unitCost),
  };
}

/** A returned line: `quantity` units of the sale line `sold`, priced by the return at `subtotal`. */
export interface ReturnedLine {
  quantity: number;
  /** What the return priced these units at (src/domain/returns.schemas.ts returnShare), tax included. */
  subtotal: Minor;
  /** False when the goods came back damaged: they are not back in stock and their cost stays sold. */
  restock: boolean;
  sold: Pick<SoldLine, 'quantity' | 'tax' | 'unitCost'>;
}

export interface ReturnFigures {
  /** The returned units' value before tax: what Returns counts. */
  returns: Minor;
  /** The tax of the returned units, given back: off tax collected. */
  tax: Minor;
  /** The cost of the units back in stock: off cost of goods sold. */
  cost: Minor;
}

/** The returned units' share of the sale line's tax, rounded half away from zero. */
export function returnedTax(line: Pick<ReturnedLine, 'quantity' | 'sold'>): Minor {
  if (line.sold.quantity === 0) return minor(0);
  return minor(Number(divideRoundingHalfAwayFromZero(BigInt(line.sold.tax) * BigInt(line.quantity), BigInt(line.sold.quantity))));
}

export function returnLineFigures(line: ReturnedLine): ReturnFigures {
  const tax = returnedTax(line);
  return { returns: minor(line.subtotal - tax), tax, cost: minor(line.restock ? line.quantity * line.sold.unitCost : 0) };
}

/** A completed sale as the figures read it: its lines and its order charges. */
export interface SoldDocument {
  lines: readonly SoldLine[];
  orderTax: Minor;
  shipping: Minor;
}

/** The owner's figures of a period (docs/owner-figures.md, "The figures"). */
export interface OwnerFigures {
  grossSales: Minor;
  discounts: Minor;
  /** grossSales − discounts. */
  revenue: Minor;
  returns: Minor;
  /** grossSales − discounts − returns. */
  netSales: Minor;
  /** Line taxes and order tax of the sales, less the tax of returned units: owed, never revenue. */
  taxCollected: Minor;
  shipping: Minor;
  /** (Units sold − units returned to stock) × each line's unit cost when sold. */
  costOfGoodsSold: Minor;
  /** netSales − costOfGoodsSold. */
  profit: Minor;
}

/** The figures from their parts: every reader derives net sales and profit this one way. */
export function ownerFigures(parts: { grossSales: number; discounts: number; returns: number; tax: number; returnedTax: number; shipping: number; soldCost: number; returnedCost: number }): OwnerFigures {
  const revenue = parts.grossSales - parts.discounts;
  const netSales = revenue - parts.returns;
  const costOfGoodsSold = parts.soldCost - parts.returnedCost;
  return {
    grossSales: minor(parts.grossSales),
    discounts: minor(parts.discounts),
    revenue: minor(revenue),
    returns: minor(parts.returns),
    netSales: minor(netSales),
    taxCollected: minor(parts.tax - parts.returnedTax),
    shipping: minor(parts.shipping),
    costOfGoodsSold: minor(costOfGoodsSold),
    profit: minor(netSales - costOfGoodsSold),
  };
}

/** The figures of completed sales and their returns. */
export function figuresOf(sold: readonly SoldDocument[], returned: readonly ReturnedLine[]): OwnerFigures {
  const parts = { grossSales: 0, discounts: 0, returns: 0, tax: 0, returnedTax: 0, shipping: 0, soldCost: 0, returnedCost: 0 };
  for (const sale of sold) {
    parts.tax += sale.orderTax;
    parts.shipping += sale.shipping;
    for (const line of sale.lines) {
      const figures = saleLineFigures(line);
      parts.grossSales += figures.grossSales;
      parts.discounts += figures.discounts;
      parts.tax += figures.tax;
      parts.soldCost += figures.cost;
    }
  }
  for (const line of returned) {
    const figures = returnLineFigures(line);
    parts.returns += figures.returns;
    parts.returnedTax += figures.tax;
    parts.returnedCost += figures.cost;
  }
  return ownerFigures(parts);
}

/** Money that moved through the accounts (docs/owner-figures.md, "Money in and money out"). */
export interface MoneyMovement {
  direction: 'in' | 'out';
  amount: Minor;
  /** A transfer's two legs move money between the shop's own accounts: neither in nor out. */
  transfer: boolean;
}

export interface MoneyFigures {
  moneyIn: Minor;
  moneyOut: Minor;
  /** moneyIn − moneyOut. */
  net: Minor;
  /** What moved between the shop's accounts (each transfer once). */
  transferred: Minor;
}

export function moneyFigures(movements: readonly MoneyMovement[]): MoneyFigures {
  let moneyIn = 0;
  let moneyOut = 0;
  let transferred = 0;
  for (const movement of movements) {
    if (movement.transfer) {
      if (movement.direction === 'out') transferred += movement.amount;
    } else if (movement.direction === 'in') moneyIn += movement.amount;
    else moneyOut += movement.amount;
  }
  return { moneyIn: minor(moneyIn), moneyOut: minor(moneyOut), net: minor(moneyIn - moneyOut), transferred: minor(transferred) };
}
