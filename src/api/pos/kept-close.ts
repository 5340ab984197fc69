/**
 * A shift closed at the till while the server does not answer (docs/offline-till.md#shifts): the close
 * is kept in this browser's till database with the key it was first sent with, the Z report is the
 * till's own (src/domain/shift-closed-here.ts), and the outbox's sender sends the close once no sale
 * waits, so after every sale of the shift. Loaded only when a close got no answer or one is kept
 * (docs/quality.md#budgets); so that it stays apart from the POS's first load (each module it shared with
 * the POS would be split into a chunk of its own), it imports none of the till's own modules: its callers
 * hand it what it needs of them.
 */
import { closedHere } from '../../domain/shift-closed-here';
import type { TillShiftReport } from '../../domain/sales-not-arrived';
import type { ShiftReport } from '../../domain/tills.schemas';
import { isNoAnswer, type ApiResult } from '../common/http';
import { keepShiftReportCurrent } from './kept-shift-report';
import { closeShift, readShiftReport, type DrawerCount } from './pos-shifts';
import type { KeptClose, MetaStore } from './till-outbox';

/** How often a till showing a kept close looks again without a message from the sender. */
const LOOK_AGAIN_MS = 30_000;

/**
 * The close got no answer: it is kept, and its Z report is `read`, the shift's last report the till holds
 * (the server's, or the service worker's last answer, with the sales still waiting), with the drawer
 * counted. A report already counted (the shift was closed elsewhere) is the answer as it is. Rejects when
 * the till holds no report of the shift: nothing is kept then, and the cashier closes again later.
 */
export async function keepClose(close: Omit<KeptClose, 'report' | 'refusal'> & { counted: DrawerCount }, read: ApiResult<TillShiftReport>, store: MetaStore): Promise<ApiResult<TillShiftReport>> {
  if (!read.ok && isNoAnswer(read)) throw new Error(`The till holds no report of shift ${close.shiftId}.`);
  if (!read.ok || read.data.kind === 'Z') return read;
  const report = closedHere({ ...read.data, kind: 'X' }, close.counted, new Date().toISOString());
  await store.write(close.name, { name: close.name, shiftId: close.shiftId, tillId: close.tillId, key: close.key, body: close.body, report });
  return { ok: true, data: report };
}

export type SendClose = (close: KeptClose, signal: AbortSignal) => Promise<ApiResult<ShiftReport>>;

const sendClose: SendClose = (close, signal) => closeShift(close.shiftId, close.body, close.key, signal);

/**
 * The server holds the shift counted with this close's count: the same close, made by an earlier send
 * whose answer was lost (its key since taken as another user's, docs/offline-till.md#sales-made-offline),
 * so not a refusal the cashier must read.
 */
async function closedBySameCount(close: KeptClose, signal: AbortSignal): Promise<boolean> {
  const report = await readShiftReport(close.shiftId, signal);
  if (!report.ok && isNoAnswer(report)) throw new Error('No answer.');
  return report.ok && report.data.kind === 'Z' && report.data.counted === close.body.counted;
}

/**
 * The sender's part, once no sale waits (outbox-sender.ts): sends the first kept close not refused.
 * 'sent' when the server answered (the close made, or refused and kept for the cashier), 'failed'
 * without an answer (the sender backs off), 'unauthorized' on a 401, 'none' when none is left to send.
 */
export async function sendKeptClose(closes: readonly KeptClose[], store: MetaStore, signal: AbortSignal, send: SendClose = sendClose): Promise<'sent' | 'failed' | 'unauthorized' | 'none'> {
  const close = closes.find((kept) => !kept.refusal);
  if (!close) return 'none';
  try {
    const answer = await send(close, signal);
    if (isNoAnswer(answer)) return 'failed';
    if (!answer.ok && answer.status === 401) return 'unauthorized';
    // A 409: the shift is not open (closed by this close before, or elsewhere), or the key was another user's.
    const done = answer.ok || (answer.status === 409 && (await closedBySameCount(close, signal)));
    await (done ? store.remove(close.name) : store.write(close.name, { ...close, refusal: answer }));
  } catch {
    return 'failed';
  }
  // The service worker's copy of the report becomes the server's Z report.
  keepShiftReportCurrent(close.shiftId);
  return 'sent';
}

/** What awaitKeptClose hears and reads through the till's own modules. */
export interface CloseWatch {
  store: MetaStore;
  /** Calls the listener at every message of the outbox's channel; answers the way to stop. */
  subscribe: (listener: () => void) => () => void;
  /** The shift's report as the till shows it. */
  readReport: () => Promise<ApiResult<TillShiftReport>>;
}

/**
 * While the counter shows a shift closed at the till: the server's Z report once the sender has sent the
 * close, or the refusal it got (the kept close then goes: the counter shows it). Looks again at every
 * message of the outbox's channel, and every 30 s. Rejects when `signal` aborts.
 */
export function awaitKeptClose(name: string, signal: AbortSignal, watch: CloseWatch): Promise<ApiResult<TillShiftReport>> {
  return new Promise((resolve, reject) => {
    let looking = false;
    let finished = false;
    const finish = (outcome: () => void) => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      unsubscribe();
      signal.removeEventListener('abort', aborted);
      outcome();
    };
    const aborted = () => finish(() => reject(signal.reason));
    async function look() {
      if (looking || finished) return;
      looking = true;
      try {
        const kept = (await watch.store.read(name)) as KeptClose | undefined;
        if (kept?.refusal) {
          await watch.store.remove(name);
          return finish(() => resolve(kept.refusal!));
        }
        if (kept) return;
        const report = await watch.readReport();
        // The server's report of the counted shift (a report still open is an older copy: looked at again).
        if (report.ok ? report.data.kind === 'Z' : !isNoAnswer(report)) finish(() => resolve(report));
      } catch {
        // No answer, or the store could not be read: the next message or the timer looks again.
      } finally {
        looking = false;
      }
    }
    const timer = setInterval(() => void look(), LOOK_AGAIN_MS);
    const unsubscribe = watch.subscribe(() => void look());
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted);
  });
}
