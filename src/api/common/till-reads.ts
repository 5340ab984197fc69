/**
 * The reads a till opens with, which the service worker answers from their last answer when the server
 * does not (docs/offline-till.md#opening-without-the-server; the worker: app-worker.ts).
 */

/** Where the worker keeps them; emptied when the session ends. */
export const TILL_READS_CACHE = 'shopdesk-till-reads';

/**
 * The reads, by their whole URL (the worker matches this against each request): who is signed in,
 * General Setting, the bell, the tills and this browser's, its shift's report and shifts, the category
 * and brand tiles, the customers and accounts to choose from. The products, the catalog feed and every
 * write are not here: the till's catalog answers the first, the others need the server
 * (docs/offline-till.md#what-is-refused-and-what-waits).
 */
export const TILL_READS = /^https?:\/\/[^/]+\/api\/(?:me|settings|notifications|customers\/choices|accounts\/picker|tills|tills\/[^/?]+|shifts|shifts\/[^/?]+\/report|categories|brands)(?:\?.*)?$/;

/** Forgets the reads kept for the session that ended: another person signing in must not see them offline. */
export function forgetTillReads(): void {
  void globalThis.caches?.delete(TILL_READS_CACHE).catch(() => {});
}
