import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';

/**
 * Writes a whole history with the report triggers (migration 0009) off and sums it into
 * report_days and report_products once at the end, with migration 0011's report_totals_rebuild(): the demo
 * history's few thousand statements would otherwise each fire an upsert (1.0-1.9 s of a 2.8-3.6 s
 * demo seed, measured on PGlite in memory). For a new shop only, in one transaction: the totals are
 * rebuilt from every document.
 */
export async function withReportTotalsSummedAfter(tx: Executor, write: () => Promise<void>): Promise<void> {
  const triggers = await rowsOf<{ table_name: string; trigger_name: string }>(
    tx,
    sql`select c.relname as table_name, t.tgname as trigger_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgname like 'report\\_%'`,
  );
  const toggle = async (action: 'DISABLE' | 'ENABLE') => {
    for (const { table_name, trigger_name } of triggers) await tx.execute(sql.raw(`ALTER TABLE "${table_name}" ${action} TRIGGER "${trigger_name}"`));
  };
  await toggle('DISABLE');
  await write();
  await toggle('ENABLE');
  await tx.execute(sql`select report_totals_rebuild()`);
}
