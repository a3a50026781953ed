import { reportDataError } from './dataErrorSink';
import type { RestClient } from './restClient';
import type { TokenStore } from './tokenStore';

/**
 * The session alone (seed 000 §4, §7): logging in and checking the session, without permissions.
 * The auth provider builds on it; the login page, which loads without the portal, uses it directly.
 */

export const LOGIN_PATH = '/auth/login';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * The step after a right password when the account has a second factor (`totp`: a code from the app or
 * a recovery code) or the installation's policy asks for one it has not set up (`enrol`); the
 * challenge goes with the next call (docs/security.md "Second factor").
 */
export interface SecondStep {
  secondFactor: 'totp' | 'enrol';
  challenge: string;
  /** With `totp`: the kinds of factor the account has (a passkey, a code from the app; D291). */
  methods?: ('totp' | 'passkey')[];
}

/**
 * Logs in at /auth/authorize and keeps the tokens in the token store; resolves with the second step
 * when one follows (no tokens yet), else with null.
 */
export async function logIn(
  rest: RestClient,
  tokens: TokenStore,
  { email, password }: { email: string; password: string },
): Promise<SecondStep | null> {
  const data = await rest<TokenPair | SecondStep>('/auth/authorize', {
    method: 'POST',
    body: { email: String(email ?? '').trim(), password },
    auth: false,
  });
  if ('challenge' in data)
    return {
      secondFactor: data.secondFactor,
      challenge: data.challenge,
      ...(Array.isArray(data.methods) ? { methods: data.methods } : {}),
    };
  tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  return null;
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
  } catch (error) {
    // offline: keep the session, data calls report the network error (seed 000 §8: logged)
    reportDataError('auth', 'token refresh', 'NETWORK', error);
    return;
  }
  if (!token) throw { message: 'errors.UNAUTHENTICATED', redirectTo: LOGIN_PATH };
}
