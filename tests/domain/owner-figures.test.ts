import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../../src/domain/money';
import { allocateProportionally, figuresOf, moneyFigures, orderDiscountShares, purchaseChargeShares, returnedTax, saleLineFigures, type MoneyMovement, type ReturnedLine, type SoldDocument } from '../../src/domain/owner-figures';
import { saleLine } from '../../src/domain/pricing';
import type { Percent } from '../../src/domain/percent';

const money = (max: number) => fc.integer({ min: 0, max }).map((value) => value as Minor);

/** A priced sale with its order discount shared over its lines, as the server stores it. */
const soldDocument = fc
  .record({
    lines: fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 20 }), unitPrice: money(100_000), discountShare: fc.double({ min: 0, max: 1, noNaN: true }), taxRate: fc.constantFrom(0, 500, 1000, 1500), inclusive: fc.boolean(), unitCost: money(50_000), product: fc.constantFrom('A', 'B', 'C') }),
      { minLength: 1, maxLength: 6 },
    ),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    coupon: money(500),
    orderTax: money(5_000),
    shipping: money(2_000),
  })
  .map((input) => {
    const priced = input.lines.map((line) => {
      const gross = line.quantity * line.unitPrice;
      const discount = Math.floor(gross * line.discountShare) as Minor;
      return { ...saleLine({ quantity: line.quantity, unitPrice: line.unitPrice, discount, taxRate: line.taxRate as Percent, taxMethod: line.inclusive ? 'Inclusive' : 'Exclusive' }), unitCost: line.unitCost, product: line.product };
    });
    const beforeTax = priced.reduce((sum, line) => sum + line.subtotal - line.tax, 0);
    const discount = Math.max(0, Math.floor(beforeTax * input.discountShare) - input.coupon) as Minor;
    const shares = orderDiscountShares(priced, { discount, coupon: input.coupon });
    const lines = priced.map((line, index) => ({ ...line, orderDiscount: shares[index]! }));
    return { document: { lines, orderTax: input.orderTax, shipping: input.shipping } satisfies SoldDocument, discount, coupon: input.coupon, products: priced.map((line) => line.product) };
  });

describe('owner figures (docs/owner-figures.md)', () => {
  it('shares an amount over weights exactly, each share within one unit of its exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (amount, weights) => {
        const shares = allocateProportionally(amount as Minor, weights);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        shares.forEach((share, index) => {
          const exact = total === 0 ? amount / weights.length : (amount * weights[index]!) / total;
          expect(Math.abs(share - exact)).toBeLessThan(1);
        });
      }),
    );
  });

  it('gives the leftover units to the largest remainders, the earlier line first', () => {
    // 2.00 over 67.00 and 23.97: 147.30 and 52.69, the one unit left to the second line.
    expect(allocateProportionally(200 as Minor, [6700, 2397])).toEqual([147, 53]);
    expect(allocateProportionally(1 as Minor, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocateProportionally(-5 as Minor, [0, 0])).toEqual([-3, -2]);
    // Two units left over three equal lines: the first two lines take one each.
    expect(allocateProportionally(2 as Minor, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateProportionally(2 as Minor, [5, 0, 5, 5])).toEqual([1, 0, 1, 0]);
    // 1.00 over 1, 2 and 3: 0.1666…, 0.3333…, 0.5: the unit left goes to the largest remainder, the first line.
    expect(allocateProportionally(100 as Minor, [1, 2, 3])).toEqual([17, 33, 50]);
    expect(allocateProportionally(500 as Minor, [])).toEqual([]);
    expect(purchaseChargeShares([{ subtotal: 19500 as Minor }, { subtotal: 6820 as Minor }], { orderTax: 1316 as Minor, shipping: 1250 as Minor, discount: 725 as Minor })).toEqual([1364, 477]);
  });

  it('gives back the returned units’ share of the line’s tax, rounded half away from zero', () => {
    const sold = { quantity: 3, tax: 100 as Minor, unitCost: 0 as Minor };
    // 1.00 of tax over 3 units: one back is 0.333… → 0.33, two back 0.666… → 0.67, all three the whole 1.00.
    expect([1, 2, 3].map((quantity) => returnedTax({ quantity, sold }))).toEqual([33, 67, 100]);
    // 0.01 over 2 units: one back is half a unit, rounded away from zero.
    expect(returnedTax({ quantity: 1, sold: { quantity: 2, tax: 1 as Minor, unitCost: 0 as Minor } })).toBe(1);
    expect(returnedTax({ quantity: 2, sold: { quantity: 4, tax: 0 as Minor, unitCost: 0 as Minor } })).toBe(0);
  });

  it('counts money in and money out apart, and each transfer once as neither', () => {
    const movement = (direction: 'in' | 'out', amount: number, transfer = false): MoneyMovement => ({ direction, amount: amount as Minor, transfer });
    // A sale paid 100.00, a supplier paid 30.00, a refund of 5.00, a pay-in of 2.00, and a transfer of 50.00 (its two legs).
    const movements = [movement('in', 10000), movement('out', 3000), movement('out', 500), movement('in', 200), movement('out', 5000, true), movement('in', 5000, true)];
    expect(moneyFigures(movements)).toEqual({ moneyIn: 10200, moneyOut: 3500, net: 6700, transferred: 5000 });
    expect(moneyFigures([movement('out', 700)])).toEqual({ moneyIn: 0, moneyOut: 700, net: -700, transferred: 0 });
    expect(moneyFigures([])).toEqual({ moneyIn: 0, moneyOut: 0, net: 0, transferred: 0 });
  });

  it('a report’s total row is the sum of its documents, and of its products’ rows', () => {
    fc.assert(
      fc.property(fc.array(soldDocument, { minLength: 1, maxLength: 5 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 4 }), (sales, returnPicks) => {
        const documents = sales.map((sale) => sale.document);
        const returned: ReturnedLine[] = returnPicks.map(([saleIndex, lineIndex, restock]) => {
          const sale = documents[saleIndex % documents.length]!;
          const line = sale.lines[lineIndex % sale.lines.length]!;
          return { quantity: 1, subtotal: Math.round(line.subtotal / line.quantity) as Minor, restock, sold: line };
        });
        const total = figuresOf(documents, returned);
        const perDocument = documents.map((document) => figuresOf([document], []));
        const perReturn = returned.map((line) => figuresOf([], [line]));
        for (const key of Object.keys(total) as (keyof typeof total)[]) {
          expect(total[key]).toBe([...perDocument, ...perReturn].reduce((sum, figures) => sum + figures[key], 0));
        }
        // Revenue before returns: the products' Sold Amounts add up to it, and it is the grand totals less tax and shipping.
        const byProduct = new Map<string, number>();
        sales.forEach((sale) => sale.document.lines.forEach((line, index) => byProduct.set(sale.products[index]!, (byProduct.get(sale.products[index]!) ?? 0) + saleLineFigures(line).revenue)));
        const noReturns = figuresOf(documents, []);
        expect([...byProduct.values()].reduce((sum, value) => sum + value, 0)).toBe(noReturns.revenue);
        const grandTotals = sales.reduce((sum, sale) => sum + sale.document.lines.reduce((lines, line) => lines + line.subtotal, 0) + sale.document.orderTax + sale.document.shipping - sale.discount - sale.coupon, 0);
        expect(noReturns.revenue + noReturns.taxCollected + noReturns.shipping).toBe(grandTotals);
        expect(total.profit).toBe(total.grossSales - total.discounts - total.returns - total.costOfGoodsSold);
        // The returns by hand: the returned units' value less their share of the line's tax; the cost only of what is back in stock.
        const returnedTax = returned.map((line) => Math.round((line.sold.tax * line.quantity) / line.sold.quantity));
        expect(total.returns).toBe(returned.reduce((sum, line, index) => sum + line.subtotal - returnedTax[index]!, 0));
        const soldCost = documents.reduce((sum, document) => sum + document.lines.reduce((lines, line) => lines + line.quantity * line.unitCost, 0), 0);
        expect(total.costOfGoodsSold).toBe(soldCost - returned.reduce((sum, line) => sum + (line.restock ? line.quantity * line.sold.unitCost : 0), 0));
        expect(total.taxCollected).toBe(noReturns.taxCollected - returnedTax.reduce((sum, tax) => sum + tax, 0));
      }),
    );
  });
});
