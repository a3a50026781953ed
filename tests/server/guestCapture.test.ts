// What the guest page tells analytics (issue 11): a code login through the real guest page with a
// browser's User-Agent, then the device's RADIUS accounting (real radclient): the session carries
// browser, OS, device class, language, login type and location. A device-account session has no
// page, so no browser. Page views of the login form are counted (GET, not HEAD). Migration 0017.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { guestDevice } from '../../server/access/guest/load';
import { clientHint, purgeGuestHints } from '../../server/access/guest/capture';
import { newObjectId } from '../../server/platform/ids';
import { hashClientMac } from '../../server/access/device-account/service';
import { deviceAccounts } from '../../server/access/device-account/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { radiusSessions } from '../../server/access/session/table';
import { guestLoginHints } from '../../server/insights/analytics/table';
import { startTestServer, type TestServer } from './harness';
import { CREATE_VOUCHER, HOTEL, USERS, ok } from './helpers';
import { radclient, raw } from './radiusHelpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let s: TestServer;
let r: RadiusServer;
let token: string;
let deviceId: string;
let locationId: string;
let secret: string;

/** Page views of the test device in a rollup table (15-minute or daily). */
async function pageViews(table: 'session_rollups' | 'session_daily' = 'session_rollups'): Promise<number> {
  const rows = (await s.db.execute(
    sql`select coalesce(sum(page_views), 0)::int as n from ${sql.identifier(table)}
        where customer_id = ${HOTEL} and hotspot_device_id = ${deviceId} and location_id = ${locationId}`,
  )) as unknown as { rows: { n: number }[] } | { n: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return Number(list[0]!.n);
}

/** Opens the login form with this browser, then sends it: the guest page's code login. */
async function guestLogin(query: string, code: string, headers: Record<string, string>) {
  const page = await fetch(`${s.url}/guest/${deviceId}?${query}`, { headers });
  const html = await page.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const q = (/name="q" value="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${s.url}/guest/${deviceId}/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: s.url, cookie },
    body: new URLSearchParams({ csrf, q, code, terms: '1' }),
  });
  const out = await res.text();
  expect(res.status, out).toBe(200);
  expect(out).toContain('id="handover"');
}

const acctStart = (sessionId: string, attrs: Record<string, string>) =>
  radclient(r.acctPort, 'acct', secret, {
    'NAS-Identifier': deviceId,
    'Acct-Status-Type': raw('Start'),
    'Acct-Session-Id': sessionId,
    ...attrs,
  });

async function session(acctSessionId: string) {
  const [row] = await s.db
    .select()
    .from(radiusSessions)
    .where(and(eq(radiusSessions.customerId, HOTEL), eq(radiusSessions.acctSessionId, acctSessionId)));
  return row!;
}

beforeAll(async () => {
  s = await startTestServer({ customers: 3, hotelVouchers: 5 });
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  token = (await s.login(USERS.hotel)).accessToken;
  const [dev] = await s.db
    .select({ id: hotspotDevices.id, locationId: hotspotDevices.locationId })
    .from(hotspotDevices)
    .where(and(eq(hotspotDevices.customerId, HOTEL), eq(hotspotDevices.name, 'Lobby Gateway')));
  deviceId = dev!.id;
  locationId = dev!.locationId!;
  expect(locationId).toBeTruthy();
  secret = (await guestDevice(s.db, deviceId))!.secret!;
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('guest page → session analytics', () => {
  it('gives a code login the browser, OS, device class, language, login type and location of its page', async () => {
    const code = ok(
      await s.gql<{ createVoucher: { code: string } }>(token, CREATE_VOUCHER, { data: { customerId: HOTEL } }),
    ).createVoucher.code;
    await guestLogin('clientMac=AA-BB-CC-00-22-01&ssidName=Gast', code, {
      'user-agent': IPHONE,
      'accept-language': 'en-GB,en;q=0.8',
    });
    const reply = await acctStart('cap-1', { 'User-Name': code, 'Calling-Station-Id': 'AA-BB-CC-00-22-01' });
    expect(reply.code, reply.output).toBe('Accounting-Response');
    expect(await session('cap-1')).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      deviceClass: 'mobile',
      language: 'en',
      loginType: 'VOUCHER_LOGIN',
      locationId,
    });
  });

  it('keys the hint by the username when the redirect names no client MAC', async () => {
    const code = ok(
      await s.gql<{ createVoucher: { code: string } }>(token, CREATE_VOUCHER, { data: { customerId: HOTEL } }),
    ).createVoucher.code;
    await guestLogin('ssidName=Gast', code, { 'user-agent': WINDOWS_CHROME, 'accept-language': 'de-AT' });
    await acctStart('cap-2', { 'User-Name': code });
    expect(await session('cap-2')).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      deviceClass: 'desktop',
      language: 'de',
      loginType: 'VOUCHER_LOGIN',
    });
  });

  it('gives a device-account session DEVICE_ACCOUNT_LOGIN and no browser (no page was shown)', async () => {
    const mac = 'AA-BB-CC-00-22-09';
    await s.db.insert(deviceAccounts).values({
      customerId: HOTEL,
      id: newObjectId(),
      name: 'capture-printer',
      accountType: 'MAC',
      macHash: await hashClientMac(s.db, mac),
    });
    await acctStart('cap-da', { 'User-Name': mac, 'Calling-Station-Id': mac });
    const row = await session('cap-da');
    expect(row.deviceAccountId).toBeTruthy();
    expect(row).toMatchObject({ loginType: 'DEVICE_ACCOUNT_LOGIN', browser: null, os: null, locationId });
  });

  it('fills only what the insert left empty, and ignores hints older than 30 minutes', async () => {
    const now = new Date();
    await s.db.insert(guestLoginHints).values({
      customerId: HOTEL,
      clientKey: 'u:OLD-GUEST',
      browser: 'Firefox',
      os: 'Linux',
      loginType: 'VOUCHER_LOGIN',
      createdAt: new Date(now.getTime() - 31 * 60_000),
    });
    const base = { customerId: HOTEL, hotspotDeviceId: deviceId, startedAt: now, updatedAt: now };
    await s.db.insert(radiusSessions).values([
      { ...base, id: newObjectId(), acctSessionId: 'cap-own', browser: 'Edge', locationId: 'elsewhere' },
      { ...base, id: newObjectId(), acctSessionId: 'cap-old', username: 'OLD-GUEST' },
    ]);
    expect(await session('cap-own')).toMatchObject({ browser: 'Edge', locationId: 'elsewhere', loginType: null });
    expect(await session('cap-old')).toMatchObject({ browser: null, loginType: null, locationId });
    // The hourly clean-up removes hints older than a day only.
    await s.db
      .update(guestLoginHints)
      .set({ createdAt: new Date(now.getTime() - 25 * 3600_000) })
      .where(eq(guestLoginHints.clientKey, 'u:OLD-GUEST'));
    const before = (await s.db.select().from(guestLoginHints)).length;
    await purgeGuestHints(s.db);
    const after = await s.db.select().from(guestLoginHints);
    expect(after.length).toBe(before - 1);
    expect(after.some((h) => h.clientKey === 'u:OLD-GUEST')).toBe(false);
  });

  it('counts a view of the login form (GET), not a HEAD request nor an unknown device', async () => {
    const before = await pageViews();
    const beforeDaily = await pageViews('session_daily');
    expect((await fetch(`${s.url}/guest/${deviceId}`)).status).toBe(200);
    expect((await fetch(`${s.url}/guest/${deviceId}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${s.url}/guest/${'0'.repeat(24)}`)).status).toBe(404);
    // The count is not awaited by the page: wait for it, then a little longer (a HEAD must not add).
    for (let i = 0; i < 50 && (await pageViews()) === before; i++) await new Promise((t) => setTimeout(t, 20));
    await new Promise((t) => setTimeout(t, 150));
    expect(await pageViews()).toBe(before + 1);
    expect(await pageViews('session_daily')).toBe(beforeDaily + 1);
  });
});

describe('clientHint', () => {
  it('reads bowser names, bounds values and survives an empty or odd User-Agent', () => {
    expect(clientHint(IPHONE, 'en-GB')).toEqual({
      browser: 'Safari',
      os: 'iOS',
      deviceClass: 'mobile',
      language: 'en',
    });
    expect(clientHint(undefined, 'de')).toEqual({ browser: null, os: null, deviceClass: null, language: 'de' });
    expect(clientHint('curl/8.5', 'xx')).toMatchObject({ browser: null, os: null, deviceClass: null });
    const long = clientHint(`${'x'.repeat(5000)} ${IPHONE}`, 'fr');
    expect(long.language).toBe('fr');
    expect([long.browser, long.os].every((v) => v === null || v.length <= 64)).toBe(true);
  });
});
