-- A checkout inserts a sale, its lines and its payment; each insert's report trigger built its statement
-- as text and EXECUTEd it, so PostgreSQL parsed and planned it on every sale (a payment's insert: about
-- 1.0-1.2 ms with the trigger, 0.2 ms without). These three insert triggers now run migration 0009-0011's
-- sums as static SQL, which PL/pgSQL plans once per connection (the payment's insert: 0.26-0.41 ms).
-- Updates and deletes keep 0009's functions. report_summaries.test.ts checks the totals against the documents.
CREATE OR REPLACE FUNCTION report_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, sales_count, revenue)
  SELECT date, warehouse_id, report_user_key(created_by), report_slot(), count(*), sum(grand_total)
  FROM new_rows WHERE status = 'Completed' GROUP BY 1, 2, 3
  ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET
    sales_count = t.sales_count + excluded.sales_count, revenue = t.revenue + excluded.revenue;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT s.date AS day, s.warehouse_id, report_user_key(s.created_by) AS user_key, l.product_id,
      l.quantity AS sold_qty, l.subtotal AS sold_amount, l.quantity * l.unit_cost AS sold_cost
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
    SELECT * FROM k
    ON CONFLICT (grain, period_start, warehouse_id, user_key, product_id) DO UPDATE SET
      sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount, sold_cost = t.sold_cost + excluded.sold_cost
  )
  INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, sold_margin, sold_qty, sold_amount)
  SELECT day, warehouse_id, user_key, report_slot(), sum(sold_amount - sold_cost), sum(sold_qty), sum(sold_amount) FROM d GROUP BY 1, 2, 3
  ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET
    sold_margin = t.sold_margin + excluded.sold_margin, sold_qty = t.sold_qty + excluded.sold_qty, sold_amount = t.sold_amount + excluded.sold_amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, received, sent, payment_count, cash_received, cash_sent, expense)
  SELECT p.date, coalesce(s.warehouse_id, pu.warehouse_id, sr.warehouse_id, pr.warehouse_id, report_user_key(NULL)), report_user_key(p.created_by), report_slot(),
    sum(CASE WHEN p.direction = 'in' THEN p.amount ELSE 0 END),
    sum(CASE WHEN p.direction = 'out' THEN p.amount ELSE 0 END),
    count(*),
    sum(CASE WHEN p.direction = 'in' AND p.kind <> 'transfer' AND p.account_id IS NOT NULL THEN p.amount ELSE 0 END),
    sum(CASE WHEN p.direction = 'out' AND p.kind <> 'transfer' AND p.account_id IS NOT NULL THEN p.amount ELSE 0 END),
    sum(CASE WHEN p.direction = 'out' AND p.kind <> 'transfer' THEN p.amount ELSE 0 END)
  FROM new_rows p LEFT JOIN sales s ON s.id = p.sale_id LEFT JOIN purchases pu ON pu.id = p.purchase_id
    LEFT JOIN sale_returns sr ON sr.id = p.sale_return_id LEFT JOIN purchase_returns pr ON pr.id = p.purchase_return_id
  WHERE (p.sale_id IS NULL OR s.id IS NOT NULL) AND (p.purchase_id IS NULL OR pu.id IS NOT NULL)
    AND (p.sale_return_id IS NULL OR sr.id IS NOT NULL) AND (p.purchase_return_id IS NULL OR pr.id IS NOT NULL)
  GROUP BY 1, 2, 3
  ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET
    received = t.received + excluded.received, sent = t.sent + excluded.sent, payment_count = t.payment_count + excluded.payment_count,
    cash_received = t.cash_received + excluded.cash_received, cash_sent = t.cash_sent + excluded.cash_sent, expense = t.expense + excluded.expense;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER report_payments_insert ON payments;--> statement-breakpoint
CREATE TRIGGER report_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_payments_inserted();
--> statement-breakpoint
DROP TRIGGER report_sale_lines_insert ON sale_lines;--> statement-breakpoint
CREATE TRIGGER report_sale_lines_insert AFTER INSERT ON sale_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_lines_inserted();
