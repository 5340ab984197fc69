/**
 * GET /api/notifications (products at or below their alert quantity per warehouse, what the
 * bell reads) must be fast at 100,000 products. Timed over HTTP on the kept history databases.
 */
import { HISTORY_PRODUCTS } from '../lib/history-database';
import { loadText, onHistoryDatabases } from '../lib/history-server';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { request } from '../lib/shop-client';

export const NOTIFICATIONS_HEADING = '## 11. Low-stock notifications at 100,000 products';
const WARM_UP = 20;
const TIMED = 200;
/** The budget in docs/quality.md#budgets for product reads at 100,000 products; the bell has no budget of its own. */
const BUDGET_MS = { PostgreSQL: 20, PGlite: 60 } as const;

async function measure(url: string, token: string) {
  const samples: number[] = [];
  let failures = 0;
  let entries: number | undefined;
  for (let index = 0; index < WARM_UP + TIMED; index++) {
    const answer = await request(url, token, 'GET', '/api/notifications');
    if (answer.status !== 200) failures++;
    else if (index >= WARM_UP) samples.push(answer.ms);
    if (index === 0) entries = answer.json?.total;
  }
  samples.sort((a, b) => a - b);
  return { samples: samples.length, failures, entries, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

export async function notificationsSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const startLoad = loadText();
  const runs = await onHistoryDatabases(repo, buildDir, tempRoot, (server, user) => measure(server.url, user.token));
  const rows = runs.map((run) => {
    const loads = `${run.loadBefore.toFixed(2)} → ${run.loadAfter.toFixed(2)}`;
    const budget = `≤ ${BUDGET_MS[run.driver]}`;
    if (!run.result) return [run.driver, '—', '—', '—', '—', '—', budget, `not measured: ${run.error}`, loads];
    const { samples, failures, entries, p50, p95, p99 } = run.result;
    const result = failures > 0 ? `**FAIL** (${failures} not 200)` : p95 <= BUDGET_MS[run.driver] ? 'pass' : '**FAIL**';
    return [run.driver, String(samples), entries === undefined ? '—' : entries.toLocaleString('en'), fixed(p50, 2), fixed(p95, 2), fixed(p99, 2), budget, result, loads];
  });
  return [
    NOTIFICATIONS_HEADING,
    '',
    `GET /api/notifications as the bell asks for it, over HTTP to the real built server on the same kept databases as section 8 (${HISTORY_PRODUCTS.toLocaleString('en')} products), ` +
      `one request at a time, ${TIMED} timed after ${WARM_UP} warm-up; time from sending to the whole answer read. ` +
      'The bell has no budget of its own; the budget shown is the one docs/quality.md#budgets sets for product reads at that size.',
    '',
    table(['Database', 'Requests', 'Low-stock entries', 'p50 ms', 'p95 ms', 'p99 ms', 'Budget p95 ms', 'Result', 'Load avg (1 min) before → after'], rows),
    '',
    `Load average when the section started: ${startLoad}; when it ended: ${loadText()} (1, 5, 15 min).`,
  ].join('\n');
}
