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
