import { describe, expect, it, vi } from 'vitest';
import {
  acknowledge,
  addBlock,
  claimMeta,
  heldBlocks,
  markPrinted,
  noteAttempt,
  numbersLeft,
  oldestWaiting,
  pruneSettled,
  queueSale,
  readMeta,
  refusedNeedingAttention,
  settle,
  settledSale,
  waitingCount,
  waitingSales,
  writeMeta,
  type HeldBlock,
  type SettledSale,
} from '../../../src/api/pos/till-outbox';
import type { Sale } from '../../../src/domain/sales.schemas';
import { freshDatabasePerTest, saleMaker } from './till-fakes';

freshDatabasePerTest();

const block = (id: string, first: number, last: number, tillId = 'till-1'): HeldBlock => ({ id, tillId, tillCode: '1', first, last, next: first });
const refusal = { ok: false as const, status: 400, message: 'Deposit needs the server to check its balance: a till offline does not take it.', issues: [] };
const refused = (clientId: string, settledAt = 5000): SettledSale => ({ clientId, reference: 'POS-1-000001', settledAt, outcome: 'refused', refusal, printed: false, acknowledged: false });
const made = (clientId: string, settledAt = 5000): SettledSale => ({ clientId, reference: 'POS-1-000001', settledAt, outcome: 'made', sale: { _id: clientId } as unknown as Sale });

describe('numbering a sale on the till', () => {
  it('gives every sale its own number, without gaps, when two tabs queue many at once', async () => {
    await addBlock(block('b1', 11, 40));
    await addBlock(block('b2', 101, 130));
    // A second tab: the module loaded again, with its own connection to the same database.
    vi.resetModules();
    const otherTab = await import('../../../src/api/pos/till-outbox');
    const otherConnection = await import('../../../src/api/pos/till-database');
    const thisTab = { queueSale };

    const queued = await Promise.all(Array.from({ length: 60 }, (_, index) => (index % 2 ? otherTab : thisTab).queueSale('till-1', saleMaker(`sale-${index}`))));
    await otherConnection.closeTillDatabase();

    const numbers = queued.map((sale) => sale!.number).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array.from({ length: 30 }, (_, index) => 11 + index), ...Array.from({ length: 30 }, (_, index) => 101 + index)]);
    expect(await waitingCount()).toBe(60);
    expect(await numbersLeft('till-1')).toBe(0);
    expect(await queueSale('till-1', saleMaker('sale-61'))).toBeNull();
  });

  it('answers null and writes nothing when the till has no numbers left', async () => {
    await addBlock(block('other-till', 1, 50, 'till-2'));
    const make = vi.fn(saleMaker('sale-1'));
    expect(await queueSale('till-1', make)).toBeNull();
    expect(make).not.toHaveBeenCalled();
    expect(await waitingCount()).toBe(0);
    expect(await numbersLeft('till-2')).toBe(50);
  });

  it('takes the lowest block with numbers left first, and formats the reference with the till code', async () => {
    await addBlock({ ...block('high', 201, 202), tillCode: '7' });
    await addBlock({ ...block('low', 9, 10), tillCode: '7' });
    const queued = [];
    for (let index = 0; index < 4; index += 1) queued.push(await queueSale('till-1', saleMaker(`sale-${index}`)));
    expect(queued.map((sale) => [sale!.blockId, sale!.number, sale!.reference])).toEqual([
      ['low', 9, 'POS-7-000009'],
      ['low', 10, 'POS-7-000010'],
      ['high', 201, 'POS-7-000201'],
      ['high', 202, 'POS-7-000202'],
    ]);
    expect(queued[0]).toMatchObject({ clientId: 'sale-0', key: 'key-sale-0', tillId: 'till-1', printed: false, attempts: 0, lastTriedAt: null });
    expect((await heldBlocks('till-1')).map((held) => [held.id, held.next])).toEqual([
      ['low', 11],
      ['high', 203],
    ]);
  });

  it('takes no number when the sale cannot be made', async () => {
    await addBlock(block('b1', 1, 5));
    await expect(
      queueSale('till-1', () => {
        throw new Error('The cart changed.');
      }),
    ).rejects.toThrow('The cart changed.');
    expect(await numbersLeft('till-1')).toBe(5);
    expect((await queueSale('till-1', saleMaker('sale-1')))!.number).toBe(1);
  });

  it('takes no number for a sale whose id is already in the outbox', async () => {
    await addBlock(block('b1', 1, 5));
    await queueSale('till-1', saleMaker('sale-1'));
    await expect(queueSale('till-1', saleMaker('sale-1'))).rejects.toThrow();
    expect(await numbersLeft('till-1')).toBe(4);
    expect(await waitingCount()).toBe(1);
  });
});

describe('the outbox', () => {
  it('lists waiting sales oldest first, then by number', async () => {
    await addBlock(block('b1', 1, 10));
    await queueSale('till-1', saleMaker('late', 3000));
    await queueSale('till-1', saleMaker('tie-high', 2000));
    await queueSale('till-1', saleMaker('early', 1000));
    await queueSale('till-1', saleMaker('tie-low', 2000));
    // tie-low took a higher number than tie-high: the number breaks the tie, not the order of queueing.
    expect((await waitingSales()).map((sale) => [sale.clientId, sale.number])).toEqual([
      ['early', 3],
      ['tie-high', 2],
      ['tie-low', 4],
      ['late', 1],
    ]);
    expect((await oldestWaiting())?.clientId).toBe('early');
  });

  it('counts the attempts at a sale', async () => {
    await addBlock(block('b1', 1, 10));
    await queueSale('till-1', saleMaker('sale-1'));
    await noteAttempt('sale-1', 7000);
    await noteAttempt('sale-1', 9000);
    expect(await oldestWaiting()).toMatchObject({ attempts: 2, lastTriedAt: 9000 });
  });
});

describe('printing before the answer, and settling', () => {
  it('keeps a refusal that came after the receipt was printed as needing attention, until acknowledged', async () => {
    await addBlock(block('b1', 1, 10));
    await queueSale('till-1', saleMaker('sale-1'));
    expect(await markPrinted('sale-1')).toEqual({ state: 'waiting' });
    // The sender settles with what it read before the receipt was printed: the store's flag wins.
    await settle(refused('sale-1'));
    expect(await waitingCount()).toBe(0);
    expect(await refusedNeedingAttention()).toEqual([{ ...refused('sale-1'), printed: true }]);

    await acknowledge('sale-1');
    expect(await refusedNeedingAttention()).toEqual([]);
    expect(await settledSale('sale-1')).toMatchObject({ outcome: 'refused', acknowledged: true });
  });

  it('answers the settled sale to markPrinted when the server answered first', async () => {
    await addBlock(block('b1', 1, 10));
    await queueSale('till-1', saleMaker('sale-1'));
    await settle(refused('sale-1'));
    expect(await markPrinted('sale-1')).toEqual({ state: 'settled', settled: refused('sale-1') });
    // Not printed: the cashier saw the refusal at the checkout.
    expect(await refusedNeedingAttention()).toEqual([]);
  });

  it('keeps the first record of a sale settled twice', async () => {
    await addBlock(block('b1', 1, 10));
    await queueSale('till-1', saleMaker('sale-1'));
    await settle(made('sale-1', 5000));
    expect(await settle(made('sale-1', 6000))).toEqual(made('sale-1', 5000));
    expect(await settledSale('sale-1')).toEqual(made('sale-1', 5000));
  });

  it('prunes sales made more than a day ago and refusals read, never a refusal not read', async () => {
    const day = 24 * 60 * 60 * 1000;
    await settle(made('old', 1000));
    await settle(made('recent', day));
    await settle(refused('read', 1000));
    await acknowledge('read');
    await settle(refused('unread', 1000));
    expect(await pruneSettled(1000 + day + 1)).toBe(2);
    expect(await settledSale('old')).toBeUndefined();
    expect(await settledSale('read')).toBeUndefined();
    expect(await settledSale('recent')).toBeDefined();
    expect(await settledSale('unread')).toBeDefined();
  });
});

describe('small facts', () => {
  it('reads what was written, and claims a value once', async () => {
    expect(await readMeta('lastReachedAt')).toBeUndefined();
    await writeMeta('lastReachedAt', 1234);
    expect(await readMeta('lastReachedAt')).toBe(1234);
    const isText = (stored: unknown): stored is string => typeof stored === 'string';
    const claims = await Promise.all([claimMeta('releaseKey:b1', 'first', isText), claimMeta('releaseKey:b1', 'second', isText)]);
    expect(claims).toEqual(['first', 'first']);
  });
});
