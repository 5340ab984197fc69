import type { Minor } from './money';

/** A purchase's (or sale's) Payment Status from what it costs and what its payments add up to. */
export const PAYMENT_STATUSES = ['Due', 'Partial', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusOf(grandTotal: Minor, paid: Minor): PaymentStatus {
  if (paid >= grandTotal) return 'Paid';
  return paid > 0 ? 'Partial' : 'Due';
}
