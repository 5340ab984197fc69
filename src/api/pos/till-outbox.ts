/**
 * The till's durable store in this browser (IndexedDB, database 'shopdesk-till'): the receipt number
 * blocks the till holds, the outbox of sales made on the till and not yet answered by the server, the
 * sales settled since (made, or refused), and a few small facts. Every tab of the browser shares it.
 *
 * Each function that reads and writes does so in one transaction. IndexedDB runs readwrite
 * transactions whose stores overlap one after another, even from two tabs, so taking a number and
 * storing its sale cannot interleave with another tab's: every number of a block is taken once and
 * only by a stored sale (docs/offline-till.md#receipt-number-blocks).
 */
import { receiptReference } from '../../domain/receipt-numbers';
import type { SaleNotArrived } from '../../domain/sales-not-arrived';
import type { TillShiftReport } from '../../domain/sales-not-arrived';
import type { Sale } from '../../domain/sales.schemas';
import type { Refusal } from '../common/http';
import type { ShiftCloseBody } from './pos-shifts';
import { abortQuietly, once, request, transaction } from './till-database';

/** A block of the till's receipt numbers, reserved from the server while online. */
export interface HeldBlock {
  /** The server's id of the block (the `block` a sale made offline names). */
  id: string;
  tillId: string;
  /** The till's code: a receipt's reference is POS-<code>-<number>. */
  tillCode: string;
  first: number;
  last: number;
  /** The next number to take; the block is exhausted when next > last. */
  next: number;
}

/** A sale made on the till, waiting for the server's answer. */
export interface QueuedSale {
  /** The sale's id made by the till: the server stores the sale under it (docs/offline-till.md#sales-made-offline). */
  clientId: string;
  /** Its Idempotency-Key, the same for every send, so a lost answer sent again is the same sale. */
  key: string;
  tillId: string;
  blockId: string;
  number: number;
  /** POS-1-000012, as its receipt prints it. */
  reference: string;
  /** The wire body for POST /api/sales, `offline` included. */
  body: Record<string, unknown>;
  /** Ms since epoch: the sending order (ties by number). */
  queuedAt: number;
  /** Its receipt was printed from the till's own figures before the server answered. */
  printed: boolean;
  attempts: number;
  lastTriedAt: number | null;
}

/** A sale the server answered: made, or refused (nothing written; kept until the cashier has read it). */
export type SettledSale =
  | { clientId: string; reference: string; settledAt: number; outcome: 'made'; sale: Sale }
  | { clientId: string; reference: string; settledAt: number; outcome: 'refused'; refusal: Refusal; printed: boolean; acknowledged: boolean };

/** A number taken from a block for a sale. */
export interface NumberedSale {
  blockId: string;
  number: number;
  reference: string;
}

/** What the caller of queueSale makes of its number: the rest of the sale. */
export type NewSale = Omit<QueuedSale, 'blockId' | 'number' | 'reference' | 'tillId' | 'printed' | 'attempts' | 'lastTriedAt'>;

export type PrintedAnswer = { state: 'waiting' } | { state: 'settled'; settled: SettledSale };

/** A settled sale the server made is kept this long (another tab's late awaitOutcome may still read it), then pruned. */
const KEEP_MADE_MS = 24 * 60 * 60 * 1000;

const hasNumbersLeft = (block: HeldBlock) => block.next <= block.last;
const byFirst = (a: HeldBlock, b: HeldBlock) => a.first - b.first;

/**
 * Takes the next number of the till's lowest block that has numbers left and stores the sale `make`
 * builds with it, in one readwrite transaction: no number is taken twice, and none is taken without
 * its sale stored. Null (nothing written) when the till has no numbers left. `make` runs inside the
 * transaction and must not wait for anything.
 */
export async function queueSale(tillId: string, make: (numbered: NumberedSale) => NewSale): Promise<QueuedSale | null> {
  const tx = await transaction(['blocks', 'outbox'], 'readwrite');
  try {
    const blocks: HeldBlock[] = await request(tx.store('blocks').index('tillId').getAll(tillId));
    const block = blocks.filter(hasNumbersLeft).sort(byFirst)[0];
    if (!block) {
      await tx.done;
      return null;
    }
    const numbered: NumberedSale = { blockId: block.id, number: block.next, reference: receiptReference(block.tillCode, block.next) };
    const sale: QueuedSale = { ...make(numbered), ...numbered, tillId, printed: false, attempts: 0, lastTriedAt: null };
    await Promise.all([request(tx.store('blocks').put({ ...block, next: block.next + 1 })), request(tx.store('outbox').add(sale)), tx.done]);
    return sale;
  } catch (error) {
    abortQuietly(tx);
    throw error;
  }
}

/**
 * Keeps a block the server reserved for the till, and answers it as kept. A block already held is
 * kept as it is: the same reservation answered twice (two tabs, one key) must not put its numbers back.
 */
export async function addBlock(block: HeldBlock): Promise<HeldBlock> {
  const tx = await transaction('blocks', 'readwrite');
  const held: HeldBlock | undefined = await request(tx.store('blocks').get(block.id));
  await Promise.all([!held && request(tx.store('blocks').put(block)), tx.done]);
  return held ?? block;
}

/** The blocks the till holds here, lowest numbers first (exhausted ones too, until released). */
export async function heldBlocks(tillId: string): Promise<HeldBlock[]> {
  const blocks: HeldBlock[] = await once('blocks', 'readonly', (store) => store.index('tillId').getAll(tillId));
  return blocks.sort(byFirst);
}

/** How many numbers the till can still give sales from the blocks it holds. */
export async function numbersLeft(tillId: string): Promise<number> {
  return (await heldBlocks(tillId)).filter(hasNumbersLeft).reduce((sum, block) => sum + block.last - block.next + 1, 0);
}

export async function dropBlock(id: string): Promise<void> {
  await once('blocks', 'readwrite', (store) => store.delete(id));
}

/** How many sales of a block still wait in the outbox: a block is released only when none does. */
export async function waitingInBlock(blockId: string): Promise<number> {
  return once('outbox', 'readonly', (store) => store.index('blockId').count(blockId));
}

/** Every sale waiting, in the order it is sent: oldest first, then by number. */
export async function waitingSales(): Promise<QueuedSale[]> {
  return once('outbox', 'readonly', (store) => store.index('order').getAll());
}

/** A waiting sale as its body says it (docs/offline-till.md#sales-made-offline): its total, payments and shift. */
export const notArrived = (sale: QueuedSale): SaleNotArrived => sale.body as unknown as SaleNotArrived;

/** The sales of one shift still waiting, as they are sent (docs/offline-till.md#shifts): its X report counts them in. */
export async function notArrivedInShift(shiftId: string): Promise<SaleNotArrived[]> {
  return (await waitingSales()).map(notArrived).filter((body) => body.offline?.shift === shiftId);
}

/** The next sale to send (the oldest), without reading the whole outbox. */
export async function oldestWaiting(): Promise<QueuedSale | undefined> {
  const cursor = await once('outbox', 'readonly', (store) => store.index('order').openCursor());
  return cursor?.value as QueuedSale | undefined;
}

export async function waitingCount(): Promise<number> {
  return once('outbox', 'readonly', (store) => store.count());
}

/** Changes a waiting sale in one transaction; answers it as changed, or undefined when it is no longer waiting. */
async function updateWaiting(clientId: string, change: (sale: QueuedSale) => QueuedSale): Promise<QueuedSale | undefined> {
  const tx = await transaction('outbox', 'readwrite');
  const sale: QueuedSale | undefined = await request(tx.store('outbox').get(clientId));
  const changed = sale && change(sale);
  await Promise.all([changed && request(tx.store('outbox').put(changed)), tx.done]);
  return changed;
}

/** A send that got no answer (or a 5xx, 408, 429): counted, the sale stays. */
export async function noteAttempt(clientId: string, at: number): Promise<void> {
  await updateWaiting(clientId, (sale) => ({ ...sale, attempts: sale.attempts + 1, lastTriedAt: at }));
}

/**
 * The sale goes behind every sale waiting now (its place in the sending order becomes `at`): the server
 * failed on it several times, and the sales behind it must not wait on it
 * (docs/offline-till.md#the-till-in-the-browser). The server takes a till's sales in any order.
 */
export async function sendLater(clientId: string, at: number): Promise<void> {
  await updateWaiting(clientId, (sale) => ({ ...sale, queuedAt: at }));
}

/**
 * The sale is sent under another key from now on: its key was taken by another user's request (the
 * same sale, sent before the cashier changed), and the server recognizes the sale by its clientId and
 * number under any key (docs/offline-till.md#sales-made-offline).
 */
export async function replaceKey(clientId: string, key: string): Promise<void> {
  await updateWaiting(clientId, (sale) => ({ ...sale, key }));
}

/**
 * The till printed the sale's receipt from its own figures: while the sale still waits it is marked
 * printed (a refusal that comes later needs the cashier's attention); when the server has already
 * answered, that answer. One transaction over both stores, so a refusal settled at the same moment
 * is one or the other, never missed.
 */
export async function markPrinted(clientId: string): Promise<PrintedAnswer> {
  const tx = await transaction(['outbox', 'settled'], 'readwrite');
  const sale: QueuedSale | undefined = await request(tx.store('outbox').get(clientId));
  if (sale) {
    await Promise.all([request(tx.store('outbox').put({ ...sale, printed: true })), tx.done]);
    return { state: 'waiting' };
  }
  const settled: SettledSale | undefined = await request(tx.store('settled').get(clientId));
  await tx.done;
  if (!settled) throw new Error(`The till's outbox holds no sale ${clientId}.`);
  return { state: 'settled', settled };
}

/**
 * The server answered a waiting sale: it leaves the outbox and is kept as settled, in one
 * transaction. A refusal keeps the outbox entry's printed flag as it is at that moment (markPrinted
 * may have set it since the answer was asked for). A sale already settled keeps its first record.
 */
export async function settle(record: SettledSale): Promise<SettledSale> {
  const tx = await transaction(['outbox', 'settled'], 'readwrite');
  const [waiting, already] = await Promise.all([
    request<QueuedSale | undefined>(tx.store('outbox').get(record.clientId)),
    request<SettledSale | undefined>(tx.store('settled').get(record.clientId)),
  ]);
  if (!waiting && already) {
    await tx.done;
    return already;
  }
  const kept: SettledSale = record.outcome === 'refused' && waiting ? { ...record, printed: waiting.printed } : record;
  await Promise.all([request(tx.store('outbox').delete(record.clientId)), request(tx.store('settled').put(kept)), tx.done]);
  return kept;
}

export async function settledSale(clientId: string): Promise<SettledSale | undefined> {
  return once<SettledSale | undefined>('settled', 'readonly', (store) => store.get(clientId));
}

const needsAttention = (record: SettledSale) => record.outcome === 'refused' && record.printed && !record.acknowledged;

/** Refused sales whose receipt was printed before the answer, not yet read by the cashier: oldest first. */
export async function refusedNeedingAttention(): Promise<SettledSale[]> {
  const settled: SettledSale[] = await once('settled', 'readonly', (store) => store.getAll());
  return settled.filter(needsAttention).sort((a, b) => a.settledAt - b.settledAt);
}

/** The cashier has read the refusal: it is pruned later. */
export async function acknowledge(clientId: string): Promise<void> {
  const tx = await transaction('settled', 'readwrite');
  const record: SettledSale | undefined = await request(tx.store('settled').get(clientId));
  await Promise.all([record?.outcome === 'refused' && request(tx.store('settled').put({ ...record, acknowledged: true })), tx.done]);
}

/** Deletes settled sales made more than a day before `now`, and refusals the cashier has read. Answers how many went. */
export async function pruneSettled(now: number): Promise<number> {
  const tx = await transaction('settled', 'readwrite');
  const settled: SettledSale[] = await request(tx.store('settled').getAll());
  const pruned = settled.filter((record) => (record.outcome === 'made' ? record.settledAt < now - KEEP_MADE_MS : record.acknowledged));
  await Promise.all([...pruned.map((record) => request(tx.store('settled').delete(record.clientId))), tx.done]);
  return pruned.length;
}

/** A small fact kept by name (lastReachedAt, a pending request's key); undefined when none. */
export async function readMeta(name: string): Promise<unknown> {
  return once<unknown>('meta', 'readonly', (store) => store.get(name));
}

export async function writeMeta(name: string, value: unknown): Promise<void> {
  await once('meta', 'readwrite', (store) => store.put(value, name));
}

export async function deleteMeta(name: string): Promise<void> {
  await once('meta', 'readwrite', (store) => store.delete(name));
}

/**
 * The fact kept under `name`, or `value` written now when there is none, in one transaction: two tabs
 * asking at once get the same one (a request's key, so both send the same request).
 */
export async function claimMeta<Value>(name: string, value: Value, isKept: (stored: unknown) => stored is Value): Promise<Value> {
  const tx = await transaction('meta', 'readwrite');
  const stored: unknown = await request(tx.store('meta').get(name));
  if (isKept(stored)) {
    await tx.done;
    return stored;
  }
  await Promise.all([request(tx.store('meta').put(value, name)), tx.done]);
  return value;
}

/**
 * A shift closed at the till while the server did not answer (kept-close.ts, docs/offline-till.md#shifts):
 * kept in 'meta' under `close:<shift>` until the server has it, sent after every sale waiting.
 */
export interface KeptClose {
  /** Its name in 'meta' (keptCloseName). */
  name: string;
  shiftId: string;
  tillId: string;
  /** Its Idempotency-Key, the one the close was first sent with: sent again, it is closed once. */
  key: string;
  body: ShiftCloseBody;
  /** The Z report the till made at the close, shown again after a reload until the server has it. */
  report: TillShiftReport;
  /** The server's refusal, kept until the till's counter has shown it. */
  refusal?: Refusal;
}

const CLOSE = 'close:';

export const keptCloseName = (shiftId: string) => CLOSE + shiftId;

/** Every close kept in this browser: not sent yet, or refused and not yet shown. */
export async function keptCloses(): Promise<KeptClose[]> {
  return once<KeptClose[]>('meta', 'readonly', (store) => store.getAll(IDBKeyRange.bound(CLOSE, `${CLOSE}\uffff`)));
}

/** The meta store as kept-close.ts uses it, handed by its callers (it imports none of the till's first-load modules). */
export interface MetaStore {
  read(name: string): Promise<unknown>;
  write(name: string, value: unknown): Promise<void>;
  remove(name: string): Promise<void>;
}

export const metaStore: MetaStore = { read: readMeta, write: writeMeta, remove: deleteMeta };
