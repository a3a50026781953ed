// The OpenID Connect module's face (docs/oidc-login.md): the relying party CIDAAS_LOGIN logs guests in
// with (openid-client: discovery, authorization code with PKCE, the ID token verified, time-outs,
// retries and a circuit per provider), and the in-process OpenID provider stand-in (oidc-provider)
// the portal serves under /stand-in/oidc for development, the demo and the tests.
import type { RestRule } from '../../platform/authorization';
import { moduleState, type Services } from '../../platform/context';
import type { Route } from '../../platform/http';
import { createRelyingParty, type RelyingParty } from './relyingParty';
import { standInIssuer, standInRoutes } from './standIn';

export {
  createRelyingParty,
  classify,
  type OidcProviderRef,
  type OidcFailure,
  type OidcIdentity,
  type RelyingParty,
  type RelyingPartyOptions,
} from './relyingParty';
export { OIDC_CALLBACK_PATH, OIDC_DEMO_USER, OIDC_STAND_IN_PATH, standInIssuer, standInOf } from './standIn';

/** The relying party of this server (its discovery cache and circuits); tests put a faster one in place. */
export const relyingPartyOf = moduleState<RelyingParty>((services: Services) =>
  createRelyingParty({
    // The portal's own stand-in may be plain http on a LAN demo host; other issuers must be https
    // (or loopback).
    insecureIssuers: () => [standInIssuer(services.config.publicUrl)],
  }),
);

/** The stand-in provider's addresses (STAND_INS): discovery, JWKS, authorize, token, its login page. */
export const routes = (services: Services): Route[] => standInRoutes(services);

export const restRoutes: readonly RestRule[] = [
  // The stand-in's login page: the provider's interaction cookie is the key.
  { route: 'GET /stand-in/oidc/interaction/abc', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /stand-in/oidc/interaction/abc', access: 'public', scope: 'none', ids: [] },
  // The provider's own endpoints (discovery, JWKS, authorization; token with the client's secret).
  { route: 'GET /stand-in/oidc/.well-known/openid-configuration', access: 'public', scope: 'none', ids: [] },
  { route: 'POST /stand-in/oidc/token', access: 'public', scope: 'none', ids: [] },
];
