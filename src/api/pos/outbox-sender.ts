/**
 * Sends the till's outbox (till-outbox.ts) to the server, one sender per browser whatever the number
 * of tabs: the sender of the tab that holds the Web Lock 'shopdesk-outbox-sender' sends, and when
 * that tab stops or closes the lock passes to another tab's. Sales go oldest first, strictly one
 * after another, each under its own Idempotency-Key every time, so a lost answer sent again is the
 * same sale (docs/offline-till.md#sales-made-offline: arriving twice is one sale; late and out of
 * order, each once, numbered as made).
 *
 * The BroadcastChannel 'shopdesk-outbox' joins the tabs: 'queued' wakes the sender from any tab,
 * 'settled' and 'changed' tell every tab's till screen to read the store again
 * (docs/offline-till.md#the-till-in-the-browser).
 */
import type { Sale } from '../../domain/sales.schemas';
import { callRoute } from '../common/api-client';
import { isNoAnswer, type ApiResult, type Refusal } from '../common/http';
import { releaseSpentBlocks } from './number-blocks';
import type { SendClose } from './kept-close';
import { randomKey } from './random-key';
import {
  keptCloses,
  markPrinted,
  metaStore,
  notArrived,
  noteAttempt,
  oldestWaiting,
  pruneSettled,
  readMeta,
  refusedNeedingAttention,
  replaceKey,
  sendLater,
  settle,
  settledSale,
  waitingCount,
  writeMeta,
  type PrintedAnswer,
  type QueuedSale,
  type SettledSale,
} from './till-outbox';

const LOCK = 'shopdesk-outbox-sender';
/** Failed tries (the last one answered by the server with a 5xx, 408 or 429) before a sale goes behind the others. */
const SERVER_FAILURES_BEFORE_SENDING_LATER = 3;
const CHANNEL = 'shopdesk-outbox';
/** The fact the till's screen shows: when the server last answered a sale (ms since epoch). */
const LAST_REACHED = 'lastReachedAt';

/** No answer: the first wait before the same sale is sent again, doubled each time up to the longest. */
const FIRST_BACKOFF_MS = 1000;
const LONGEST_BACKOFF_MS = 30_000;
/** Nothing waiting: the sender looks again after this, or as soon as a tab queues a sale. */
const IDLE_WAIT_MS = 30_000;
/** How often the sender prunes settled records (till-outbox.ts's pruneSettled). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** 'unanswered': a send got no answer, so a till waiting for the server's answer prints its own receipt at once. */
export type OutboxMessage = { type: 'queued' } | { type: 'settled'; clientId: string } | { type: 'changed' } | { type: 'unanswered'; clientId: string };

/** What the till's screen shows of the outbox. */
export interface OutboxStatus {
  waiting: number;
  lastReachedAt: number | null;
  /** Refused after their receipt was printed, not yet read by the cashier (till-outbox.ts's refusedNeedingAttention). */
  refused: SettledSale[];
}

/** The part of the Web Locks API the sender uses (exclusive mode): the callback's promise holds the lock. */
export interface LockManagerLike {
  request(name: string, options: { mode?: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface SenderDeps {
  /** Default navigator.locks. */
  locks?: LockManagerLike;
  /** Sends one sale; default POST /api/sales with its key. `signal` aborts when the sender stops. */
  send?: (sale: QueuedSale, signal: AbortSignal) => Promise<ApiResult<Sale>>;
  /** Sends a close kept at the till; default POST /api/shifts/:id/close with its key (kept-close.ts). */
  sendClose?: SendClose;
  now?: () => number;
  /** Waits `ms` (null: until woken) or until `wake` aborts, whichever comes first. */
  sleep?: (ms: number | null, wake: AbortSignal) => Promise<void>;
  /** For the backoff's jitter; default Math.random. */
  random?: () => number;
}

const isOutboxMessage = (data: unknown): data is OutboxMessage => typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';

/** Posts from a channel of its own, so every channel of this tab hears it too (a channel never hears itself). */
function post(message: OutboxMessage): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** A tab queued a sale: wakes the sender, wherever it runs, and every till screen reads the store again. */
export function announceQueued(): void {
  post({ type: 'queued' });
}

/** The outbox changed otherwise (a refusal acknowledged): every till screen reads the store again. */
export function announceChanged(): void {
  post({ type: 'changed' });
}

const sendSale = (sale: QueuedSale, signal: AbortSignal): Promise<ApiResult<Sale>> =>
  callRoute('POST /api/sales', { json: sale.body, headers: { 'Idempotency-Key': sale.key }, signal });

function sleepUntilWoken(ms: number | null, wake: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (wake.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      wake.removeEventListener('abort', done);
      resolve();
    };
    const timer = ms === null ? undefined : setTimeout(done, ms);
    wake.addEventListener('abort', done);
  });
}

/**
 * The key was sent before by another user (a lost answer, then another cashier signed in at the
 * till): the server stores a sale under its clientId and number, so the sale sent under a new key
 * is answered as the one already made, or made now (docs/offline-till.md#sales-made-offline).
 */
const isKeyOfAnotherUser = (refusal: Refusal) => refusal.status === 409 && refusal.issues.some((issue) => issue.path === 'Idempotency-Key');

/**
 * Starts this tab's sender: it waits for the lock, then sends while it holds it. stop() ends the
 * loop (an unanswered send is dropped: the next sender sends it again under the same key) and
 * releases the lock, or stops waiting for it.
 */
export function startOutboxSender(deps: SenderDeps = {}): { stop(): void } {
  const locks = deps.locks ?? navigator.locks;
  const send = deps.send ?? sendSale;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? sleepUntilWoken;
  const random = deps.random ?? Math.random;

  const stopping = new AbortController();
  const stopped = new Promise<'stopped'>((resolve) => stopping.signal.addEventListener('abort', () => resolve('stopped')));
  let waking = new AbortController();
  // A wake that came while the sender was not waiting (sending, reading): its next wait ends at once.
  let woken = false;
  const wake = () => {
    woken = true;
    waking.abort();
  };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isOutboxMessage(event.data) && event.data.type === 'queued') wake();
  };
  globalThis.addEventListener?.('online', wake);

  async function pause(ms: number | null): Promise<void> {
    if (woken || stopping.signal.aborted) return;
    waking = new AbortController();
    await sleep(ms, waking.signal);
  }

  const backoff = (failures: number) => Math.min(LONGEST_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - 1)) * (0.5 + random() / 2);

  async function settled(record: SettledSale, tillId: string): Promise<void> {
    await settle(record);
    await writeMeta(LAST_REACHED, record.settledAt);
    post({ type: 'settled', clientId: record.clientId });
    // Its block may be spent now that its last sale is answered.
    await releaseSpentBlocks(tillId);
  }

  /**
   * Sends the oldest waiting sale once; with none, a close kept at the till, after every sale
   * (docs/offline-till.md#shifts: its code loads only when one is kept); else waits. Answers whether the send failed.
   */
  async function sendOldest(): Promise<'sent' | 'failed' | 'idle'> {
    const sale = await oldestWaiting();
    if (!sale) {
      const closes = await keptCloses();
      const closed = closes.length > 0 ? await (await import('./kept-close')).sendKeptClose(closes, metaStore, stopping.signal, deps.sendClose) : 'none';
      // Every till screen reads it again: a till showing the close hears that the server has it, or its refusal.
      if (closed === 'sent') post({ type: 'changed' });
      if (closed === 'sent' || closed === 'failed') return closed;
      // A 401 waits for a sign-in (a wake), as a sale does.
      await pause(closed === 'none' ? IDLE_WAIT_MS : null);
      return 'idle';
    }
    const answer = await Promise.race([send(sale, stopping.signal).catch(() => null), stopped]);
    if (answer === 'stopped') return 'idle';
    if (answer === null || isNoAnswer(answer)) {
      await noteAttempt(sale.clientId, now());
      // The server answered with a failure of its own, again: this sale may be what it fails on, and the
      // sales behind it go first (it keeps its tries, so it goes behind again at each failure after).
      // Without an answer at all (offline), every sale would fail alike.
      if (answer !== null && sale.attempts + 1 >= SERVER_FAILURES_BEFORE_SENDING_LATER && (await waitingCount()) > 1) await sendLater(sale.clientId, now());
      post({ type: 'unanswered', clientId: sale.clientId });
      return 'failed';
    }
    const base = { clientId: sale.clientId, reference: sale.reference, settledAt: now() };
    if (answer.ok) {
      await settled({ ...base, outcome: 'made', sale: answer.data }, sale.tillId);
      void import('./kept-shift-report').then(({ keepShiftReportCurrent }) => {
        const shift = notArrived(sale).offline?.shift;
        if (shift) keepShiftReportCurrent(shift);
      });
      return 'sent';
    }
    // The session is over: sent again, it would be refused the same way until someone signs in (a wake).
    if (answer.status === 401) {
      await pause(null);
      return 'idle';
    }
    if (isKeyOfAnotherUser(answer)) {
      await replaceKey(sale.clientId, randomKey('pos'));
      return 'sent';
    }
    // Any other refusal: the server wrote nothing (docs/offline-till.md#what-is-refused-and-what-waits). Kept, never dropped.
    await settled({ ...base, outcome: 'refused', refusal: answer, printed: sale.printed, acknowledged: false }, sale.tillId);
    return 'sent';
  }

  async function run(): Promise<void> {
    let failures = 0;
    let prunedAt = Number.NEGATIVE_INFINITY;
    while (!stopping.signal.aborted) {
      woken = false;
      try {
        if (now() - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = now();
          await pruneSettled(prunedAt);
        }
        const sent = await sendOldest();
        failures = sent === 'failed' ? failures + 1 : 0;
      } catch {
        // The store failed (a newer version opening in another tab, storage full): wait as for no answer.
        failures += 1;
      }
      if (failures > 0) await pause(backoff(failures));
    }
  }

  locks.request(LOCK, { mode: 'exclusive', signal: stopping.signal }, run).catch(() => {
    // Stopped while waiting for the lock (AbortError): nothing to do.
  });

  return {
    stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      wake();
      channel.close();
      globalThis.removeEventListener?.('online', wake);
    },
  };
}

/**
 * Calls `listener` with the outbox's status now and again after every message of any tab (a sale
 * queued or settled, a refusal read). Answers the way to stop.
 */
export function subscribeOutbox(listener: (status: OutboxStatus) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  let open = true;
  let reading = false;
  let again = false;

  async function read(): Promise<void> {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const [waiting, lastReachedAt, refused] = await Promise.all([waitingCount(), readMeta(LAST_REACHED), refusedNeedingAttention()]);
        // A message came during the read: only the read after it is told.
        if (open && !again) listener({ waiting, lastReachedAt: typeof lastReachedAt === 'number' ? lastReachedAt : null, refused });
      } while (again && open);
    } catch {
      // The store could not be read now: the next message reads it again.
    } finally {
      reading = false;
    }
  }

  channel.onmessage = () => void read();
  void read();
  return () => {
    open = false;
    channel.close();
  };
}

/**
 * For the tab that just queued a sale and wants the server's answer for its receipt: the sale as
 * settled, as soon as it is (a message, or the store says so); else after `ms`, or as soon as a send
 * gets no answer, the receipt is printed
 * from the till's own figures, so markPrinted marks the sale (a refusal that comes later then needs
 * the cashier's attention) and its answer is this one's. Rejects when `signal` aborts.
 */
export function awaitOutcome(clientId: string, ms: number, signal?: AbortSignal): Promise<PrintedAnswer> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL);
    let finished = false;
    // Once markPrinted is asked, its answer decides: a settle seen meanwhile came before or after it in the store.
    let printing = false;
    const finish = (outcome: () => void) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      channel.close();
      signal?.removeEventListener('abort', aborted);
      outcome();
    };
    const aborted = () => finish(() => reject(signal?.reason));
    const look = () =>
      settledSale(clientId).then(
        (settled) => {
          if (settled && !printing) finish(() => resolve({ state: 'settled', settled }));
        },
        () => {
          // The store could not be read: the timeout asks markPrinted.
        },
      );
    const print = () => {
      if (printing || finished) return;
      printing = true;
      clearTimeout(timer);
      markPrinted(clientId).then(
        (answer) => finish(() => resolve(answer)),
        (error: unknown) => finish(() => reject(error)),
      );
    };
    const timer = setTimeout(print, ms);
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', aborted);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isOutboxMessage(event.data)) return;
      if (event.data.type === 'settled' && event.data.clientId === clientId) void look();
      // The server did not answer a send (this sale's, or an older one's it waits behind): waiting longer prints nothing sooner.
      if (event.data.type === 'unanswered') print();
    };
    void look();
  });
}
