// The caller behind an access token: the user and their grants (cached per instance, platform/viewerCache.ts).
import { eq } from 'drizzle-orm';
import { buildAcl, isSupportUser } from '../../../src/domain/acl';
import { looksLikeApiKey } from '../../../src/domain/apiKey';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { moduleState, type Services, type Viewer } from '../../platform/context';
import { users } from './table';
import { grantsWithRequirement, hasFactor, secondFactorState } from './secondFactor';
import { TokenService } from './tokens';
import { apiKeyRateWait, apiKeyViewer } from '../api-key';

/** The token service of a server, made from its secret on first use. */
export const tokensOf = moduleState((services) => new TokenService(services.tokenSecret));

export async function loadViewer(db: Db, config: Config, userId: string): Promise<Viewer | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const all = await grantsWithRequirement(db, userId);
  // A customer that requires a second factor of its members (D287) is not among the caller's grants
  // while the caller has none: its data is refused until the factor is set up. The database tells the
  // callers' cache when either changes (user_totp and customers triggers, migration 0046).
  // A passkey counts as a factor like TOTP (D291; trigger user_passkeys_notify_viewer, migration 0049).
  const withheld =
    all.some((g) => g.required) && !hasFactor(await secondFactorState(db, userId))
      ? all.filter((g) => g.required).map((g) => ({ customerId: g.customerKey, company: g.company ?? g.customerKey }))
      : [];
  const grants = withheld.length ? all.filter((g) => !g.required) : all;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    homeCustomerId: user.homeCustomerId,
    acl: buildAcl(grants.map((g) => ({ customerKey: g.customerKey, roles: g.roles, permissions: g.permissions }))),
    isSupport: isSupportUser(user.email, config.supportMailDomains),
    tokenVersion: user.tokenVersion,
    // A refusal naming one of them says why (SECOND_FACTOR_REQUIRED, platform/guard.ts, D294).
    ...(withheld.length ? { secondFactorWithheld: withheld } : {}),
  };
}

/** Reads `Authorization: Bearer <jwt>` and resolves the caller. */
export async function viewerFromRequest(
  services: Services,
  authorization: string | null | undefined,
): Promise<{ viewer: Viewer | null; authError?: 'expired' | 'invalid' }> {
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!m) return { viewer: null };
  const token = m[1].trim();
  // An integration's API key (tenancy/api-key): read from the database on each request.
  if (looksLikeApiKey(token)) return apiKeyViewer(services, token);
  const res = await tokensOf(services).verifyAccess(token);
  if ('error' in res) return { viewer: null, authError: res.error };
  const viewer = await services.viewers.get(res.userId, res.tokenVersion, () =>
    loadViewer(services.db, services.config, res.userId),
  );
  // A token of a revoked generation (password changed or reset) is invalid, not expired: refreshing
  // cannot help, its refresh tokens were revoked with it.
  return viewer && viewer.tokenVersion === res.tokenVersion ? { viewer } : { viewer: null, authError: 'invalid' };
}

/**
 * Counts a request of an API key sent as bearer against its limit: 0 when it may go ahead, else the
 * seconds to wait (HTTP 429). Any other bearer: 0.
 */
export function bearerRateWait(services: Services, authorization: string | null | undefined): Promise<number> {
  const m = /^Bearer\s+(hpk_\S+)\s*$/i.exec(authorization ?? '');
  return m ? apiKeyRateWait(services, m[1]!) : Promise.resolve(0);
}
