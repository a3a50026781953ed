// An API key sent as `Authorization: Bearer hpk_…` (issue 37, docs/api-keys.md): the caller it stands
// for, and its rate limit.
//
// The key is read from the database on every request, by (customer_id, prefix): no instance keeps a
// key in memory, so a revoked or expired key is refused by every instance from its next request on,
// without a notification having to arrive first (docs/decisions.md D228). Its caller is the key's one
// role on its one customer: never a '*' grant, never support status, never another customer.
import { createHash, timingSafeEqual } from 'node:crypto';
import { permissionsForRoles } from '../../../src/domain/acl';
import { API_KEY_LAST_USED_EVERY_MS, API_KEY_REQUESTS_PER_MINUTE, parseApiKey } from '../../../src/domain/apiKey';
import { moduleState, type Services, type Viewer } from '../../platform/context';
import { Limit } from '../../platform/throttle';
import * as store from './store';

/** SHA-256 of the secret, hex: enough for 256 random bits (D227), and constant time to compare. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** When this instance last wrote a key's last use (at most one write a minute per key and instance). */
const lastTouchOf = moduleState(() => new Map<string, number>());
/** The requests of a key per minute, counted in the database over all instances. */
export const limitOf = moduleState(
  (services) => new Limit(services.db, 'api-key', API_KEY_REQUESTS_PER_MINUTE, 60_000),
);

/** The caller of an API key's text, or why there is none. */
export async function apiKeyViewer(
  services: Services,
  token: string,
  now = Date.now(),
): Promise<{ viewer: Viewer | null; authError?: 'invalid' }> {
  const parsed = parseApiKey(token);
  if (!parsed) return { viewer: null, authError: 'invalid' };
  // Beyond any grant by design: the key's own lookup, before its caller is known (docs/security.md).
  const row = await store.findByPrefix(services.db, parsed.customerId, parsed.prefix);
  if (!row) return { viewer: null, authError: 'invalid' };
  const presented = Buffer.from(hashSecret(parsed.secret), 'hex');
  const stored = Buffer.from(row.secretHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored))
    return { viewer: null, authError: 'invalid' };
  // Revoked or expired: refused like an unknown key (there is nothing to refresh).
  if (row.revokedAt || row.expiresAt.getTime() <= now) return { viewer: null, authError: 'invalid' };
  const touched = lastTouchOf(services);
  if (now - (touched.get(row.id) ?? 0) >= API_KEY_LAST_USED_EVERY_MS) {
    touched.set(row.id, now);
    if (touched.size > 10_000) touched.clear();
    await store.touch(services.db, row.customerId, row.id, API_KEY_LAST_USED_EVERY_MS);
  }
  return {
    viewer: {
      id: `api-key:${row.id}`,
      // What the audit log names as the actor.
      email: `API key ${row.name}`,
      firstName: null,
      lastName: null,
      homeCustomerId: row.customerId,
      acl: { [row.customerId]: permissionsForRoles([row.role]) },
      isSupport: false,
      tokenVersion: 0,
      apiKey: { id: row.id, customerId: row.customerId, name: row.name, prefix: row.prefix },
    },
  };
}

/**
 * Counts a request of the key a bearer names: 0 when it may go ahead, else the seconds until its
 * minute ends (API_KEY_REQUESTS_PER_MINUTE per key, over all instances). Not a key: 0.
 */
export async function apiKeyRateWait(services: Services, token: string): Promise<number> {
  const parsed = parseApiKey(token);
  if (!parsed) return 0;
  return limitOf(services).attempt(parsed.prefix);
}
