import type { MiddlewareHandler } from 'hono';

/**
 * When the server last had a request, so background work on PGlite (server/db/pglite-maintenance.ts)
 * waits for the shop to be quiet: PGlite runs one statement at a time on the thread that answers
 * requests, so a VACUUM in the middle of a sale holds the till up. On the hot path this is a counter
 * and a clock read per request; a request still under way (a long import) keeps the server busy even
 * after its start is long past.
 */
export class RequestActivity {
  private lastRequestAt: number;
  private underWay = 0;

  /** `now`: milliseconds on a monotonic clock; tests pass a fake one. */
  constructor(private readonly now: () => number = () => performance.now()) {
    this.lastRequestAt = now();
  }

  /** Milliseconds since a request last started or ended; 0 while one is under way. */
  quietFor(): number {
    return this.underWay > 0 ? 0 : this.now() - this.lastRequestAt;
  }

  readonly middleware: MiddlewareHandler = async (_context, next) => {
    this.underWay += 1;
    this.lastRequestAt = this.now();
    try {
      await next();
    } finally {
      this.underWay -= 1;
      this.lastRequestAt = this.now();
    }
  };
}
