import { subtractMoney, sumMoney, ZERO, type Minor } from './money';

/** A purchase's (or sale's) Payment Status from what it costs and what its payments add up to. */
export const PAYMENT_STATUSES = ['Due', 'Partial', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusOf(grandTotal: Minor, paid: Minor): PaymentStatus {
  if (paid >= grandTotal) return 'Paid';
  return paid > 0 ? 'Partial' : 'Due';
}

/**
 * A sale's Payment Status as the server derives it (docs/money-and-payments.md, "Payment status"):
 * Pending while nothing is paid, Due while part is, Paid once what the customer owes (the grand
 * total less what was returned) is covered. Never chosen by a person: payments make it.
 */
/** What the cash handed over gave back: for each payment with its cash tendered, what was handed over beyond what it paid. */
export function changeGiven(payments: readonly { amount: Minor; received: Minor | null }[]): Minor {
  return sumMoney(payments.map((payment) => (payment.received === null ? ZERO : subtractMoney(payment.received, payment.amount))));
}

export function salePaymentStatusOf(owed: Minor, paid: Minor): 'Pending' | 'Due' | 'Paid' {
  if (paid >= owed) return 'Paid';
  return paid > 0 ? 'Due' : 'Pending';
}
