DROP INDEX "sales_idempotency_key_unique";--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "sales" DROP COLUMN "idempotency_body_hash";