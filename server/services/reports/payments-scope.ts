import { sql, type SQL } from 'drizzle-orm';
import type { Period } from './period';

/**
 * Payments in the period as a subquery `pay` with the warehouse of the document each belongs to
 * (a deposit or a transfer belongs to none, so a chosen warehouse leaves them out).
 */
export function paymentsInPeriod(period: Period, options: { dates?: { from: string; to: string } } = {}): SQL {
  const { from, to } = options.dates ?? period;
  const warehouse = period.warehouse
    ? sql`and coalesce(s.warehouse_id, pu.warehouse_id, sr.warehouse_id, rp.warehouse_id) = ${period.warehouse}::uuid`
    : sql``;
  const owner = period.owner ? sql`and p.created_by = ${period.owner}::uuid` : sql``;
  return sql`(
    select p.*, s.reference as sale_reference, pu.reference as purchase_reference
    from payments p
    left join sales s on s.id = p.sale_id
    left join purchases pu on pu.id = p.purchase_id
    left join sale_returns sr on sr.id = p.sale_return_id
    left join purchase_returns rp on rp.id = p.purchase_return_id
    where p.date between ${from}::date and ${to}::date ${warehouse} ${owner}
  )`;
}
