CREATE TABLE "session_daily_users" (
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"day" date NOT NULL,
	"prev" date NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_users_customer_id_kind_scope_id_day_prev_pk" PRIMARY KEY("customer_id","kind","scope_id","day","prev")
);
--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "prev_customer" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "prev_device" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_daily_clients" ADD COLUMN "prev_location" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "session_daily_clients_client_idx" ON "session_daily_clients" USING btree ("customer_id","client_key");--> statement-breakpoint

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
CREATE FUNCTION analytics_client_prevs(p_customer text, p_clients text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  -- Two statements, not one with "p_clients IS NULL OR …": the generic plan of that would scan
  -- every client row of the customer on each call of the trigger.
  IF p_clients IS NULL THEN
    UPDATE session_daily_clients c SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl
    FROM (SELECT day, hotspot_device_id, location_id, client_key,
        coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity') AS pc,
        coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity') AS pd,
        coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity') AS pl
      FROM session_daily_clients WHERE customer_id = p_customer) w
    WHERE c.customer_id = p_customer AND c.client_key = w.client_key AND c.day = w.day
      AND c.hotspot_device_id = w.hotspot_device_id AND c.location_id = w.location_id
      AND (c.prev_customer, c.prev_device, c.prev_location) IS DISTINCT FROM (w.pc, w.pd, w.pl);
  ELSE
    UPDATE session_daily_clients c SET prev_customer = w.pc, prev_device = w.pd, prev_location = w.pl
    FROM (SELECT day, hotspot_device_id, location_id, client_key,
        coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity') AS pc,
        coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity') AS pd,
        coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity') AS pl
      FROM session_daily_clients WHERE customer_id = p_customer AND client_key = ANY(p_clients)) w
    WHERE c.customer_id = p_customer AND c.client_key = ANY(p_clients) AND c.client_key = w.client_key
      AND c.day = w.day AND c.hotspot_device_id = w.hotspot_device_id AND c.location_id = w.location_id
      AND (c.prev_customer, c.prev_device, c.prev_location) IS DISTINCT FROM (w.pc, w.pd, w.pl);
  END IF;
END $$;
--> statement-breakpoint
-- PL/pgSQL, not SQL: its statement's plan is cached (a SQL function's is made anew on every call).
CREATE FUNCTION analytics_users_delta(r session_daily_clients, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_daily_users AS u (customer_id, kind, scope_id, day, prev, users)
  VALUES (r.customer_id, 'c', '', r.day, r.prev_customer, p_sign),
    (r.customer_id, 'd', r.hotspot_device_id, r.day, r.prev_device, p_sign),
    (r.customer_id, 'l', r.location_id, r.day, r.prev_location, p_sign)
  ON CONFLICT (customer_id, kind, scope_id, day, prev) DO UPDATE SET users = u.users + excluded.users;
END $$;
--> statement-breakpoint
-- With set_config('hotspot.skip_users', 'on', true) it does nothing (the rebuild counts in bulk).
CREATE FUNCTION analytics_on_client_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hotspot.skip_users', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_users_delta(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_users_delta(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts a customer's client rows anew (the rebuild; this migration).
CREATE FUNCTION analytics_users_rebuild(p_customer text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM session_daily_users WHERE customer_id = p_customer;
  INSERT INTO session_daily_users (customer_id, kind, scope_id, day, prev, users)
  SELECT customer_id, 'c', '', day, prev_customer, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 4, 5
  UNION ALL
  SELECT customer_id, 'd', hotspot_device_id, day, prev_device, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 3, 4, 5
  UNION ALL
  SELECT customer_id, 'l', location_id, day, prev_location, count(*) FROM session_daily_clients
    WHERE customer_id = p_customer GROUP BY 1, 3, 4, 5;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_add_session(s radius_sessions, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := analytics_day(s.started_at);
  v_location text := coalesce(s.location_id, '');
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
  -- Client rows with their previous days (the orders of analytics_client_prevs) in one pass, then
  -- their counts (not row by row through the trigger).
  PERFORM set_config('hotspot.skip_users', 'on', true);
  DELETE FROM session_daily_clients WHERE customer_id = p_customer;
  INSERT INTO session_daily_clients (customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    prev_customer, prev_device, prev_location)
  SELECT customer_id, day, hotspot_device_id, location_id, client_key, sessions,
    coalesce(lag(day) OVER (PARTITION BY client_key ORDER BY day, hotspot_device_id, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, hotspot_device_id ORDER BY day, location_id), '-infinity'),
    coalesce(lag(day) OVER (PARTITION BY client_key, location_id ORDER BY day, hotspot_device_id), '-infinity')
  FROM (SELECT customer_id, (started_at AT TIME ZONE v_tz)::date AS day, hotspot_device_id,
      coalesce(location_id, '') AS location_id, analytics_client_key(client_mac_hash, username, id) AS client_key,
      count(*) AS sessions
    FROM radius_sessions WHERE customer_id = p_customer
    GROUP BY 1, 2, 3, 4, 5) g;
  PERFORM set_config('hotspot.skip_users', 'off', true);
  PERFORM analytics_users_rebuild(p_customer);
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
-- Client rows stored before this migration (before the trigger: counted once, at the end).
SELECT analytics_client_prevs(customer_id, NULL), analytics_users_rebuild(customer_id)
FROM (SELECT DISTINCT customer_id FROM session_daily_clients) c;
--> statement-breakpoint
CREATE TRIGGER session_daily_clients_users AFTER INSERT OR DELETE
  OR UPDATE OF day, hotspot_device_id, location_id, prev_customer, prev_device, prev_location
  ON session_daily_clients FOR EACH ROW EXECUTE FUNCTION analytics_on_client_row();
