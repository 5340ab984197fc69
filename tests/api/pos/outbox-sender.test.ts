import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveBlock } from '../../../src/api/pos/number-blocks';
import { announceChanged, announceQueued, awaitOutcome, startOutboxSender, subscribeOutbox, type OutboxStatus, type SenderDeps } from '../../../src/api/pos/outbox-sender';
import { callRoute } from '../../../src/api/common/api-client';
import { acknowledge, heldBlocks, keptCloseName, keptCloses, metaStore, oldestWaiting, queueSale, readMeta, refusedNeedingAttention, settledSale, waitingCount } from '../../../src/api/pos/till-outbox';
import { keepClose } from '../../../src/api/pos/kept-close';
import { withSalesNotArrived } from '../../../src/domain/sales-not-arrived';
import type { Minor } from '../../../src/domain/money';
import { xReportOf } from '../../domain/shift-report-fixture';
import { closeTillDatabase } from '../../../src/api/pos/till-database';
import type { QueuedSale } from '../../../src/api/pos/till-outbox';
import { fakeLocks, fakeTillServer, freshDatabasePerTest, gate, saleMaker } from './till-fakes';

/** What the sender does happens in its own time: waited for up to 5 s, as a loaded machine can take more than vi.waitFor's 1 s. */
const eventually = <Result>(check: () => Result | Promise<Result>) => vi.waitFor(check, { timeout: 5_000 });

freshDatabasePerTest();

const SALES = 'POST /api/sales';
const IDLE_WAIT_MS = 30_000;
const till = { id: 'till-1', code: '1' };
const NOW = 1_800_000_000_000;

let waits: (number | null)[] = [];
const running: { stop(): void }[] = [];
const gates: (() => void)[] = [];

afterEach(async () => {
  for (const sender of running.splice(0)) sender.stop();
  for (const open of gates.splice(0)) open();
  waits = [];
  // Let a stopped sender's last store call end before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 10));
});

/** Backoffs pass at once; waiting for a sale (30 s) or for a sign-in (null) ends only when woken. */
function quickSleep(ms: number | null, wake: AbortSignal): Promise<void> {
  waits.push(ms);
  return new Promise((resolve) => {
    if (wake.aborted) return resolve();
    const timer = ms === null || ms >= IDLE_WAIT_MS ? undefined : setTimeout(resolve, 1);
    wake.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const sharedLocks = fakeLocks();

function startSender(deps: SenderDeps = {}) {
  const sender = startOutboxSender({ locks: sharedLocks, sleep: quickSleep, now: () => NOW, random: () => 0.5, ...deps });
  running.push(sender);
  return sender;
}

const held = () => {
  const opened = gate();
  gates.push(opened.open);
  return opened;
};

/** The till reserves a block of `size` and queues one sale per id, queued in that order. */
async function queueSales(...clientIds: string[]): Promise<QueuedSale[]> {
  await reserveBlock(till, clientIds.length);
  const queued: QueuedSale[] = [];
  for (const [index, clientId] of clientIds.entries()) queued.push((await queueSale('till-1', saleMaker(clientId, 1000 + index)))!);
  return queued;
}

const keysSent = (server: ReturnType<typeof fakeTillServer>) => server.sentTo(SALES).map((request) => request.key);
const backoffs = () => waits.filter((ms): ms is number => ms !== null && ms < IDLE_WAIT_MS);

describe('the outbox sender', () => {
  it('sends the waiting sales oldest first, each under its own key, and keeps what the server made', async () => {
    const server = fakeTillServer();
    await reserveBlock(till, 3);
    await queueSale('till-1', saleMaker('third', 3000));
    await queueSale('till-1', saleMaker('first', 1000));
    await queueSale('till-1', saleMaker('second', 2000));
    startSender();

    await eventually(async () => expect(await heldBlocks('till-1')).toEqual([]));
    expect(keysSent(server)).toEqual(['key-first', 'key-second', 'key-third']);
    expect(server.saleNumbers()).toEqual([2, 3, 1]);
    expect(await waitingCount()).toBe(0);
    expect(await settledSale('first')).toEqual({ clientId: 'first', reference: 'POS-1-000002', settledAt: NOW, outcome: 'made', sale: { _id: 'first', number: 2, reference: 'POS-1-000002' } });
    expect(await readMeta('lastReachedAt')).toBe(NOW);
    // Its last sale answered, the spent block was released.
    expect(server.block('block-1')?.status).toBe('released');
  });

  it('sends a sale again under the same key until the server answers, backing off from 1 s to 30 s', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    const last = held();
    server.script(SALES, 'drop', 'drop', 'drop', { status: 503 }, 'lose', { status: 408 }, { status: 429 }, 'drop', { hold: last.promise });
    startSender();

    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(9));
    expect(await oldestWaiting()).toMatchObject({ clientId: 'sale-1', attempts: 8, lastTriedAt: NOW });
    last.open();
    await eventually(async () => expect(await settledSale('sale-1')).toMatchObject({ outcome: 'made' }));
    expect(new Set(keysSent(server))).toEqual(new Set(['key-sale-1']));
    // The answer lost after the server made it is answered again: one sale.
    expect(server.saleNumbers()).toEqual([1]);
    // 1 s doubling to 30 s, each three quarters of it with this jitter.
    expect(backoffs()).toEqual([750, 1500, 3000, 6000, 12_000, 22_500, 22_500, 22_500]);
  });

  it('sends the sales behind one the server keeps failing on (a 5xx) after its third try, and never drops it', async () => {
    fakeTillServer();
    await queueSales('failing', 'next-1', 'next-2');
    const tried: string[] = [];
    const send: SenderDeps['send'] = (sale, signal) => {
      tried.push(sale.clientId);
      if (sale.clientId === 'failing') return Promise.resolve({ ok: false, status: 500, message: 'The server could not do this.', issues: [] });
      return callRoute(SALES, { json: sale.body as never, headers: { 'Idempotency-Key': sale.key }, signal });
    };
    startSender({ send });

    await eventually(async () => expect(await settledSale('next-2')).toMatchObject({ outcome: 'made' }));
    expect(tried.slice(0, 5)).toEqual(['failing', 'failing', 'failing', 'next-1', 'next-2']);
    expect(await waitingCount()).toBe(1);
    expect(await oldestWaiting()).toMatchObject({ clientId: 'failing', attempts: expect.any(Number) });
  });

  it('keeps the order while nothing answers at all: the oldest sale is sent first when the network is back', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1', 'sale-2');
    server.script(SALES, 'drop', 'drop', 'drop', 'drop', 'drop');
    startSender();

    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(server.sentTo(SALES).map((request) => request.key)).toEqual(['key-sale-1', 'key-sale-1', 'key-sale-1', 'key-sale-1', 'key-sale-1', 'key-sale-1', 'key-sale-2']);
  });

  it('sends the next sale only after the server answered the one before', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1', 'sale-2');
    const first = held();
    server.script(SALES, { hold: first.promise });
    startSender();

    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keysSent(server)).toEqual(['key-sale-1']);
    first.open();
    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(keysSent(server)).toEqual(['key-sale-1', 'key-sale-2']);
  });

  it('sends after a reload what the page before left unanswered, under the same key: one sale', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    const lost = held();
    server.script(SALES, { hold: lost.promise });
    const before = startSender();
    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(1));
    before.stop();
    await closeTillDatabase();

    startSender();
    await eventually(async () => expect(await settledSale('sale-1')).toMatchObject({ outcome: 'made' }));
    // The first request reaches the server after all: the same key answers the same sale.
    lost.open();
    await eventually(() => expect(server.sent.filter((request) => request.route === SALES)).toHaveLength(2));
    expect(keysSent(server)).toEqual(['key-sale-1', 'key-sale-1']);
    expect(server.saleNumbers()).toEqual([1]);
  });

  it('keeps a refused sale as settled, never drops it, and sends the next', async () => {
    const server = fakeTillServer();
    await queueSales('refused', 'made');
    server.script(SALES, { status: 400, message: 'Deposit needs the server to check its balance: a till offline does not take it.', path: ['payments'] });
    startSender();

    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(await settledSale('refused')).toEqual({
      clientId: 'refused',
      reference: 'POS-1-000001',
      settledAt: NOW,
      outcome: 'refused',
      refusal: { ok: false, status: 400, message: 'Deposit needs the server to check its balance: a till offline does not take it.', issues: [{ path: 'payments', message: 'Deposit needs the server to check its balance: a till offline does not take it.' }] },
      printed: false,
      acknowledged: false,
    });
    expect(await settledSale('made')).toMatchObject({ outcome: 'made' });
    expect(server.saleNumbers()).toEqual([2]);
    expect(await readMeta('lastReachedAt')).toBe(NOW);
  });

  it('settles nothing on a 401: the sale waits, unsent, until a tab wakes the sender', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    server.script(SALES, { status: 401, message: 'Sign in again.' });
    startSender();

    await eventually(() => expect(waits).toContain(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sentTo(SALES)).toHaveLength(1);
    expect(await settledSale('sale-1')).toBeUndefined();
    expect(await waitingCount()).toBe(1);

    announceQueued();
    await eventually(async () => expect(await settledSale('sale-1')).toMatchObject({ outcome: 'made' }));
    expect(keysSent(server)).toEqual(['key-sale-1', 'key-sale-1']);
  });

  it("sends under a new key a sale whose key another cashier's request took, and the server answers the sale made", async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    server.script(SALES, 'lose', { status: 409, message: 'This Idempotency-Key was already used by someone else.', path: ['Idempotency-Key'] });
    startSender();

    await eventually(async () => expect(await settledSale('sale-1')).toMatchObject({ outcome: 'made' }));
    const [first, second, third] = keysSent(server);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(server.saleNumbers()).toEqual([1]);
  });

  it('wakes from waiting for sales when a tab queues one, or the network comes back', async () => {
    const server = fakeTillServer();
    await reserveBlock(till, 2);
    startSender();
    await eventually(() => expect(waits).toEqual([IDLE_WAIT_MS]));

    await queueSale('till-1', saleMaker('sale-1'));
    announceQueued();
    await eventually(async () => expect(await settledSale('sale-1')).toBeDefined());

    await queueSale('till-1', saleMaker('sale-2'));
    window.dispatchEvent(new Event('online'));
    await eventually(async () => expect(await settledSale('sale-2')).toBeDefined());
    expect(keysSent(server)).toEqual(['key-sale-1', 'key-sale-2']);
  });
});

describe('one sender per browser', () => {
  it('sends from one tab at a time; when that tab stops, another takes over', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1', 'sale-2');
    const sentBy: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const sendAs = (tab: string, hold?: Promise<void>) => async (sale: QueuedSale) => {
      sentBy.push(tab);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await hold;
        return await callRoute(SALES, { json: sale.body, headers: { 'Idempotency-Key': sale.key } });
      } finally {
        inFlight -= 1;
      }
    };
    const first = held();
    const tabA = startSender({ send: sendAs('A', first.promise) });
    startSender({ send: sendAs('B') });
    await eventually(() => expect(sentBy).toEqual(['A']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBy).toEqual(['A']);
    expect(mostInFlight).toBe(1);

    // Tab A's send stays unanswered; B sends the same sale again under its key.
    tabA.stop();
    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(sentBy).toEqual(['A', 'B', 'B']);
    expect(keysSent(server)).toEqual(['key-sale-1', 'key-sale-2']);
  });

  it('never sends from a tab stopped while it waited for the lock', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    const first = held();
    server.script(SALES, { hold: first.promise });
    const tabA = startSender();
    const sendFromB = vi.fn(() => Promise.reject(new Error('Tab B must not send.')));
    const tabB = startSender({ send: sendFromB });
    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(1));
    tabB.stop();
    first.open();
    await eventually(async () => expect(await waitingCount()).toBe(0));
    tabA.stop();
    const tabC = startSender();
    await queueSales('sale-2');
    announceQueued();
    await eventually(async () => expect(await settledSale('sale-2')).toBeDefined());
    tabC.stop();
    expect(sendFromB).not.toHaveBeenCalled();
  });
});

describe("the server's answer for the receipt", () => {
  it('answers a refusal that comes before the wait is over, and the sale is not left needing attention', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    server.script(SALES, { status: 400, message: 'This shift is not one of Till 1’s.' });
    const started = Date.now();
    const outcome = awaitOutcome('sale-1', 10_000);
    startSender();

    expect(await outcome).toMatchObject({ state: 'settled', settled: { outcome: 'refused', refusal: { status: 400, message: 'This shift is not one of Till 1’s.' }, printed: false } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await refusedNeedingAttention()).toEqual([]);
  });

  it('answers the sale made, or one settled before it was asked', async () => {
    fakeTillServer();
    await queueSales('sale-1', 'sale-2');
    const outcome = awaitOutcome('sale-1', 10_000);
    startSender();
    expect(await outcome).toMatchObject({ state: 'settled', settled: { outcome: 'made', sale: { _id: 'sale-1' } } });
    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(await awaitOutcome('sale-2', 10_000)).toMatchObject({ state: 'settled', settled: { outcome: 'made', sale: { _id: 'sale-2' } } });
  });

  it('answers waiting as soon as a send gets no answer, without waiting the whole wait, and marks the sale printed', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    server.script(SALES, 'drop');
    const started = Date.now();
    const outcome = awaitOutcome('sale-1', 10_000);
    startSender();

    expect(await outcome).toEqual({ state: 'waiting' });
    expect(Date.now() - started).toBeLessThan(5000);
    await eventually(async () => expect(await waitingCount()).toBe(0));
    expect(await settledSale('sale-1')).toMatchObject({ outcome: 'made' });
  });

  it('marks the sale printed when the wait is over, and a refusal that comes later needs attention until read', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1');
    const answer = held();
    server.script(SALES, { status: 409, message: 'POS-1-000001 is already another sale.', path: ['offline', 'number'], hold: answer.promise });
    startSender();
    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(1));

    expect(await awaitOutcome('sale-1', 20)).toEqual({ state: 'waiting' });
    answer.open();
    await eventually(async () => expect(await refusedNeedingAttention()).toMatchObject([{ clientId: 'sale-1', printed: true, refusal: { status: 409 } }]));
    await acknowledge('sale-1');
    expect(await refusedNeedingAttention()).toEqual([]);
  });
});

describe("the till screen's status", () => {
  it('reads the outbox at start and after every message of any tab', async () => {
    const server = fakeTillServer();
    const statuses: OutboxStatus[] = [];
    const unsubscribe = subscribeOutbox((status) => statuses.push(status));
    await eventually(() => expect(statuses).toEqual([{ waiting: 0, lastReachedAt: null, refused: [] }]));

    await queueSales('sale-1');
    announceQueued();
    await eventually(() => expect(statuses.at(-1)).toEqual({ waiting: 1, lastReachedAt: null, refused: [] }));

    const answer = held();
    server.script(SALES, { status: 400, message: 'Refused.', hold: answer.promise });
    startSender();
    await eventually(() => expect(server.sentTo(SALES)).toHaveLength(1));
    expect(await awaitOutcome('sale-1', 1)).toEqual({ state: 'waiting' });
    answer.open();
    await eventually(() => expect(statuses.at(-1)).toMatchObject({ waiting: 0, lastReachedAt: NOW, refused: [{ clientId: 'sale-1' }] }));

    await acknowledge('sale-1');
    announceChanged();
    await eventually(() => expect(statuses.at(-1)).toEqual({ waiting: 0, lastReachedAt: NOW, refused: [] }));
    unsubscribe();
  });
});

describe('a shift closed at the till while the server did not answer', () => {
  const CLOSE = 'POST /api/shifts/:id/close';
  const xReport = xReportOf({ sales: { count: 1, amount: 10 }, byMethod: [{ method: 'Cash', count: 1, amount: 10 }], float: 50, expectedCash: 60 });

  /** The close of shift-1 kept as the till keeps it: counted 65.00, said to follow 3 sales, its Z report made from the X report with two sales waiting. */
  async function keepTheClose(key = 'close-key') {
    const waiting = [5, 4].map((amount) => ({ totalAmount: amount, payments: [{ method: 'Cash', amount }], offline: { shift: 'shift-1' } }));
    const answer = await keepClose(
      { name: keptCloseName('shift-1'), shiftId: 'shift-1', tillId: 'till-1', key, body: { counted: 65, salesMade: 3 }, counted: { total: 6500 as Minor, denominations: null } },
      { ok: true, data: withSalesNotArrived(xReport, waiting) },
      metaStore,
    );
    expect(answer).toMatchObject({ ok: true, data: { kind: 'Z', closedHere: true, expectedCash: 69, counted: 65, variance: -4, salesMade: 3, salesAwaited: 2 } });
  }

  it('sends the close after every waiting sale, under the key it was kept with, and forgets it once the server has it', async () => {
    const server = fakeTillServer();
    await queueSales('sale-1', 'sale-2');
    await keepTheClose();
    startSender();

    await eventually(async () => expect(await keptCloses()).toEqual([]));
    expect(server.sent.map((request) => request.route).filter((route) => route === SALES || route === CLOSE)).toEqual([SALES, SALES, CLOSE]);
    expect(server.sentTo(CLOSE)).toEqual([{ route: CLOSE, path: '/api/shifts/shift-1/close', key: 'close-key', body: { counted: 65, salesMade: 3 } }]);
    expect(server.closedWith('shift-1')).toBe(65);
  });

  it('sends it again under the same key while nothing answers, backing off, and the close lost on its way back is closed once', async () => {
    const server = fakeTillServer();
    await keepTheClose();
    server.script(CLOSE, 'drop', { status: 503 }, 'lose');
    startSender();

    await eventually(async () => expect(await keptCloses()).toEqual([]));
    expect(server.sentTo(CLOSE).map((request) => request.key)).toEqual(['close-key', 'close-key', 'close-key', 'close-key']);
    expect(backoffs()).toEqual([750, 1500, 3000]);
    expect(server.closedWith('shift-1')).toBe(65);
  });

  it('takes a 409 for a shift the server holds closed with this count as done (the key taken by another cashier after a lost answer)', async () => {
    const server = fakeTillServer();
    await keepTheClose();
    server.script(CLOSE, 'lose', { status: 409, message: 'This Idempotency-Key was already used by someone else.', path: ['Idempotency-Key'] });
    startSender();

    await eventually(async () => expect(await keptCloses()).toEqual([]));
    expect(server.sentTo(CLOSE)).toHaveLength(2);
    expect(server.sentTo('GET /api/shifts/:id/report')).toHaveLength(1);
  });

  it('keeps a refusal with the close for the counter to show, never drops it, and does not send it again', async () => {
    const server = fakeTillServer();
    await keepTheClose();
    // Another browser closed the shift first, with another count: the server answers 409.
    await fetch(new Request('http://localhost/api/shifts/shift-1/close', { method: 'POST', body: JSON.stringify({ counted: 60 }) }));
    server.sent.length = 0;
    startSender();

    await eventually(async () => expect((await keptCloses())[0]?.refusal).toBeDefined());
    expect((await keptCloses())[0]).toMatchObject({ shiftId: 'shift-1', refusal: { status: 409, message: 'Shift 1 at Till 1 is closed.' } });
    await eventually(() => expect(waits.at(-1)).toBe(IDLE_WAIT_MS));
    expect(server.sentTo(CLOSE)).toHaveLength(1);
  });

  it('sends nothing more on a 401 until a tab wakes the sender, and keeps the close', async () => {
    const server = fakeTillServer();
    await keepTheClose();
    server.script(CLOSE, { status: 401, message: 'Sign in again.' });
    startSender();

    await eventually(() => expect(waits).toContain(null));
    expect(await keptCloses()).toHaveLength(1);
    announceQueued();
    await eventually(async () => expect(await keptCloses()).toEqual([]));
    expect(server.sentTo(CLOSE)).toHaveLength(2);
  });
});
