// The hotspot device's side of a guest login in the browser tests: a stand-in for Coova-Chilli's UAM
// port that records the guest page's hand-over, the device's captive-portal redirect to the guest
// page, its RADIUS requests (real radclient with the demo configuration's cipher secret), plus
// screenshots of a guest page at both widths in both colour schemes and the browser's console errors.
// For the redirect logins (docs/external-login.md) the integrator's side too: the contract's signature
// and the app backend's token request.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { serverQuery, startE2E, type E2E, shot } from './browser';
import { radclient, raw, type RadReply } from '../server/radiusHelpers';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { DEMO_COOVA_SECRET } from '../../server/network/device-config/seed';
import { encodePng } from '../../server/platform/seed/png';

export { DEMO_COOVA_SECRET };

export const SHOTS = '.tmp/screenshots';
export const HOTEL = 'K100001';
export const HOTEL_ADMIN = 'admin@alpenhotel.test';

/** GraphQL as the hotel's administrator (what the portal shows). */
export const hotelQuery =
  (e: E2E) =>
  <T>(query: string, variables: Record<string, unknown> = {}) =>
    serverQuery<T>(e, HOTEL_ADMIN, DEMO_PASSWORD, query, variables);

export interface DemoDevice {
  _id: string;
  name: string;
  mac: string[];
  timezone: string | null;
  updatedAt: string;
}

/** A demo device of the hotel by its exact name. */
export async function demoDevice(e: E2E, name: string): Promise<DemoDevice> {
  const r = await hotelQuery(e)<{ hotspotDevices: { data: DemoDevice[] } }>(
    `query D($search: String) { hotspotDevices(customerIds: ["${HOTEL}"], search: $search) { data { _id name mac timezone updatedAt } } }`,
    { search: name },
  );
  const device = r.hotspotDevices.data.find((d) => d.name === name);
  if (!device) throw new Error(`demo device "${name}" missing`);
  return device;
}

/** The demo's Coova-Chilli "Pool Hotspot" on the standard configuration (its cipher secret). */
export async function poolHotspot(e: E2E): Promise<DemoDevice> {
  const q = hotelQuery(e);
  const device = await demoDevice(e, 'Pool Hotspot');
  const configs = await q<{ hotspotDeviceConfigs: { data: { _id: string }[] } }>(
    `query { hotspotDeviceConfigs(customerIds: ["${HOTEL}"], search: "Hotel Standard") { data { _id } } }`,
  );
  await q(`mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`, {
    data: {
      _id: device._id,
      updatedAt: device.updatedAt,
      hotspotDeviceConfig: configs.hotspotDeviceConfigs.data[0]!._id,
    },
  });
  return device;
}

/** A new WiFi code of the hotel. */
export async function newHotelCode(e: E2E, description: string): Promise<string> {
  const created = await hotelQuery(e)<{ createVoucher: { code: string } }>(
    `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { code } }`,
    { data: { customerId: HOTEL, description } },
  );
  return created.createVoucher.code;
}

export interface UamStandIn {
  port: number;
  /** Every hand-over received, in order. */
  handovers: URL[];
  /** The next hand-over after the ones taken so far (waits for it). */
  next(): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Coova-Chilli's UAM port on 127.0.0.1: records the hand-over (`GET /logon?username&password&userurl`)
 * and answers like the device would, with a small page saying "logon received".
 */
export async function startUamStandIn(): Promise<UamStandIn> {
  const handovers: URL[] = [];
  let taken = 0;
  const server = createServer((req, res) => {
    // The browser also asks the device's page for its icon: that is no hand-over (and none is there).
    if (req.url === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    handovers.push(new URL(req.url ?? '/', 'http://uam.invalid'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>UAM</title><p>logon received</p>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    handovers,
    async next() {
      await expect.poll(() => handovers.length, { timeout: 15_000 }).toBeGreaterThan(taken);
      return handovers[taken++]!;
    },
    // The browser keeps its connections to the device open (keep-alive): closed with the server, not
    // awaited (server.close alone waits for Chromium to let go, about a minute).
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** The device's captive-portal redirect to the guest page, as Coova-Chilli sends it (UAM parameters). */
export function guestRedirect(
  deviceId: string,
  uam: Pick<UamStandIn, 'port'>,
  clientMac: string,
  o: { called?: string; userurl?: string } = {},
): string {
  const q = new URLSearchParams({ uamip: '127.0.0.1', uamport: String(uam.port), mac: clientMac });
  if (o.called) q.set('called', o.called);
  q.set('userurl', o.userurl ?? 'http://example.com/');
  return `/guest/${deviceId}?${q}`;
}

/** The credentials the guest page handed to the device (`GET /logon?username&password&userurl`). */
export function logonOf(handover: URL): { username: string; password: string; userurl: string | null } {
  expect(handover.pathname).toBe('/logon');
  const q = handover.searchParams;
  return { username: q.get('username') ?? '', password: q.get('password') ?? '', userurl: q.get('userurl') };
}

/**
 * The signature of a redirect login's parameters as docs/external-login.md defines it for an
 * integrator: HMAC-SHA256 with the template's signing secret, lower-case hex, over `v1` and the sorted
 * `hp_*` lines but `hp_sig` (written here from the document, not taken from the server's code).
 */
export function contractSignature(secret: string, params: Iterable<[string, string]>): string {
  const lines = [...params]
    .filter(([k]) => k.startsWith('hp_') && k !== 'hp_sig')
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([k, v]) => `${k}=${v}`);
  return createHmac('sha256', secret)
    .update(['v1', ...lines].join('\n'))
    .digest('hex');
}

export interface AppTokenAnswer {
  status: number;
  body: {
    data?: { token: string; expiresAt: string; radiusUsername: string };
    error?: { code: string; field?: string };
  };
}

/**
 * APP_LOGIN: the app backend's REST call for a one-time token for a client (docs/external-login.md),
 * authenticated with the login template's signing secret.
 */
export async function appToken(
  e: Pick<E2E, 'url'>,
  secret: string,
  body: { customerId?: string; loginTemplateId: string; appId: string; clientMac: string },
): Promise<AppTokenAnswer> {
  const r = await fetch(e.url + '/guest/app/tokens', {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ customerId: HOTEL, ...body }),
  });
  return { status: r.status, body: (await r.json()) as AppTokenAnswer['body'] };
}

/** The device's Access-Request after the UAM logon: PAP, NAS-Identifier = the device id. */
export function accessRequest(
  e: E2E,
  o: { deviceId: string; username: string; password: string; clientMac: string; deviceMac?: string },
): Promise<RadReply> {
  return radclient(e.radius.authPort, 'auth', DEMO_COOVA_SECRET, {
    'User-Name': o.username,
    'User-Password': o.password,
    'NAS-Identifier': o.deviceId,
    ...(o.deviceMac ? { 'Called-Station-Id': o.deviceMac.replace(/:/g, '-').toUpperCase() } : {}),
    'Calling-Station-Id': o.clientMac,
    'NAS-IP-Address': raw('127.0.0.1'),
    'Message-Authenticator': raw('0x00'),
  });
}

/** The device's accounting of the guest's session (Start, Interim-Update, Stop). */
export function accountingRequest(
  e: E2E,
  o: {
    deviceId: string;
    status: 'Start' | 'Interim-Update' | 'Stop';
    sessionId: string;
    username: string;
    clientMac: string;
    sessionTime?: number;
    /** Octets from and to the client (Acct-Input-Octets, Acct-Output-Octets). */
    octets?: { input: number; output: number };
    /** Acct-Terminate-Cause of a Stop, e.g. 'Idle-Timeout'. */
    terminateCause?: string;
  },
): Promise<RadReply> {
  return radclient(e.radius.acctPort, 'acct', DEMO_COOVA_SECRET, {
    'Acct-Status-Type': raw(o.status),
    'Acct-Session-Id': o.sessionId,
    'User-Name': o.username,
    'NAS-Identifier': o.deviceId,
    'Calling-Station-Id': o.clientMac,
    'NAS-IP-Address': raw('127.0.0.1'),
    ...(o.sessionTime !== undefined ? { 'Acct-Session-Time': o.sessionTime } : {}),
    ...(o.octets ? { 'Acct-Input-Octets': o.octets.input, 'Acct-Output-Octets': o.octets.output } : {}),
    ...(o.terminateCause ? { 'Acct-Terminate-Cause': raw(o.terminateCause) } : {}),
  });
}

/**
 * Screenshots `<SHOTS>/<name>-<width>-<scheme>.png` of the page as it is, phone (390 px) and desktop
 * (1366 px), light and dark (`show`: load it for each, when changing the size is not enough); on
 * every one nothing is wider than the screen. Leaves the page light and phone-sized.
 */
export async function shootWidthsAndSchemes(page: Page, name: string, show?: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await show?.();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${width} ${scheme}: wider than the screen`).toBeLessThanOrEqual(0);
      await shot(page, { path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}

export interface BrowserErrors {
  /** What the console reported as errors, and uncaught exceptions (a test fails on them). */
  list: string[];
  /** Declares errors the test provokes on purpose (e.g. a refusal's HTTP 403), until `stop`. */
  allow(pattern: RegExp): void;
  stop(): void;
}

/** The browser's console errors and uncaught exceptions from now on. */
export function browserErrors(page: Page): BrowserErrors {
  const list: string[] = [];
  const allowed: RegExp[] = [];
  const note = (text: string) => {
    if (!allowed.some((p) => p.test(text))) list.push(text);
  };
  const onConsole = (m: { type(): string; text(): string; location(): { url: string } }) => {
    if (m.type() === 'error') note(`console.error ${m.text()} (${m.location().url})`);
  };
  const onError = (err: Error) => note(`pageerror ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    list,
    allow: (pattern) => void allowed.push(pattern),
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * The hotel's demo start page shows pictures from its image host `images.example.com` (start-page
 * seed), which does not exist: the browser gets a picture of the size the templates give (320 × 120).
 */
export async function serveDemoImages(page: Page) {
  const png = encodePng(320, 120, (x, y) => [200 - Math.round(y / 2), 225 - Math.round(x / 8), 240]);
  await page
    .context()
    .route('https://images.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png }),
    );
}

/** The demo's Welcome template keeps a deliberately unsafe image (start-page seed), blocked by the policy. */
export const DEMO_IMAGE_BLOCKED =
  /^console\.error Loading the image '[^']*\/guest\/([0-9a-f]{24}\/)?x' violates the following Content Security Policy/;

/** The console error of a guest-page form answered with this status (a refusal, or the form again). */
export const refusedWith = (status: number) =>
  new RegExp(`^console\\.error Failed to load resource: the server responded with a status of ${status} .*/login\\)$`);

/**
 * A browser test file of the guest page: its server (startE2E with `env`), the UAM stand-in, the
 * demo's pictures, and the browser's console errors checked after every test (the demo's blocked
 * image allowed). Call at the top of the file; the getters answer once `beforeAll` ran.
 */
export function guestBrowser(env: Record<string, string> = {}) {
  let e: E2E;
  let uam: UamStandIn;
  let errors: BrowserErrors;
  beforeAll(async () => {
    e = await startE2E(env);
    uam = await startUamStandIn();
    await serveDemoImages(e.page);
  }, 180_000);
  afterAll(async () => {
    await uam?.close();
    await e?.close();
  });
  beforeEach(() => {
    errors = browserErrors(e.page);
    errors.allow(DEMO_IMAGE_BLOCKED);
  });
  afterEach(() => {
    errors.stop();
    expect(errors.list, 'the browser console').toEqual([]);
  });
  return {
    get e() {
      return e;
    },
    get uam() {
      return uam;
    },
    get errors() {
      return errors;
    },
  };
}

/** The portal's count of guests online on a device (as the hotel's administrator sees it). */
export async function onlineOn(e: E2E, deviceId: string): Promise<number> {
  const r = await hotelQuery(e)<{ getOnlineCountForHotspotDeviceId: { count: number } }>(
    `query O($id: ID!) { getOnlineCountForHotspotDeviceId(_id: $id) { count } }`,
    { id: deviceId },
  );
  return r.getOnlineCountForHotspotDeviceId.count;
}

/** The demo operator's access token (REST reads of the outboxes). */
export async function operatorToken(e: E2E): Promise<string> {
  const r = await fetch(`${e.url}/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@hotspot-portal.test', password: DEMO_PASSWORD }),
  }).then((x) => x.json());
  return r.data.accessToken;
}
