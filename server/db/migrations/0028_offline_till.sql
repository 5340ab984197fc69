CREATE TABLE "receipt_number_voids" (
	"till_id" uuid NOT NULL,
	"number" bigint NOT NULL,
	"block_id" uuid NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_number_voids_till_id_number_pk" PRIMARY KEY("till_id","number")
);
--> statement-breakpoint
CREATE TABLE "stock_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"short" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "stock_shortfalls_short_positive" CHECK ("stock_shortfalls"."short" > 0)
);
--> statement-breakpoint
CREATE TABLE "till_number_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"till_id" uuid NOT NULL,
	"first" bigint NOT NULL,
	"last" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reserved_by" uuid,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone,
	CONSTRAINT "till_number_blocks_range" CHECK ("till_number_blocks"."first" >= 1 and "till_number_blocks"."last" >= "till_number_blocks"."first"),
	CONSTRAINT "till_number_blocks_status_known" CHECK ("till_number_blocks"."status" in ('held', 'released'))
);
--> statement-breakpoint
ALTER TABLE "stock_levels" DROP CONSTRAINT "stock_levels_on_hand_not_negative";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "block_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "made_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "sales_made" integer;--> statement-breakpoint
ALTER TABLE "receipt_number_voids" ADD CONSTRAINT "receipt_number_voids_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_number_voids" ADD CONSTRAINT "receipt_number_voids_block_id_till_number_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."till_number_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_number_blocks" ADD CONSTRAINT "till_number_blocks_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_number_blocks" ADD CONSTRAINT "till_number_blocks_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_number_blocks" ADD CONSTRAINT "till_number_blocks_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_number_voids_block_idx" ON "receipt_number_voids" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_open_idx" ON "stock_shortfalls" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "stock_shortfalls"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "stock_shortfalls_sale_idx" ON "stock_shortfalls" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "till_number_blocks_till_first_unique" ON "till_number_blocks" USING btree ("till_id","first");--> statement-breakpoint
CREATE INDEX "till_number_blocks_held_idx" ON "till_number_blocks" USING btree ("till_id") WHERE "till_number_blocks"."status" = 'held';--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_block_id_till_number_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."till_number_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The till's catalog feed (docs/offline-till.md#the-catalog-feed): one row per record a till keeps
-- offline, moved to the writing transaction's id (xid8) each time the record is written. A reader
-- returns only rows whose transaction is older than its snapshot's xmin (every such transaction has
-- ended, and no later one can get a smaller id), in (xid, seq) order, so a cursor never passes a row
-- a transaction still in flight will commit: updated_at, or a sequence alone, is taken before the
-- commit and can commit behind a cursor that already passed it.
CREATE SEQUENCE "catalog_changes_seq";--> statement-breakpoint
CREATE TABLE "catalog_changes" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"xid" xid8 NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "catalog_changes_pk" PRIMARY KEY ("entity", "entity_id"),
	CONSTRAINT "catalog_changes_entity_known" CHECK ("entity" in ('product', 'tax', 'customer', 'till', 'settings'))
);--> statement-breakpoint
CREATE INDEX "catalog_changes_order_idx" ON "catalog_changes" USING btree ("xid", "seq");--> statement-breakpoint
-- tg_argv[0]: the entity; tg_argv[1]: the column of the changed rows that names it (a size's or a
-- warehouse price's product_id names its product). A row deleted is read as gone by the feed.
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalog_changes (entity, entity_id, xid, seq)
	SELECT tg_argv[0], changed.id, pg_current_xact_id(), nextval('catalog_changes_seq')
	FROM (SELECT DISTINCT to_jsonb(r) ->> tg_argv[1] AS id FROM changed_rows r ORDER BY 1) AS changed
	ON CONFLICT (entity, entity_id) DO UPDATE SET xid = excluded.xid, seq = excluded.seq;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_catalog_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'id');--> statement-breakpoint
CREATE TRIGGER products_catalog_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'id');--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'id');--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_update AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_warehouse_prices_catalog_insert AFTER INSERT ON product_warehouse_prices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_warehouse_prices_catalog_update AFTER UPDATE ON product_warehouse_prices REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_warehouse_prices_catalog_delete AFTER DELETE ON product_warehouse_prices REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER taxes_catalog_insert AFTER INSERT ON taxes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('tax', 'id');--> statement-breakpoint
CREATE TRIGGER taxes_catalog_update AFTER UPDATE ON taxes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('tax', 'id');--> statement-breakpoint
CREATE TRIGGER taxes_catalog_delete AFTER DELETE ON taxes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('tax', 'id');--> statement-breakpoint
CREATE TRIGGER customers_catalog_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('customer', 'id');--> statement-breakpoint
CREATE TRIGGER customers_catalog_update AFTER UPDATE ON customers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('customer', 'id');--> statement-breakpoint
CREATE TRIGGER customers_catalog_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('customer', 'id');--> statement-breakpoint
CREATE TRIGGER shop_settings_catalog_insert AFTER INSERT ON shop_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('settings', 'id');--> statement-breakpoint
CREATE TRIGGER shop_settings_catalog_update AFTER UPDATE ON shop_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed('settings', 'id');--> statement-breakpoint
-- A till's row also moves with every checkout (last_receipt) and shift (open_shift_id): only its
-- settings are the catalog's, so its trigger is per row, on those columns.
CREATE FUNCTION catalog_till_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalog_changes (entity, entity_id, xid, seq)
	VALUES ('till', (CASE WHEN tg_op = 'DELETE' THEN old.id ELSE new.id END)::text, pg_current_xact_id(), nextval('catalog_changes_seq'))
	ON CONFLICT (entity, entity_id) DO UPDATE SET xid = excluded.xid, seq = excluded.seq;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tills_catalog_insert AFTER INSERT OR DELETE ON tills FOR EACH ROW EXECUTE FUNCTION catalog_till_changed();--> statement-breakpoint
CREATE TRIGGER tills_catalog_update AFTER UPDATE OF name, code, warehouse_id, biller_id, cash_account_id, method_accounts ON tills FOR EACH ROW
	WHEN ((old.name, old.code, old.warehouse_id, old.biller_id, old.cash_account_id, old.method_accounts) IS DISTINCT FROM (new.name, new.code, new.warehouse_id, new.biller_id, new.cash_account_id, new.method_accounts))
	EXECUTE FUNCTION catalog_till_changed();--> statement-breakpoint
INSERT INTO catalog_changes (entity, entity_id, xid, seq)
SELECT entity, entity_id, pg_current_xact_id(), nextval('catalog_changes_seq') FROM (
	SELECT 'product' AS entity, id::text AS entity_id, 1 AS part FROM products
	UNION ALL SELECT 'tax', id::text, 2 FROM taxes
	UNION ALL SELECT 'customer', id::text, 3 FROM customers
	UNION ALL SELECT 'till', id::text, 4 FROM tills
	UNION ALL SELECT 'settings', id::text, 5 FROM shop_settings
	ORDER BY part, entity_id
) AS everything;
