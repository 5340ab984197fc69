-- report_products rows are upserted in one order, product id first, whatever the order of a document's
-- lines: two checkouts (or a checkout and a sale edit) with the same products on lines in different
-- orders each held one product's shop-wide month row and waited for the other's, a deadlock the route
-- layer then retried after PostgreSQL's 1 s deadlock_timeout (docs/concurrency-and-limits.md,
-- "Lock order"). Migration 0017's two functions, unchanged but for the ORDER BY.
CREATE OR REPLACE FUNCTION report_products_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    WITH d (day, warehouse_id, user_key, product_id, sold_qty, sold_amount, sold_cost, returned_qty, returned_amount, returned_cost, purchased_qty, purchased_amount,
      sold_discounts, sold_tax, returned_tax) AS (%s),
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
      SELECT * FROM k ORDER BY product_id, grain, period_start, warehouse_id, user_key
      ON CONFLICT (grain, period_start, warehouse_id, user_key, product_id) DO UPDATE SET
        sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount, sold_cost = t.sold_cost + excluded.sold_cost,
        returned_qty = t.returned_qty + excluded.returned_qty, returned_amount = t.returned_amount + excluded.returned_amount,
        returned_cost = t.returned_cost + excluded.returned_cost, purchased_qty = t.purchased_qty + excluded.purchased_qty,
        purchased_amount = t.purchased_amount + excluded.purchased_amount
    )
    %s
  $f$, deltas, report_days_add_sql(
    ARRAY['sold_margin', 'returned_margin', 'sold_qty', 'sold_amount', 'purchased_qty', 'purchased_amount', 'sold_discounts', 'sold_tax', 'returned_amount', 'returned_tax'],
    'SELECT day, warehouse_id, user_key, sold_amount - sold_cost, returned_amount - returned_cost, sold_qty, sold_amount, purchased_qty, purchased_amount,
      sold_discounts, sold_tax, returned_amount, returned_tax FROM d'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sale_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT s.date AS day, s.warehouse_id, report_user_key(s.created_by) AS user_key, l.product_id,
      l.quantity AS sold_qty, l.subtotal - l.tax - l.order_discount AS sold_amount, l.quantity * l.unit_cost AS sold_cost,
      l.discount + l.order_discount AS sold_discounts, l.tax AS sold_tax
    FROM new_rows l JOIN sales s ON s.id = l.sale_id WHERE s.status = 'Completed'
  ),
  k AS (
    SELECT g.grain, g.period_start, g.warehouse_id, g.user_key, d.product_id,
      sum(d.sold_qty) AS sold_qty, sum(d.sold_amount) AS sold_amount, sum(d.sold_cost) AS sold_cost
    FROM d CROSS JOIN LATERAL (VALUES
      ('day', d.day, d.warehouse_id, d.user_key),
      ('month', make_date(extract(year FROM d.day)::int, extract(month FROM d.day)::int, 1), report_user_key(NULL), report_user_key(NULL)),
      ('year', make_date(extract(year FROM d.day)::int, 1, 1), report_user_key(NULL), report_user_key(NULL))
    ) AS g (grain, period_start, warehouse_id, user_key)
    GROUP BY 1, 2, 3, 4, 5
  ),
  p AS (
    INSERT INTO report_products AS t (grain, period_start, warehouse_id, user_key, product_id, sold_qty, sold_amount, sold_cost)
    SELECT * FROM k ORDER BY product_id, grain, period_start, warehouse_id, user_key
    ON CONFLICT (grain, period_start, warehouse_id, user_key, product_id) DO UPDATE SET
      sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount, sold_cost = t.sold_cost + excluded.sold_cost
  )
  INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, sold_margin, sold_qty, sold_amount, sold_discounts, sold_tax)
  SELECT day, warehouse_id, user_key, report_slot(), sum(sold_amount - sold_cost), sum(sold_qty), sum(sold_amount), sum(sold_discounts), sum(sold_tax) FROM d GROUP BY 1, 2, 3
  ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET
    sold_margin = t.sold_margin + excluded.sold_margin, sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount,
    sold_discounts = t.sold_discounts + excluded.sold_discounts, sold_tax = t.sold_tax + excluded.sold_tax;
  RETURN NULL;
END
$$;
