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
