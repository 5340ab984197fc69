-- The reference data documents need on every new database (docs/screens.md#choices-and-reference-data): the customer
-- groups, the walk-in customer the POS starts with, and one default cash account. Idempotent, so
-- server/db/reference-data.ts runs this file again after tests empty the tables.
INSERT INTO "customer_groups" ("name") VALUES ('Regular'), ('Premium') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "customers" ("group_id", "name", "phone", "address", "city", "is_walk_in")
  SELECT "id", 'Walk-in Customer', '', '', '', true FROM "customer_groups" WHERE "name" = 'Regular'
    AND NOT EXISTS (SELECT 1 FROM "customers" WHERE "is_walk_in");--> statement-breakpoint
INSERT INTO "accounts" ("account_number", "name", "is_default")
  SELECT 'CASH-1', 'Cash in Hand', true WHERE NOT EXISTS (SELECT 1 FROM "accounts");
