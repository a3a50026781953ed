CREATE TABLE "voucher_descriptions" (
	"customer_id" text NOT NULL,
	"description" text NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "voucher_descriptions_customer_id_description_pk" PRIMARY KEY("customer_id","description")
);
--> statement-breakpoint
CREATE INDEX "voucher_descriptions_trgm" ON "voucher_descriptions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- How many live codes carry each description (lowercased), per customer (issue 13, docs/decisions.md
-- "Broad searches"): codes are made in batches sharing a description, so a customer of a million codes
-- has few rows here. A search reads here whether its term is in the descriptions of more than
-- SEARCH_TOTAL_CAP codes; counting those codes through the trigram index of vouchers first collects
-- every match (16 ms for the 114,000 "zugspitze" of a million), then reads 10,001 rows to confirm them.
-- Kept by statement triggers beside the counters' (0003, 0011, 0026), so every write path counts; a
-- description's row goes when its last live code does.
ALTER TABLE voucher_descriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON voucher_descriptions TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON voucher_descriptions TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON voucher_descriptions TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
-- Adds n[i] to the live codes of (c[i], d[i]), and drops the rows that reach 0. The callers pass the
-- keys in order, so that two statements writing the same descriptions lock them in one order.
CREATE FUNCTION voucher_descriptions_add(c text[], d text[], n bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(c) IS NULL OR cardinality(c) = 0 THEN RETURN; END IF;
  INSERT INTO voucher_descriptions AS v (customer_id, description, live)
  SELECT * FROM unnest(c, d, n)
  ON CONFLICT (customer_id, description) DO UPDATE SET live = v.live + EXCLUDED.live;
  IF EXISTS (SELECT FROM unnest(n) x WHERE x < 0) THEN
    DELETE FROM voucher_descriptions v USING unnest(c, d) AS x(c, d)
    WHERE v.customer_id = x.c AND v.description = x.d AND v.live <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION voucher_descriptions_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, lower(description) AS description, count(*) AS n FROM new_rows
    WHERE deleted_at IS NULL AND description IS NOT NULL GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION voucher_descriptions_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(-n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, lower(description) AS description, count(*) AS n FROM old_rows
    WHERE deleted_at IS NULL AND description IS NOT NULL GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only what changed: a statement that keeps every live code's description (a login counting `used`, a
-- deactivation) writes nothing here.
CREATE FUNCTION voucher_descriptions_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM voucher_descriptions_add(array_agg(customer_id ORDER BY customer_id, description), array_agg(description ORDER BY customer_id, description), array_agg(n ORDER BY customer_id, description))
  FROM (
    SELECT customer_id, description, sum(n)::bigint AS n FROM (
      SELECT customer_id, lower(description) AS description, 1 AS n FROM new_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
      UNION ALL
      SELECT customer_id, lower(description), -1 FROM old_rows
      WHERE deleted_at IS NULL AND description IS NOT NULL
    ) d
    GROUP BY 1, 2
    HAVING sum(n) <> 0
  ) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vouchers_descriptions_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_insert();
--> statement-breakpoint
CREATE TRIGGER vouchers_descriptions_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_delete();
--> statement-breakpoint
CREATE TRIGGER vouchers_descriptions_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_descriptions_on_update();
--> statement-breakpoint
INSERT INTO voucher_descriptions (customer_id, description, live)
SELECT customer_id, lower(description), count(*) FROM vouchers
WHERE deleted_at IS NULL AND description IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
-- How many live codes of the customers (all the caller's when null) carry a description that is LIKE
-- the pattern. As hotspot_voucher_matches (0022, 0024): the owner's, so that the trigram index and the
-- column's statistics apply under row-level security, confined to the request's customers itself.
CREATE FUNCTION hotspot_voucher_described(p_customers text[], p_description text)
RETURNS bigint
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  confined boolean := current_setting('role') = 'hotspot_tenant';
  scope text[] := CASE WHEN confined THEN hotspot_tenant_scope() END;
  n bigint;
BEGIN
  EXECUTE
    'SELECT coalesce(sum(d.live), 0) FROM voucher_descriptions d WHERE d.description LIKE $3'
    || CASE WHEN p_customers IS NOT NULL THEN ' AND d.customer_id = ANY ($1)' ELSE '' END
    || CASE WHEN confined THEN ' AND d.customer_id = ANY ($2)' ELSE '' END
    INTO n
    USING p_customers, scope, p_description;
  RETURN n;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION hotspot_voucher_described(text[], text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION hotspot_voucher_described(text[], text) TO hotspot_tenant, hotspot_all;
