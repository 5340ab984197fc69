/**
 * The sale on the till, kept in this browser after every change to the cart, so a reload, a crash
 * or a closed tab does not lose it (docs/screens.md#point-of-sale). An empty cart (completed,
 * parked as a draft, cancelled) removes it.
 */
const KEY = 'shopdesk.pos.sale';

/** The checkout key of the sale on the till, and the body last sent with it that got no answer (JSON). */
const KEY_KEY = 'shopdesk.pos.sale.key';

/** The cart's lines and charges as the cart machine holds them (this layer does not know their shape). */
export interface SaleInProgress<Line = unknown, Charges = unknown> {
  lines: Line[];
  charges: Charges;
  /** The checkout key the till had for it (kept by the till, read back with the sale). */
  key?: string;
  unansweredBody?: string | null;
}

interface KeptCheckoutKey {
  key: string;
  unansweredBody: string | null;
}

/** The kept sale, or null when there is none (or the entry is unreadable: a new cart then). */
export function readSaleInProgress<Line, Charges>(): SaleInProgress<Line, Charges> | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<SaleInProgress<Line, Charges>> | null;
    if (!stored || !Array.isArray(stored.lines) || stored.lines.length === 0 || typeof stored.charges !== 'object' || stored.charges === null) return null;
    const kept = JSON.parse(globalThis.localStorage?.getItem(KEY_KEY) ?? 'null') as Partial<KeptCheckoutKey> | null;
    const key = typeof kept?.key === 'string' ? { key: kept.key, unansweredBody: typeof kept.unansweredBody === 'string' ? kept.unansweredBody : null } : {};
    return { lines: stored.lines, charges: stored.charges as Charges, ...key };
  } catch {
    return null;
  }
}

/**
 * The till keeps its cart's checkout key here whenever it changes (a new cart, a send, an answer), so
 * a sale restored after a reload is sent with the key it was sent with before (docs/screens.md#point-of-sale).
 */
export function keepCheckoutKey(kept: KeptCheckoutKey): void {
  try {
    globalThis.localStorage?.setItem(KEY_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the key lives as long as the page.
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

/** The sale left the cart for the outbox (docs/offline-till.md#the-till-in-the-browser): a reload must not bring it back. */
export function forgetSaleInProgress(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
