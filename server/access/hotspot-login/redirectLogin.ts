// The logins that leave the guest page and come back (docs/external-login.md):
// - EXTERNAL_LOGIN: the page sends the guest to the template's splashUrl with signed parameters and a
//   one-time nonce; the customer's login page authenticates them and sends the browser back to the
//   callback with the nonce, its verdict and its own signature; the page then logs the guest in (a
//   page account of the template, as EASY_LOGIN) and hands over to the device with successUrl as the
//   destination, or sends them to errorUrl with a reason.
// - APP_LOGIN: the page sends the guest to the app's splashUrl (a universal link) the same way; the
//   app's backend gets a one-time token for the client MAC over REST (appId and the template's
//   signing secret) and the app opens the callback with the nonce and the token; or the device sends
//   the token to RADIUS as `T-<token>`. Each token logs in once.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { hashClientMac } from '../device-account';
import { hotspotLoginTemplates, type LoginTypeConfigValue } from '../../templates/login-template/table';
import { customerPlugins } from '../../tenancy/customer/table';
import { guestLogin, type GuestLoginResult } from './guestLogin';
import { login, type LoginRequest, type LoginResult } from './decision';
import { guestPassword, guestUsername } from './guestAccounts';
import { REFUSAL_MESSAGES } from './rules';
import {
  CALLBACK_MAX_AHEAD_S,
  findTicket,
  issueTicket,
  noteTicketAccount,
  redeemTicket,
  sign,
  signatureMatches,
  signingSecret,
} from './tickets';
import { stationMac } from './rules';
import type { LoginDevice } from './devices';
import type { LoginType } from '../../../src/domain/enums';

export type RedirectType = Extract<LoginType, 'EXTERNAL_LOGIN' | 'APP_LOGIN'>;

/** The path of each type's callback on the guest page, after /guest/<deviceId>. */
export const CALLBACK_PATH: Record<RedirectType, string> = { EXTERNAL_LOGIN: 'external', APP_LOGIN: 'app' };

interface TemplateUrls {
  loginType: string;
  active: boolean;
  config: LoginTypeConfigValue | null;
}

async function templateOf(db: Db, customerId: string, id: string): Promise<TemplateUrls | null> {
  const t = hotspotLoginTemplates;
  const [row] = await db
    .select({ loginType: t.loginType, active: t.active, config: t.loginTypeConfig })
    .from(t)
    .where(and(eq(t.customerId, customerId), eq(t.id, id)));
  return row ?? null;
}

/** A URL with more query parameters (kept after its own). */
export function withParams(url: string, params: Iterable<[string, string]>): string {
  const u = new URL(url);
  for (const [k, v] of params) u.searchParams.append(k, v);
  return u.toString();
}

export type StartResult =
  | { ok: true; url: string }
  | Extract<GuestLoginResult, { ok: false }>
  | { ok: false; reason: 'NOT_CONFIGURED'; message: string };

/**
 * Where the guest goes for an EXTERNAL_LOGIN or APP_LOGIN template: every check of a new login first
 * (nothing written), then a nonce kept with the device's redirect parameters and the template's
 * splashUrl with the signed parameters. In preview the URL has no nonce and nothing is kept.
 */
export async function startRedirectLogin(
  db: Db,
  o: {
    device: LoginDevice;
    loginTemplateId: string;
    type: RedirectType;
    clientMac: string | null;
    /** The device's redirect parameters (the hand-over after the callback needs them). */
    query: string;
    lang: string;
    /** The portal's public address: the callback's origin. */
    publicUrl: string;
    preview?: boolean;
    now?: Date;
  },
): Promise<StartResult> {
  const now = o.now ?? new Date();
  const { device } = o;
  const mac = stationMac(o.clientMac);
  if (!mac && !o.preview) {
    return { ok: false, reason: 'NO_CLIENT', message: 'The hotspot did not identify the device' };
  }
  const check = await guestLogin(db, {
    device,
    loginTemplateId: o.loginTemplateId,
    clientMac: mac,
    preview: true,
    now,
  });
  if (!check.ok) return check;
  const template = await templateOf(db, device.customerId, o.loginTemplateId);
  const splashUrl = template?.config?.splashUrl;
  if (!template || template.loginType !== o.type || !splashUrl) {
    return { ok: false, reason: 'NOT_CONFIGURED', message: 'The login template has no splash URL' };
  }
  const params: [string, string][] = [
    ['hp_device', device.id],
    ['hp_client_mac', mac ?? ''],
    ['hp_template', o.loginTemplateId],
    ['hp_lang', o.lang],
    ['hp_return', `${o.publicUrl}/guest/${device.id}/${CALLBACK_PATH[o.type]}`],
  ];
  if (!o.preview) {
    const { token, expiresAt } = await issueTicket(
      db,
      {
        customerId: device.customerId,
        kind: o.type,
        loginTemplateId: o.loginTemplateId,
        hotspotDeviceId: device.id,
        clientMacHash: await hashClientMac(db, mac!),
        query: o.query,
        lang: o.lang,
      },
      now,
    );
    params.push(['hp_nonce', token], ['hp_expires', String(Math.floor(expiresAt.getTime() / 1000))]);
  }
  params.push(['hp_sig', sign(await signingSecret(db, device.customerId, o.loginTemplateId), params)]);
  return { ok: true, url: withParams(splashUrl, params) };
}

export type FinishResult =
  | {
      ok: true;
      login: Extract<GuestLoginResult, { ok: true }>;
      /** Where the device sends the guest once online (the template's successUrl). */
      successUrl: string | null;
      query: string;
      lang: string | null;
    }
  | {
      ok: false;
      /** The template's errorUrl (null: the nonce named no template; the page explains itself). */
      errorUrl: string | null;
      /** A short reason for errorUrl's `hp_reason`: denied, bad_signature, expired, used, unknown, or a refusal. */
      reason: string;
      lang: string | null;
    };

const NONCE = /^[\w-]{43}$/;

/**
 * The callback of a redirect login at `device`: the nonce's ticket (this device's, unused, in time),
 * the signature (EXTERNAL_LOGIN: the customer's page signs `hp_*` with the template's secret) or the
 * app token (APP_LOGIN: issued for the same client and template), then the login.
 */
export async function finishRedirectLogin(
  db: Db,
  o: { device: LoginDevice; type: RedirectType; params: URLSearchParams; now?: Date },
): Promise<FinishResult> {
  const now = o.now ?? new Date();
  const { device, params } = o;
  const customerId = device.customerId;
  const nonce = params.get('hp_nonce') ?? '';
  const fail = (reason: string, errorUrl: string | null = null, lang: string | null = null): FinishResult => ({
    ok: false,
    errorUrl,
    reason,
    lang,
  });
  if (!NONCE.test(nonce)) return fail('unknown');
  // Used at once: a callback is answered once, whatever it says (a replay finds it used).
  const ticket = await redeemTicket(db, customerId, nonce, o.type, now);
  if (!ticket || ticket.hotspotDeviceId !== device.id) return fail('unknown');
  const template = await templateOf(db, customerId, ticket.loginTemplateId);
  const errorUrl = template?.config?.errorUrl ?? null;
  const bad = (reason: string) => fail(reason, errorUrl, ticket.lang);

  if (o.type === 'EXTERNAL_LOGIN') {
    const secret = await signingSecret(db, customerId, ticket.loginTemplateId);
    if (!signatureMatches(secret, params.entries(), params.get('hp_sig'))) return bad('bad_signature');
    const expires = Number(params.get('hp_expires'));
    const nowS = now.getTime() / 1000;
    if (!Number.isInteger(expires) || expires <= nowS || expires > nowS + CALLBACK_MAX_AHEAD_S) return bad('expired');
    if (params.get('hp_result') !== 'ok') return bad('denied');
  } else {
    const token = params.get('hp_token') ?? '';
    // The token must fit the nonce's client and template before it is used (a wrong one leaves it).
    const seen = NONCE.test(token) ? await findTicket(db, customerId, token, now) : null;
    const fits =
      seen?.kind === 'app' &&
      seen.loginTemplateId === ticket.loginTemplateId &&
      seen.clientMacHash === ticket.clientMacHash;
    if (!fits || !(await redeemTicket(db, customerId, token, 'app', now))) return bad('unknown_token');
  }
  const login = await guestLogin(db, {
    device,
    loginTemplateId: ticket.loginTemplateId,
    clientMac: null,
    clientHash: ticket.clientMacHash,
    // The page asked for the template's terms before it let the guest leave.
    termsAccepted: true,
    now,
  });
  if (!login.ok) return bad(login.reason.toLowerCase());
  return {
    ok: true,
    login,
    successUrl: template?.config?.successUrl ?? null,
    query: ticket.query ?? '',
    lang: ticket.lang,
  };
}

export type AppTokenResult =
  { ok: true; token: string; expiresAt: Date } | { ok: false; status: 400 | 401 | 404; code: string; field?: string };

/**
 * An app token (APP_LOGIN): for the template's app (the appLogin plugin's appId), authenticated with
 * the template's signing secret, for one client MAC; used once within minutes, at the page's
 * callback or at RADIUS as `T-<token>`.
 */
export async function issueAppToken(
  db: Db,
  o: { customerId: string; loginTemplateId: string; appId: string; clientMac: string; secret: string; now?: Date },
): Promise<AppTokenResult> {
  const template = await templateOf(db, o.customerId, o.loginTemplateId);
  if (!template || template.loginType !== 'APP_LOGIN') return { ok: false, status: 404, code: 'NOT_FOUND' };
  const expected = await signingSecret(db, o.customerId, o.loginTemplateId);
  const given = Buffer.from(o.secret);
  const want = Buffer.from(expected);
  if (given.length !== want.length || !timingSafeEqual(given, want))
    return { ok: false, status: 401, code: 'UNAUTHENTICATED' };
  const [plugins] = await db
    .select({ plugins: customerPlugins.plugins })
    .from(customerPlugins)
    .where(eq(customerPlugins.customerId, o.customerId));
  const app = plugins?.plugins?.appLogin;
  if (!template.active || !app?.active) return { ok: false, status: 404, code: 'NOT_FOUND' };
  if (String(app.appId ?? '') !== o.appId) return { ok: false, status: 401, code: 'UNAUTHENTICATED', field: 'appId' };
  const mac = stationMac(o.clientMac);
  if (!mac) return { ok: false, status: 400, code: 'BAD_USER_INPUT', field: 'clientMac' };
  const { token, expiresAt } = await issueTicket(
    db,
    {
      customerId: o.customerId,
      kind: 'app',
      loginTemplateId: o.loginTemplateId,
      hotspotDeviceId: null,
      clientMacHash: await hashClientMac(db, mac),
    },
    o.now,
  );
  return { ok: true, token, expiresAt };
}

const APP_TOKEN_USER = /^T-([\w-]{43})$/;

/**
 * A RADIUS login (the RADIUS server's entry): an app token as User-Name `T-<token>` with the token as
 * PAP password is used once for the client of the request (the one it was issued for) and logs in as
 * the client's page account of the template; every other User-Name is decided by `login`.
 */
export async function radiusLogin(db: Db, req: LoginRequest): Promise<LoginResult> {
  const m = APP_TOKEN_USER.exec(req.username?.trim() ?? '');
  if (!m) return login(db, req);
  const token = m[1]!;
  const unknown: LoginResult = { ok: false, reason: 'UNKNOWN', message: REFUSAL_MESSAGES.UNKNOWN };
  if (req.credentials.kind !== 'pap' || req.credentials.password !== token) return unknown;
  const mac = stationMac(req.clientMac);
  if (!mac) return { ok: false, reason: 'NO_CLIENT', message: REFUSAL_MESSAGES.NO_CLIENT };
  const customerId = req.device.customerId;
  // The client first (a try from another phone leaves the token to its guest), then used once.
  const seen = await findTicket(db, customerId, token, req.now);
  if (!seen || seen.kind !== 'app' || seen.clientMacHash !== (await hashClientMac(db, mac))) return unknown;
  const ticket = await redeemTicket(db, customerId, token, 'app', req.now);
  if (!ticket) return unknown;
  const page = await guestLogin(db, {
    device: req.device,
    loginTemplateId: ticket.loginTemplateId,
    clientMac: mac,
    termsAccepted: true,
    now: req.now,
  });
  if (!page.ok) return page;
  // Accounting names the token: the ticket remembers the account it logged in as (radius_accounting).
  await noteTicketAccount(db, customerId, token, page.accountId);
  const username = guestUsername(page.accountId);
  const result = await login(db, {
    ...req,
    username,
    credentials: { kind: 'pap', password: await guestPassword(db, customerId, page.accountId) },
  });
  // The device is told the account's name for its accounting (RFC 2865 §5.1).
  return result.ok ? { ...result, reply: { ...result.reply, userName: username } } : result;
}
