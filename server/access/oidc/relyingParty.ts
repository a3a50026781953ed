// The OpenID Connect relying party of CIDAAS_LOGIN (docs/oidc-login.md): the authorization-code flow
// with PKCE through openid-client (a certified relying-party library), against the issuer of the
// cidaas plugin (`apiUrl`: its discovery document), with the plugin's clientId and clientSecret
// (client_secret_post). The library checks state, nonce, the `iss` of the response and the ID token
// (signature from the issuer's JWKS, issuer, audience, expiry).
//
// Outbound calls: each request (discovery, token, JWKS) ends after timeoutMs; a GET that failed
// (network, time-out, 5xx) is tried once more, the token POST only when it surely never reached the
// provider (connection refused, name not found: the code is usable once). A provider that failed
// circuitFailures times in a row is refused at once for circuitOpenMs (the guest page shows its Error
// slot in milliseconds instead of hanging), then one attempt tries again. Nothing here logs a secret,
// a code, a token or a claim: warnings name the issuer's origin and the failure class only.
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { log } from '../../platform/log';
import { Circuits } from '../../platform/circuit';

/** The provider a login goes to: the cidaas plugin's settings. */
export interface OidcProviderRef {
  /** The issuer (the plugin's apiUrl): `<issuer>/.well-known/openid-configuration` is its discovery document. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Why a flow did not end in a verified ID token:
 * - `unavailable`: the provider could not be reached, timed out, answered 5xx or not as a provider
 *   does (or its circuit is open after such failures);
 * - `denied`: the provider answered `error=access_denied` (the guest cancelled or was refused);
 * - `invalid`: anything else the checks refused (state, nonce, ID token, an unknown code, a client
 *   the provider does not accept).
 */
export type OidcFailure = 'unavailable' | 'denied' | 'invalid';

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type OidcIdentity = { ok: true; issuer: string; subject: string } | { ok: false; failure: OidcFailure };

export interface RelyingParty {
  /** The provider's authorization URL for this flow (discovery first, cached). */
  authorizationUrl(
    ref: OidcProviderRef,
    o: FlowSecrets & { redirectUri: string; lang: string },
  ): Promise<{ ok: true; url: string } | { ok: false; failure: OidcFailure }>;
  /** The callback (`currentUrl`: the public redirect URI with the provider's query): code → verified ID token. */
  finish(ref: OidcProviderRef, currentUrl: URL, o: FlowSecrets): Promise<OidcIdentity>;
  /** The origin of the provider's authorization endpoint, when its discovery is known (the page's form-action). */
  authorizationOrigin(ref: OidcProviderRef): string | null;
}

export interface RelyingPartyOptions {
  /** Per request (discovery, token, JWKS). Default 5 s. */
  timeoutMs?: number;
  /** Extra attempts of a request that failed as described above. Default 1. */
  retries?: number;
  circuitFailures?: number;
  circuitOpenMs?: number;
  /** How long a discovered configuration is reused. Default 10 minutes. */
  discoveryTtlMs?: number;
  /** Issuers that may be plain http (the portal's own stand-in); loopback issuers always may. */
  insecureIssuers?: () => readonly string[];
  warn?: (line: string) => void;
  now?: () => number;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
/** Errors of a connection that never reached the server: a retry cannot use a code twice. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** A request that failed for good (a TypeError, as fetch's own: the library passes those through unwrapped). */
class Unavailable extends TypeError {}

/** The code of a failed fetch's cause (ECONNREFUSED …), else its name. */
function causeOf(e: unknown): string {
  const cause = (e as { cause?: { code?: string; name?: string } })?.cause;
  return cause?.code ?? cause?.name ?? (e as Error)?.name ?? 'error';
}

/** An `error` of the provider's answer (RFC 6749 §4.1.2.1) as the guest page shows it. */
const errorFailure = (error: string): OidcFailure =>
  error === 'access_denied'
    ? 'denied'
    : error === 'temporarily_unavailable' || error === 'server_error'
      ? 'unavailable'
      : 'invalid';

/** What a failure of the library means for the guest page and the circuit. */
export function classify(e: unknown): OidcFailure {
  for (let c: unknown = e, depth = 0; c && depth < 5; c = (c as { cause?: unknown }).cause, depth++)
    if (c instanceof Unavailable) return 'unavailable';
  if (e instanceof TypeError) return 'unavailable';
  if (e instanceof client.AuthorizationResponseError) return errorFailure(e.error);
  if (e instanceof client.ResponseBodyError) return e.status >= 500 ? 'unavailable' : 'invalid';
  const code = (e as { code?: string })?.code;
  if (
    code === 'OAUTH_TIMEOUT' ||
    code === 'OAUTH_ABORT' ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    code === 'OAUTH_RESPONSE_IS_NOT_JSON'
  )
    return 'unavailable';
  return 'invalid';
}

export function createRelyingParty(o: RelyingPartyOptions = {}): RelyingParty {
  const timeoutMs = o.timeoutMs ?? 5000;
  const retries = o.retries ?? 1;
  const circuitFailures = o.circuitFailures ?? 3;
  const circuitOpenMs = o.circuitOpenMs ?? 30_000;
  const discoveryTtlMs = o.discoveryTtlMs ?? 10 * 60_000;
  const warn = o.warn ?? ((line: string) => log.warn(line));
  const now = o.now ?? Date.now;

  /** Per issuer (server/platform/circuit.ts). */
  const circuits = new Circuits({
    failures: circuitFailures,
    openMs: circuitOpenMs,
    now,
    onOpen: (issuer, failures, openMs) =>
      warn(
        `oidc: provider ${where(issuer)} failed ${failures} times in a row; refusing its logins for ${openMs / 1000} s`,
      ),
  });
  /** Per issuer, client and secret (hashed): the discovered configuration and when it was made. */
  const configs = new Map<string, { at: number; config: Promise<client.Configuration>; origin: string | null }>();

  const where = (issuer: string) => {
    try {
      return new URL(issuer).origin;
    } catch {
      return 'invalid issuer';
    }
  };

  /** fetch with a time-out per attempt and the retries described above. */
  const policyFetch: client.CustomFetch = async (url, options) => {
    const method = (options.method ?? 'GET').toUpperCase();
    let last: unknown = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      const signal = options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(url, { ...options, signal } as RequestInit);
        if (response.status >= 500 && method === 'GET' && attempt < retries) {
          await response.body?.cancel();
          continue;
        }
        return response;
      } catch (e) {
        last = e;
        const reasonCode = causeOf(e);
        if (method !== 'GET' && !NOT_REACHED.has(reasonCode)) break;
      }
    }
    throw new Unavailable(`request failed (${causeOf(last)})`, { cause: last });
  };

  const keyOf = (ref: OidcProviderRef) =>
    `${ref.issuer}\u0000${ref.clientId}\u0000${createHash('sha256').update(ref.clientSecret).digest('hex')}`;

  function configOf(ref: OidcProviderRef): Promise<client.Configuration> {
    const key = keyOf(ref);
    const hit = configs.get(key);
    if (hit && hit.at > now() - discoveryTtlMs) return hit.config;
    const server = new URL(ref.issuer);
    const insecure =
      server.protocol === 'http:' &&
      (LOOPBACK.test(server.hostname) || (o.insecureIssuers?.() ?? []).includes(ref.issuer.replace(/\/+$/, '')));
    const config = client.discovery(server, ref.clientId, ref.clientSecret, client.ClientSecretPost(ref.clientSecret), {
      [client.customFetch]: policyFetch,
      timeout: Math.ceil((timeoutMs * (retries + 1)) / 1000) + 1,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
    const entry = { at: now(), config, origin: null as string | null };
    config.then(
      (c) => {
        const endpoint = c.serverMetadata().authorization_endpoint;
        entry.origin = endpoint ? new URL(endpoint).origin : null;
      },
      () => {
        // A failed discovery is not kept: the next login asks again (the circuit bounds how often).
        if (configs.get(key) === entry) configs.delete(key);
      },
    );
    if (configs.size > 1000) configs.clear();
    configs.set(key, entry);
    return config;
  }

  /** Runs one step against a provider through its circuit. */
  async function guarded<T>(
    issuer: string,
    step: string,
    run: () => Promise<T>,
  ): Promise<T | { failure: OidcFailure }> {
    if (circuits.isOpen(issuer)) return { failure: 'unavailable' };
    try {
      const result = await run();
      circuits.success(issuer);
      return result;
    } catch (e) {
      const failure = classify(e);
      if (failure === 'unavailable') circuits.failure(issuer);
      // The class and the library's code only: never a parameter, a token or a claim.
      const code = (e as { code?: string })?.code ?? (e as Error)?.name ?? 'error';
      if (failure !== 'denied') warn(`oidc: ${step} failed (${failure}, ${code}) [provider ${where(issuer)}]`);
      return { failure };
    }
  }

  return {
    async authorizationUrl(ref, f) {
      const result = await guarded(ref.issuer, 'discovery', async () => {
        const config = await configOf(ref);
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: f.redirectUri,
          scope: 'openid',
          response_type: 'code',
          state: f.state,
          nonce: f.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(f.codeVerifier),
          code_challenge_method: 'S256',
          ui_locales: f.lang,
        });
        return url.href;
      });
      return typeof result === 'string' ? { ok: true, url: result } : { ok: false, failure: result.failure };
    },

    async finish(ref, currentUrl, f) {
      // An answer with an error needs no provider: said at once, without discovery.
      const error = currentUrl.searchParams.get('error');
      if (error) return { ok: false, failure: errorFailure(error) };
      const result = await guarded(ref.issuer, 'token', async () => {
        const config = await configOf(ref);
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: f.codeVerifier,
          expectedState: f.state,
          expectedNonce: f.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw new Error('no subject');
        return { issuer: claims.iss, subject: claims.sub };
      });
      return 'failure' in result ? { ok: false, failure: result.failure } : { ok: true, ...result };
    },

    authorizationOrigin(ref) {
      const hit = configs.get(keyOf(ref));
      return hit?.origin ?? null;
    },
  };
}
