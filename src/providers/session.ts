import type { RestClient } from './restClient';
import type { TokenStore } from './tokenStore';

/**
 * The session alone (seed 000 §4, §7): logging in and checking the session, without permissions.
 * The auth provider builds on it; the login page, which loads without the portal, uses it directly.
 */

export const LOGIN_PATH = '/auth/login';

/** Logs in at /auth/authorize and keeps the tokens in the token store. */
export async function logIn(
  rest: RestClient,
  tokens: TokenStore,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const data = await rest<{ accessToken: string; refreshToken: string }>('/auth/authorize', {
    method: 'POST',
    body: { email: String(email ?? '').trim(), password },
    auth: false,
  });
  tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
}

/**
 * Resolves for a session (refreshing an expired access token); rejects as react-admin's checkAuth
 * expects, with the login page as the place to go.
 */
export async function checkSession(tokens: TokenStore): Promise<void> {
  const current = tokens.get();
  if (!current) throw { message: false, redirectTo: LOGIN_PATH };
  if (tokens.isFresh(current.accessToken)) return;
  let token: string | null;
  try {
    token = await tokens.refresh();
  } catch {
    return; // offline: keep the session, data calls report the network error
  }
  if (!token) throw { message: 'errors.UNAUTHENTICATED', redirectTo: LOGIN_PATH };
}
