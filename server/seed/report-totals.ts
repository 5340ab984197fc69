import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../services/catalog-common';

/**
 * Writes a whole history with the report triggers (migration 0009) off and sums it into
 * report_days and report_products once at the end, as the migrations' backfill does: the demo
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
  await tx.execute(sql`delete from report_days`);
  await tx.execute(sql`delete from report_products`);
  await tx.execute(sql.raw(`DO $$
BEGIN
  EXECUTE report_days_sql($q$SELECT date, warehouse_id, report_user_key(created_by), 1, grand_total, 0, 0, 0, 0 FROM sales WHERE status = 'Completed'
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, total, 0, 0, 0 FROM sale_returns
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 1, grand_total, 0 FROM purchases WHERE status = 'Received'
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 0, 0, total FROM purchase_returns$q$);
  EXECUTE report_products_sql(
    report_sold_sql('1', $q$sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.status = 'Completed'$q$)
    || ' UNION ALL ' || report_returned_sql('1', 'sale_returns r JOIN sale_return_lines l ON l.return_id = r.id JOIN sale_lines sl ON sl.id = l.sale_line_id')
    || ' UNION ALL ' || report_purchased_sql('1', $q$purchases p JOIN purchase_lines l ON l.purchase_id = p.id WHERE p.status = 'Received'$q$));
  EXECUTE report_payment_days_sql(report_paid_with_documents_sql('1', 'payments'));
END
$$`));
}
