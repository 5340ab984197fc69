/**
 * The till's receipt numbers (docs/offline-till.md#receipt-number-blocks): while the server answers,
 * the till reserves blocks of its own series and keeps them in its outbox's store, so a sale made
 * while it does not can still be numbered; a block whose every number went to a sale the server has
 * answered is released, and the server accounts for any number no sale carries.
 *
 * Both requests carry an Idempotency-Key kept in the store before they are sent and until they are
 * answered: sent again after a lost answer, a reservation is the same block, not a second one.
 */
import { MAX_HELD_BLOCKS } from '../../domain/receipt-numbers';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';
import { randomKey } from './random-key';
import { addBlock, claimMeta, deleteMeta, dropBlock, heldBlocks, numbersLeft, waitingInBlock, type HeldBlock } from './till-outbox';

/** How many numbers the till reserves at a time. */
export const BLOCK_SIZE = 100;
/**
 * Fewer numbers left than this and the till reserves another block (while it holds fewer than
 * MAX_HELD_BLOCKS): a whole block (BLOCK_SIZE) spare, so an outage starts with 100 to 199 numbers; two browsers at one
 * till hold two blocks each at most, within the server's 4 (docs/offline-till.md#the-till-in-the-browser).
 */
export const LOW_WATER = 100;

interface Till {
  id: string;
  code: string;
}

/** A reservation sent and not yet answered: sent again with the same key and size, it is the same block. */
interface PendingReserve {
  key: string;
  size: number;
}

const isPendingReserve = (stored: unknown): stored is PendingReserve =>
  typeof stored === 'object' && stored !== null && typeof (stored as Partial<PendingReserve>).key === 'string' && typeof (stored as Partial<PendingReserve>).size === 'number';

const isText = (stored: unknown): stored is string => typeof stored === 'string';

/**
 * The server refused and wrote nothing, and gave the key back (docs/api.md#idempotency): the next
 * request takes a new one. A 5xx, 408 or 429 may have been written behind a proxy, or not at all:
 * its key is kept.
 */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Reserves the next `size` numbers of the till's series and keeps the block. A 409 (the till holds 4
 * blocks already) and any other refusal come back as they are; no answer rejects, and the key stays
 * for the next try.
 */
export async function reserveBlock(till: Till, size = BLOCK_SIZE): Promise<ApiResult<HeldBlock>> {
  const meta = `reserveKey:${till.id}`;
  // Written before the request: a reload after the request went and before its answer came still sends the same key.
  const pending = await claimMeta(meta, { key: randomKey('block'), size }, isPendingReserve);
  const result = await callRoute('POST /api/tills/:id/number-blocks', { params: { id: till.id }, json: { size: pending.size }, headers: { 'Idempotency-Key': pending.key } });
  if (!result.ok) {
    if (isFinalRefusal(result.status)) await deleteMeta(meta);
    return result;
  }
  const block = result.data;
  const held = await addBlock({ id: block._id, tillId: till.id, tillCode: till.code, first: block.first, last: block.last, next: block.first + block.used });
  await deleteMeta(meta);
  return { ok: true, data: held };
}

/**
 * Tops the till's numbers up: fewer than LOW_WATER left and fewer than MAX_HELD_BLOCKS held, it
 * reserves a block of BLOCK_SIZE (blocks already spent are released first, to make room). Never
 * throws: without an answer it tries at its next call. Answers how many numbers are left.
 */
export async function keepNumbers(till: Till): Promise<number> {
  let left = 0;
  try {
    await releaseSpentBlocks(till.id);
    left = await numbersLeft(till.id);
    if (left >= LOW_WATER || (await heldBlocks(till.id)).length >= MAX_HELD_BLOCKS) return left;
    let reserved = await reserveBlock(till);
    if (!reserved.ok && reserved.status === 409 && (await releaseOneHeldElsewhere(till.id))) reserved = await reserveBlock(till);
    return reserved.ok ? await numbersLeft(till.id) : left;
  } catch {
    return left;
  }
}

/**
 * The till holds the most blocks it may, and not all of them here: the others were reserved by browsers
 * that may be gone (their storage cleared, a device replaced) and would keep this one from ever
 * reserving. The oldest of them is released. That is safe for the browser that holds it, if it is still
 * in use: a sale numbered from a released block is still accepted and takes its number back from the
 * voids (docs/offline-till.md#receipt-number-blocks), so no sale is lost and every number stays accounted for.
 */
async function releaseOneHeldElsewhere(tillId: string): Promise<boolean> {
  const held = await callRoute('GET /api/tills/:id/number-blocks', { params: { id: tillId } });
  if (!held.ok) return false;
  const here = new Set((await heldBlocks(tillId)).map((block) => block.id));
  const elsewhere = held.data.find((block) => !here.has(block._id));
  if (!elsewhere) return false;
  const meta = `releaseKey:${elsewhere._id}`;
  const key = await claimMeta(meta, randomKey('release'), isText);
  const released = await callRoute('POST /api/number-blocks/:id/release', { params: { id: elsewhere._id }, headers: { 'Idempotency-Key': key } });
  if (released.ok || isFinalRefusal(released.status)) await deleteMeta(meta);
  return released.ok;
}

/**
 * Releases each block of the till whose numbers have all been taken and whose sales have all been
 * answered (none waits in the outbox): the server voids any number no sale carries (a refused sale's).
 * Never throws: a block not released now is released at a later call.
 */
export async function releaseSpentBlocks(tillId: string): Promise<void> {
  try {
    for (const block of await heldBlocks(tillId)) {
      if (block.next <= block.last || (await waitingInBlock(block.id)) > 0) continue;
      const meta = `releaseKey:${block.id}`;
      const key = await claimMeta(meta, randomKey('release'), isText);
      const result = await callRoute('POST /api/number-blocks/:id/release', { params: { id: block.id }, headers: { 'Idempotency-Key': key } });
      // 404: the server knows no such block (its database was replaced); nothing is left to release.
      if (result.ok || result.status === 404) await dropBlock(block.id);
      if (result.ok || isFinalRefusal(result.status)) await deleteMeta(meta);
    }
  } catch {
    // No answer: the blocks stay held here and on the server until a later call.
  }
}
