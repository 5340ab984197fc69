ALTER TABLE "purchase_lines" ADD COLUMN "order_charges" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_discounts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "order_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "shipping" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "returned_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "returned_tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "order_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The owner's figures (docs/owner-figures.md). report_products' sold_amount is now each line's revenue
-- (before tax, after its line discount and its share of the order discount and coupon), returned_amount the
-- returned units' value before tax, returned_cost the cost of the units back in stock only (a damaged return's
-- cost stays sold), purchased_amount each line's subtotal and share of its order tax, shipping and discount.
-- report_days adds the discounts, the taxes, the sales' order tax and shipping and the returned value and tax.
-- Before, the profit counted the lines' tax and left out the order discount, and the purchase report's total
-- left out the order charges (issue's day: profit 53.24 shown against 47.95).
--
-- A document's shares (sale_lines.order_discount, purchase_lines.order_charges) are written with its lines
-- by the server (src/domain/owner-figures.ts allocateProportionally); this is the same rule in SQL, for the
-- lines written before and for the seeds, which write lines directly: each line takes the whole units of
-- amount x weight / total weight, the units left go one each to the largest remainders, the earlier line
-- first; no weight at all: equal weights; a negative amount is shared as its opposite.
CREATE FUNCTION report_allocate_order_shares() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH w AS (
    SELECT l.id, l.sale_id AS doc, l.position, greatest(l.subtotal - l.tax, 0)::numeric AS weight, (s.discount + s.coupon)::numeric AS amount
    FROM sale_lines l JOIN sales s ON s.id = l.sale_id
  ),
  t AS (SELECT w.*, sum(weight) OVER (PARTITION BY doc) AS total, count(*) OVER (PARTITION BY doc) AS n FROM w),
  e AS (SELECT t.*, CASE WHEN total = 0 THEN 1 ELSE weight END AS ew, CASE WHEN total = 0 THEN n ELSE total END AS et FROM t),
  b AS (SELECT e.*, div(abs(amount) * ew, et) AS base, mod(abs(amount) * ew, et) AS rem FROM e),
  r AS (SELECT b.*, abs(amount) - sum(base) OVER (PARTITION BY doc) AS leftover, row_number() OVER (PARTITION BY doc ORDER BY rem DESC, position) AS rk FROM b),
  s AS (SELECT id, (sign(amount) * (base + CASE WHEN rk <= leftover THEN 1 ELSE 0 END))::bigint AS share FROM r)
  UPDATE sale_lines l SET order_discount = s.share FROM s WHERE l.id = s.id AND l.order_discount <> s.share;
  WITH w AS (
    SELECT l.id, l.purchase_id AS doc, l.position, greatest(l.subtotal, 0)::numeric AS weight, (p.order_tax + p.shipping - p.discount)::numeric AS amount
    FROM purchase_lines l JOIN purchases p ON p.id = l.purchase_id
  ),
  t AS (SELECT w.*, sum(weight) OVER (PARTITION BY doc) AS total, count(*) OVER (PARTITION BY doc) AS n FROM w),
  e AS (SELECT t.*, CASE WHEN total = 0 THEN 1 ELSE weight END AS ew, CASE WHEN total = 0 THEN n ELSE total END AS et FROM t),
  b AS (SELECT e.*, div(abs(amount) * ew, et) AS base, mod(abs(amount) * ew, et) AS rem FROM e),
  r AS (SELECT b.*, abs(amount) - sum(base) OVER (PARTITION BY doc) AS leftover, row_number() OVER (PARTITION BY doc ORDER BY rem DESC, position) AS rk FROM b),
  s AS (SELECT id, (sign(amount) * (base + CASE WHEN rk <= leftover THEN 1 ELSE 0 END))::bigint AS share FROM r)
  UPDATE purchase_lines l SET order_charges = s.share FROM s WHERE l.id = s.id AND l.order_charges <> s.share;
END
$$;
--> statement-breakpoint
-- The returned units' share of the sale line's tax, rounded half away from zero (numeric round does).
CREATE FUNCTION report_returned_tax(tax bigint, quantity integer, sold integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sold = 0 THEN 0 ELSE round(tax::numeric * quantity / sold)::bigint END
$$;
--> statement-breakpoint
-- deltas now carry three more figures: (..., purchased_amount, sold_discounts, sold_tax, returned_tax).
CREATE OR REPLACE FUNCTION report_sold_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT s.date, s.warehouse_id, report_user_key(s.created_by), l.product_id, %1$s * l.quantity, %1$s * (l.subtotal - l.tax - l.order_discount),
    %1$s * l.quantity * l.unit_cost, 0, 0, 0, 0, 0, %1$s * (l.discount + l.order_discount), %1$s * l.tax, 0 FROM %2$s', sign, source)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_returned_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT r.date, r.warehouse_id, report_user_key(r.created_by), l.product_id, 0, 0, 0, %1$s * l.quantity,
    %1$s * (l.subtotal - report_returned_tax(sl.tax, l.quantity, sl.quantity)), %1$s * CASE WHEN r.restock THEN l.quantity * sl.unit_cost ELSE 0 END,
    0, 0, 0, 0, %1$s * report_returned_tax(sl.tax, l.quantity, sl.quantity) FROM %2$s', sign, source)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_purchased_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT p.date, p.warehouse_id, report_user_key(p.created_by), l.product_id, 0, 0, 0, 0, 0, 0, %1$s * l.quantity, %1$s * (l.subtotal + l.order_charges), 0, 0, 0 FROM %2$s', sign, source)
$$;
--> statement-breakpoint
-- Migration 0011's report_products_sql with the three new figures added to the day rows.
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
      SELECT * FROM k
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
-- Migration 0014's static checkout trigger, with the line's revenue, discounts and tax.
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
    SELECT * FROM k
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
--> statement-breakpoint
-- A completed sale's order tax and shipping, with its header (migration 0014's insert, 0013's update, 0009's delete).
CREATE OR REPLACE FUNCTION report_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS t (day, warehouse_id, user_key, slot, sales_count, revenue, order_tax, shipping)
  SELECT date, warehouse_id, report_user_key(created_by), report_slot(), count(*), sum(grand_total), sum(order_tax), sum(shipping)
  FROM new_rows WHERE status = 'Completed' GROUP BY 1, 2, 3
  ON CONFLICT (day, warehouse_id, user_key, slot) DO UPDATE SET
    sales_count = t.sales_count + excluded.sales_count, revenue = t.revenue + excluded.revenue,
    order_tax = t.order_tax + excluded.order_tax, shipping = t.shipping + excluded.shipping;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.date, o.warehouse_id, o.created_by, o.grand_total, o.order_tax, o.shipping)
        IS DISTINCT FROM (n.status, n.date, n.warehouse_id, n.created_by, n.grand_total, n.order_tax, n.shipping)) THEN
    RETURN NULL;
  END IF;
  EXECUTE report_days_sql($q$
    SELECT o.date, o.warehouse_id, report_user_key(o.created_by), -1, -o.grand_total, 0, 0, 0, 0 FROM old_rows o WHERE o.status = 'Completed'
    UNION ALL SELECT n.date, n.warehouse_id, report_user_key(n.created_by), 1, n.grand_total, 0, 0, 0, 0 FROM new_rows n WHERE n.status = 'Completed'$q$);
  EXECUTE report_days_add_sql(ARRAY['order_tax', 'shipping'], $q$
    SELECT o.date, o.warehouse_id, report_user_key(o.created_by), -o.order_tax, -o.shipping FROM old_rows o WHERE o.status = 'Completed'
    UNION ALL SELECT n.date, n.warehouse_id, report_user_key(n.created_by), n.order_tax, n.shipping FROM new_rows n WHERE n.status = 'Completed'$q$);
  EXECUTE report_products_sql(
    report_sold_sql('-1', $q$old_rows s JOIN new_rows n ON n.id = s.id JOIN sale_lines l ON l.sale_id = s.id
      WHERE s.status = 'Completed' AND (s.status, s.date, s.warehouse_id, s.created_by) IS DISTINCT FROM (n.status, n.date, n.warehouse_id, n.created_by)$q$)
    || ' UNION ALL ' ||
    report_sold_sql('1', $q$new_rows s JOIN old_rows o ON o.id = s.id JOIN sale_lines l ON l.sale_id = s.id
      WHERE s.status = 'Completed' AND (s.status, s.date, s.warehouse_id, s.created_by) IS DISTINCT FROM (o.status, o.date, o.warehouse_id, o.created_by)$q$));
  EXECUTE report_payments_moved_sql('sale_id');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_sale_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Completed' THEN
    EXECUTE report_days_sql('SELECT $1, $2, report_user_key($3), -1, -$4::bigint, 0, 0, 0, 0') USING OLD.date, OLD.warehouse_id, OLD.created_by, OLD.grand_total;
    EXECUTE report_days_add_sql(ARRAY['order_tax', 'shipping'], 'SELECT $1, $2, report_user_key($3), -$4::bigint, -$5::bigint')
      USING OLD.date, OLD.warehouse_id, OLD.created_by, OLD.order_tax, OLD.shipping;
    EXECUTE report_products_sql(report_sold_sql('-1', 'sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.id = $1')) USING OLD.id;
  END IF;
  EXECUTE report_payment_days_sql(report_paid_sql('-1', '$2', 'payments p WHERE p.sale_id = $1')) USING OLD.id, OLD.warehouse_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- Migration 0011's rebuild, with the shares first (the seeds write lines without them) and the order charges.
CREATE OR REPLACE FUNCTION report_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_allocate_order_shares();
  DELETE FROM report_days;
  DELETE FROM report_products;
  EXECUTE report_days_sql($q$SELECT date, warehouse_id, report_user_key(created_by), 1, grand_total, 0, 0, 0, 0 FROM sales WHERE status = 'Completed'
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, total, 0, 0, 0 FROM sale_returns
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 1, grand_total, 0 FROM purchases WHERE status = 'Received'
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 0, 0, total FROM purchase_returns$q$);
  EXECUTE report_days_add_sql(ARRAY['order_tax', 'shipping'], $q$SELECT date, warehouse_id, report_user_key(created_by), order_tax, shipping FROM sales WHERE status = 'Completed'$q$);
  EXECUTE report_products_sql(
    report_sold_sql('1', $q$sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.status = 'Completed'$q$)
    || ' UNION ALL ' || report_returned_sql('1', 'sale_returns r JOIN sale_return_lines l ON l.return_id = r.id JOIN sale_lines sl ON sl.id = l.sale_line_id')
    || ' UNION ALL ' || report_purchased_sql('1', $q$purchases p JOIN purchase_lines l ON l.purchase_id = p.id WHERE p.status = 'Received'$q$));
  EXECUTE report_payment_days_sql(report_paid_with_documents_sql('1', 'payments'));
END
$$;
--> statement-breakpoint
SELECT report_totals_rebuild();
