import { DATA_TOKEN_COOKIE_DAYS } from '../domain/constants';
import { DAY_S, deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * Access and refresh token of the session, kept in a cookie for 7 days (seed 000 §7, §9: "token
 * cookie for the data interface"). The access token (JWT, 600 s) is checked before every call and
 * refreshed first when it expires within REFRESH_MARGIN_S. Refresh tokens rotate (single use), so
 * refreshing is single-flight within the tab and, where the browser has Web Locks, across tabs: a
 * tab that waited re-reads the cookie and uses the tokens another tab already obtained.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface JwtClaims {
  sub?: string;
  exp?: number;
}

export const TOKEN_COOKIE = 'hp.session';
export const REFRESH_MARGIN_S = 30;
const LOCK_NAME = 'hotspot-portal-token-refresh';

export function decodeJwt(token: string): JwtClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** The user id of a token: the part after the pipe of `sub` ('local|<userId>'). */
export function userIdOf(token: string | undefined): string | undefined {
  const sub = token ? decodeJwt(token)?.sub : undefined;
  if (!sub) return undefined;
  const pipe = sub.indexOf('|');
  return pipe >= 0 ? sub.slice(pipe + 1) : sub;
}

export class SessionExpiredError extends Error {
  readonly status = 401;
  readonly body = { error: { code: 'UNAUTHENTICATED' } };
  constructor() {
    super('UNAUTHENTICATED');
    this.name = 'SessionExpiredError';
  }
}

export interface TokenStoreOptions {
  fetch?: typeof fetch;
  now?: () => number;
  refreshUrl?: string;
}

export type TokenStore = ReturnType<typeof createTokenStore>;

export function createTokenStore(options: TokenStoreOptions = {}) {
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const now = options.now ?? Date.now;
  const refreshUrl = options.refreshUrl ?? '/auth/refresh';
  let inflight: Promise<string | null> | null = null;

  function get(): Tokens | null {
    const raw = readCookie(TOKEN_COOKIE);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<Tokens>;
      return parsed.accessToken && parsed.refreshToken
        ? { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken }
        : null;
    } catch {
      return null;
    }
  }

  function set(tokens: Tokens): void {
    writeCookie(TOKEN_COOKIE, JSON.stringify(tokens), DATA_TOKEN_COOKIE_DAYS * DAY_S);
  }

  function clear(): void {
    deleteCookie(TOKEN_COOKIE);
  }

  /** true when the access token is valid for at least `marginS` more seconds. */
  function isFresh(accessToken: string, marginS = REFRESH_MARGIN_S): boolean {
    const exp = decodeJwt(accessToken)?.exp;
    return typeof exp === 'number' && exp * 1000 - now() > marginS * 1000;
  }

  async function refreshNow(staleAccess: string | undefined): Promise<string | null> {
    const current = get();
    if (!current) return null;
    // Another tab may have rotated the tokens while this one waited for the lock.
    if (current.accessToken !== staleAccess && isFresh(current.accessToken)) return current.accessToken;
    const response = await doFetch(refreshUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
    });
    if (response.status === 401 || response.status === 400 || response.status === 403) {
      clear();
      return null;
    }
    if (!response.ok) throw Object.assign(new Error(`refresh failed: ${response.status}`), { status: response.status });
    const json = (await response.json()) as { data?: Partial<Tokens> };
    if (!json.data?.accessToken || !json.data.refreshToken) {
      clear();
      return null;
    }
    const tokens = { accessToken: json.data.accessToken, refreshToken: json.data.refreshToken };
    set(tokens);
    return tokens.accessToken;
  }

  /** Refresh once for all callers; across tabs when Web Locks exist. Null: the session is over. */
  function refresh(): Promise<string | null> {
    if (!inflight) {
      const stale = get()?.accessToken;
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      const run: Promise<string | null> = locks
        ? (locks.request(LOCK_NAME, () => refreshNow(stale)) as unknown as Promise<string | null>)
        : refreshNow(stale);
      inflight = run.finally(() => {
        inflight = null;
      });
    }
    return inflight as Promise<string | null>;
  }

  /** A usable access token (refreshed first when it is about to expire), or null. */
  async function getAccessToken(): Promise<string | null> {
    const tokens = get();
    if (!tokens) return null;
    if (isFresh(tokens.accessToken)) return tokens.accessToken;
    return refresh();
  }

  function userId(): string | undefined {
    return userIdOf(get()?.accessToken);
  }

  return { get, set, clear, isFresh, refresh, getAccessToken, userId };
}

/** The token store of the running portal. */
export const tokenStore = createTokenStore();
