// What every transport (GraphQL, REST, RADIUS, the guest page) hands the services: the process's
// shared parts and, per request, the caller and the two database handles. No module type is in it:
// a module keeps its own process-wide state under its own key (moduleState).
import type { AclMap } from '../../src/domain/acl';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { ViewerCache } from './viewerCache';

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
  /**
   * Customers that require a second factor of their members while the caller has none: left out of
   * `acl`; a refusal naming one of them answers SECOND_FACTOR_REQUIRED (platform/guard.ts, D294).
   */
  secondFactorWithheld?: readonly { customerId: string; company: string }[];
  /** Set when the caller is an API key (tenancy/api-key): its one customer and its name. */
  apiKey?: { id: string; customerId: string; name: string; prefix: string };
}

/** The process's shared parts, the same for every request and transport. */
export interface Services {
  /** Every row: the server's own work. In a request it is `systemDb`. */
  db: Db;
  /** A handle confined to a caller's customers by the database (row-level security; platform/db/client.ts). */
  forRequest: Database['forRequest'];
  config: Config;
  mailer: Mailer;
  /** Recent callers, dropped when the database notifies a change (platform/viewerCache.ts). */
  viewers: ViewerCache;
  /** The streaming replica that takes queries, when DATABASE_READ_URL is set (platform/db/replica.ts). */
  replica?: Database['replica'];
  /** The secret access tokens are signed with (TOKEN_SECRET, or generated once into the settings table). */
  tokenSecret: string;
  /** The modules' process-wide state, each under its own key (moduleState). */
  state: Map<symbol, unknown>;
}

/** One request of a caller, whichever transport it came by. */
export interface RequestContext extends Services {
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
  /**
   * The caller's network address as the transport saw it (the socket's peer), for the limits of
   * unauthenticated work (server/platform/throttle.ts); absent where no transport gives one.
   */
  clientIp?: string;
}

/**
 * A module's process-wide state (a cache, remembered list positions, a token service), made on first
 * use for each server: `const positionsOf = moduleState(() => new ListPositions())`, then
 * `positionsOf(ctx)`. Several servers in one process (tests) each get their own.
 */
export function moduleState<T>(create: (services: Services) => T) {
  const key = Symbol();
  const of = (services: Services): T => {
    let value = services.state.get(key) as T | undefined;
    if (value === undefined) {
      value = create(services);
      services.state.set(key, value);
    }
    return value;
  };
  /** Puts another value in place (a test's smaller step). */
  of.replace = (services: Services, value: T) => void services.state.set(key, value);
  return of;
}
