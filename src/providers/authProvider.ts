import type { AuthProvider, UserIdentity } from 'react-admin';
import { PERMISSIONS_REFRESH_MS } from '../domain/constants';
import { can, canAnywhere, type AclMap, type Action, type Subject } from '../domain/acl';
import { activeCustomer } from './activeCustomer';
import { describeError } from './errors';
import type { RestClient } from './restClient';
import { LOGIN_PATH, checkSession, logIn } from './session';
import { secondFactorCalls, type SecondFactorCalls } from './secondFactor';
import type { TokenStore } from './tokenStore';
import { secondFactorGate } from './secondFactorGate';

/**
 * Session (seed 000 §4, §7): login at /auth/authorize, tokens in the token store, refresh before
 * expiry, no logout call to a server. Permissions: the ACL map of /acl/permissions, matched by the
 * domain's one `can` for the active customer.
 */

export { LOGIN_PATH } from './session';

export interface MyProfile {
  _id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  lang?: string | null;
  phone?: string | null;
  timezone?: string | null;
  address?: string | null;
  description?: string | null;
}

export interface PortalIdentity extends UserIdentity {
  email: string;
  firstName: string;
  lastName: string;
  initials: string;
  /** The profile's IANA time zone (formulas and dates are computed in it), when set. */
  timezone: string | null;
}

/** react-admin's view actions → the ACL's actions. */
const ACTION_OF: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
  any: 'any',
};

export function aclAction(action: string): Action {
  return ACTION_OF[action] ?? 'any';
}

/** First letters of first and last name (seed 001 §3), else of the e-mail address. */
export function initialsOf(firstName?: string | null, lastName?: string | null, email?: string): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (letters || email?.[0] || '?').toUpperCase();
}

export interface AuthProviderDeps {
  tokens: TokenStore;
  rest: RestClient;
  /** Extra clean-up on logout (e.g. Apollo's store). */
  onLogout?: () => void;
  /** Permission subject of a resource (the registered modules'); none: no client-side check. */
  subjectOf?: (resource: string) => Subject | undefined;
}

export type PortalAuthProvider = AuthProvider & {
  /** The ACL map, cached for PERMISSIONS_REFRESH_MS (maxAgeMs 0 forces a fetch). */
  getAcl: (maxAgeMs?: number) => Promise<AclMap>;
  /** The second step of a login (src/providers/session.ts). */
  secondFactor?: SecondFactorCalls;
};

export function createAuthProvider({ tokens, rest, onLogout, subjectOf }: AuthProviderDeps): PortalAuthProvider {
  let acl: { value: AclMap; at: number } | null = null;
  let aclInflight: Promise<AclMap> | null = null;
  /**
   * The permission queries of react-admin asked so far (their parameters): the first ask of each
   * takes the answer in hand — the one the login asked for while its success showed, or another
   * query's (react-admin keeps one query per parameters: the pages' and the dashboard's) — and every
   * later ask, a refresh or an invalidation, fetches anew.
   */
  const asked = new Set<string>();

  function getAcl(maxAgeMs = PERMISSIONS_REFRESH_MS): Promise<AclMap> {
    if (acl && Date.now() - acl.at < maxAgeMs) return Promise.resolve(acl.value);
    if (!aclInflight) {
      aclInflight = rest<AclMap>('/acl/permissions', {
        // the customers withheld for want of a second factor (D317) come beside the map
        onBody: (body) => secondFactorGate.fromPermissions(body.secondFactorWithheld),
      })
        .then((value) => {
          acl = { value: value ?? {}, at: Date.now() };
          return acl.value;
        })
        .finally(() => {
          aclInflight = null;
        });
    }
    return aclInflight;
  }

  return {
    /** Resolves with the second step when the account has a second factor (no session yet), else null. */
    async login(credentials: { email: string; password: string }) {
      const step = await logIn(rest, tokens, credentials);
      acl = null;
      asked.clear();
      return step;
    },

    secondFactor: secondFactorCalls(rest, tokens),

    async logout() {
      tokens.clear();
      acl = null;
      asked.clear();
      secondFactorGate.clear();
      activeCustomer.clear({ notify: false });
      onLogout?.();
      return LOGIN_PATH;
    },

    checkAuth: () => checkSession(tokens),

    async checkError(error: unknown) {
      const { code } = describeError(error);
      if (code === 'UNAUTHENTICATED') {
        tokens.clear();
        throw { message: 'errors.UNAUTHENTICATED', redirectTo: LOGIN_PATH };
      }
      // FORBIDDEN and everything else: stay logged in and let the caller show the error.
      // (Rejecting, even with logoutUser: false, makes react-admin resolve the failed call with
      // empty data, so a refused mutation would look like a success.)
    },

    async getIdentity(): Promise<PortalIdentity> {
      const profile = await rest<MyProfile>('/my-profile');
      const firstName = profile.firstName?.trim() ?? '';
      const lastName = profile.lastName?.trim() ?? '';
      return {
        id: profile._id,
        email: profile.email,
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`.trim() || profile.email,
        initials: initialsOf(firstName, lastName, profile.email),
        timezone: profile.timezone?.trim() || null,
      };
    },

    getPermissions(params?: Record<string, unknown>) {
      const { signal: _signal, ...query } = params ?? {};
      const key = JSON.stringify(query);
      const first = !asked.has(key);
      asked.add(key);
      return getAcl(first ? PERMISSIONS_REFRESH_MS : 0);
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const subject = subjectOf?.(resource);
      if (!subject) return true;
      const map = await getAcl();
      const customerId = activeCustomer.getId();
      // Without an active customer the page asks for one; it may open when some customer allows it.
      if (!customerId) return canAnywhere(map, subject, aclAction(action));
      return can(map, subject, aclAction(action), customerId);
    },

    getAcl,
  };
}
