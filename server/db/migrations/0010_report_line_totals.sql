ALTER TABLE "report_days" ADD COLUMN "sold_qty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "purchased_qty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "purchased_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The lines' totals are also kept per day, warehouse and creator, so that the product reports' totals
-- row of a year adds up 365 rows instead of one per product: migration 0009's upsert, adding them too.
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
    INSERT INTO report_days AS t (day, warehouse_id, user_key, sold_margin, returned_margin, sold_qty, sold_amount, purchased_qty, purchased_amount)
    SELECT day, warehouse_id, user_key, sum(sold_amount - sold_cost), sum(returned_amount - returned_cost),
      sum(sold_qty), sum(sold_amount), sum(purchased_qty), sum(purchased_amount)
    FROM d GROUP BY 1, 2, 3
    ON CONFLICT (day, warehouse_id, user_key) DO UPDATE SET
      sold_margin = t.sold_margin + excluded.sold_margin, returned_margin = t.returned_margin + excluded.returned_margin,
      sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount,
      purchased_qty = t.purchased_qty + excluded.purchased_qty, purchased_amount = t.purchased_amount + excluded.purchased_amount
  $f$, deltas)
$$;
--> statement-breakpoint
UPDATE report_days d SET sold_qty = p.sold_qty, sold_amount = p.sold_amount, purchased_qty = p.purchased_qty, purchased_amount = p.purchased_amount
FROM (
  SELECT period_start, warehouse_id, user_key, sum(sold_qty) AS sold_qty, sum(sold_amount) AS sold_amount,
    sum(purchased_qty) AS purchased_qty, sum(purchased_amount) AS purchased_amount
  FROM report_products WHERE grain = 'day' GROUP BY 1, 2, 3
) p
WHERE d.day = p.period_start AND d.warehouse_id = p.warehouse_id AND d.user_key = p.user_key;
