// Every login type the guest page serves without an outside service (issue 34), through real HTTP and
// the real RADIUS client: the page offers the device configuration's login templates in their order;
// EASY_LOGIN makes an account bound to the client and hands its credentials to the device, whose
// Access-Request logs the guest in; a returning guest gets WelcomeBack and one tap; cooldowns (plain,
// conditional, the per-day cap) refuse with the time left; device accounts log in on the page with
// their terms shown once; preview records nothing; wifi4eu ends sessions at midnight and puts its
// snippet on the page; matomo adds its tracking with the policy widened for exactly its origin.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot, type HotspotLogin } from './hotspotFixture';
import { formsOf, guestClient, handoverOf, type Got } from './guestClient';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { newObjectId } from '../../server/platform/ids';
import { hashPassword } from '../../server/platform/passwords';
import { hashClientMac } from '../../server/access/device-account/service';
import { deviceAccounts } from '../../server/access/device-account/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { radiusSessions } from '../../server/access/session/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { termsOfUses } from '../../server/templates/start-page/table';
import { GUEST_ACCOUNTS_PER_CLIENT_PER_DAY } from '../../server/access/hotspot-login';
import { USERS } from './helpers';

const C = 'K100003';
let s: TestServer;
let r: RadiusServer;
let browser: ReturnType<typeof guestClient>;
let termsId: string;
let clientSeq = 0x40;

const MA = { 'Message-Authenticator': raw('0x00') };
const nextClient = () => `AA-BB-CC-34-00-${(clientSeq++).toString(16).padStart(2, '0').toUpperCase()}`;

/** The device's redirect to the page: a Coova-Chilli's UAM parameters and the client's MAC. */
const pagePath = (h: Hotspot, client: string, extra = '') =>
  `/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990&mac=${client}${extra}`;

function pap(h: Hotspot, user: string, password: string, client: string) {
  return radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': client,
    ...MA,
  });
}

function acct(h: Hotspot, status: string, sessionId: string, attrs: Record<string, string | number>) {
  return radclient(r.acctPort, 'acct', h.secret, {
    'NAS-Identifier': h.deviceId,
    'Acct-Status-Type': raw(status),
    'Acct-Session-Id': sessionId,
    ...attrs,
  });
}

/** Opens the page as the device redirects the client, and taps the form of `login`. */
async function tap(h: Hotspot, client: string, login: string, fields: Record<string, string> = {}, extra = '') {
  const page = await browser.get(pagePath(h, client, extra));
  expect(page.status, page.html).toBe(200);
  return { page, answer: await browser.send(page, login, fields) };
}

const hotspot = (logins: HotspotLogin[], device = {}) => makeHotspot(s.db, C, { logins, device });

const accountsOf = async (loginTemplateId: string) =>
  s.db
    .select()
    .from(hotspotAccounts)
    .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.loginTemplateId, loginTemplateId)));

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  browser = guestClient(s.url);
  await setPlugins(s.db, C, { deviceAccount: { active: true, maxAccounts: 100 }, cooldown: { active: true } });
  termsId = newObjectId();
  await s.db.insert(termsOfUses).values({
    customerId: C,
    id: termsId,
    name: 'Bedingungen',
    locales: [{ lang: 'de', default: true, terms: '<p>Fair surfen.</p>', privacy: '<p>Daten.</p>' }],
  });
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('the page offers the configuration’s login templates in their order', () => {
  it('shows one form per served type, leaves out unserved ones, and says so when none is left', async () => {
    const h = await hotspot([
      { loginType: 'EASY_LOGIN' },
      { loginType: 'EXTERNAL_LOGIN' },
      { loginType: 'VOUCHER_LOGIN' },
      { loginType: 'DEVICE_ACCOUNT_LOGIN' },
    ]);
    const page = await browser.get(pagePath(h, nextClient()));
    const [easy, , , account] = h.loginTemplateIds;
    expect(formsOf(page.html)).toEqual([easy, 'code', account]);
    expect(page.html).toContain('Kostenlos surfen');
    expect(page.html).toContain('<label for="code">WLAN-Code</label>');
    expect(page.html).toContain('Benutzername');
    // Without the deviceAccount plugin its form goes.
    await setPlugins(s.db, C, { deviceAccount: { active: false } });
    try {
      expect(formsOf((await browser.get(pagePath(h, nextClient()))).html)).toEqual([easy, 'code']);
    } finally {
      await setPlugins(s.db, C, { deviceAccount: { active: true, maxAccounts: 100 } });
    }
    const only = await hotspot([{ loginType: 'EXTERNAL_LOGIN' }]);
    const none = await browser.get(pagePath(only, nextClient()));
    expect(formsOf(none.html)).toEqual([]);
    expect(none.html).toContain('Hier ist zurzeit keine Anmeldung eingerichtet.');
    // A template the page does not offer cannot be posted either.
    const posted = await browser.send(page, easy!, {});
    expect(posted.status).toBe(200);
    const forged = await browser.send(
      { ...page, html: page.html.replace(`value="${easy}"`, `value="${h.loginTemplateIds[1]}"`) },
      h.loginTemplateIds[1]!,
      {},
    );
    expect(forged.status).toBe(403);
    expect(forged.html).toContain('Diese Anmeldung ist hier nicht verfügbar.');
  });
});

describe('EASY_LOGIN', () => {
  it('logs the client in through RADIUS with an account bound to it, and nobody else', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN', termsOfUseId: null, profile: { maxSurftime: 60 } }]);
    const client = nextClient();
    const { answer } = await tap(h, client, h.loginTemplateId);
    expect(answer.status, answer.html).toBe(200);
    expect(answer.html).toContain('Zugang bestätigt');
    const handover = handoverOf(answer.html);
    expect(handover.action).toBe('http://10.1.0.1:3990/logon');
    const { username, password } = handover.fields;
    expect(username).toMatch(/^G-[0-9a-f]{24}$/);
    expect(password).toMatch(/^[\w-]{24}$/);
    // Checked, not counted: the account waits for the device's login.
    const [account] = await accountsOf(h.loginTemplateId);
    expect(account).toMatchObject({ username, logins: 0, clientMacHash: await hashClientMac(s.db, client) });

    const accept = await pap(h, username!, password!, client);
    expect(accept.code, accept.output).toBe('Access-Accept');
    expect(Number(accept.attrs['Session-Timeout'])).toBe(3600);
    const [counted] = await accountsOf(h.loginTemplateId);
    expect(counted!.logins).toBe(1);
    expect(counted!.firstLoginAt).not.toBeNull();

    // The same credentials from another phone, or with a wrong password: refused.
    const other = await pap(h, username!, password!, nextClient());
    expect(other.code).toBe('Access-Reject');
    expect(other.attrs['Reply-Message']).toBe('Code is bound to another device');
    expect((await pap(h, username!, 'x'.repeat(24), client)).code).toBe('Access-Reject');
    // Checked with CHAP too (the password is derived, never stored).
    const chap = await radclient(r.authPort, 'auth', h.secret, {
      'NAS-Identifier': h.deviceId,
      'User-Name': username!,
      'CHAP-Password': password!,
      'Calling-Station-Id': client,
      ...MA,
    });
    expect(chap.code, chap.output).toBe('Access-Accept');
  });

  it('needs the terms when the template has them, and the client MAC', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN', termsOfUseId: termsId }]);
    const client = nextClient();
    const { page, answer } = await tap(h, client, h.loginTemplateId);
    expect(page.html).toContain('Fair surfen.');
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Bitte akzeptieren Sie die Nutzungsbedingungen.');
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(0);
    const accepted = await browser.send(page, h.loginTemplateId, { terms: '1' });
    expect(accepted.status).toBe(200);
    const [account] = await accountsOf(h.loginTemplateId);
    expect(account).toMatchObject({ termsAccepted: true, termsOfUseId: termsId });

    const noMac = await browser.get(`/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990`);
    const refused = await browser.send(noMac, h.loginTemplateId, { terms: '1' });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Der Hotspot hat Ihr Gerät nicht übermittelt.');
  });

  it('welcomes a returning guest back with one tap, then holds the cooldown with the time left', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN', cooldown: '2h', profile: { maxSurftime: 30 } }]);
    const client = nextClient();
    const first = handoverOf((await tap(h, client, h.loginTemplateId)).answer.html).fields;
    expect((await pap(h, first.username!, first.password!, client)).code).toBe('Access-Accept');
    await acct(h, 'Start', 'easy-1', { 'User-Name': first.username!, 'Calling-Station-Id': client });

    // Back on the page while the account holds (online): WelcomeBack, one tap, the same account.
    const back = await browser.get(pagePath(h, client));
    expect(back.html).toContain('Willkommen zurück');
    expect(formsOf(back.html)).toEqual(['reconnect']);
    expect(back.html).toContain('Anders anmelden');
    const again = await browser.send(back, 'reconnect', {});
    expect(handoverOf(again.html).fields.username).toBe(first.username);
    // "Anders anmelden" shows the forms.
    expect(formsOf((await browser.get(pagePath(h, client, '&fresh=1'))).html)).toEqual([h.loginTemplateId]);

    // The session ends; within the cooldown the guest waits and is told how long.
    await acct(h, 'Stop', 'easy-1', {
      'User-Name': first.username!,
      'Calling-Station-Id': client,
      'Acct-Session-Time': 120,
    });
    const page = await browser.get(pagePath(h, client));
    expect(formsOf(page.html)).toEqual([h.loginTemplateId]);
    const wait = await browser.send(page, h.loginTemplateId, {});
    expect(wait.status).toBe(403);
    expect(wait.html).toMatch(
      /Bitte warten Sie noch (1 Stunde 5\d Minuten|2 Stunden), bevor Sie sich erneut anmelden\./,
    );
    const en = await browser.send(page, h.loginTemplateId, {}, 'en');
    expect(en.html).toMatch(/Please wait (1 hour 5\d minutes|2 hours) before logging in again\./);
    const radiusToo = await pap(h, first.username!, first.password!, client);
    expect(radiusToo.attrs['Reply-Message']).toBe('Please wait before logging in again');
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(1);
  });

  it('holds a conditional cooldown after an account used up its volume', async () => {
    const h = await hotspot([
      {
        loginType: 'EASY_LOGIN',
        profile: { maxVolume: 1 },
        cooldown: {
          cooldownPluginId: null,
          dynamicExpires: null,
          conditionalCooldowns: [{ property: 'maxVolume', accountCreatedBefore: null, dynamicExpires: '4h' }],
        },
      },
    ]);
    const client = nextClient();
    const first = handoverOf((await tap(h, client, h.loginTemplateId)).answer.html).fields;
    expect((await pap(h, first.username!, first.password!, client)).code).toBe('Access-Accept');
    await acct(h, 'Start', 'vol-1', { 'User-Name': first.username!, 'Calling-Station-Id': client });
    await acct(h, 'Stop', 'vol-1', {
      'User-Name': first.username!,
      'Calling-Station-Id': client,
      'Acct-Input-Octets': 600_000,
      'Acct-Output-Octets': 600_000,
      'Acct-Session-Time': 60,
    });
    const { answer } = await tap(h, client, h.loginTemplateId);
    expect(answer.status).toBe(403);
    expect(answer.html).toMatch(
      /Bitte warten Sie noch (3 Stunden 5\d Minuten|4 Stunden), bevor Sie sich erneut anmelden\./,
    );
    // Another client is not held back.
    expect((await tap(h, nextClient(), h.loginTemplateId)).answer.status).toBe(200);
  });

  it('makes at most a few new accounts per client and day', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN', profile: { dynamicExpires: '1h' } }]);
    const client = nextClient();
    for (let i = 0; i < GUEST_ACCOUNTS_PER_CLIENT_PER_DAY; i++) {
      const { answer } = await tap(h, client, h.loginTemplateId);
      expect(answer.status, answer.html).toBe(200);
      // Used up: its first login two hours ago.
      await s.db
        .update(hotspotAccounts)
        .set({ firstLoginAt: new Date(Date.now() - 2 * 3600_000) })
        .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.loginTemplateId, h.loginTemplateId)));
    }
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(GUEST_ACCOUNTS_PER_CLIENT_PER_DAY);
    const capped = (await tap(h, client, h.loginTemplateId)).answer;
    expect(capped.status).toBe(403);
    expect(capped.html).toMatch(/Bitte warten Sie noch \d+ Stunden?( \d+ Minuten?)?, bevor Sie sich erneut anmelden\./);
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(GUEST_ACCOUNTS_PER_CLIENT_PER_DAY);
  });

  it('records nothing in preview', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN' }]);
    const views = async () =>
      Number(
        (
          (await s.db.execute(
            sql`select coalesce(sum(page_views), 0)::int as n from session_rollups where hotspot_device_id = ${h.deviceId}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    const { page, answer } = await tap(h, nextClient(), h.loginTemplateId, {}, '&preview=1');
    expect(page.html).toContain('Vorschau: So sehen Gäste diese Seite.');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Vorschau: Der Gast würde jetzt mit dem WLAN verbunden.');
    expect(answer.html).not.toContain('id="handover"');
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(0);
    // The page view is counted in the background: one plain view afterwards is the only one.
    await browser.get(pagePath(h, nextClient()));
    await expect.poll(views).toBe(1);
    await new Promise((done) => setTimeout(done, 100));
    expect(await views()).toBe(1);
    // Opened from the portal, without a device redirect (no client MAC): checked as a new client.
    const bare = await browser.get(`/guest/${h.deviceId}?preview=1`);
    const previewed = await browser.send(bare, h.loginTemplateId, {});
    expect(previewed.status, previewed.html).toBe(200);
    expect(previewed.html).toContain('Vorschau: Der Gast würde jetzt mit dem WLAN verbunden.');
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(0);
  });
});

describe('DEVICE_ACCOUNT_LOGIN on the page', () => {
  it('takes username and password, shows the terms once, and refuses wrong or malformed input', async () => {
    const h = await hotspot([{ loginType: 'DEVICE_ACCOUNT_LOGIN', termsOfUseId: termsId }]);
    await s.db.insert(deviceAccounts).values({
      customerId: C,
      id: newObjectId(),
      name: 'Tagungsgast',
      accountType: 'UsernamePassword',
      username: 'Tagung-7',
      passwordHash: await hashPassword('Kongress#2026'),
      showTermsOfUse: true,
    });
    const client = nextClient();
    const login = h.loginTemplateId;
    const { page, answer } = await tap(h, client, login, { username: 'tagung-7', password: 'Kongress#2026' });
    expect(page.html).not.toContain('Fair surfen.'); // asked only once the account is known
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Bitte akzeptieren Sie einmalig die Nutzungsbedingungen.');
    expect(answer.html).toContain('Fair surfen.');
    expect(answer.html).toContain('value="tagung-7"');
    const ok = await browser.send(answer, login, { username: 'tagung-7', password: 'Kongress#2026', terms: '1' });
    expect(ok.status, ok.html).toBe(200);
    const fields = handoverOf(ok.html).fields;
    expect(fields).toMatchObject({ username: 'tagung-7', password: 'Kongress#2026' });
    expect((await pap(h, fields.username!, fields.password!, client)).code).toBe('Access-Accept');
    // Accepted once: not asked again.
    const next = await tap(h, client, login, { username: 'Tagung-7', password: 'Kongress#2026' }, '&fresh=1');
    expect(next.answer.status).toBe(200);

    const wrong = await tap(h, client, login, { username: 'tagung-7', password: 'nope' }, '&fresh=1');
    expect(wrong.answer.status).toBe(403);
    expect(wrong.answer.html).toContain('Benutzername oder Passwort ist falsch.');
    // The username stays in its field; no code wording (the Error slot, not VoucherCheckFail).
    expect(wrong.answer.html).toContain('value="tagung-7"');
    const nul = await tap(h, client, login, { username: 'tagung\u00007', password: 'x' }, '&fresh=1');
    expect(nul.answer.status).toBe(403);
    const long = await tap(h, client, login, { username: 'u'.repeat(129), password: 'x' }, '&fresh=1');
    expect(long.answer.status).toBe(400);
    expect(long.answer.html).toContain('Die Eingabe ist zu lang.');
    const empty = await tap(h, client, login, { username: ' ', password: '' }, '&fresh=1');
    expect(empty.answer.status).toBe(400);
    expect(empty.answer.html).toContain('Bitte geben Sie Benutzername und Passwort ein.');
  });
});

describe('plugins on the start page', () => {
  it('wifi4eu: the snippet with the identifier, and sessions that end at midnight', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN' }]);
    const plain = await browser.get(pagePath(h, nextClient()));
    expect(plain.html).not.toContain('wifi4eu');
    await setPlugins(s.db, C, { wifi4eu: { active: true, identifier: 'a1b2c3d4-eu' } });
    try {
      const client = nextClient();
      const { page, answer } = await tap(h, client, h.loginTemplateId);
      expect(page.html).toContain('var wifi4euNetworkIdentifier="a1b2c3d4-eu"');
      expect(page.html).toContain('src="https://collection.wifi4eu.ec.europa.eu/wifi4eu.min.js"');
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'nonce-[^']+' https:\/\/collection\.wifi4eu\.ec\.europa\.eu/);
      const { username, password } = handoverOf(answer.html).fields;
      const accept = await pap(h, username!, password!, client);
      expect(accept.code).toBe('Access-Accept');
      // Seconds until 24:00 in the device's time zone (Europe/Berlin), never past it.
      const berlin = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date());
      const part = (t: string) => Number(berlin.find((p) => p.type === t)!.value);
      const toMidnight = 86400 - (part('hour') * 3600 + part('minute') * 60 + part('second'));
      const timeout = Number(accept.attrs['Session-Timeout']);
      expect(timeout).toBeLessThanOrEqual(toMidnight);
      expect(timeout).toBeGreaterThan(toMidnight - 30);
    } finally {
      await setPlugins(s.db, C, { wifi4eu: { active: false } });
    }
  });

  it('matomo: the tracking code of the customer’s Matomo, allowed by the policy for that origin only', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN' }]);
    await setPlugins(s.db, C, { matomo: { active: true, siteId: '42', siteUrl: 'https://stats.example.org/matomo' } });
    try {
      const page: Got = await browser.get(pagePath(h, nextClient()));
      expect(page.html).toContain(`_paq.push(['setSiteId',"42"])`);
      expect(page.html).toContain('src="https://stats.example.org/matomo.js"');
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'nonce-[^']+' https:\/\/stats\.example\.org(;|$)/);
      expect(csp).toContain('connect-src https://stats.example.org');
      expect(csp).not.toContain('*');
    } finally {
      await setPlugins(s.db, C, { matomo: { active: false } });
    }
    const off = await browser.get(pagePath(h, nextClient()));
    expect(off.html).not.toContain('_paq');
    expect(off.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});

describe('the session of a page login', () => {
  it('tells analytics the login type, and the portal counts the client online', async () => {
    const h = await hotspot([{ loginType: 'EASY_LOGIN' }]);
    const client = nextClient();
    const { username, password } = handoverOf((await tap(h, client, h.loginTemplateId)).answer.html).fields;
    expect((await pap(h, username!, password!, client)).code).toBe('Access-Accept');
    await acct(h, 'Start', 'easy-a', { 'User-Name': username!, 'Calling-Station-Id': client });
    const [session] = await s.db
      .select()
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, C), eq(radiusSessions.acctSessionId, 'easy-a')));
    expect(session).toMatchObject({ loginType: 'EASY_LOGIN', stoppedAt: null, username });
    const [account] = await accountsOf(h.loginTemplateId);
    expect(session!.hotspotAccountId).toBe(account!.id);
  });
});

/** The integrator's side of docs/external-login.md, written from the document: HMAC-SHA256 over "v1" and the sorted hp_* lines. */
function partnerSign(secret: string, params: Iterable<[string, string]>): string {
  const lines = [...params]
    .filter(([k]) => k.startsWith('hp_') && k !== 'hp_sig')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`);
  return createHmac('sha256', secret)
    .update(['v1', ...lines].join('\n'))
    .digest('hex');
}

const PARTNER = 'https://login.partner.example';
const redirectConfig = (pluginId: string) => ({
  pluginId,
  externalLoginPluginId: pluginId,
  splashUrl: `${PARTNER}/start?venue=7`,
  successUrl: 'https://www.hotel.example/welcome',
  errorUrl: `${PARTNER}/failed`,
});

async function secretOf(loginTemplateId: string): Promise<string> {
  const operator = (await s.login(USERS.operator)).accessToken;
  const r = await s.gql<{ hotspotLoginTemplates: { data: { signingSecret: string | null }[] } }>(
    operator,
    `query Q($ids: [ID!]) { hotspotLoginTemplates(customerIds: ["${C}"], ids: $ids) { data { signingSecret } } }`,
    { ids: [loginTemplateId] },
  );
  return r.data!.hotspotLoginTemplates.data[0]!.signingSecret!;
}

/** The page's form of a redirect login: where it sends the guest (303 Location), parsed. */
async function leave(h: Hotspot, client: string): Promise<URL> {
  const { answer } = await tap(h, client, h.loginTemplateId);
  expect(answer.status, answer.html).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** Follows a hp_return URL of the portal on the test server. */
const back = (hpReturn: string, params: [string, string][]) =>
  browser.get(`${new URL(hpReturn).pathname}?${new URLSearchParams(params)}`);

describe('EXTERNAL_LOGIN', () => {
  let pluginsId: string;
  beforeAll(async () => {
    await setPlugins(s.db, C, {
      externalLogin: { active: true },
      appLogin: { active: true, appId: 'de.hotel.app', appName: 'Hotel-App' },
    });
    pluginsId = (
      (await s.db.execute(sql`select id from customer_plugins where customer_id = ${C}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  });

  it('sends the guest away signed, takes the signed verdict back once, and logs them in at RADIUS', async () => {
    const h = await hotspot([{ loginType: 'EXTERNAL_LOGIN', config: redirectConfig(pluginsId) }]);
    const secret = await secretOf(h.loginTemplateId);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const client = nextClient();
    const page = await browser.get(pagePath(h, client));
    expect(page.html).toContain('Weiter zur Anmeldung');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${PARTNER}`);
    const away = await leave(h, client);
    expect(away.origin + away.pathname).toBe(`${PARTNER}/start`);
    expect(away.searchParams.get('venue')).toBe('7');
    const sent = [...away.searchParams].filter(([k]) => k.startsWith('hp_'));
    expect(Object.fromEntries(sent)).toMatchObject({
      hp_device: h.deviceId,
      hp_client_mac: client.replace(/-/g, ':').toLowerCase(),
      hp_template: h.loginTemplateId,
      hp_lang: 'de',
    });
    expect(away.searchParams.get('hp_sig')).toBe(partnerSign(secret, sent));
    const nonce = away.searchParams.get('hp_nonce')!;
    const hpReturn = away.searchParams.get('hp_return')!;
    expect(new URL(hpReturn).pathname).toBe(`/guest/${h.deviceId}/external`);

    // The partner's page said yes: its signed callback.
    const verdict: [string, string][] = [
      ['hp_nonce', nonce],
      ['hp_result', 'ok'],
      ['hp_expires', String(Math.floor(Date.now() / 1000) + 120)],
    ];
    const signed: [string, string][] = [...verdict, ['hp_sig', partnerSign(secret, verdict)]];
    const done = await back(hpReturn, signed);
    expect(done.status, done.html).toBe(200);
    const handover = handoverOf(done.html);
    expect(handover.fields.userurl).toBe('https://www.hotel.example/welcome');
    const { username, password } = handover.fields;
    expect((await pap(h, username!, password!, client)).code).toBe('Access-Accept');
    // Once: the same callback again finds no nonce.
    const replay = await back(hpReturn, signed);
    expect(replay.status).toBe(400);
    expect(replay.html).toContain('Die Anmeldung wurde nicht abgeschlossen.');
  });

  it('sends refusals to errorUrl with the reason: a bad signature, a late answer, a "no"', async () => {
    const h = await hotspot([{ loginType: 'EXTERNAL_LOGIN', config: redirectConfig(pluginsId) }]);
    const secret = await secretOf(h.loginTemplateId);
    const cases: [string, (nonce: string) => [string, string][]][] = [
      [
        'bad_signature',
        (n) => [
          ['hp_nonce', n],
          ['hp_result', 'ok'],
          ['hp_expires', String(Math.floor(Date.now() / 1000) + 60)],
          ['hp_sig', 'ab'.repeat(32)],
        ],
      ],
      [
        'expired',
        (n) => {
          const v: [string, string][] = [
            ['hp_nonce', n],
            ['hp_result', 'ok'],
            ['hp_expires', String(Math.floor(Date.now() / 1000) - 1)],
          ];
          return [...v, ['hp_sig', partnerSign(secret, v)]];
        },
      ],
      [
        'denied',
        (n) => {
          const v: [string, string][] = [
            ['hp_nonce', n],
            ['hp_result', 'error'],
            ['hp_expires', String(Math.floor(Date.now() / 1000) + 60)],
          ];
          return [...v, ['hp_sig', partnerSign(secret, v)]];
        },
      ],
    ];
    for (const [reason, build] of cases) {
      const away = await leave(h, nextClient());
      const r = await back(away.searchParams.get('hp_return')!, build(away.searchParams.get('hp_nonce')!));
      expect(r.status, reason).toBe(303);
      expect(r.headers.get('location')).toBe(`${PARTNER}/failed?hp_reason=${reason}`);
    }
    const unknown = await browser.get(`/guest/${h.deviceId}/external?hp_nonce=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(await accountsOf(h.loginTemplateId)).toHaveLength(0);
  });
});

describe('APP_LOGIN', () => {
  let pluginsId: string;
  beforeAll(async () => {
    await setPlugins(s.db, C, { appLogin: { active: true, appId: 'de.hotel.app', appName: 'Hotel-App' } });
    pluginsId = (
      (await s.db.execute(sql`select id from customer_plugins where customer_id = ${C}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  });

  const token = async (h: Hotspot, client: string, o: { secret?: string; appId?: string } = {}) => {
    const res = await fetch(`${s.url}/guest/app/tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${o.secret ?? (await secretOf(h.loginTemplateId))}`,
      },
      body: JSON.stringify({
        customerId: C,
        loginTemplateId: h.loginTemplateId,
        appId: o.appId ?? 'de.hotel.app',
        clientMac: client,
      }),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: { token: string; radiusUsername: string };
        error?: { code: string; field?: string };
      },
    };
  };

  it('opens the app, takes its token back on the page once, and logs the guest in', async () => {
    const h = await hotspot([{ loginType: 'APP_LOGIN', config: redirectConfig(pluginsId) }]);
    const client = nextClient();
    const page = await browser.get(pagePath(h, client));
    expect(page.html).toContain('Die App „Hotel-App“ meldet Ihr Gerät mit einem Tipp an.');
    const away = await leave(h, client);
    const hpReturn = away.searchParams.get('hp_return')!;
    expect(new URL(hpReturn).pathname).toBe(`/guest/${h.deviceId}/app`);
    // The app's backend asks for a token for the client the page named.
    const issued = await token(h, away.searchParams.get('hp_client_mac')!);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const done = await back(hpReturn, [
      ['hp_nonce', away.searchParams.get('hp_nonce')!],
      ['hp_token', issued.body.data!.token],
    ]);
    expect(done.status, done.html).toBe(200);
    const { username, password } = handoverOf(done.html).fields;
    expect((await pap(h, username!, password!, client)).code).toBe('Access-Accept');
    // A token of another client does not fit this nonce.
    const other = await leave(h, nextClient());
    const foreign = await token(h, nextClient());
    const mismatch = await back(other.searchParams.get('hp_return')!, [
      ['hp_nonce', other.searchParams.get('hp_nonce')!],
      ['hp_token', foreign.body.data!.token],
    ]);
    expect(mismatch.status).toBe(303);
    expect(mismatch.headers.get('location')).toBe(`${PARTNER}/failed?hp_reason=unknown_token`);
  });

  it('gives tokens only to the app with the template secret, and RADIUS takes one once', async () => {
    const h = await hotspot([{ loginType: 'APP_LOGIN', config: redirectConfig(pluginsId) }]);
    const client = nextClient();
    expect((await token(h, client, { secret: 'x'.repeat(43) })).status).toBe(401);
    expect((await token(h, client, { appId: 'com.other.app' })).body.error).toMatchObject({
      code: 'UNAUTHENTICATED',
      field: 'appId',
    });
    expect((await token(h, 'not-a-mac')).body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'clientMac' });
    const issued = (await token(h, client)).body.data!;
    expect(issued.radiusUsername).toBe(`T-${issued.token}`);
    // Another phone cannot use it, and leaves it to its guest; the right one can, once.
    expect((await pap(h, issued.radiusUsername, issued.token, nextClient())).code).toBe('Access-Reject');
    const ok = await pap(h, issued.radiusUsername, issued.token, client);
    expect(ok.code, ok.output).toBe('Access-Accept');
    expect((await pap(h, issued.radiusUsername, issued.token, client)).code).toBe('Access-Reject');
    // The Accept names the account for accounting; a device that keeps the token's name is matched too.
    const [made] = await accountsOf(h.loginTemplateId);
    expect(ok.attrs['User-Name']).toBe(`G-${made!.id}`);
    await acct(h, 'Start', 'app-t', { 'User-Name': issued.radiusUsername, 'Calling-Station-Id': client });
    const [session] = await s.db
      .select()
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, C), eq(radiusSessions.acctSessionId, 'app-t')));
    expect(session!.hotspotAccountId).toBe(made!.id);
    const [account] = await accountsOf(h.loginTemplateId);
    expect(account!.logins).toBe(1);
  });
});

describe('the stand-ins for the partner page and the app (STAND_INS)', () => {
  let pluginsId: string;
  beforeAll(async () => {
    await setPlugins(s.db, C, {
      externalLogin: { active: true },
      appLogin: { active: true, appId: 'de.hotel.app', appName: 'Hotel-App' },
    });
    pluginsId = (
      (await s.db.execute(sql`select id from customer_plugins where customer_id = ${C}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  });
  const own = (path: string) => `${s.services.config.publicUrl}${path}`;
  /** A link of a stand-in page, followed on the test server. */
  const follow = (html: string, label: string) => {
    const href = new RegExp(`<a class="button" href="([^"]+)">${label}</a>`).exec(html)![1]!.replace(/&amp;/g, '&');
    const u = new URL(href);
    return browser.get(u.pathname + u.search);
  };

  it('the partner stand-in checks the signature and answers signed: allow logs in, deny goes to errorUrl', async () => {
    const config = {
      externalLoginPluginId: pluginsId,
      splashUrl: own('/stand-in/external-login'),
      successUrl: 'https://www.hotel.example/welcome',
      errorUrl: own('/stand-in/external-login/failed'),
    };
    const h = await hotspot([{ loginType: 'EXTERNAL_LOGIN', config }]);
    const client = nextClient();
    const away = await leave(h, client);
    const partner = await browser.get(away.pathname + away.search);
    expect(partner.status, partner.html).toBe(200);
    expect(partner.html).toContain('Partner-Anmeldung (Platzhalter)');
    const done = await follow(partner.html, 'Zulassen');
    const { username, password } = handoverOf(done.html).fields;
    expect((await pap(h, username!, password!, client)).code).toBe('Access-Accept');

    const again = await leave(h, nextClient());
    const denied = await follow((await browser.get(again.pathname + again.search)).html, 'Ablehnen');
    expect(denied.status).toBe(303);
    const failed = new URL(denied.headers.get('location')!);
    expect(failed.pathname + failed.search).toBe('/stand-in/external-login/failed?hp_reason=denied');
    expect((await browser.get(failed.pathname + failed.search)).html).toContain('Grund: denied');

    // A request with a broken signature, or for a template whose splash URL is not the stand-in's: refused.
    const tampered = new URL(away);
    tampered.searchParams.set('hp_client_mac', '02:00:00:00:00:01');
    expect((await browser.get(tampered.pathname + tampered.search)).status).toBe(400);
    // Switched off: not there.
    s.services.config.standIns = false;
    try {
      expect((await browser.get(away.pathname + away.search)).status).toBe(404);
    } finally {
      s.services.config.standIns = true;
    }
  });

  it('the app stand-in gets a token over the contract and brings the guest back', async () => {
    const config = {
      pluginId: pluginsId,
      splashUrl: own('/stand-in/app'),
      successUrl: 'https://www.hotel.example/welcome',
      errorUrl: own('/stand-in/external-login/failed'),
    };
    const h = await hotspot([{ loginType: 'APP_LOGIN', config }]);
    const client = nextClient();
    const away = await leave(h, client);
    const app = await browser.get(away.pathname + away.search);
    expect(app.html).toContain('Diese Seite steht für die App „Hotel-App“');
    const done = await follow(app.html, 'WLAN verbinden');
    const { username, password } = handoverOf(done.html).fields;
    expect((await pap(h, username!, password!, client)).code).toBe('Access-Accept');
  });
});

describe('VOUCHER_LOGIN with the voucherRedirect plugin', () => {
  const code = async () => {
    const c = `REDIR${String(++codeSeq).padStart(4, '0')}`;
    await s.db.insert(vouchers).values({ customerId: C, id: newObjectId(), code: c, voucherCode: c });
    return c;
  };
  let codeSeq = 0;
  const userurl = `&userurl=${encodeURIComponent('http://example.com/page')}`;

  it('waits for the device’s RADIUS login on the status page, then lets the guest go on', async () => {
    const h = await hotspot([{ loginType: 'VOUCHER_LOGIN' }]);
    const client = nextClient();
    const c = await code();
    // Without the plugin the device sends the guest where they wanted to go.
    const plain = handoverOf((await tap(h, client, 'code', { code: c }, userurl)).answer.html);
    expect(plain.fields.userurl).toBe('http://example.com/page');

    await setPlugins(s.db, C, { voucherRedirect: { active: true } });
    try {
      const other = nextClient();
      const c2 = await code();
      const { answer } = await tap(h, other, 'code', { code: c2 }, userurl);
      const status = new URL(handoverOf(answer.html).fields.userurl!);
      expect(status.pathname).toBe(`/guest/${h.deviceId}/status`);
      const waiting = await browser.get(status.pathname + status.search);
      expect(waiting.status).toBe(200);
      expect(waiting.html).toContain('Einen Moment bitte');
      expect(waiting.html).toMatch(/<meta http-equiv="refresh" content="2;url=\/guest\/[0-9a-f]{24}\/status\?t=/);

      expect((await pap(h, c2, c2, other)).code).toBe('Access-Accept');
      const online = await browser.get(status.pathname + status.search);
      expect(online.html).toContain('Sie sind online');
      expect(online.html).toContain('<a class="button" href="http://example.com/page">Weiter</a>');

      // A device that never confirms: after a minute the page says so.
      const third = nextClient();
      const late = new URL(
        handoverOf((await tap(h, third, 'code', { code: await code() }, userurl)).answer.html).fields.userurl!,
      );
      await s.db.execute(
        sql`update guest_login_tickets set created_at = created_at - interval '2 minutes' where kind = 'status' and customer_id = ${C}`,
      );
      const failed = await browser.get(late.pathname + late.search);
      expect(failed.html).toContain('Anmeldung nicht bestätigt');
      expect(failed.html).toContain(`href="/guest/${h.deviceId}"`);
    } finally {
      await setPlugins(s.db, C, { voucherRedirect: { active: false } });
    }
  });

  it('shows Coova-Chilli’s own refusal and success coming back to the page', async () => {
    const h = await hotspot([{ loginType: 'VOUCHER_LOGIN' }]);
    const refused = await browser.get(pagePath(h, nextClient(), '&res=failed&reply=Code%20expired'));
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('Der Hotspot hat die Anmeldung abgelehnt: Code expired');
    expect(formsOf(refused.html)).toEqual(['code']);
    const online = await browser.get(pagePath(h, nextClient(), `&res=success${userurl}`));
    expect(online.html).toContain('Sie sind online');
  });
});
