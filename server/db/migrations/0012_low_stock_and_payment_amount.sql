-- The bell (GET /api/notifications) counted its low-stock entries by joining every stock level to its
-- product and looking for products with none: 210 ms at 100,000 products. Each level now carries its
-- product's name and alert quantity (null unless Standard) and each product whether it was ever
-- stocked, kept by the triggers below, so the entries are two partial indexes, in the bell's order.
ALTER TABLE "products" ADD COLUMN "stocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "alert_quantity" integer;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "product_name" text;--> statement-breakpoint
UPDATE stock_levels l SET alert_quantity = CASE WHEN p.product_type = 'Standard' THEN p.alert_quantity END, product_name = p.name
  FROM products p WHERE p.id = l.product_id;--> statement-breakpoint
UPDATE products p SET stocked = true WHERE EXISTS (SELECT 1 FROM stock_levels l WHERE l.product_id = p.id);--> statement-breakpoint
-- The Payment report sorted by amount reads a page in order instead of sorting a year of payments.
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_never_stocked_idx" ON "products" USING btree ("name","id") WHERE "products"."product_type" = 'Standard' and not "products"."stocked";--> statement-breakpoint
CREATE INDEX "stock_levels_low_idx" ON "stock_levels" USING btree ("on_hand","product_name","warehouse_id") WHERE "stock_levels"."on_hand" <= "stock_levels"."alert_quantity";--> statement-breakpoint
-- A new level takes its product's name and alert quantity (an ON CONFLICT update keeps what it has).
CREATE FUNCTION stock_level_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN p.product_type = 'Standard' THEN p.alert_quantity END, p.name INTO NEW.alert_quantity, NEW.product_name
  FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_levels_from_product BEFORE INSERT ON stock_levels FOR EACH ROW EXECUTE FUNCTION stock_level_from_product();--> statement-breakpoint
-- A product with a level somewhere has been stocked (its levels are deleted only with it).
CREATE FUNCTION stock_levels_mark_stocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stocked = true WHERE id IN (SELECT product_id FROM new_rows) AND NOT stocked;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_levels_stocked AFTER INSERT ON stock_levels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_levels_mark_stocked();--> statement-breakpoint
-- A product renamed, or its alert quantity or type changed: its levels follow.
CREATE FUNCTION products_to_stock_levels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_levels SET alert_quantity = CASE WHEN NEW.product_type = 'Standard' THEN NEW.alert_quantity END, product_name = NEW.name
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_to_stock_levels AFTER UPDATE OF name, alert_quantity, product_type ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.alert_quantity IS DISTINCT FROM NEW.alert_quantity OR OLD.product_type IS DISTINCT FROM NEW.product_type)
  EXECUTE FUNCTION products_to_stock_levels();--> statement-breakpoint
-- The planner needs the new columns' statistics to choose the partial indexes (PGlite never analyzes by itself).
ANALYZE stock_levels;--> statement-breakpoint
ANALYZE products;
