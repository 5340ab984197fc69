/**
 * The one derived payment status (docs/money-and-payments.md, "Derived payment status"), read top
 * to bottom: Paid when paid ≥ what is owed, then Due (sale) / Partial (purchase) when something is
 * paid, then Pending (sale) / Due (purchase). A document owing nothing is Paid.
 */
import { describe, expect, it } from 'vitest';
import { changeGiven, PAYMENT_STATUSES, paymentStatusOf, salePaymentStatusOf } from '../../src/domain/payment-status';
import type { Minor } from '../../src/domain/money';

/** The table of docs/money-and-payments.md: what is owed, what is paid, the sale's and the purchase's status. */
const TABLE: [owed: number, paid: number, sale: string, purchase: string][] = [
  [1000, 1000, 'Paid', 'Paid'],
  [1000, 1200, 'Paid', 'Paid'],
  [1000, 999, 'Due', 'Partial'],
  [1000, 1, 'Due', 'Partial'],
  [1000, 0, 'Pending', 'Due'],
  // Owing nothing: a 0.00 grand total, a sale whose goods all came back.
  [0, 0, 'Paid', 'Paid'],
  // A sale whose returns took off more than was left owing.
  [0, 500, 'Paid', 'Paid'],
];

describe('the derived payment status', () => {
  it('reads the table top to bottom for a sale and for a purchase', () => {
    for (const [owed, paid, sale, purchase] of TABLE) {
      expect(salePaymentStatusOf(owed as Minor, paid as Minor), `sale owing ${owed}, paid ${paid}`).toBe(sale);
      expect(paymentStatusOf(owed as Minor, paid as Minor), `purchase owing ${owed}, paid ${paid}`).toBe(purchase);
    }
  });

  it("lets a purchase's answer carry each status the rule derives, and no other", () => {
    const derived = new Set(TABLE.map(([owed, paid]) => paymentStatusOf(owed as Minor, paid as Minor)));
    expect([...PAYMENT_STATUSES].sort()).toEqual([...derived].sort());
  });
});

describe('the change given back', () => {
  const minor = (amount: number) => amount as Minor;
  it('adds what the cash handed over gave back, payment by payment; a payment without cash tendered gives none', () => {
    const payments = [
      { amount: minor(3000), received: minor(4000) },
      { amount: minor(2000), received: null },
      { amount: minor(500), received: minor(500) },
      { amount: minor(1250), received: minor(2000) },
    ];
    expect(changeGiven(payments)).toBe(1750);
    expect(changeGiven([])).toBe(0);
  });
});
