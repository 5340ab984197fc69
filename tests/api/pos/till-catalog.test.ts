/**
 * The catalog a till keeps in this browser (docs/offline-till.md#the-catalog-on-the-till), read from
 * a fake feed that pages and moves its cursor as the server's does: read to the end a page at a time,
 * from the stored cursor after a reload, changed and removed records applied; then scanned, searched
 * and tiled as the server would answer.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CatalogChange, CatalogFeed } from '../../../src/domain/offline.schemas';
import type { ApiResult } from '../../../src/api/common/http';
import { catalogStatus, findInTillCatalog, keepTillCatalog, readPages, searchTillCatalog, tillCatalogTiles, type ReadFeedPage } from '../../../src/api/pos/till-catalog';
import { openTillHere } from '../../../src/api/pos/open-till';
import { fakeLocks, freshDatabasePerTest } from './till-fakes';

freshDatabasePerTest();

const product = (id: string, name: string, code: string, extra: Partial<NonNullable<CatalogChange['product']>> = {}): CatalogChange => ({
  kind: 'product',
  _id: id,
  removed: false,
  product: {
    name,
    code,
    productType: 'standard',
    categoryId: 'cat-phones',
    brandId: null,
    price: 22.5,
    taxId: 'tax-10',
    taxMethod: 'Exclusive',
    featured: false,
    promotion: null,
    variants: [],
    ...extra,
  },
});
const tax: CatalogChange = { kind: 'tax', _id: 'tax-10', removed: false, tax: { name: 'VAT 10', rate: 10 } };

/** The feed: its changes in order, a page of `limit` after the cursor `<index>.0`; `asked` records each cursor sent. */
function fakeFeed(initial: CatalogChange[], limit = 2) {
  const changes = [...initial];
  const asked: string[] = [];
  const read: ReadFeedPage = async (_tillId, after) => {
    asked.push(after);
    const from = Number(after.split('.')[0]);
    const page = changes.slice(from, from + limit);
    const answer: CatalogFeed = { changes: page, cursor: `${from + page.length}.0`, more: from + page.length < changes.length };
    return { ok: true, data: answer } satisfies ApiResult<CatalogFeed>;
  };
  return { read, asked, changes };
}

/** Reads every page there is, as the till does when it opens. */
async function readToEnd(read: ReadFeedPage, tillId = 'till-1') {
  for (;;) {
    const answer = await readPages(tillId, { read, locks: fakeLocks(), pages: 1 });
    if (!answer.ok) throw new Error(`refused ${answer.status}`);
    if (!answer.data.more) return answer.data.status;
  }
}

const phones = [
  tax,
  product('p-1', 'Oppo A17', 'OPPO17'),
  product('p-2', 'Nokia 3310', 'NOK3310', { featured: true }),
  product('p-3', 'T-shirt', 'TEE', {
    categoryId: 'cat-clothes',
    variants: [
      { _id: 'v-s', name: 'Small', itemCode: 'S', barcode: '4006381333931', additionalPrice: 0 },
      { _id: 'v-l', name: 'Large', itemCode: 'L', barcode: null, additionalPrice: 1.5 },
    ],
  }),
  product('p-4', 'Oppo Reno', 'RENO', { promotion: { price: 19.99, start: '2026-11-01', end: '2026-11-30' } }),
];

describe("reading the till's catalog", () => {
  it('reads the feed a page at a time from the stored cursor, and is complete only after the last page', async () => {
    const feed = fakeFeed(phones);
    const statuses = [];
    for (;;) {
      const answer = await readPages('till-1', { read: feed.read, locks: fakeLocks(), now: () => 1000, pages: 1 });
      if (!answer.ok) throw new Error('refused');
      statuses.push(answer.data.status);
      if (!answer.data.more) break;
    }
    expect(feed.asked).toEqual(['0.0', '2.0', '4.0']);
    expect(statuses).toEqual([
      { products: 1, complete: false, syncedAt: 1000 },
      { products: 3, complete: false, syncedAt: 1000 },
      { products: 4, complete: true, syncedAt: 1000 },
    ]);
    expect(await catalogStatus('till-1')).toEqual({ products: 4, complete: true, syncedAt: 1000 });
  });

  it('asks for the next page while it writes one, and after no answer goes on from the last page written', async () => {
    const feed = fakeFeed(phones);
    let answerThird = false;
    const log: string[] = [];
    const read: ReadFeedPage = async (tillId, after) => {
      log.push(`ask ${after}`);
      if (after === '4.0' && !answerThird) throw new TypeError('Failed to fetch');
      return feed.read(tillId, after);
    };
    const onPage = (status: { products: number }) => log.push(`holds ${status.products}`) > 0;
    await expect(readPages('till-1', { read, locks: fakeLocks(), onPage })).rejects.toThrow('Failed to fetch');
    // Each page is asked before the one before it is written; the second is kept though the third got no answer.
    expect(log).toEqual(['ask 0.0', 'ask 2.0', 'holds 1', 'ask 4.0', 'holds 3']);
    answerThird = true;
    log.length = 0;
    const answer = await readPages('till-1', { read, locks: fakeLocks(), onPage });
    expect([log, answer]).toEqual([['ask 4.0', 'holds 4'], { ok: true, data: { status: { products: 4, complete: true, syncedAt: expect.any(Number) }, more: false } }]);
  });

  it('stops where the till says so, the next page asked and left', async () => {
    const feed = fakeFeed(phones);
    const answer = await readPages('till-1', { read: feed.read, locks: fakeLocks(), onPage: () => false });
    expect([answer.ok && answer.data.more, feed.asked]).toEqual([true, ['0.0', '2.0']]);
    expect(await catalogStatus('till-1')).toMatchObject({ products: 1, complete: false });
  });

  it('goes on after a reload from the last page written, never from the start', async () => {
    const feed = fakeFeed(phones);
    await readPages('till-1', { read: feed.read, locks: fakeLocks(), pages: 1 });
    // The page reloads: the module and its connection are new, the database is the same.
    const { closeTillDatabase } = await import('../../../src/api/pos/till-database');
    await closeTillDatabase();
    vi.resetModules();
    const reloaded = await import('../../../src/api/pos/till-catalog');
    await reloaded.readPages('till-1', { read: feed.read, locks: fakeLocks(), pages: 1 });
    expect(feed.asked).toEqual(['0.0', '2.0']);
    const again = await import('../../../src/api/pos/till-database');
    await again.closeTillDatabase();
  });

  it('applies a changed price and a removed product, and keeps each till apart', async () => {
    const feed = fakeFeed(phones);
    await readToEnd(feed.read);
    feed.changes.push(product('p-1', 'Oppo A17', 'OPPO17', { price: 20 }), { kind: 'product', _id: 'p-2', removed: true });
    const stop = keepTillCatalog('till-1', () => {}, feed.read, fakeLocks());
    const close = openTillHere('till-1');
    await vi.waitFor(async () => expect((await catalogStatus('till-1')).products).toBe(3));
    expect((await findInTillCatalog('oppo17'))!.pricing.price).toBe(2000);
    expect(await findInTillCatalog('NOK3310')).toBeNull();
    expect(await catalogStatus('till-2')).toEqual({ products: 0, complete: false, syncedAt: null });
    stop();
    close();
  });

  it('tells the till how far it has read, and stops asking once stopped', async () => {
    const feed = fakeFeed(phones);
    const heard: number[] = [];
    const stop = keepTillCatalog('till-1', (status) => heard.push(status.products), feed.read, fakeLocks());
    await vi.waitFor(() => expect(heard.at(-1)).toBe(4));
    stop();
    const asked = feed.asked.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(feed.asked.length).toBe(asked);
  });
});

describe("selling from the till's catalog", () => {
  async function openTill() {
    const feed = fakeFeed(phones);
    await readToEnd(feed.read);
    // The till open in this tab is the one the scan and search answer for.
    return openTillHere('till-1');
  }

  it('answers nothing while no till is open here, or its catalog is not complete, so the server failure stands', async () => {
    await readToEnd(fakeFeed(phones).read);
    expect(await findInTillCatalog('OPPO17')).toBeUndefined();
  });

  it('answers nothing while the till keeps no complete catalog', async () => {
    // A till this page never saw complete (one seen complete stays so for the page).
    const stop = openTillHere('till-9');
    expect(await findInTillCatalog('OPPO17')).toBeUndefined();
    expect(await searchTillCatalog('opp', 8)).toBeUndefined();
    expect(await tillCatalogTiles({ kind: 'all' }, 1, 10)).toBeUndefined();
    stop();
  });

  it('finds a scanned code as the server does: the product by its own code in any case, a size by its barcode or code-itemCode', async () => {
    const stop = await openTill();
    const oppo = await findInTillCatalog(' oppo17 ');
    expect(oppo).toEqual({
      id: 'p-1',
      name: 'Oppo A17',
      code: 'OPPO17',
      image: null,
      pricing: { price: 2250, promotion: null, warehousePrices: null },
      taxRate: 10_000,
      taxMethod: 'Exclusive',
      stock: null,
      variants: [],
      scannedVariant: null,
    });
    expect((await findInTillCatalog('4006381333931'))!.scannedVariant).toBe('S');
    expect((await findInTillCatalog('tee-l'))!.scannedVariant).toBe('L');
    expect((await findInTillCatalog('TEE'))!.scannedVariant).toBeNull();
    expect((await findInTillCatalog('TEE'))!.variants).toEqual([
      { name: 'Small', itemCode: 'S', barcode: '4006381333931', additionalPrice: 0, stock: null },
      { name: 'Large', itemCode: 'L', barcode: null, additionalPrice: 150, stock: null },
    ]);
    expect((await findInTillCatalog('RENO'))!.pricing.promotion).toEqual({ price: 1999, start: '2026-11-01', end: '2026-11-30' });
    expect(await findInTillCatalog('nothing')).toBeNull();
    stop();
  });

  it('searches names and codes from their start below 3 characters and anywhere from 3, by name, at most the limit', async () => {
    const stop = await openTill();
    const names = async (text: string, limit = 8) => (await searchTillCatalog(text, limit))!.map((item) => item.name);
    expect(await names('op')).toEqual(['Oppo A17', 'Oppo Reno']);
    expect(await names('pp')).toEqual([]);
    expect(await names('ppo')).toEqual(['Oppo A17', 'Oppo Reno']);
    expect(await names('3310')).toEqual(['Nokia 3310']);
    expect(await names('o', 1)).toEqual(['Oppo A17']);
    expect(await names('tee-s')).toEqual(['T-shirt']);
    stop();
  });

  it('pages the tiles of a category, a brand, the featured ones or all, by name', async () => {
    const stop = await openTill();
    const all = await tillCatalogTiles({ kind: 'all' }, 2, 3);
    expect([all!.total, all!.rows.map((item) => item.name)]).toEqual([4, ['T-shirt']]);
    expect((await tillCatalogTiles({ kind: 'category', id: 'cat-clothes' }, 1, 10))!.rows.map((item) => item.code)).toEqual(['TEE']);
    expect((await tillCatalogTiles({ kind: 'featured' }, 1, 10))!.rows.map((item) => item.code)).toEqual(['NOK3310']);
    expect((await tillCatalogTiles({ kind: 'brand', id: 'b-none' }, 1, 10))!.total).toBe(0);
    stop();
  });
});

describe('a catalog of many products', () => {
  /** `count` products named 'Item 00000'…, every 7th in Clothes: more than one slice read into memory. */
  const many = (count: number) => [tax, ...Array.from({ length: count }, (_, n) => product(`p-${n}`, `Item ${String(n).padStart(5, '0')}`, `C${n}`, { categoryId: n % 7 === 0 ? 'cat-clothes' : 'cat-phones' }))];

  it('counts its products while the first read goes on and exactly where it ends, a product sent twice counted once', async () => {
    const feed = fakeFeed([...phones, product('p-1', 'Oppo A17', 'OPPO17', { price: 21 })]);
    const statuses = [];
    for (;;) {
      const answer = await readPages('till-1', { read: feed.read, locks: fakeLocks(), now: () => 1000, pages: 1 });
      if (!answer.ok) throw new Error('refused');
      statuses.push(answer.data.status.products);
      if (!answer.data.more) break;
    }
    // Pages of 2: tax + p-1, p-2 + p-3, p-4 + p-1 again; the last page counts what the till holds.
    expect(statuses).toEqual([1, 3, 4]);
    expect(await catalogStatus('till-1')).toEqual({ products: 4, complete: true, syncedAt: 1000 });
  });

  it('pages all its tiles by name from the index, and a category, the search and a later page of all from memory, the same order', async () => {
    await readToEnd(fakeFeed(many(1_100), 1000).read);
    const stop = openTillHere('till-1');
    const codes = (rows: { code: string }[]) => rows.map((row) => row.code);
    const fromIndex = await tillCatalogTiles({ kind: 'all' }, 11, 100);
    expect([fromIndex!.total, codes(fromIndex!.rows).slice(0, 2), fromIndex!.rows.length]).toEqual([1_100, ['C1000', 'C1001'], 100]);
    const clothes = await tillCatalogTiles({ kind: 'category', id: 'cat-clothes' }, 2, 100);
    expect([clothes!.total, codes(clothes!.rows).slice(0, 2)]).toEqual([158, ['C700', 'C707']]);
    expect(codes((await searchTillCatalog('item 010', 8))!)).toEqual(['C1000', 'C1001', 'C1002', 'C1003', 'C1004', 'C1005', 'C1006', 'C1007']);
    expect(await tillCatalogTiles({ kind: 'all' }, 11, 100)).toEqual(fromIndex);
    stop();
  });

  it('reads the catalog into memory only once no scan has come for a moment, and at once when a search waits for it', async () => {
    await readToEnd(fakeFeed(many(1_100), 1000).read);
    const stop = openTillHere('till-1');
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const slices = () => getAll.mock.contexts.filter((index) => (index as IDBIndex).name === 'name').length;
    // The first tiles start the read; a cashier scans a basket at once, one code after another.
    await tillCatalogTiles({ kind: 'all' }, 1, 10);
    for (let scan = 0; scan < 5; scan++) expect((await findInTillCatalog(`C${scan}`))!.code).toBe(`C${scan}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slices()).toBe(0);
    const found = await searchTillCatalog('item 0109', 8);
    expect([found!.map((item) => item.code), slices()]).toEqual([['C1090', 'C1091', 'C1092', 'C1093', 'C1094', 'C1095', 'C1096', 'C1097'], 5]);
    stop();
  });

  it("drops another tab's catalog in memory when this tab writes a change, so its search finds the new name", async () => {
    const feed = fakeFeed(phones);
    await readToEnd(feed.read);
    const stop = openTillHere('till-1');
    // The other tab: the same module loaded again, with its own page state and the same database.
    vi.resetModules();
    const otherTab = await import('../../../src/api/pos/till-catalog');
    const stopOther = (await import('../../../src/api/pos/open-till')).openTillHere('till-1');
    const names = async (text: string) => (await otherTab.searchTillCatalog(text, 8))!.map((item) => item.name);
    expect(await names('nokia')).toEqual(['Nokia 3310']);
    feed.changes.push(product('p-2', 'Nokia 105', 'NOK3310'));
    await readToEnd(feed.read);
    await vi.waitFor(async () => expect(await names('nokia')).toEqual(['Nokia 105']));
    stopOther();
    stop();
  });

  it('opens a database its older version wrote (no name index) with its products in name order', async () => {
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open('shopdesk-till', 2);
      opening.onupgradeneeded = () => {
        const db = opening.result;
        db.createObjectStore('blocks', { keyPath: 'id' }).createIndex('tillId', 'tillId');
        const outbox = db.createObjectStore('outbox', { keyPath: 'clientId' });
        outbox.createIndex('order', ['queuedAt', 'number']);
        outbox.createIndex('blockId', 'blockId');
        db.createObjectStore('settled', { keyPath: 'clientId' });
        db.createObjectStore('meta').put({ cursor: '2.0', complete: true, syncedAt: 5 }, 'catalog:till-7');
        const products = db.createObjectStore('products', { keyPath: ['tillId', '_id'] });
        products.createIndex('tillId', 'tillId');
        products.createIndex('scan', 'scanKeys', { multiEntry: true });
        db.createObjectStore('records', { keyPath: ['tillId', 'kind', '_id'] }).createIndex('kind', ['tillId', 'kind']);
        for (const [id, name] of [['p-9', 'Zebra'], ['p-8', 'Apple']]) products.put({ tillId: 'till-7', _id: id, name, code: id, nameKey: name.toLowerCase(), codeKey: id, variants: [], scanKeys: [] });
      };
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
      opening.onerror = () => reject(opening.error);
    });
    const stop = openTillHere('till-7');
    const { openTillDatabase } = await import('../../../src/api/pos/till-database');
    expect([...(await openTillDatabase()).transaction('products').objectStore('products').indexNames]).toEqual(['name', 'scan']);
    // Its meta kept no count: the till counts.
    expect(await catalogStatus('till-7')).toEqual({ products: 2, complete: true, syncedAt: 5 });
    expect((await tillCatalogTiles({ kind: 'all' }, 1, 10))!.rows.map((row) => row.name)).toEqual(['Apple', 'Zebra']);
    stop();
  });
});

describe('a feed that says more but sends nothing', () => {
  it('ends the read instead of asking again at once', async () => {
    let asked = 0;
    const read: ReadFeedPage = async () => {
      asked += 1;
      return { ok: true, data: { changes: [], cursor: '0.0', more: true } };
    };
    const answer = await readPages('till-1', { read, locks: fakeLocks(), pages: 1 });
    expect(answer).toEqual({ ok: true, data: { status: { products: 0, complete: true, syncedAt: expect.any(Number) }, more: false } });
    expect(asked).toBe(1);
  });
});
