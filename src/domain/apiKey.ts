/**
 * API keys (issue 37): what an integration (a PMS, a reporting job) signs in with instead of a person's
 * 600-second token. A key belongs to one customer and carries one role of the specification's role
 * list; it never carries more than its creator holds for that customer. The rules here are the form's
 * and the server's (name, role, expiry), the key's text format and the "within the creator's grants"
 * check.
 */
import { permissionsForRoles, type AclMap } from './acl';
import { INVITE_ROLES, type InviteRole } from './enums';
import { grantsBeyond } from './invite';
import { isEmpty, maxLength, parseIsoDate, required, text, type Invalid, type Validator } from './validation';

/** Longest name of a key. */
export const API_KEY_NAME_MAX = 100;
/** Longest lifetime of a key (decision D227): at most a year from its creation. */
export const API_KEY_MAX_DAYS = 366;
/** Default lifetime offered by the form. */
export const API_KEY_DEFAULT_DAYS = 90;
/** Requests per minute a key may make (the database throttle; answered with 429 RATE_LIMITED above it). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/** How often a key's last use is written at most. */
export const API_KEY_LAST_USED_EVERY_MS = 60_000;

/**
 * The roles a key may carry: the invite roles of the specification except app-user (it grants nothing
 * in the portal, so a key with it could do nothing).
 */
export const API_KEY_ROLES = INVITE_ROLES.filter((r) => r !== 'app-user') as readonly InviteRole[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export const isApiKeyRole = (role: unknown): role is ApiKeyRole =>
  typeof role === 'string' && (API_KEY_ROLES as readonly string[]).includes(role);

const R = 'resources.apiKey.errors';

/**
 * The permission strings of `role` that the holder of `acl` does not hold for `customerId` (empty: the
 * holder may give a key this role). The same expansion and matcher as invites (grantsBeyond).
 */
export const roleBeyondHeld = (acl: AclMap, customerId: string, role: string): string[] =>
  grantsBeyond(acl, customerId, permissionsForRoles([role]));

/** The roles the holder of `acl` may give a key of `customerId`: those whose permissions they hold. */
export const grantableApiKeyRoles = (acl: AclMap, customerId: string): ApiKeyRole[] =>
  API_KEY_ROLES.filter((role) => roleBeyondHeld(acl, customerId, role).length === 0);

/** One of the key roles. */
export const apiKeyRole: Validator = (value) =>
  isEmpty(value) || isApiKeyRole(value) ? undefined : { message: `${R}.role`, args: { value } };

/** The latest expiry a key created at `now` may have. */
export const apiKeyMaxExpiry = (now = Date.now()): Date => new Date(now + API_KEY_MAX_DAYS * 24 * 3600 * 1000);

/** The expiry the form proposes: API_KEY_DEFAULT_DAYS from `now`, as a date (YYYY-MM-DD). */
export const defaultApiKeyExpiry = (now = Date.now()): string =>
  new Date(now + API_KEY_DEFAULT_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The expiry of a key: a date (or date-time) that exists, after `now` and at most API_KEY_MAX_DAYS after
 * it. `now` is injectable for tests.
 */
export const apiKeyExpiresAt =
  (now: () => number = Date.now): Validator =>
  (value): Invalid | undefined => {
    if (isEmpty(value)) return undefined;
    const t = parseIsoDate(value);
    if (t === null) return { message: 'forms.validationMessages.date', args: { min: '1970-01-01', max: '9999-12-31' } };
    if (t <= now()) return { message: 'forms.validationMessages.futureDate', args: {} };
    const max = apiKeyMaxExpiry(now());
    if (t > max.getTime())
      return { message: `${R}.expiryTooFar`, args: { days: API_KEY_MAX_DAYS, max: max.toISOString().slice(0, 10) } };
    return undefined;
  };

/** createApiKey: name, role and expiry are required. */
export const apiKeyRules = (now: () => number = Date.now): Readonly<Record<string, readonly Validator[]>> => ({
  name: [required, text, maxLength(API_KEY_NAME_MAX)],
  role: [required, apiKeyRole],
  expiresAt: [required, apiKeyExpiresAt(now)],
});

/**
 * The key's text: `hpk_<customerId>_<id>_<secret>` — the customer (so that the lookup is routed by
 * tenant, as every tenant key), 10 hex characters naming the key, and 43 base64url characters of 256
 * random bits. `hpk_<customerId>_<id>` is the public prefix shown in lists.
 */
export const API_KEY_PATTERN = /^hpk_(K\d{6})_([0-9a-f]{10})_([A-Za-z0-9_-]{43})$/;
export const API_KEY_PREFIX_PATTERN = /^hpk_K\d{6}_[0-9a-f]{10}$/;

export interface ParsedApiKey {
  customerId: string;
  prefix: string;
  secret: string;
}

/** The parts of a key's text, or null when it is not shaped like one. */
export function parseApiKey(token: string): ParsedApiKey | null {
  const m = API_KEY_PATTERN.exec(token);
  if (!m) return null;
  return { customerId: m[1]!, prefix: `hpk_${m[1]}_${m[2]}`, secret: m[3]! };
}

/** Does a bearer look like an API key (and not like a session's JWT)? */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('hpk_');

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** A key's state at `now`: revoked wins over expired. */
export function apiKeyStatus(
  key: { revokedAt?: string | Date | null; expiresAt: string | Date },
  now = Date.now(),
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active';
}
