ALTER TABLE "shop_settings" ADD COLUMN "shop_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shop_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "receipt_footer" text DEFAULT '' NOT NULL;