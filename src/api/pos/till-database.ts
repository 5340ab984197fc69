/**
 * The till's database in this browser (IndexedDB 'shopdesk-till'), shared by every tab: the outbox's
 * stores (till-outbox.ts: number blocks, sales waiting, sales settled, small facts) and the catalog's
 * (till-catalog.ts: what the till sells without the server). One connection per page, a promise per
 * request: the wrapper a library would add costs the till's first load more than these few lines
 * (docs/decisions/059-the-till-numbers-and-keeps-its-sales.md).
 */

export type StoreName = 'blocks' | 'outbox' | 'settled' | 'meta' | 'products' | 'records';

/**
 * This browser can keep the till without the server: IndexedDB for the outbox and the catalog, Web Locks
 * for one sender and one catalog reader, a channel between its tabs.
 */
export const canKeepTill = () => typeof indexedDB !== 'undefined' && typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;

const DATABASE = 'shopdesk-till';
/** Raised with each change of the stores below; the upgrade brings an older database up to it. */
const VERSION = 3;

/** A request's result once it succeeded. Awaited inside a transaction, the transaction stays open. */
export function request<Result>(asked: IDBRequest<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    asked.onsuccess = () => resolve(asked.result);
    asked.onerror = () => reject(asked.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function upgrade(db: IDBDatabase, oldVersion: number, tx: IDBTransaction): void {
  if (oldVersion < 1) {
    db.createObjectStore('blocks', { keyPath: 'id' }).createIndex('tillId', 'tillId');
    const outbox = db.createObjectStore('outbox', { keyPath: 'clientId' });
    outbox.createIndex('order', ['queuedAt', 'number']);
    outbox.createIndex('blockId', 'blockId');
    db.createObjectStore('settled', { keyPath: 'clientId' });
    db.createObjectStore('meta');
  }
  if (oldVersion < 2) {
    // The catalog is each till's: a product's price is the one at the till's warehouse (docs/offline-till.md#the-catalog-feed).
    const products = db.createObjectStore('products', { keyPath: ['tillId', '_id'] });
    // Every code a scanner may read for the product, lowercased and prefixed by the till: its own, each size's barcode and `{code}-{itemCode}`.
    products.createIndex('scan', 'scanKeys', { multiEntry: true });
    db.createObjectStore('records', { keyPath: ['tillId', 'kind', '_id'] }).createIndex('kind', ['tillId', 'kind']);
  }
  if (oldVersion < 3) {
    // The till's products in name order: a page of tiles is read from it without reading them all
    // (docs/offline-till.md#the-catalog-on-the-till).
    const products = tx.objectStore('products');
    products.createIndex('name', ['tillId', 'nameKey', 'codeKey']);
    // A till's products are a range of the store's own keys ([tillId, _id]): an index of the till alone
    // only cost each write (version 2 had one).
    if (products.indexNames.contains('tillId')) products.deleteIndex('tillId');
  }
}

/** The database, opened once per page and shared by every call. */
export function openTillDatabase(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, VERSION);
    opening.onupgradeneeded = (event) => upgrade(opening.result, event.oldVersion, opening.transaction!);
    opening.onsuccess = () => {
      const db = opening.result;
      // A newer version opened in another tab (after a deploy) waits for this one to close: close it,
      // and the next call here opens the new version.
      db.onversionchange = () => void closeTillDatabase();
      db.onclose = () => {
        opened = null;
      };
      resolve(db);
    };
    opening.onerror = () => reject(opening.error);
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Closes this page's connection (the next call opens it again): a test's "reload", or a newer version waiting. */
export async function closeTillDatabase(): Promise<void> {
  const open = opened;
  opened = null;
  if (open) (await open.catch(() => null))?.close();
}

export interface Transaction {
  store(name: StoreName): IDBObjectStore;
  /** Settles when the transaction commits (or rejects when it aborts). */
  done: Promise<void>;
  abort(): void;
}

export async function transaction(names: StoreName | StoreName[], mode: IDBTransactionMode = 'readonly'): Promise<Transaction> {
  const tx = (await openTillDatabase()).transaction(names, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
  // A request that failed has told its caller already; the abort that follows must not be reported again.
  done.catch(() => {});
  return { store: (name) => tx.objectStore(name), done, abort: () => tx.abort() };
}

/** One request in a transaction of its own. */
export async function once<Result>(name: StoreName, mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<Result>): Promise<Result> {
  const tx = await transaction(name, mode);
  const [result] = await Promise.all([request(ask(tx.store(name))), tx.done]);
  return result;
}

/** Ends a transaction that failed part way, so nothing of it is written; its own rejection is the caller's error already. */
export function abortQuietly(tx: Transaction): void {
  tx.done.catch(() => {});
  try {
    tx.abort();
  } catch {
    // Already finished (committed or aborted by its failed request).
  }
}
