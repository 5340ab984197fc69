import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { formatMoney, DEFAULT_SHOP_SETTINGS } from '../../src/domain/format';
import { addMoney, asMinor, parseMoney, subtractMoney, sumMoney, toWire, ZERO, type Minor } from '../../src/domain/money';
import { NO_PERCENT, parsePercent } from '../../src/domain/percent';
import {
  effectiveUnitPrice,
  orderTotals,
  posTotals,
  priceSale,
  pricePosCart,
  pricePurchase,
  purchaseLine,
  saleItemsCount,
  saleLine,
  type OrderCharges,
  type PricedLine,
  type ProductPricing,
  type SaleLineInput,
} from '../../src/domain/pricing';
import { chargesFor, purchaseLineInput, saleLineInput } from './arbitraries';
import { domainErrorCode } from './domain-error-code';

const money = (major: number | string): Minor => parseMoney(major);
const noCharges: OrderCharges = { orderTaxRate: NO_PERCENT, discount: ZERO, shipping: ZERO };

describe('golden cases', () => {
  it('the demo laptop (docs/screens.md#choices-and-reference-data): 18500 × 2, VAT 10% order tax, 500 discount, 250 shipping → 40,450.00', () => {
    const { lines, totals } = priceSale(
      [{ quantity: 2, unitPrice: money(18500), taxRate: NO_PERCENT, taxMethod: 'Exclusive' }],
      { orderTaxRate: parsePercent(10), discount: money(500), shipping: money(250) },
    );
    expect(lines[0].subtotal).toBe(money(37000));
    expect(totals).toEqual({
      total: money(37000),
      orderTax: money(3700),
      discount: money(500),
      shipping: money(250),
      grandTotal: money(40450),
    });
    expect(toWire(totals.grandTotal)).toBe(40450);
    expect(formatMoney(totals.grandTotal, DEFAULT_SHOP_SETTINGS)).toBe('Rs\u00a040,450.00');
  });

  it('the same laptops at the POS with a 100 coupon as well: 40,350.00, 2 items', () => {
    const { totals } = pricePosCart(
      [{ quantity: 2, unitPrice: money(18500), taxRate: NO_PERCENT, taxMethod: 'Exclusive' }],
      { orderTaxRate: parsePercent(10), discount: money(500), coupon: money(100), shipping: money(250) },
    );
    expect(totals.grandTotal).toBe(money(40350));
    expect(totals.itemsCount).toBe(2);
    expect(totals.discount).toBe(money(500));
    expect(totals.coupon).toBe(money(100));
  });

  it('an Inclusive 20% product at 24.99 shows net 20.83 and tax 4.16 and costs 24.99', () => {
    const line = saleLine({ quantity: 1, unitPrice: money(24.99), taxRate: parsePercent(20), taxMethod: 'Inclusive' });
    expect(line).toEqual({
      quantity: 1,
      unitPrice: money(24.99),
      gross: money(24.99),
      discount: ZERO,
      net: money(20.83),
      tax: money(4.16),
      subtotal: money(24.99),
    });
  });

  it('the same product with Exclusive 20% adds the tax: 24.99 + 5.00 = 29.99', () => {
    const line = saleLine({ quantity: 1, unitPrice: money(24.99), taxRate: parsePercent(20), taxMethod: 'Exclusive' });
    expect(line.tax).toBe(money(5));
    expect(line.subtotal).toBe(money(29.99));
  });

  it('rounds the tax per line: two lines of 1.05 at 10% cost 2.32, a cent more than 2.31 from rounding once', () => {
    const line: SaleLineInput = { quantity: 1, unitPrice: money(1.05), taxRate: parsePercent(10), taxMethod: 'Exclusive' };
    const { lines, totals } = priceSale([line, { ...line }], noCharges);
    expect(lines.map((priced) => priced.tax)).toEqual([money(0.11), money(0.11)]);
    expect(totals.grandTotal).toBe(money(2.32));
    // Taxing the 2.10 once would give 0.21: the rule is per line (docs/decisions/006-one-pricing-module.md).
    expect(addMoney(money(2.1), money(0.21))).toBe(money(2.31));
  });

  it('rounds the order tax half away from zero: 10% of 0.05 is 0.01', () => {
    const totals = orderTotals([{ subtotal: money(0.05) }], { orderTaxRate: parsePercent(10), discount: ZERO, shipping: ZERO });
    expect(totals.orderTax).toBe(money(0.01));
    expect(totals.grandTotal).toBe(money(0.06));
  });

  it('a sale line with a flat line discount and Exclusive tax: 3 × 12.50 − 2.00, +5% → 37.28', () => {
    const line = saleLine({
      quantity: 3,
      unitPrice: money(12.5),
      discount: money(2),
      taxRate: parsePercent(5),
      taxMethod: 'Exclusive',
    });
    expect(line).toMatchObject({ gross: money(37.5), net: money(35.5), tax: money(1.78), subtotal: money(37.28) });
  });

  it('a purchase line: 3 × 12.50 cost − 2.00 flat discount = 35.50, + 10% tax 3.55 → 39.05', () => {
    const line = purchaseLine({ quantity: 3, unitCost: money(12.5), discount: money(2), taxRate: parsePercent(10) });
    expect(line).toEqual({
      quantity: 3,
      unitPrice: money(12.5),
      gross: money(37.5),
      discount: money(2),
      net: money(35.5),
      tax: money(3.55),
      subtotal: money(39.05),
    });
  });

  it('a purchase order: lines 39.05 + 20.00, 5% order tax, 1.00 discount, 3.00 shipping → 64.00', () => {
    const { totals } = pricePurchase(
      [
        { quantity: 3, unitCost: money(12.5), discount: money(2), taxRate: parsePercent(10) },
        { quantity: 4, unitCost: money(5), taxRate: NO_PERCENT },
      ],
      { orderTaxRate: parsePercent(5), discount: money(1), shipping: money(3) },
    );
    // 59.05 × 5% = 2.9525 → 2.95; 59.05 + 2.95 − 1.00 + 3.00 = 64.00
    expect(totals).toEqual({
      total: money(59.05),
      orderTax: money(2.95),
      discount: money(1),
      shipping: money(3),
      grandTotal: money(64),
    });
  });

  it('a cart with New York 8.875 % added and 10 % inside the price: each line\'s tax, and the tax total is both plus the order tax', () => {
    const { lines, totals } = pricePosCart(
      [
        // 2 × 10.00 = 20.00 at 8.875 %: 1.775 rounds half away from zero to 1.78, added.
        { quantity: 2, unitPrice: money(10), taxRate: parsePercent(8.875), taxMethod: 'Exclusive' },
        // 11.00 with 10 % inside: net 10.00, tax 1.00, nothing added.
        { quantity: 1, unitPrice: money(11), taxRate: parsePercent(10), taxMethod: 'Inclusive' },
      ],
      // Order tax 5 % of 32.78 = 1.639 → 1.64.
      { orderTaxRate: parsePercent(5), discount: ZERO, coupon: ZERO, shipping: ZERO },
    );
    expect(lines.map((line) => [line.net, line.tax, line.subtotal])).toEqual([
      [money(20), money(1.78), money(21.78)],
      [money(10), money(1), money(11)],
    ]);
    expect(totals.total).toBe(money(32.78));
    expect(totals.orderTax).toBe(money(1.64));
    expect(totals.tax).toBe(money(4.42));
    expect(totals.grandTotal).toBe(money(34.42));
  });

  it('counts items as distinct products on a sale and as units at the POS', () => {
    const lines = [
      { productId: 'laptop', quantity: 3, subtotal: money(30), tax: ZERO },
      { productId: 'mouse', quantity: 2, subtotal: money(4), tax: ZERO },
    ];
    expect(saleItemsCount(lines)).toBe(2);
    expect(posTotals(lines, { ...noCharges, coupon: ZERO }).itemsCount).toBe(5);
  });
});

describe('effectiveUnitPrice', () => {
  const laptop: ProductPricing = {
    price: money(100),
    promotion: { price: money(80), start: '2025-03-01', end: '2025-03-30' },
    warehousePrices: { Secondary: money(95) },
  };

  it('does not apply a promotion that ended yesterday', () => {
    expect(effectiveUnitPrice(laptop, { today: '2025-03-31' })).toBe(money(100));
  });

  it('applies a promotion on its first and its last day', () => {
    expect(effectiveUnitPrice(laptop, { today: '2025-03-01' })).toBe(money(80));
    expect(effectiveUnitPrice(laptop, { today: '2025-03-30' })).toBe(money(80));
    expect(effectiveUnitPrice(laptop, { today: '2025-02-28' })).toBe(money(100));
  });

  it('takes "today" in the shop time zone: 20:00 UTC on the 30th is already the 31st in Karachi', () => {
    const instant = new Date('2025-03-30T20:00:00Z');
    expect(effectiveUnitPrice(laptop, { today: calendarDateIn(instant, 'Asia/Karachi') })).toBe(money(100));
    expect(effectiveUnitPrice(laptop, { today: calendarDateIn(instant, 'America/New_York') })).toBe(money(80));
  });

  it("uses the warehouse's own price when one is set, and the promotion before it", () => {
    expect(effectiveUnitPrice(laptop, { today: '2025-04-02', warehouse: 'Secondary' })).toBe(money(95));
    expect(effectiveUnitPrice(laptop, { today: '2025-04-02', warehouse: 'Main' })).toBe(money(100));
    expect(effectiveUnitPrice(laptop, { today: '2025-03-15', warehouse: 'Secondary' })).toBe(money(80));
    expect(effectiveUnitPrice({ price: money(100) }, { today: '2025-03-15', warehouse: 'Secondary' })).toBe(money(100));
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(domainErrorCode(() => effectiveUnitPrice(laptop, { today: '31-03-2025' }))).toBe('invalid-calendar-date');
    expect(domainErrorCode(() => effectiveUnitPrice(laptop, { today: '2025-02-30' }))).toBe('invalid-calendar-date');
  });
});

describe('rejections', () => {
  const line: SaleLineInput = { quantity: 1, unitPrice: money(10), taxRate: NO_PERCENT, taxMethod: 'Exclusive' };

  it.each([[0], [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses quantity %d on a sale, POS and purchase line', (quantity) => {
    expect(domainErrorCode(() => saleLine({ ...line, quantity }))).toBe('invalid-quantity');
    expect(domainErrorCode(() => pricePosCart([{ ...line, quantity }], { ...noCharges, coupon: ZERO }))).toBe('invalid-quantity');
    expect(domainErrorCode(() => purchaseLine({ quantity, unitCost: money(10), taxRate: NO_PERCENT }))).toBe('invalid-quantity');
  });

  it('refuses a line discount larger than the line', () => {
    expect(domainErrorCode(() => saleLine({ ...line, quantity: 2, discount: money(20.01) }))).toBe('discount-exceeds-amount');
    expect(saleLine({ ...line, quantity: 2, discount: money(20) }).subtotal).toBe(ZERO);
  });

  it('refuses an order discount, or POS discount and coupon, larger than the order', () => {
    const lines = [saleLine(line)];
    expect(domainErrorCode(() => orderTotals(lines, { ...noCharges, discount: money(10.01) }))).toBe('discount-exceeds-amount');
    expect(domainErrorCode(() => posTotals(lines, { ...noCharges, discount: money(6), coupon: money(5) }))).toBe(
      'discount-exceeds-amount',
    );
    expect(posTotals(lines, { ...noCharges, discount: money(5), coupon: money(5) }).grandTotal).toBe(ZERO);
  });

  it('refuses negative prices, discounts, shipping and coupons', () => {
    const minusOne = parseMoney(-1, { allowNegative: true });
    expect(domainErrorCode(() => saleLine({ ...line, unitPrice: minusOne }))).toBe('negative-amount');
    expect(domainErrorCode(() => saleLine({ ...line, discount: minusOne }))).toBe('negative-amount');
    expect(domainErrorCode(() => orderTotals([], { ...noCharges, shipping: minusOne }))).toBe('negative-amount');
    expect(domainErrorCode(() => posTotals([], { ...noCharges, coupon: minusOne }))).toBe('negative-amount');
  });
});

/** Lines and charges together, charges bounded by the lines so the order stays valid. */
const saleOrder = fc
  .array(saleLineInput, { minLength: 0, maxLength: 12 })
  .chain((lines) => fc.tuple(fc.constant(lines), chargesFor(lines), fc.nat({ max: 10_000 })));

/** Reads a sale back the way the edit form and the server receive it: JSON numbers in major units. */
function throughTheWire(lines: readonly PricedLine[], original: readonly SaleLineInput[]): SaleLineInput[] {
  const body = JSON.parse(
    JSON.stringify(lines.map((line) => ({ quantity: line.quantity, unitPrice: toWire(line.unitPrice), discount: toWire(line.discount) }))),
  ) as { quantity: number; unitPrice: number; discount: number }[];
  return body.map((row, index) => ({
    quantity: row.quantity,
    unitPrice: parseMoney(row.unitPrice),
    discount: parseMoney(row.discount),
    taxRate: original[index].taxRate,
    taxMethod: original[index].taxMethod,
  }));
}

describe('properties', () => {
  it('a sale total never depends on the order of its lines', () => {
    fc.assert(
      fc.property(
        saleOrder.chain(([lines, charges]) => fc.tuple(fc.constant(lines), fc.constant(charges), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, charges, shuffled]) => {
          expect(priceSale(shuffled, charges).totals).toEqual(priceSale(lines, charges).totals);
          expect(pricePosCart(shuffled, { ...charges, coupon: ZERO }).totals).toEqual(pricePosCart(lines, { ...charges, coupon: ZERO }).totals);
        },
      ),
    );
  });

  it('a purchase total never depends on the order of its lines', () => {
    fc.assert(
      fc.property(
        fc.array(purchaseLineInput, { maxLength: 12 }).chain((lines) =>
          fc.tuple(fc.constant(lines), chargesFor(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        ([lines, charges, shuffled]) => {
          expect(pricePurchase(shuffled, charges).totals).toEqual(pricePurchase(lines, charges).totals);
        },
      ),
    );
  });

  it('every amount is a safe integer and every line adds up: subtotal = net + tax', () => {
    fc.assert(
      fc.property(saleOrder, ([lines, charges]) => {
        const priced = priceSale(lines, charges);
        const purchase = pricePurchase(
          lines.map(({ quantity, unitPrice, discount, taxRate }) => ({ quantity, unitCost: unitPrice, discount, taxRate })),
          charges,
        );
        for (const order of [priced, purchase]) {
          for (const line of order.lines) {
            for (const amount of [line.gross, line.discount, line.net, line.tax, line.subtotal]) {
              expect(Number.isSafeInteger(amount)).toBe(true);
              expect(amount).toBeGreaterThanOrEqual(0);
            }
            expect(line.net + line.tax).toBe(line.subtotal);
          }
          for (const amount of Object.values(order.totals)) {
            expect(Number.isSafeInteger(amount)).toBe(true);
          }
        }
      }),
    );
  });

  it('an Exclusive line adds its tax; an Inclusive line costs exactly its discounted price', () => {
    fc.assert(
      fc.property(saleLineInput, (input) => {
        const line = saleLine(input);
        const discounted = subtractMoney(line.gross, line.discount);
        if (input.taxMethod === 'Exclusive') {
          expect(line.net).toBe(discounted);
          expect(line.subtotal).toBe(discounted + line.tax);
        } else {
          expect(line.subtotal).toBe(discounted);
        }
      }),
    );
  });

  it('the grand total is total + order tax + shipping − discount, with total the sum of line subtotals', () => {
    fc.assert(
      fc.property(saleOrder, ([lines, charges]) => {
        const { lines: priced, totals } = priceSale(lines, charges);
        expect(totals.total).toBe(sumMoney(priced.map((line) => line.subtotal)));
        expect(totals.grandTotal).toBe(totals.total + totals.orderTax + totals.shipping - totals.discount);
      }),
    );
  });

  it('the POS tax total is the tax inside the grand total: goods before tax + tax total + shipping − discount − coupon', () => {
    fc.assert(
      fc.property(saleOrder, ([lines, charges, couponShare]) => {
        const coupon = asMinor(Math.floor((charges.discount * couponShare) / 10_000));
        const { lines: priced, totals } = pricePosCart(lines, { ...charges, discount: subtractMoney(charges.discount, coupon), coupon });
        const beforeTax = sumMoney(priced.map((line) => line.net));
        expect(totals.tax).toBe(sumMoney(priced.map((line) => line.tax)) + totals.orderTax);
        expect(totals.grandTotal).toBe(beforeTax + totals.tax + totals.shipping - totals.discount - totals.coupon);
      }),
    );
  });

  it('add form, edit form, POS and server give the same grand total for the same lines', () => {
    fc.assert(
      fc.property(saleOrder, ([lines, charges, couponShare]) => {
        // Add form: prices what was typed.
        const addForm = priceSale(lines, charges);
        // Edit form: the saved sale comes back over JSON and is priced again.
        const editForm = priceSale(throughTheWire(addForm.lines, lines), charges);
        // Server: recomputes from the lines it received, line by line then the order.
        const server = orderTotals(throughTheWire(addForm.lines, lines).map(saleLine), charges);
        // POS: the same lines, with part of the discount given as a coupon instead.
        const coupon = asMinor(Math.floor((charges.discount * couponShare) / 10_000));
        const pos = pricePosCart(lines, { ...charges, discount: subtractMoney(charges.discount, coupon), coupon });

        expect(editForm.totals.grandTotal).toBe(addForm.totals.grandTotal);
        expect(server.grandTotal).toBe(addForm.totals.grandTotal);
        expect(pos.totals.grandTotal).toBe(addForm.totals.grandTotal);
        expect(pos.totals.itemsCount).toBe(lines.reduce((count, line) => count + line.quantity, 0));
      }),
    );
  });
});
