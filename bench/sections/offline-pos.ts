/**
 * The offline till in headless Chromium at 100,000 products (docs/offline-till.md#the-catalog-on-the-till
 * and #opening-without-the-server; budgets of docs/quality.md#budgets): the first copy of the catalog
 * into the browser, the POS opened with no network in a browser that opened it online once, and the
 * scan and the search answered from the till's catalog with the network off.
 *
 * A new PostgreSQL database of its own with the generated catalog of section 10 (bench/seed/catalog.ts,
 * products only: the till's catalog holds no sales), dropped after.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { onInterrupt } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { HISTORY_PRODUCTS, seedCatalog } from '../lib/history-database';
import { firstLine, load1, loadText } from '../lib/history-server';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import {
  benchTimings, bindTill, CART_LINES, CHROMIUM, emptyCart, FIRST_SCANS, instrument, openTillOnMain, REPEAT_SCANS, sampleCells, scan, scanSets, SCAN_BUDGET_MS,
  SCANNER_KEY_DELAY_MS, searchBox, signInToPos, SIZE_SCANS, spreadCodes, typeName, typingRounds, TYPING_BUDGET_MS, TYPING_ROUNDS, TYPIST_KEY_DELAY_MS, VIEWPORT,
  type ScanSamples, type TypingSamples,
} from '../lib/pos-page';
import { createBenchDatabase, postgresReachable, vacuumAnalyze } from '../lib/postgres-database';
import type { RunningServer } from '../lib/server-process';
import { createBenchUser, startShopDesk, type BenchUser } from '../lib/shopdesk-server';
import { BENCH_SIZED_EVERY } from '../seed/catalog';

export const OFFLINE_POS_HEADING = '## 18. The offline till in Chromium at 100,000 products';
const DOWNLOAD_BUDGET_S = 30;
const COLD_START_BUDGET_MS = 3000;
/** Each first copy is made in a new browser profile; the last one goes on to the measures offline. */
const DOWNLOADS = 2;
/** Far past the budget: a copy that slow is still timed, to say where its time goes. */
const DOWNLOAD_TIMEOUT_MS = 15 * 60_000;
const COLD_STARTS = 5;
/**
 * Name fragments of the generated catalog typed as a cashier types them. Without the network there
 * is no search answer to time, only the matches list's change, so the last letter of each changes the
 * 8 matches (checked against the catalog: 'sony t' lists Sony tablets first, 'sony tv' Sony TVs).
 */
const OFFLINE_QUERIES = ['sony tv', 'dell mo', 'anker ch', 'razer mou', 'canon pr', 'kingston ss', 'logitech k', 'tecno w', 'asus cam', 'vivo po'];
/** The reads the till opens with that the service worker must hold before the browser goes offline (as tests/e2e/pos-offline-open.spec.ts waits for them). */
const KEPT_READS = ['/api/me', '/api/settings', '/api/customers/choices', '/api/accounts/picker'];

interface Download {
  /** From the first feed request to the meta record `catalog:<till>` complete, polled every 100 ms. */
  seconds: number;
  /** The first feed request, from the POS's navigation (the copy starts 5 s after the till opens). */
  firstRequestS: number;
  pages: number;
  /** The feed's answers one after another (Resource Timing, request start to response end), summed. */
  waitingS: number;
  /** The till's write transactions over its products (each a page and its cursor), from their start to their commit, summed; their count. */
  writingS: number;
  writes: number;
  /** The first and the last of those writes, ms: how a page's write grows with the products already kept. */
  firstWriteMs: number;
  lastWriteMs: number;
  /** Counting the till's products (a range of the store's keys) once complete, as the read's last page does, ms. */
  countMs: number;
  products: number;
}

interface ColdStart {
  /** From the navigation's start (the page's time origin), each phase's end, ms. */
  workerStart: number;
  documentEnd: number;
  domContentLoaded: number;
  ready: number;
  enter: number;
  row: number;
  /** The name typed after the scan (the tiles have begun reading the whole catalog into memory by then). */
  firstTyped: number | undefined;
  /** The till's read of its whole catalog into memory (getAll slices on the 'name' index, after its first tiles), first start and last end; null when it made none. */
  catalogRead: { start: number; end: number; slices: number } | null;
  onLine: boolean;
  /** Requests that failed for want of a network, requests refused (sent out: must be none), answers not marked as the worker's. */
  disconnected: number;
  refused: number;
  unmarked: number;
}

interface Measured {
  downloads: Download[];
  offline: ScanSamples & TypingSamples & { firstTyped: number | undefined };
  coldStarts: ColdStart[];
  /** Requests the service worker made on the online visit, as Playwright saw them: the offline starts' count of network answers can see the worker's. */
  workerRequestsOnline: number;
}

/**
 * The context's requests as Playwright sees them (in Chromium, the service worker's too): how many the
 * worker made, how many failed for want of a network (net::ERR_INTERNET_DISCONNECTED: setOffline applies)
 * or were refused (net::ERR_CONNECTION_REFUSED: they went out, to the server stopped by then), and the
 * answers not marked as the worker's (its kept answers, given from its cache, can come so).
 */
function watchRequests(context: BrowserContext, origin: string) {
  let workerRequests = 0;
  let disconnected = 0;
  let refused = 0;
  let unmarked = 0;
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests++;
  });
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error.includes('ERR_INTERNET_DISCONNECTED')) disconnected++;
    else if (error.includes('ERR_CONNECTION_REFUSED')) refused++;
  });
  context.on('response', (response) => {
    if (response.url().startsWith(origin) && !response.fromServiceWorker()) unmarked++;
  });
  return { seen: () => ({ workerRequests, disconnected, refused, unmarked }) };
}

/** Records the till's read of its catalog into memory (getAll slices on the products' 'name' index) in the page: the first slice's start, the last one's end. */
function recordCatalogReads() {
  const reads: { start: number; end: number; slices: number }[] = [];
  (globalThis as unknown as { benchCatalogReads: typeof reads }).benchCatalogReads = reads;
  const getAll = IDBIndex.prototype.getAll;
  IDBIndex.prototype.getAll = function (this: IDBIndex, ...args: Parameters<IDBIndex['getAll']>) {
    const asked = getAll.apply(this, args);
    if (this.objectStore.name === 'products' && this.name === 'name') {
      reads[0] ??= { start: performance.now(), end: Number.NaN, slices: 0 };
      const read = reads[0];
      read.slices++;
      asked.addEventListener('success', () => (read.end = performance.now()));
    }
    return asked;
  };
}

/**
 * Waits in the page for the till's first feed request, then polls the meta record until it says the
 * catalog is complete. Opens 'shopdesk-till' only once the till has (its feed request comes after it
 * read its cursor there): opening a missing one would create it without the till's stores.
 */
async function timeDownload(page: Page, tillId: string): Promise<Download> {
  const result = await page.evaluate(
    async ({ tillId, timeoutMs }) => {
      const feed = `/api/tills/${tillId}/catalog`;
      const entries = () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === feed) as PerformanceResourceTiming[];
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const deadline = performance.now() + timeoutMs;
      while (entries().length === 0 || !(await indexedDB.databases()).some((db) => db.name === 'shopdesk-till')) {
        if (performance.now() > deadline) return 'no feed request';
        await sleep(50);
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('shopdesk-till');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      db.onversionchange = () => db.close();
      const ask = <T>(store: string, read: (store: IDBObjectStore) => IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          const asked = read(db.transaction(store).objectStore(store));
          asked.onsuccess = () => resolve(asked.result);
          asked.onerror = () => reject(asked.error);
        });
      for (;;) {
        const meta = await ask<{ complete?: boolean } | undefined>('meta', (store) => store.get(`catalog:${tillId}`));
        if (meta?.complete === true) break;
        if (performance.now() > deadline) return 'not complete in time';
        await sleep(100);
      }
      const completeAt = performance.now();
      const countStarted = performance.now();
      const products = await ask<number>('products', (store) => store.count(IDBKeyRange.bound([tillId], [tillId, []])));
      const countMs = performance.now() - countStarted;
      db.close();
      const pages = entries();
      const writes = (globalThis as unknown as { benchWrites: number[] }).benchWrites;
      return {
        seconds: (completeAt - pages[0]!.startTime) / 1000,
        firstRequestS: pages[0]!.startTime / 1000,
        pages: pages.length,
        waitingS: pages.reduce((sum, entry) => sum + entry.responseEnd - entry.startTime, 0) / 1000,
        writingS: writes.reduce((sum, ms) => sum + ms, 0) / 1000,
        writes: writes.length,
        firstWriteMs: writes[0] ?? Number.NaN,
        lastWriteMs: writes.at(-1) ?? Number.NaN,
        countMs,
        products,
      };
    },
    { tillId, timeoutMs: DOWNLOAD_TIMEOUT_MS },
  );
  if (typeof result === 'string') throw new Error(`the till's first copy of the catalog: ${result}`);
  return result;
}

/** The service worker controls the page and holds the reads the till opens with (docs/offline-till.md#opening-without-the-server). */
async function workerReady(page: Page, tillId: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const wanted = [...KEPT_READS, `/api/tills/${tillId}`];
  await page.waitForFunction(
    async (reads) => {
      const kept = (await (await caches.open('shopdesk-till-reads')).keys()).map((read) => new URL(read.url).pathname);
      return reads.every((read) => kept.includes(read));
    },
    wanted,
    { timeout: 20_000, polling: 250 },
  );
}

/** A new profile: signs in, opens the POS online and times the till's first copy of the catalog. */
async function firstVisit(profile: string, url: string, user: BenchUser, till: { id: string; name: string }) {
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: VIEWPORT });
  const network = watchRequests(context, url);
  // 100 feed pages and the POS's own reads: more than the 250 entries the page keeps by default.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  // tsx compiles this file keeping function names: a function passed to page.evaluate names its
  // inner functions with esbuild's __name helper, which the page does not have.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  // Each write transaction over the till's products, start to commit (src/api/pos/till-catalog.ts writes a page and its cursor in one).
  await context.addInitScript(() => {
    const writes: number[] = [];
    (globalThis as unknown as { benchWrites: number[] }).benchWrites = writes;
    const open = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = open.apply(this, args);
      if (args[1] === 'readwrite' && [args[0]].flat().includes('products')) {
        const started = performance.now();
        tx.addEventListener('complete', () => writes.push(performance.now() - started));
      }
      return tx;
    };
  });
  await bindTill(context, till.id);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInToPos(page, url, user);
    const download = await timeDownload(page, till.id);
    await workerReady(page, till.id);
    return { context, page, download, workerRequests: network.seen().workerRequests };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Opens the POS with no network in the profile that opened it online, scans one code and types one name. */
async function coldStart(profile: string, url: string, till: { id: string; name: string }, code: string, query: string): Promise<ColdStart> {
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: VIEWPORT });
  try {
    // Before the first navigation: the page and the worker it starts are offline from their first request.
    await context.setOffline(true);
    const network = watchRequests(context, url);
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(recordCatalogReads);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/POS`, { waitUntil: 'commit' });
    // A cashier scans once the POS shows its till: before the till has opened in the tab, its catalog does not answer.
    await searchBox(page).waitFor();
    await page.getByText(till.name).first().waitFor();
    const ready = await page.evaluate(() => performance.now());
    await instrument(page);
    await searchBox(page).focus();
    await scan(page, code, 1, 30_000);
    const timings = await benchTimings(page);
    const phases = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { workerStart: navigation.workerStart, documentEnd: navigation.responseEnd, domContentLoaded: navigation.domContentLoadedEventEnd, onLine: navigator.onLine };
    });
    const firstTyped = await typeName(page, query, 'till', 60_000);
    // Read once the search has answered: it answers from the catalog in memory, so its read is done.
    const catalogRead = await page.evaluate(() => (globalThis as unknown as { benchCatalogReads: { start: number; end: number; slices: number }[] }).benchCatalogReads[0] ?? null);
    await searchBox(page).fill('');
    // The next start opens on an empty cart.
    await emptyCart(page);
    return { ...phases, catalogRead, ready, enter: timings.pressedAt, row: timings.rowAt, firstTyped, disconnected: network.seen().disconnected, refused: network.seen().refused, unmarked: network.seen().unmarked };
  } finally {
    await context.close();
  }
}

async function measure(server: RunningServer, user: BenchUser, tempRoot: string): Promise<Measured> {
  const url = server.url;
  const till = await openTillOnMain(url, user);
  const downloads: Download[] = [];
  let visit: Awaited<ReturnType<typeof firstVisit>> | undefined;
  let profile = '';
  for (let index = 0; index < DOWNLOADS; index++) {
    if (visit) {
      await visit.context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    profile = join(tempRoot, `offline-pos-profile-${index}`);
    console.log(`[bench] offline POS: first copy of the catalog ${index + 1} of ${DOWNLOADS}…`);
    visit = await firstVisit(profile, url, user, till);
    downloads.push(visit.download);
  }
  const { context, page, workerRequests } = visit!;
  let offline: Measured['offline'];
  try {
    console.log('[bench] offline POS: scans and typing with the network off…');
    await context.setOffline(true);
    if (await page.evaluate(() => navigator.onLine)) throw new Error('the page still says it is online after setOffline(true)');
    await instrument(page);
    const scanned = await scanSets(page);
    // The first name typed waits for the catalog's read into memory, which gave way to the scans: shown apart.
    const firstTyped = await typeName(page, OFFLINE_QUERIES[0]!, 'till', 60_000);
    offline = { ...scanned, firstTyped, ...(await typingRounds(page, OFFLINE_QUERIES, 'till')) };
  } finally {
    await context.close();
  }

  // With the server gone too, nothing a start shows can have come from it (a request that still went out is refused, and counted).
  await server.stop();
  const coldStarts: ColdStart[] = [];
  const codes = spreadCodes(COLD_STARTS, 7);
  for (let index = 0; index < COLD_STARTS; index++) {
    console.log(`[bench] offline POS: start with no network ${index + 1} of ${COLD_STARTS}…`);
    coldStarts.push(await coldStart(profile, url, till, codes[index]!, OFFLINE_QUERIES[index % OFFLINE_QUERIES.length]!));
  }
  return { downloads, offline, coldStarts, workerRequestsOnline: workerRequests };
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

function markdown(measured: Measured, loads: string, origin: string): string {
  const { downloads, offline, coldStarts, workerRequestsOnline } = measured;
  const seconds = downloads.map((download) => download.seconds).sort((a, b) => a - b);
  const startMs = coldStarts.map((start) => start.row);
  const downloadRow = [
    `First copy of the catalog: first feed request → \`catalog:<till>\` complete (${downloads.map((download) => fixed(download.seconds, 1)).join(', ')} s)`,
    String(seconds.length),
    `${fixed(percentile(seconds, 50), 1)} s`,
    `${fixed(percentile(seconds, 95), 1)} s`,
    `${fixed(seconds.at(-1), 1)} s`,
    `≤ ${DOWNLOAD_BUDGET_S} s (each)`,
    seconds.length === DOWNLOADS && (seconds.at(-1) ?? Infinity) <= DOWNLOAD_BUDGET_S ? 'pass' : '**FAIL**',
    loads,
  ];
  const startRow = ['Start with no network: navigation → the first scanned code\'s cart row', ...sampleCells(startMs, COLD_START_BUDGET_MS, COLD_STARTS).slice(0, 5), coldStartResult(startMs), loads];
  const rows = [
    downloadRow,
    startRow,
    ['Scan of a code not yet seen → cart row', ...sampleCells(offline.firstScans, SCAN_BUDGET_MS, FIRST_SCANS), loads],
    ['Repeat scan of a code → cart row', ...sampleCells(offline.repeatScans, SCAN_BUDGET_MS, REPEAT_SCANS), loads],
    ["Scan of a size's barcode not yet seen → the size's cart row", ...sampleCells(offline.firstSizeScans, SCAN_BUDGET_MS, SIZE_SCANS), loads],
    ["Repeat scan of a size's barcode → cart row", ...sampleCells(offline.repeatSizeScans, SCAN_BUDGET_MS, SIZE_SCANS), loads],
    ['Typing a name → its matches shown', ...sampleCells(offline.typing, TYPING_BUDGET_MS, OFFLINE_QUERIES.length * TYPING_ROUNDS), loads],
  ];
  if (offline.typingMisses > 0) rows.push([`(${offline.typingMisses} typed names never showed their matches within 5 s)`, '', '', '', '', '', '**FAIL**', '']);
  const firstTypedStarts = coldStarts.map((start) => start.firstTyped).filter((ms): ms is number => ms !== undefined);
  const info = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return [`(info) ${label}`, String(sorted.length), fixed(percentile(sorted, 50), 0), fixed(percentile(sorted, 95), 0), fixed(sorted.at(-1), 0), '—', '—', loads];
  };
  rows.push(info('The first name typed after each start with no network (after its scan) → its matches', firstTypedStarts));
  rows.push(info('The first name typed after the scans with the network off, before the typing above (it waits for the catalog read into memory) → its matches', offline.firstTyped === undefined ? [] : [offline.firstTyped]));
  const memoryReads = coldStarts.flatMap((start) => (start.catalogRead ? [start.catalogRead.end - start.catalogRead.start] : []));
  rows.push(info("The till reading its 100,000 products into memory after its first tiles (slices of 250 on the 'name' index), first slice asked → last answered", memoryReads));

  const phase = (pick: (start: ColdStart) => number) => fixed(median(coldStarts.map(pick)), 0);
  const phaseRows = coldStarts.map((start, index) => [
    String(index + 1),
    fixed(start.workerStart, 0),
    fixed(start.documentEnd, 0),
    fixed(start.domContentLoaded, 0),
    fixed(start.ready, 0),
    fixed(start.enter, 0),
    fixed(start.row, 0),
    fixed(start.row - start.enter, 1),
    start.catalogRead ? `${fixed(start.catalogRead.start, 0)} → ${fixed(start.catalogRead.end, 0)} (${start.catalogRead.slices})` : 'none',
    String(start.onLine),
    String(start.disconnected),
    String(start.refused),
    String(start.unmarked),
  ]);
  phaseRows.push(['median', phase((start) => start.workerStart), phase((start) => start.documentEnd), phase((start) => start.domContentLoaded), phase((start) => start.ready), phase((start) => start.enter), phase((start) => start.row), fixed(median(coldStarts.map((start) => start.row - start.enter)), 1), '', '', '', '', '']);

  return [
    OFFLINE_POS_HEADING,
    '',
    `Headless Chromium (/usr/bin/chromium through playwright-core, 1280×800, \`${CHROMIUM.args!.join(' ')}\`) on the built app (with its service worker) served by the real built server ` +
      `on a new PostgreSQL database with the generated catalog of section 10 (${HISTORY_PRODUCTS.toLocaleString('en')} products, 1 in ${BENCH_SIZED_EVERY} with 3–5 sizes each with its own barcode; ${origin}; no sales), ` +
      'signed in, on /POS at the till on Main (bound to the browser, its shift open). Times are taken inside the page with performance.now():',
    '',
    `- First copy: ${DOWNLOADS} new browser profiles, each signed in and opening /POS online. The till starts its copy 5 s after it opens (docs/offline-till.md#the-catalog-on-the-till), pages of 1,000; ` +
      "from the first feed request's start (Resource Timing of GET /api/tills/{id}/catalog) to the IndexedDB 'shopdesk-till' meta record `catalog:<till>` saying complete, read every 100 ms from the page.",
    `- Start with no network: the last profile, once its copy was complete, the service worker controlled the page and held the reads the till opens with (${[...KEPT_READS, '/api/tills/{id}'].join(', ')}), ` +
      `was closed and the server stopped; then opened ${COLD_STARTS} times (a new Chromium each time, the same profile) with \`context.setOffline(true)\` before the first navigation to /POS. ` +
      `From the navigation's start (the page's time origin) to the cart row of the first code scanned (${SCANNER_KEY_DELAY_MS} ms a key, then Enter) once the POS shows its till's name, a code the profile had not scanned; ` +
      'then one name typed, and the cart emptied before the browser closes.',
    `- Scans and typing with the network off: the same method as section 10, in the last profile's page after its copy was complete, with \`context.setOffline(true)\` (navigator.onLine false, so the till answers from its catalog without asking): ` +
      `${FIRST_SCANS} codes not yet seen, the same ${REPEAT_SCANS} again, ${SIZE_SCANS} sizes' own barcodes not yet seen and the same again; the cart emptied every ${CART_LINES} lines. ` +
      `Typing: ${OFFLINE_QUERIES.length} name fragments (${OFFLINE_QUERIES.map((query) => `'${query}'`).join(', ')}) typed ${TYPIST_KEY_DELAY_MS} ms a key, ${TYPING_ROUNDS} rounds, after one name typed first ` +
      '(its search reads the whole catalog into memory; shown apart). With no request to time, from the last key\'s input event to the matches list\'s last change; ' +
      "each fragment's last letter changes the 8 matches (section 10's names mostly do not: 'dell lapto' lists what 'dell laptop' does), and the list must then show only products holding every typed word.",
    '',
    table(['What', 'Samples', 'p50 ms', 'p95 ms', 'max ms', 'Budget', 'Result', 'Load avg (1 min) before → after'], rows),
    '',
    'Each start with no network, in ms from the navigation\'s start: the service worker started (workerStart), index.html answered by it (responseEnd), DOMContentLoaded, the POS showing its till with its search box, ' +
      "the scan's Enter, its cart row; the till's read of its catalog into memory, which its first tiles start (getAll slices of 250 on the products' 'name' index), from the first slice asked to the last answered, and how many slices; " +
      "the page's navigator.onLine; the requests of the page and of the service worker (Playwright sees both in Chromium) that failed for want of a network (net::ERR_INTERNET_DISCONNECTED: setOffline applies to them) " +
      'or were refused (net::ERR_CONNECTION_REFUSED: they went out, as setOffline does not reach the worker of a new persistent context, and met the stopped server: the till is then as offline as with no network, which the page says, navigator.onLine false); and the answers Playwright does not mark as the worker\'s ' +
      "(the worker's kept answers of the reads the till opens with, from its cache: the server was stopped).",
    '',
    table(['Start', 'Worker started', 'index.html', 'DOMContentLoaded', 'POS with its till', 'Enter', 'Cart row', 'Enter → row', "The till's read of all its products", 'onLine', 'Failed: no network', 'Refused', 'Answers not marked as the worker\'s'], phaseRows),
    '',
    `- Where each first copy's time went: ${downloads
      .map(
        (download) =>
          `${download.pages} pages, ${download.products.toLocaleString('en')} products, its first request ${fixed(download.firstRequestS, 1)} s after the POS's navigation; ` +
          `${fixed(download.waitingS, 1)} s waiting for the feed's answers (Resource Timing), ${fixed(download.writingS, 1)} s in the till's ${download.writes} write transactions (start to commit; ` +
          `the first ${fixed(download.firstWriteMs, 0)} ms, the last ${fixed(download.lastWriteMs, 0)} ms, which counts the till's products); counting its ${download.products.toLocaleString('en')} products again from the page once complete took ${fixed(download.countMs, 0)} ms`,
      )
      .join('; ')}.`,
    `- On the online visit Playwright saw ${workerRequestsOnline} requests made by the service worker, so the failures counted above include the worker's.`,
  ].join('\n');

  function coldStartResult(samples: number[]): string {
    if (samples.length < COLD_STARTS) return `**FAIL** (${COLD_STARTS - samples.length} not seen)`;
    if (coldStarts.some((start) => start.onLine)) return '**FAIL** (not offline)';
    return Math.max(...samples) <= COLD_START_BUDGET_MS ? 'pass (each)' : '**FAIL**';
  }
}

export async function offlinePosSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  if (!(await postgresReachable())) return [OFFLINE_POS_HEADING, '', 'Not measured: PostgreSQL unreachable.'].join('\n');
  const startLoad = loadText();
  // BENCH_OFFLINE_POS_DATABASE names a database this section seeded before (kept, not dropped): the
  // seed only checks it, so a re-run skips the minutes of seeding 100,000 products.
  const kept = process.env.BENCH_OFFLINE_POS_DATABASE;
  const database = kept ? { name: kept, url: `postgres://postgres@127.0.0.1:5432/${kept}`, drop: async () => {} } : await createBenchDatabase();
  const forget = onInterrupt(database.drop);
  const dataDir = join(tempRoot, 'offline-pos-data');
  let server: RunningServer | undefined;
  const loadBefore = load1();
  try {
    console.log(`[bench] offline POS: seeding ${HISTORY_PRODUCTS.toLocaleString('en')} products on ${database.name}…`);
    const seedSeconds = await seedCatalog(repo, { DATA_DIR: dataDir, DATABASE_URL: database.url });
    const origin = kept ? `kept database, checked in ${fixed(seedSeconds, 0)} s` : `seeded in ${fixed(seedSeconds, 0)} s`;
    server = await startShopDesk({ repo, port: await freePort(), dataDir, databaseUrl: database.url, staticDir: buildDir });
    await vacuumAnalyze(database.url);
    const user = await createBenchUser(server.url);
    const measured = await measure(server, user, tempRoot);
    const loads = `${loadBefore.toFixed(2)} → ${load1().toFixed(2)}`;
    return [
      markdown(measured, loads, origin),
      '',
      `Load average when the section started: ${startLoad}; when it ended: ${loadText()} (1, 5, 15 min). The browser, the server and the database share the 2 cores.`,
    ].join('\n');
  } catch (error) {
    console.log(`[bench] offline POS: ${(error as Error).stack?.slice(0, 1500)}`);
    return [OFFLINE_POS_HEADING, '', `Not measured: ${firstLine(error)}`, '', `Load average when the section started: ${startLoad}; when it ended: ${loadText()}.`].join('\n');
  } finally {
    await server?.stop();
    forget();
    await database.drop().catch((error) => console.error(`[bench] could not drop ${database.name}: ${error}`));
  }
}
