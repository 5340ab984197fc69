/** The warehouse and biller this till sells from, kept in this browser: a till stands in one shop. */
const KEY = 'shopdesk.pos.till';

export interface TillChoice {
  warehouseId: string | null;
  billerId: string | null;
}

export function readTillChoice(): TillChoice {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<TillChoice>;
    return { warehouseId: typeof stored.warehouseId === 'string' ? stored.warehouseId : null, billerId: typeof stored.billerId === 'string' ? stored.billerId : null };
  } catch {
    // A corrupt entry: the first warehouse and biller.
    return { warehouseId: null, billerId: null };
  }
}

export function storeTillChoice(choice: TillChoice): void {
  localStorage.setItem(KEY, JSON.stringify(choice));
}
