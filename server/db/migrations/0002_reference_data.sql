-- The reference data every new database has (docs/screens.md#choices-and-reference-data).
-- Idempotent (ON CONFLICT DO NOTHING on the unique names), so server/db/reference-data.ts can run
-- this same file again, e.g. after tests empty the tables.
INSERT INTO "warehouses" ("name") VALUES ('Main'), ('Secondary'), ('Backup Warehouse') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "billers" ("name") VALUES ('Main Biller') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "units" ("code", "name") VALUES
  ('kilogram', 'Kilogram'),
  ('pc', 'Per PC'),
  ('piece', 'Piece'),
  ('kg', 'Kg'),
  ('l', 'Liter'),
  ('m', 'Meter')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "taxes" ("name", "rate_hundredths") VALUES
  ('No Tax', 0),
  ('VAT 5%', 500),
  ('VAT 10%', 1000),
  ('VAT 15%', 1500),
  ('VAT 20%', 2000)
ON CONFLICT DO NOTHING;
