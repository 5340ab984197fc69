/**
 * docs/quality.md#budgets: the POS in headless Chromium on the 100,000-product catalog, against the
 * real built server and the built app. Scan (a code typed fast, then Enter, as a scanner does) to the
 * cart row on screen: p95 ≤ 50 ms; typing in the search box to the matches on screen: ≤ 100 ms.
 * Both are timed inside the page (performance.now() in the page, from the key event to the DOM change).
 */
import { chromium } from 'playwright-core';
import { HISTORY_PRODUCTS } from '../lib/history-database';
import { onHistoryDatabases, loadText } from '../lib/history-server';
import { table } from '../lib/markdown';
import {
  benchTimings, bindTill, CART_LINES, CHROMIUM, FIRST_SCANS, instrument, openTillOnMain, REPEAT_SCANS, sampleCells, scanSets, SCAN_BUDGET_MS, SCANNER_KEY_DELAY_MS,
  signInToPos, SIZE_SCANS, typingRounds, TYPING_BUDGET_MS, TYPING_ROUNDS, TYPIST_KEY_DELAY_MS, VIEWPORT, type ScanSamples, type TypingSamples,
} from '../lib/pos-page';
import type { BenchUser } from '../lib/shopdesk-server';
import { BENCH_SIZED_EVERY } from '../seed/catalog';

export const POS_HEADING = '## 10. POS in Chromium at 100,000 products';
/** Name fragments of the generated catalog (brand and kind), typed as a cashier types them. */
const QUERIES = ['sony tv', 'dell laptop', 'anker charger', 'razer mouse', 'vivo tablet', 'canon printer', 'kingston ssd', 'asus phone', 'logitech keyboard', 'tecno camera'];

interface Measured extends ScanSamples, TypingSamples {
  /** Searches the scanner's keys set off during the scans. */
  strays: number;
}

async function measure(url: string, user: BenchUser): Promise<Measured> {
  const till = await openTillOnMain(url, user);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await bindTill(page, till.id);
    await signInToPos(page, url, user);
    await instrument(page);
    const scanned = await scanSets(page);
    const { strays } = await benchTimings(page);
    return { ...scanned, ...(await typingRounds(page, QUERIES, 'server')), strays };
  } finally {
    await browser.close();
  }
}

export async function posSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const startLoad = loadText();
  const runs = await onHistoryDatabases(repo, buildDir, tempRoot, (server, user) => measure(server.url, user));
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const run of runs) {
    const loads = `${run.loadBefore.toFixed(2)} → ${run.loadAfter.toFixed(2)}`;
    if (!run.result) {
      rows.push(['all', run.driver, '—', '—', '—', '—', '—', `not measured: ${run.error}`, loads]);
      continue;
    }
    const { firstScans, repeatScans, firstSizeScans, repeatSizeScans, typing, typingMisses, strays } = run.result;
    notes.push(`${run.driver}: the scanner's keys set off ${strays} search request(s) during the ${FIRST_SCANS + REPEAT_SCANS + 2 * SIZE_SCANS} scans.`);
    const row = (label: string, samples: number[], budget: number, expected: number) => [label, run.driver, ...sampleCells(samples, budget, expected), loads];
    rows.push(row('Scan of a code not yet seen → cart row', firstScans, SCAN_BUDGET_MS, FIRST_SCANS));
    rows.push(row('Repeat scan of a code → cart row', repeatScans, SCAN_BUDGET_MS, REPEAT_SCANS));
    rows.push(row("Scan of a size's barcode not yet seen → the size's cart row", firstSizeScans, SCAN_BUDGET_MS, SIZE_SCANS));
    rows.push(row("Repeat scan of a size's barcode → cart row", repeatSizeScans, SCAN_BUDGET_MS, SIZE_SCANS));
    rows.push(row('Typing a name → its matches shown', typing, TYPING_BUDGET_MS, QUERIES.length * TYPING_ROUNDS - typingMisses));
    if (typingMisses > 0) rows.push([`(${typingMisses} typed names never showed their matches within 5 s)`, run.driver, '', '', '', '', '', '**FAIL**', '']);
  }
  return [
    POS_HEADING,
    '',
    'Headless Chromium (/usr/bin/chromium through playwright-core, 1280×800) on the built app served by the real built server, signed in, on /POS at the till on Main (bound to the browser, its shift open), ' +
      `on the same kept databases as section 8 (${HISTORY_PRODUCTS.toLocaleString('en')} products). Times are taken inside the page with performance.now():`,
    '',
    `- Scan: the code typed into 'Scan/Search product by name/code' ${SCANNER_KEY_DELAY_MS} ms a key (a scanner), then Enter; from the Enter's keydown to the cart table's change (MutationObserver). ` +
      `${FIRST_SCANS} codes spread over the catalog that the page has not seen, then ${REPEAT_SCANS} scans of the same codes again; the cart is emptied every ${CART_LINES} lines, as sales end. ` +
      `Then ${SIZE_SCANS} sizes' own barcodes (1 product in ${BENCH_SIZED_EVERY} has 3–5 sizes, each with its own barcode and stock), each of another product, which the POS adds as that size without asking, and the same ${SIZE_SCANS} again.`,
    `- Typing: ${QUERIES.length} name fragments (${QUERIES.map((query) => `'${query}'`).join(', ')}) typed ${TYPIST_KEY_DELAY_MS} ms a key, ${TYPING_ROUNDS} rounds; ` +
      'from the last key\'s input event to the matches for the whole text on screen: the later of the end of the search answer for that text (Resource Timing) and the matches list\'s last change ' +
      '(when the last letter leaves the 8 matches as they were, the list is right once that answer is in). The list must then show only products holding every typed word.',
    '',
    table(['What', 'Database', 'Samples', 'p50 ms', 'p95 ms', 'max ms', 'Budget p95 ms', 'Result', 'Load avg (1 min) before → after'], rows),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    `Load average when the section started: ${startLoad}; when it ended: ${loadText()} (1, 5, 15 min). The browser, the server and the database share the 2 cores.`,
  ].join('\n');
}
