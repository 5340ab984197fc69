/**
 * The shop simulator: random shop days played through the real HTTP API, on PGlite and on
 * PostgreSQL, against a model that keeps the shop's books with plain arithmetic (shop-model.ts).
 * After every command each account, shelf, document, customer and staff member's view must agree
 * with the model; no answer is a 5xx or slower than 2 s; a refused write changes nothing.
 *
 * CI plays a bounded set; SIM_RUNS, SIM_COMMANDS and SIM_SEED play more or replay a failure (the
 * failure prints its seed, path and the shortest command list fast-check found).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { drivers, listenOnLoopback, startTestServer, type TestServer } from '../harness';
import { commandTally, shopCommands, type Shop } from './commands';
import { ShopApi } from './shop-api';
import { compareWithShop } from './shop-checks';
import { openShop } from './shop-setup';
import { simulatorConfig } from './sim-config';

const config = simulatorConfig();

describe.each(drivers)('the shop simulator on %s', (driver) => {
  let server: TestServer;
  let http: Awaited<ReturnType<typeof listenOnLoopback>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
    http = await listenOnLoopback(server.app);
  }, 300_000);
  afterAll(async () => {
    await http?.close();
    await server?.close();
  });

  it(`keeps the books of ${config.runs} random days of up to ${config.maxCommands} commands`, async () => {
    for (const kind of Object.keys(commandTally)) delete commandTally[kind];
    const started = performance.now();
    let setupMs = 0;
    let commandCount = 0;
    let days = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(shopCommands, { maxCommands: config.maxCommands, size: 'max' }), async (commands) => {
        await server.reset();
        const api = new ShopApi(http.url, config.slowestAnswerMs);
        const opening = performance.now();
        const model = await openShop(api);
        setupMs += performance.now() - opening;
        commandCount += [...commands].length;
        days += 1;
        // A long run says how far it is (every 10 days), so its time per day is known before it ends.
        if (days % 10 === 0) console.log(`shop simulator on ${driver}: ${days} days, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        await compareWithShop(model, api);
        const shop: Shop = { api };
        await fc.asyncModelRun(() => ({ model, real: shop }), commands);
      }),
      { numRuns: config.runs, seed: config.seed, verbose: 1, endOnFailure: false },
    );
    console.log(`shop simulator on ${driver}: ${config.runs} days in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${config.seed}); opening the shops ${(setupMs / 1000).toFixed(1)} s; ${commandCount} commands generated`);
    console.log(Object.entries(commandTally).map(([kind, { accepted, refused }]) => `${kind}: ${accepted} accepted, ${refused} refused`).join('; '));
  }, 3_600_000);
});
