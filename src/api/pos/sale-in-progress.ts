/**
 * The sale on the till, kept in this browser after every change to the cart, so a reload, a crash
 * or a closed tab does not lose it (docs/screens.md#point-of-sale). An empty cart (completed,
 * parked as a draft, cancelled) removes it.
 */
const KEY = 'shopdesk.pos.sale';

/** The cart's lines and charges as the cart machine holds them (this layer does not know their shape). */
export interface SaleInProgress<Line = unknown, Charges = unknown> {
  lines: Line[];
  charges: Charges;
}

/** The kept sale, or null when there is none (or the entry is unreadable: a new cart then). */
export function readSaleInProgress<Line, Charges>(): SaleInProgress<Line, Charges> | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<SaleInProgress<Line, Charges>> | null;
    if (!stored || !Array.isArray(stored.lines) || stored.lines.length === 0 || typeof stored.charges !== 'object' || stored.charges === null) return null;
    return { lines: stored.lines, charges: stored.charges as Charges };
  } catch {
    return null;
  }
}

export function keepSaleInProgress(sale: SaleInProgress): void {
  try {
    if (sale.lines.length === 0) globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, JSON.stringify(sale));
  } catch {
    // Storage full or refused (a private window): the sale goes on, only not kept across a reload.
  }
}
