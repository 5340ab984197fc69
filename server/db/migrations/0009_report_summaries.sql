CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"user_key" uuid NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"sold_margin" bigint DEFAULT 0 NOT NULL,
	"sale_returns" bigint DEFAULT 0 NOT NULL,
	"returned_margin" bigint DEFAULT 0 NOT NULL,
	"purchase_count" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"purchase_returns" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"payment_count" bigint DEFAULT 0 NOT NULL,
	"cash_received" bigint DEFAULT 0 NOT NULL,
	"cash_sent" bigint DEFAULT 0 NOT NULL,
	"expense" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_day_warehouse_id_user_key_pk" PRIMARY KEY("day","warehouse_id","user_key")
);
--> statement-breakpoint
CREATE TABLE "report_products" (
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"user_key" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sold_qty" bigint DEFAULT 0 NOT NULL,
	"sold_amount" bigint DEFAULT 0 NOT NULL,
	"sold_cost" bigint DEFAULT 0 NOT NULL,
	"returned_qty" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"returned_cost" bigint DEFAULT 0 NOT NULL,
	"purchased_qty" bigint DEFAULT 0 NOT NULL,
	"purchased_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_products_grain_period_start_warehouse_id_user_key_product_id_pk" PRIMARY KEY("grain","period_start","warehouse_id","user_key","product_id"),
	CONSTRAINT "report_products_grain_known" CHECK ("report_products"."grain" in ('day', 'month', 'year'))
);
--> statement-breakpoint
CREATE INDEX "report_products_product_idx" ON "report_products" USING btree ("product_id","grain","period_start");--> statement-breakpoint
CREATE INDEX "report_products_top_qty_idx" ON "report_products" USING btree ("grain","period_start","sold_qty" DESC NULLS FIRST,"sold_amount" DESC NULLS FIRST) WHERE "report_products"."grain" <> 'day';--> statement-breakpoint
CREATE INDEX "report_products_top_amount_idx" ON "report_products" USING btree ("grain","period_start","sold_amount" DESC NULLS FIRST,"sold_qty" DESC NULLS FIRST) WHERE "report_products"."grain" <> 'day';--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "sales_pending_idx" ON "sales" USING btree ("date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "sales"."status" = 'Pending';--> statement-breakpoint
-- The triggers below keep report_days and report_products equal to sums over the documents, in the
-- transaction that writes them, whichever service or import writes: each computes the change of one
-- statement as a set of signed rows ("deltas") and adds it in one upsert. Statement triggers with
-- transition tables: a 1,000-line import adds once, not 1,000 times. A sale, purchase or return being
-- deleted takes its lines out BEFORE the delete (the cascade removes the lines after the header is
-- gone, when they can no longer be placed; the lines' own trigger then finds no header and adds nothing).
CREATE FUNCTION report_user_key(created_by uuid) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid)
$$;
--> statement-breakpoint
-- deltas: (day, warehouse_id, user_key, product_id, sold_qty, sold_amount, sold_cost, returned_qty,
-- returned_amount, returned_cost, purchased_qty, purchased_amount). Adds each to its day row (per
-- warehouse and user), its month and year rows (whole shop), and the margins to report_days.
CREATE FUNCTION report_products_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    INSERT INTO report_days AS t (day, warehouse_id, user_key, sold_margin, returned_margin)
    SELECT day, warehouse_id, user_key, sum(sold_amount - sold_cost), sum(returned_amount - returned_cost) FROM d GROUP BY 1, 2, 3
    ON CONFLICT (day, warehouse_id, user_key) DO UPDATE SET
      sold_margin = t.sold_margin + excluded.sold_margin, returned_margin = t.returned_margin + excluded.returned_margin
  $f$, deltas)
$$;
--> statement-breakpoint
-- deltas: (day, warehouse_id, user_key, sales_count, revenue, sale_returns, purchase_count, purchases, purchase_returns).
CREATE FUNCTION report_days_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO report_days AS t (day, warehouse_id, user_key, sales_count, revenue, sale_returns, purchase_count, purchases, purchase_returns)
    SELECT day, warehouse_id, user_key, sum(sales_count), sum(revenue), sum(sale_returns), sum(purchase_count), sum(purchases), sum(purchase_returns)
    FROM (%s) AS d (day, warehouse_id, user_key, sales_count, revenue, sale_returns, purchase_count, purchases, purchase_returns)
    GROUP BY 1, 2, 3
    ON CONFLICT (day, warehouse_id, user_key) DO UPDATE SET
      sales_count = t.sales_count + excluded.sales_count, revenue = t.revenue + excluded.revenue,
      sale_returns = t.sale_returns + excluded.sale_returns, purchase_count = t.purchase_count + excluded.purchase_count,
      purchases = t.purchases + excluded.purchases, purchase_returns = t.purchase_returns + excluded.purchase_returns
  $f$, deltas)
$$;
--> statement-breakpoint
-- The lines of sales (`s`, with `l` their sale_lines) as deltas, signed by `sign`.
CREATE FUNCTION report_sold_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT s.date, s.warehouse_id, report_user_key(s.created_by), l.product_id, %1$s * l.quantity, %1$s * l.subtotal, %1$s * l.quantity * l.unit_cost, 0, 0, 0, 0, 0 FROM %2$s', sign, source)
$$;
--> statement-breakpoint
CREATE FUNCTION report_returned_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT r.date, r.warehouse_id, report_user_key(r.created_by), l.product_id, 0, 0, 0, %1$s * l.quantity, %1$s * l.subtotal, %1$s * l.quantity * sl.unit_cost, 0, 0 FROM %2$s', sign, source)
$$;
--> statement-breakpoint
CREATE FUNCTION report_purchased_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT p.date, p.warehouse_id, report_user_key(p.created_by), l.product_id, 0, 0, 0, 0, 0, 0, %1$s * l.quantity, %1$s * l.subtotal FROM %2$s', sign, source)
$$;
--> statement-breakpoint
-- deltas: (day, warehouse_id, user_key, received, sent, payment_count, cash_received, cash_sent, expense).
CREATE FUNCTION report_payment_days_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO report_days AS t (day, warehouse_id, user_key, received, sent, payment_count, cash_received, cash_sent, expense)
    SELECT day, warehouse_id, user_key, sum(received), sum(sent), sum(payment_count), sum(cash_received), sum(cash_sent), sum(expense)
    FROM (%s) AS d (day, warehouse_id, user_key, received, sent, payment_count, cash_received, cash_sent, expense)
    GROUP BY 1, 2, 3
    ON CONFLICT (day, warehouse_id, user_key) DO UPDATE SET
      received = t.received + excluded.received, sent = t.sent + excluded.sent, payment_count = t.payment_count + excluded.payment_count,
      cash_received = t.cash_received + excluded.cash_received, cash_sent = t.cash_sent + excluded.cash_sent, expense = t.expense + excluded.expense
  $f$, deltas)
$$;
--> statement-breakpoint
-- Payments (`p`) as deltas, in the warehouse `warehouse` (an expression over `source`), signed by `sign`.
CREATE FUNCTION report_paid_sql(sign text, warehouse text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$SELECT p.date, %2$s, report_user_key(p.created_by),
      %1$s * CASE WHEN p.direction = 'in' THEN p.amount ELSE 0 END,
      %1$s * CASE WHEN p.direction = 'out' THEN p.amount ELSE 0 END,
      %1$s * 1,
      %1$s * CASE WHEN p.direction = 'in' AND p.kind <> 'transfer' AND p.account_id IS NOT NULL THEN p.amount ELSE 0 END,
      %1$s * CASE WHEN p.direction = 'out' AND p.kind <> 'transfer' AND p.account_id IS NOT NULL THEN p.amount ELSE 0 END,
      %1$s * CASE WHEN p.direction = 'out' AND p.kind <> 'transfer' THEN p.amount ELSE 0 END
    FROM %3$s$f$, sign, warehouse, source)
$$;
--> statement-breakpoint
-- Payments with the documents that place them (`source` is payments or a transition table of it).
CREATE FUNCTION report_paid_with_documents_sql(sign text, source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT report_paid_sql(sign,
    'coalesce(s.warehouse_id, pu.warehouse_id, sr.warehouse_id, pr.warehouse_id, report_user_key(NULL))',
    format('%s p LEFT JOIN sales s ON s.id = p.sale_id LEFT JOIN purchases pu ON pu.id = p.purchase_id
      LEFT JOIN sale_returns sr ON sr.id = p.sale_return_id LEFT JOIN purchase_returns pr ON pr.id = p.purchase_return_id
      WHERE (p.sale_id IS NULL OR s.id IS NOT NULL) AND (p.purchase_id IS NULL OR pu.id IS NOT NULL)
        AND (p.sale_return_id IS NULL OR sr.id IS NOT NULL) AND (p.purchase_return_id IS NULL OR pr.id IS NOT NULL)', source))
$$;
--> statement-breakpoint
-- A document's payments follow it when it moves to another warehouse (`link`: payments' column naming it).
CREATE FUNCTION report_payments_moved_sql(link text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT report_payment_days_sql(
    report_paid_sql('-1', 'o.warehouse_id', format('old_rows o JOIN new_rows n ON n.id = o.id JOIN payments p ON p.%I = o.id WHERE o.warehouse_id <> n.warehouse_id', link))
    || ' UNION ALL ' ||
    report_paid_sql('1', 'n.warehouse_id', format('old_rows o JOIN new_rows n ON n.id = o.id JOIN payments p ON p.%I = o.id WHERE o.warehouse_id <> n.warehouse_id', link)))
$$;
--> statement-breakpoint
-- Payments: a payment deleted with its document was taken out before (the document's delete trigger).
CREATE FUNCTION report_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE report_payment_days_sql(report_paid_with_documents_sql('-1', 'old_rows'));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE report_payment_days_sql(report_paid_with_documents_sql('1', 'new_rows'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sales: the header's figures when it is written; its lines move with its status, date, warehouse or creator.
CREATE FUNCTION report_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql($q$SELECT date, warehouse_id, report_user_key(created_by), 1, grand_total, 0, 0, 0, 0 FROM new_rows WHERE status = 'Completed'$q$);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql($q$
    SELECT o.date, o.warehouse_id, report_user_key(o.created_by), -1, -o.grand_total, 0, 0, 0, 0 FROM old_rows o WHERE o.status = 'Completed'
    UNION ALL SELECT n.date, n.warehouse_id, report_user_key(n.created_by), 1, n.grand_total, 0, 0, 0, 0 FROM new_rows n WHERE n.status = 'Completed'$q$);
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
CREATE FUNCTION report_sale_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Completed' THEN
    EXECUTE report_days_sql('SELECT $1, $2, report_user_key($3), -1, -$4::bigint, 0, 0, 0, 0') USING OLD.date, OLD.warehouse_id, OLD.created_by, OLD.grand_total;
    EXECUTE report_products_sql(report_sold_sql('-1', 'sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.id = $1')) USING OLD.id;
  END IF;
  EXECUTE report_payment_days_sql(report_paid_sql('-1', '$2', 'payments p WHERE p.sale_id = $1')) USING OLD.id, OLD.warehouse_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE report_products_sql(report_sold_sql('1', $q$new_rows l JOIN sales s ON s.id = l.sale_id WHERE s.status = 'Completed'$q$));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE report_products_sql(report_sold_sql('-1', $q$old_rows l JOIN sales s ON s.id = l.sale_id WHERE s.status = 'Completed'$q$));
  ELSE
    -- A line's cost also prices what was returned of it.
    EXECUTE report_products_sql(
      report_sold_sql('-1', $q$old_rows l JOIN sales s ON s.id = l.sale_id WHERE s.status = 'Completed'$q$)
      || ' UNION ALL ' || report_sold_sql('1', $q$new_rows l JOIN sales s ON s.id = l.sale_id WHERE s.status = 'Completed'$q$)
      || ' UNION ALL ' || report_returned_sql('-1', 'sale_return_lines l JOIN sale_returns r ON r.id = l.return_id JOIN old_rows sl ON sl.id = l.sale_line_id')
      || ' UNION ALL ' || report_returned_sql('1', 'sale_return_lines l JOIN sale_returns r ON r.id = l.return_id JOIN new_rows sl ON sl.id = l.sale_line_id'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sale returns: dated, placed and owned by the return itself; their cost is the sale line's.
CREATE FUNCTION report_sale_returns_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql('SELECT date, warehouse_id, report_user_key(created_by), 0, 0, total, 0, 0, 0 FROM new_rows');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_returns_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql('SELECT date, warehouse_id, report_user_key(created_by), 0, 0, -total, 0, 0, 0 FROM old_rows
    UNION ALL SELECT date, warehouse_id, report_user_key(created_by), 0, 0, total, 0, 0, 0 FROM new_rows');
  EXECUTE report_products_sql(
    report_returned_sql('-1', 'old_rows r JOIN new_rows n ON n.id = r.id JOIN sale_return_lines l ON l.return_id = r.id JOIN sale_lines sl ON sl.id = l.sale_line_id
      WHERE (r.date, r.warehouse_id, r.created_by) IS DISTINCT FROM (n.date, n.warehouse_id, n.created_by)')
    || ' UNION ALL ' ||
    report_returned_sql('1', 'new_rows r JOIN old_rows o ON o.id = r.id JOIN sale_return_lines l ON l.return_id = r.id JOIN sale_lines sl ON sl.id = l.sale_line_id
      WHERE (r.date, r.warehouse_id, r.created_by) IS DISTINCT FROM (o.date, o.warehouse_id, o.created_by)'));
  EXECUTE report_payments_moved_sql('sale_return_id');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_return_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql('SELECT $1, $2, report_user_key($3), 0, 0, -$4::bigint, 0, 0, 0') USING OLD.date, OLD.warehouse_id, OLD.created_by, OLD.total;
  EXECUTE report_products_sql(report_returned_sql('-1', 'sale_returns r JOIN sale_return_lines l ON l.return_id = r.id JOIN sale_lines sl ON sl.id = l.sale_line_id WHERE r.id = $1')) USING OLD.id;
  EXECUTE report_payment_days_sql(report_paid_sql('-1', '$2', 'payments p WHERE p.sale_return_id = $1')) USING OLD.id, OLD.warehouse_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_return_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE report_products_sql(report_returned_sql('-1', 'old_rows l JOIN sale_returns r ON r.id = l.return_id JOIN sale_lines sl ON sl.id = l.sale_line_id'));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE report_products_sql(report_returned_sql('1', 'new_rows l JOIN sale_returns r ON r.id = l.return_id JOIN sale_lines sl ON sl.id = l.sale_line_id'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Purchases count when Received, like sales when Completed.
CREATE FUNCTION report_purchases_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql($q$SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 1, grand_total, 0 FROM new_rows WHERE status = 'Received'$q$);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_purchases_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_days_sql($q$
    SELECT o.date, o.warehouse_id, report_user_key(o.created_by), 0, 0, 0, -1, -o.grand_total, 0 FROM old_rows o WHERE o.status = 'Received'
    UNION ALL SELECT n.date, n.warehouse_id, report_user_key(n.created_by), 0, 0, 0, 1, n.grand_total, 0 FROM new_rows n WHERE n.status = 'Received'$q$);
  EXECUTE report_products_sql(
    report_purchased_sql('-1', $q$old_rows p JOIN new_rows n ON n.id = p.id JOIN purchase_lines l ON l.purchase_id = p.id
      WHERE p.status = 'Received' AND (p.status, p.date, p.warehouse_id, p.created_by) IS DISTINCT FROM (n.status, n.date, n.warehouse_id, n.created_by)$q$)
    || ' UNION ALL ' ||
    report_purchased_sql('1', $q$new_rows p JOIN old_rows o ON o.id = p.id JOIN purchase_lines l ON l.purchase_id = p.id
      WHERE p.status = 'Received' AND (p.status, p.date, p.warehouse_id, p.created_by) IS DISTINCT FROM (o.status, o.date, o.warehouse_id, o.created_by)$q$));
  EXECUTE report_payments_moved_sql('purchase_id');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_purchase_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Received' THEN
    EXECUTE report_days_sql('SELECT $1, $2, report_user_key($3), 0, 0, 0, -1, -$4::bigint, 0') USING OLD.date, OLD.warehouse_id, OLD.created_by, OLD.grand_total;
    EXECUTE report_products_sql(report_purchased_sql('-1', 'purchases p JOIN purchase_lines l ON l.purchase_id = p.id WHERE p.id = $1')) USING OLD.id;
  END IF;
  EXECUTE report_payment_days_sql(report_paid_sql('-1', '$2', 'payments p WHERE p.purchase_id = $1')) USING OLD.id, OLD.warehouse_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_purchase_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE report_products_sql(report_purchased_sql('-1', $q$old_rows l JOIN purchases p ON p.id = l.purchase_id WHERE p.status = 'Received'$q$));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE report_products_sql(report_purchased_sql('1', $q$new_rows l JOIN purchases p ON p.id = l.purchase_id WHERE p.status = 'Received'$q$));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Purchase returns: only their totals are reported (the Purchase Return card).
CREATE FUNCTION report_purchase_returns_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE report_days_sql('SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 0, 0, -total FROM old_rows');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE report_days_sql('SELECT date, warehouse_id, report_user_key(created_by), 0, 0, 0, 0, 0, total FROM new_rows');
  END IF;
  IF TG_OP = 'UPDATE' THEN
    EXECUTE report_payments_moved_sql('purchase_return_id');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_purchase_return_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_payment_days_sql(report_paid_sql('-1', '$2', 'payments p WHERE p.purchase_return_id = $1')) USING OLD.id, OLD.warehouse_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_sales_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_inserted();
--> statement-breakpoint
CREATE TRIGGER report_sales_update AFTER UPDATE ON sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_updated();
--> statement-breakpoint
CREATE TRIGGER report_sales_delete BEFORE DELETE ON sales FOR EACH ROW EXECUTE FUNCTION report_sale_deleting();
--> statement-breakpoint
CREATE TRIGGER report_sale_lines_insert AFTER INSERT ON sale_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_lines_update AFTER UPDATE ON sale_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_lines_delete AFTER DELETE ON sale_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_returns_insert AFTER INSERT ON sale_returns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_returns_inserted();
--> statement-breakpoint
CREATE TRIGGER report_sale_returns_update AFTER UPDATE ON sale_returns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_returns_updated();
--> statement-breakpoint
CREATE TRIGGER report_sale_returns_delete BEFORE DELETE ON sale_returns FOR EACH ROW EXECUTE FUNCTION report_sale_return_deleting();
--> statement-breakpoint
CREATE TRIGGER report_sale_return_lines_insert AFTER INSERT ON sale_return_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_return_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_return_lines_update AFTER UPDATE ON sale_return_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_return_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_return_lines_delete AFTER DELETE ON sale_return_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_return_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchases_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchases_inserted();
--> statement-breakpoint
CREATE TRIGGER report_purchases_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchases_updated();
--> statement-breakpoint
CREATE TRIGGER report_purchases_delete BEFORE DELETE ON purchases FOR EACH ROW EXECUTE FUNCTION report_purchase_deleting();
--> statement-breakpoint
CREATE TRIGGER report_purchase_lines_insert AFTER INSERT ON purchase_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_lines_update AFTER UPDATE ON purchase_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_lines_delete AFTER DELETE ON purchase_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_lines_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_returns_insert AFTER INSERT ON purchase_returns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_returns_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_returns_update AFTER UPDATE ON purchase_returns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_returns_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_returns_delete AFTER DELETE ON purchase_returns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_purchase_returns_changed();
--> statement-breakpoint
CREATE TRIGGER report_purchase_returns_delete_payments BEFORE DELETE ON purchase_returns FOR EACH ROW EXECUTE FUNCTION report_purchase_return_deleting();
--> statement-breakpoint
CREATE TRIGGER report_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_payments_changed();
--> statement-breakpoint
CREATE TRIGGER report_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_payments_changed();
--> statement-breakpoint
CREATE TRIGGER report_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_payments_changed();
--> statement-breakpoint
-- The history so far, through the same statements.
DO $$
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
$$;
