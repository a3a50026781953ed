// Upkeep of the analytics rollups (migration 0016): the rebuild of a customer, the analytics time
// zone setting, and what a location delete does to its analytics.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { ALL_LOCATIONS, MONTH_SUFFIX, TOTAL_DIMENSION } from '../dns-analytics';

const rowsOf = async <T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Recomputes a customer's rollups from its sessions (migration 0016). */
export async function rebuild(db: Db | Tx, customerId: string): Promise<void> {
  await db.execute(sql`SELECT analytics_rebuild(${customerId})`);
}

/** Customers with sessions (one index probe per customer, no scan of the sessions). */
export async function customersWithSessions(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT c.customer_id AS id FROM customers c
      WHERE EXISTS (SELECT 1 FROM radius_sessions s WHERE s.customer_id = c.customer_id)`,
  );
  return rows.map((r) => r.id);
}

/**
 * Seed 001 §3: a deleted location stops its analytics. Its sessions lose the location (without the
 * triggers) and its rollup rows merge into the rows without a location (location_id ''), so the
 * customer's and the devices' figures stay whole and equal to a rebuild; no location row is left
 * to report. Its DNS statistics exist only per location: they go. Inside the delete's transaction.
 */
export async function forgetLocation(tx: Tx, customerId: string, locationId: string): Promise<void> {
  const at = sql`customer_id = ${customerId} AND location_id = ${locationId}`;
  // Its clients' previous and next days and buckets (migrations 0020, 0056) change with the merge:
  // recomputed at the end (the customer's own rollups, session_customer_rollups, stay as they are).
  const [{ clients }] = await rowsOf<{ clients: string[] }>(
    tx,
    sql`SELECT coalesce(array_agg(DISTINCT client_key), '{}') AS clients FROM session_daily_clients WHERE ${at}`,
  );
  await tx.execute(sql`SELECT set_config('hotspot.skip_rollups', 'on', true)`);
  await tx.execute(sql`UPDATE radius_sessions SET location_id = NULL WHERE ${at}`);
  await tx.execute(sql`SELECT set_config('hotspot.skip_rollups', 'off', true)`);
  const measures = ['sessions', 'logins', 'stopped', 'dwell_seconds', 'input_bytes', 'output_bytes', 'page_views'];
  for (const [table, key] of [
    ['session_rollups', 'bucket'],
    ['session_daily', 'day'],
  ]) {
    const cols = measures.join(', ');
    const add = measures.map((m) => `${m} = r.${m} + excluded.${m}`).join(', ');
    await tx.execute(sql`INSERT INTO ${sql.raw(table)} AS r (customer_id, ${sql.raw(key)}, hotspot_device_id, location_id, ${sql.raw(cols)})
      SELECT customer_id, ${sql.raw(key)}, hotspot_device_id, '', ${sql.raw(cols)} FROM ${sql.raw(table)} WHERE ${at}
      ON CONFLICT (customer_id, ${sql.raw(key)}, hotspot_device_id, location_id) DO UPDATE SET ${sql.raw(add)}`);
  }
  await tx.execute(sql`INSERT INTO session_daily_clients AS r (customer_id, day, hotspot_device_id, location_id, client_key, sessions)
    SELECT customer_id, day, hotspot_device_id, '', client_key, sessions FROM session_daily_clients WHERE ${at}
    ON CONFLICT (customer_id, day, hotspot_device_id, location_id, client_key) DO UPDATE SET sessions = r.sessions + excluded.sessions`);
  await tx.execute(sql`INSERT INTO session_quarter_clients AS r (customer_id, bucket, hotspot_device_id, location_id, client_key, sessions)
    SELECT customer_id, bucket, hotspot_device_id, '', client_key, sessions FROM session_quarter_clients WHERE ${at}
    ON CONFLICT (customer_id, bucket, hotspot_device_id, location_id, client_key) DO UPDATE SET sessions = r.sessions + excluded.sessions`);
  await tx.execute(sql`INSERT INTO session_daily_dims AS r (customer_id, day, hotspot_device_id, location_id, dimension, value, sessions)
    SELECT customer_id, day, hotspot_device_id, '', dimension, value, sessions FROM session_daily_dims WHERE ${at}
    ON CONFLICT (customer_id, day, dimension, hotspot_device_id, location_id, value) DO UPDATE SET sessions = r.sessions + excluded.sessions`);
  // The customer-wide DNS rows (location '*', daily and monthly, server/insights/dns-analytics/store.ts)
  // lose what this location added, before its own rows go.
  await tx.execute(sql`UPDATE dns_stats_entries AS star SET requests = star.requests - loc.requests,
      blocked = star.blocked - loc.blocked, threats = star.threats - loc.threats
    FROM dns_stats_entries AS loc
    WHERE loc.customer_id = ${customerId} AND loc.location_id = ${locationId}
      AND star.customer_id = loc.customer_id AND star.location_id = ${ALL_LOCATIONS}
      AND star.day = loc.day AND star.dimension = loc.dimension AND star.key = loc.key`);
  await tx.execute(sql`UPDATE dns_stats_entries AS star SET requests = star.requests - m.requests,
      blocked = star.blocked - m.blocked, threats = star.threats - m.threats
    FROM (SELECT date_trunc('month', day)::date AS day, dimension || ${MONTH_SUFFIX} AS dimension, key,
            sum(requests) AS requests, sum(blocked) AS blocked, sum(threats) AS threats
          FROM dns_stats_entries
          WHERE customer_id = ${customerId} AND location_id = ${locationId} AND dimension <> ${TOTAL_DIMENSION}
          GROUP BY 1, 2, 3) AS m
    WHERE star.customer_id = ${customerId} AND star.location_id = ${ALL_LOCATIONS}
      AND star.day = m.day AND star.dimension = m.dimension AND star.key = m.key`);
  await tx.execute(sql`DELETE FROM dns_stats_entries WHERE customer_id = ${customerId}
    AND location_id = ${ALL_LOCATIONS} AND requests = 0 AND blocked = 0 AND threats = 0`);
  for (const table of [
    'session_rollups',
    'session_daily',
    'session_daily_clients',
    'session_quarter_clients',
    'session_daily_dims',
    'dns_stats',
    'dns_stats_entries',
  ])
    await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE ${at}`);
  if (clients.length > 0) {
    const keys = sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(clients)}::jsonb))`;
    await tx.execute(sql`SELECT analytics_client_prevs(${customerId}, ${keys})`);
    await tx.execute(sql`SELECT analytics_quarter_prevs(${customerId}, ${keys}, '-infinity', 'infinity')`);
  }
}

export async function storedTimezone(db: Db): Promise<string | null> {
  const [row] = await rowsOf<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = 'analytics_timezone'`);
  return row?.value ?? null;
}

export async function storeTimezone(db: Db | Tx, tz: string): Promise<void> {
  await db.execute(sql`INSERT INTO settings (key, value) VALUES ('analytics_timezone', ${tz})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}
