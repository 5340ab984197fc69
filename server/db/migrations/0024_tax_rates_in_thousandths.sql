-- Tax rates as written in law, up to three decimals (New York's 8.875 %): every stored percent
-- moves from hundredths to thousandths of a percent (src/domain/percent.ts), ten times its value.
ALTER TABLE "taxes" DROP CONSTRAINT "taxes_rate_range";--> statement-breakpoint
ALTER TABLE "taxes" RENAME COLUMN "rate_hundredths" TO "rate_thousandths";--> statement-breakpoint
UPDATE "taxes" SET "rate_thousandths" = "rate_thousandths" * 10;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_rate_range" CHECK ("taxes"."rate_thousandths" between 0 and 100000);--> statement-breakpoint
UPDATE "purchase_lines" SET "tax_rate" = "tax_rate" * 10 WHERE "tax_rate" <> 0;--> statement-breakpoint
UPDATE "purchases" SET "order_tax_rate" = "order_tax_rate" * 10 WHERE "order_tax_rate" <> 0;--> statement-breakpoint
UPDATE "sale_lines" SET "tax_rate" = "tax_rate" * 10 WHERE "tax_rate" <> 0;--> statement-breakpoint
UPDATE "sales" SET "order_tax_rate" = "order_tax_rate" * 10 WHERE "order_tax_rate" <> 0;
