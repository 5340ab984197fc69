/**
 * Receipt number blocks (docs/offline-till.md#receipt-number-blocks): while online a till reserves a
 * block of its own receipt numbers, and each sale it makes offline is numbered from a block it holds.
 * A block is taken from the till's counter (tills.last_receipt), the one an online checkout moves, so
 * both kinds of sale share one gapless series: each number is an online sale, an offline sale, or,
 * once its block is released unused, a void recorded in receipt_number_voids.
 *
 * Every write here locks the till's row first (docs/concurrency-and-limits.md, "Lock order").
 */
import { sql } from 'drizzle-orm';
import type { NumberBlock, OfflineSaleInput } from '../../src/domain/offline.schemas';
import { MAX_HELD_BLOCKS, receiptReference } from '../../src/domain/receipt-numbers';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { iso, rowsOf } from '../db/raw-rows';
import { ApiError } from '../http/errors';
import { Status, type ErrorStatus } from '../http/status';
import { notFound } from './record-errors';
import { en } from '../i18n/english';

function refuse(status: ErrorStatus, message: string, path: (string | number)[]): never {
  throw new ApiError(status, message, [{ message, path }]);
}

interface BlockRow {
  id: string;
  till_id: string;
  code: string;
  first: string | number;
  last: string | number;
  status: 'held' | 'released';
  reserved_at: string | Date;
  released_at: string | Date | null;
  used: string | number;
  voided: string | number;
}

/** The block with how many of its numbers sales have taken and how many were voided. */
async function readBlock(db: Executor, id: string): Promise<NumberBlock> {
  const [row] = await rowsOf<BlockRow>(
    db,
    sql`select b.id, b.till_id, t.code, b.first, b.last, b.status, b.reserved_at, b.released_at,
          (select count(*) from sales s where s.block_id = b.id) as used,
          (select count(*) from receipt_number_voids v where v.block_id = b.id) as voided
        from till_number_blocks b join tills t on t.id = b.till_id where b.id = ${id}`,
  );
  if (!row) throw notFound('number block');
  return {
    _id: row.id,
    tillId: row.till_id,
    first: Number(row.first),
    last: Number(row.last),
    firstReference: receiptReference(row.code, Number(row.first)),
    lastReference: receiptReference(row.code, Number(row.last)),
    status: row.status,
    used: Number(row.used),
    voided: Number(row.voided),
    reservedAt: iso(row.reserved_at),
    releasedAt: row.released_at ? iso(row.released_at) : null,
  };
}

/**
 * POST /api/tills/{id}/number-blocks: the next `size` numbers of the till's series, taken by moving
 * its counter past them in this transaction (a rolled-back reservation takes none). A till holds at
 * most MAX_HELD_BLOCKS blocks: one it no longer needs is released first (409).
 */
export async function reserveNumberBlock(tx: Executor, tillId: string, size: number, user: SessionUser): Promise<NumberBlock> {
  const [till] = await rowsOf<{ id: string; name: string; held: string | number }>(
    tx,
    sql`select t.id, t.name, (select count(*) from till_number_blocks b where b.till_id = t.id and b.status = 'held') as held
        from tills t where t.id = ${tillId} for no key update of t`,
  );
  if (!till) throw notFound('till');
  if (Number(till.held) >= MAX_HELD_BLOCKS) refuse(Status.conflict, en`${till.name} already holds ${MAX_HELD_BLOCKS} number blocks. Release one first.`, ['size']);
  const [block] = await rowsOf<{ id: string }>(
    tx,
    sql`with moved as (update tills set last_receipt = last_receipt + ${size} where id = ${tillId} returning last_receipt)
        insert into till_number_blocks (till_id, first, last, reserved_by)
        select ${tillId}, moved.last_receipt - ${size} + 1, moved.last_receipt, ${user.id} from moved
        returning id`,
  );
  return readBlock(tx, block!.id);
}

/**
 * POST /api/number-blocks/{id}/release: the till needs the block no more. Each of its numbers no
 * sale has taken is recorded as void, so the series has no silent gap; a sale made offline with
 * such a number that still arrives later takes it back (numberOfflineSale).
 */
export async function releaseNumberBlock(tx: Executor, blockId: string, user: SessionUser): Promise<NumberBlock> {
  const [block] = await rowsOf<{ id: string; till_id: string; status: string }>(tx, sql`select id, till_id, status from till_number_blocks where id = ${blockId}`);
  if (!block) throw notFound('number block');
  await tx.execute(sql`select id from tills where id = ${block.till_id} for no key update`);
  const [locked] = await rowsOf<{ status: string }>(tx, sql`select status from till_number_blocks where id = ${blockId} for update`);
  if (locked!.status !== 'held') return readBlock(tx, blockId);
  // A number is used when a sale of the block has its reference, written as receiptReference writes it
  // (src/domain/receipt-numbers.ts): at least 6 digits, all of them past 999,999.
  await tx.execute(
    sql`insert into receipt_number_voids (till_id, number, block_id)
        select b.till_id, n, b.id from till_number_blocks b cross join generate_series(b.first, b.last) as n
        where b.id = ${blockId} and not exists (select 1 from sales s where s.block_id = b.id and s.reference = 'POS-' || (select code from tills where id = b.till_id) || '-' || lpad(n::text, greatest(6, length(n::text)), '0'))
        order by n`,
  );
  await tx.execute(sql`update till_number_blocks set status = 'released', released_by = ${user.id}, released_at = now() where id = ${blockId}`);
  return readBlock(tx, blockId);
}

/** GET /api/tills/{id}/number-blocks: the blocks a till holds now (a till that lost its own record of them reads them here). */
export async function heldNumberBlocks(db: Executor, tillId: string): Promise<NumberBlock[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`select id from till_number_blocks where till_id = ${tillId} and status = 'held' order by first`);
  return Promise.all(rows.map((row) => readBlock(db, row.id)));
}

export interface OfflineNumber {
  reference: string;
  shiftId: string;
  /** The shift was closed before the sale arrived: its figures are reckoned again. */
  lateForShift: boolean;
  blockId: string;
  madeAt: Date;
  /** The sale arrived before, under another key: answer it, write nothing. */
  alreadySaleId: string | null;
}

/**
 * The number and shift of a sale made offline at `till` (docs/offline-till.md#sales-made-offline),
 * the till's row locked first as a checkout locks it. The block must be the till's and hold the
 * number; the shift must be the till's (open or already closed: a sale that arrives late is counted
 * in the shift it was made in). A number is used once: the same sale again (its clientId) is
 * answered as it is; another sale with the number is a 409. A void number (its block released
 * before the sale arrived) is taken back.
 */
export async function numberOfflineSale(tx: Executor, till: { id: string; name: string; code: string }, offline: OfflineSaleInput): Promise<OfflineNumber> {
  await tx.execute(sql`select id from tills where id = ${till.id} for no key update`);
  const [facts] = await rowsOf<{ first: string | number | null; last: string | number | null; shift_status: string | null; same_id: string | null; same_reference: string | null; holder: string | null }>(
    tx,
    sql`select (select first from till_number_blocks where id = ${offline.block} and till_id = ${till.id}) as first,
          (select last from till_number_blocks where id = ${offline.block} and till_id = ${till.id}) as last,
          (select status from shifts where id = ${offline.shift} and till_id = ${till.id}) as shift_status,
          (select id from sales where id = ${offline.clientId}) as same_id,
          (select reference from sales where id = ${offline.clientId}) as same_reference,
          (select id from sales where reference = ${receiptReference(till.code, offline.number)}) as holder`,
  );
  const row = facts!;
  const reference = receiptReference(till.code, offline.number);
  if (row.first === null) refuse(Status.badRequest, en`This number block is not one of ${till.name}'s.`, ['offline', 'block']);
  if (offline.number < Number(row.first) || offline.number > Number(row.last)) {
    refuse(Status.badRequest, en`Number ${offline.number} is not in this block (${Number(row.first)} to ${Number(row.last)}).`, ['offline', 'number']);
  }
  if (row.shift_status === null) refuse(Status.badRequest, en`This shift is not one of ${till.name}'s.`, ['offline', 'shift']);
  const base = { reference, shiftId: offline.shift, lateForShift: row.shift_status !== 'open', blockId: offline.block, madeAt: new Date(offline.madeAt) };
  if (row.same_id) {
    if (row.same_reference === reference) return { ...base, alreadySaleId: row.same_id };
    refuse(Status.conflict, en`This sale arrived before as ${row.same_reference}.`, ['offline', 'clientId']);
  }
  if (row.holder) refuse(Status.conflict, en`${reference} is already another sale.`, ['offline', 'number']);
  await tx.execute(sql`delete from receipt_number_voids where till_id = ${till.id} and number = ${offline.number}`);
  return { ...base, alreadySaleId: null };
}
