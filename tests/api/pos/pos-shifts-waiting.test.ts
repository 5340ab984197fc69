/**
 * The shift's report as the till reads it (docs/offline-till.md#shifts): the server's, with the sales of
 * that shift still waiting in this browser's outbox counted in; another shift's waiting sales stay out,
 * and a sale answered since is counted once, by the server. The close sent online says how many sales the
 * till made while some of them still wait.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ShiftReport } from '../../../src/domain/tills.schemas';
import { addBlock, queueSale, settle } from '../../../src/api/pos/till-outbox';
import { readShiftReport } from '../../../src/api/pos/pos-shifts';
import { closeAtTill, withWaitingSales } from '../../../src/api/pos/till-checkout';
import type { Minor } from '../../../src/domain/money';
import type { Sale } from '../../../src/domain/sales.schemas';
import { fakeLocks, freshDatabasePerTest } from './till-fakes';
import { waitingZ, xReport } from '../../machines/pos/pos-counter.model';

const server = vi.hoisted(() => ({ callRoute: vi.fn() }));
vi.mock('../../../src/api/common/api-client', () => ({ callRoute: server.callRoute, readRoute: vi.fn(), requestRoute: vi.fn() }));

freshDatabasePerTest();
// A browser that keeps a till (canKeepTill): Node has IndexedDB here (fake-indexeddb) and BroadcastChannel, not Web Locks.
vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
// The files of a worker share its globals (vite.config.ts, isolate: false).
afterAll(() => vi.unstubAllGlobals());

/** A sale as the till queues it: wireBody's totalAmount and payments, with the shift it was made in. */
const queue = (clientId: string, shift: string, totalAmount: number, payments: { method: string; amount: number }[]) =>
  queueSale('t-1', ({ blockId, number }) => ({
    clientId,
    key: `key-${clientId}`,
    body: { till: 't-1', totalAmount, payments, offline: { clientId, block: blockId, number, madeAt: '2026-11-26T10:00:00Z', shift } },
    queuedAt: number,
  }));

describe("the till's X report", () => {
  it("counts in the shift's own waiting sales, once each", async () => {
    await addBlock({ id: 'b-1', tillId: 't-1', tillCode: '1', first: 1, last: 10, next: 1 });
    await queue('s-1', 'sh-1', 12.5, [{ method: 'Cash', amount: 12.5 }]);
    await queue('s-2', 'sh-1', 30, [{ method: 'Card', amount: 20 }, { method: 'Cash', amount: 10 }]);
    await queue('s-3', 'sh-0', 99, [{ method: 'Cash', amount: 99 }]);
    await queue('s-4', 'sh-1', 7, [{ method: 'Cash', amount: 7 }]);
    // s-4 was answered: the server's report counts it, the outbox no longer holds it.
    await settle({ clientId: 's-4', reference: 'POS-1-000004', settledAt: 1, outcome: 'made', sale: { _id: 's-4' } as unknown as Sale });
    server.callRoute.mockResolvedValueOnce({ ok: true, data: xReport satisfies ShiftReport });

    const read = await withWaitingSales(await readShiftReport('sh-1'));

    expect(server.callRoute).toHaveBeenLastCalledWith('GET /api/shifts/:id/report', expect.objectContaining({ params: { id: 'sh-1' } }));
    expect(read.ok && read.data).toMatchObject({
      sales: { count: 4, amount: 342.5 },
      byMethod: [
        { method: 'Card', count: 1, amount: 20 },
        { method: 'Cash', count: 4, amount: 322.5 },
      ],
      expectedCash: 422.5,
      notArrived: { count: 2, amount: 42.5 },
    });
  });
});

describe('the close sent while some of the shift\'s sales still wait', () => {
  it('says how many sales the till made (the server\'s count and those waiting), under the till\'s key; with none waiting it says nothing', async () => {
    // Each test's end unstubs the globals (till-fakes.ts): this browser keeps a till again.
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    await addBlock({ id: 'b-1', tillId: 't-1', tillCode: '1', first: 1, last: 10, next: 1 });
    await queue('s-1', 'sh-1', 12.5, [{ method: 'Cash', amount: 12.5 }]);
    await queue('s-2', 'sh-1', 30, [{ method: 'Card', amount: 30 }]);
    server.callRoute.mockReset();
    server.callRoute.mockResolvedValueOnce({ ok: true, data: xReport }).mockResolvedValueOnce({ ok: true, data: waitingZ });
    const counted = { total: 39500 as Minor, denominations: null };

    const closed = await closeAtTill({ shiftId: 'sh-1', tillId: 't-1', counted, key: 'close-1' });

    expect(server.callRoute).toHaveBeenLastCalledWith('POST /api/shifts/:id/close', expect.objectContaining({ params: { id: 'sh-1' }, json: { counted: 395, salesMade: 4 }, headers: { 'Idempotency-Key': 'close-1' } }));
    // The server's Z report, naming the two sales it waits for.
    expect(closed.ok && closed.data).toMatchObject({ kind: 'Z', notArrived: { count: 2, amount: 42.5 } });

    server.callRoute.mockReset();
    server.callRoute.mockResolvedValueOnce({ ok: true, data: waitingZ });
    await closeAtTill({ shiftId: 'sh-9', tillId: 't-1', counted, key: 'close-2' });
    expect(server.callRoute.mock.calls).toHaveLength(1);
    expect(server.callRoute.mock.calls[0]![1].json.salesMade).toBeUndefined();
  });
});
