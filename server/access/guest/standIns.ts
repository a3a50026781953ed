// In-process stand-ins for the other side of the redirect logins (docs/external-login.md "Stand-ins"),
// as the mail outbox stands in for an SMTP relay: a partner login page for EXTERNAL_LOGIN and an app
// for APP_LOGIN, speaking exactly the contract an integrator implements — they check the portal's
// signature with the template's secret, and answer with a signed callback (the partner) or a token
// from the REST call (the app). They act only for templates whose splash URL is theirs, so the demo's
// "Externer Login" and "App-Login" work from the README. STAND_INS=off removes them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../../platform/http';
import type { Services } from '../../platform/context';
import { and, eq } from 'drizzle-orm';
import {
  deviceById,
  issueAppToken,
  sign,
  signatureMatches,
  signingSecret,
  withParams,
  type RedirectType,
} from '../hotspot-login';
import { hotspotLoginTemplates } from '../../templates/login-template/table';
import { customerPlugins } from '../../tenancy/customer/table';
import { esc, messagePage, messagesFor, requestLang, type Page } from './render';
import { standInsOnly } from '../../platform/standIns';

/** The stand-ins' paths: a splash URL of `<publicUrl><path>` is served by them. */
export const STAND_IN_PATHS = {
  external: '/stand-in/external-login',
  failed: '/stand-in/external-login/failed',
  app: '/stand-in/app',
} as const;

const TEXTS = {
  de: {
    partnerTitle: 'Partner-Anmeldung (Platzhalter)',
    partnerText:
      'Diese Seite steht für die Anmeldeseite Ihres Partners (EXTERNAL_LOGIN): Sie hat die signierte Anfrage geprüft und antwortet signiert.',
    allow: 'Zulassen',
    deny: 'Ablehnen',
    appTitle: 'App (Platzhalter)',
    appText: 'Diese Seite steht für die App „{app}“ (APP_LOGIN): Sie hat für dieses Gerät einen Einmal-Token geholt.',
    connect: 'WLAN verbinden',
    badTitle: 'Anfrage ungültig',
    badText: 'Die Signatur der Anfrage stimmt nicht oder die Vorlage ist keine Platzhalter-Vorlage.',
    failedTitle: 'Anmeldung abgelehnt',
    failedText: 'Der Partner oder das Portal hat die Anmeldung abgelehnt. Grund: {reason}',
    back: 'Zurück zur WLAN-Anmeldung',
  },
  en: {
    partnerTitle: 'Partner login (stand-in)',
    partnerText:
      'This page stands in for your partner’s login page (EXTERNAL_LOGIN): it checked the signed request and answers signed.',
    allow: 'Allow',
    deny: 'Deny',
    appTitle: 'App (stand-in)',
    appText: 'This page stands in for the app “{app}” (APP_LOGIN): it got a one-time token for this device.',
    connect: 'Connect to the WiFi',
    badTitle: 'Invalid request',
    badText: 'The request’s signature does not match, or the template is not a stand-in template.',
    failedTitle: 'Login refused',
    failedText: 'The partner or the portal refused the login. Reason: {reason}',
    back: 'Back to the WiFi login',
  },
};

const textsFor = (lang: string) => (lang.split('-')[0] === 'de' ? TEXTS.de : TEXTS.en);

function send(res: ServerResponse, page: Page) {
  const body = Buffer.from(page.html, 'utf8');
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'content-security-policy': page.csp,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

const buttons = (links: [string, string][]) =>
  links.map(([href, label]) => `<p><a class="button" href="${esc(href)}">${esc(label)}</a></p>`).join('');

export function standInRoutes(services: Services): Route[] {
  const { db } = services;
  const ownSplash = (path: string, splashUrl: string | null | undefined) =>
    !!splashUrl && splashUrl.split('?')[0] === `${services.config.publicUrl}${path}`;

  /**
   * The guest page's signed request, checked as an integrator would (the template's secret, every
   * `hp_*` parameter), for a template of `type` whose splash URL is this stand-in; null otherwise.
   */
  async function request(req: IncomingMessage, path: string, type: RedirectType) {
    const q = new URL(req.url ?? '/', 'http://stand-in.invalid').searchParams;
    const [device] = await deviceById(db, q.get('hp_device') ?? '');
    const templateId = q.get('hp_template') ?? '';
    if (!device || !/^[0-9a-f]{24}$/.test(templateId)) return null;
    const t = hotspotLoginTemplates;
    const [template] = await db
      .select({ loginType: t.loginType, config: t.loginTypeConfig })
      .from(t)
      .where(and(eq(t.customerId, device.customerId), eq(t.id, templateId)));
    if (template?.loginType !== type || !ownSplash(path, template.config?.splashUrl)) return null;
    const secret = await signingSecret(db, device.customerId, templateId);
    if (!signatureMatches(secret, q.entries(), q.get('hp_sig'))) return null;
    return { q, device, templateId, secret };
  }

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: new RegExp(`^${STAND_IN_PATHS.external}$`),
      handler: async (req, res) => {
        const lang = requestLang(new URLSearchParams(), req.headers['accept-language']);
        const t = textsFor(lang);
        const r = await request(req, STAND_IN_PATHS.external, 'EXTERNAL_LOGIN');
        if (!r) return send(res, messagePage({ lang, status: 400, title: t.badTitle, text: t.badText }));
        const back = r.q.get('hp_return') ?? '';
        const answer = (result: string) => {
          const v: [string, string][] = [
            ['hp_nonce', r.q.get('hp_nonce') ?? ''],
            ['hp_result', result],
            ['hp_expires', String(Math.floor(Date.now() / 1000) + 120)],
          ];
          return withParams(back, [...v, ['hp_sig', sign(r.secret, v)]]);
        };
        send(
          res,
          messagePage({
            lang,
            status: 200,
            title: t.partnerTitle,
            text: t.partnerText,
            extra: buttons([
              [answer('ok'), t.allow],
              [answer('error'), t.deny],
            ]),
          }),
        );
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${STAND_IN_PATHS.failed}$`),
      handler: async (req, res) => {
        const lang = requestLang(new URLSearchParams(), req.headers['accept-language']);
        const t = textsFor(lang);
        const reason = new URL(req.url ?? '/', 'http://x').searchParams.get('hp_reason') ?? '';
        const text = t.failedText.replace('{reason}', reason.slice(0, 40) || '—');
        // The stand-in knows no device: back to the page that tells the guest to connect again.
        send(res, messagePage({ lang, status: 200, title: t.failedTitle, text, extra: buttons([['/guest', t.back]]) }));
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${STAND_IN_PATHS.app}$`),
      handler: async (req, res) => {
        const lang = requestLang(new URLSearchParams(), req.headers['accept-language']);
        const t = textsFor(lang);
        const m = messagesFor(lang);
        const r = await request(req, STAND_IN_PATHS.app, 'APP_LOGIN');
        if (!r) return send(res, messagePage({ lang, status: 400, title: t.badTitle, text: t.badText }));
        // The app's backend: the REST call of the contract, in process.
        const [row] = await db
          .select({ plugins: customerPlugins.plugins })
          .from(customerPlugins)
          .where(eq(customerPlugins.customerId, r.device.customerId));
        const app: Record<string, unknown> = row?.plugins?.appLogin ?? {};
        const issued = await issueAppToken(db, {
          customerId: r.device.customerId,
          loginTemplateId: r.templateId,
          appId: String(app.appId ?? ''),
          clientMac: r.q.get('hp_client_mac') ?? '',
          secret: r.secret,
        });
        if (!issued.ok) return send(res, messagePage({ lang, status: 400, title: t.badTitle, text: m.errorText }));
        const back = withParams(r.q.get('hp_return') ?? '', [
          ['hp_nonce', r.q.get('hp_nonce') ?? ''],
          ['hp_token', issued.token],
        ]);
        send(
          res,
          messagePage({
            lang,
            status: 200,
            title: t.appTitle,
            text: t.appText.replace('{app}', typeof app.appName === 'string' ? app.appName : 'App'),
            extra: buttons([[back, t.connect]]),
          }),
        );
      },
    },
  ];
  // Switched off (STAND_INS=off): the addresses answer 404, like any unknown one.
  return standInsOnly(services, routes);
}
