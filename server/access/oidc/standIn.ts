// The OpenID provider stand-in (docs/oidc-login.md "Stand-in"): a real OpenID provider, the
// certified `oidc-provider` package, served by the portal itself under `<PUBLIC_URL>/stand-in/oidc`
// (its issuer), as the mail outbox stands in for an SMTP relay. It knows one demo user
// (OIDC_DEMO_USER) and, as its clients, every cidaas plugin whose apiUrl is its issuer (client id and
// secret as the plugin holds them, the portal's redirect URI). Its login page offers „Anmelden“ and
// „Abbrechen“ (error=access_denied). Keys, cookies keys and what it stores live in this process only
// (made at the first request): a restart ends its sessions, not the portal's. STAND_INS=off removes it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Adapter, AdapterPayload, Configuration, default as Provider } from 'oidc-provider';
import type { Services } from '../../platform/context';
import { moduleState } from '../../platform/context';
import { queryRows, type Db } from '../../platform/db/client';
import { readBody, type Route } from '../../platform/http';
import { log } from '../../platform/log';
import { standInsOnly } from '../../platform/standIns';

/** Where the stand-in lives on the portal: its issuer is `<PUBLIC_URL>` + this. */
export const OIDC_STAND_IN_PATH = '/stand-in/oidc';
/** The portal's one redirect URI (register it at the provider): `<PUBLIC_URL>` + this. */
export const OIDC_CALLBACK_PATH = '/guest/oidc/callback';

/** The stand-in's one user (shown in the README and docs/oidc-login.md, like the outbox's address). */
export const OIDC_DEMO_USER = {
  email: 'guest@example.org',
  password: 'Gast#2026',
  sub: '5d1c3b7e-2f0a-4c39-9b6e-0c4f1a2d7e81',
  name: 'Demo Gast',
} as const;

export const standInIssuer = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${OIDC_STAND_IN_PATH}`;

const TEXTS = {
  de: {
    title: 'Identitätsanbieter (Platzhalter)',
    intro:
      'Dieser Anbieter steht für Ihren OpenID-Connect-Anbieter (cidaas): Er meldet den Gast an und schickt ihn mit einem Code zurück.',
    client: 'Anmeldung für: {client}',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    cancel: 'Abbrechen',
    wrong: 'E-Mail-Adresse oder Passwort ist falsch.',
    hint: 'Demo-Zugang: {email} / {password}',
    errorTitle: 'Anfrage ungültig',
    errorText: 'Der Anbieter hat die Anfrage abgelehnt ({error}).',
  },
  en: {
    title: 'Identity provider (stand-in)',
    intro:
      'This provider stands in for your OpenID Connect provider (cidaas): it logs the guest in and sends them back with a code.',
    client: 'Login for: {client}',
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    cancel: 'Cancel',
    wrong: 'Wrong e-mail address or password.',
    hint: 'Demo access: {email} / {password}',
    errorTitle: 'Invalid request',
    errorText: 'The provider refused the request ({error}).',
  },
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function textsFor(...tags: (string | undefined | null)[]) {
  for (const tag of tags) {
    const base = (tag ?? '')
      .trim()
      .split(/[\s,;-]/)[0]
      ?.toLowerCase();
    if (base === 'de') return TEXTS.de;
    if (base === 'en') return TEXTS.en;
  }
  return TEXTS.de;
}

const CSS =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f0fa;color:#1d1b29}main{max-width:26rem;margin:2rem auto;padding:1rem}' +
  '.card{background:#fff;border:1px solid #d6cfe8;border-radius:12px;padding:1.25rem}h1{font-size:1.3rem;margin:0 0 .5rem}' +
  'label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #b9b0d0;border-radius:8px}' +
  'button{font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:8px;margin:1rem .5rem 0 0;cursor:pointer}' +
  '.primary{background:#5b3cc4;color:#fff}.secondary{background:#e6e0f5;color:#1d1b29}.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.6rem .8rem}' +
  '.hint{color:#5e5873;font-size:.9rem}';

function sendPage(res: ServerResponse, status: number, lang: string, title: string, body: string) {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head><body><main><section class="card"><h1>${esc(title)}</h1>${body}</section></main></body></html>`;
  const buf = Buffer.from(html, 'utf8');
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': buf.length,
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(buf);
}

interface CidaasBlock {
  active?: boolean;
  apiUrl?: string;
  clientId?: string;
  clientSecret?: string;
}

/** The stand-in's clients: the cidaas plugins that name it as their issuer (first match by client id). */
async function clientOf(
  db: Db,
  issuer: string,
  redirectUri: string,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const rows = await queryRows<{ cidaas: CidaasBlock | null }>(
    db,
    `select plugins->'cidaas' as cidaas from customer_plugins where plugins->'cidaas'->>'clientId' = $1 order by customer_id limit 20`,
    [clientId],
  );
  const own = rows
    .map((r) => r.cidaas)
    .find((c) => c?.active === true && (c.apiUrl ?? '').replace(/\/+$/, '') === issuer && !!c.clientSecret);
  if (!own) return undefined;
  return {
    client_id: clientId,
    client_secret: own.clientSecret!,
    redirect_uris: [redirectUri],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
}

export interface OidcStandIn {
  issuer: string;
  provider: Provider;
}

/**
 * Loaded at the first request: the package is not needed before (and oidc-provider 9 warns about
 * Node 20 when it is loaded, which a server that never uses the stand-in need not print).
 */
async function createStandIn(services: Services): Promise<OidcStandIn> {
  const { default: Provider } = await import('oidc-provider');
  const { createMemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
  const publicUrl = services.config.publicUrl.replace(/\/+$/, '');
  const issuer = standInIssuer(publicUrl);
  const redirectUri = `${publicUrl}${OIDC_CALLBACK_PATH}`;
  const memory = createMemoryAdapter();
  const clients: Adapter = {
    find: (id) => clientOf(services.db, issuer, redirectUri, id),
    upsert: async () => undefined,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: async () => undefined,
    destroy: async () => undefined,
    revokeByGrantId: async () => undefined,
  };
  // Made off the event loop: an RSA key takes a while, and the portal keeps answering meanwhile.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
  const configuration: Configuration = {
    adapter: (name: string) => (name === 'Client' ? clients : memory(name)),
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: (_ctx, id) =>
      id === OIDC_DEMO_USER.sub
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              email: OIDC_DEMO_USER.email,
              email_verified: true,
              name: OIDC_DEMO_USER.name,
            }),
          }
        : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${OIDC_STAND_IN_PATH}/interaction/${interaction.uid}` },
    // A first-party stand-in: the grant of the scopes asked for is given with the login (no consent page).
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      const t = textsFor(ctx.get('accept-language'));
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(t.errorTitle)}</title><style>${CSS}</style></head><body><main><section class="card"><h1>${esc(t.errorTitle)}</h1><p>${esc(t.errorText.replace('{error}', String(out.error ?? 'error')))}</p></section></main></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The portal's own address may sit behind a TLS-offloading proxy (x-forwarded-proto).
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => log.warn(`oidc stand-in: ${err.name}`));
  return { issuer, provider };
}

/** The stand-in of this server, made at its first request (again when PUBLIC_URL changed: tests). */
const standInState = moduleState<{ current: { issuer: string; standIn: Promise<OidcStandIn> } | null }>(() => ({
  current: null,
}));

export function standInOf(services: Services): Promise<OidcStandIn> {
  const state = standInState(services);
  const issuer = standInIssuer(services.config.publicUrl);
  if (!state.current || state.current.issuer !== issuer) {
    const current = { issuer, standIn: createStandIn(services) };
    // A stand-in that could not be made is made again at the next request.
    current.standIn.catch(() => {
      if (state.current === current) state.current = null;
    });
    state.current = current;
  }
  return state.current.standIn;
}

/** Hands a request under the stand-in's path to the provider (which sees the path below it). */
function delegate(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const original = req.url ?? '/';
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
  req.url = original.slice(OIDC_STAND_IN_PATH.length) || '/';
  return new Promise<void>((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    void provider.callback()(req, res);
  });
}

function loginForm(
  res: ServerResponse,
  o: { uid: string; lang: string; client: string; email?: string; wrong?: boolean; status?: number },
) {
  const t = textsFor(o.lang);
  const action = `${OIDC_STAND_IN_PATH}/interaction/${encodeURIComponent(o.uid)}`;
  const body =
    `<p>${esc(t.intro)}</p><p class="hint">${esc(t.client.replace('{client}', o.client))}</p>` +
    (o.wrong ? `<p class="alert" role="alert">${esc(t.wrong)}</p>` : '') +
    `<form method="post" action="${esc(action)}" autocomplete="off">` +
    `<label for="email">${esc(t.email)}</label><input id="email" name="email" type="email" required maxlength="200" value="${esc(o.email ?? '')}">` +
    `<label for="password">${esc(t.password)}</label><input id="password" name="password" type="password" required maxlength="200">` +
    `<button class="primary" type="submit" name="action" value="login">${esc(t.login)}</button>` +
    `<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${esc(t.cancel)}</button>` +
    `</form><p class="hint">${esc(t.hint.replace('{email}', OIDC_DEMO_USER.email).replace('{password}', OIDC_DEMO_USER.password))}</p>`;
  sendPage(res, o.status ?? 200, o.lang.startsWith('en') ? 'en' : 'de', t.title, body);
}

export function standInRoutes(services: Services): Route[] {
  const interaction = new RegExp(`^${OIDC_STAND_IN_PATH}/interaction/(?<uid>[\\w-]{1,100})$`);
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: interaction,
      handler: async (req, res) => {
        const { provider } = await standInOf(services);
        const details = await provider.interactionDetails(req, res);
        const lang = String(details.params.ui_locales ?? req.headers['accept-language'] ?? 'de');
        loginForm(res, { uid: details.uid, lang, client: String(details.params.client_id ?? '') });
      },
    },
    {
      method: 'POST',
      pattern: interaction,
      handler: async (req, res) => {
        const { provider } = await standInOf(services);
        const form = new URLSearchParams((await readBody(req, 4096)).toString('utf8'));
        const details = await provider.interactionDetails(req, res);
        const lang = String(details.params.ui_locales ?? req.headers['accept-language'] ?? 'de');
        if (form.get('action') === 'cancel') {
          await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'The guest cancelled the login' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const password = form.get('password') ?? '';
        if (email !== OIDC_DEMO_USER.email || password !== OIDC_DEMO_USER.password) {
          return loginForm(res, {
            uid: details.uid,
            lang,
            client: String(details.params.client_id ?? ''),
            email: email.slice(0, 200),
            wrong: true,
            status: 401,
          });
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: OIDC_DEMO_USER.sub, remember: false } },
          { mergeWithLastSubmission: false },
        );
      },
    },
    ...(['GET', 'POST'] as const).map((method): Route => ({
      method,
      pattern: new RegExp(`^${OIDC_STAND_IN_PATH}(?!/interaction/)(?:/.*)?$`),
      handler: async (req, res) => delegate((await standInOf(services)).provider, req, res),
    })),
  ];
  // Switched off (STAND_INS=off): the addresses answer 404, like any unknown one.
  return standInsOnly(services, routes);
}
