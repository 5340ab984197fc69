import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';

/**
 * The readable references of docs/api.md#document-references. Document series run without gaps
 * (docs/tills-and-shifts.md#receipt-numbers): each is a counter row (`reference_counters`, migration
 * 0019) moved in the transaction that writes the document, so a refused or rolled-back write takes
 * no number. A POS sale at a till is numbered by its till instead (tills.ts).
 */
export type ReferencePrefix = 'PR' | 'SL' | 'POS' | 'RS' | 'RP' | 'TR' | 'ADJ' | 'WT';

/** PR-000042; more than six digits simply grow the number. */
export function formatReference(prefix: string, n: number): string {
  const digits = String(n);
  return `${prefix}-${digits.padStart(6, '0')}`;
}

/**
 * Takes the next number of a series in the caller's transaction. The counter row stays locked until
 * the transaction ends, so two documents of one series queue here (docs/concurrency-and-limits.md,
 * "Lock order": a document takes its number after locking the rows it changes, before accounts and
 * stock). A series with no row yet (a new database) starts at 1.
 */
export async function nextReference(db: Executor, prefix: ReferencePrefix): Promise<string> {
  const [row] = await rowsOf<{ last: string | number }>(
    db,
    sql`insert into reference_counters (prefix, last) values (${prefix}, 1)
        on conflict (prefix) do update set last = reference_counters.last + 1 returning last`,
  );
  return formatReference(prefix, Number(row!.last));
}

/**
 * A payment's PAY-000001, as an SQL expression inside the INSERT that takes it. PAY numbers come
 * from a sequence and may have gaps: every payment at every till would otherwise queue on one
 * counter row (docs/tills-and-shifts.md#receipt-numbers). They name ledger rows; the documents
 * they pay carry the gapless numbers.
 */
export function nextPaymentReferenceSql(): SQL {
  return sql`(select 'PAY-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('payment_reference_seq'::regclass) as n)`;
}
