/**
 * The catalog a till keeps in this browser, so that it scans and searches without the server
 * (docs/offline-till.md#the-catalog-on-the-till): products with their sizes and the price at the
 * till's warehouse, taxes, customers, the till's settings and General Setting, read from the catalog
 * feed (GET /api/tills/{id}/catalog) a page at a time and kept fresh while the till is open.
 *
 * Each page is written with its cursor in one transaction, so a reload or a crash goes on from the
 * last page written, never skipping one. A page is read and written under a Web Lock per till, so two
 * tabs never write an older page over a newer one.
 */
import type { CalendarDate } from '../../domain/calendar-date';
import { parseMoney, type Minor } from '../../domain/money';
import type { CatalogChange, CatalogFeed } from '../../domain/offline.schemas';
import { parsePercent, type Percent } from '../../domain/percent';
import { productSearchMatcher } from '../../domain/product-search';
import type { TaxMethod } from '../../domain/shop-constants';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';
import type { LockManagerLike } from './outbox-sender';
import type { PosItem, TileFilter } from './pos-item';
import { tillOpenHere } from './open-till';
import { once, request, transaction } from './till-database';

/** What the till's screen shows of its catalog: how many products it holds, whether the first read is done, when it last heard the server. */
export interface CatalogStatus {
  products: number;
  /** The first full read is done: the till can sell from it without the server. */
  complete: boolean;
  /** When the feed last answered (ms since epoch); null before it ever did. */
  syncedAt: number | null;
}

/** A product as the till keeps it: the feed's record in minor units, with the codes a scanner may read. */
interface KeptProduct {
  tillId: string;
  _id: string;
  name: string;
  code: string;
  categoryId: string;
  brandId: string | null;
  featured: boolean;
  price: Minor;
  taxId: string;
  taxMethod: TaxMethod;
  promotion: { price: Minor; start: CalendarDate; end: CalendarDate } | null;
  variants: { name: string; itemCode: string; barcode: string | null; additionalPrice: Minor }[];
  /** `<tillId> <code>` for its own code, each size's barcode and `{code}-{itemCode}`, lowercased: the 'scan' index. */
  scanKeys: string[];
  /** The name and code lowercased, for the search. */
  nameKey: string;
  codeKey: string;
}

/** A tax, customer, till or General Setting as the feed gave it. */
interface KeptRecord {
  tillId: string;
  kind: Exclude<CatalogChange['kind'], 'product'>;
  _id: string;
  data: NonNullable<CatalogChange['tax'] | CatalogChange['customer'] | CatalogChange['till'] | CatalogChange['settings']>;
}

interface CatalogMeta {
  /** The feed's cursor after the last page written ('0.0' before the first). */
  cursor: string;
  complete: boolean;
  syncedAt: number | null;
  /**
   * How many products the till holds: counted when a read reaches the end, and while a read goes on the
   * last count with the pages' products added and removed since (a product changed during the first read
   * comes twice and is counted twice until the end). Counting 100,000 at every page would cost more than
   * writing it. Absent in a meta written before it was kept: then counted.
   */
  products?: number;
}

/** The feed's largest page: fewest round trips for the first read (docs/offline-till.md#the-catalog-feed). */
const PAGE_SIZE = 1000;
/** While the till is open and up to date, it asks for changes this often. */
const REFRESH_MS = 30_000;
/** After no answer, it asks again after this. */
const RETRY_MS = 10_000;

const metaName = (tillId: string) => `catalog:${tillId}`;
const scanKey = (tillId: string, code: string) => `${tillId} ${code.trim().toLowerCase()}`;
const NO_TAX = parsePercent(0);
const FIRST_META: CatalogMeta = { cursor: '0.0', complete: false, syncedAt: null, products: 0 };
/** One till's products: a range of the store's keys (`[tillId, _id]`) and of the 'name' index's (`[tillId, name, code]`). */
const tillRange = (tillId: string) => IDBKeyRange.bound([tillId], [tillId, []]);

function keptProduct(tillId: string, change: CatalogChange): KeptProduct {
  const product = change.product!;
  const codes = [product.code, ...product.variants.flatMap((variant) => [variant.barcode, `${product.code}-${variant.itemCode}`])];
  return {
    tillId,
    _id: change._id,
    name: product.name,
    code: product.code,
    categoryId: product.categoryId,
    brandId: product.brandId,
    featured: product.featured,
    price: parseMoney(product.price),
    taxId: product.taxId,
    taxMethod: product.taxMethod as TaxMethod,
    promotion: product.promotion?.start && product.promotion.end ? { price: parseMoney(product.promotion.price), start: product.promotion.start, end: product.promotion.end } : null,
    variants: product.variants.map((variant) => ({ name: variant.name, itemCode: variant.itemCode, barcode: variant.barcode, additionalPrice: parseMoney(variant.additionalPrice) })),
    scanKeys: [...new Set(codes.filter((code): code is string => Boolean(code)).map((code) => scanKey(tillId, code)))],
    nameKey: product.name.toLowerCase(),
    codeKey: product.code.toLowerCase(),
  };
}

function keptRecord(tillId: string, change: CatalogChange): KeptRecord {
  const kind = change.kind as KeptRecord['kind'];
  return { tillId, kind, _id: change._id, data: change[kind]! };
}

/** The page's changes and its cursor, written in one transaction after `before`; answers what the till holds after it. */
async function writePage(tillId: string, before: CatalogMeta, page: CatalogFeed, now: number): Promise<CatalogMeta> {
  const tx = await transaction(['products', 'records', 'meta'], 'readwrite');
  const products = tx.store('products');
  const records = tx.store('records');
  let tally = before.products;
  // A failed write aborts the transaction, which `tx.done` reports: no promise per write, whose answers
  // would be a thousand events a page for the page to handle.
  for (const change of page.changes) {
    if (change.kind !== 'product') {
      if (change.removed) records.delete([tillId, change.kind, change._id]);
      else records.put(keptRecord(tillId, change));
      continue;
    }
    if (tally !== undefined) tally += change.removed ? -1 : 1;
    if (change.removed) products.delete([tillId, change._id]);
    else products.put(keptProduct(tillId, change));
  }
  // Counted exactly where a read ends, or where no tally was kept; else the tally stands.
  const count = page.more && tally !== undefined ? Math.max(0, tally) : await request(products.count(tillRange(tillId)));
  const meta: CatalogMeta = { cursor: page.cursor, complete: !page.more || before.complete, syncedAt: now, products: count };
  await Promise.all([request(tx.store('meta').put(meta, metaName(tillId))), tx.done]);
  if (page.changes.length > 0) {
    forgetLoaded(tillId);
    catalogChanged?.postMessage(tillId);
  }
  return meta;
}

const statusOf = (meta: CatalogMeta): CatalogStatus => ({ products: meta.products ?? 0, complete: meta.complete, syncedAt: meta.syncedAt });

async function readMetaOf(tillId: string): Promise<CatalogMeta> {
  return ((await once('meta', 'readonly', (store) => store.get(metaName(tillId)))) as CatalogMeta | undefined) ?? FIRST_META;
}

/** What the till holds now, as its screen shows it. */
export async function catalogStatus(tillId: string): Promise<CatalogStatus> {
  const meta = await readMetaOf(tillId);
  return { products: await productCount(tillId, meta), complete: meta.complete, syncedAt: meta.syncedAt };
}

/** How many products the till holds: the count its meta keeps, counted only for a meta written before it was kept. */
async function productCount(tillId: string, meta: CatalogMeta): Promise<number> {
  return meta.products ?? (await once('products', 'readonly', (store) => store.count(tillRange(tillId))));
}

export type ReadFeedPage = (tillId: string, after: string) => Promise<ApiResult<CatalogFeed>>;

const readFeedPage: ReadFeedPage = (tillId, after) => callRoute('GET /api/tills/:id/catalog', { params: { id: tillId }, query: { after, limit: String(PAGE_SIZE) } });

const browserLocks = (): LockManagerLike | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as LockManagerLike) : null);

/** `step` run while this tab holds the lock `name` (at once without Web Locks: a page alone in its browser). */
async function underLock<Result>(locks: LockManagerLike | null, name: string, step: () => Promise<Result>): Promise<Result> {
  if (!locks) return step();
  let result: Result | undefined;
  await locks.request(name, {}, async () => {
    result = await step();
  });
  return result as Result;
}

/**
 * Reads pages from the stored cursor and writes them, under the till's lock, until the feed has no more
 * or `pages` were written; `onPage` hears what the till holds after each, and answers false to stop. The next page is asked while
 * the one before is written (the first read of 100,000 products spends a sixth of its time waiting for
 * the server). Answers the last status and whether another page is ready, or the refusal; rejects when
 * the server did not answer.
 */
export async function readPages(
  tillId: string,
  {
    read = readFeedPage,
    locks = browserLocks(),
    now = Date.now,
    pages = Number.POSITIVE_INFINITY,
    onPage = () => true,
  }: { read?: ReadFeedPage; locks?: LockManagerLike | null; now?: () => number; pages?: number; onPage?: (status: CatalogStatus) => boolean } = {},
): Promise<ApiResult<{ status: CatalogStatus; more: boolean }>> {
  const step = async (): Promise<ApiResult<{ status: CatalogStatus; more: boolean }>> => {
    let meta = await readMetaOf(tillId);
    let asked = read(tillId, meta.cursor);
    for (let written = 1; ; written++) {
      const answer = await asked;
      if (!answer.ok) return answer;
      // A page with nothing in it ends the read whatever it says: another would be asked at once, and again.
      const page = { ...answer.data, more: answer.data.more && answer.data.changes.length > 0 };
      let goOn = page.more && written < pages;
      if (goOn) {
        asked = read(tillId, page.cursor);
        // Not awaited if the write below fails: its own failure is not this read's.
        asked.catch(() => {});
      }
      meta = await writePage(tillId, meta, page, now());
      goOn = onPage(statusOf(meta)) && goOn;
      if (!goOn) return { ok: true, data: { status: statusOf(meta), more: page.more } };
    }
  };
  return underLock(locks, `shopdesk-catalog-${tillId}`, step);
}

/**
 * While the till is open in this tab: its catalog is read to the end, then asked for changes every
 * 30 s (at once when the browser is back online); `onStatus` hears each page. Answers the way to stop.
 */
export function keepTillCatalog(tillId: string, onStatus: (status: CatalogStatus) => void, read: ReadFeedPage = readFeedPage, locks: LockManagerLike | null = browserLocks()): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let heard = false;
  const tell = (status: CatalogStatus) => {
    heard = true;
    onStatus(status);
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void run(), ms);
  };
  async function run(): Promise<void> {
    try {
      const onPage = (status: CatalogStatus) => {
        if (stopped) return false;
        tell(status);
        return true;
      };
      const answer = await readPages(tillId, { read, locks, onPage });
      if (stopped) return;
      schedule(answer.ok && !answer.data.more ? REFRESH_MS : RETRY_MS);
    } catch {
      // No answer (offline, the server down): the till sells from what it holds, and asks again later.
      schedule(RETRY_MS);
    }
  }
  const wake = () => schedule(0);
  globalThis.addEventListener?.('online', wake);
  // What the till already holds, unless a page it reads now has already said more.
  void catalogStatus(tillId)
    .then((status) => !stopped && !heard && tell(status))
    .catch(() => {});
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', wake);
  };
}

/**
 * The products and taxes of a till, read into memory when the till first answers from its catalog: a
 * search or a category's tiles walk them there. Read in slices, each its own transaction and a moment
 * of the page's time, so that a scan or a key pressed meanwhile is answered between two slices.
 */
interface Loaded {
  /** In the 'name' index's order: by name, then code. */
  products: KeptProduct[];
  taxes: Map<string, Percent>;
}
let loaded: { tillId: string; catalog: Promise<Loaded>; read?: Loaded } | null = null;
/** Products read into memory at a time: a few milliseconds of the page, which a scan waits for at most. */
const LOAD_SLICE = 250;

/** Tells this browser's other tabs that a till's catalog changed: each drops its copy in memory (one tab writes the pages). */
const catalogChanged = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('shopdesk-catalog');
catalogChanged?.addEventListener('message', (event: MessageEvent<string>) => forgetLoaded(event.data));

function forgetLoaded(tillId: string): void {
  if (loaded?.tillId === tillId) loaded = null;
  if (keptTaxes?.tillId === tillId) keptTaxes = null;
}

/**
 * A scan reads one index and nothing else: the taxes are kept a while in the page (a tax changed in
 * another tab's page of changes reaches this one within REFRESH_MS), and a till seen complete stays so.
 */
let keptTaxes: { tillId: string; at: number; taxes: Promise<Map<string, Percent>> } | null = null;
const completeTills = new Set<string>();

function readTaxes(tillId: string): Promise<Map<string, Percent>> {
  if (keptTaxes?.tillId === tillId && Date.now() - keptTaxes.at < REFRESH_MS) return keptTaxes.taxes;
  const taxes = once<KeptRecord[]>('records', 'readonly', (store) => store.index('kind').getAll([tillId, 'tax'])).then(
    (records) => new Map(records.map((tax) => [tax._id, parsePercent((tax.data as NonNullable<CatalogChange['tax']>).rate)])),
  );
  const entry = { tillId, at: Date.now(), taxes };
  keptTaxes = entry;
  taxes.catch(() => keptTaxes === entry && (keptTaxes = null));
  return taxes;
}

/**
 * Scans go before the catalog's reading into memory: a slice is read once no scan waits and none came
 * for LOOKUP_QUIET_MS (a cashier scanning a basket is not slowed by it), unless a search or a
 * category's tiles wait for the read: then it goes at once.
 */
let lookups = 0;
let lastLookupAt = Number.NEGATIVE_INFINITY;
let lookupsDone: (() => void)[] = [];
const LOOKUP_QUIET_MS = 250;
/** A search or a category's tiles wait for the catalog in memory: its read no longer gives way. */
let loadAwaited = false;

async function asLookup<Result>(work: () => Promise<Result>): Promise<Result> {
  lookups++;
  try {
    return await work();
  } finally {
    lookups--;
    lastLookupAt = Date.now();
    if (lookups === 0) for (const resume of lookupsDone.splice(0)) resume();
  }
}

/** Resolves when the catalog's reading may take its next slice. */
async function sliceTurn(): Promise<void> {
  for (;;) {
    if (lookups > 0) await new Promise<void>((resume) => lookupsDone.push(resume));
    const quietFor = Date.now() - lastLookupAt;
    if (loadAwaited || quietFor >= LOOKUP_QUIET_MS) return;
    await new Promise((resume) => setTimeout(resume, LOOKUP_QUIET_MS - quietFor));
  }
}

async function readAllByName(tillId: string): Promise<KeptProduct[]> {
  const products: KeptProduct[] = [];
  let range = tillRange(tillId);
  for (;;) {
    await sliceTurn();
    const slice = await once<KeptProduct[]>('products', 'readonly', (store) => store.index('name').getAll(range, LOAD_SLICE));
    products.push(...slice);
    if (slice.length < LOAD_SLICE) return products;
    const last = slice[slice.length - 1];
    range = IDBKeyRange.bound([tillId, last.nameKey, last.codeKey], [tillId, []], true);
  }
}

/** The till's catalog in memory, read now if it is not; `awaited`: someone waits for it, so its read gives way to no scan. */
function loadCatalog(tillId: string, awaited = true): Promise<Loaded> {
  if (awaited && !(loaded?.tillId === tillId && loaded.read)) loadAwaited = true;
  if (loaded?.tillId === tillId) return loaded.catalog;
  const catalog = (async () => {
    const [products, taxes] = await Promise.all([readAllByName(tillId), readTaxes(tillId)]);
    return { products, taxes };
  })();
  const entry: NonNullable<typeof loaded> = { tillId, catalog };
  loaded = entry;
  catalog.then(
    (read) => {
      entry.read = read;
      loadAwaited = false;
    },
    () => forgetLoaded(tillId),
  );
  return catalog;
}

/** A kept product as the POS sells it. Its stock is not known without the server (null). */
function posItemOf(product: KeptProduct, taxes: Map<string, Percent>, scannedVariant: string | null): PosItem {
  return {
    id: product._id,
    name: product.name,
    code: product.code,
    image: null,
    pricing: { price: product.price, promotion: product.promotion, warehousePrices: null },
    taxRate: taxes.get(product.taxId) ?? NO_TAX,
    taxMethod: product.taxMethod,
    stock: null,
    variants: product.variants.map((variant) => ({ ...variant, stock: null })),
    scannedVariant,
  };
}

/** The till's catalog when it holds one to sell from: the open till's, read to the end at least once. */
async function sellableTill(): Promise<string | null> {
  const tillId = tillOpenHere();
  if (tillId && completeTills.has(tillId)) return tillId;
  return (await sellableCatalog())?.tillId ?? null;
}

/** The open till and what its catalog's meta says, when it holds a catalog to sell from. */
async function sellableCatalog(): Promise<{ tillId: string; meta: CatalogMeta } | null> {
  const tillId = tillOpenHere();
  if (!tillId) return null;
  const meta = await readMetaOf(tillId);
  if (!meta.complete) return null;
  completeTills.add(tillId);
  return { tillId, meta };
}

/**
 * The product a scanned code names in the till's catalog, as the server finds it: its own code first,
 * then a size's barcode or `{code}-{itemCode}`. Null when none has it; undefined when the till keeps no
 * catalog to answer from.
 */
export function findInTillCatalog(code: string): Promise<PosItem | null | undefined> {
  return asLookup(() => lookUp(code));
}

async function lookUp(code: string): Promise<PosItem | null | undefined> {
  const tillId = await sellableTill();
  if (!tillId) return undefined;
  const key = scanKey(tillId, code);
  const [found, taxes] = await Promise.all([once<KeptProduct[]>('products', 'readonly', (store) => store.index('scan').getAll(key)), readTaxes(tillId)]);
  const byOwnCode = found.find((product) => scanKey(tillId, product.code) === key);
  if (byOwnCode) return posItemOf(byOwnCode, taxes, null);
  for (const product of found) {
    const variant = product.variants.find((size) => (size.barcode !== null && scanKey(tillId, size.barcode) === key) || scanKey(tillId, `${product.code}-${size.itemCode}`) === key);
    if (variant) return posItemOf(product, taxes, variant.itemCode);
  }
  return null;
}

/** Products whose name or code matches `text` (the server's rule, src/domain/product-search.ts), first `limit` by name; undefined without a catalog. */
export async function searchTillCatalog(text: string, limit: number): Promise<PosItem[] | undefined> {
  const tillId = await sellableTill();
  if (!tillId) return undefined;
  const { products, taxes } = await loadCatalog(tillId);
  const matches = productSearchMatcher(text);
  const found: PosItem[] = [];
  for (const product of products) {
    if (matches && !matches(product.nameKey, product.codeKey)) continue;
    found.push(posItemOf(product, taxes, null));
    if (found.length === limit) break;
  }
  // A size's own code typed whole names its product too, as the server's search does.
  if (found.length < limit) {
    const sized = await findInTillCatalog(text);
    if (sized && !found.some((item) => item.id === sized.id)) found.push({ ...sized, scannedVariant: null });
  }
  return found;
}

function inTiles(filter: TileFilter): (product: KeptProduct) => boolean {
  switch (filter.kind) {
    case 'category':
      return (product) => product.categoryId === filter.id;
    case 'brand':
      return (product) => product.brandId === filter.id;
    case 'featured':
      return (product) => product.featured;
    case 'all':
      return () => true;
  }
}

/** One page of the till's products in name order, read from the 'name' index without reading the others. */
async function pageByName(tillId: string, page: number, pageSize: number): Promise<KeptProduct[]> {
  const tx = await transaction('products');
  const byName = tx.store('products').index('name');
  const products: KeptProduct[] = [];
  const walked = new Promise<void>((resolve, reject) => {
    const cursor = byName.openCursor(tillRange(tillId));
    let skipped = page === 1;
    cursor.onerror = () => reject(cursor.error);
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return resolve();
      if (!skipped) {
        skipped = true;
        return at.advance((page - 1) * pageSize);
      }
      products.push(at.value as KeptProduct);
      if (products.length === pageSize) return resolve();
      at.continue();
    };
  });
  await Promise.all([walked, tx.done]);
  return products;
}

/**
 * A page of product tiles from the till's catalog, by name; undefined without a catalog. All products'
 * tiles are read a page at a time, so the till opened without a network shows them at once; a category,
 * a brand or Featured is picked from the catalog in memory, which this first page starts reading.
 */
export async function tillCatalogTiles(filter: TileFilter, page: number, pageSize: number): Promise<{ rows: PosItem[]; total: number; capped: boolean } | undefined> {
  const sellable = await sellableCatalog();
  if (!sellable) return undefined;
  const { tillId, meta } = sellable;
  if (filter.kind === 'all' && !(loaded?.tillId === tillId && loaded.read)) {
    // The count the meta keeps, not one made now: counting 100,000 keys holds up the scan that follows.
    const [products, taxes, total] = await Promise.all([pageByName(tillId, page, pageSize), readTaxes(tillId), productCount(tillId, meta)]);
    // The search will need the whole catalog: it is read from now on, a slice at a time (once).
    setTimeout(() => void loadCatalog(tillId, false).catch(() => {}), 0);
    return { rows: products.map((product) => posItemOf(product, taxes, null)), total, capped: false };
  }
  const { products, taxes } = await loadCatalog(tillId);
  const shown = products.filter(inTiles(filter));
  return { rows: shown.slice((page - 1) * pageSize, page * pageSize).map((product) => posItemOf(product, taxes, null)), total: shown.length, capped: false };
}
