/**
 * Tills (registers), docs/tills-and-shifts.md: set up by an admin with a code for their receipt
 * numbers, the warehouse they sell from, a biller, the cash account their drawer is, and an account
 * for each other method (none: General Setting's account for the method). A till's row also holds
 * its receipt counter and the shift selling now.
 */
import { sql } from 'drizzle-orm';
import { TILL_METHODS, type Till, type TillInput } from '../../src/domain/tills.schemas';
import { receiptReference } from '../../src/domain/receipt-numbers';
import type { Executor } from '../db/executor';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { tills } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status, type ErrorStatus } from '../http/status';
import { countOf } from '../i18n/words';
import { namedRecordService } from './named-records';
import { deactivatedWarehouse } from './record-references';
import { en } from '../i18n/english';

type Row = typeof tills.$inferSelect;

function badField(path: string, message: string, status: ErrorStatus = Status.badRequest): ApiError {
  return new ApiError(status, message, [{ message, path: [path] }]);
}

/**
 * Each named record must exist: 400 under its field, as a sale's references are. The warehouse must
 * be active (docs/tills-and-shifts.md#tills): its row is read FOR SHARE, which a deactivation's
 * FOR NO KEY UPDATE waits for (and the other way round), so a till saved onto a warehouse while it
 * is being deactivated is either refused here or seen by the deactivation, which then refuses.
 */
async function refuseUnknown(tx: Executor, input: TillInput): Promise<void> {
  const accountIds = [input.cashAccount, ...TILL_METHODS.map((method) => input.methodAccounts[method]).filter((id): id is string => !!id)];
  const [warehouse] = await rowsOf<{ name: string; active: boolean }>(tx, sql`select name, active from warehouses where id = ${input.warehouse} for share`);
  if (!warehouse) throw badField('warehouse', en`There is no such warehouse.`);
  if (!warehouse.active) throw deactivatedWarehouse(['warehouse'], warehouse.name);
  const [row] = await rowsOf<{ biller: boolean; accounts: string[] | string }>(
    tx,
    sql`select exists (select 1 from billers where id = ${input.biller}) as biller,
          coalesce((select json_agg(id) from accounts where id::text in (${sql.join(accountIds.map((id) => sql`${id}`), sql`, `)})), '[]') as accounts`,
  );
  if (!row!.biller) throw badField('biller', en`There is no such biller.`);
  const known = new Set(jsonColumn<string[]>(row!.accounts) ?? []);
  if (!known.has(input.cashAccount)) throw badField('cashAccount', en`There is no such account.`);
  for (const method of TILL_METHODS) {
    const id = input.methodAccounts[method];
    if (id && !known.has(id)) throw new ApiError(Status.badRequest, en`There is no such account.`, [{ message: en`There is no such account.`, path: ['methodAccounts', method] }]);
  }
}

/**
 * A code is unique, and stays as it is once the till has sold: its receipts carry it, and another
 * till taking it later would number over them.
 */
async function refuseCodeClash(tx: Executor, input: TillInput, id: string | undefined): Promise<void> {
  const [clash] = await rowsOf<{ id: string; name: string }>(tx, sql`select id, name from tills where upper(code) = ${input.code} and (${id ?? null}::uuid is null or id <> ${id ?? null}::uuid)`);
  if (clash) throw badField('code', en`The till ${clash.name} has the code ${input.code}.`, Status.conflict);
  if (!id) return;
  const [old] = await rowsOf<{ code: string; last_receipt: string | number }>(tx, sql`select code, last_receipt from tills where id = ${id}`);
  if (old && old.code !== input.code && Number(old.last_receipt) > 0) {
    throw badField('code', en`The code stays ${old.code}: this till's receipts are numbered with it.`, Status.conflict);
  }
}

interface AnswerRow {
  id: string;
  warehouse_name: string;
  biller_name: string;
  cash_account_name: string;
  shift_id: string | null;
  shift_number: number | null;
  shift_opened_at: string | Date | null;
  shift_opened_by: string | null;
}

export const tillService = namedRecordService<TillInput, Row, Till>({
  table: tills,
  noun: 'till',
  searchColumns: [sql`lower(${tills.name})`, sql`lower(${tills.code})`],
  values: async (tx, input, id) => {
    await refuseUnknown(tx, input);
    await refuseCodeClash(tx, input, id);
    return {
      name: input.name,
      code: input.code,
      warehouseId: input.warehouse,
      billerId: input.biller,
      cashAccountId: input.cashAccount,
      methodAccounts: Object.fromEntries(TILL_METHODS.map((method) => [method, input.methodAccounts[method] ?? null])),
    };
  },
  duplicate: (input) => badField('name', en`A till named '${input.name}' or with the code ${input.code} already exists.`, Status.conflict),
  answer: async (executor, rows) => {
    if (rows.length === 0) return [];
    const ids = sql.join(rows.map((row) => sql`${row.id}::uuid`), sql`, `);
    const extra = await rowsOf<AnswerRow>(
      executor,
      sql`select t.id, w.name as warehouse_name, b.name as biller_name, a.name as cash_account_name,
            s.id as shift_id, s.number as shift_number, s.opened_at as shift_opened_at, u.name as shift_opened_by
          from tills t join warehouses w on w.id = t.warehouse_id join billers b on b.id = t.biller_id join accounts a on a.id = t.cash_account_id
            left join shifts s on s.id = t.open_shift_id left join users u on u.id = s.opened_by
          where t.id in (${ids})`,
    );
    const byId = new Map(extra.map((row) => [row.id, row]));
    return rows.map((row) => {
      const more = byId.get(row.id)!;
      const accounts = (row.methodAccounts ?? {}) as Record<string, string | null>;
      return {
        _id: row.id,
        name: row.name,
        code: row.code,
        warehouse: row.warehouseId,
        warehouseName: more.warehouse_name,
        biller: row.billerId,
        billerName: more.biller_name,
        cashAccount: row.cashAccountId,
        cashAccountName: more.cash_account_name,
        methodAccounts: Object.fromEntries(TILL_METHODS.map((method) => [method, accounts[method] ?? null])) as Till['methodAccounts'],
        openShift: more.shift_id ? { _id: more.shift_id, number: Number(more.shift_number), openedAt: iso(more.shift_opened_at!), openedBy: more.shift_opened_by } : null,
        lastReceipt: Number(row.lastReceipt),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      };
    });
  },
  async usage(executor, rows) {
    const ids = sql.join(rows.map((row) => sql`${row.id}::uuid`), sql`, `);
    const counts = await rowsOf<{ id: string; shifts: number | string }>(executor, sql`select till_id as id, count(*) as shifts from shifts where till_id in (${ids}) group by till_id`);
    const used = new Map(counts.map((row) => [row.id, Number(row.shifts)]));
    return rows.flatMap((row) => (used.get(row.id) ? [{ id: row.id, message: en`Till '${row.name}' has ${countOf(used.get(row.id)!, 'shift')}; its figures stay.` }] : []));
  },
});

/** What a checkout needs of its till, read with the sale's other facts (sales.ts). */
export interface CheckoutTill {
  id: string;
  name: string;
  code: string;
  warehouseId: string;
  cashAccountId: string;
  methodAccounts: Record<string, string>;
  openShiftId: string | null;
}

/**
 * A till whose warehouse was deactivated neither opens a shift, nor sells, nor takes goods back
 * (docs/tills-and-shifts.md#tills): 409, saying where to move it. A shift already open can still be
 * closed and counted.
 */
export function tillAtDeactivatedWarehouse(tillName: string, warehouseName: string): ApiError {
  const message = en`${tillName} sells from ${warehouseName}, which is deactivated. Choose an active warehouse for the till in Settings, Tills.`;
  return new ApiError(Status.conflict, message, [{ message, path: ['till'] }]);
}

/** A till without an open shift neither sells nor refunds (docs/tills-and-shifts.md#shifts); the message says what to do. */
export function noOpenShift(tillName: string, refusing: 'sale' | 'refund' = 'sale'): ApiError {
  const message = en`${tillName} has no open shift. ${refusing === 'sale' ? en`Open a shift to sell.` : en`Open a shift at the POS to refund at it.`}`;
  return new ApiError(Status.conflict, message, [{ message, path: ['till'] }]);
}

/**
 * Takes the till's next receipt number in the checkout's transaction, only while a shift is open.
 * The till's row stays locked until the sale commits, so a till's sales queue here (one drawer) and
 * a shift's close, which locks the same row, waits for them (docs/concurrency-and-limits.md, "Lock
 * order": the till first). Answers the reference and the shift, or refuses with 409.
 */
export async function takeReceiptNumber(tx: Executor, till: CheckoutTill): Promise<{ reference: string; shiftId: string }> {
  const [row] = await rowsOf<{ last_receipt: string | number; open_shift_id: string }>(
    tx,
    sql`update tills set last_receipt = last_receipt + 1 where id = ${till.id} and open_shift_id is not null returning last_receipt, open_shift_id`,
  );
  if (!row) throw noOpenShift(till.name);
  return { reference: receiptReference(till.code, Number(row.last_receipt)), shiftId: row.open_shift_id };
}
