-- Sizes and colours keep their own stock (docs/decisions/021-warehouses-and-variants.md): a stock level and a
-- movement name their variant (null: the product itself), so a level is one per product, warehouse and
-- variant, the product's own level unique through NULLS NOT DISTINCT. Purchase lines carry their variant
-- as sale and transfer lines do; a variant gets its own barcode. Existing stock stays where it was: on
-- the product (variant null) until a stock adjustment or a transfer moves it onto a size.
ALTER TABLE "stock_levels" DROP CONSTRAINT "stock_levels_product_id_warehouse_id_pk";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_unique" ON "product_variants" USING btree (lower("barcode")) WHERE "product_variants"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "stock_levels_variant_idx" ON "stock_levels" USING btree ("variant_id") WHERE "stock_levels"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id") WHERE "stock_movements"."variant_id" is not null;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_item_unique" UNIQUE NULLS NOT DISTINCT("product_id","warehouse_id","variant_id");--> statement-breakpoint
-- The bell lists a level at or below its alert quantity. The product's own level of a product with
-- variants is not a shelf anyone restocks (its sizes are), so it carries no alert quantity.
CREATE OR REPLACE FUNCTION stock_level_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN p.product_type = 'Standard' AND (NEW.variant_id IS NOT NULL OR NOT p.has_variant) THEN p.alert_quantity END, p.name
    INTO NEW.alert_quantity, NEW.product_name
  FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_to_stock_levels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_levels SET alert_quantity = CASE WHEN NEW.product_type = 'Standard' AND (variant_id IS NOT NULL OR NOT NEW.has_variant) THEN NEW.alert_quantity END,
    product_name = NEW.name
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_to_stock_levels ON products;--> statement-breakpoint
CREATE TRIGGER products_to_stock_levels AFTER UPDATE OF name, alert_quantity, product_type, has_variant ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.alert_quantity IS DISTINCT FROM NEW.alert_quantity OR OLD.product_type IS DISTINCT FROM NEW.product_type
    OR OLD.has_variant IS DISTINCT FROM NEW.has_variant)
  EXECUTE FUNCTION products_to_stock_levels();--> statement-breakpoint
UPDATE stock_levels l SET alert_quantity = NULL FROM products p WHERE p.id = l.product_id AND p.has_variant AND l.variant_id IS NULL;
