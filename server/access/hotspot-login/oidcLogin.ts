// CIDAAS_LOGIN (docs/oidc-login.md) in the login service: an OpenID Connect login at the cidaas
// plugin's provider, then a page account of the template, as the other logins without a code.
//
// Start: every check of a new login of the template (device, login times, licence, cooldowns), then a
// one-time ticket (guest_login_tickets, kind CIDAAS_LOGIN: template, device, the client MAC's hash, the
// device's redirect parameters, the language; 5 minutes, usable once, only its SHA-256 kept) and the
// provider's authorization URL. The `state` is `<device id>.<ticket token>`; the PKCE code_verifier and
// the nonce are derived from the token under installation keys (HMAC-SHA256), so nothing secret of
// the flow is stored and no other party can compute them.
// Finish (the portal's one redirect URI): the ticket is used at once (a replay finds it used), the
// relying party exchanges the code and verifies the ID token (state, nonce, issuer, audience, expiry,
// signature), and the guest gets the page account of this person on this client: the person is the
// keyed hash of issuer and subject (never the e-mail), kept as the account's multiAccountId, so a
// returning guest's logins belong together whatever phone they use.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { hashClientMac } from '../device-account';
import { pluginBlocksOf } from '../../tenancy/customer';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import type { OidcFailure, OidcProviderRef, RelyingParty } from '../oidc';
import { OIDC_CALLBACK_PATH } from '../oidc';
import { guestLogin, type GuestLoginResult } from './guestLogin';
import { derivedSecret, issueTicket, redeemTicket } from './tickets';
import { randomBytes } from 'node:crypto';
import { stationMac } from './rules';
import { deviceById, type LoginDevice } from './devices';

const KIND = 'CIDAAS_LOGIN';
const VERIFIER_KEY = 'oidc-pkce-key';
const NONCE_KEY = 'oidc-nonce-key';
const SUBJECT_KEY = 'oidc-subject-key';
/** `<device id>.<43 url-safe characters>` */
const STATE = /^([0-9a-f]{24})\.([\w-]{43})$/;

/** The template's provider: the customer's active cidaas plugin, complete; null otherwise. */
async function providerOf(db: Db, customerId: string, loginTemplateId: string) {
  const lt = hotspotLoginTemplates;
  const [template] = await db
    .select({ loginType: lt.loginType, active: lt.active, config: lt.loginTypeConfig })
    .from(lt)
    .where(and(eq(lt.customerId, customerId), eq(lt.id, loginTemplateId)));
  if (!template || template.loginType !== KIND) return null;
  const c = (await pluginBlocksOf(db, customerId)).cidaas;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const issuer = text(c?.apiUrl);
  const clientId = text(c?.clientId);
  const clientSecret = text(c?.clientSecret);
  if (!c?.active || !issuer || !clientId || !clientSecret) return { ref: null, successUrl: null };
  try {
    const u = new URL(issuer);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return { ref: null, successUrl: null };
  } catch {
    return { ref: null, successUrl: null };
  }
  const ref: OidcProviderRef = { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret };
  return { ref, successUrl: text(template.config?.successUrl) };
}

/** The issuer of a template's provider (the page's form must be allowed to go there); null: none. */
export async function oidcIssuerOf(db: Db, customerId: string, loginTemplateId: string): Promise<string | null> {
  return (await providerOf(db, customerId, loginTemplateId))?.ref?.issuer ?? null;
}

/** The flow's secrets of a ticket token: derived, never stored. */
async function flowSecrets(db: Db, customerId: string, deviceId: string, token: string) {
  return {
    state: `${deviceId}.${token}`,
    codeVerifier: await derivedSecret(db, VERIFIER_KEY, customerId, token),
    nonce: await derivedSecret(db, NONCE_KEY, customerId, token),
  };
}

/** The portal's one redirect URI (register it at the provider). */
export const oidcRedirectUri = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${OIDC_CALLBACK_PATH}`;

export type OidcStart =
  | { ok: true; url: string; state: string }
  | Extract<GuestLoginResult, { ok: false }>
  /** No complete, active cidaas plugin (or not a CIDAAS_LOGIN template). */
  | { ok: false; reason: 'NOT_CONFIGURED' }
  | { ok: false; reason: 'PROVIDER'; failure: OidcFailure };

/** Step 1: every check, a ticket, and the provider's authorization URL (preview: the issuer, nothing kept). */
export async function startOidcLogin(
  db: Db,
  o: {
    device: LoginDevice;
    loginTemplateId: string;
    clientMac: string | null;
    /** The device's redirect parameters (the hand-over after the callback needs them). */
    query: string;
    lang: string;
    publicUrl: string;
    rp: RelyingParty;
    preview?: boolean;
    now?: Date;
  },
): Promise<OidcStart> {
  const now = o.now ?? new Date();
  const { device } = o;
  const mac = stationMac(o.clientMac);
  if (!mac && !o.preview) return { ok: false, reason: 'NO_CLIENT', message: 'The hotspot did not identify the device' };
  const check = await guestLogin(db, {
    device,
    loginTemplateId: o.loginTemplateId,
    clientMac: mac,
    preview: true,
    now,
  });
  if (!check.ok) return check;
  const provider = await providerOf(db, device.customerId, o.loginTemplateId);
  if (!provider?.ref) return { ok: false, reason: 'NOT_CONFIGURED' };
  if (o.preview) return { ok: true, url: provider.ref.issuer, state: '' };
  const token = randomBytes(32).toString('base64url');
  const secrets = await flowSecrets(db, device.customerId, device.id, token);
  const started = await o.rp.authorizationUrl(provider.ref, {
    ...secrets,
    redirectUri: oidcRedirectUri(o.publicUrl),
    lang: o.lang,
  });
  if (!started.ok) return { ok: false, reason: 'PROVIDER', failure: started.failure };
  await issueTicket(
    db,
    {
      customerId: device.customerId,
      kind: KIND,
      loginTemplateId: o.loginTemplateId,
      hotspotDeviceId: device.id,
      clientMacHash: await hashClientMac(db, mac!),
      query: o.query,
      lang: o.lang,
    },
    now,
    token,
  );
  return { ok: true, url: started.url, state: secrets.state };
}

/** The device a callback's state names (before anything is used), for the page's look and language. */
export async function oidcStateDevice(db: Db, state: string | null): Promise<LoginDevice | null> {
  const m = STATE.exec(state ?? '');
  if (!m) return null;
  const devices = await deviceById(db, m[1]!);
  return devices.sort((x, y) => x.customerId.localeCompare(y.customerId))[0] ?? null;
}

export type OidcFinish =
  | {
      ok: true;
      device: LoginDevice;
      login: Extract<GuestLoginResult, { ok: true }>;
      /** Where the device sends the guest once online (the template's successUrl). */
      successUrl: string | null;
      query: string;
      lang: string | null;
      loginTemplateId: string;
    }
  | {
      ok: false;
      /** state: unknown, used, expired or not this browser's; provider: see OidcFailure; refused: the login's checks. */
      reason: 'state' | 'provider' | 'refused' | 'NOT_CONFIGURED';
      failure?: OidcFailure;
      refusal?: Extract<GuestLoginResult, { ok: false }>;
      device: LoginDevice | null;
      query: string;
      lang: string | null;
      loginTemplateId: string | null;
    };

/**
 * Step 2, the redirect URI: `params` as the provider sent them (code, state, iss; or error).
 * `browserState`: the state this browser started with (its cookie); another one is refused before
 * the ticket is touched.
 */
export async function finishOidcLogin(
  db: Db,
  o: { params: URLSearchParams; browserState: string | null; publicUrl: string; rp: RelyingParty; now?: Date },
): Promise<OidcFinish> {
  const now = o.now ?? new Date();
  const state = o.params.get('state') ?? '';
  const device = await oidcStateDevice(db, state);
  const bad = (reason: 'state', d: LoginDevice | null = device): OidcFinish => ({
    ok: false,
    reason,
    device: d,
    query: '',
    lang: null,
    loginTemplateId: null,
  });
  if (!device) return bad('state', null);
  if (!o.browserState || o.browserState !== state) return bad('state');
  const token = STATE.exec(state)![2]!;
  // Used at once: a callback is answered once, whatever it says (a replay finds it used).
  const ticket = await redeemTicket(db, device.customerId, token, KIND, now);
  if (!ticket || ticket.hotspotDeviceId !== device.id) return bad('state');
  const context = { device, query: ticket.query ?? '', lang: ticket.lang, loginTemplateId: ticket.loginTemplateId };
  const provider = await providerOf(db, device.customerId, ticket.loginTemplateId);
  if (!provider?.ref) return { ok: false, reason: 'NOT_CONFIGURED', ...context };
  const secrets = await flowSecrets(db, device.customerId, device.id, token);
  const currentUrl = new URL(`${oidcRedirectUri(o.publicUrl)}?${o.params.toString()}`);
  const identity = await o.rp.finish(provider.ref, currentUrl, secrets);
  if (!identity.ok) return { ok: false, reason: 'provider', failure: identity.failure, ...context };
  const person = await derivedSecret(db, SUBJECT_KEY, device.customerId, `${identity.issuer}\u0000${identity.subject}`);
  const login = await guestLogin(db, {
    device,
    loginTemplateId: ticket.loginTemplateId,
    clientMac: null,
    clientHash: ticket.clientMacHash,
    // The page asked for the template's terms before it let the guest leave.
    termsAccepted: true,
    multiAccountId: `oidc-${person}`,
    now,
  });
  if (!login.ok) return { ok: false, reason: 'refused', refusal: login, ...context };
  return { ok: true, login, successUrl: provider.successUrl, ...context };
}
