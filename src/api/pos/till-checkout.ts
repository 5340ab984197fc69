/**
 * A checkout at the till (docs/offline-till.md#the-till-in-the-browser): a sale the till can make
 * without the server is numbered from the till's own block, written to the outbox in this browser,
 * and only then sent; the till waits a moment for the server's answer and, without one, prints the
 * receipt from its own figures while the outbox keeps sending. Whatever happens to the network, the
 * page or the server, the sale is stored once: under the id and number the till gave it.
 *
 * A sale the till cannot make alone goes to the server directly, as before: a draft, a draft being
 * completed, a payment from the customer's deposit or a gift card (their balances are the server's),
 * or a till that holds no numbers yet.
 */
import { METHODS_ONLY_THE_SERVER_TAKES } from '../../domain/offline-sales';
import type { TillShiftReport } from '../../domain/sales-not-arrived';
import type { Sale } from '../../domain/sales.schemas';
import type { ShiftReport } from '../../domain/tills.schemas';
import { keepTillOpenableOffline } from '../common/app-worker';
import { isNoAnswer, type ApiResult } from '../common/http';
import { keepNumbers } from './number-blocks';
import { announceChanged, announceQueued, awaitOutcome, startOutboxSender, subscribeOutbox, type OutboxStatus } from './outbox-sender';
import { submitPosSale, wireBody, type PosSaleBody } from './pos-sales';
import { closeBodyOf, closeShift, readShiftReport, type DrawerCount } from './pos-shifts';
import { forgetSaleInProgress } from './sale-in-progress';
import { openTillHere } from './open-till';
import type { CatalogStatus } from './till-catalog';
import { canKeepTill } from './till-database';
import { acknowledge, keptCloseName, keptCloses, metaStore, notArrivedInShift, queueSale, type KeptClose } from './till-outbox';

/** How long after the till opens it starts copying the catalog for sales without the server. */
const CATALOG_START_DELAY_MS = 5000;

/** How long the till waits for the server's own answer before it prints the receipt from its own figures. */
export const ANSWER_WAIT_MS = 2500;

/** A sale kept in the outbox: the server has not answered yet, so the receipt is the till's. */
export interface WaitingSale {
  waiting: true;
  clientId: string;
  reference: string;
  /** When the till made it (ISO): the receipt's date and the sale's, once it arrives. */
  madeAt: string;
}

export interface TillCheckout {
  key: string;
  draftId: string | null;
  body: PosSaleBody;
  till: { id: string; code: string };
  /** The open shift the sale is made in; null sends it to the server directly. */
  shiftId: string | null;
}

export const isWaitingSale = (answer: Sale | WaitingSale): answer is WaitingSale => 'waiting' in answer;

const madeWithoutServer = (input: TillCheckout) =>
  canKeepTill() &&
  input.draftId === null && input.shiftId !== null && input.body.status === 'Completed' && input.body.payments.every((payment) => !METHODS_ONLY_THE_SERVER_TAKES.has(payment.method));

/** A version 4 uuid from getRandomValues, which works on plain http too, where randomUUID does not. */
export function newSaleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The sale made: the server's answer, its refusal (nothing was made), or the sale waiting in the
 * outbox. Rejects (no answer) only on the direct path, which the till sends again with the same key.
 */
export async function checkoutAtTill(input: TillCheckout, signal?: AbortSignal): Promise<ApiResult<Sale | WaitingSale>> {
  if (!madeWithoutServer(input)) return submitPosSale(input, signal);
  // The till's first numbers may still be on their way (prepareTill): a sale paid meanwhile waits for them a moment.
  await Promise.race([preparing.get(input.till.id), new Promise((resolve) => setTimeout(resolve, ANSWER_WAIT_MS))]);
  const clientId = newSaleId();
  const madeAt = new Date().toISOString();
  const queued = await queueSale(input.till.id, ({ blockId, number }) => ({
    clientId,
    // The outbox sends under this key every time; the cart's key stays with the direct path.
    key: `pos-${clientId}`,
    body: { ...wireBody(input.body), offline: { clientId, block: blockId, number, madeAt, shift: input.shiftId! } },
    queuedAt: Date.now(),
  }));
  if (!queued) return submitPosSale(input, signal);
  // The sale is in the outbox now: a reload must not put its cart back to be paid again.
  const keepAgain = forgetSaleInProgress();
  announceQueued();
  const outcome = await awaitOutcome(clientId, ANSWER_WAIT_MS);
  // Numbers are topped up while the server answers, for the sales it may not (never throws).
  void keepNumbers(input.till);
  if (outcome.state === 'waiting') return { ok: true, data: { waiting: true, clientId, reference: queued.reference, madeAt } };
  const { settled } = outcome;
  if (settled.outcome === 'made') return { ok: true, data: settled.sale };
  // Refused: nothing was made and the cart stays on the till, so it is kept across a reload again.
  keepAgain();
  return settled.refusal;
}

/**
 * While a till is open in this tab: the outbox's sender runs (one per browser, docs/offline-till.md#the-till-in-the-browser)
 * and `onStatus` hears how many sales wait and when the server last answered. Answers the way to stop both.
 */
export function keepSendingOutbox(onStatus: (status: OutboxStatus) => void): () => void {
  if (!canKeepTill()) return () => {};
  const sender = startOutboxSender();
  const unsubscribe = subscribeOutbox(onStatus);
  return () => {
    unsubscribe();
    sender.stop();
  };
}

/**
 * While a till is open in this tab: the catalog it sells from without the server is read, then kept
 * fresh (till-catalog.ts); `onStatus` hears how far. Answers the way to stop.
 */
export function keepCatalog(tillId: string, onStatus: (status: CatalogStatus) => void): () => void {
  if (!canKeepTill()) return () => {};
  const close = openTillHere(tillId);
  let stopped = false;
  let stop = () => {};
  // It starts a moment after the till opens: its first read (up to 30 s of pages at 100,000 products) does
  // not compete with the till's opening and first scans, and its code is not part of the POS's load
  // (docs/quality.md#budgets, docs/offline-till.md#the-catalog-on-the-till).
  const start = setTimeout(() => {
    void import('./till-catalog').then(({ keepTillCatalog }) => {
      if (!stopped) stop = keepTillCatalog(tillId, onStatus);
    });
  }, CATALOG_START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(start);
    stop();
    close();
  };
}

/** Each till's first numbers on their way, for a checkout that comes before they do. */
const preparing = new Map<string, Promise<unknown>>();

/**
 * When the till opens: numbers for the sales it may make without the server, reserved while the till is
 * already selling (it does not wait for them to open; a checkout does, a moment), and the service worker
 * that opens it next time without a network. Never rejects.
 */
export function prepareTill(till: { id: string; code: string }): Promise<unknown> {
  if (!canKeepTill()) return Promise.resolve();
  keepTillOpenableOffline();
  const ready = keepNumbers(till);
  preparing.set(till.id, ready);
  return ready;
}

/** The cashier has read that the server refused a sale whose receipt was printed: it leaves every tab's till. */
export async function acknowledgeRefusedSale(clientId: string): Promise<void> {
  if (!canKeepTill()) return;
  await acknowledge(clientId);
  announceChanged();
}

/**
 * The shift's report as the till shows it (docs/offline-till.md#shifts): the server's, with the shift's
 * sales still in this browser's outbox. The outbox is read after the server's answer: a sale answered
 * meanwhile has left it, so it is counted once. The sums are loaded when a sale is waiting, not with the POS.
 */
export async function withWaitingSales(answer: ApiResult<ShiftReport>): Promise<ApiResult<TillShiftReport>> {
  if (!answer.ok) return answer;
  const waiting = canKeepTill() ? await notArrivedInShift(answer.data.shift._id).catch(() => []) : [];
  if (waiting.length === 0) return { ok: true, data: { ...answer.data, notArrived: { count: 0, amount: 0 } } };
  const { withSalesNotArrived } = await import('../../domain/sales-not-arrived');
  return { ok: true, data: withSalesNotArrived(answer.data, waiting) };
}

/** A shift's blind count at the till, with the key it is sent under every time. */
export interface TillClose {
  shiftId: string;
  tillId: string;
  counted: DrawerCount;
  key: string;
}

/**
 * The blind count sent (docs/offline-till.md#shifts). While some of the shift's sales are still in the
 * outbox it says how many the till made: the server's count and those. Without an answer, a browser that
 * keeps the till keeps the close, sent after those sales, and the Z report is the till's own (kept-close.ts,
 * loaded only then). Rejects (no answer) only when this browser cannot keep it.
 */
export async function closeAtTill(close: TillClose, signal?: AbortSignal): Promise<ApiResult<TillShiftReport>> {
  const waiting = canKeepTill() ? await notArrivedInShift(close.shiftId).catch(() => []) : [];
  const known = waiting.length > 0 ? await readShiftReport(close.shiftId, signal).catch(() => null) : null;
  const body = closeBodyOf(close.counted, known?.ok ? known.data.sales.count + waiting.length : undefined);
  const answer = closeShift(close.shiftId, body, close.key, signal);
  const sent = await answer.catch(() => null);
  if ((!sent || isNoAnswer(sent)) && canKeepTill()) {
    const read = await withWaitingSales(known?.ok ? known : await readShiftReport(close.shiftId));
    const kept = await (await import('./kept-close')).keepClose({ ...close, body, name: keptCloseName(close.shiftId) }, read, metaStore);
    // The sender sends it now when no sale waits.
    announceQueued();
    return kept;
  }
  return withWaitingSales(await answer);
}

/** The close of a shift of the till kept in this browser (sent after its sales), if any. */
export const keptCloseAt = async (tillId: string): Promise<KeptClose | undefined> =>
  canKeepTill() ? (await keptCloses().catch(() => [])).find((close) => close.tillId === tillId) : undefined;

/**
 * A close kept at the till: the server's Z report once the sender has sent it, or the refusal it got
 * (kept-close.ts). The till does not sell meanwhile, so the outbox's sender runs here until then.
 */
export async function awaitCloseSent(shiftId: string, signal: AbortSignal): Promise<ApiResult<TillShiftReport>> {
  const sender = startOutboxSender();
  try {
    return await (await import('./kept-close')).awaitKeptClose(keptCloseName(shiftId), signal, { store: metaStore, subscribe: subscribeOutbox, readReport: async () => withWaitingSales(await readShiftReport(shiftId, signal)) });
  } finally {
    sender.stop();
  }
}
