/**
 * The service worker answers the shift's report with its last answer when the server does not
 * (docs/offline-till.md#opening-without-the-server), and the till's X report offline is that answer
 * with the sales still in its outbox (docs/offline-till.md#shifts). A sale or a refund the server
 * answered after that answer is in neither, so after each one the report is read again through the
 * worker: one read at a time per shift, and one more after it when another answer came meanwhile.
 * Its callers load it when the first answer comes, not with the POS (docs/quality.md#budgets).
 */
import { callRoute } from '../common/api-client';

/** Shifts whose report is being read: 'again' when another answer came while it was. */
const reading = new Map<string, 'reading' | 'again'>();

/** Only a page the worker controls has its reads kept; elsewhere a read would only cost the server. */
const workerKeepsReads = () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/** The server answered a sale or a refund of the shift: the worker's copy of its report is read again. */
export function keepShiftReportCurrent(shiftId: string): void {
  if (!workerKeepsReads()) return;
  if (reading.has(shiftId)) {
    reading.set(shiftId, 'again');
    return;
  }
  reading.set(shiftId, 'reading');
  void (async () => {
    do {
      reading.set(shiftId, 'reading');
      await callRoute('GET /api/shifts/:id/report', { params: { id: shiftId } }).catch(() => null);
    } while (reading.get(shiftId) === 'again');
    reading.delete(shiftId);
  })();
}

/** A refund paid at a till: the report of the till's open shift is read again (the till read is the worker's too). */
export async function keepTillReportCurrent(tillId: string): Promise<void> {
  if (!workerKeepsReads()) return;
  const till = await callRoute('GET /api/tills/:id', { params: { id: tillId } }).catch(() => null);
  if (till?.ok && till.data.openShift) keepShiftReportCurrent(till.data.openShift._id);
}
