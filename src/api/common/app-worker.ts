/**
 * The service worker that opens the POS without a network (docs/offline-till.md#opening-without-the-server,
 * docs/decisions/061-the-till-opens-and-scans-without-the-server.md). The build generates it (vite-plugin-pwa,
 * scripts/app-worker-plugin.ts): the app's files are kept in the browser when it is installed, and the
 * reads a till opens with (till-reads.ts) are answered by the server while it answers, else by its last answer.
 */
import { readStoredSession } from '../session/session-store';
import { TILL_READS } from './till-reads';

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
  if (!serviceWorker.controller) serviceWorker.addEventListener('controllerchange', readAgainThroughWorker, { once: true });
  serviceWorker.register(TILL_WORKER, { scope: '/' }).catch(() => {});
}

/** A read the worker did not answer (it went out before the worker controlled the page): its timing has no workerStart. */
const missedByWorker = (entry: PerformanceEntry) => TILL_READS.test(entry.name) && (entry as PerformanceResourceTiming).workerStart === 0;

/**
 * The reads of TILL_READS this page made without the worker, asked again through it (the worker keeps
 * their answers): those done already, and those still on their way when it took over, as each ends.
 */
function readAgainThroughWorker(): void {
  const asked = new Set<string>();
  const readAgain = (entries: PerformanceEntry[]) => {
    const token = readStoredSession()?.token;
    if (!token) return;
    for (const { name } of entries.filter(missedByWorker)) {
      if (asked.has(name)) continue;
      asked.add(name);
      void fetch(name, { headers: { Authorization: `Bearer ${token}` } }).catch(() => null);
    }
  };
  if (typeof PerformanceObserver !== 'undefined') new PerformanceObserver((list) => readAgain(list.getEntries())).observe({ type: 'resource' });
  readAgain(performance.getEntriesByType('resource'));
}
