// The DNS-statistics ingestion endpoint, POST /api/dns-stats/{locationId} (docs/dns-statistics.md):
// no login, the location's key is the authority (./key.ts). A wrong or missing key and an unknown
// location get one and the same 401 (no oracle for location ids); a right key while the customer's
// dnsAnalytics plugin is off gets 403. The batch is checked whole (src/domain/dnsStats.ts) and
// stored in one transaction: a bad record refuses all of it.
import type { IncomingMessage } from 'node:http';
import { checkDnsStatsBatch, DNS_STATS_MAX_BODY } from '../../../src/domain/dnsStats';
import { Limit } from '../../platform/throttle';
import type { Services } from '../../platform/context';
import { pluginBlocksOf } from '../../tenancy/customer';
import { HttpError, clientIp, readBody, sendJson } from '../../platform/http';
import type { Route } from '../../platform/http';
import { noteWrites } from '../../platform/statistics';
import { isDnsStatsKey } from './key';
import * as store from './store';

/**
 * Batches per location and window: a resolver reports every few minutes; a backlog in slices. Both
 * limits are counted in the database (server/platform/throttle.ts), shared by every instance.
 */
export const DNS_STATS_BATCHES_PER_WINDOW = 120;
/** Refused keys per client IP and window (guessing keys is pointless, but costs a lookup each). */
export const DNS_STATS_FAILURES_PER_WINDOW = 30;
export const DNS_STATS_WINDOW_MS = 15 * 60 * 1000;
const MAX_KEY = 100;

const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Invalid DNS statistics key');

function bearer(req: IncomingMessage): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m && m[1].length <= MAX_KEY ? m[1] : null;
}

export function dnsStatsRoutes(services: Services): Route[] {
  const { db } = services;
  const perLocation = new Limit(db, 'dnsloc', DNS_STATS_BATCHES_PER_WINDOW, DNS_STATS_WINDOW_MS);
  const failuresPerIp = new Limit(db, 'dnskey:ip', DNS_STATS_FAILURES_PER_WINDOW, DNS_STATS_WINDOW_MS);
  return [
    {
      method: 'POST',
      pattern: /^\/api\/dns-stats\/(?<locationId>[^/]{1,100})\/?$/,
      handler: async (req, res, params) => {
        const ip = clientIp(req);
        // Counted before the lookup (parallel guesses cannot slip under the limit); a right key takes
        // its count back: only refused keys count.
        const wait = await failuresPerIp.attempt(ip);
        if (wait) {
          req.resume();
          throw new HttpError(429, 'RATE_LIMITED', 'Too many refused keys, try again later', { retryAfter: wait });
        }
        const locationId = params.locationId;
        const key = bearer(req);
        let customerId: string | undefined;
        if (key) {
          for (const c of await store.customersOfLocation(db, locationId)) {
            if (await isDnsStatsKey(db, c, locationId, key)) customerId = c;
          }
        }
        if (!customerId) {
          req.resume();
          throw unauthenticated();
        }
        await failuresPerIp.release(ip);
        const limitKey = `${customerId}/${locationId}`;
        const batchWait = await perLocation.attempt(limitKey);
        if (batchWait) {
          req.resume();
          throw new HttpError(429, 'RATE_LIMITED', 'Too many batches for this location, try again later', {
            retryAfter: batchWait,
          });
        }
        if ((await pluginBlocksOf(db, customerId)).dnsAnalytics?.active !== true) {
          req.resume();
          throw new HttpError(403, 'PLUGIN_INACTIVE', 'The dnsAnalytics plugin is not active for this customer', {
            plugin: 'dnsAnalytics',
          });
        }
        const body = await readBody(req, DNS_STATS_MAX_BODY);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          throw new HttpError(400, 'BAD_USER_INPUT', 'The body must be JSON', { field: 'body' });
        }
        const checked = checkDnsStatsBatch(parsed, Date.now());
        if (!checked.ok) {
          const { field, message, ...rest } = checked.problem;
          throw new HttpError(400, 'BAD_USER_INPUT', `${field} ${message}`, { field, ...rest });
        }
        const written = await store.addBatch(db, customerId, locationId, checked.records);
        noteWrites(db, 'dns_stats', written.totals);
        noteWrites(db, 'dns_stats_entries', written.entries);
        sendJson(res, 200, { stored: checked.records.length });
      },
    },
  ];
}
