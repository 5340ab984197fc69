import fc from 'fast-check';
import { asMinor, MAX_AMOUNT_MINOR, type Minor } from '../../src/domain/money';
import { parsePercent, type Percent } from '../../src/domain/percent';
import type { OrderCharges, PurchaseLineInput, SaleLineInput } from '../../src/domain/pricing';
import { TAX_METHODS } from '../../src/domain/shop-constants';

/** docs/screens.md#choices-and-reference-data: the product tax options (No Tax, 5, 10, 15 and 20 percent). */
const PRODUCT_TAX_RATES = [0, 5, 10, 15, 20] as const;

/** Any amount the domain accepts, negative ones included. */
export const anyAmount = fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }).map(asMinor);

/** Amounts a shop sees: up to 100,000.00. */
export const shopAmount = (max = 10_000_000): fc.Arbitrary<Minor> => fc.integer({ min: 0, max }).map(asMinor);

/** Every rate from 0% to 100% in hundredths, with the rates of docs/screens.md#choices-and-reference-data made likely. */
export const anyRate: fc.Arbitrary<Percent> = fc.oneof(
  fc.constantFrom(...PRODUCT_TAX_RATES).map((rate) => parsePercent(rate)),
  fc.integer({ min: 0, max: 100_000 }).map((thousandths) => parsePercent(thousandths / 1000)),
);

export const quantity = fc.integer({ min: 1, max: 500 });

/** A sale line whose flat discount is at most its gross amount. */
export const saleLineInput: fc.Arbitrary<SaleLineInput> = fc
  .record({
    quantity,
    unitPrice: shopAmount(5_000_000),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    taxRate: anyRate,
    taxMethod: fc.constantFrom(...TAX_METHODS),
  })
  .map(({ discountShare, ...line }) => ({
    ...line,
    discount: asMinor(Math.floor(line.unitPrice * line.quantity * discountShare * 0.5)),
  }));

export const purchaseLineInput: fc.Arbitrary<PurchaseLineInput> = saleLineInput.map(
  ({ quantity, unitPrice, discount, taxRate }) => ({ quantity, unitCost: unitPrice, discount, taxRate }),
);

/**
 * Order charges whose flat discount stays below the lines' gross amount (which is at most the
 * order's total), so the grand total cannot go negative.
 */
export function chargesFor(lines: readonly { quantity: number; unitPrice?: Minor; unitCost?: Minor; discount?: Minor }[]) {
  const grossLeft = lines.reduce(
    (sum, line) => sum + (line.unitPrice ?? line.unitCost ?? 0) * line.quantity - (line.discount ?? 0),
    0,
  );
  return fc.record({
    orderTaxRate: anyRate,
    discount: fc.integer({ min: 0, max: Math.floor(grossLeft / 2) }).map(asMinor),
    shipping: shopAmount(500_000),
  }) satisfies fc.Arbitrary<OrderCharges>;
}
