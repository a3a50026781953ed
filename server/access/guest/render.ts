// The guest page's HTML: one small document per screen (login form, hand-over, saved code, not found,
// error), phone first, light and dark by prefers-color-scheme, no framework and no script except the
// nonce'd one line that submits the hand-over form. The customer's HTML arrives sanitised and sits on
// a light panel in both schemes, so its own colours stay as designed.
import { buildStartPageCsp, isLanguageTag, pickLocalized } from '../../../src/domain/startPage';
import type { TemplateSlot } from '../../../src/domain/enums';
import { GUEST_MESSAGES, type GuestLang, type GuestMessages } from './messages';
import type { GuestSite, GuestTemplate, GuestTerms } from './load';
import type { Handover } from './params';
import { sanitizeGuestHtml } from './sanitize';
import { PHONE_INPUT_MAX } from '../../../src/domain/sms';
import { ROOM_MAX, SURNAME_MAX } from '../../../src/domain/reos';
import { BOOSTCOM_EMAIL_MAX, BOOSTCOM_NAME_MAX } from '../../../src/domain/boostcom';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The language of the request: `?lang=` when it is a language tag, else Accept-Language's first, else German. */
export function requestLang(query: URLSearchParams, acceptLanguage: string | undefined): string {
  const asked = query.get('lang');
  if (asked && isLanguageTag(asked)) return asked;
  for (const part of (acceptLanguage ?? '').slice(0, 200).split(',')) {
    const tag = part.split(';')[0]!.trim();
    const [base, region] = tag.split('-');
    const normal = region ? `${base!.toLowerCase()}-${region.toUpperCase()}` : (base ?? '').toLowerCase();
    if (isLanguageTag(normal)) return normal;
  }
  return 'de';
}

/** The page's own texts: German for German, English for every other language. */
export const uiLang = (lang: string): GuestLang => (lang.split('-')[0] === 'de' ? 'de' : 'en');

const CSS = `
:root{color-scheme:light dark;--bg:#eef1f4;--fg:#1d2329;--muted:#5b6570;--card:#fff;--line:#cfd6dd;
--accent:#0b63c5;--accent-fg:#fff;--bad-bg:#fdecea;--bad-fg:#8a1c12;--field:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#12161a;--fg:#e6eaee;--muted:#9aa5b1;--card:#1c2228;
--line:#3a444e;--accent:#5aa2f0;--accent-fg:#0b1520;--bad-bg:#3b1613;--bad-fg:#ffb4a9;--field:#12161a}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.25rem;margin:0 0 1rem}
.template{background:#fff;color:#1d2329;border-radius:12px;padding:1rem 1.25rem;margin:0 0 1rem;overflow-wrap:anywhere;
border:1px solid var(--line)}
.template img{max-width:100%;height:auto}
.template :first-child{margin-top:0}.template :last-child{margin-bottom:0}
h1.title{font-size:1.4rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:0 0 .35rem}
input[type=text]{width:100%;font:inherit;font-size:1.25rem;letter-spacing:.08em;padding:.7rem .8rem;border:1px solid var(--line);
border-radius:8px;background:var(--field);color:var(--fg)}
input[type=text]:focus,input[type=tel]:focus,button:focus,summary:focus,a:focus{outline:3px solid var(--accent);outline-offset:2px}
.hint{color:var(--muted);font-size:.9rem;margin:.35rem 0 1rem}
.check{display:flex;gap:.6rem;align-items:flex-start;font-weight:400;margin:1rem 0}
.check input{width:1.3rem;height:1.3rem;margin:.1rem 0 0;flex:none}
button,.button{display:block;width:100%;font:inherit;font-weight:600;font-size:1.1rem;padding:.8rem;border:0;border-radius:8px;
background:var(--accent);color:var(--accent-fg);cursor:pointer;text-align:center;text-decoration:none}
.alert{background:var(--bad-bg);color:var(--bad-fg);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
details{margin:.5rem 0}summary{cursor:pointer;color:var(--accent)}
.terms{max-height:50vh;overflow:auto;background:#fff;color:#1d2329;border-radius:8px;padding:.75rem 1rem;margin:.5rem 0;font-size:.9rem}
footer{color:var(--muted);font-size:.9rem;text-align:center}
footer .terms{text-align:left}
nav.langs{text-align:right;font-size:.9rem;margin:0 0 .5rem}
nav.langs a{color:var(--accent);margin-left:.6rem}
nav.langs [aria-current]{color:var(--fg);font-weight:600;text-decoration:none}
.code{font-size:1.6rem;font-weight:700;letter-spacing:.12em;text-align:center;margin:.5rem 0 0}
h2.title{font-size:1.2rem;margin:0 0 .5rem}
input[type=password],input[type=tel],input.plain{width:100%;font:inherit;font-size:1.1rem;padding:.7rem .8rem;border:1px solid var(--line);
border-radius:8px;background:var(--field);color:var(--fg);margin:0 0 1rem}
input[type=password]:focus{outline:3px solid var(--accent);outline-offset:2px}
.preview{border:2px dashed var(--accent);border-radius:8px;padding:.6rem .9rem;margin:0 0 1rem;font-weight:600}
.or{text-align:center;color:var(--muted);margin:.25rem 0 1rem}
.other{text-align:center;margin:0 0 1rem}.other a{color:var(--accent)}
`;

/** The policy of a guest page: the start-page policy of its templates, plus what the page itself does. */
export function guestCsp(
  directives: readonly string[],
  opts: { formAction: string; scriptNonce?: string | null; plugins?: PluginSources },
): string {
  const p = opts.plugins;
  const widen = (d: string, name: string, sources: readonly string[] | undefined) => {
    if (!sources?.length || !d.startsWith(`${name} `)) return d;
    const own = d
      .slice(name.length + 1)
      .split(' ')
      .filter((x) => x !== "'none'");
    return `${name} ${[...own, ...sources.filter((x) => !own.includes(x))].join(' ')}`;
  };
  const base = buildStartPageCsp(directives)
    .split('; ')
    .filter((d) => !d.startsWith('form-action ') && !d.startsWith('script-src '))
    .map((d) => widen(widen(d, 'connect-src', p?.connect), 'img-src', p?.img));
  const scripts = opts.scriptNonce ? [`'nonce-${opts.scriptNonce}'`, ...(p?.script ?? [])] : [];
  return [
    ...base,
    `script-src ${scripts.length ? scripts.join(' ') : "'none'"}`,
    `form-action ${opts.formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins the plugins' scripts need (wifi4eu, matomo): exactly those, nothing wider. */
export interface PluginSources {
  script: string[];
  connect: string[];
  img: string[];
}

/** The WiFi4EU programme's collection script (its installation guide's snippet). */
export const WIFI4EU_ORIGIN = 'https://collection.wifi4eu.ec.europa.eu';

/**
 * The plugins' part of the start page: the WiFi4EU snippet (network identifier, language) and the
 * Matomo tracking code (site id, the customer's Matomo), as nonce'd scripts, and the sources the
 * policy must allow for them. Nothing without the plugins.
 */
export function pluginScripts(site: GuestSite, lang: string, nonce: string): { html: string; sources: PluginSources } {
  const sources: PluginSources = { script: [], connect: [], img: [] };
  const parts: string[] = [];
  const js = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');
  if (site.wifi4eu) {
    parts.push(
      `<script nonce="${nonce}">var wifi4euTimerStart=Date.now();var wifi4euNetworkIdentifier=${js(site.wifi4eu.identifier)};` +
        `var wifi4euLanguage=${js(uiLang(lang))};var selftestModus=false;</script>`,
      `<script nonce="${nonce}" src="${WIFI4EU_ORIGIN}/wifi4eu.min.js"></script>`,
    );
    sources.script.push(WIFI4EU_ORIGIN);
    sources.connect.push(WIFI4EU_ORIGIN);
    sources.img.push(WIFI4EU_ORIGIN);
  }
  if (site.matomo) {
    const u = `${site.matomo.origin}/`;
    parts.push(
      `<script nonce="${nonce}">var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);` +
        `_paq.push(['enableLinkTracking']);_paq.push(['setTrackerUrl',${js(`${u}matomo.php`)}]);` +
        `_paq.push(['setSiteId',${js(site.matomo.siteId)}]);</script>`,
      `<script nonce="${nonce}" async src="${esc(`${u}matomo.js`)}"></script>`,
    );
    for (const list of [sources.script, sources.connect, sources.img]) list.push(site.matomo.origin);
  }
  return { html: parts.join('\n'), sources };
}

export interface Page {
  status: number;
  html: string;
  csp: string;
}

interface Frame {
  lang: string;
  title: string;
  body: string;
  /** `<meta http-equiv="refresh">`: seconds and the address (a page that waits for the device). */
  refresh?: { seconds: number; url: string };
  /** Language links keep the rest of the query. */
  query?: URLSearchParams;
  path?: string;
}

function langLinks(f: Frame, m: GuestMessages): string {
  if (!f.path) return '';
  const current = uiLang(f.lang);
  const link = (l: GuestLang, label: string) => {
    const q = new URLSearchParams(f.query);
    q.set('lang', l);
    return l === current
      ? `<a aria-current="true" lang="${l}">${label}</a>`
      : `<a href="${esc(`${f.path}?${q.toString()}`)}" lang="${l}" hreflang="${l}">${label}</a>`;
  };
  return `<nav class="langs" aria-label="${esc(m.language)}">${link('de', 'Deutsch')}${link('en', 'English')}</nav>`;
}

function documentOf(f: Frame): string {
  const m = GUEST_MESSAGES[uiLang(f.lang)];
  return `<!doctype html>
<html lang="${esc(f.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="same-origin">
${f.refresh ? `<meta http-equiv="refresh" content="${f.refresh.seconds};url=${esc(f.refresh.url)}">\n` : ''}<title>${esc(f.title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
${langLinks(f, m)}
${f.body}
</main>
</body>
</html>
`;
}

function templateBlock(template: GuestTemplate | undefined, lang: string): string {
  const text = pickLocalized(template?.texts ?? [], lang)?.text;
  const html = sanitizeGuestHtml(text);
  return html ? `<section class="template">${html}</section>` : '';
}

function imprintBlock(site: GuestSite, lang: string, m: GuestMessages): string {
  const text = sanitizeGuestHtml(pickLocalized(site.imprint ?? [], lang)?.text);
  if (!text) return '';
  return `<footer><details><summary>${esc(m.imprint)}</summary><div class="terms">${text}</div></details></footer>`;
}

/**
 * The address of the privacy text of terms of use shown on a device's page (seed 000 §7 "privacy text
 * content"; D255): a page of its own, or JSON with `Accept: application/json`.
 */
export function privacyPath(deviceId: string, termsId: string, lang: string): string {
  return `/guest/${encodeURIComponent(deviceId)}/privacy?${new URLSearchParams({ terms: termsId, lang }).toString()}`;
}

function termsBlock(given: GuestTerms | null, lang: string, m: GuestMessages, form: string, deviceId: string): string {
  if (!given) return '';
  const locale = pickLocalized(given.locales, lang);
  const terms = sanitizeGuestHtml(locale?.terms);
  const privacy = sanitizeGuestHtml(locale?.privacy);
  const id = form === 'code' ? 'terms-text' : `terms-text-${esc(form)}`;
  // the privacy text inline (a captive browser may open no second page) and at its own address
  const privacyLink = privacy
    ? `<p class="hint"><a href="${esc(privacyPath(deviceId, given.id, lang))}" target="_blank" rel="noopener">${esc(m.privacyOpen)}</a></p>`
    : '';
  return (
    `<details><summary>${esc(m.termsRead)}</summary><div class="terms" id="${id}">${terms}` +
    (privacy ? `<hr>${privacy}` : '') +
    `</div>${privacyLink}</details>` +
    `<label class="check"><input type="checkbox" name="terms" value="1" required aria-describedby="${id}"> ` +
    `<span>${esc(m.termsAccept)}</span></label>`
  );
}

const directivesOf = (...ts: (GuestTemplate | undefined)[]) => ts.flatMap((t) => t?.cspDirectives ?? []);

export interface LoginFormOptions {
  site: GuestSite;
  lang: string;
  code: string;
  /** The device's redirect parameters, handed back with the form. */
  query: URLSearchParams;
  csrf: string;
  /** Shown above the form: the failure slot's template and the reason (refused), or a form problem. */
  failure?: { slot: TemplateSlot | null; message: string } | null;
  status?: number;
  /** The form a failure belongs to: 'code' or a login template's id (default: the code form). */
  active?: string | null;
  /** A device-account login: the username typed, and whether its terms must be accepted once. */
  username?: string;
  askTerms?: boolean;
  /** The portal's "try as a guest": a banner, nothing recorded. */
  preview?: boolean;
  /** The nonce of the plugins' scripts (wifi4eu, matomo). */
  nonce: string;
  /** SMS login: the number typed (shown again after a problem). */
  phone?: string;
  /** SMS login: a code was sent for this template to the masked number; its form asks for the code. */
  sms?: { loginTemplateId: string; masked: string } | null;
  /** SMS login: the terms were accepted with the number (carried to the code step). */
  termsGiven?: boolean;
  /** Room login: the room number and surname typed (shown again after a problem). */
  room?: { room: string; surname?: string };
  /** Loyalty club sign-up: the fields typed (shown again after a problem). */
  club?: { firstName: string; lastName: string; email: string; phone: string; marketing: boolean };
}

/** The form's common hidden fields: the CSRF token, the device's parameters, which login it is. */
function hidden(o: Pick<LoginFormOptions, 'csrf' | 'query'>, login: string): string {
  return (
    `<input type="hidden" name="csrf" value="${esc(o.csrf)}">\n` +
    `<input type="hidden" name="q" value="${esc(o.query.toString())}">\n` +
    `<input type="hidden" name="login" value="${esc(login)}">`
  );
}

function actionOf(site: GuestSite, query: URLSearchParams): string {
  const langQ = new URLSearchParams();
  if (query.get('lang')) langQ.set('lang', query.get('lang')!);
  return `/guest/${encodeURIComponent(site.deviceId)}/login${langQ.size ? `?${langQ}` : ''}`;
}

const heading = (first: boolean, text: string) =>
  first ? `<h1 class="title">${esc(text)}</h1>` : `<h2 class="title">${esc(text)}</h2>`;

/** The login screen: the Welcome template (or the failure slot's), one form per offered login, the imprint. */
export function loginPage(o: LoginFormOptions): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const { site } = o;
  const template = o.failure?.slot
    ? (site.templates[o.failure.slot] ?? site.templates.Error ?? site.templates.Welcome)
    : o.sms
      ? (site.templates.VoucherSmsSuccess ?? site.templates.Welcome)
      : site.templates.Welcome;
  const top = templateBlock(template, o.lang) || `<section class="card"><p>${esc(m.defaultWelcome)}</p></section>`;
  const active = o.active ?? 'code';
  const alertFor = (login: string) =>
    o.failure && login === active ? `<div class="alert" role="alert">${esc(o.failure.message)}</div>` : '';
  const action = esc(actionOf(site, o.query));
  const forms: string[] = [];
  const codeForm = (first: boolean) => `<form class="card" method="post" action="${action}" autocomplete="off">
${heading(first, m.title)}
${alertFor('code')}
${hidden(o, 'code')}
<label for="code">${esc(m.codeLabel)}</label>
<input type="text" id="code" name="code" value="${esc(o.code)}" required maxlength="64" autocapitalize="characters" autocorrect="off" spellcheck="false" inputmode="text" aria-describedby="code-hint">
<p class="hint" id="code-hint">${esc(m.codeHint)}</p>
${termsBlock(site.terms, o.lang, m, 'code', o.site.deviceId)}
<button type="submit">${esc(m.submit)}</button>
</form>`;
  let codeShown = false;
  let reosShown = 0;
  for (const login of site.logins) {
    const first = forms.length === 0;
    if (login.loginType === 'VOUCHER_LOGIN') {
      if (!codeShown) forms.push(codeForm(first));
      codeShown = true;
    } else if (login.loginType === 'EASY_LOGIN') {
      forms.push(`<form class="card" method="post" action="${action}">
${heading(first, m.easyTitle)}
${alertFor(login.id)}
${hidden(o, login.id)}
<p>${esc(m.easyText)}</p>
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(m.easySubmit)}</button>
</form>`);
    } else if (login.loginType === 'EXTERNAL_LOGIN' || login.loginType === 'APP_LOGIN') {
      const external = login.loginType === 'EXTERNAL_LOGIN';
      const text = external ? m.externalText : m.appText.replace('{app}', site.appName ?? 'App');
      forms.push(`<form class="card" method="post" action="${action}">
${heading(first, external ? m.externalTitle : m.appTitle)}
${alertFor(login.id)}
${hidden(o, login.id)}
<p>${esc(text)}</p>
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(external ? m.externalSubmit : m.appSubmit)}</button>
</form>`);
    } else if (login.loginType === 'CIDAAS_LOGIN') {
      forms.push(`<form class="card" method="post" action="${action}">
${heading(first, m.oidcTitle)}
${alertFor(login.id)}
${hidden(o, login.id)}
<p>${esc(m.oidcText)}</p>
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(m.oidcSubmit)}</button>
</form>`);
    } else if (login.loginType === 'VOUCHER_SMS_LOGIN') {
      forms.push(smsForm(o, login, action, first, alertFor(login.id), m));
    } else if (login.loginType === 'BOOSTCOM_LOGIN') {
      forms.push(boostcomForm(o, login, action, first, alertFor(login.id), m));
    } else if (login.loginType === 'REOS_LOGIN' || login.loginType === 'REOS_FRIEND_LOGIN') {
      forms.push(reosForm(o, login, action, first, alertFor(login.id), m, reosShown++ === 0));
    } else if (login.loginType === 'DEVICE_ACCOUNT_LOGIN') {
      const u = `username-${login.id}`;
      const pw = `password-${login.id}`;
      const ask = o.askTerms && active === login.id;
      forms.push(`<form class="card" method="post" action="${action}" autocomplete="off">
${heading(first, m.accountTitle)}
${alertFor(login.id)}
${hidden(o, login.id)}
<label for="${u}">${esc(m.usernameLabel)}</label>
<input class="plain" type="text" id="${u}" name="username" value="${esc(active === login.id ? (o.username ?? '') : '')}" required maxlength="${ACCOUNT_FIELD_MAX}" autocapitalize="none" autocorrect="off" spellcheck="false">
<label for="${pw}">${esc(m.passwordLabel)}</label>
<input type="password" id="${pw}" name="password" required maxlength="${ACCOUNT_FIELD_MAX}">
${ask ? termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId) : ''}
<button type="submit">${esc(m.accountSubmit)}</button>
</form>`);
    }
  }
  if (!codeShown && site.codeForm) forms.unshift(codeForm(true));
  if (!forms.length) forms.push(`<section class="card"><p>${esc(m.noLogin)}</p></section>`);
  const plugins = pluginScripts(site, o.lang, o.nonce);
  // The redirect logins' forms answer with a redirect to their splash URL, which form-action must allow.
  const away = [...new Set(site.logins.flatMap((l) => (l.splashUrl ? [new URL(l.splashUrl).origin] : [])))];
  const body = `${previewBanner(o.preview, m)}${top}
${forms.join(`\n<p class="or">${esc(m.or)}</p>\n`)}
${imprintBlock(site, o.lang, m)}
${plugins.html}`;
  return {
    status: o.status ?? (o.failure ? 403 : 200),
    html: documentOf({ lang: o.lang, title: m.title, body, query: o.query, path: `/guest/${site.deviceId}` }),
    csp: guestCsp(directivesOf(template), {
      formAction: ["'self'", ...away].join(' '),
      scriptNonce: plugins.html ? o.nonce : null,
      plugins: plugins.sources,
    }),
  };
}

/** The SMS login's card: the phone number, or (after the SMS went out) the code from the SMS. */
function smsForm(
  o: LoginFormOptions,
  login: GuestSite['logins'][number],
  action: string,
  first: boolean,
  alert: string,
  m: GuestMessages,
): string {
  const id = esc(login.id);
  if (o.sms?.loginTemplateId === login.id) {
    const other = new URLSearchParams(o.query);
    other.set('fresh', '1');
    const sent = o.sms.masked ? `<p role="status">${esc(m.smsSent.replace('{phone}', o.sms.masked))}</p>` : '';
    return `<form class="card" method="post" action="${action}" autocomplete="off">
${heading(first, m.smsTitle)}
${alert}
${sent}
${hidden(o, login.id)}
<input type="hidden" name="step" value="code">
<input type="hidden" name="sent" value="${esc(o.sms.masked)}">
${o.termsGiven ? '<input type="hidden" name="terms" value="1">' : ''}
<label for="smscode-${id}">${esc(m.smsCodeLabel)}</label>
<input type="text" id="smscode-${id}" name="code" value="${esc(o.code)}" required maxlength="64" autocomplete="one-time-code" autocapitalize="characters" autocorrect="off" spellcheck="false">
<p class="hint"><a href="${esc(`/guest/${o.site.deviceId}?${other}`)}">${esc(m.smsOtherNumber)}</a></p>
<button type="submit">${esc(m.smsCodeSubmit)}</button>
</form>`;
  }
  return `<form class="card" method="post" action="${action}">
${heading(first, m.smsTitle)}
${alert}
${hidden(o, login.id)}
<p>${esc(m.smsText)}</p>
<label for="phone-${id}">${esc(m.phoneLabel)}</label>
<input class="plain" type="tel" id="phone-${id}" name="phone" value="${esc(o.phone ?? '')}" required maxlength="${PHONE_INPUT_MAX}" autocomplete="tel" inputmode="tel" aria-describedby="phone-hint-${id}">
<p class="hint" id="phone-hint-${id}">${esc(m.phoneHint)}</p>
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(m.smsSubmit)}</button>
</form>`;
}

/**
 * The loyalty club's sign-up card (BOOSTCOM_LOGIN, docs/boostcom.md): the BoostcomUserRegistration
 * template (the customer's words about the club) when the bundle has one, then the club's fields, its
 * membership terms (required), marketing consent (optional) and the login template's own terms.
 */
function boostcomForm(
  o: LoginFormOptions,
  login: GuestSite['logins'][number],
  action: string,
  first: boolean,
  alert: string,
  m: GuestMessages,
): string {
  const t = m.boostcom;
  const id = esc(login.id);
  const shown = alert ? o.club : undefined;
  const field = (name: string, label: string, type: string, max: number, value: string, extra = '') =>
    `<label for="${name}-${id}">${esc(label)}</label>
<input class="plain" type="${type}" id="${name}-${id}" name="${name}" value="${esc(value)}" required maxlength="${max}"${extra}>`;
  return `<form class="card" method="post" action="${action}">
${heading(first, t.title)}
${alert}
${templateBlock(o.site.templates.BoostcomUserRegistration, o.lang)}
${hidden(o, login.id)}
<p>${esc(t.text)}</p>
${field('firstName', t.firstNameLabel, 'text', BOOSTCOM_NAME_MAX, shown?.firstName ?? '', ' autocomplete="given-name"')}
${field('lastName', t.lastNameLabel, 'text', BOOSTCOM_NAME_MAX, shown?.lastName ?? '', ' autocomplete="family-name"')}
${field('email', t.emailLabel, 'email', BOOSTCOM_EMAIL_MAX, shown?.email ?? '', ' autocomplete="email" autocapitalize="none" spellcheck="false"')}
${field('phone', t.phoneLabel, 'tel', PHONE_INPUT_MAX, shown?.phone ?? '', ` autocomplete="tel" inputmode="tel" aria-describedby="club-phone-hint-${id}"`)}
<p class="hint" id="club-phone-hint-${id}">${esc(m.phoneHint)}</p>
<label class="check"><input type="checkbox" name="membershipTerms" value="1" required> <span>${esc(t.membershipTerms)}</span></label>
<label class="check"><input type="checkbox" name="marketing" value="1"${shown?.marketing ? ' checked' : ''}> <span>${esc(t.marketing)}</span></label>
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(t.submit)}</button>
</form>`;
}

/**
 * A room login's card (docs/reos.md): REOS_LOGIN asks room number and surname, REOS_FRIEND_LOGIN room
 * number and friend code. Above the first room card, the ReosChooseDeviceType template when the bundle
 * has one (the customer's words on which card is for which device).
 */
function reosForm(
  o: LoginFormOptions,
  login: GuestSite['logins'][number],
  action: string,
  first: boolean,
  alert: string,
  m: GuestMessages,
  firstRoomCard: boolean,
): string {
  const t = m.reos;
  const id = esc(login.id);
  const friend = login.loginType === 'REOS_FRIEND_LOGIN';
  const shown = alert ? o.room : undefined;
  const chooser = firstRoomCard ? templateBlock(o.site.templates.ReosChooseDeviceType, o.lang) : '';
  const second = friend
    ? `<label for="friendcode-${id}">${esc(t.codeLabel)}</label>
<input class="plain" type="text" id="friendcode-${id}" name="friendCode" value="" required maxlength="16" inputmode="numeric" autocomplete="off" autocorrect="off" spellcheck="false">`
    : `<label for="surname-${id}">${esc(t.surnameLabel)}</label>
<input class="plain" type="text" id="surname-${id}" name="surname" value="${esc(shown?.surname ?? '')}" required maxlength="${SURNAME_MAX}" autocomplete="family-name" spellcheck="false">`;
  return `${chooser}<form class="card" method="post" action="${action}" autocomplete="off">
${heading(first, friend ? t.friendTitle : t.title)}
${alert}
${hidden(o, login.id)}
<p>${esc(friend ? t.friendText : t.text)}</p>
<label for="room-${id}">${esc(t.roomLabel)}</label>
<input class="plain" type="text" id="room-${id}" name="room" value="${esc(shown?.room ?? '')}" required maxlength="${ROOM_MAX}" autocapitalize="characters" autocorrect="off" spellcheck="false">
${second}
${termsBlock(login.terms, o.lang, m, login.id, o.site.deviceId)}
<button type="submit">${esc(friend ? t.friendSubmit : t.submit)}</button>
</form>`;
}

/**
 * After a room login (ReosDeviceAdministration, else Success): the room, the check-out, the friend code
 * for the room's other devices, and the hand-over form to the device with a button (no script: the
 * guest reads the code first).
 */
export function reosHandoverPage(o: {
  site: GuestSite;
  lang: string;
  handover: Handover;
  room: string;
  friendCode: string;
  /** Check-out as the guest reads it (the device's time zone). */
  checkOut: string;
}): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const t = m.reos;
  const { site, handover } = o;
  const template = site.templates.ReosDeviceAdministration ?? site.templates.Success;
  const fields = handover.fields
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const title = t.adminTitle.replace('{room}', o.room);
  const body = `${templateBlock(template, o.lang)}
<section class="card" role="status">
<h1 class="title">${esc(title)}</h1>
<p>${esc(t.adminText.replace('{checkOut}', o.checkOut))}</p>
<p>${esc(t.friendCodeLabel)}:</p>
<p class="code" id="friend-code">${esc(o.friendCode)}</p>
<p class="hint">${esc(t.friendHint)}</p>
</section>
<form class="card" id="handover" method="${handover.method.toLowerCase()}" action="${esc(handover.action)}">
${fields}
<button type="submit">${esc(t.connect)}</button>
</form>
${imprintBlock(site, o.lang, m)}`;
  return {
    status: 200,
    html: documentOf({ lang: o.lang, title, body }),
    csp: guestCsp(directivesOf(template), { formAction: new URL(handover.action).origin }),
  };
}

/** Usernames and passwords on the page: at most this long. */
export const ACCOUNT_FIELD_MAX = 128;

const previewBanner = (preview: boolean | undefined, m: GuestMessages) =>
  preview ? `<div class="preview" role="status">${esc(m.previewBanner)}</div>\n` : '';

/** A returning guest whose account can still log in: the WelcomeBack slot and one button. */
export function welcomeBackPage(o: {
  site: GuestSite;
  lang: string;
  query: URLSearchParams;
  csrf: string;
  preview?: boolean;
  nonce: string;
}): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const { site } = o;
  const template = site.templates.WelcomeBack ?? site.templates.Welcome;
  const fresh = new URLSearchParams(o.query);
  fresh.set('fresh', '1');
  const plugins = pluginScripts(site, o.lang, o.nonce);
  const body = `${previewBanner(o.preview, m)}${templateBlock(template, o.lang)}
<form class="card" method="post" action="${esc(actionOf(site, o.query))}">
<h1 class="title">${esc(m.welcomeBackTitle)}</h1>
<p>${esc(m.welcomeBackText)}</p>
${hidden(o, 'reconnect')}
<button type="submit">${esc(m.reconnect)}</button>
</form>
<p class="other"><a href="${esc(`/guest/${site.deviceId}?${fresh}`)}">${esc(m.otherLogin)}</a></p>
${imprintBlock(site, o.lang, m)}
${plugins.html}`;
  return {
    status: 200,
    html: documentOf({
      lang: o.lang,
      title: m.welcomeBackTitle,
      body,
      query: o.query,
      path: `/guest/${site.deviceId}`,
    }),
    csp: guestCsp(directivesOf(template), {
      formAction: "'self'",
      scriptNonce: plugins.html ? o.nonce : null,
      plugins: plugins.sources,
    }),
  };
}

/** The hand-over: the success slot and a form to the device that submits itself (button without script). */
export function handoverPage(o: {
  site: GuestSite;
  lang: string;
  handover: Handover;
  nonce: string;
  /** A code was checked (VoucherCheckSuccess), or another login (Success). */
  kind?: 'code' | 'account';
  /** The voucherRedirect flow: the VoucherAuthRedirect slot first. */
  authRedirect?: boolean;
}): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const { site, handover } = o;
  const code = (o.kind ?? 'code') === 'code';
  const template =
    (o.authRedirect ? site.templates.VoucherAuthRedirect : undefined) ??
    (code ? (site.templates.VoucherCheckSuccess ?? site.templates.Success) : site.templates.Success);
  const top = templateBlock(template, o.lang);
  const fields = handover.fields
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const body = `${top}
<form class="card" id="handover" method="${handover.method.toLowerCase()}" action="${esc(handover.action)}">
<h1 class="title">${esc(code ? m.handoverTitle : m.connectedTitle)}</h1>
<p>${esc(m.handoverText)}</p>
${fields}
<p class="hint">${esc(m.handoverNoScript)}</p>
<button type="submit">${esc(m.continue)}</button>
</form>
${imprintBlock(site, o.lang, m)}
<script nonce="${o.nonce}">document.getElementById('handover').submit();</script>`;
  const target = new URL(handover.action).origin;
  return {
    status: 200,
    html: documentOf({ lang: o.lang, title: code ? m.handoverTitle : m.connectedTitle, body }),
    csp: guestCsp(directivesOf(template), { formAction: target, scriptNonce: o.nonce }),
  };
}

/** A page with a heading and a text, in the same look (not found, errors, the saved code). */
export function messagePage(o: {
  lang: string;
  status: number;
  title: string;
  text: string;
  extra?: string;
  path?: string;
  query?: URLSearchParams;
}): Page {
  const body = `<section class="card"><h1 class="title">${esc(o.title)}</h1><p>${esc(o.text)}</p>${o.extra ?? ''}</section>`;
  return {
    status: o.status,
    html: documentOf({ lang: o.lang, title: o.title, body, path: o.path, query: o.query }),
    csp: guestCsp([], { formAction: "'none'" }),
  };
}

/**
 * The privacy text of terms of use as a page of its own (seed 000 §7 "privacy text content"; D255):
 * the text in the guest's language (else the default one), sanitised like every start-page text, with
 * the language links and a way back to the device's login page.
 */
export function privacyPage(o: {
  lang: string;
  html: string;
  path: string;
  query: URLSearchParams;
  back: string;
}): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const body =
    `<section class="card"><h1 class="title">${esc(m.privacy)}</h1><div class="terms">${o.html}</div>` +
    `<p><a href="${esc(o.back)}">${esc(m.privacyBack)}</a></p></section>`;
  return {
    status: 200,
    html: documentOf({ lang: o.lang, title: m.privacy, body, path: o.path, query: o.query }),
    csp: guestCsp([], { formAction: "'none'" }),
  };
}

/**
 * A page of one start-page slot (the voucherRedirect flow: WaitingForAuthorization,
 * VoucherAuthRedirectSuccess, VoucherAuthRedirectFail): the slot's template, else the first fallback
 * the bundle has, then a card with a heading, a text and links; optionally reloading itself.
 */
export function slotPage(o: {
  site: GuestSite;
  lang: string;
  status: number;
  slots: readonly TemplateSlot[];
  title: string;
  text: string;
  links?: readonly { href: string; label: string }[];
  refresh?: { seconds: number; url: string };
}): Page {
  const m = GUEST_MESSAGES[uiLang(o.lang)];
  const template = o.slots.map((slot) => o.site.templates[slot]).find(Boolean);
  const links = (o.links ?? [])
    .map((l) => `<p><a class="button" href="${esc(l.href)}">${esc(l.label)}</a></p>`)
    .join('');
  const body = `${templateBlock(template, o.lang)}<section class="card" role="status"><h1 class="title">${esc(o.title)}</h1><p>${esc(o.text)}</p>${links}</section>
${imprintBlock(o.site, o.lang, m)}`;
  return {
    status: o.status,
    html: documentOf({ lang: o.lang, title: o.title, body, refresh: o.refresh }),
    csp: guestCsp(directivesOf(template), { formAction: "'none'" }),
  };
}

export const messagesFor = (lang: string) => GUEST_MESSAGES[uiLang(lang)];
