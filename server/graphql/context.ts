// The request context: the database, the caller (from the Bearer token) and the caller's ACL map.
import { eq } from 'drizzle-orm';
import { buildAcl, isSupportUser, type AclMap } from '../../src/domain/acl';
import type { Config } from '../platform/config';
import type { Database, Db } from '../platform/db/client';
import type { ListPositions } from '../access/wifi-code/positions';
import { userGrants, users } from '../db/schema';
import type { TokenService } from '../tenancy/identity/tokens';
import type { Mailer } from '../platform/mail/mailer';
import type { ViewerCache } from '../tenancy/identity/viewerCache';

export interface Viewer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  homeCustomerId: string | null;
  acl: AclMap;
  isSupport: boolean;
  /** users.token_version: an access token signed with another version is refused. */
  tokenVersion: number;
}

export interface Services {
  /** Every row: the server's own work. In a GraphQL request it is `systemDb`. */
  db: Db;
  /** A handle confined to a caller's customers by the database (row-level security; server/db/client.ts). */
  forRequest: Database['forRequest'];
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Recent callers, dropped when the database notifies a change (server/auth/viewerCache.ts). */
  viewers: ViewerCache;
  /** The streaming replica that takes queries, when DATABASE_READ_URL is set (server/db/replica.ts). */
  replica?: Database['replica'];
  /** Remembered positions in the WiFi-code lists (server/modules/wifi-code/positions.ts). */
  positions: ListPositions;
}

export interface GraphQLContext extends Services {
  /**
   * The caller's handle: on PostgreSQL the database itself returns and accepts only rows of the
   * caller's customers (rowScope of their grants), whatever a query asks for.
   */
  db: Db;
  /**
   * Every row, for the few reads and writes a caller makes beyond their customers by design (the
   * organisation of an invitation they accept, their white-label partner, the audit log). Each use
   * is a decision named where it is made; docs/security.md lists them.
   */
  systemDb: Db;
  viewer: Viewer | null;
  /** Why there is no viewer although a token was sent. */
  authError?: 'expired' | 'invalid';
}

export async function loadViewer(db: Db, config: Config, userId: string): Promise<Viewer | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const grants = await db.select().from(userGrants).where(eq(userGrants.userId, userId));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    homeCustomerId: user.homeCustomerId,
    acl: buildAcl(grants.map((g) => ({ customerKey: g.customerKey, roles: g.roles, permissions: g.permissions }))),
    isSupport: isSupportUser(user.email, config.supportMailDomains),
    tokenVersion: user.tokenVersion,
  };
}

/** Reads `Authorization: Bearer <jwt>` and resolves the caller. */
export async function viewerFromRequest(
  services: Services,
  authorization: string | null | undefined,
): Promise<{ viewer: Viewer | null; authError?: 'expired' | 'invalid' }> {
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!m) return { viewer: null };
  const res = await services.tokens.verifyAccess(m[1].trim());
  if ('error' in res) return { viewer: null, authError: res.error };
  const viewer = await services.viewers.get(res.userId, res.tokenVersion, () =>
    loadViewer(services.db, services.config, res.userId),
  );
  // A token of a revoked generation (password changed or reset) is invalid, not expired: refreshing
  // cannot help, its refresh tokens were revoked with it.
  return viewer && viewer.tokenVersion === res.tokenVersion ? { viewer } : { viewer: null, authError: 'invalid' };
}
