-- Every shop has a till (docs/tills-and-shifts.md#tills): Till 1, code 1, on the Main warehouse
-- (else the first one made), the only or first biller, and the cash account General Setting names
-- for Cash (else the default account, else the first). Idempotent: server/db/reference-data.ts runs
-- it again after tests empty the tables.
INSERT INTO "tills" ("name", "code", "warehouse_id", "biller_id", "cash_account_id")
  SELECT 'Till 1', '1',
    (SELECT "id" FROM "warehouses" ORDER BY ("name" = 'Main') DESC, "created_at", "id" LIMIT 1),
    (SELECT "id" FROM "billers" ORDER BY "created_at", "id" LIMIT 1),
    coalesce(
      (SELECT a."id" FROM "shop_settings" st JOIN "accounts" a ON a."id"::text = st."payment_accounts"->>'Cash' WHERE st."id" = 1),
      (SELECT "id" FROM "accounts" ORDER BY "is_default" DESC, "created_at", "id" LIMIT 1))
  WHERE NOT EXISTS (SELECT 1 FROM "tills")
    AND EXISTS (SELECT 1 FROM "warehouses") AND EXISTS (SELECT 1 FROM "billers") AND EXISTS (SELECT 1 FROM "accounts");
