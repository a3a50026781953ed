-- Users of sub-day buckets from the rollups (issue 41, D336): the distinct clients per 15 minutes,
-- device and location (session_quarter_clients) with the bucket of each client's previous row within
-- a day, their counts per scope and 15 minutes (session_quarter_users, kept by a row trigger), the
-- customer's measures per 15 minutes (session_customer_rollups), and the next day of each daily
-- client row (session_daily_clients.next_*). Then the live definitions of
--   server/insights/analytics/sql/analytics_block6.sql
--   server/insights/analytics/sql/analytics_customer_rollups_rebuild.sql
--   server/insights/analytics/sql/analytics_add_measures.sql
--   server/insights/analytics/sql/guest_page_view.sql
--   server/insights/analytics/sql/analytics_quarter_users_delta.sql
--   server/insights/analytics/sql/analytics_on_quarter_row.sql
--   server/insights/analytics/sql/analytics_quarter_prevs.sql
--   server/insights/analytics/sql/analytics_add_quarter_client.sql
--   server/insights/analytics/sql/analytics_quarter_users_rebuild.sql
--   server/insights/analytics/sql/analytics_quarter_rebuild.sql
--   server/insights/analytics/sql/analytics_client_prevs.sql
--   server/insights/analytics/sql/analytics_on_client_row.sql
--   server/insights/analytics/sql/analytics_add_session.sql
--   server/insights/analytics/sql/analytics_rebuild.sql
-- (the module SQL files; docs/database-functions.md), and the rows of what is stored already.
CREATE TABLE "session_customer_rollups" (
	"customer_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"stopped" integer DEFAULT 0 NOT NULL,
	"dwell_seconds" bigint DEFAULT 0 NOT NULL,
	"input_bytes" bigint DEFAULT 0 NOT NULL,
	"output_bytes" bigint DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_customer_rollups_customer_id_bucket_pk" PRIMARY KEY("customer_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "session_quarter_clients" (
	"customer_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"hotspot_device_id" text NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"prev_customer" timestamp (3) with time zone DEFAULT '-infinity' NOT NULL,
	"prev_device" timestamp (3) with time zone DEFAULT '-infinity' NOT NULL,
	"prev_location" timestamp (3) with time zone DEFAULT '-infinity' NOT NULL,
	CONSTRAINT "session_quarter_clients_customer_id_bucket_hotspot_device_id_location_id_client_key_pk" PRIMARY KEY("customer_id","bucket","hotspot_device_id","location_id","client_key")
);
--> statement-breakpoint
CREATE TABLE "session_quarter_users" (
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"new_15" integer DEFAULT 0 NOT NULL,
	"new_30" integer DEFAULT 0 NOT NULL,
	"new_45" integer DEFAULT 0 NOT NULL,
	"new_6h" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_quarter_users_customer_id_kind_scope_id_bucket_pk" PRIMARY KEY("customer_id","kind","scope_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "next_customer" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "next_device" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "next_location" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "session_quarter_clients_client_idx" ON "session_quarter_clients" USING btree ("customer_id","client_key","bucket");--> statement-breakpoint
CREATE INDEX "session_quarter_clients_device_idx" ON "session_quarter_clients" USING btree ("customer_id","hotspot_device_id","bucket");
--> statement-breakpoint
ALTER TABLE session_customer_rollups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON session_customer_rollups TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON session_customer_rollups TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON session_customer_rollups TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE session_quarter_clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON session_quarter_clients TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON session_quarter_clients TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON session_quarter_clients TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
ALTER TABLE session_quarter_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_rows ON session_quarter_users TO hotspot_tenant
  USING (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]))
  WITH CHECK (customer_id = ANY ((SELECT hotspot_tenant_scope())::text[]));
--> statement-breakpoint
CREATE POLICY all_rows ON session_quarter_users TO hotspot_all USING (true) WITH CHECK (true);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON session_quarter_users TO hotspot_tenant, hotspot_all;
--> statement-breakpoint
-- analytics_block6(p_at, p_tz): the start of an instant's local 6-hour block in the time zone p_tz
-- (00, 06, 12 or 18 o'clock; a DST day's blocks are 5 or 7 hours long): the 6h buckets of the
-- sub-day series (server/insights/analytics/store.ts) and session_quarter_users.new_6h.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_block6(p_at timestamptz, p_tz text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('day', p_at AT TIME ZONE p_tz)
    + floor(extract(hour FROM p_at AT TIME ZONE p_tz) / 6) * interval '6 hours') AT TIME ZONE p_tz
$$;
--> statement-breakpoint
-- analytics_customer_rollups_rebuild(p_customer): sums a customer's session_rollups anew into
-- session_customer_rollups (one row per 15 minutes).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_customer_rollups_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_customer_rollups WHERE customer_id = p_customer;
  INSERT INTO session_customer_rollups (customer_id, bucket, sessions, logins, stopped, dwell_seconds, input_bytes,
    output_bytes, page_views)
  SELECT customer_id, bucket, sum(sessions), sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes),
    sum(output_bytes), sum(page_views)
  FROM session_rollups WHERE customer_id = p_customer
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- analytics_add_measures(...): adds measures (sessions, logins, stopped, dwell, bytes) to the 15-minute
-- and the daily rollup of one device and location (session_rollups, session_daily) and to the
-- customer's 15-minute rollup (session_customer_rollups).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Adds measures to the 15-minute and the daily rollup of one device/location.
CREATE OR REPLACE FUNCTION analytics_add_measures(p_customer text, p_at timestamptz, p_device text, p_location text,
  d_sessions integer, d_logins integer, d_stopped integer, d_dwell bigint, d_in bigint, d_out bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO session_rollups AS r (customer_id, bucket, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  VALUES (p_customer, analytics_bucket(p_at), p_device, p_location, d_sessions, d_logins, d_stopped, d_dwell,
    d_in, d_out)
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
  INSERT INTO session_daily AS r (customer_id, day, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  VALUES (p_customer, analytics_day(p_at), p_device, p_location, d_sessions, d_logins, d_stopped, d_dwell,
    d_in, d_out)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
  INSERT INTO session_customer_rollups AS r (customer_id, bucket, sessions, logins, stopped, dwell_seconds,
    input_bytes, output_bytes)
  VALUES (p_customer, analytics_bucket(p_at), d_sessions, d_logins, d_stopped, d_dwell, d_in, d_out)
  ON CONFLICT (customer_id, bucket) DO UPDATE SET
    sessions = r.sessions + excluded.sessions, logins = r.logins + excluded.logins,
    stopped = r.stopped + excluded.stopped, dwell_seconds = r.dwell_seconds + excluded.dwell_seconds,
    input_bytes = r.input_bytes + excluded.input_bytes, output_bytes = r.output_bytes + excluded.output_bytes;
$$;
--> statement-breakpoint
-- guest_page_view(p_customer, p_device, p_at): counts one view of a device's guest login page in the
-- rollups' page_views (server/access/guest/capture.ts), the customer's 15-minute rollup's too.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0017).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- One view of a device's guest login page: page_views of its 15-minute bucket and its day, for
-- the device and its location ('' when none). Nothing for an unknown device.
CREATE OR REPLACE FUNCTION guest_page_view(p_customer text, p_device text, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_location text;
BEGIN
  SELECT coalesce(location_id, '') INTO v_location FROM hotspot_devices
  WHERE customer_id = p_customer AND id = p_device;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO session_rollups AS r (customer_id, bucket, hotspot_device_id, location_id, page_views)
  VALUES (p_customer, analytics_bucket(p_at), p_device, v_location, 1)
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id)
  DO UPDATE SET page_views = r.page_views + 1;
  INSERT INTO session_daily AS r (customer_id, day, hotspot_device_id, location_id, page_views)
  VALUES (p_customer, analytics_day(p_at), p_device, v_location, 1)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id)
  DO UPDATE SET page_views = r.page_views + 1;
  INSERT INTO session_customer_rollups AS r (customer_id, bucket, page_views)
  VALUES (p_customer, analytics_bucket(p_at), 1)
  ON CONFLICT (customer_id, bucket) DO UPDATE SET page_views = r.page_views + 1;
END $$;
--> statement-breakpoint
-- analytics_quarter_users_delta(r, p_sign): adds (1) or removes (-1) one client row's counts in
-- session_quarter_users (per customer, device and location).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_quarter_users_delta(r session_quarter_clients, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_block timestamptz := analytics_block6(r.bucket, analytics_tz());
BEGIN
  INSERT INTO session_quarter_users AS u (customer_id, kind, scope_id, bucket, users, new_15, new_30, new_45, new_6h)
  SELECT r.customer_id, k.kind, k.scope_id, r.bucket, p_sign * (k.prev < r.bucket)::integer,
    p_sign * (k.prev < r.bucket - interval '15 minutes')::integer,
    p_sign * (k.prev < r.bucket - interval '30 minutes')::integer,
    p_sign * (k.prev < r.bucket - interval '45 minutes')::integer, p_sign * (k.prev < v_block)::integer
  FROM (VALUES ('c', '', r.prev_customer), ('d', r.hotspot_device_id, r.prev_device),
    ('l', r.location_id, r.prev_location)) AS k(kind, scope_id, prev)
  ON CONFLICT (customer_id, kind, scope_id, bucket) DO UPDATE SET users = u.users + excluded.users,
    new_15 = u.new_15 + excluded.new_15, new_30 = u.new_30 + excluded.new_30,
    new_45 = u.new_45 + excluded.new_45, new_6h = u.new_6h + excluded.new_6h;
END $$;
--> statement-breakpoint
-- analytics_on_quarter_row(): row trigger on session_quarter_clients keeping session_quarter_users
-- exact; does nothing with set_config('hotspot.skip_users', 'on', true) (the rebuild counts in bulk).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- Trigger session_quarter_clients_users on session_quarter_clients: created by 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_on_quarter_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.skip_users', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_quarter_users_delta(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_quarter_users_delta(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER session_quarter_clients_users AFTER INSERT OR DELETE
  OR UPDATE OF bucket, hotspot_device_id, location_id, prev_customer, prev_device, prev_location
  ON session_quarter_clients FOR EACH ROW EXECUTE FUNCTION analytics_on_quarter_row();
--> statement-breakpoint
-- analytics_quarter_prevs(p_customer, p_clients, p_from, p_to): recomputes the previous buckets
-- (prev_customer, prev_device, prev_location) of some clients' rows in session_quarter_clients after
-- their rows in [p_from, p_to] changed ('-infinity', 'infinity': all of their rows).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- A row's previous bucket counts only within the day before its own (else '-infinity'), so a change
-- at t touches the rows of [t, t + 1 day] and needs the rows of [t - 1 day, t + 1 day]: a few rows
-- of the client, however long its history. Planned once per connection, as analytics_client_prevs.
CREATE OR REPLACE FUNCTION analytics_quarter_prevs(p_customer text, p_clients text[], p_from timestamptz,
  p_to timestamptz) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE session_quarter_clients q SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl
  FROM (SELECT bucket, hotspot_device_id, location_id, client_key,
      CASE WHEN pc >= bucket - interval '1 day' THEN pc ELSE '-infinity' END AS pc,
      CASE WHEN pd >= bucket - interval '1 day' THEN pd ELSE '-infinity' END AS pd,
      CASE WHEN pl >= bucket - interval '1 day' THEN pl ELSE '-infinity' END AS pl
    FROM (SELECT bucket, hotspot_device_id, location_id, client_key,
        lag(bucket) OVER (PARTITION BY client_key ORDER BY bucket, hotspot_device_id, location_id) AS pc,
        lag(bucket) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY bucket, location_id) AS pd,
        lag(bucket) OVER (PARTITION BY client_key, location_id ORDER BY bucket, hotspot_device_id) AS pl
      FROM session_quarter_clients
      WHERE customer_id = p_customer AND client_key = ANY(p_clients)
        AND bucket >= p_from - interval '1 day' AND bucket <= p_to + interval '1 day') l) w
  WHERE q.customer_id = p_customer AND q.client_key = ANY(p_clients) AND q.client_key = w.client_key
    AND q.bucket = w.bucket AND q.hotspot_device_id = w.hotspot_device_id AND q.location_id = w.location_id
    AND w.bucket >= p_from AND q.bucket >= p_from AND q.bucket <= p_to + interval '1 day'
    AND (q.prev_customer, q.prev_device, q.prev_location) IS DISTINCT FROM (w.pc, w.pd, w.pl);
END $$;
--> statement-breakpoint
-- analytics_add_quarter_client(p_customer, p_bucket, p_device, p_location, p_client, p_sign): adds (1)
-- or removes (-1) one session in its client row of 15 minutes (session_quarter_clients).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- A new row is written with its previous buckets, read from the client's rows of the day around it in
-- one index range: a session Start, which comes after the client's earlier ones, writes one row and
-- its counts once. Only when the client has a later row within a day (a session that arrived late, or
-- a second device in the same 15 minutes), or a row goes, are the later rows recomputed
-- (analytics_quarter_prevs).
CREATE OR REPLACE FUNCTION analytics_add_quarter_client(p_customer text, p_bucket timestamptz, p_device text,
  p_location text, p_client text, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sessions integer;
  v_pc timestamptz;
  v_pd timestamptz;
  v_pl timestamptz;
  v_later boolean;
BEGIN
  UPDATE session_quarter_clients SET sessions = sessions + p_sign
  WHERE customer_id = p_customer AND bucket = p_bucket AND hotspot_device_id = p_device
    AND location_id = p_location AND client_key = p_client
  RETURNING sessions INTO v_sessions;
  IF FOUND THEN
    IF v_sessions <= 0 THEN
      DELETE FROM session_quarter_clients WHERE customer_id = p_customer AND bucket = p_bucket
        AND hotspot_device_id = p_device AND location_id = p_location AND client_key = p_client;
      PERFORM analytics_quarter_prevs(p_customer, ARRAY[p_client], p_bucket, p_bucket);
    END IF;
    RETURN;
  END IF;
  IF p_sign <= 0 THEN
    RETURN;
  END IF;
  SELECT coalesce(max(bucket) FILTER (WHERE (bucket, hotspot_device_id, location_id) < (p_bucket, p_device, p_location)),
      '-infinity'),
    coalesce(max(bucket) FILTER (WHERE hotspot_device_id = p_device AND (bucket, location_id) < (p_bucket, p_location)),
      '-infinity'),
    coalesce(max(bucket) FILTER (WHERE location_id = p_location AND (bucket, hotspot_device_id) < (p_bucket, p_device)),
      '-infinity'),
    coalesce(bool_or((bucket, hotspot_device_id, location_id) > (p_bucket, p_device, p_location)), false)
  INTO v_pc, v_pd, v_pl, v_later
  FROM session_quarter_clients
  WHERE customer_id = p_customer AND client_key = p_client AND bucket >= p_bucket - interval '1 day'
    AND bucket <= p_bucket + interval '1 day';
  INSERT INTO session_quarter_clients AS q (customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location)
  VALUES (p_customer, p_bucket, p_device, p_location, p_client, p_sign, v_pc, v_pd, v_pl)
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id, client_key) DO UPDATE SET
    sessions = q.sessions + excluded.sessions;
  IF v_later THEN
    PERFORM analytics_quarter_prevs(p_customer, ARRAY[p_client], p_bucket, p_bucket);
  END IF;
END $$;
--> statement-breakpoint
-- analytics_quarter_users_rebuild(p_customer): counts a customer's session_quarter_users anew from
-- its client rows.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- The 6-hour block of each 15 minutes once per bucket, not per row and scope (a million rows: 77 s
-- with the time-zone conversions per row, 37 s so; PostgreSQL).
CREATE OR REPLACE FUNCTION analytics_quarter_users_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_quarter_users WHERE customer_id = p_customer;
  INSERT INTO session_quarter_users (customer_id, kind, scope_id, bucket, users, new_15, new_30, new_45, new_6h)
  WITH q AS (SELECT q.customer_id, q.bucket, q.hotspot_device_id, q.location_id, q.prev_customer, q.prev_device,
      q.prev_location, b.block
    FROM session_quarter_clients q
    JOIN (SELECT bucket, analytics_block6(bucket, analytics_tz()) AS block
      FROM (SELECT DISTINCT bucket FROM session_quarter_clients WHERE customer_id = p_customer) d) b USING (bucket)
    WHERE q.customer_id = p_customer)
  SELECT customer_id, 'c', '', bucket, count(*) FILTER (WHERE prev_customer < bucket),
    count(*) FILTER (WHERE prev_customer < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_customer < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_customer < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_customer < block)
  FROM q GROUP BY 1, 4
  UNION ALL
  SELECT customer_id, 'd', hotspot_device_id, bucket, count(*) FILTER (WHERE prev_device < bucket),
    count(*) FILTER (WHERE prev_device < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_device < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_device < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_device < block)
  FROM q GROUP BY 1, 3, 4
  UNION ALL
  SELECT customer_id, 'l', location_id, bucket, count(*) FILTER (WHERE prev_location < bucket),
    count(*) FILTER (WHERE prev_location < bucket - interval '15 minutes'),
    count(*) FILTER (WHERE prev_location < bucket - interval '30 minutes'),
    count(*) FILTER (WHERE prev_location < bucket - interval '45 minutes'),
    count(*) FILTER (WHERE prev_location < block)
  FROM q GROUP BY 1, 3, 4;
$$;
--> statement-breakpoint
-- analytics_quarter_rebuild(p_customer): computes a customer's session_quarter_clients anew from
-- radius_sessions (with their previous buckets, in one pass) and then its session_quarter_users.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_quarter_rebuild(p_customer text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('hotspot.skip_users', 'on', true);
  DELETE FROM session_quarter_clients WHERE customer_id = p_customer;
  INSERT INTO session_quarter_clients (customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location)
  SELECT customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
    CASE WHEN pc >= bucket - interval '1 day' THEN pc ELSE '-infinity' END,
    CASE WHEN pd >= bucket - interval '1 day' THEN pd ELSE '-infinity' END,
    CASE WHEN pl >= bucket - interval '1 day' THEN pl ELSE '-infinity' END
  FROM (SELECT customer_id, bucket, hotspot_device_id, location_id, client_key, sessions,
      lag(bucket) OVER (PARTITION BY client_key ORDER BY bucket, hotspot_device_id, location_id) AS pc,
      lag(bucket) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY bucket, location_id) AS pd,
      lag(bucket) OVER (PARTITION BY client_key, location_id ORDER BY bucket, hotspot_device_id) AS pl
    FROM (SELECT customer_id, analytics_bucket(started_at) AS bucket, hotspot_device_id,
        coalesce(location_id, '') AS location_id, analytics_client_key(client_mac_hash, username, id) AS client_key,
        count(*) AS sessions
      FROM radius_sessions WHERE customer_id = p_customer
      GROUP BY 1, 2, 3, 4, 5) g) l;
  PERFORM set_config('hotspot.skip_users', 'off', true);
  PERFORM analytics_quarter_users_rebuild(p_customer);
END $$;
--> statement-breakpoint
-- analytics_client_prevs(p_customer, p_clients): recomputes the previous and next days (prev_customer,
-- prev_device, prev_location, next_customer, next_device, next_location) of some clients' rows in
-- session_daily_clients (all of the customer's with NULL).
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0020).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- Distinct users by a sum instead of a hash of every client key (issue 11 budget: every analytics
-- query within 1 s over 1,000,000 sessions). Every client row knows the day of the same client's
-- previous row in three orders: in the customer (day, device, location), at its device (day,
-- location) and at its location (day, device); '-infinity' for the first. Among a client's rows in
-- days [a, b] exactly the first has its previous day before a, so the users of [a, b] are the rows
-- of [a, b] with prev < a. session_daily_users counts the rows per scope, day and previous day (a few
-- per day and scope), kept current by a row trigger on session_daily_clients, so that any change of
-- the client rows (the session trigger, a location delete, a recomputation) keeps it exact.
-- analytics_client_prevs recomputes the previous days of some clients (all of the customer's with
-- NULL): the session trigger calls it when a client row appears or goes, at most once per client,
-- day and device.
-- Planned once per connection (a generic plan): planning these window functions anew for each
-- client, as the default plan cache does with an array parameter, cost ten times their execution.
-- The next days (migration 0056) come from the same windows: the users of a sub-day range read them
-- for the clients of its first, partial day (server/insights/analytics/store.ts).
CREATE OR REPLACE FUNCTION analytics_client_prevs(p_customer text, p_clients text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  -- Two statements, not one with "p_clients IS NULL OR …": the generic plan of that would scan
  -- every client row of the customer on each call of the trigger.
  IF p_clients IS NULL THEN
    UPDATE session_daily_clients c SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl,
      next_customer = w.nc, next_device = w.nd, next_location = w.nl
    FROM (SELECT day, hotspot_device_id, location_id, client_key,
        coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity') AS pc,
        coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity') AS pd,
        coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity') AS pl,
        coalesce(lead(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), 'infinity') AS nc,
        coalesce(lead(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), 'infinity') AS nd,
        coalesce(lead(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), 'infinity') AS nl
      FROM session_daily_clients WHERE customer_id = p_customer) w
    WHERE c.customer_id = p_customer AND c.client_key = w.client_key AND c.day = w.day
      AND c.hotspot_device_id = w.hotspot_device_id AND c.location_id = w.location_id
      AND (c.prev_customer, c.prev_device, c.prev_location, c.next_customer, c.next_device, c.next_location)
        IS DISTINCT FROM (w.pc, w.pd, w.pl, w.nc, w.nd, w.nl);
  ELSE
    UPDATE session_daily_clients c SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl,
      next_customer = w.nc, next_device = w.nd, next_location = w.nl
    FROM (SELECT day, hotspot_device_id, location_id, client_key,
        coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity') AS pc,
        coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity') AS pd,
        coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity') AS pl,
        coalesce(lead(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), 'infinity') AS nc,
        coalesce(lead(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), 'infinity') AS nd,
        coalesce(lead(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), 'infinity') AS nl
      FROM session_daily_clients WHERE customer_id = p_customer AND client_key = ANY(p_clients)) w
    WHERE c.customer_id = p_customer AND c.client_key = ANY(p_clients) AND c.client_key = w.client_key
      AND c.day = w.day AND c.hotspot_device_id = w.hotspot_device_id AND c.location_id = w.location_id
      AND (c.prev_customer, c.prev_device, c.prev_location, c.next_customer, c.next_device, c.next_location)
        IS DISTINCT FROM (w.pc, w.pd, w.pl, w.nc, w.nd, w.nl);
  END IF;
END $$;
--> statement-breakpoint
-- analytics_on_client_row(): row trigger on session_daily_clients keeping session_daily_users exact;
-- does nothing with set_config('hotspot.skip_users', 'on', true) or when no counted column changed.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0020).
-- Trigger session_daily_clients_users on session_daily_clients: created by 0020_analytics-users-by-previous-day.sql.
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
--
-- With set_config('hotspot.skip_users', 'on', true) it does nothing (the rebuild counts in bulk); nor
-- for an update that changes no counted column (analytics_client_prevs sets the next days, migration
-- 0056, in the statement that sets the previous ones).
CREATE OR REPLACE FUNCTION analytics_on_client_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.skip_users', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (OLD.day, OLD.hotspot_device_id, OLD.location_id, OLD.prev_customer, OLD.prev_device,
      OLD.prev_location) IS NOT DISTINCT FROM (NEW.day, NEW.hotspot_device_id, NEW.location_id, NEW.prev_customer,
      NEW.prev_device, NEW.prev_location) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_users_delta(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_users_delta(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER session_daily_clients_users AFTER INSERT OR DELETE
  OR UPDATE OF day, hotspot_device_id, location_id, prev_customer, prev_device, prev_location
  ON session_daily_clients FOR EACH ROW EXECUTE FUNCTION analytics_on_client_row();
--> statement-breakpoint
-- analytics_add_session(s, p_sign): adds (1) or removes (-1) a whole session in the rollups: its
-- measures, its client rows of the day and of the 15 minutes (analytics_add_quarter_client) and its
-- dimension rows; recomputes the client's previous and next days when its client row of the day
-- appears or goes.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016, 0020).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_add_session(s radius_sessions, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := analytics_day(s.started_at);
  v_location text := coalesce(s.location_id, '');
  v_bucket timestamptz := analytics_bucket(s.started_at);
  v_client text := analytics_client_key(s.client_mac_hash, s.username, s.id);
  v_sessions integer;
BEGIN
  PERFORM analytics_add_measures(s.customer_id, s.started_at, s.hotspot_device_id, v_location, p_sign,
    CASE WHEN s.login_type IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign ELSE 0 END,
    CASE WHEN s.stopped_at IS NOT NULL THEN p_sign * s.session_time::bigint ELSE 0 END,
    p_sign * s.input_bytes, p_sign * s.output_bytes);
  INSERT INTO session_daily_clients AS c (customer_id, day, hotspot_device_id, location_id, client_key, sessions)
  VALUES (s.customer_id, v_day, s.hotspot_device_id, v_location, v_client, p_sign)
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id, client_key) DO UPDATE SET
    sessions = c.sessions + excluded.sessions
  RETURNING sessions INTO v_sessions;
  PERFORM analytics_add_quarter_client(s.customer_id, v_bucket, s.hotspot_device_id, v_location, v_client, p_sign);
  INSERT INTO session_daily_dims AS d (customer_id, day, hotspot_device_id, location_id, dimension, value, sessions)
  VALUES (s.customer_id, v_day, s.hotspot_device_id, v_location, 'browser', coalesce(s.browser, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'os', coalesce(s.os, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'deviceClass', coalesce(s.device_class, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'language', coalesce(s.language, 'unknown'), p_sign),
    (s.customer_id, v_day, s.hotspot_device_id, v_location, 'loginType', coalesce(s.login_type, 'unknown'), p_sign)
  ON CONFLICT (customer_id, day, dimension, hotspot_device_id, location_id, value) DO UPDATE SET
    sessions = d.sessions + excluded.sessions;
  IF p_sign < 0 THEN
    DELETE FROM session_daily_clients WHERE customer_id = s.customer_id AND day = v_day
      AND hotspot_device_id = s.hotspot_device_id AND location_id = v_location AND client_key = v_client
      AND sessions <= 0;
    DELETE FROM session_daily_dims WHERE customer_id = s.customer_id AND day = v_day
      AND hotspot_device_id = s.hotspot_device_id AND location_id = v_location AND sessions <= 0;
  END IF;
  -- A client row appeared (its first session of this day, device and location) or went.
  IF (p_sign > 0 AND v_sessions = p_sign) OR (p_sign < 0 AND v_sessions <= 0) THEN
    PERFORM analytics_client_prevs(s.customer_id, ARRAY[v_client]);
  END IF;
END $$;
--> statement-breakpoint
-- analytics_rebuild(p_customer): recomputes every session measure of one customer's rollups from
-- radius_sessions, set-based (server/insights/analytics/maintenance.ts, the demo seed): the 15-minute,
-- daily and customer rollups, the client rows of days and of 15 minutes with their counts, the
-- dimensions.
--
-- Last defined by migration 0056_subday-users-from-rollups.sql (before: 0016, 0020).
-- The live definition: change it here and write a migration with `npm run db:sql` (docs/database-functions.md).
CREATE OR REPLACE FUNCTION analytics_rebuild(p_customer text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_tz text := analytics_tz();
BEGIN
  UPDATE session_rollups SET sessions = 0, logins = 0, stopped = 0, dwell_seconds = 0, input_bytes = 0,
    output_bytes = 0 WHERE customer_id = p_customer;
  INSERT INTO session_rollups AS r (customer_id, bucket, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  SELECT customer_id, analytics_bucket(started_at), hotspot_device_id, coalesce(location_id, ''), count(*),
    count(login_type), count(stopped_at), coalesce(sum(session_time) FILTER (WHERE stopped_at IS NOT NULL), 0),
    sum(input_bytes), sum(output_bytes)
  FROM radius_sessions WHERE customer_id = p_customer
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id) DO UPDATE SET
    sessions = excluded.sessions, logins = excluded.logins, stopped = excluded.stopped,
    dwell_seconds = excluded.dwell_seconds, input_bytes = excluded.input_bytes, output_bytes = excluded.output_bytes;
  DELETE FROM session_rollups WHERE customer_id = p_customer AND sessions = 0 AND page_views = 0
    AND input_bytes = 0 AND output_bytes = 0 AND stopped = 0;
  -- Days from the 15-minute rows just computed (every zone offset is a multiple of 15 minutes, so a
  -- bucket never straddles local midnight): a scan of the rollups instead of the sessions.
  UPDATE session_daily SET sessions = 0, logins = 0, stopped = 0, dwell_seconds = 0, input_bytes = 0,
    output_bytes = 0 WHERE customer_id = p_customer;
  INSERT INTO session_daily AS r (customer_id, day, hotspot_device_id, location_id, sessions, logins,
    stopped, dwell_seconds, input_bytes, output_bytes)
  SELECT customer_id, (bucket AT TIME ZONE v_tz)::date, hotspot_device_id, location_id, sum(sessions),
    sum(logins), sum(stopped), sum(dwell_seconds), sum(input_bytes), sum(output_bytes)
  FROM session_rollups WHERE customer_id = p_customer
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (customer_id, day, hotspot_device_id, location_id) DO UPDATE SET
    sessions = excluded.sessions, logins = excluded.logins, stopped = excluded.stopped,
    dwell_seconds = excluded.dwell_seconds, input_bytes = excluded.input_bytes, output_bytes = excluded.output_bytes;
  DELETE FROM session_daily WHERE customer_id = p_customer AND sessions = 0 AND page_views = 0
    AND input_bytes = 0 AND output_bytes = 0 AND stopped = 0;
  PERFORM analytics_customer_rollups_rebuild(p_customer);
  -- Client rows with their previous and next days (the orders of analytics_client_prevs) in one
  -- pass, then their counts (not row by row through the trigger).
  PERFORM set_config('hotspot.skip_users', 'on', true);
  DELETE FROM session_daily_clients WHERE customer_id = p_customer;
  INSERT INTO session_daily_clients (customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location, next_customer, next_device, next_location)
  SELECT customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), 'infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), 'infinity'),
    coalesce(lead(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), 'infinity')
  FROM (SELECT customer_id, (started_at AT TIME ZONE v_tz)::date AS day, hotspot_device_id,
      coalesce(location_id, '') AS location_id, analytics_client_key(client_mac_hash, username, id) AS client_key,
      count(*) AS sessions
    FROM radius_sessions WHERE customer_id = p_customer
    GROUP BY 1, 2, 3, 4, 5) g;
  PERFORM set_config('hotspot.skip_users', 'off', true);
  PERFORM analytics_users_rebuild(p_customer);
  PERFORM analytics_quarter_rebuild(p_customer);
  DELETE FROM session_daily_dims WHERE customer_id = p_customer;
  INSERT INTO session_daily_dims (customer_id, day, hotspot_device_id, location_id, dimension, value, sessions)
  SELECT s.customer_id, (s.started_at AT TIME ZONE v_tz)::date, s.hotspot_device_id, coalesce(s.location_id, ''),
    d.dimension, coalesce(d.value, 'unknown'), count(*)
  FROM radius_sessions s
  CROSS JOIN LATERAL (VALUES ('browser', s.browser), ('os', s.os), ('deviceClass', s.device_class),
    ('language', s.language), ('loginType', s.login_type)) AS d(dimension, value)
  WHERE s.customer_id = p_customer
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- What is stored already: the next days of every client row of a day (its previous days stay), the
-- 15-minute client rows and counts from the sessions still kept, the customer rollups from the
-- 15-minute ones (which outlive the sessions that the retention job deleted).
SELECT analytics_client_prevs(customer_id, NULL) FROM (SELECT DISTINCT customer_id FROM session_daily_clients) c;
--> statement-breakpoint
SELECT analytics_quarter_rebuild(customer_id) FROM (SELECT DISTINCT customer_id FROM radius_sessions) c;
--> statement-breakpoint
SELECT analytics_customer_rollups_rebuild(customer_id) FROM (SELECT DISTINCT customer_id FROM session_rollups) c;
