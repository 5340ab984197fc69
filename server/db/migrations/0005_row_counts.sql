CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
-- Statement triggers with transition tables: a 1,000-row insert updates the count once, not 1,000
-- times. A missing row (row_counts emptied by hand) is rebuilt from an exact count of the table,
-- whose own rows this statement has already written or removed; when another transaction rebuilt
-- it meanwhile, ON CONFLICT adds only this statement's rows to that count.
CREATE FUNCTION row_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM inserted_rows;
  UPDATE row_counts SET rows = rows + delta WHERE table_name = TG_TABLE_NAME;
  IF NOT FOUND THEN
    EXECUTE format('INSERT INTO row_counts AS c (table_name, rows) SELECT %L, count(*) FROM %I.%I '
      'ON CONFLICT (table_name) DO UPDATE SET rows = c.rows + $1', TG_TABLE_NAME, TG_TABLE_SCHEMA, TG_TABLE_NAME) USING delta;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM deleted_rows;
  UPDATE row_counts SET rows = rows - delta WHERE table_name = TG_TABLE_NAME;
  IF NOT FOUND THEN
    EXECUTE format('INSERT INTO row_counts AS c (table_name, rows) SELECT %L, count(*) FROM %I.%I '
      'ON CONFLICT (table_name) DO UPDATE SET rows = c.rows - $1', TG_TABLE_NAME, TG_TABLE_SCHEMA, TG_TABLE_NAME) USING delta;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement DELETE triggers (the test harness empties every table with it).
CREATE FUNCTION row_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, rows) VALUES (TG_TABLE_NAME, 0)
    ON CONFLICT (table_name) DO UPDATE SET rows = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_after_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, rows) SELECT 'products', count(*) FROM products;
