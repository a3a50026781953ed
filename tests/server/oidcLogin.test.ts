// CIDAAS_LOGIN (issue 35, docs/oidc-login.md) through the real guest page over HTTP, the real OpenID
// provider stand-in (oidc-provider, served by the test server at /stand-in/oidc) and the real RADIUS
// client: the page sends the guest to the provider's authorization endpoint (code flow, PKCE S256,
// state, nonce, the portal's one redirect URI), the guest logs in at the provider, the callback checks
// everything through openid-client and hands a page account to the device, whose Access-Request is
// accepted; the OpenID subject (its keyed hash, not the e-mail) ties a person's accounts together.
// Failures: a state that is unknown, used, tampered with or not this browser's; the guest cancelling
// at the provider (access_denied) in the guest's language; a provider that is down or hangs (time-out,
// then the circuit refuses at once). Nothing the server logged holds the client secret, a code,
// a token or the e-mail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { captureConsole } from './helpers';
import { radclient, raw } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { formsOf, guestClient, handoverOf, type Got } from './guestClient';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { createRelyingParty, relyingPartyOf, OIDC_DEMO_USER } from '../../server/access/oidc';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { guestLoginTickets } from '../../server/access/hotspot-login/table';
import { templateBundles, templateBundleTemplates, templates } from '../../server/templates/start-page/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotDeviceConfigs } from '../../server/network/device-config/table';
import { newObjectId } from '../../server/platform/ids';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';
import { freePort } from '../setup/freePort';

const C = 'K100003';
const CLIENT_ID = 'hotel-test-wlan';
const CLIENT_SECRET = 'oidc-test-secret-Zr8wQ2nXv5';
const SUCCESS_URL = 'https://hotel.example.com/willkommen';
let s: TestServer;
let r: RadiusServer;
let h: Hotspot;
let browser: ReturnType<typeof guestClient>;
let clientSeq = 0x10;
/** Every line the server logged during the file (console.*), for the secrets check at the end. */
const logged: string[] = [];
/** What must never be logged: the client secret, codes, states, the guest's e-mail and password. */
const secrets = new Set<string>([CLIENT_SECRET, OIDC_DEMO_USER.email, OIDC_DEMO_USER.password]);
const de = GUEST_MESSAGES.de;
const en = GUEST_MESSAGES.en;

const nextClient = () => `AA-BB-CC-35-0D-${(clientSeq++).toString(16).padStart(2, '0').toUpperCase()}`;
const pagePath = (client: string, extra = '') =>
  `/guest/${h.deviceId}?uamip=10.1.0.1&uamport=3990&mac=${client}${extra}`;
const issuer = () => `${s.url}/stand-in/oidc`;

function pap(user: string, password: string, client: string) {
  return radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': client,
    'Message-Authenticator': raw('0x00'),
  });
}

/** A browser's cookies (name → value), sent with every request as a browser would to this one host. */
function jar() {
  const cookies = new Map<string, string>();
  const take = (headers: Headers) => {
    for (const c of headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(url: string, init: RequestInit = {}): Promise<Got & { location: string | null }> {
    const res = await fetch(url.startsWith('http') ? url : s.url + url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: header() },
    });
    take(res.headers);
    const location = res.headers.get('location');
    return {
      status: res.status,
      html: await res.text(),
      headers: res.headers,
      cookies: res.headers.getSetCookie(),
      location: location ? new URL(location, url.startsWith('http') ? url : s.url + url).href : null,
    };
  }
  return { cookies, request, take };
}

/** Taps the CIDAAS card of the device page: the 303 to the provider (and the browser's cookies). */
async function toProvider(client: string, lang?: string) {
  const b = jar();
  const page = await b.request(pagePath(client, lang ? `&lang=${lang}` : ''));
  expect(page.status, page.html).toBe(200);
  expect(formsOf(page.html)).toEqual([h.loginTemplateId]);
  const sent = await browser.send(
    { ...page, cookies: [...b.cookies].map(([k, v]) => `${k}=${v}`) },
    h.loginTemplateId,
    {},
  );
  b.take(sent.headers);
  return { b, sent };
}

/** At the provider: the authorization request, its login form, and the answer (login or cancel). */
async function atProvider(b: ReturnType<typeof jar>, authorizeUrl: string, action: 'login' | 'cancel' = 'login') {
  const auth = await b.request(authorizeUrl);
  expect(auth.status, auth.html).toBe(303);
  expect(auth.location).toMatch(new RegExp(`^${issuer()}/interaction/`));
  const form = await b.request(auth.location!);
  expect(form.status, form.html).toBe(200);
  expect(form.html).toMatch(new RegExp(`(Anmeldung für|Login for): ${CLIENT_ID}`));
  const body =
    action === 'login'
      ? new URLSearchParams({ email: OIDC_DEMO_USER.email, password: OIDC_DEMO_USER.password, action })
      : new URLSearchParams({ action });
  let next = await b.request(auth.location!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  // The provider resumes the authorization and sends the browser to the redirect URI.
  while (next.status === 303 && next.location?.startsWith(issuer())) next = await b.request(next.location);
  expect([302, 303]).toContain(next.status);
  expect(next.location).toMatch(new RegExp(`^${s.url}/guest/oidc/callback\\?`));
  const callback = new URL(next.location!);
  for (const key of ['code', 'state']) if (callback.searchParams.get(key)) secrets.add(callback.searchParams.get(key)!);
  return callback;
}

/** The whole flow for a client: page → provider → callback (the page the callback answered). */
async function loginFlow(client: string) {
  const { b, sent } = await toProvider(client);
  expect(sent.status, sent.html).toBe(303);
  const callback = await atProvider(b, sent.headers.get('location')!);
  const back = await b.request(callback.pathname + callback.search);
  return { b, back, callback };
}

const allowedWarnings: RegExp[] = [/^oidc: /, /oidc-provider WARNING: Unsupported runtime/];

beforeAll(async () => {
  captureConsole(logged);
  s = await startTestServer({ customers: 3 });
  // The stand-in's issuer and the redirect URI are on the test server's own address.
  (s.services.config as { publicUrl: string }).publicUrl = s.url;
  // Shorter time-outs and circuit than in production, so the down provider is quick to test.
  relyingPartyOf.replace(
    s.services,
    createRelyingParty({ timeoutMs: 800, circuitFailures: 3, circuitOpenMs: 60_000, warn: (l) => logged.push(l) }),
  );
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: (l) => logged.push(l) });
  // The stand-in is made at its first request (package, keys): before the short time-outs count.
  expect((await fetch(`${issuer()}/.well-known/openid-configuration`)).status).toBe(200);
  browser = guestClient(s.url);
  await setPlugins(s.db, C, {
    cidaas: { active: true, apiUrl: issuer(), clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  });
  h = await makeHotspot(s.db, C, {
    logins: [
      {
        loginType: 'CIDAAS_LOGIN',
        config: { pluginId: null, successUrl: SUCCESS_URL },
        profile: { maxSurftime: 120 },
      },
    ],
  });
  // A bundle with Welcome and Error, so the failures show the customer's own Error template.
  const bundleId = newObjectId();
  await s.db.insert(templateBundles).values({ customerId: C, id: bundleId, active: true });
  for (const [i, [slot, text]] of [
    ['Welcome', '<p>Willkommen im Testhotel</p>'],
    ['Error', '<p>Anmeldung gestört</p>'],
    ['Success', '<p>Schön, dass Sie da sind</p>'],
  ].entries()) {
    const id = newObjectId();
    await s.db.insert(templates).values({
      customerId: C,
      id,
      slot: slot!,
      active: true,
      texts: [{ lang: 'de', default: true, text: text! }],
      cspDirectives: [],
    });
    await s.db
      .insert(templateBundleTemplates)
      .values({ customerId: C, bundleId, slot: slot!, templateId: id, position: i });
  }
  const [device] = await s.db
    .select({ configId: hotspotDevices.configId })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId)));
  await s.db
    .update(hotspotDeviceConfigs)
    .set({ templateBundleId: bundleId })
    .where(and(eq(hotspotDeviceConfigs.customerId, C), eq(hotspotDeviceConfigs.id, device!.configId!)));
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await r?.close();
  await s?.close();
});

describe('CIDAAS_LOGIN: OpenID Connect at the provider, then RADIUS', () => {
  it('offers the card, sends the guest to the provider with PKCE, state and nonce, and logs them in', async () => {
    const client = nextClient();
    const { b, sent } = await toProvider(client);
    expect(sent.status, sent.html).toBe(303);
    const authorize = new URL(sent.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer()}/auth`);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${s.url}/guest/oidc/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(new RegExp(`^${h.deviceId}\\.[\\w-]{43}$`));
    expect(q.toString()).not.toContain(CLIENT_SECRET);
    // The browser is bound to the flow (SameSite=Lax: the provider's redirect back is a top-level GET).
    expect(b.cookies.get('hp_guest_oidc')).toBe(encodeURIComponent(q.get('state')!));
    expect(sent.headers.getSetCookie().find((c) => c.startsWith('hp_guest_oidc='))).toMatch(
      /Path=\/guest; Max-Age=300; HttpOnly; SameSite=Lax/,
    );
    // Kept server-side: a one-time ticket of 5 minutes, only its hash (not the state) stored.
    const [ticket] = await s.db
      .select()
      .from(guestLoginTickets)
      .where(and(eq(guestLoginTickets.customerId, C), eq(guestLoginTickets.kind, 'CIDAAS_LOGIN')));
    expect(ticket).toMatchObject({ loginTemplateId: h.loginTemplateId, hotspotDeviceId: h.deviceId, usedAt: null });
    expect(ticket!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket!.id).not.toContain(q.get('state')!.split('.')[1]!);
    expect((ticket!.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(5, 0);

    const callback = await atProvider(b, authorize.href);
    expect(callback.searchParams.get('iss')).toBe(issuer());
    const back = await b.request(callback.pathname + callback.search);
    expect(back.status, back.html).toBe(200);
    expect(back.html).toContain('Schön, dass Sie da sind'); // Success
    const handover = handoverOf(back.html);
    expect(handover.action).toBe('http://10.1.0.1:3990/logon');
    expect(handover.fields.userurl).toBe(SUCCESS_URL);
    const { username, password } = handover.fields;
    expect(username).toMatch(/^G-[0-9a-f]{24}$/);
    secrets.add(password!);
    // The cookie of the flow is spent.
    expect(b.cookies.has('hp_guest_oidc')).toBe(false);

    const accept = await pap(username!, password!, client);
    expect(accept.code, accept.output).toBe('Access-Accept');
    // The account is the person's: a keyed hash of issuer and subject, not the e-mail.
    const [account] = await s.db
      .select()
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.username, username!)));
    expect(account).toMatchObject({ loginTemplateId: h.loginTemplateId, hotspotDeviceId: h.deviceId });
    expect(account!.multiAccountId).toMatch(/^oidc-[\w-]{43}$/);
    expect(JSON.stringify(account)).not.toContain(OIDC_DEMO_USER.email);
    expect(JSON.stringify(account)).not.toContain(OIDC_DEMO_USER.sub);

    // The callback answers once: the same answer again finds its ticket used.
    const again = await b.request(callback.pathname + callback.search, {
      headers: { cookie: `hp_guest_oidc=${encodeURIComponent(callback.searchParams.get('state')!)}` },
    });
    expect(again.status).toBe(400);
    expect(again.html).toContain(de.redirectFailed);
  });

  it('ties a returning guest to their account by the subject, and a second phone to the same person', async () => {
    const client = nextClient();
    const first = await loginFlow(client);
    expect(first.back.status, first.back.html).toBe(200);
    const firstAccount = handoverOf(first.back.html).fields.username;
    const again = await loginFlow(client);
    expect(again.back.status, again.back.html).toBe(200);
    // Same person, same phone: the same account (reused while it can log in).
    expect(handoverOf(again.back.html).fields.username).toBe(firstAccount);
    const other = nextClient();
    const second = await loginFlow(other);
    const secondFields = handoverOf(second.back.html).fields;
    expect(secondFields.username).not.toBe(firstAccount);
    expect((await pap(secondFields.username!, secondFields.password!, other)).code).toBe('Access-Accept');
    // An account is bound to its phone: the first phone's credentials do not work on the second.
    expect((await pap(secondFields.username!, secondFields.password!, client)).code).toBe('Access-Reject');
    const rows = await s.db
      .select({ username: hotspotAccounts.username, person: hotspotAccounts.multiAccountId })
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.loginTemplateId, h.loginTemplateId)));
    const mine = rows.filter((row) => row.username === firstAccount || row.username === secondFields.username);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.person).toBe(mine[1]!.person);
  });

  it('refuses a state that is not this browser’s, tampered with, or unknown, without logging in', async () => {
    const client = nextClient();
    const { b, sent } = await toProvider(client);
    const callback = await atProvider(b, sent.headers.get('location')!);
    // Another browser (no cookie of this flow) brings the provider's answer: refused, ticket left.
    const stranger = jar();
    const foreign = await stranger.request(callback.pathname + callback.search);
    expect(foreign.status).toBe(400);
    expect(foreign.html).toContain(de.redirectFailed);
    expect(foreign.html).toContain('Anmeldung gestört'); // the Error slot of the device's bundle
    expect(foreign.html).not.toContain('id="handover"');
    // A tampered state (the cookie says the same): no such ticket.
    const state = callback.searchParams.get('state')!;
    const tampered = `${state.slice(0, -4)}AAAA`;
    const bad = new URLSearchParams(callback.search);
    bad.set('state', tampered);
    const forged = await jar().request(`${callback.pathname}?${bad}`, {
      headers: { cookie: `hp_guest_oidc=${encodeURIComponent(tampered)}` },
    });
    expect(forged.status).toBe(400);
    expect(forged.html).toContain(de.redirectFailed);
    // Not a state of ours at all: the portal's own page.
    const none = await jar().request('/guest/oidc/callback?code=x&state=nonsense');
    expect(none.status).toBe(400);
    expect(none.html).toContain(de.redirectFailed);
    // The right browser still completes (the refusals above used nothing).
    const back = await b.request(callback.pathname + callback.search);
    expect(back.status, back.html).toBe(200);
    expect(handoverOf(back.html).fields.username).toMatch(/^G-/);
  });

  it('shows the Error slot in the guest’s language when the guest cancels at the provider (access_denied)', async () => {
    const client = nextClient();
    const { b, sent } = await toProvider(client, 'en');
    const callback = await atProvider(b, sent.headers.get('location')!, 'cancel');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const back = await b.request(callback.pathname + callback.search);
    expect(back.status, back.html).toBe(403);
    expect(back.html).toContain(en.oidcDenied);
    expect(back.html).toContain('Anmeldung gestört'); // Error slot
    expect(back.html).toContain('<html lang="en">');
    // The forms again, with the device's parameters (the guest may try again).
    expect(formsOf(back.html)).toEqual([h.loginTemplateId]);
    expect(back.html).toContain('mac=' + client);
  });
});

describe('CIDAAS_LOGIN: the provider answers with an error', () => {
  it('temporarily_unavailable is the Error slot’s „not reachable“ (503); the ticket is used', async () => {
    const { b, sent } = await toProvider(nextClient());
    const state = new URL(sent.headers.get('location')!).searchParams.get('state')!;
    const answer = `/guest/oidc/callback?error=temporarily_unavailable&state=${encodeURIComponent(state)}`;
    const back = await b.request(answer);
    expect(back.status, back.html).toBe(503);
    expect(back.html).toContain(de.oidcUnavailable);
    expect(back.html).toContain('Anmeldung gestört');
    // Answered once: the same state again has no ticket.
    const again = await b.request(answer, { headers: { cookie: `hp_guest_oidc=${encodeURIComponent(state)}` } });
    expect(again.status).toBe(400);
    expect(again.html).toContain(de.redirectFailed);
  });
});

describe('CIDAAS_LOGIN: preview and the login’s own checks', () => {
  it('previews without a ticket or a request to the provider', async () => {
    const page = await browser.get(pagePath(nextClient(), '&preview=1'));
    const before = await s.db.select().from(guestLoginTickets).where(eq(guestLoginTickets.customerId, C));
    const sent = await browser.send(page, h.loginTemplateId, {});
    expect(sent.status, sent.html).toBe(200);
    expect(sent.html).toContain(de.previewRedirect.replace('{url}', issuer()));
    const after = await s.db.select().from(guestLoginTickets).where(eq(guestLoginTickets.customerId, C));
    expect(after).toHaveLength(before.length);
  });

  it('decides the login again at the callback: a device switched off meanwhile refuses (LoginDisabled)', async () => {
    const client = nextClient();
    const { b, sent } = await toProvider(client);
    const callback = await atProvider(b, sent.headers.get('location')!);
    const device = and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, h.deviceId));
    await s.db.update(hotspotDevices).set({ active: false }).where(device);
    try {
      const back = await b.request(callback.pathname + callback.search);
      expect(back.status, back.html).toBe(403);
      expect(back.html).toContain(de.refusals.DEVICE_INACTIVE);
      expect(back.html).not.toContain('id="handover"');
    } finally {
      await s.db.update(hotspotDevices).set({ active: true }).where(device);
    }
  });
});

describe('the relying party (openid-client) against the stand-in', () => {
  const ref = () => ({ issuer: issuer(), clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  const flow = { state: 'test-state-1234567890', nonce: 'test-nonce-1234567890', codeVerifier: 'v'.repeat(43) };

  /** A code of the stand-in for `flow` (the browser's part done by hand). */
  async function codeFor(f: typeof flow) {
    const rp = relyingPartyOf(s.services);
    const started = await rp.authorizationUrl(ref(), { ...f, redirectUri: `${s.url}/guest/oidc/callback`, lang: 'de' });
    expect(started.ok).toBe(true);
    return atProvider(jar(), (started as { url: string }).url);
  }

  it('verifies the ID token and PKCE: the subject with the right secrets, refused with another nonce, verifier or state', async () => {
    const rp = relyingPartyOf(s.services);
    const good = await rp.finish(ref(), await codeFor(flow), flow);
    expect(good).toEqual({ ok: true, issuer: issuer(), subject: OIDC_DEMO_USER.sub });
    // The ID token carries the nonce of the request: another one is refused by the library.
    expect(await rp.finish(ref(), await codeFor(flow), { ...flow, nonce: 'another-nonce-0987654321' })).toEqual({
      ok: false,
      failure: 'invalid',
    });
    // The provider checks the PKCE verifier against the challenge of the request.
    expect(await rp.finish(ref(), await codeFor(flow), { ...flow, codeVerifier: 'w'.repeat(43) })).toEqual({
      ok: false,
      failure: 'invalid',
    });
    // The state of the answer must be the one expected.
    expect(await rp.finish(ref(), await codeFor(flow), { ...flow, state: 'another-state-0987654321' })).toEqual({
      ok: false,
      failure: 'invalid',
    });
    // A wrong client secret: the token endpoint refuses the client.
    expect(await rp.finish({ ...ref(), clientSecret: 'wrong-secret' }, await codeFor(flow), flow)).toEqual({
      ok: false,
      failure: 'invalid',
    });
  });

  it('is switched off with the other stand-ins (STAND_INS=off): 404', async () => {
    const config = s.services.config as { standIns: boolean };
    config.standIns = false;
    try {
      expect((await fetch(`${issuer()}/.well-known/openid-configuration`)).status).toBe(404);
    } finally {
      config.standIns = true;
    }
    const discovery = await fetch(`${issuer()}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const doc = (await discovery.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({ issuer: issuer(), code_challenge_methods_supported: ['S256'] });
    expect(doc.scopes_supported).toContain('openid');
  });
});

describe('CIDAAS_LOGIN: a provider that is down', () => {
  let hanging: Server;

  afterAll(async () => {
    hanging?.closeAllConnections();
    await new Promise<void>((res) => (hanging ? hanging.close(() => res()) : res()));
    await setPlugins(s.db, C, {
      cidaas: { active: true, apiUrl: issuer(), clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    });
  });

  it('answers with the Error slot at once when nothing listens, and after three failures without trying', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/oidc`;
    await setPlugins(s.db, C, {
      cidaas: { active: true, apiUrl: closed, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    });
    for (let i = 0; i < 3; i++) {
      const { sent } = await toProvider(nextClient());
      expect(sent.status, sent.html).toBe(503);
      expect(sent.html).toContain(de.oidcUnavailable);
      expect(sent.html).toContain('Anmeldung gestört');
    }
    expect(logged.some((l) => l.includes('failed 3 times in a row'))).toBe(true);
    // The circuit is open: refused without a request (and without a ticket).
    const before = Date.now();
    const { sent } = await toProvider(nextClient());
    expect(sent.status).toBe(503);
    expect(sent.html).toContain(de.oidcUnavailable);
    expect(Date.now() - before).toBeLessThan(500);
    const tickets = await s.db
      .select()
      .from(guestLoginTickets)
      .where(and(eq(guestLoginTickets.customerId, C), eq(guestLoginTickets.kind, 'CIDAAS_LOGIN')));
    expect(tickets.every((t) => t.createdAt.getTime() < before - 100 || t.usedAt)).toBe(true);
  });

  it('does not hang the page when the provider accepts and never answers (time-out, one retry)', async () => {
    let requests = 0;
    hanging = createServer(() => {
      requests += 1; // never answers
    });
    await new Promise<void>((res) => hanging.listen(0, '127.0.0.1', res));
    const port = (hanging.address() as AddressInfo).port;
    await setPlugins(s.db, C, {
      cidaas: {
        active: true,
        apiUrl: `http://127.0.0.1:${port}/oidc`,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
      },
    });
    const before = Date.now();
    const { sent } = await toProvider(nextClient(), 'en');
    const took = Date.now() - before;
    expect(sent.status).toBe(503);
    expect(sent.html).toContain(en.oidcUnavailable);
    // 800 ms per request, the discovery GET tried twice: about 1.6 s, never the browser's minutes.
    expect(took).toBeGreaterThan(1500);
    expect(took).toBeLessThan(5000);
    expect(requests).toBe(2);
  });
});

describe('the relying party’s token request', () => {
  it('is not repeated after a time-out (the code may have been used), and the page is not held', async () => {
    const hits: string[] = [];
    const provider = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      if (req.url === '/oidc/.well-known/openid-configuration') {
        const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/oidc`;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            issuer: base,
            authorization_endpoint: `${base}/auth`,
            token_endpoint: `${base}/token`,
            jwks_uri: `${base}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
      }
      // The token endpoint takes the request and never answers.
    });
    await new Promise<void>((res) => provider.listen(0, '127.0.0.1', res));
    try {
      const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/oidc`;
      const rp = createRelyingParty({ timeoutMs: 500, warn: (l) => logged.push(l) });
      const ref = { issuer: base, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
      const f = { state: 'state-of-the-test-123', nonce: 'nonce-of-the-test-123', codeVerifier: 'v'.repeat(43) };
      const before = Date.now();
      const answer = new URL(`${s.url}/guest/oidc/callback?code=some-code&state=${f.state}`);
      expect(await rp.finish(ref, answer, f)).toEqual({ ok: false, failure: 'unavailable' });
      expect(Date.now() - before).toBeLessThan(3000);
      expect(hits.filter((h) => h.startsWith('POST /oidc/token'))).toHaveLength(1);
    } finally {
      provider.closeAllConnections();
      await new Promise<void>((res) => provider.close(() => res()));
    }
  });
});

describe('CIDAAS_LOGIN: what is logged', () => {
  it('logs no client secret, code, state, token, password or e-mail', () => {
    expect(logged.length).toBeGreaterThan(0);
    const unexpected = logged.filter((l) => l.includes('oidc-provider') && !allowedWarnings.some((p) => p.test(l)));
    expect(unexpected).toEqual([]);
    for (const line of logged) {
      for (const secret of secrets) expect(line, 'a secret in the log').not.toContain(secret);
      // No JWT (ID token, access token) either.
      expect(line).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\./);
    }
  });
});
