// The guest login page (docs/guest-page.md): GET /guest?code=… (a printed card's QR code: keeps the
// code in a cookie), GET /guest/<deviceId> (a device's captive-portal redirect: the login form),
// POST /guest/<deviceId>/login (checks the code with the login decision, then hands the credentials
// to the device, whose RADIUS request logs the guest in). Server-rendered HTML; every outcome,
// errors included, is a page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Route } from '../../platform/http';
import type { Services } from '../../platform/context';
import { Limit } from '../../platform/throttle';
import { HttpError, clientIp, readBody, sendJson } from '../../platform/http';
import {
  checkLogin,
  guestLogin,
  returningLogin,
  termsOnceOpen,
  startRedirectLogin,
  finishRedirectLogin,
  issueAppToken,
  withParams,
  CALLBACK_PATH,
  authStatus,
  startAuthStatus,
  startSmsLogin,
  smsCodeLogin,
  startOidcLogin,
  finishOidcLogin,
  reosLogin,
  boostcomLogin,
  reosFriendLogin,
  REFUSAL_SLOTS,
  TICKET_TTL_MS,
  type LoginRefusal,
} from '../hotspot-login';
import { smsSender } from '../sms';
import { relyingPartyOf, type OidcFailure } from '../oidc';
import { reosClientOf } from '../reos';
import { boostcomApiUrl, boostcomClientOf } from '../boostcom';
import { BOOSTCOM_EMAIL_MAX, BOOSTCOM_NAME_MAX } from '../../../src/domain/boostcom';
import { boostcomProblemText } from './boostcom';
import { ROOM_MAX, SURNAME_MAX } from '../../../src/domain/reos';
import { checkOutText, reosPageOutcome } from './reos';
import { isMaskedPhone, SMS_CODE_VALID_MINUTES } from '../../../src/domain/sms';
import type { LoginType, TemplateSlot } from '../../../src/domain/enums';
import { guestDevice, loadGuestSite, type GuestSite } from './load';
import { captureLogin, countPageView } from './capture';
import {
  GUEST_QUERY_MAX,
  buildHandover,
  cleanCode,
  clientMacFromParams,
  codeFromParams,
  originalUrlFromParams,
} from './params';
import {
  ACCOUNT_FIELD_MAX,
  esc,
  handoverPage,
  reosHandoverPage,
  loginPage,
  messagePage,
  messagesFor,
  privacyPage,
  requestLang,
  slotPage,
  welcomeBackPage,
  type LoginFormOptions,
  type Page,
} from './render';
import { formatWait, phoneProblemText, type GuestMessages } from './messages';
import { errorFields, log, requestIdOf } from '../../platform/log';
import { pickLocalized } from '../../../src/domain/startPage';
import { sanitizeGuestHtml } from './sanitize';

/** The phone number typed is shown again after a problem, at most this long. */
const PHONE_SHOWN_MAX = 32;

/** Why the provider login did not end in a login, in the guest's language. */
const oidcFailureText = (m: GuestMessages, failure: OidcFailure): string =>
  failure === 'unavailable' ? m.oidcUnavailable : failure === 'denied' ? m.oidcDenied : m.oidcInvalid;

/** Login attempts (POSTs) per client IP and window, counted in the database (shared by every instance). */
export const GUEST_POSTS_PER_WINDOW = 30;
export const GUEST_WINDOW_MS = 60 * 1000;
/** App-token requests (APP_LOGIN) per client address and window: an app backend asks for many guests. */
export const APP_TOKENS_PER_WINDOW = 120;
/** Largest form body (a code, the terms box, a token and the device's parameters). */
const MAX_FORM_BODY = 8 * 1024;
export const CODE_COOKIE = 'hp_guest_code';
export const CSRF_COOKIE = 'hp_guest_csrf';
/** CIDAAS_LOGIN: the state this browser started its provider login with (the callback must bring it back). */
export const OIDC_COOKIE = 'hp_guest_oidc';
const CODE_COOKIE_MAX_AGE_S = 24 * 60 * 60;

function send(req: IncomingMessage, res: ServerResponse, page: Page, cookies: string[] = []) {
  const body = Buffer.from(page.html, 'utf8');
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'content-security-policy': page.csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    ...(cookies.length ? { 'set-cookie': cookies } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').slice(0, 8192).split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    try {
      out.set(name, decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      /* a broken cookie is no cookie */
    }
  }
  return out;
}

const isHttps = (req: IncomingMessage) =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) || req.headers['x-forwarded-proto'] === 'https';

function cookie(req: IncomingMessage, name: string, value: string, maxAge: number, sameSite: 'Lax' | 'Strict') {
  return (
    `${name}=${encodeURIComponent(value)}; Path=/guest; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}` +
    (isHttps(req) ? '; Secure' : '')
  );
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The form token of this browser (the cookie's, when it has a good one) and the cookie to set. */
function csrfToken(req: IncomingMessage): { token: string; setCookie: string } {
  const existing = cookiesOf(req).get(CSRF_COOKIE);
  const token = existing && TOKEN.test(existing) ? existing : randomBytes(32).toString('base64url');
  return { token, setCookie: cookie(req, CSRF_COOKIE, token, 2 * 60 * 60, 'Strict') };
}

/** Same origin: Origin (else Referer), when the browser sends one, names this host; and the tokens match. */
function csrfOk(req: IncomingMessage, formToken: string | null): boolean {
  const host = req.headers.host;
  const from = req.headers.origin ?? req.headers.referer;
  if (from !== undefined) {
    try {
      if (!host || new URL(from).host !== host) return false;
    } catch {
      return false; // "null" and other opaque origins
    }
  }
  const cookieToken = cookiesOf(req).get(CSRF_COOKIE);
  if (!formToken || !cookieToken || !TOKEN.test(formToken) || !TOKEN.test(cookieToken)) return false;
  return timingSafeEqual(Buffer.from(formToken), Buffer.from(cookieToken));
}

function queryOf(req: IncomingMessage): URLSearchParams | null {
  const url = req.url ?? '/';
  const i = url.indexOf('?');
  if (i < 0) return new URLSearchParams();
  const raw = url.slice(i + 1);
  return raw.length > GUEST_QUERY_MAX ? null : new URLSearchParams(raw);
}

/** Characters that are in no username or password (NUL, line breaks, other controls). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, every one
const CONTROL_ALL = /[\u0000-\u001f\u007f]/g;

const nonce = () => randomBytes(16).toString('base64');

/** The portal's "try as a guest" (`?preview=1`): every check, nothing recorded. */
const isPreview = (query: URLSearchParams) => query.get('preview') === '1';

/**
 * The device confirmed the login (VoucherAuthRedirectSuccess, else Success): a button on to where the
 * guest wanted to go and, with `onwardSoon`, the page goes there by itself after 3 s.
 */
function onlinePage(site: GuestSite, lang: string, onward: string | null, onwardSoon: boolean): Page {
  const m = messagesFor(lang);
  return slotPage({
    site,
    lang,
    status: 200,
    slots: ['VoucherAuthRedirectSuccess', 'Success'],
    title: m.authSuccessTitle,
    text: m.authSuccessText,
    links: onward ? [{ href: onward, label: m.continueTo }] : [],
    ...(onward && onwardSoon ? { refresh: { seconds: 3, url: onward } } : {}),
  });
}

/** Where a returning guest may come back from: the offered page-account templates, and codes. */
const returningOptions = (site: GuestSite, clientMac: string | null) => ({
  clientMac,
  guestTemplateIds: site.logins.filter((l) => l.loginType === 'EASY_LOGIN').map((l) => l.id),
  codes: site.codeForm,
});

export function guestRoutes(services: Services): Route[] {
  const { db } = services;
  const perIp = new Limit(db, 'guest:ip', GUEST_POSTS_PER_WINDOW, GUEST_WINDOW_MS);
  const appTokensPerIp = new Limit(db, 'app-token:ip', APP_TOKENS_PER_WINDOW, GUEST_WINDOW_MS);

  const notFound = (lang: string) => {
    const m = messagesFor(lang);
    return messagePage({ lang, status: 404, title: m.notFoundTitle, text: m.notFoundText });
  };
  const tooLong = (lang: string) => {
    const m = messagesFor(lang);
    return messagePage({ lang, status: 414, title: m.errorTitle, text: m.tooLarge });
  };

  /** Runs a handler; an unexpected failure becomes the error page (never the JSON 500). */
  const guarded =
    (handler: (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>) =>
    async (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => {
      try {
        await handler(req, res, params);
      } catch (e) {
        const lang = requestLang(new URLSearchParams(), req.headers['accept-language']);
        const m = messagesFor(lang);
        if (e instanceof HttpError && e.status === 413) {
          send(req, res, messagePage({ lang, status: 413, title: m.errorTitle, text: m.tooLarge }));
          return;
        }
        log.error(
          { requestId: requestIdOf(req), method: req.method, path: req.url?.split('?')[0], ...errorFields(e, true) },
          'guest page failed',
        );
        if (res.headersSent) res.end();
        else send(req, res, messagePage({ lang, status: 503, title: m.errorTitle, text: m.errorText }));
      }
    };

  function formPage(req: IncomingMessage, res: ServerResponse, o: Omit<LoginFormOptions, 'csrf' | 'nonce'>) {
    const { token, setCookie } = csrfToken(req);
    send(req, res, loginPage({ ...o, csrf: token, nonce: nonce() }), [setCookie]);
  }

  /** A refusal in the guest's language: the code's or the account's wording, a cooldown's time left. */
  const refusalText = (
    m: GuestMessages,
    r: { reason: LoginRefusal; until?: Date },
    kind: 'code' | 'account',
  ): string => {
    // A cooldown that knows its end says how long, instead of "a while".
    if (r.until) return m.cooldownLeft.replace('{time}', formatWait((r.until.getTime() - Date.now()) / 1000, m));
    return (kind === 'account' ? m.accountRefusals[r.reason] : undefined) ?? m.refusals[r.reason];
  };

  return [
    {
      method: 'GET',
      pattern: /^\/guest\/?$/,
      handler: guarded(async (req, res) => {
        const query = queryOf(req);
        const lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        if (!query) return send(req, res, tooLong(lang));
        const m = messagesFor(lang);
        const code = cleanCode(query.get('code'));
        if (!code) {
          return send(req, res, messagePage({ lang, status: 200, title: m.startTitle, text: m.startText }));
        }
        const extra = `<p>${esc(m.savedCode)}:</p><p class="code">${esc(code)}</p>`;
        send(
          req,
          res,
          messagePage({ lang, status: 200, title: m.savedTitle, text: m.savedText, extra, path: '/guest', query }),
          [cookie(req, CODE_COOKIE, code, CODE_COOKIE_MAX_AGE_S, 'Lax')],
        );
      }),
    },
    {
      method: 'GET',
      pattern: /^\/guest\/(?<deviceId>[^/]{1,100})\/?$/,
      handler: guarded(async (req, res, params) => {
        const query = queryOf(req);
        const lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        if (!query) return send(req, res, tooLong(lang));
        const device = await guestDevice(db, params.deviceId!);
        if (!device) return send(req, res, notFound(lang));
        const site = await loadGuestSite(db, device);
        const linked = codeFromParams(query);
        const code = linked ?? cleanCode(cookiesOf(req).get(CODE_COOKIE)) ?? '';
        const preview = isPreview(query);
        // A page view for analytics (not for HEAD: no one saw a page, not for a preview); not awaited,
        // never fails the page.
        if (req.method === 'GET' && !preview) void countPageView(db, device.customerId, device.id);
        // Coova-Chilli comes back after its own logon: `res=failed` with the RADIUS reply (the forms
        // again, the VoucherAuthRedirectFail slot), `res=success` / `already` (online).
        const coova = query.get('res');
        const m = messagesFor(lang);
        if (coova === 'failed') {
          const reply = (query.get('reply') ?? '').replace(CONTROL_ALL, ' ').slice(0, 200);
          const text = m.deviceRefused.replace('{reply}', reply || '—');
          return formPage(req, res, {
            site,
            lang,
            code,
            query,
            preview,
            status: 200,
            failure: { slot: 'VoucherAuthRedirectFail', message: text },
          });
        }
        if (coova === 'success' || coova === 'already') {
          return send(req, res, onlinePage(site, lang, originalUrlFromParams(query), false));
        }
        // A returning guest whose login still holds: one tap (not when the link brings a code, or the
        // guest asked for the other logins).
        const clientMac = clientMacFromParams(query);
        if (clientMac && !linked && query.get('fresh') !== '1') {
          const back = await returningLogin(db, device, returningOptions(site, clientMac));
          if (back) {
            const { token, setCookie } = csrfToken(req);
            return send(req, res, welcomeBackPage({ site, lang, query, csrf: token, preview, nonce: nonce() }), [
              setCookie,
            ]);
          }
        }
        formPage(req, res, { site, lang, code, query, preview });
      }),
    },
    // The privacy text of terms of use the device's page shows (seed 000 §7 "privacy text content";
    // D255): `terms` names them (default: the code form's), the language as on the page. A page of its
    // own, or `{ data: { termsOfUseId, lang, privacy } }` (sanitised HTML) for `Accept: application/json`.
    // Terms the page does not show, or without a privacy text: 404. Nothing here is not already public
    // on the device's page.
    {
      method: 'GET',
      pattern: /^\/guest\/(?<deviceId>[^/]{1,100})\/privacy$/,
      handler: guarded(async (req, res, params) => {
        const query = queryOf(req);
        const lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        const json = /\bapplication\/json\b/.test(req.headers.accept ?? '');
        const missing = () =>
          json
            ? sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'No privacy text' } })
            : send(req, res, notFound(lang));
        if (!query) return send(req, res, tooLong(lang));
        const device = await guestDevice(db, params.deviceId!);
        if (!device) return missing();
        const site = await loadGuestSite(db, device);
        const shown = [site.terms, ...site.logins.map((l) => l.terms)].filter((t) => t !== null);
        const wanted = query.get('terms');
        const terms = wanted ? shown.find((t) => t.id === wanted) : shown[0];
        const locale = terms ? pickLocalized(terms.locales, lang) : undefined;
        const privacy = sanitizeGuestHtml(locale?.privacy);
        if (!terms || !locale || !privacy) return missing();
        if (json) return sendJson(res, 200, { data: { termsOfUseId: terms.id, lang: locale.lang, privacy } });
        const back = `/guest/${encodeURIComponent(device.id)}?${new URLSearchParams({ lang }).toString()}`;
        send(
          req,
          res,
          privacyPage({ lang, html: privacy, path: `/guest/${encodeURIComponent(device.id)}/privacy`, query, back }),
        );
      }),
    },
    {
      method: 'POST',
      pattern: /^\/guest\/(?<deviceId>[^/]{1,100})\/login$/,
      handler: guarded(async (req, res, params) => {
        const url = queryOf(req) ?? new URLSearchParams();
        const ip = clientIp(req);
        const wait = await perIp.attempt(ip);
        if (wait) {
          req.resume();
          const lang = requestLang(url, req.headers['accept-language']);
          const m = messagesFor(lang);
          res.setHeader('retry-after', String(wait));
          return send(req, res, messagePage({ lang, status: 429, title: m.errorTitle, text: m.rateLimited }));
        }
        const form = new URLSearchParams((await readBody(req, MAX_FORM_BODY)).toString('utf8'));
        const rawQ = form.get('q') ?? '';
        const query = new URLSearchParams(rawQ.length <= GUEST_QUERY_MAX ? rawQ : '');
        if (url.get('lang')) query.set('lang', url.get('lang')!);
        const lang = requestLang(query, req.headers['accept-language']);
        const m = messagesFor(lang);
        const device = await guestDevice(db, params.deviceId!);
        if (!device) return send(req, res, notFound(lang));
        const site = await loadGuestSite(db, device);
        const preview = isPreview(query);
        const clientMac = clientMacFromParams(query);
        let login = form.get('login') ?? 'code';
        const typed = form.get('code') ?? '';
        let code = cleanCode(typed);
        const again = (
          message: string,
          status: number,
          slot: TemplateSlot | null = null,
          extra: Partial<
            Pick<LoginFormOptions, 'username' | 'askTerms' | 'phone' | 'sms' | 'termsGiven' | 'room' | 'club'>
          > = {},
        ) =>
          formPage(req, res, {
            site,
            lang,
            code: code ?? typed.slice(0, 64),
            query,
            failure: { slot, message },
            status,
            active: login,
            preview,
            ...extra,
          });
        // A refusal of a login without a code shows the Error template where a code's would show
        // VoucherCheckFail ("WLAN-Code ungültig" above a username form would mislead).
        const refused = (
          r: { reason: LoginRefusal; until?: Date },
          kind: 'code' | 'account',
          extra: Partial<Pick<LoginFormOptions, 'username' | 'phone' | 'sms' | 'termsGiven' | 'room' | 'club'>> = {},
        ) => {
          const slot = REFUSAL_SLOTS[r.reason];
          return again(
            refusalText(m, r, kind),
            403,
            kind === 'account' && slot === 'VoucherCheckFail' ? 'Error' : slot,
            extra,
          );
        };
        if (!csrfOk(req, form.get('csrf'))) return again(m.expiredForm, 403);
        const termsAccepted = form.get('terms') === '1';

        /** Hands the credentials to the device (or, in preview, says what would happen). */
        const handOver = async (
          credentials: { code: string } | { username: string; password: string },
          loginType: LoginType,
          /** A room login: the room's page (ReosDeviceAdministration, the friend code) instead. */
          room?: { room: string; friendCode: string; checkOut: Date },
        ) => {
          if (preview) {
            return send(
              req,
              res,
              messagePage({ lang, status: 200, title: m.connectedTitle, text: m.previewAccepted, path: undefined }),
            );
          }
          // voucherRedirect: after a code the device sends the guest to the status address, which waits
          // for the RADIUS login before it lets them go on.
          let status: string | null = null;
          if ('code' in credentials && site.voucherRedirect) {
            const token = await startAuthStatus(db, {
              device,
              clientMac,
              loginTemplateId: site.logins.find((l) => l.loginType === 'VOUCHER_LOGIN')?.id ?? null,
              destination: device.captivePortal?.redirectUrl || originalUrlFromParams(query) || '',
              lang,
            });
            if (token) status = `${services.config.publicUrl}/guest/${device.id}/status?t=${token}`;
          }
          const handover = buildHandover({
            deviceType: device.deviceType,
            coova: device.uam,
            captivePortal: device.captivePortal,
            params: query,
            destination: status,
            ...credentials,
          });
          if (!handover) return again(m.notConfigured, 409, 'Error');
          // A successful check: the attempt does not count against the IP.
          await perIp.release(ip);
          // What analytics learns from this page (browser, OS, device class, language, login type), for
          // the session the device's RADIUS login opens next (migration 0017 takes it over).
          await captureLogin(db, {
            customerId: device.customerId,
            clientMac,
            username: 'code' in credentials ? credentials.code : credentials.username,
            userAgent: req.headers['user-agent'],
            lang,
            loginType,
          });
          if (room) {
            const checkOut = checkOutText(room.checkOut, lang, device.timezone);
            return send(req, res, reosHandoverPage({ site, lang, handover, ...room, checkOut }));
          }
          send(
            req,
            res,
            handoverPage({
              site,
              lang,
              handover,
              nonce: nonce(),
              kind: 'code' in credentials ? 'code' : 'account',
              authRedirect: status !== null,
            }),
          );
        };

        /** A page account (EASY_LOGIN): made or reused, then handed over. */
        const guestAccountLogin = async (loginTemplateId: string) => {
          const result = await guestLogin(db, { device, loginTemplateId, clientMac, termsAccepted, preview });
          if (!result.ok) return refused(result, 'account');
          return handOver({ username: result.username, password: result.password }, 'EASY_LOGIN');
        };

        /** A code: every check (with the terms recorded), then handed over. */
        const codeLogin = async (withTerms: boolean) => {
          const result = await checkLogin(db, {
            device,
            username: code,
            credentials: { kind: 'pap', password: code! },
            clientMac,
            termsAccepted: withTerms && !preview ? termsAccepted : undefined,
          });
          if (!result.ok) return refused(result, 'code');
          return handOver({ code: code! }, 'VOUCHER_LOGIN');
        };

        if (login === 'reconnect') {
          // WelcomeBack's one tap: the login that still holds, decided again now.
          const back = await returningLogin(db, device, returningOptions(site, clientMac));
          if (!back) {
            login = 'code';
            return again(m.accountRefusals.EXPIRED!, 403, 'VoucherCheckFail');
          }
          if (back.kind === 'code') {
            code = back.code;
            return codeLogin(false);
          }
          login = back.loginTemplateId;
          return guestAccountLogin(back.loginTemplateId);
        }

        if (login === 'code') {
          if (!site.codeForm) return again(m.refusals.NOT_OFFERED, 403, 'LoginDisabled');
          if (!code) return again(typed.trim() ? m.codeTooLong : m.codeRequired, 400);
          if (site.terms && !termsAccepted) return again(m.termsRequired, 400);
          return codeLogin(Boolean(site.terms));
        }

        const option = site.logins.find((l) => l.id === login);
        if (!option || option.loginType === 'VOUCHER_LOGIN') {
          login = 'code';
          return again(m.refusals.NOT_OFFERED, 403, 'LoginDisabled');
        }
        if (option.loginType === 'EASY_LOGIN') {
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400);
          return guestAccountLogin(option.id);
        }
        if (option.loginType === 'EXTERNAL_LOGIN' || option.loginType === 'APP_LOGIN') {
          // Away to the customer's login page or app, with a nonce; back through the callback below.
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400);
          const started = await startRedirectLogin(db, {
            device,
            loginTemplateId: option.id,
            type: option.loginType,
            clientMac,
            query: query.toString(),
            lang,
            publicUrl: services.config.publicUrl,
            preview,
          });
          if (!started.ok) {
            return started.reason === 'NOT_CONFIGURED'
              ? again(m.notConfigured, 409, 'Error')
              : refused(started, 'account');
          }
          if (preview) {
            const text = m.previewRedirect.replace('{url}', started.url);
            return send(req, res, messagePage({ lang, status: 200, title: m.connectedTitle, text }));
          }
          await perIp.release(ip);
          res.writeHead(303, { location: started.url, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
          return void res.end();
        }
        if (option.loginType === 'CIDAAS_LOGIN') {
          // Away to the provider (authorization code with PKCE); back through /guest/oidc/callback.
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400);
          const started = await startOidcLogin(db, {
            device,
            loginTemplateId: option.id,
            clientMac,
            query: query.toString(),
            lang,
            publicUrl: services.config.publicUrl,
            rp: relyingPartyOf(services),
            preview,
          });
          if (!started.ok) {
            if (started.reason === 'NOT_CONFIGURED') return again(m.notConfigured, 409, 'Error');
            if (started.reason === 'PROVIDER') return again(oidcFailureText(m, started.failure), 503, 'Error');
            return refused(started, 'account');
          }
          if (preview) {
            const text = m.previewRedirect.replace('{url}', started.url);
            return send(req, res, messagePage({ lang, status: 200, title: m.connectedTitle, text }));
          }
          await perIp.release(ip);
          res.writeHead(303, {
            location: started.url,
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
            'set-cookie': cookie(req, OIDC_COOKIE, started.state, TICKET_TTL_MS / 1000, 'Lax'),
          });
          return void res.end();
        }
        if (option.loginType === 'BOOSTCOM_LOGIN') {
          // The loyalty club (docs/boostcom.md): signed up or found at the club, then handed over.
          const fields = {
            firstName: form.get('firstName'),
            lastName: form.get('lastName'),
            email: form.get('email'),
            phone: form.get('phone'),
            membershipTerms: form.get('membershipTerms'),
            marketing: form.get('marketing'),
          };
          const club = {
            firstName: (fields.firstName ?? '').slice(0, BOOSTCOM_NAME_MAX),
            lastName: (fields.lastName ?? '').slice(0, BOOSTCOM_NAME_MAX),
            email: (fields.email ?? '').slice(0, BOOSTCOM_EMAIL_MAX),
            phone: (fields.phone ?? '').slice(0, PHONE_SHOWN_MAX),
            marketing: fields.marketing === '1',
          };
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400, null, { club });
          const result = await boostcomLogin(db, {
            device,
            loginTemplateId: option.id,
            clientMac,
            fields,
            termsAccepted,
            client: boostcomClientOf(services),
            baseUrl: boostcomApiUrl(services),
            preview,
          });
          if (!result.ok) {
            if (result.reason === 'NOT_CONFIGURED') return again(m.notConfigured, 409, 'Error', { club });
            if (result.reason === 'UNAVAILABLE') return again(m.boostcom.unavailable, 503, 'Error', { club });
            if (result.reason === 'FIELD')
              return again(boostcomProblemText(m, result.problem), 400, 'BoostcomUserRegistration', { club });
            return refused(result, 'account', { club });
          }
          if (preview)
            return send(
              req,
              res,
              messagePage({ lang, status: 200, title: m.connectedTitle, text: m.boostcom.preview }),
            );
          return handOver({ username: result.login.username, password: result.login.password }, 'BOOSTCOM_LOGIN');
        }
        if (option.loginType === 'REOS_LOGIN' || option.loginType === 'REOS_FRIEND_LOGIN') {
          // Room logins (docs/reos.md): the stay at the hotel's REOS, or the room's friend code.
          const friend = option.loginType === 'REOS_FRIEND_LOGIN';
          const room = form.get('room') ?? '';
          const surname = form.get('surname') ?? '';
          const shown = { room: { room: room.slice(0, ROOM_MAX), surname: surname.slice(0, SURNAME_MAX) } };
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400, null, shown);
          const common = { device, loginTemplateId: option.id, clientMac, room, termsAccepted, preview };
          const result = friend
            ? await reosFriendLogin(db, { ...common, code: form.get('friendCode') ?? '' })
            : await reosLogin(db, { ...common, surname, client: reosClientOf(services) });
          const out = reosPageOutcome(m, result, { friend, lang, timeZone: device.timezone });
          if (out.kind === 'again') {
            if (out.retryAfter) res.setHeader('retry-after', String(out.retryAfter));
            return again(out.message, out.status, out.slot, shown);
          }
          if (out.kind === 'refused') return refused(out.refusal, 'account', shown);
          if (out.kind === 'preview')
            return send(req, res, messagePage({ lang, status: 200, title: m.connectedTitle, text: out.text }));
          const { login: ok } = out.result;
          const credentials = { username: ok.username, password: ok.password };
          // The room's first device sees the friend code; a friend's device goes online at once.
          if (friend) return handOver(credentials, option.loginType);
          return handOver(credentials, option.loginType, out.result);
        }
        if (option.loginType === 'VOUCHER_SMS_LOGIN') {
          // Step 2: the code from the SMS, then the hand-over as for any code.
          if (form.get('step') === 'code') {
            const sent = form.get('sent');
            const shown = {
              sms: { loginTemplateId: option.id, masked: isMaskedPhone(sent) ? sent : '' },
              termsGiven: termsAccepted,
            };
            if (!code) return again(typed.trim() ? m.codeTooLong : m.smsCodeRequired, 400, null, shown);
            const result = await smsCodeLogin(db, {
              device,
              loginTemplateId: option.id,
              code,
              clientMac,
              termsAccepted: option.terms ? termsAccepted : undefined,
              preview,
            });
            if (!result.ok) return refused(result, 'code', shown);
            return handOver({ code: result.code }, 'VOUCHER_SMS_LOGIN');
          }
          // Step 1: the number; a code goes out by SMS, the page then asks for it.
          const phone = form.get('phone') ?? '';
          const shown = { phone: phone.slice(0, PHONE_SHOWN_MAX) };
          if (option.terms && !termsAccepted) return again(m.termsRequired, 400, null, shown);
          const started = await startSmsLogin(db, {
            device,
            loginTemplateId: option.id,
            clientMac,
            phone,
            preview,
            text: (smsCode) =>
              m.smsMessage.replace('{code}', smsCode).replace('{minutes}', String(SMS_CODE_VALID_MINUTES)),
            send: async (message) => (await smsSender(services)).send(message),
          });
          if (!started.ok) {
            switch (started.kind) {
              case 'phone':
                return again(phoneProblemText(m, started.problem), 400, null, shown);
              case 'limit':
                res.setHeader('retry-after', String(started.wait));
                return again(m.smsLimit.replace('{time}', formatWait(started.wait, m)), 429, 'VoucherSmsFail', shown);
              case 'refused':
                return refused(started, 'account', shown);
              case 'unavailable':
                return again(m.smsUnavailable, 503, 'VoucherSmsFail', shown);
              default:
                return again(m.smsFailed, 503, 'VoucherSmsFail', shown);
            }
          }
          if (preview) {
            const text = m.smsPreview.replace('{phone}', started.masked);
            return send(req, res, messagePage({ lang, status: 200, title: m.connectedTitle, text }));
          }
          return formPage(req, res, {
            site,
            lang,
            code: '',
            query,
            status: 200,
            active: option.id,
            preview,
            sms: { loginTemplateId: option.id, masked: started.masked },
            termsGiven: Boolean(option.terms && termsAccepted),
          });
        }
        // DEVICE_ACCOUNT_LOGIN: the account's username and password (MAC accounts need no page).
        const username = form.get('username') ?? '';
        const password = form.get('password') ?? '';
        const shown = { username: username.slice(0, ACCOUNT_FIELD_MAX) };
        if (!username.trim() || !password) return again(m.credentialsRequired, 400, null, shown);
        if (username.length > ACCOUNT_FIELD_MAX || password.length > ACCOUNT_FIELD_MAX)
          return again(m.fieldTooLong, 400, null, shown);
        // Control characters (a NUL byte …) are in no username or password: refused like a wrong one.
        if (CONTROL.test(username) || CONTROL.test(password))
          return again(m.accountRefusals.UNKNOWN!, 403, 'VoucherCheckFail', shown);
        const accountReq = {
          device,
          username: username.trim(),
          credentials: { kind: 'pap' as const, password },
          clientMac,
        };
        const result = await checkLogin(db, accountReq);
        if (!result.ok) return refused(result, 'account', shown);
        // The account's terms "show once": asked until this client accepted them.
        if (option.terms && (await termsOnceOpen(db, device.customerId, accountReq.username, clientMac))) {
          if (!termsAccepted) return again(m.termsOnce, 400, null, { ...shown, askTerms: true });
          if (!preview) await checkLogin(db, { ...accountReq, termsAccepted: true });
        }
        return handOver({ username: accountReq.username, password }, 'DEVICE_ACCOUNT_LOGIN');
      }),
    },
    // The way back of a redirect login (docs/external-login.md): the customer's signed verdict
    // (EXTERNAL_LOGIN) or the app's token (APP_LOGIN), once per nonce.
    ...(['EXTERNAL_LOGIN', 'APP_LOGIN'] as const).map((type): Route => ({
      method: 'GET',
      pattern: new RegExp(`^/guest/(?<deviceId>[^/]{1,100})/${CALLBACK_PATH[type]}$`),
      handler: guarded(async (req, res, params) => {
        const query = queryOf(req);
        let lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        if (!query) return send(req, res, tooLong(lang));
        const ip = clientIp(req);
        const wait = await perIp.attempt(ip);
        if (wait) {
          const m = messagesFor(lang);
          res.setHeader('retry-after', String(wait));
          return send(req, res, messagePage({ lang, status: 429, title: m.errorTitle, text: m.rateLimited }));
        }
        const device = await guestDevice(db, params.deviceId!);
        if (!device) return send(req, res, notFound(lang));
        const result = await finishRedirectLogin(db, { device, type, params: query });
        if (result.lang && !query.get('lang')) lang = result.lang;
        const m = messagesFor(lang);
        if (!result.ok) {
          if (result.errorUrl) {
            res.writeHead(303, {
              location: withParams(result.errorUrl, [['hp_reason', result.reason]]),
              'cache-control': 'no-store',
              'referrer-policy': 'no-referrer',
            });
            return void res.end();
          }
          return send(req, res, messagePage({ lang, status: 400, title: m.errorTitle, text: m.redirectFailed }));
        }
        const site = await loadGuestSite(db, device);
        const deviceQuery = new URLSearchParams(result.query);
        const handover = buildHandover({
          deviceType: device.deviceType,
          coova: device.uam,
          captivePortal: device.captivePortal,
          params: deviceQuery,
          username: result.login.username,
          password: result.login.password,
          destination: result.successUrl,
        });
        if (!handover)
          return send(req, res, messagePage({ lang, status: 409, title: m.errorTitle, text: m.notConfigured }));
        await perIp.release(ip);
        await captureLogin(db, {
          customerId: device.customerId,
          clientMac: clientMacFromParams(deviceQuery),
          username: result.login.username,
          userAgent: req.headers['user-agent'],
          lang,
          loginType: type,
        });
        send(req, res, handoverPage({ site, lang, handover, nonce: nonce(), kind: 'account' }));
      }),
    })),
    {
      // CIDAAS_LOGIN's way back (docs/oidc-login.md): the portal's one redirect URI. The state names
      // the device and the one-time ticket; the provider's answer is checked by the relying party.
      method: 'GET',
      pattern: /^\/guest\/oidc\/callback$/,
      handler: guarded(async (req, res) => {
        const query = queryOf(req);
        let lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        if (!query) return send(req, res, tooLong(lang));
        const ip = clientIp(req);
        const wait = await perIp.attempt(ip);
        if (wait) {
          const m = messagesFor(lang);
          res.setHeader('retry-after', String(wait));
          return send(req, res, messagePage({ lang, status: 429, title: m.errorTitle, text: m.rateLimited }));
        }
        const result = await finishOidcLogin(db, {
          params: query,
          browserState: cookiesOf(req).get(OIDC_COOKIE) ?? null,
          publicUrl: services.config.publicUrl,
          rp: relyingPartyOf(services),
        });
        // The flow's cookie is spent, whatever the answer.
        const spent = [cookie(req, OIDC_COOKIE, '', 0, 'Lax')];
        if (result.lang && !query.get('lang')) lang = result.lang;
        const m = messagesFor(lang);
        if (!result.device) {
          return send(req, res, messagePage({ lang, status: 400, title: m.errorTitle, text: m.redirectFailed }), spent);
        }
        const { device } = result;
        const site = await loadGuestSite(db, device);
        const deviceQuery = new URLSearchParams(result.query);
        if (!result.ok) {
          if (result.reason === 'state') {
            // No ticket of this browser: the login cannot go on; the way back to the device's page.
            const page = slotPage({
              site,
              lang,
              status: 400,
              slots: ['Error'],
              title: m.errorTitle,
              text: m.redirectFailed,
              links: [{ href: `/guest/${device.id}`, label: m.backToLogin }],
            });
            return send(req, res, page, spent);
          }
          const failure: { slot: TemplateSlot | null; message: string; status: number } =
            result.reason === 'refused' && result.refusal
              ? {
                  slot:
                    REFUSAL_SLOTS[result.refusal.reason] === 'VoucherCheckFail'
                      ? 'Error'
                      : REFUSAL_SLOTS[result.refusal.reason],
                  message: refusalText(m, result.refusal, 'account'),
                  status: 403,
                }
              : result.reason === 'NOT_CONFIGURED'
                ? { slot: 'Error', message: m.notConfigured, status: 409 }
                : {
                    slot: 'Error',
                    message: oidcFailureText(m, result.failure ?? 'invalid'),
                    status: result.failure === 'unavailable' ? 503 : result.failure === 'denied' ? 403 : 400,
                  };
          const { token, setCookie } = csrfToken(req);
          return send(
            req,
            res,
            loginPage({
              site,
              lang,
              code: '',
              query: deviceQuery,
              csrf: token,
              nonce: nonce(),
              status: failure.status,
              failure: { slot: failure.slot, message: failure.message },
              active: result.loginTemplateId,
            }),
            [setCookie, ...spent],
          );
        }
        const handover = buildHandover({
          deviceType: device.deviceType,
          coova: device.uam,
          captivePortal: device.captivePortal,
          params: deviceQuery,
          username: result.login.username,
          password: result.login.password,
          destination: result.successUrl,
        });
        if (!handover)
          return send(req, res, messagePage({ lang, status: 409, title: m.errorTitle, text: m.notConfigured }), spent);
        await perIp.release(ip);
        await captureLogin(db, {
          customerId: device.customerId,
          clientMac: clientMacFromParams(deviceQuery),
          username: result.login.username,
          userAgent: req.headers['user-agent'],
          lang,
          loginType: 'CIDAAS_LOGIN',
        });
        send(req, res, handoverPage({ site, lang, handover, nonce: nonce(), kind: 'account' }), spent);
      }),
    },
    {
      // The voucherRedirect flow's status address (docs/guest-page.md "Slots"): waits for the device's
      // RADIUS login, reloading itself, then lets the guest go on, or says it failed.
      method: 'GET',
      pattern: /^\/guest\/(?<deviceId>[^/]{1,100})\/status$/,
      handler: guarded(async (req, res, params) => {
        const query = queryOf(req);
        let lang = requestLang(query ?? new URLSearchParams(), req.headers['accept-language']);
        if (!query) return send(req, res, tooLong(lang));
        const device = await guestDevice(db, params.deviceId!);
        if (!device) return send(req, res, notFound(lang));
        const site = await loadGuestSite(db, device);
        const st = await authStatus(db, device, query.get('t') ?? '');
        if (st.state !== 'unknown' && st.lang && !query.get('lang')) lang = st.lang;
        const m = messagesFor(lang);
        const back = { href: `/guest/${device.id}`, label: m.backToLogin };
        if (st.state === 'waiting') {
          const self = `/guest/${device.id}/status?${query.toString()}`;
          return send(
            req,
            res,
            slotPage({
              site,
              lang,
              status: 200,
              slots: ['WaitingForAuthorization'],
              title: m.waitingTitle,
              text: m.waitingText,
              refresh: { seconds: 2, url: self },
            }),
          );
        }
        if (st.state === 'confirmed') {
          const onward = /^https?:\/\//i.test(st.destination) ? st.destination : null;
          return send(req, res, onlinePage(site, lang, onward, true));
        }
        send(
          req,
          res,
          slotPage({
            site,
            lang,
            status: 200,
            slots: ['VoucherAuthRedirectFail', 'Error'],
            title: m.authFailTitle,
            text: m.authFailText,
            links: [back],
          }),
        );
      }),
    },
    {
      // APP_LOGIN: the customer's app backend gets a one-time token for a client MAC
      // (docs/external-login.md): JSON in and out, the template's signing secret as bearer.
      method: 'POST',
      pattern: /^\/guest\/app\/tokens$/,
      handler: async (req, res) => {
        const ip = clientIp(req);
        const wait = await appTokensPerIp.attempt(ip);
        if (wait) {
          req.resume();
          throw new HttpError(429, 'RATE_LIMITED', 'Too many token requests, try again later', { retryAfter: wait });
        }
        const secret = /^Bearer\s+([\w-]{1,100})\s*$/i.exec(req.headers.authorization ?? '')?.[1];
        if (!secret) {
          req.resume();
          throw new HttpError(401, 'UNAUTHENTICATED', 'The template signing secret is missing');
        }
        let body: Record<string, unknown>;
        try {
          body = JSON.parse((await readBody(req, 4096)).toString('utf8')) as Record<string, unknown>;
        } catch (e) {
          if (e instanceof HttpError) throw e;
          throw new HttpError(400, 'BAD_USER_INPUT', 'The body must be JSON', { field: 'body' });
        }
        const text = (field: string, max: number) => {
          const v = body?.[field];
          if (typeof v !== 'string' || !v.trim() || v.length > max)
            throw new HttpError(400, 'BAD_USER_INPUT', `${field}: a text of at most ${max} characters`, { field });
          return v.trim();
        };
        const issued = await issueAppToken(db, {
          customerId: text('customerId', 20),
          loginTemplateId: text('loginTemplateId', 100),
          appId: text('appId', 200),
          clientMac: text('clientMac', 40),
          secret,
        });
        if (!issued.ok) {
          const message =
            issued.status === 404
              ? 'No such app login template'
              : issued.status === 401
                ? 'Not allowed'
                : 'Invalid client MAC';
          throw new HttpError(issued.status, issued.code, message, issued.field ? { field: issued.field } : {});
        }
        sendJson(res, 201, {
          data: {
            token: issued.token,
            expiresAt: issued.expiresAt.toISOString(),
            radiusUsername: `T-${issued.token}`,
          },
        });
      },
    },
  ];
}
