/**
 * A till's receipt numbers (docs/tills-and-shifts.md#receipt-numbers, docs/offline-till.md#receipt-number-blocks):
 * how they read, and how many a till reserves at once. Plain values, no schemas, so the till's code
 * in the browser takes them without the wire schemas.
 */

/** How many numbers one block holds at most, and how many blocks a till may hold at once. */
export const MAX_BLOCK_SIZE = 1000;
export const MAX_HELD_BLOCKS = 4;

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
