/**
 * The till this browser is bound to (docs/tills-and-shifts.md#the-browsers-till), kept in this
 * browser for this shop (local storage is per origin, and one origin is one shop's server): every
 * user who signs in on this browser sells at that till, as a drawer stands where it stands.
 */
const KEY = 'shopdesk.pos.till';

/** The bound till's id, or null when none is bound (or the entry is unreadable: an admin binds it again). */
export function readBoundTill(): string | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as { tillId?: unknown };
    return typeof stored.tillId === 'string' ? stored.tillId : null;
  } catch {
    return null;
  }
}

export function bindTill(tillId: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ tillId }));
  } catch {
    // Storage refused (a private window): the till is bound for this visit only.
  }
}
