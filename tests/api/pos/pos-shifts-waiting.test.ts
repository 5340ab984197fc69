/**
 * The shift's report as the till reads it (docs/offline-till.md#shifts): the server's, with the sales of
 * that shift still waiting in this browser's outbox counted in; another shift's waiting sales stay out,
 * and a sale answered since is counted once, by the server.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ShiftReport } from '../../../src/domain/tills.schemas';
import { addBlock, queueSale, settle } from '../../../src/api/pos/till-outbox';
import { readShiftReport } from '../../../src/api/pos/pos-shifts';
import { withWaitingSales } from '../../../src/api/pos/till-checkout';
import type { Sale } from '../../../src/domain/sales.schemas';
import { fakeLocks, freshDatabasePerTest } from './till-fakes';
import { xReport } from '../../machines/pos/pos-counter.model';

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
