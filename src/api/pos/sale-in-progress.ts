/**
 * The sale on the till, kept in this browser after every change to the cart, so a reload, a crash
 * or a closed tab does not lose it (docs/screens.md#point-of-sale). An empty cart (completed,
 * parked as a draft, cancelled) removes it.
 *
 * Each tab keeps its own (docs/offline-till.md#the-till-in-the-browser): under its tab's id, kept in
 * sessionStorage (a reload keeps it), while the tab holds the Web Lock named after that id for as long
 * as it lives. A tab that opens the till with no sale of its own takes the newest kept by a tab that is
 * gone (sale-adoption.ts), so a closed tab's sale, or every tab's after the browser crashed, comes back
 * in the next. Without Web Locks (an older browser) the browser keeps one sale for all its tabs, as
 * before tabs had their own.
 */
import type { LockManagerLike } from './outbox-sender';
import { randomKey } from './random-key';

/** The sale's key, alone (one for the browser, and the version before tabs kept their own) or `:<tab id>`. */
const SALE = 'shopdesk.pos.sale';

/** The checkout key of the sale on the till, and the body last sent with it that got no answer (JSON); named like the sale. */
const CHECKOUT_KEY = 'shopdesk.pos.sale.key';

/** Where a tab keeps its id (sessionStorage: a reload keeps it, a duplicated tab starts with a copy). */
const TAB_ID = 'shopdesk.pos.tab';

/**
 * How long a tab waits for its id's lock before it takes a new id: a reloaded tab's previous page may
 * hold it a moment longer; a duplicated tab's original holds it for good.
 */
const TAB_LOCK_WAIT_MS = 500;

/** The Web Locks a tab's sale uses: its own lock, and which are held (sale-adoption.ts). */
export interface TabLocks extends LockManagerLike {
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The storage keys of one kept sale and its checkout key. */
export interface KeptKeys {
  sale: string;
  key: string;
}

/**
 * The kept sales, as sale-adoption.ts needs them, given with the call (it imports only types from here,
 * so that this module stays in the POS's first chunk and is not split into one of its own).
 */
export interface KeptSales {
  /** The one sale of the browser without Web Locks, and of the version before tabs kept their own. */
  single: KeptKeys;
  ofTab(id: string): KeptKeys;
  /** The Web Lock a tab holds while it lives. */
  lockOf(id: string): string;
  /** When the sale under these keys was kept, or null when there is none the till could open with. */
  keptAt(keys: KeptKeys): number | null;
}

/** The cart's lines and charges as the cart machine holds them (this layer does not know their shape). */
export interface SaleInProgress<Line = unknown, Charges = unknown> {
  lines: Line[];
  charges: Charges;
  /** The checkout key the till had for it (kept by the till, read back with the sale). */
  key?: string;
  unansweredBody?: string | null;
}

/** As stored: with when it was last kept, so the newest of the sales left by closed tabs is taken first. */
interface KeptSale extends SaleInProgress {
  keptAt?: number;
}

interface KeptCheckoutKey {
  key: string;
  unansweredBody: string | null;
}

const ONE_FOR_THE_BROWSER: KeptKeys = { sale: SALE, key: CHECKOUT_KEY };

/** The sale stored under these keys, or null when there is none (or the entry is unreadable: a new cart then). */
function storedSale(keys: KeptKeys): KeptSale | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keys.sale) ?? 'null') as Partial<KeptSale> | null;
    if (!stored || !Array.isArray(stored.lines) || stored.lines.length === 0 || typeof stored.charges !== 'object' || stored.charges === null) return null;
    return stored as KeptSale;
  } catch {
    return null;
  }
}

const NAMES: KeptSales = {
  single: ONE_FOR_THE_BROWSER,
  ofTab: (id) => ({ sale: `${SALE}:${id}`, key: `${CHECKOUT_KEY}:${id}` }),
  lockOf: (id) => `shopdesk-pos-tab-${id}`,
  keptAt: (keys) => {
    const sale = storedSale(keys);
    return sale ? (sale.keptAt ?? 0) : null;
  },
};

const browserLocks = () => globalThis.navigator?.locks as unknown as TabLocks | undefined;

/** This tab's keys, once the till has opened in it (readSaleInProgress). */
let own: KeptKeys | undefined;
let settling: Promise<KeptKeys> | undefined;
/** Writes made while the tab's id is being settled (a scan as the till opens), made once it is. */
const waiting: ((keys: KeptKeys) => void)[] = [];

function write(change: (keys: KeptKeys) => void): void {
  const keys = own ?? (browserLocks() ? undefined : ONE_FOR_THE_BROWSER);
  if (!keys) return void waiting.push(change);
  try {
    change(keys);
  } catch {
    // Storage full or refused (a private window): the sale goes on, only not kept across a reload.
  }
}

/** Holds the tab's lock until the tab closes; false when another tab holds it (or Web Locks refuse). */
const holdForLife = (locks: TabLocks, id: string) =>
  new Promise<boolean>((resolve) => {
    locks
      .request(NAMES.lockOf(id), { signal: AbortSignal.timeout(TAB_LOCK_WAIT_MS) }, () => {
        resolve(true);
        return new Promise<void>(() => {});
      })
      .catch(() => resolve(false));
  });

/** The tab's id, kept in sessionStorage and held by its lock: a duplicated tab finds the lock held and takes a new one. */
async function settleTab(locks: TabLocks): Promise<KeptKeys> {
  try {
    const session = sessionStorage;
    let id = session.getItem(TAB_ID);
    if (id && (await holdForLife(locks, id))) return NAMES.ofTab(id);
    session.setItem(TAB_ID, (id = randomKey('tab')));
    // A new id's lock is free: not taking it means Web Locks refuse (one sale for the browser, then).
    return (await holdForLife(locks, id)) ? NAMES.ofTab(id) : ONE_FOR_THE_BROWSER;
  } catch {
    return ONE_FOR_THE_BROWSER;
  }
}

/** The sale kept under these keys with its checkout key, or null when there is none. */
function readKept<Line, Charges>(keys: KeptKeys): SaleInProgress<Line, Charges> | null {
  const stored = storedSale(keys);
  if (!stored) return null;
  let key = {};
  try {
    const kept = JSON.parse(localStorage.getItem(keys.key) ?? 'null') as Partial<KeptCheckoutKey> | null;
    if (typeof kept?.key === 'string') key = { key: kept.key, unansweredBody: typeof kept.unansweredBody === 'string' ? kept.unansweredBody : null };
  } catch {
    return null;
  }
  return { lines: stored.lines as Line[], charges: stored.charges as Charges, ...key };
}

/**
 * The sale this tab kept, read when the till opens: its own, else one a closed tab left (taken from
 * it, with its checkout key), else null. Writes made meanwhile are made after it is read.
 */
export async function readSaleInProgress<Line, Charges>(): Promise<SaleInProgress<Line, Charges> | null> {
  const locks = browserLocks();
  if (locks && !own) own = await (settling ??= settleTab(locks));
  const keys = own ?? ONE_FOR_THE_BROWSER;
  let kept = readKept<Line, Charges>(keys);
  // Another tab's sale, or one kept by the version before: the code that takes one loads only then.
  if (!kept && locks && keys !== ONE_FOR_THE_BROWSER && Object.keys(localStorage).some((name) => name.startsWith(SALE) && name !== keys.sale && name !== keys.key)) {
    try {
      await (await import('./sale-adoption')).adoptOrphanSale(locks, keys, NAMES);
    } catch {
      // Storage refused: this tab starts on an empty cart, the other sale stays for the next.
    }
    kept = readKept<Line, Charges>(keys);
  }
  for (const change of waiting.splice(0)) write(change);
  return kept;
}

/**
 * The till keeps its cart's checkout key here whenever it changes (a new cart, a send, an answer), so
 * a sale restored after a reload is sent with the key it was sent with before (docs/screens.md#point-of-sale).
 */
export function keepCheckoutKey(kept: KeptCheckoutKey): void {
  write((keys) => localStorage.setItem(keys.key, JSON.stringify(kept)));
}

export function keepSaleInProgress(sale: SaleInProgress): void {
  write((keys) => {
    if (sale.lines.length === 0) localStorage.removeItem(keys.sale);
    else localStorage.setItem(keys.sale, JSON.stringify({ ...sale, keptAt: Date.now() } satisfies KeptSale));
  });
}

/**
 * The sale left the cart for the outbox (docs/offline-till.md#the-till-in-the-browser): a reload must
 * not bring it back. Answers the way to keep it again, for a sale the server refused.
 */
export function forgetSaleInProgress(): () => void {
  let forgotten: string | null = null;
  write((keys) => {
    forgotten = localStorage.getItem(keys.sale);
    localStorage.removeItem(keys.sale);
  });
  return () => write((keys) => forgotten !== null && localStorage.setItem(keys.sale, forgotten));
}
