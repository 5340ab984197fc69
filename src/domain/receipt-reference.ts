/**
 * POS-<code>-000042: a till's receipt number as every sale of the till carries it
 * (docs/tills-and-shifts.md#receipt-numbers). One function for both halves: the server numbers
 * online checkouts and blocks with it, and a till offline prints the same reference from a number of
 * a block it holds (docs/offline-till.md#receipt-number-blocks), so the receipt and the server's sale
 * agree when it arrives.
 */
export function receiptReference(tillCode: string, number: number): string {
  return `POS-${tillCode}-${String(number).padStart(6, '0')}`;
}
