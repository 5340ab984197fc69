/**
 * A till's shifts and the cash count (docs/tills-and-shifts.md): opening with a float, pay-ins and
 * pay-outs through the payments ledger, no-sale drawer opens, the X report, the blind count that
 * closes the shift, and an admin's confirmation of a variance above General Setting's threshold.
 *
 * Every write here first locks the till's row, as a checkout at that till does
 * (docs/concurrency-and-limits.md, "Lock order"): a close waits for the sales in flight and then sees
 * them; a sale after the close finds no open shift.
 */
import { sql } from 'drizzle-orm';
import { asMinor, toWire, toDecimalText, type Minor } from '../../src/domain/money';
import type { CashMovementInput, Denominations, ShiftCloseInput, ShiftListQuery, ShiftOpenInput, ShiftReport, ShiftRow, ShiftStatus } from '../../src/domain/tills.schemas';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { ApiError } from '../http/errors';
import { databaseErrorOf, PG_UNIQUE_VIOLATION } from '../http/failures';
import { Status, type ErrorStatus } from '../http/status';
import { offsetOf, type Page } from './paging';
import { recordPayment, refuseOverdraft } from './payments-ledger';
import { notFound } from './record-errors';
import { containsPattern } from './search-patterns';
import { shopToday } from './settings';
import { noOpenShift, tillAtDeactivatedWarehouse } from './tills';
import { en } from '../i18n/english';

/** General Setting's cash variance threshold when the shop has saved none: every variance needs an admin. */
export const DEFAULT_VARIANCE_THRESHOLD = 0;

function refuse(status: ErrorStatus, message: string, path: (string | number)[]): never {
  throw new ApiError(status, message, [{ message, path }]);
}

const text = (amount: number) => toDecimalText(asMinor(amount));

/** A count by denomination must add up to the total it is sent with (400 under the denominations). */
function refuseMismatch(total: Minor, denominations: Denominations | undefined, field: string): void {
  if (!denominations) return;
  const sum = denominations.reduce((all, row) => all + row.value * row.count, 0);
  if (sum !== total) refuse(Status.badRequest, en`The notes and coins add up to ${text(sum)}, not ${text(total)}.`, [field]);
}

const wireDenominations = (rows: Denominations | undefined) => (rows ? rows.map((row) => ({ value: toWire(row.value), count: row.count })) : null);

interface TillRow {
  id: string;
  name: string;
  code: string;
  warehouse_id: string;
  warehouse_name: string;
  warehouse_active: boolean;
  cash_account_id: string;
  open_shift_id: string | null;
}

/** Locks the till's row (the order every till write and checkout takes), with its warehouse's name and state; 404 when there is none. */
async function lockTill(tx: Executor, tillId: string): Promise<TillRow> {
  const [till] = await rowsOf<TillRow>(
    tx,
    sql`select t.id, t.name, t.code, t.warehouse_id, w.name as warehouse_name, w.active as warehouse_active, t.cash_account_id, t.open_shift_id
        from tills t join warehouses w on w.id = t.warehouse_id where t.id = ${tillId} for no key update of t`,
  );
  if (!till) throw notFound('till');
  return till;
}

interface ShiftHead {
  id: string;
  till_id: string;
  number: number;
  status: ShiftStatus;
}

/** The shift and its till, the till's row locked; 409 unless the shift is the one open at its till. */
async function lockOpenShift(tx: Executor, shiftId: string): Promise<{ shift: ShiftHead; till: TillRow }> {
  const [shift] = await rowsOf<ShiftHead>(tx, sql`select id, till_id, number, status from shifts where id = ${shiftId}`);
  if (!shift) throw notFound('shift');
  const till = await lockTill(tx, shift.till_id);
  if (till.open_shift_id !== shift.id) refuse(Status.conflict, en`Shift ${shift.number} at ${till.name} is closed.`, ['shift']);
  return { shift, till };
}

/**
 * The open shift of a till a return is made at, and the till's warehouse (where the goods come
 * back), its row locked first (the lock order of a checkout); 404 without the till, 409 without an
 * open shift, as a checkout is refused.
 */
export async function openShiftForRefund(tx: Executor, tillId: string): Promise<{ shiftId: string; warehouseId: string }> {
  const till = await lockTill(tx, tillId);
  if (!till.warehouse_active) throw tillAtDeactivatedWarehouse(till.name, till.warehouse_name);
  if (!till.open_shift_id) throw noOpenShift(till.name, 'refund');
  return { shiftId: till.open_shift_id, warehouseId: till.warehouse_id };
}

/** POST /api/tills/{id}/shifts: one open shift per till (the till's row, then the partial unique index). */
export async function openShift(tx: Executor, tillId: string, input: ShiftOpenInput, user: SessionUser): Promise<ShiftReport> {
  refuseMismatch(input.float, input.floatDenominations, 'floatDenominations');
  const till = await lockTill(tx, tillId);
  if (till.open_shift_id) refuse(Status.conflict, en`${till.name} already has an open shift. Close it first.`, ['till']);
  if (!till.warehouse_active) throw tillAtDeactivatedWarehouse(till.name, till.warehouse_name);
  let shiftId: string;
  try {
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into shifts (till_id, number, status, opened_by, float, float_denominations)
          values (${tillId}, (select coalesce(max(number), 0) + 1 from shifts where till_id = ${tillId}), 'open', ${user.id}, ${input.float},
            ${input.floatDenominations ? JSON.stringify(input.floatDenominations) : null}::jsonb)
          returning id`,
    );
    shiftId = row!.id;
  } catch (error) {
    if (databaseErrorOf(error)?.code === PG_UNIQUE_VIOLATION) refuse(Status.conflict, en`${till.name} already has an open shift. Close it first.`, ['till']);
    throw error;
  }
  await tx.execute(sql`update tills set open_shift_id = ${shiftId} where id = ${tillId}`);
  return shiftReport(tx, shiftId);
}

export interface CashMovement {
  _id: string;
  reference: string;
  direction: 'in' | 'out';
  amount: number;
  reason: string;
  createdAt: string;
}

/**
 * Cash out of a till's drawer (a pay-out, a cash refund at the till) takes no more than the drawer
 * should hold: 409 under `path`. The till's row is locked by the caller, so the figure holds.
 */
export async function refuseBeyondDrawer(tx: Executor, shiftId: string, amount: number, path: string): Promise<void> {
  const figures = await shiftFigures(tx, shiftId);
  if (amount > figures.expectedCash) refuse(Status.conflict, en`The drawer should hold ${text(figures.expectedCash)}, less than ${text(amount)}.`, [path]);
}

/**
 * POST /api/shifts/{id}/cash: a pay-in or pay-out, a payment of kind till-cash on the till's cash
 * account with the shift. A pay-out takes no more than the drawer should hold, and never overdraws
 * the account (docs/money-and-payments.md, "Money out").
 */
export async function moveCash(tx: Executor, shiftId: string, input: CashMovementInput, user: SessionUser): Promise<CashMovement> {
  const { shift, till } = await lockOpenShift(tx, shiftId);
  if (input.direction === 'out') {
    await refuseBeyondDrawer(tx, shift.id, input.amount, 'amount');
    await refuseOverdraft(tx, till.cash_account_id, input.amount, { account: 'amount', amount: 'amount' });
  }
  const payment = await recordPayment(tx, {
    date: await shopToday(tx),
    kind: 'till-cash',
    direction: input.direction,
    method: 'Cash',
    amount: input.amount,
    accountId: till.cash_account_id,
    shiftId: shift.id,
    note: input.reason,
    userId: user.id,
  });
  return { _id: payment.id, reference: payment.reference, direction: input.direction, amount: toWire(asMinor(payment.amount)), reason: input.reason, createdAt: iso(payment.createdAt) };
}

/** POST /api/shifts/{id}/no-sale: the drawer opened without a sale, recorded with who and why. */
export async function recordNoSale(tx: Executor, shiftId: string, reason: string, user: SessionUser): Promise<{ _id: string; reason: string; createdAt: string }> {
  const { shift } = await lockOpenShift(tx, shiftId);
  const [row] = await rowsOf<{ id: string; created_at: string | Date }>(tx, sql`insert into drawer_opens (shift_id, reason, opened_by) values (${shift.id}, ${reason}, ${user.id}) returning id, created_at`);
  return { _id: row!.id, reason, createdAt: iso(row!.created_at) };
}

interface Figures {
  salesCount: number;
  salesTotal: number;
  byMethod: { method: string; count: number; amount: number }[];
  refundsCount: number;
  refundsTotal: number;
  cashRefunds: number;
  payInsCount: number;
  payIns: number;
  payOutsCount: number;
  payOuts: number;
  noSales: number;
  float: number;
  floatDenominations: Denominations | null;
  expectedCash: number;
}

/**
 * The shift's figures in minor units, one statement: its sales, the payments that carry the shift
 * (sale payments by method, refunds, pay-ins and pay-outs; payments_shift_idx), the no-sales, and
 * the cash the drawer should hold = float + cash taken − cash refunded + pay-ins − pay-outs.
 */
async function shiftFigures(db: Executor, shiftId: string): Promise<Figures> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`with pay as (select kind, direction, method, count(*) as n, sum(amount) as amount from payments where shift_id = ${shiftId} group by kind, direction, method)
        select s.float, s.float_denominations,
          (select count(*) from sales where shift_id = ${shiftId} and status = 'Completed') as sales_count,
          (select coalesce(sum(grand_total), 0) from sales where shift_id = ${shiftId} and status = 'Completed') as sales_total,
          (select coalesce(json_agg(json_build_object('method', method, 'count', n, 'amount', amount) order by method), '[]') from pay where kind = 'sale' and direction = 'in') as by_method,
          (select coalesce(sum(n), 0) from pay where kind = 'sale-return' and direction = 'out') as refunds_count,
          (select coalesce(sum(amount), 0) from pay where kind = 'sale-return' and direction = 'out') as refunds_total,
          (select coalesce(sum(amount), 0) from pay where kind = 'sale-return' and direction = 'out' and method = 'Cash') as cash_refunds,
          (select coalesce(sum(amount), 0) from pay where kind = 'sale' and direction = 'in' and method = 'Cash') as cash_taken,
          (select coalesce(sum(n), 0) from pay where kind = 'till-cash' and direction = 'in') as pay_ins_count,
          (select coalesce(sum(amount), 0) from pay where kind = 'till-cash' and direction = 'in') as pay_ins,
          (select coalesce(sum(n), 0) from pay where kind = 'till-cash' and direction = 'out') as pay_outs_count,
          (select coalesce(sum(amount), 0) from pay where kind = 'till-cash' and direction = 'out') as pay_outs,
          (select count(*) from drawer_opens where shift_id = ${shiftId}) as no_sales
        from shifts s where s.id = ${shiftId}`,
  );
  const n = (key: string) => Number(row![key] ?? 0);
  const float = n('float');
  const expectedCash = float + n('cash_taken') - n('cash_refunds') + n('pay_ins') - n('pay_outs');
  return {
    salesCount: n('sales_count'),
    salesTotal: n('sales_total'),
    byMethod: (jsonColumn<{ method: string; count: number | string; amount: number | string }[]>(row!.by_method as string) ?? []).map((m) => ({ method: m.method, count: Number(m.count), amount: Number(m.amount) })),
    refundsCount: n('refunds_count'),
    refundsTotal: n('refunds_total'),
    cashRefunds: n('cash_refunds'),
    payInsCount: n('pay_ins_count'),
    payIns: n('pay_ins'),
    payOutsCount: n('pay_outs_count'),
    payOuts: n('pay_outs'),
    noSales: n('no_sales'),
    float,
    floatDenominations: jsonColumn<Denominations>(row!.float_denominations as string | null),
    expectedCash,
  };
}

/** General Setting's threshold (minor units) above which a variance waits for an admin. */
async function varianceThreshold(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ threshold: string | number }>(db, sql`select coalesce((select cash_variance_threshold from shop_settings where id = 1), ${DEFAULT_VARIANCE_THRESHOLD}) as threshold`);
  return Number(row!.threshold);
}

/**
 * Posts the variance to the till's cash account with the shift as its reference (kind
 * cash-variance): over is money in, short is money out, so the account holds what was counted.
 */
async function postVariance(tx: Executor, shift: { id: string; number: number; cashAccountId: string }, variance: number, note: string, userId: string): Promise<void> {
  if (variance === 0) return;
  await recordPayment(tx, {
    date: await shopToday(tx),
    kind: 'cash-variance',
    direction: variance > 0 ? 'in' : 'out',
    method: 'Cash',
    amount: Math.abs(variance),
    accountId: shift.cashAccountId,
    shiftId: shift.id,
    note,
    userId,
  });
}

/** The note of a count's variance: what was counted against what the drawer should have held. */
const countNote = (number: number, counted: number, expected: number) => `Shift ${number} count: counted ${text(counted)}, expected ${text(expected)}`;

/**
 * POST /api/shifts/{id}/close: the blind count. The till stops selling at once. A variance within
 * General Setting's threshold, or any variance counted by an admin, is posted and the shift closes;
 * above it a staff member's close waits as awaiting-confirmation until an admin confirms
 * (docs/tills-and-shifts.md#closing). The Z report's figures are kept with the shift.
 */
export async function closeShift(tx: Executor, shiftId: string, input: ShiftCloseInput, user: SessionUser): Promise<ShiftReport> {
  refuseMismatch(input.counted, input.countedDenominations, 'countedDenominations');
  const { shift, till } = await lockOpenShift(tx, shiftId);
  const figures = await shiftFigures(tx, shift.id);
  const variance = input.counted - figures.expectedCash;
  const threshold = await varianceThreshold(tx);
  const waits = Math.abs(variance) > threshold && user.role !== 'admin';
  await tx.execute(sql`update tills set open_shift_id = null where id = ${till.id}`);
  if (!waits) await postVariance(tx, { id: shift.id, number: shift.number, cashAccountId: till.cash_account_id }, variance, countNote(shift.number, input.counted, figures.expectedCash), user.id);
  const confirmed = !waits && Math.abs(variance) > threshold;
  await tx.execute(
    sql`update shifts set status = ${waits ? 'awaiting-confirmation' : 'closed'}, closed_by = ${user.id}, closed_at = now(), counted = ${input.counted},
          counted_denominations = ${input.countedDenominations ? JSON.stringify(input.countedDenominations) : null}::jsonb,
          expected = ${figures.expectedCash}, variance = ${variance}, figures = ${JSON.stringify(figures)}::jsonb,
          confirmed_by = ${confirmed ? user.id : null}, confirmed_at = ${confirmed ? sql`now()` : null}, sales_made = ${input.salesMade ?? null}
        where id = ${shift.id}`,
  );
  return shiftReport(tx, shift.id);
}

/**
 * The Z report's kept figures with a sale that arrived late added: its count and grand total, its
 * payments by method, and its cash in the expected cash. Only that sale: what was edited since the
 * close stays out, as the Z report reads the same whatever is edited afterwards
 * (docs/tills-and-shifts.md#closing).
 */
async function figuresWithLateSale(tx: Executor, kept: Figures, shiftId: string, saleId: string): Promise<Figures> {
  const [row] = await rowsOf<{ completed: boolean | null; grand_total: string | number | null; by_method: string | null }>(
    tx,
    sql`select (select status = 'Completed' from sales where id = ${saleId}) as completed, (select grand_total from sales where id = ${saleId}) as grand_total,
          (select json_agg(json_build_object('method', method, 'count', n, 'amount', amount) order by method)
             from (select method, count(*) as n, sum(amount) as amount from payments where sale_id = ${saleId} and shift_id = ${shiftId} and kind = 'sale' and direction = 'in' group by method) as pay) as by_method`,
  );
  const byMethod = new Map(kept.byMethod.map((entry) => [entry.method, { ...entry }]));
  let cash = 0;
  for (const paid of jsonColumn<{ method: string; count: number | string; amount: number | string }[]>(row!.by_method) ?? []) {
    const entry = byMethod.get(paid.method) ?? { method: paid.method, count: 0, amount: 0 };
    entry.count += Number(paid.count);
    entry.amount += Number(paid.amount);
    byMethod.set(paid.method, entry);
    if (paid.method === 'Cash') cash += Number(paid.amount);
  }
  const completed = row!.completed === true;
  return {
    ...kept,
    salesCount: kept.salesCount + (completed ? 1 : 0),
    salesTotal: kept.salesTotal + (completed ? Number(row!.grand_total) : 0),
    byMethod: [...byMethod.values()].sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0)),
    expectedCash: kept.expectedCash + cash,
  };
}

/**
 * A sale made offline arrived after its shift was counted (docs/offline-till.md#shifts): the Z
 * report's figures, the expected cash and the variance are reckoned again with it: the figures kept
 * at the close and the sales that arrived late. When the variance was already posted to the till's cash account, the
 * difference is posted too (a cash sale counted in the drawer but not yet arrived had shown as over),
 * so the account still holds what was counted. A shift awaiting confirmation posts its new variance
 * when an admin confirms it. The caller holds the till's row (numberOfflineSale).
 */
export async function reckonLateSale(tx: Executor, shiftId: string, saleId: string, userId: string): Promise<void> {
  const [shift] = await rowsOf<{ id: string; number: number; status: ShiftStatus; counted: string | number | null; variance: string | number | null; cash_account_id: string; figures: Figures | string | null }>(
    tx,
    sql`select s.id, s.number, s.status, s.counted, s.variance, t.cash_account_id, s.figures from shifts s join tills t on t.id = s.till_id where s.id = ${shiftId} for no key update of s`,
  );
  if (!shift || shift.status === 'open' || shift.counted === null) return;
  const kept = jsonColumn<Figures>(shift.figures);
  const figures = kept ? await figuresWithLateSale(tx, kept, shift.id, saleId) : await shiftFigures(tx, shift.id);
  const counted = Number(shift.counted);
  const variance = counted - figures.expectedCash;
  const change = variance - Number(shift.variance ?? 0);
  if (shift.status === 'closed') {
    const note = `Shift ${shift.number} count: a sale made offline arrived late; expected now ${text(figures.expectedCash)}`;
    await postVariance(tx, { id: shift.id, number: shift.number, cashAccountId: shift.cash_account_id }, change, note, userId);
  }
  await tx.execute(sql`update shifts set expected = ${figures.expectedCash}, variance = ${variance}, figures = ${JSON.stringify(figures)}::jsonb where id = ${shift.id}`);
}

/** POST /api/shifts/{id}/confirm (admins): posts the variance a staff member's count left and closes the shift. */
export async function confirmShift(tx: Executor, shiftId: string, user: SessionUser): Promise<ShiftReport> {
  const [shift] = await rowsOf<{ id: string; number: number; status: ShiftStatus; cash_account_id: string; variance: string | number; expected: string | number; counted: string | number }>(
    tx,
    sql`select s.id, s.number, s.status, t.cash_account_id, s.variance, s.expected, s.counted from shifts s join tills t on t.id = s.till_id where s.id = ${shiftId} for no key update of s`,
  );
  if (!shift) throw notFound('shift');
  if (shift.status !== 'awaiting-confirmation') refuse(Status.conflict, en`Shift ${shift.number} is not awaiting confirmation.`, ['shift']);
  await postVariance(tx, { id: shift.id, number: shift.number, cashAccountId: shift.cash_account_id }, Number(shift.variance), countNote(shift.number, Number(shift.counted), Number(shift.expected)), user.id);
  await tx.execute(sql`update shifts set status = 'closed', confirmed_by = ${user.id}, confirmed_at = now() where id = ${shift.id}`);
  return shiftReport(tx, shift.id);
}

interface ShiftReportRow {
  id: string;
  number: number;
  status: ShiftStatus;
  till_id: string;
  till_name: string;
  till_code: string;
  opened_at: string | Date;
  opened_by: string | null;
  closed_at: string | Date | null;
  closed_by: string | null;
  confirmed_at: string | Date | null;
  confirmed_by: string | null;
  counted: string | number | null;
  counted_denominations: Denominations | string | null;
  variance: string | number | null;
  figures: Figures | string | null;
  sales_made: number | null;
}

/**
 * GET /api/shifts/{id}/report: the X report (figures now) while the shift is open, the Z report (the
 * figures kept at the close, with the count and the variance) after.
 */
export async function shiftReport(db: Executor, shiftId: string): Promise<ShiftReport> {
  const [row] = await rowsOf<ShiftReportRow>(
    db,
    sql`select s.id, s.number, s.status, s.till_id, t.name as till_name, t.code as till_code, s.opened_at, o.name as opened_by, s.closed_at, c.name as closed_by,
          s.confirmed_at, a.name as confirmed_by, s.counted, s.counted_denominations, s.variance, s.figures, s.sales_made
        from shifts s join tills t on t.id = s.till_id left join users o on o.id = s.opened_by left join users c on c.id = s.closed_by left join users a on a.id = s.confirmed_by
        where s.id = ${shiftId}`,
  );
  if (!row) throw notFound('shift');
  const kept = jsonColumn<Figures>(row.figures);
  const figures = kept ?? (await shiftFigures(db, shiftId));
  const money = (amount: number) => toWire(asMinor(amount));
  const nullableMoney = (amount: string | number | null) => (amount === null ? null : money(Number(amount)));
  return {
    shift: {
      _id: row.id,
      number: Number(row.number),
      status: row.status,
      tillId: row.till_id,
      tillName: row.till_name,
      tillCode: row.till_code,
      openedAt: iso(row.opened_at),
      openedBy: row.opened_by,
      closedAt: row.closed_at ? iso(row.closed_at) : null,
      closedBy: row.closed_by,
      confirmedAt: row.confirmed_at ? iso(row.confirmed_at) : null,
      confirmedBy: row.confirmed_by,
    },
    kind: kept ? 'Z' : 'X',
    sales: { count: figures.salesCount, amount: money(figures.salesTotal) },
    byMethod: figures.byMethod.map((m) => ({ method: m.method, count: m.count, amount: money(m.amount) })),
    refunds: { count: figures.refundsCount, amount: money(figures.refundsTotal) },
    cashRefunds: money(figures.cashRefunds),
    payIns: { count: figures.payInsCount, amount: money(figures.payIns) },
    payOuts: { count: figures.payOutsCount, amount: money(figures.payOuts) },
    noSales: figures.noSales,
    float: money(figures.float),
    floatDenominations: wireDenominations(figures.floatDenominations ?? undefined),
    expectedCash: money(figures.expectedCash),
    counted: nullableMoney(row.counted),
    countedDenominations: wireDenominations(jsonColumn<Denominations>(row.counted_denominations) ?? undefined),
    variance: nullableMoney(row.variance),
    varianceThreshold: money(await varianceThreshold(db)),
    salesMade: row.sales_made === null ? null : Number(row.sales_made),
    salesAwaited: row.sales_made === null ? 0 : Math.max(0, Number(row.sales_made) - figures.salesCount),
    generatedAt: new Date().toISOString(),
  };
}

/** GET /api/shifts: shifts by till and cashier with their counts and variances, newest first. */
export async function listShifts(db: Executor, query: ShiftListQuery): Promise<Page<ShiftRow>> {
  const filters = [sql`true`];
  if (query.till) filters.push(sql`s.till_id = ${query.till}`);
  if (query.user) filters.push(sql`s.opened_by = ${query.user}`);
  if (query.status) filters.push(sql`s.status = ${query.status}`);
  // The shop's calendar days (General Setting's time zone) of the opening.
  const day = sql`(s.opened_at at time zone coalesce((select time_zone from shop_settings where id = 1), 'UTC'))::date`;
  if (query.from) filters.push(sql`${day} >= ${query.from}::date`);
  if (query.to) filters.push(sql`${day} <= ${query.to}::date`);
  if (query.q) filters.push(sql`(lower(t.name) like ${containsPattern(query.q)} or lower(coalesce(o.name, '')) like ${containsPattern(query.q)})`);
  const where = sql.join(filters, sql` and `);
  const rows = await rowsOf<{
    id: string; number: number; status: ShiftStatus; till_id: string; till_name: string; opened_at: string | Date; opened_by: string | null; closed_at: string | Date | null;
    closed_by: string | null; float: string | number; expected: string | number | null; counted: string | number | null; variance: string | number | null; total: string | number;
  }>(
    db,
    sql`select s.id, s.number, s.status, s.till_id, t.name as till_name, s.opened_at, o.name as opened_by, s.closed_at, c.name as closed_by, s.float, s.expected, s.counted, s.variance,
          count(*) over () as total
        from shifts s join tills t on t.id = s.till_id left join users o on o.id = s.opened_by left join users c on c.id = s.closed_by
        where ${where}
        order by s.opened_at desc, s.id desc limit ${query.pageSize} offset ${offsetOf(query.page, query.pageSize)}`,
  );
  const money = (amount: string | number | null) => (amount === null ? null : toWire(asMinor(Number(amount))));
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from shifts s join tills t on t.id = s.till_id left join users o on o.id = s.opened_by where ${where}`);
    total = Number(count!.n);
  }
  return {
    rows: rows.map((row) => ({
      _id: row.id,
      number: Number(row.number),
      status: row.status,
      tillId: row.till_id,
      tillName: row.till_name,
      openedAt: iso(row.opened_at),
      openedBy: row.opened_by,
      closedAt: row.closed_at ? iso(row.closed_at) : null,
      closedBy: row.closed_by,
      float: money(row.float)!,
      expectedCash: money(row.expected),
      counted: money(row.counted),
      variance: money(row.variance),
    })),
    total,
  };
}
