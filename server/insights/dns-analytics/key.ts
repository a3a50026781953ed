// The key of a location's DNS-statistics ingestion (docs/dns-statistics.md): HMAC-SHA256 under the
// installation's secret of 'dns-stats:' + customerId + ':' + locationId, base64url. Derived, never
// stored: nothing to leak from a table, and every instance on one database computes the same key.
// The secret lives in the settings table like the other installation secrets (server/platform/secrets.ts);
// deleting its row there (and restarting: the secret is cached) revokes every DNS-statistics key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../platform/db/client';
import { cachedSecret } from '../../platform/secrets';

/** settings.key of the installation secret the keys are derived from. */
export const DNS_STATS_SECRET = 'dns_stats_key_secret';

export async function dnsStatsKey(db: Db | Tx, customerId: string, locationId: string): Promise<string> {
  const secret = await cachedSecret(db as Db, DNS_STATS_SECRET);
  return createHmac('sha256', secret).update(`dns-stats:${customerId}:${locationId}`).digest('base64url');
}

/** Whether `given` is the location's key (compared in constant time). */
export async function isDnsStatsKey(
  db: Db | Tx,
  customerId: string,
  locationId: string,
  given: string,
): Promise<boolean> {
  const expected = Buffer.from(await dnsStatsKey(db, customerId, locationId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
