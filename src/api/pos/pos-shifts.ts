/**
 * The till and its shift as the POS reads and writes them (docs/tills-and-shifts.md): the shop's
 * tills, opening a shift with its float, pay-ins and pay-outs, no-sales, the X report, the blind
 * count that closes and an admin's confirmation. Minor units become wire amounts here and back.
 */
import { toWire, type Minor } from '../../domain/money';
import type { ShiftReport, ShiftRow, ShiftStatus, Till } from '../../domain/tills.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

/** A note or coin and how many of it were counted. */
interface DenominationCount {
  value: Minor;
  count: number;
}

/** A count of the drawer: its total, and the notes and coins when counted by denomination. */
export interface DrawerCount {
  total: Minor;
  denominations: DenominationCount[] | null;
}

const wireDenominations = (count: DrawerCount) => (count.denominations ? count.denominations.map((row) => ({ value: toWire(row.value), count: row.count })) : undefined);

/** Every till of the shop (a shop has a few; one page holds them). */
export const listTills = (signal?: AbortSignal): Promise<ApiResult<Till[]>> => callRoute('GET /api/tills', { query: { page: 1, pageSize: 1000 }, signal });

/** One till, read again: its open shift may have changed at another browser. */
export const readTill = (id: string, signal?: AbortSignal): Promise<ApiResult<Till>> => callRoute('GET /api/tills/:id', { params: { id }, signal });

export const openShift = (tillId: string, float: DrawerCount, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> =>
  callRoute('POST /api/tills/:id/shifts', { params: { id: tillId }, json: { float: toWire(float.total), floatDenominations: wireDenominations(float) }, signal });

export const readShiftReport = (shiftId: string, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> => callRoute('GET /api/shifts/:id/report', { params: { id: shiftId }, signal });

interface CashMovement {
  direction: 'in' | 'out';
  amount: Minor;
  reason: string;
}

/**
 * A pay-in or pay-out with its idempotency key (sent again after no answer, it is recorded once);
 * answers the shift's X report after it, so the till shows what the drawer should hold.
 */
export const moveCash = (shiftId: string, movement: CashMovement, key: string, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> =>
  answerOf(async () => {
    await readRoute('POST /api/shifts/:id/cash', { params: { id: shiftId }, json: { direction: movement.direction, amount: toWire(movement.amount), reason: movement.reason }, headers: { 'Idempotency-Key': key }, signal });
    return readRoute('GET /api/shifts/:id/report', { params: { id: shiftId }, signal });
  });

/** A drawer opened without a sale, with its idempotency key; answers the X report after it. */
export const recordNoSale = (shiftId: string, reason: string, key: string, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> =>
  answerOf(async () => {
    await readRoute('POST /api/shifts/:id/no-sale', { params: { id: shiftId }, json: { reason }, headers: { 'Idempotency-Key': key }, signal });
    return readRoute('GET /api/shifts/:id/report', { params: { id: shiftId }, signal });
  });

/** A close as sent (wire amounts): the count and, while some of the shift's sales are still on their way, how many the till made (docs/offline-till.md#shifts). */
export interface ShiftCloseBody {
  counted: number;
  countedDenominations?: { value: number; count: number }[];
  salesMade?: number;
}

export const closeBodyOf = (counted: DrawerCount, salesMade?: number): ShiftCloseBody => ({ counted: toWire(counted.total), countedDenominations: wireDenominations(counted), salesMade });

/**
 * The blind count: sent before the till shows what was expected; the answer is the Z report. Its
 * idempotency key is the till's, so the same close sent again after no answer is closed once.
 */
export const closeShift = (shiftId: string, body: ShiftCloseBody, key: string, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> =>
  callRoute('POST /api/shifts/:id/close', { params: { id: shiftId }, json: body, headers: { 'Idempotency-Key': key }, signal });

export const confirmShift = (shiftId: string, signal?: AbortSignal): Promise<ApiResult<ShiftReport>> => callRoute('POST /api/shifts/:id/confirm', { params: { id: shiftId }, signal });

/** A till's shifts in one status, newest first (an admin's till looks for a count awaiting confirmation). */
export const listShiftsOf = (tillId: string, status: ShiftStatus, signal?: AbortSignal): Promise<ApiResult<ShiftRow[]>> =>
  callRoute('GET /api/shifts', { query: { till: tillId, status, page: 1, pageSize: 10 }, signal });
