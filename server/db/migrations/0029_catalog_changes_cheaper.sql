-- The catalog feed's statement trigger (migration 0028) read each changed row's id through
-- to_jsonb(row): the whole row made JSON to take one field. At 10,000 products in one statement that
-- was ~0.9 s of a bulk insert (76 ms reading the column itself, measured on PostgreSQL under load);
-- the server tests' 10,000-product ledger case passed its 60 s limit. The column is now read by name:
-- tg_argv[1] is 'id' or 'product_id', and PL/pgSQL plans the branch a trigger's table takes, per table.
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF tg_argv[1] = 'product_id' THEN
		INSERT INTO catalog_changes (entity, entity_id, xid, seq)
		SELECT tg_argv[0], changed.id, pg_current_xact_id(), nextval('catalog_changes_seq')
		FROM (SELECT DISTINCT r.product_id::text AS id FROM changed_rows r ORDER BY 1) AS changed
		ON CONFLICT (entity, entity_id) DO UPDATE SET xid = excluded.xid, seq = excluded.seq;
	ELSE
		INSERT INTO catalog_changes (entity, entity_id, xid, seq)
		SELECT tg_argv[0], changed.id, pg_current_xact_id(), nextval('catalog_changes_seq')
		FROM (SELECT DISTINCT r.id::text AS id FROM changed_rows r ORDER BY 1) AS changed
		ON CONFLICT (entity, entity_id) DO UPDATE SET xid = excluded.xid, seq = excluded.seq;
	END IF;
	RETURN NULL;
END $$;
