import { sql, type SQL } from 'drizzle-orm';
import { documentScope, type Period } from './period';

/**
 * The lines of the completed sales in the period, with what each earned over its cost: `margin` is
 * the line's subtotal less its quantity at the cost the product had when sold (sale_lines.unit_cost).
 */
export function soldLines(period: Period): SQL {
  return sql`(
    select sl.product_id, sl.quantity, sl.subtotal, sl.subtotal - sl.quantity * sl.unit_cost as margin
    from sale_lines sl join sales s on s.id = sl.sale_id
    where s.status = 'Completed' and ${documentScope('s', period)}
  )`;
}

/** The lines customers returned in the period, with the margin the sale had counted on them. */
export function returnedLines(period: Period): SQL {
  return sql`(
    select rl.product_id, rl.quantity, rl.subtotal, rl.subtotal - rl.quantity * sl.unit_cost as margin
    from sale_return_lines rl
    join sale_returns r on r.id = rl.return_id
    join sale_lines sl on sl.id = rl.sale_line_id
    where ${documentScope('r', period)}
  )`;
}

/** The lines of the received purchases in the period. */
export function purchasedLines(period: Period): SQL {
  return sql`(
    select pl.product_id, pl.quantity, pl.subtotal
    from purchase_lines pl join purchases p on p.id = pl.purchase_id
    where p.status = 'Received' and ${documentScope('p', period)}
  )`;
}
