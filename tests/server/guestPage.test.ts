// The guest login page (docs/guest-page.md) through real HTTP against the demo installation: the
// Welcome template rendered sanitised per language, the code prefilled from each device family's
// parameters and from the QR-code cookie, the terms, refusals shown with their slot's template, the
// hand-over form per family (method, URL, fields), CSRF refusals, 404 pages and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { GUEST_POSTS_PER_WINDOW } from '../../server/access/guest/routes';
import { startTestServer, type TestServer } from './harness';
import { cookiePair, csrfOf, guestClient, handoverOf, qOf, type Got } from './guestClient';
import { CAFE, CREATE_VOUCHER, HOTEL, USERS, ok, type VoucherRow } from './helpers';

let s: TestServer;
let hotelToken: string;
let cafeToken: string;
const dev: Record<string, string> = {};

async function deviceId(customerId: string, name: string) {
  const [row] = await s.db
    .select({ id: hotspotDevices.id })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, customerId), eq(hotspotDevices.name, name)));
  if (!row) throw new Error(`demo device ${name} missing`);
  return row.id;
}

async function newCode(token: string, customerId: string, data: Record<string, unknown> = {}) {
  return ok(await s.gql<{ createVoucher: VoucherRow }>(token, CREATE_VOUCHER, { data: { customerId, ...data } }))
    .createVoucher;
}

const get = (path: string, headers: Record<string, string> = {}) => guestClient(s.url).get(path, headers);
const codeValueOf = (html: string) => /id="code" name="code" value="([^"]*)"/.exec(html)?.[1];
/** Opens the device page (as a device redirect would), then sends the form like a browser. */
async function submit(
  path: string,
  fields: { code: string; terms?: boolean },
  opts: { origin?: string | null; csrf?: string; cookie?: string | null; lang?: string } = {},
): Promise<Got> {
  const page = await get(path, opts.lang ? { 'accept-language': opts.lang } : {});
  expect(page.status).toBe(200);
  const body = new URLSearchParams({ csrf: opts.csrf ?? csrfOf(page.html), q: qOf(page.html), code: fields.code });
  if (fields.terms !== false) body.set('terms', '1');
  const action = /<form class="card" method="post" action="([^"]+)"/.exec(page.html)![1]!.replace(/&amp;/g, '&');
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.origin !== null) headers.origin = opts.origin ?? s.url;
  const cookie = opts.cookie === undefined ? page.cookies.map(cookiePair).join('; ') : opts.cookie;
  if (cookie) headers.cookie = cookie;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const r = await fetch(s.url + action, { method: 'POST', headers, body, redirect: 'manual' });
  return { status: r.status, html: await r.text(), headers: r.headers, cookies: r.headers.getSetCookie() };
}

beforeAll(async () => {
  s = await startTestServer({ customers: 6, hotelVouchers: 5 });
  hotelToken = (await s.login(USERS.hotel)).accessToken;
  cafeToken = (await s.login(USERS.cafe)).accessToken;
  dev.omada = await deviceId(HOTEL, 'Lobby Gateway');
  dev.meraki = await deviceId(HOTEL, 'Etage 1 AP');
  dev.merakiOff = await deviceId(HOTEL, 'Etage 3 AP');
  dev.coova = await deviceId(HOTEL, 'Pool Hotspot');
  dev.mikrotik = await deviceId(CAFE, 'Café Theke');
  // The pool hotspot joins the standard config (Coova settings with the cipher, and the start page).
  const [standard] = await s.db
    .select({ id: hotspotDeviceConfigs.id })
    .from(hotspotDeviceConfigs)
    .where(and(eq(hotspotDeviceConfigs.customerId, HOTEL), eq(hotspotDeviceConfigs.name, 'Hotel Standard')));
  await s.db
    .update(hotspotDevices)
    .set({ configId: standard!.id })
    .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.id, dev.coova)));
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('the login page of a device', () => {
  it('serves the privacy text of the terms the page shows at its own address, as a page and as JSON (seed 000 §7, D255)', async () => {
    const page = await get(`/guest/${dev.omada}`);
    const privacyHref = (html: string) =>
      /<a href="(\/guest\/[^"]+\/privacy\?[^"]+)" target="_blank" rel="noopener">/
        .exec(html)?.[1]
        ?.replace(/&amp;/g, '&');
    const href = privacyHref(page.html)!;
    expect(href).toMatch(new RegExp(`^/guest/${dev.omada}/privacy\\?terms=[0-9a-f]{24}&lang=de$`));
    expect(page.html).toContain('Datenschutzhinweise auf eigener Seite öffnen');
    const termsId = new URLSearchParams(href.split('?')[1]).get('terms')!;

    const de = await get(href);
    expect(de.status).toBe(200);
    expect(de.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(de.html).toContain('<title>Datenschutz</title>');
    expect(de.html).toContain('Wir speichern die Geräteadresse');
    expect(de.html).not.toContain('Das WLAN des Alpenhotel steht Gästen kostenlos zur Verfügung.');
    expect(de.html).toContain(`<a href="/guest/${dev.omada}?lang=de">Zurück zur Anmeldung</a>`);
    expect(de.headers.get('content-security-policy')).toContain("script-src 'none'");
    const en = await get(`/guest/${dev.omada}/privacy?terms=${termsId}&lang=en`);
    expect(en.status).toBe(200);
    expect(en.html).toContain('We keep the device address');

    const json = await get(`/guest/${dev.omada}/privacy?terms=${termsId}`, {
      accept: 'application/json',
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.html)).toEqual({
      data: { termsOfUseId: termsId, lang: 'en', privacy: expect.stringContaining('We keep the device address') },
    });
    // without `terms`: those of the code form
    expect((await get(`/guest/${dev.omada}/privacy`)).html).toContain('Wir speichern die Geräteadresse');

    // terms the page does not show (another customer's), an unknown id, an unknown device: 404
    const cafeHref = privacyHref((await get(`/guest/${dev.mikrotik}`)).html);
    const cafeTerms = cafeHref ? new URLSearchParams(cafeHref.split('?')[1]).get('terms')! : 'f'.repeat(24);
    expect(cafeTerms).not.toBe(termsId);
    expect((await get(`/guest/${dev.omada}/privacy?terms=${cafeTerms}`)).status).toBe(404);
    const foreign = await get(`/guest/${dev.omada}/privacy?terms=${cafeTerms}`, { accept: 'application/json' });
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.html)).toEqual({ error: { code: 'NOT_FOUND', message: 'No privacy text' } });
    expect((await get(`/guest/${dev.omada}/privacy?terms=${'0'.repeat(24)}`)).status).toBe(404);
    expect((await get(`/guest/${'0'.repeat(24)}/privacy`)).status).toBe(404);
  });

  it('renders the Welcome template sanitised, the code field, the terms and the imprint, in German', async () => {
    const r = await get(`/guest/${dev.omada}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.html).toContain('<html lang="de">');
    expect(r.html).toContain('Willkommen im Alpenhotel');
    expect(r.html).toContain('<label for="code">WLAN-Code</label>');
    expect(r.html).toContain('name="terms" value="1" required');
    expect(r.html).toContain('Das WLAN des Alpenhotel steht Gästen kostenlos zur Verfügung.');
    expect(r.html).toContain('Alpenhotel GmbH, Bergstraße 1, 6020 Innsbruck');
    // The demo's Welcome template holds a <script> and an onerror handler: neither survives.
    expect(r.html).not.toMatch(/<script/i);
    expect(r.html).not.toMatch(/onerror/i);
    expect(r.html).not.toContain('alert(');
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('img-src data: https://images.example.com');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.cookies.some((c) => /^hp_guest_csrf=[\w-]{43}; Path=\/guest;.*HttpOnly; SameSite=Strict/.test(c))).toBe(
      true,
    );
  });

  it('speaks English by Accept-Language and by ?lang=, which wins', async () => {
    const en = await get(`/guest/${dev.omada}`, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.html).toContain('<html lang="en-GB">');
    expect(en.html).toContain('Welcome to Alpenhotel');
    expect(en.html).toContain('<label for="code">WiFi code</label>');
    expect(en.html).toContain('The WiFi of the Alpenhotel is free for guests.');
    const de = await get(`/guest/${dev.omada}?lang=de`, { 'accept-language': 'en' });
    expect(de.html).toContain('Willkommen im Alpenhotel');
    expect(de.html).toContain('Ich akzeptiere die Nutzungsbedingungen.');
  });

  it('takes the code from ?code= and from the original URL of each device family', async () => {
    const orig = (code: string) => encodeURIComponent(`http://captive.example.com/start?code=${code}&x=1`);
    const cases: [string, string][] = [
      [`/guest/${dev.omada}?code=DIRECT23`, 'DIRECT23'],
      [`/guest/${dev.coova}?uamip=10.1.0.1&uamport=3990&userurl=${orig('COOVA234')}`, 'COOVA234'],
      [`/guest/${dev.meraki}?continue_url=${orig('MERAKI23')}&client_mac=aa:bb:cc:00:11:22`, 'MERAKI23'],
      [`/guest/${dev.omada}?clientMac=AA-BB-CC-00-11-22&url=${orig('OMADAURL')}`, 'OMADAURL'],
      [`/guest/${dev.omada}?redirectUrl=${orig('OMADARED')}`, 'OMADARED'],
      [`/guest/${dev.mikrotik}?url=${orig('GENERIC7')}`, 'GENERIC7'],
      [`/guest/${dev.omada}?url=${encodeURIComponent('not a url')}`, ''],
    ];
    for (const [path, code] of cases) expect(codeValueOf((await get(path)).html), path).toBe(code);
  });

  it('keeps the code of a QR card in a cookie and fills it in on the device page', async () => {
    const saved = await get('/guest?code=QRCARD77');
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Code gespeichert');
    expect(saved.html).toContain('<p class="code">QRCARD77</p>');
    const set = saved.cookies.find((c) => c.startsWith('hp_guest_code='))!;
    expect(set).toMatch(/^hp_guest_code=QRCARD77; Path=\/guest; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    const page = await get(`/guest/${dev.omada}`, { cookie: cookiePair(set) });
    expect(codeValueOf(page.html)).toBe('QRCARD77');
    // The redirect's own code wins over the cookie.
    expect(codeValueOf((await get(`/guest/${dev.omada}?code=OTHER234`, { cookie: cookiePair(set) })).html)).toBe(
      'OTHER234',
    );
    const start = await get('/guest');
    expect(start.status).toBe(200);
    expect(start.cookies).toEqual([]);
    expect(start.html).toContain('WLAN-Anmeldung');
  });

  it('answers unknown devices and malformed ids with a 404 page in the same look', async () => {
    for (const path of ['/guest/0123456789abcdef01234567', '/guest/..%2F..%2Fetc', "/guest/x'<b>"]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(r.html).toContain('Seite nicht gefunden');
      expect(r.html).not.toContain('<b>');
    }
    const long = await get(`/guest/${dev.omada}?url=${'x'.repeat(5000)}`);
    expect(long.status).toBe(414);
    expect(long.html).toContain('Die Anfrage ist zu groß.');
  });
});

describe('logging in', () => {
  it('hands an Omada login to its callback URL with the fields, and stores the terms acceptance', async () => {
    const code = await newCode(hotelToken, HOTEL, { code: 'OMADA-HAND-1' });
    const path =
      `/guest/${dev.omada}?clientMac=AA-BB-CC-00-11-22&apMac=F4-F2-6D-10-20-11&ssidName=Gast&radioId=1` +
      `&url=${encodeURIComponent('http://example.com/')}`;
    const r = await submit(path, { code: 'omada-hand-1' });
    expect(r.status).toBe(200);
    const h = handoverOf(r.html);
    expect(h.method).toBe('post');
    expect(h.action).toBe('https://omada.hotel-demo.example.com:8043/portal/auth');
    expect(h.fields).toEqual({
      username: 'OMADAHAND1',
      password: 'OMADAHAND1',
      redirect_url: 'https://www.hotel-demo.example.com/',
      clientMac: 'AA-BB-CC-00-11-22',
      apMac: 'F4-F2-6D-10-20-11',
      ssidName: 'Gast',
      radioId: '1',
    });
    expect(r.html).toContain('Sie sind online'); // the bundle's Success template
    expect(r.html).toContain('<button type="submit">Weiter</button>');
    const nonce = /<script nonce="([^"]+)">document.getElementById\('handover'\).submit\(\);<\/script>/.exec(
      r.html,
    )?.[1];
    expect(nonce).toBeTruthy();
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(csp).toContain('form-action https://omada.hotel-demo.example.com:8043');
    // Checked, not counted: no login yet; the terms acceptance is stored on the client's account.
    const [v] = await s.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.customerId, HOTEL), eq(vouchers.id, code._id)));
    expect(v!.used).toBe(0);
    const accounts = await s.db
      .select()
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, HOTEL), eq(hotspotAccounts.voucherId, code._id)));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.termsAccepted).toBe(true);
    expect(accounts[0]!.logins).toBe(0);
    expect(accounts[0]!.clientMacHash).not.toBe('');
  });

  it('hands a Meraki login over by GET with the original URL as redirect', async () => {
    await newCode(hotelToken, HOTEL, { code: 'MERAKI-HAND' });
    const r = await submit(
      `/guest/${dev.meraki}?client_mac=aa:bb:cc:00:11:33&client_ip=10.0.0.5&continue_url=${encodeURIComponent('https://news.example.org/')}`,
      { code: 'MERAKIHAND' },
    );
    const h = handoverOf(r.html);
    expect(h.method).toBe('get');
    expect(h.action).toBe('https://n123.network-auth.com/splash/grant');
    expect(h.fields).toEqual({
      username: 'MERAKIHAND',
      password: 'MERAKIHAND',
      redirect_url: 'https://news.example.org/',
      client_mac: 'aa:bb:cc:00:11:33',
      client_ip: '10.0.0.5',
      success_url: 'https://news.example.org/',
    });
  });

  it('hands a Coova-Chilli login to the UAM address of the redirect, and fails without one', async () => {
    await newCode(hotelToken, HOTEL, { code: 'COOVA-HAND' });
    const userurl = encodeURIComponent('http://example.net/page');
    const r = await submit(`/guest/${dev.coova}?uamip=10.1.0.1&uamport=3990&mac=AA-BB-CC-00-11-44&userurl=${userurl}`, {
      code: 'COOVAHAND',
    });
    const h = handoverOf(r.html);
    expect(h).toEqual({
      method: 'get',
      action: 'http://10.1.0.1:3990/logon',
      fields: { username: 'COOVAHAND', password: 'COOVAHAND', userurl: 'http://example.net/page' },
    });
    expect(r.headers.get('content-security-policy')).toContain('form-action http://10.1.0.1:3990');
    const none = await submit(`/guest/${dev.coova}?uamip=evil.example.com&uamport=80`, { code: 'COOVAHAND' });
    expect(none.status).toBe(409);
    expect(none.html).toContain('nicht fertig eingerichtet');
    expect(none.html).not.toContain('id="handover"');
  });

  it('hands a MikroTik login to its callback with dst', async () => {
    await newCode(cafeToken, CAFE, { code: 'MIKRO-HAND' });
    const r = await submit(`/guest/${dev.mikrotik}?mac=AA:BB:CC:00:11:55&ip=192.168.88.20`, { code: 'MIKROHAND' });
    const h = handoverOf(r.html);
    expect(h.method).toBe('post');
    expect(h.action).toBe('http://hotspot.cafe-demo.example.com/login');
    expect(h.fields).toEqual({
      username: 'MIKROHAND',
      password: 'MIKROHAND',
      mac: 'AA:BB:CC:00:11:55',
      ip: '192.168.88.20',
    });
  });

  it('shows a refusal with its slot template and the translated reason, and the form again', async () => {
    const unknown = await submit(`/guest/${dev.omada}`, { code: 'NOSUCHCODE' });
    expect(unknown.status).toBe(403);
    expect(unknown.html).toContain('WLAN-Code ungültig'); // VoucherCheckFail template
    expect(unknown.html).toContain('Diesen WLAN-Code kennen wir nicht.');
    expect(codeValueOf(unknown.html)).toBe('NOSUCHCODE');
    expect(unknown.html).not.toContain('id="handover"');

    await newCode(hotelToken, HOTEL, { code: 'OFF-CODE-1', active: false });
    const off = await submit(`/guest/${dev.omada}`, { code: 'OFFCODE1' }, { lang: 'en' });
    expect(off.status).toBe(403);
    expect(off.html).toContain('Invalid WiFi code');
    expect(off.html).toContain('This WiFi code is deactivated.');

    const oldCode = await newCode(hotelToken, HOTEL, { code: 'OLD-CODE-1' });
    await s.db
      .update(vouchers)
      .set({ expires: new Date('2020-01-01T00:00:00.000Z') })
      .where(and(eq(vouchers.customerId, HOTEL), eq(vouchers.id, oldCode._id)));
    const old = await submit(`/guest/${dev.omada}`, { code: 'OLDCODE1' });
    expect(old.html).toContain('Dieser WLAN-Code ist abgelaufen.');

    // LoginDisabled: the bundle has no such template, the Error template stands in.
    await newCode(hotelToken, HOTEL, { code: 'ANY-CODE-1' });
    const inactive = await submit(`/guest/${dev.merakiOff}`, { code: 'ANYCODE1' });
    expect(inactive.status).toBe(403);
    expect(inactive.html).toContain('Das hat nicht geklappt');
    expect(inactive.html).toContain('Dieser Hotspot ist zurzeit nicht in Betrieb.');
  });

  it('refuses a device account without the code wording of VoucherCheckFail', async () => {
    const page = await get(`/guest/${dev.omada}?clientMac=AA-BB-CC-00-11-66`);
    const login = [...page.html.matchAll(/name="login" value="([^"]+)"/g)].map((x) => x[1]!);
    const account = login.find((l) => page.html.includes(`id="username-${l}"`))!;
    const r = await guestClient(s.url).send(page, account, { username: 'haustechnik', password: 'falsch' });
    expect(r.status).toBe(403);
    expect(r.html).toContain('Benutzername oder Passwort ist falsch.');
    expect(r.html).not.toContain('WLAN-Code ungültig'); // the bundle's VoucherCheckFail template
    expect(r.html).toContain('Das hat nicht geklappt'); // its Error template
  });

  it('requires the code and the accepted terms', async () => {
    const noTerms = await submit(`/guest/${dev.omada}`, { code: 'ANYCODE1', terms: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.html).toContain('Bitte akzeptieren Sie die Nutzungsbedingungen.');
    const empty = await submit(`/guest/${dev.omada}`, { code: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Bitte geben Sie Ihren WLAN-Code ein.');
    const long = await submit(`/guest/${dev.omada}`, { code: 'A'.repeat(65) });
    expect(long.status).toBe(400);
    expect(long.html).toContain('Dieser WLAN-Code ist zu lang.');
  });

  it('refuses forms from another origin, without the cookie or with another token', async () => {
    const path = `/guest/${dev.omada}`;
    await newCode(hotelToken, HOTEL, { code: 'CSRF-CODE-1' });
    for (const opts of [
      { origin: 'https://evil.example.com' },
      { origin: 'null' },
      { cookie: null },
      { csrf: 'x'.repeat(43) },
    ]) {
      const r = await submit(path, { code: 'CSRFCODE1' }, opts);
      expect(r.status, JSON.stringify(opts)).toBe(403);
      expect(r.html).toContain('Das Formular ist abgelaufen.');
      expect(r.html).not.toContain('id="handover"');
      // The form comes again with a working token.
      expect(csrfOf(r.html)).toMatch(/^[\w-]{43}$/);
    }
    // No Origin (an old browser) is fine when the token matches.
    const r = await submit(path, { code: 'CSRFCODE1' }, { origin: null });
    expect(r.status).toBe(200);
    expect(r.html).toContain('id="handover"');
  });

  it('answers a too large form with a page', async () => {
    const page = await get(`/guest/${dev.omada}`);
    const r = await fetch(`${s.url}/guest/${dev.omada}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.url },
      body: 'code=' + 'A'.repeat(20_000),
    });
    expect(r.status).toBe(413);
    expect(await r.text()).toContain('Die Anfrage ist zu groß.');
    expect(page.status).toBe(200);
  });

  it('limits login attempts per IP', async () => {
    let limited = 0;
    let sent = 0;
    for (let i = 0; i < GUEST_POSTS_PER_WINDOW + 2; i++) {
      const r = await fetch(`${s.url}/guest/${dev.omada}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.url },
        body: 'code=NOSUCHCODE&terms=1',
      });
      sent++;
      const text = await r.text();
      if (r.status === 429) {
        limited++;
        expect(text).toContain('Zu viele Versuche.');
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(sent).toBe(GUEST_POSTS_PER_WINDOW + 2);
    expect(limited).toBeGreaterThanOrEqual(2);
  });
});
