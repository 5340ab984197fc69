DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_code_search_idx" ON "products" USING gin (lower("code") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_code_prefix_idx" ON "products" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);