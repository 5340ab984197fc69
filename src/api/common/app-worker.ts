/**
 * The service worker that opens the POS without a network (docs/offline-till.md#opening-without-the-server,
 * docs/decisions/061-a-service-worker-opens-the-till-offline.md). The build generates it (vite-plugin-pwa,
 * vite.config.ts) from the rules here: the app's files are kept in the browser when it is installed, and
 * the reads a till opens with are answered by the server while it answers, else by its last answer.
 */

import { readStoredSession } from '../session/session-store';

/** Where the reads a till opens with are kept; emptied when the session ends (session-store.ts). */
export const TILL_READS_CACHE = 'shopdesk-till-reads';

/**
 * The reads the POS opens with, by their whole URL (the worker matches this against each request):
 * who is signed in, General Setting, the bell, the tills and this browser's, its shift's report and
 * shifts, the category and brand tiles, the customers and accounts to choose from. The products, the
 * catalog feed and every write are not here: the till's catalog answers the first, the others need
 * the server (docs/offline-till.md#what-is-refused-and-what-waits).
 */
export const TILL_READS = /^https?:\/\/[^/]+\/api\/(?:me|settings|notifications|customers\/choices|accounts\/picker|tills|tills\/[^/?]+|shifts|shifts\/[^/?]+\/report|categories|brands)(?:\?.*)?$/;

/** The worker's file, at the root so that it answers for every page of the app. */
export const TILL_WORKER = '/sw.js';

/**
 * Installs the worker once the till has opened in this browser (a production build only: the dev
 * server has none). Its files download in the background; a failure leaves the POS as it was, online.
 */
export function keepTillOpenableOffline(): void {
  if (!import.meta.env?.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // The first time, this page's reads went out before the worker answered for it: once it does, they are
  // asked again through it, so that the till opens without a network from the very next visit.
  if (!serviceWorker.controller) serviceWorker.addEventListener('controllerchange', () => void readAgainThroughWorker(), { once: true });
  serviceWorker.register(TILL_WORKER, { scope: '/' }).catch(() => {});
}

/** The reads of TILL_READS this page has made so far, asked again (the worker keeps their answers). */
async function readAgainThroughWorker(): Promise<void> {
  const token = readStoredSession()?.token;
  if (!token) return;
  const made = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  await Promise.all([...made].filter((url) => TILL_READS.test(url)).map((url) => fetch(url, { headers: { Authorization: `Bearer ${token}` } }).catch(() => null)));
}

/** Forgets the reads kept for the session that ended: another person signing in must not see them offline. */
export function forgetTillReads(): void {
  void globalThis.caches?.delete(TILL_READS_CACHE).catch(() => {});
}
