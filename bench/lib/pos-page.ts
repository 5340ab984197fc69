/**
 * The POS in headless Chromium, as sections 10 and 18 drive it (docs/quality.md#budgets): the browser's
 * launch, signing in at the till on Main, a scanner's scans and a cashier's typing, each timed inside
 * the page with performance.now() (from the key event to the DOM change).
 */
import type { BrowserContext, LaunchOptions, Page } from 'playwright-core';
import { HISTORY_PRODUCTS } from './history-database';
import { fixed } from './markdown';
import { percentile } from './percentiles';
import { benchCode, expectOk, request } from './shop-client';
import type { BenchUser } from './shopdesk-server';
import { BENCH_SIZED_EVERY, benchSizeBarcode } from '../seed/catalog';

/** Debian's Chromium, without the background work (updates, sync, first-run pages) that would share the 2 cores with the page measured. */
export const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
export const VIEWPORT = { width: 1280, height: 800 };

export const SCAN_BUDGET_MS = 50;
export const TYPING_BUDGET_MS = 100;
export const FIRST_SCANS = 40;
export const REPEAT_SCANS = 40;
/** Sizes scanned by their own barcodes (bench/seed/catalog.ts: 1 product in 10 has 3–5 sizes), then again. */
export const SIZE_SCANS = 40;
/** The cart is emptied after this many lines, as a sale ends; a till's cart stays small. */
export const CART_LINES = 10;
export const SCANNER_KEY_DELAY_MS = 2;
export const TYPIST_KEY_DELAY_MS = 70;
export const TYPING_ROUNDS = 2;

export interface ScanSamples {
  firstScans: number[];
  repeatScans: number[];
  firstSizeScans: number[];
  repeatSizeScans: number[];
}

export interface TypingSamples {
  typing: number[];
  typingMisses: number;
}

export type Timings = {
  scans: number[];
  pressed: number;
  /** performance.now() of the last Enter and of the cart table's last change: an offline start is timed from the navigation to the latter. */
  pressedAt: number;
  rowAt: number;
  /** The typed name being measured, its last input event, the end of its answer and the matches list's last change. */
  query: string;
  lastInput: number;
  answered: number;
  listChanged: number;
  /** Searches sent while no typed name was being measured: during the scans, each one a search a scanner's keys set off. */
  strays: number;
};

/**
 * Instruments the POS. Scans: Enter's keydown → the cart table's change. Typing: the last input
 * event → the matches for the whole typed text on screen. With the server, that is the later of the
 * end of the search answer for that text (Resource Timing) and the matches list's last change: when
 * the last letter does not change the 8 matches shown, the list is already right once that answer is
 * in. Without the server there is no request to time, only the list's change (typedToMatches).
 */
export async function instrument(page: Page) {
  await page.evaluate(() => {
    const timings: Timings = { scans: [], pressed: 0, pressedAt: 0, rowAt: 0, query: '', lastInput: 0, answered: 0, listChanged: 0, strays: 0 };
    (window as unknown as { benchTimings: Timings }).benchTimings = timings;
    const search = document.getElementById('pos-search') as HTMLInputElement;
    search.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') timings.pressed = timings.pressedAt = performance.now();
    }, true);
    search.addEventListener('input', () => {
      timings.lastInput = performance.now();
      timings.answered = 0;
      timings.listChanged = 0;
    }, true);
    new MutationObserver(() => {
      timings.rowAt = performance.now();
      if (timings.pressed > 0) {
        timings.scans.push(timings.rowAt - timings.pressed);
        timings.pressed = 0;
      }
    }).observe(document.querySelector('table[aria-label="Cart"] tbody')!, { subtree: true, childList: true, characterData: true });
    new MutationObserver(() => {
      if (timings.lastInput > 0) timings.listChanged = performance.now();
    }).observe(search.closest('div')!, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name);
        if (url.pathname !== '/api/pos/products' || !url.searchParams.has('q')) continue;
        if (!timings.query) timings.strays++;
        else if (url.searchParams.get('q') === timings.query) timings.answered = (entry as PerformanceResourceTiming).responseEnd;
      }
    }).observe({ type: 'resource' });
  });
}

export const benchTimings = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { benchTimings: Timings }).benchTimings }));

/**
 * After typing: how long from the last key to the whole text's matches on screen, or undefined when they
 * never showed. `from`: 'server' waits for the search answer's Resource Timing; 'till' (no network, the
 * till's catalog answers in the page) for the list's change after the last key, so the last letter of
 * each name typed must change the list.
 */
export async function typedToMatches(page: Page, query: string, from: 'server' | 'till', timeoutMs = 5000): Promise<number | undefined> {
  const words = query.toLowerCase().split(' ');
  // Resource Timing entries arrive a little after the answer: wait for it, then let the list settle.
  const answered = await page
    .waitForFunction(
      (source) => {
        const timings = (window as unknown as { benchTimings: Timings }).benchTimings;
        return source === 'server' ? timings.answered > 0 : timings.listChanged > timings.lastInput;
      },
      from,
      { timeout: timeoutMs },
    )
    .then(() => true)
    .catch(() => false);
  if (!answered) return undefined;
  await page.waitForTimeout(150);
  return page.evaluate((typedWords) => {
    const timings = (window as unknown as { benchTimings: Timings }).benchTimings;
    const items = [...document.querySelectorAll('ul[aria-label="Matching products"] li')];
    if (items.length === 0 || !items.every((item) => typedWords.every((word) => (item.textContent ?? '').toLowerCase().includes(word)))) return undefined;
    const shown = Math.max(timings.answered, timings.listChanged);
    return shown - timings.lastInput;
  }, words);
}

export const searchBox = (page: Page) => page.getByLabel('Scan/Search product by name/code');

export async function emptyCart(page: Page) {
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'Empty the cart' }).click();
  await page.locator('[data-testid="cart-row"]').first().waitFor({ state: 'detached' });
  await searchBox(page).focus();
}

export async function scan(page: Page, code: string, expectedItems: number, timeoutMs?: number) {
  const search = searchBox(page);
  await search.pressSequentially(code, { delay: SCANNER_KEY_DELAY_MS });
  await search.press('Enter');
  await page.getByTestId('cart-items').filter({ hasText: new RegExp(`^${expectedItems}$`) }).waitFor({ timeout: timeoutMs });
}

async function scans(page: Page, codes: string[]): Promise<number[]> {
  await page.evaluate(() => (window as unknown as { benchTimings: Timings }).benchTimings.scans.splice(0));
  let items = 0;
  for (const code of codes) {
    if (items === CART_LINES) {
      await emptyCart(page);
      items = 0;
    }
    items += 1;
    await scan(page, code, items);
  }
  await emptyCart(page);
  return page.evaluate(() => (window as unknown as { benchTimings: Timings }).benchTimings.scans.splice(0));
}

/** Codes of the generated catalog (bench/seed/catalog.ts) spread over its 100,000 products, none scanned before in the page. */
export const spreadCodes = (count: number, offset = 13) => Array.from({ length: count }, (_, index) => benchCode(offset + index * Math.floor(HISTORY_PRODUCTS / count)));

/**
 * A warm-up scan, then the codes not yet seen, the same again, sizes' own barcodes not yet seen and
 * the same again (the POS adds that size without asking).
 */
export async function scanSets(page: Page): Promise<ScanSamples> {
  // A warm-up scan: the first request of a page pays for its connection.
  await scan(page, benchCode(99_999), 1);
  await emptyCart(page);
  // Codes this page has never seen, spread over the catalog (stock is not needed to put a line in the cart).
  const codes = spreadCodes(FIRST_SCANS);
  const firstScans = await scans(page, codes);
  const repeatScans = await scans(page, codes.slice(0, REPEAT_SCANS));
  const sizeCodes = Array.from({ length: SIZE_SCANS }, (_, index) => benchSizeBarcode(BENCH_SIZED_EVERY * (1 + index * Math.floor(HISTORY_PRODUCTS / BENCH_SIZED_EVERY / SIZE_SCANS)), index % 3));
  const firstSizeScans = await scans(page, sizeCodes);
  const repeatSizeScans = await scans(page, sizeCodes);
  return { firstScans, repeatScans, firstSizeScans, repeatSizeScans };
}

/** Types one name as a cashier does and times it (typedToMatches); the box is cleared first. */
export async function typeName(page: Page, query: string, from: 'server' | 'till', timeoutMs?: number): Promise<number | undefined> {
  const search = searchBox(page);
  await search.fill('');
  await page.evaluate((text) => {
    (window as unknown as { benchTimings: Timings }).benchTimings.query = text;
  }, query);
  await search.pressSequentially(query, { delay: TYPIST_KEY_DELAY_MS });
  const ms = await typedToMatches(page, query, from, timeoutMs);
  await page.evaluate(() => {
    (window as unknown as { benchTimings: Timings }).benchTimings.query = '';
  });
  return ms;
}

export async function typingRounds(page: Page, queries: readonly string[], from: 'server' | 'till'): Promise<TypingSamples> {
  const typing: number[] = [];
  let typingMisses = 0;
  for (let round = 0; round < TYPING_ROUNDS; round++) {
    for (const query of queries) {
      const ms = await typeName(page, query, from);
      if (ms === undefined) typingMisses++;
      else typing.push(ms);
    }
  }
  await searchBox(page).fill('');
  return { typing, typingMisses };
}

/** Where the POS keeps the till this browser is bound to (src/api/pos/till-preferences.ts). */
const BOUND_TILL = 'shopdesk.pos.till';

/** Binds the browser to the till before every load, as an admin's choice on the POS would. */
export async function bindTill(target: Page | BrowserContext, tillId: string) {
  await target.addInitScript(([key, id]) => localStorage.setItem(key, JSON.stringify({ tillId: id })), [BOUND_TILL, tillId] as const);
}

/** The till on Main with its shift open (docs/tills-and-shifts.md): the POS sells only at a bound till within an open shift. */
export async function openTillOnMain(url: string, user: BenchUser): Promise<{ id: string; name: string }> {
  const tills = await expectOk(request(url, user.token, 'GET', '/api/tills?pageSize=1000'), 'GET /api/tills');
  const till = tills.find((row: { warehouseName: string }) => row.warehouseName === 'Main');
  if (!till) throw new Error('no till on Main');
  if (!till.openShift) await expectOk(request(url, user.token, 'POST', `/api/tills/${till._id}/shifts`, { float: 0 }), 'POST /api/tills/{id}/shifts');
  return { id: till._id, name: till.name };
}

/** Signs in through the login screen, then opens the POS. */
export async function signInToPos(page: Page, url: string, user: BenchUser) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${url}/POS`);
  await searchBox(page).focus();
}

/** A results row's figures: samples, p50, p95, max, the p95 budget and its result (a sample missing fails it). */
export function sampleCells(samples: number[], budget: number, expected: number): string[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const missing = expected - sorted.length;
  return [String(sorted.length), fixed(percentile(sorted, 50), 1), fixed(p95, 1), fixed(sorted.at(-1), 1), `≤ ${budget}`, missing > 0 ? `**FAIL** (${missing} not seen)` : p95 <= budget ? 'pass' : '**FAIL**'];
}
