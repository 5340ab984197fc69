-- Checkouts at several tills queued one behind another: each sale's INSERT locked rows every other
-- sale also updates, and kept them locked until its commit (measured: 8 concurrent POS clients
-- reached 67 sales/s on PostgreSQL, 7 of the 8 waiting at the sale's INSERT).
-- 1. The counts of sales, purchases, payments and customers (migration 0007) are read by nothing (their
--    lists count their filtered rows); only the product count is. Their triggers go.
DROP TRIGGER sales_count_insert ON sales;--> statement-breakpoint
DROP TRIGGER sales_count_delete ON sales;--> statement-breakpoint
DROP TRIGGER sales_count_truncate ON sales;--> statement-breakpoint
DROP TRIGGER purchases_count_insert ON purchases;--> statement-breakpoint
DROP TRIGGER purchases_count_delete ON purchases;--> statement-breakpoint
DROP TRIGGER purchases_count_truncate ON purchases;--> statement-breakpoint
DROP TRIGGER payments_count_insert ON payments;--> statement-breakpoint
DROP TRIGGER payments_count_delete ON payments;--> statement-breakpoint
DROP TRIGGER payments_count_truncate ON payments;--> statement-breakpoint
DROP TRIGGER customers_count_insert ON customers;--> statement-breakpoint
DROP TRIGGER customers_count_delete ON customers;--> statement-breakpoint
DROP TRIGGER customers_count_truncate ON customers;--> statement-breakpoint
DELETE FROM row_counts WHERE table_name IN ('sales', 'purchases', 'payments', 'customers');--> statement-breakpoint
-- 2. report_days had one row per day, warehouse and creator: every sale of a till's day added to it.
--    Now each database connection adds to its own slot of that day (server/db/client.ts numbers its
--    connections in shopdesk.report_slot; unset, as in PGlite's single connection, it is 0). Every
--    reader sums over the period's rows, so the slots add up without any reader changing.
ALTER TABLE "report_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" DROP CONSTRAINT "report_days_day_warehouse_id_user_key_pk";--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_day_warehouse_id_user_key_slot_pk" PRIMARY KEY("day","warehouse_id","user_key","slot");--> statement-breakpoint
CREATE FUNCTION report_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('shopdesk.report_slot', true), '')::smallint, 0)
$$;
--> statement-breakpoint
-- One upsert for every writer of report_days: `source` answers (day, warehouse_id, user_key, then one
-- value per name in `columns`); each is added to this connection's slot of its day.
CREATE FUNCTION report_days_add_sql(columns text[], source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, %1$s) '
      'SELECT day, warehouse_id, user_key, report_slot(), %2$s FROM (%3$s) AS d (day, warehouse_id, user_key, %1$s) GROUP BY 1, 2, 3 '
      'ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET %4$s',
    array_to_string(columns, ', '),
    (SELECT string_agg(format('sum(%I)', name), ', ') FROM unnest(columns) AS name),
    source,
    (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', name), ', ') FROM unnest(columns) AS name))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT report_days_add_sql(ARRAY['sales_count', 'revenue', 'sale_returns', 'purchase_count', 'purchases', 'purchase_returns'], deltas)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_days_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT report_days_add_sql(ARRAY['received', 'sent', 'payment_count', 'cash_received', 'cash_sent', 'expense'], deltas)
$$;
--> statement-breakpoint
-- Migration 0010's report_products_sql, its day totals through the upsert above.
CREATE OR REPLACE FUNCTION report_products_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    WITH d (day, warehouse_id, user_key, product_id, sold_qty, sold_amount, sold_cost, returned_qty, returned_amount, returned_cost, purchased_qty, purchased_amount) AS (%s),
    k AS (
      SELECT g.grain, g.period_start, g.warehouse_id, g.user_key, d.product_id,
        sum(d.sold_qty) AS sold_qty, sum(d.sold_amount) AS sold_amount, sum(d.sold_cost) AS sold_cost,
        sum(d.returned_qty) AS returned_qty, sum(d.returned_amount) AS returned_amount, sum(d.returned_cost) AS returned_cost,
        sum(d.purchased_qty) AS purchased_qty, sum(d.purchased_amount) AS purchased_amount
      FROM d CROSS JOIN LATERAL (VALUES
        ('day', d.day, d.warehouse_id, d.user_key),
        ('month', make_date(extract(year FROM d.day)::int, extract(month FROM d.day)::int, 1), report_user_key(NULL), report_user_key(NULL)),
        ('year', make_date(extract(year FROM d.day)::int, 1, 1), report_user_key(NULL), report_user_key(NULL))
      ) AS g (grain, period_start, warehouse_id, user_key)
      GROUP BY 1, 2, 3, 4, 5
    ),
    p AS (
      INSERT INTO report_products AS t (grain, period_start, warehouse_id, user_key, product_id, sold_qty, sold_amount, sold_cost,
        returned_qty, returned_amount, returned_cost, purchased_qty, purchased_amount)
      SELECT * FROM k
      ON CONFLICT (grain, period_start, warehouse_id, user_key, product_id) DO UPDATE SET
        sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount, sold_cost = t.sold_cost + excluded.sold_cost,
        returned_qty = t.returned_qty + excluded.returned_qty, returned_amount = t.returned_amount + excluded.returned_amount,
        returned_cost = t.returned_cost + excluded.returned_cost, purchased_qty = t.purchased_qty + excluded.purchased_qty,
        purchased_amount = t.purchased_amount + excluded.purchased_amount
    )
    %s
  $f$, deltas, report_days_add_sql(
    ARRAY['sold_margin', 'returned_margin', 'sold_qty', 'sold_amount', 'purchased_qty', 'purchased_amount'],
    'SELECT day, warehouse_id, user_key, sold_amount - sold_cost, returned_amount - returned_cost, sold_qty, sold_amount, purchased_qty, purchased_amount FROM d'))
$$;
--> statement-breakpoint
-- The totals summed again from every document, as migration 0009's backfill did: the demo and bench
-- seeds write a whole history with the report triggers off, then call this once.
CREATE FUNCTION report_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  DELETE FROM report_products;
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
$$;
