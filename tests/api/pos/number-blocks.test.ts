import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, keepNumbers, LOW_WATER, releaseSpentBlocks, reserveBlock } from '../../../src/api/pos/number-blocks';
import { addBlock, dropBlock, heldBlocks, numbersLeft, queueSale, readMeta, settle } from '../../../src/api/pos/till-outbox';
import { closeTillDatabase } from '../../../src/api/pos/till-database';
import { MAX_HELD_BLOCKS } from '../../../src/domain/receipt-numbers';
import { fakeTillServer, freshDatabasePerTest, saleMaker } from './till-fakes';

freshDatabasePerTest();

const till = { id: 'till-1', code: '1' };
const RESERVE = 'POST /api/tills/:id/number-blocks';
const RELEASE = 'POST /api/number-blocks/:id/release';

describe('reserving a block', () => {
  it('keeps the block the server reserved, numbering from its first', async () => {
    const server = fakeTillServer();
    const reserved = await reserveBlock(till, 5);
    expect(reserved).toEqual({ ok: true, data: { id: 'block-1', tillId: 'till-1', tillCode: '1', first: 1, last: 5, next: 1 } });
    expect(server.sentTo(RESERVE)[0]!.body).toEqual({ size: 5 });
    expect(await heldBlocks('till-1')).toEqual([reserved.ok && reserved.data]);
    expect(await readMeta('reserveKey:till-1')).toBeUndefined();
  });

  it('sends the same key and size after a lost answer, even after a reload, and holds one block', async () => {
    const server = fakeTillServer();
    server.script(RESERVE, 'lose');
    await expect(reserveBlock(till, 5)).rejects.toThrow();
    expect(await heldBlocks('till-1')).toEqual([]);
    await closeTillDatabase();

    const again = await reserveBlock(till, 50);
    const [first, second] = server.sentTo(RESERVE);
    expect(second!.key).toBe(first!.key);
    expect(second!.body).toEqual({ size: 5 });
    expect(again.ok && again.data).toMatchObject({ id: 'block-1', first: 1, last: 5 });
    expect(server.heldOnServer('till-1')).toHaveLength(1);

    // Answered: the next reservation is a new one.
    await reserveBlock(till, 5);
    expect(server.sentTo(RESERVE)[2]!.key).not.toBe(first!.key);
    expect((await heldBlocks('till-1')).map((block) => [block.first, block.last])).toEqual([
      [1, 5],
      [6, 10],
    ]);
  });

  it('numbers a block answered again from where its sales got, without putting back numbers already taken', async () => {
    const server = fakeTillServer();
    server.script(RESERVE, 'lose');
    await expect(reserveBlock(till, 5)).rejects.toThrow();
    // The same answer reaches this tab after another tab kept the block and took a number of it.
    await addBlock({ id: 'block-1', tillId: 'till-1', tillCode: '1', first: 1, last: 5, next: 1 });
    await queueSale('till-1', saleMaker('sale-1'));
    await reserveBlock(till, 5);
    expect(await numbersLeft('till-1')).toBe(4);
  });

  it('answers the 409 of a till holding 4 blocks and forgets its key', async () => {
    const server = fakeTillServer();
    server.script(RESERVE, { status: 409, message: 'Till 1 already holds 4 number blocks. Release one first.' });
    const refused = await reserveBlock(till);
    expect(refused).toMatchObject({ ok: false, status: 409, message: 'Till 1 already holds 4 number blocks. Release one first.' });
    expect(await readMeta('reserveKey:till-1')).toBeUndefined();
    expect(await heldBlocks('till-1')).toEqual([]);
  });

  it('keeps its key after a 503, which a proxy may answer for a request the server did', async () => {
    const server = fakeTillServer();
    server.script(RESERVE, { status: 503 });
    expect(await reserveBlock(till)).toMatchObject({ ok: false, status: 503 });
    await reserveBlock(till);
    const [first, second] = server.sentTo(RESERVE);
    expect(second!.key).toBe(first!.key);
  });
});

describe('keeping numbers', () => {
  it(`reserves a block of ${BLOCK_SIZE} when fewer than ${LOW_WATER} numbers are left`, async () => {
    const server = fakeTillServer();
    expect(await keepNumbers(till)).toBe(BLOCK_SIZE);
    expect(server.sentTo(RESERVE)[0]!.body).toEqual({ size: BLOCK_SIZE });
    for (let index = 0; index < BLOCK_SIZE - LOW_WATER; index += 1) await queueSale('till-1', saleMaker(`sale-${index}`));
    expect(await keepNumbers(till)).toBe(LOW_WATER);
    expect(server.sentTo(RESERVE)).toHaveLength(1);

    await queueSale('till-1', saleMaker('one-more'));
    expect(await keepNumbers(till)).toBe(LOW_WATER - 1 + BLOCK_SIZE);
    expect(server.sentTo(RESERVE)).toHaveLength(2);
  });

  it('reserves none while the till holds the most blocks it may, and none is spent', async () => {
    const server = fakeTillServer();
    for (let index = 0; index < MAX_HELD_BLOCKS; index += 1) {
      await addBlock({ id: `b${index}`, tillId: 'till-1', tillCode: '1', first: index * 10 + 1, last: index * 10 + 1, next: index * 10 + 1 });
    }
    expect(await keepNumbers(till)).toBe(MAX_HELD_BLOCKS);
    expect(server.sent).toEqual([]);
  });

  it('releases the oldest block the till holds in another browser when it holds the most it may, and reserves', async () => {
    const server = fakeTillServer();
    // Four blocks reserved by browsers whose storage is gone: this browser holds none of them.
    for (let index = 0; index < MAX_HELD_BLOCKS; index += 1) await reserveBlock(till, 10);
    for (const block of await heldBlocks('till-1')) await dropBlock(block.id);
    const before = server.heldOnServer('till-1').map((block) => block._id);

    expect(await keepNumbers(till)).toBe(BLOCK_SIZE);
    expect(server.block(before[0]!)?.status).toBe('released');
    expect(server.heldOnServer('till-1').map((block) => block._id)).toEqual([...before.slice(1), expect.any(String)]);
    expect((await heldBlocks('till-1')).map((block) => block.first)).toEqual([41]);
  });

  it('never releases a block it holds itself: the oldest held elsewhere goes, though its own are older', async () => {
    const server = fakeTillServer();
    for (let index = 0; index < MAX_HELD_BLOCKS; index += 1) await reserveBlock(till, 1);
    const [first, second, third, fourth] = server.heldOnServer('till-1').map((block) => block._id);
    // The third and fourth are another browser's; this one's two numbers went to sales still waiting.
    await dropBlock(third!);
    await dropBlock(fourth!);
    await queueSale('till-1', saleMaker('sale-1', 1));
    await queueSale('till-1', saleMaker('sale-2', 2));

    expect(await keepNumbers(till)).toBe(BLOCK_SIZE);
    expect(server.sentTo(RELEASE).map((request) => request.path)).toEqual([`/api/number-blocks/${third}/release`]);
    expect([first, second, fourth].map((id) => server.block(id!)?.status)).toEqual(['held', 'held', 'held']);
  });

  it('never throws without an answer, and answers the numbers left', async () => {
    const server = fakeTillServer();
    await addBlock({ id: 'b1', tillId: 'till-1', tillCode: '1', first: 1, last: 3, next: 1 });
    server.script(RESERVE, 'drop');
    expect(await keepNumbers(till)).toBe(3);
    expect(await keepNumbers(till)).toBe(103);
  });
});

describe('releasing spent blocks', () => {
  it('releases a block whose numbers are all taken and answered, and keeps the others', async () => {
    const server = fakeTillServer();
    await reserveBlock(till, 2);
    await reserveBlock(till, 2);
    await reserveBlock(till, 2);
    // block-1: spent and answered; block-2: spent, a sale still waiting; block-3: a number left.
    for (const clientId of ['a', 'b', 'c', 'd', 'e']) await queueSale('till-1', saleMaker(clientId));
    for (const clientId of ['a', 'b', 'c']) await settle({ clientId, reference: '', settledAt: 1, outcome: 'refused', refusal: { ok: false, status: 400, message: '', issues: [] }, printed: false, acknowledged: false });

    await releaseSpentBlocks('till-1');
    expect(server.sentTo(RELEASE).map((request) => request.path)).toEqual(['/api/number-blocks/block-1/release']);
    expect(server.block('block-1')?.status).toBe('released');
    expect((await heldBlocks('till-1')).map((block) => block.id)).toEqual(['block-2', 'block-3']);
  });

  it('sends the same key again after a lost answer', async () => {
    const server = fakeTillServer();
    await addBlock({ id: 'spent', tillId: 'till-1', tillCode: '1', first: 1, last: 2, next: 3 });
    server.script(RELEASE, 'lose');
    await releaseSpentBlocks('till-1');
    expect(await heldBlocks('till-1')).toHaveLength(1);
    await releaseSpentBlocks('till-1');
    const [first, second] = server.sentTo(RELEASE);
    expect(second!.key).toBe(first!.key);
    expect(await heldBlocks('till-1')).toEqual([]);
    expect(await readMeta('releaseKey:spent')).toBeUndefined();
  });
});
