/**
 * Posting a 10-line received purchase (p95), and the 10,000-row Import Purchase and
 * Import Sale, over HTTP against the real built server on the 100,000-product, 200,000-sale database.
 */
import { HISTORY_PRODUCTS, HISTORY_SALES } from '../lib/history-database';
import { onHistoryDatabases, loadText, type Driver } from '../lib/history-server';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { BENCH_BILLER, BENCH_CUSTOMER, BENCH_WAREHOUSE, benchCode, expectOk, posItems, purchaseBody, request } from '../lib/shop-client';

export const PURCHASE_HEADING = '## 9. Purchases and imports at 100,000 products and 200,000 sales';
const LINES = 10;
const POOL = 200;
const WARM_UP = 20;
const TIMED = 200;
export const IMPORT_ROWS = 10_000;
const IMPORT_BUDGET_S = 10;

interface Measured {
  posting: { samples: number; failures: number; p50: number; p95: number; p99: number };
  purchaseImport: { status: number; seconds: number; message: string };
  saleImport: { status: number; seconds: number; message: string };
}

async function timedImport(url: string, token: string, path: string, fields: Record<string, string>, csv: string, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201) console.log(`[bench] ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  let message = text.slice(0, 120);
  try {
    message = String(JSON.parse(text).message ?? message).slice(0, 140);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, seconds, message };
}

/** 10,000 different products (every 10th of the catalog): purchase 5 of each, then sell 1 of each. */
const importCodes = () => Array.from({ length: IMPORT_ROWS }, (_, index) => benchCode(1 + index * Math.floor(HISTORY_PRODUCTS / IMPORT_ROWS)));

async function measure(url: string, token: string, driver: Driver): Promise<Measured> {
  console.log(`[bench] purchases on ${driver}: ${TIMED} received ${LINES}-line purchases…`);
  // Codes offset from the checkout's pool, so the two sections' stock rows differ.
  const items = await posItems(url, token, Array.from({ length: POOL }, (_, index) => benchCode(7 + index * Math.floor(HISTORY_PRODUCTS / POOL))));
  const samples: number[] = [];
  let failures = 0;
  for (let index = 0; index < WARM_UP + TIMED; index++) {
    const start = (index * LINES) % POOL;
    const answer = await request(url, token, 'POST', '/api/purchase', purchaseBody(items.slice(start, start + LINES), 3, 'Bench purchase'));
    if (answer.status !== 201) {
      failures++;
      if (failures === 1) console.log(`[bench] purchase answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    } else if (index >= WARM_UP) samples.push(answer.ms);
  }
  samples.sort((a, b) => a - b);
  const codes = importCodes();
  console.log(`[bench] purchases on ${driver}: Import Purchase of ${IMPORT_ROWS} rows…`);
  const purchaseImport = await timedImport(
    url,
    token,
    '/api/import/purchases',
    { warehouse: BENCH_WAREHOUSE, status: 'Received', note: 'Bench import' },
    `product_code,quantity,purchase_unit,product_cost,discount,tax_name\n${codes.map((code) => `${code},5,Piece,12.50,0,No Tax`).join('\n')}\n`,
    'purchase_import.csv',
  );
  console.log(`[bench] purchases on ${driver}: Import Sale of ${IMPORT_ROWS} rows…`);
  const saleImport = await timedImport(
    url,
    token,
    '/api/import/sales',
    { customer: BENCH_CUSTOMER, warehouse: BENCH_WAREHOUSE, biller: BENCH_BILLER, saleStatus: 'Completed' },
    `product_code,quantity,unit_price,discount,tax_name\n${codes.map((code) => `${code},1,20.00,,`).join('\n')}\n`,
    'sale_import.csv',
  );
  // The purchases are there with their lines.
  const newest = await expectOk(request(url, token, 'GET', '/api/purchase?pageSize=1'), 'GET /api/purchase');
  if (!newest.showAllPurchases?.length) throw new Error('GET /api/purchase shows no purchase');
  return { posting: { samples: samples.length, failures, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) }, purchaseImport, saleImport };
}

export async function purchaseSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const startLoad = loadText();
  const runs = await onHistoryDatabases(repo, buildDir, tempRoot, (server, user, database) => measure(server.url, user.token, database.kind));
  const postingRows: string[][] = [];
  const importRows: string[][] = [];
  for (const run of runs) {
    const loads = `${run.loadBefore.toFixed(2)} → ${run.loadAfter.toFixed(2)}`;
    if (!run.result) {
      postingRows.push([run.driver, '—', '—', '—', '—', '—', `not measured: ${run.error}`, loads]);
      importRows.push(['both', run.driver, '—', '—', `≤ ${IMPORT_BUDGET_S}`, `not measured: ${run.error}`, loads]);
      continue;
    }
    const { posting, purchaseImport, saleImport } = run.result;
    postingRows.push([run.driver, String(posting.samples), `${posting.failures}`, fixed(posting.p50, 2), fixed(posting.p95, 2), fixed(posting.p99, 2), posting.failures ? '**FAIL**' : 'info (no budget)', loads]);
    for (const [label, result] of [
      [`Import Purchase, ${IMPORT_ROWS.toLocaleString('en')} rows (Received)`, purchaseImport],
      [`Import Sale, ${IMPORT_ROWS.toLocaleString('en')} rows (Completed)`, saleImport],
    ] as const) {
      importRows.push([
        label,
        run.driver,
        String(result.status),
        fixed(result.seconds, 2),
        `≤ ${IMPORT_BUDGET_S}`,
        result.status !== 201 ? `**FAIL** (${result.message.replace(/\|/g, '\\|')})` : result.seconds <= IMPORT_BUDGET_S ? 'pass' : '**FAIL**',
        loads,
      ]);
    }
  }
  return [
    PURCHASE_HEADING,
    '',
    `Over HTTP to the real built server on the same kept databases as section 8 (${HISTORY_PRODUCTS.toLocaleString('en')} products, ${HISTORY_SALES.toLocaleString('en')} sales).`,
    '',
    `Purchase posting: POST /api/purchase, ${LINES} lines (3 of each product at 1.00), status Received (each line into Main through the stock ledger), ` +
      `one request at a time, ${TIMED} timed after ${WARM_UP} warm-up; time from sending to the whole answer read. docs/quality.md#budgets sets no budget for it.`,
    '',
    table(['Database', 'Purchases', 'Refused', 'p50 ms', 'p95 ms', 'p99 ms', 'Result', 'Load avg (1 min) before → after'], postingRows),
    '',
    `Imports: one multipart POST each, ${IMPORT_ROWS.toLocaleString('en')} rows naming ${IMPORT_ROWS.toLocaleString('en')} different products (every 10th of the catalog): ` +
      'Import Purchase (5 of each, Piece, No Tax, Received: stock in), then Import Sale of the same products (1 of each, Completed: stock out). ' +
      'Time from sending to the 201 read; docs/api.md#imports asks for 10,000 rows within 10 s.',
    '',
    table(['Import', 'Database', 'Status', 'Seconds', 'Budget s', 'Result', 'Load avg (1 min) before → after'], importRows),
    '',
    `Load average when the section started: ${startLoad}; when it ended: ${loadText()} (1, 5, 15 min).`,
  ].join('\n');
}
