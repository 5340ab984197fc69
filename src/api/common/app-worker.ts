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
