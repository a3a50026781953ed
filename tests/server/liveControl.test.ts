// Live control of guest sessions, the rest of issue 36, through real UDP (radclient, the NAS
// stand-in) on PGlite and PostgreSQL:
// - the end of a wifi4eu day: a session still online after 24:00 on its device's zone gets one
//   Disconnect-Request (reason wifi4eu-day-ended), however often and on however many instances the
//   job runs; a session of today, or of a customer without wifi4eu, gets none (D237);
// - a login template switched to another account template: its accounts move to it and its guests
//   online get a CoA-Request with that template's limits, the limits their next login gets (D235);
// - one device index per process: the sender signs with the secret the RADIUS server sees (D236).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { sharedDeviceIndex, startRadius, type RadiusServer } from '../../server/access/radius';
import { loadDictionaries, radius } from '../../server/access/radius/packets';
import { startDynamicAuth } from '../../server/services';
import { queueWifi4euDayEnds, type StandInRequest } from '../../server/access/disconnect';
import { customerRadiusSecret } from '../../server/access/hotspot-login';
import { lastStartOfEndedDays } from '../../server/access/disconnect/dayEnd';
import { verifyRequest } from '../../server/access/disconnect/packets';
import { radiusDisconnects } from '../../server/access/disconnect/table';
import { newObjectId } from '../../server/platform/ids';
import { installationTimeZone } from '../../server/platform/timeZone';
import { vouchers } from '../../server/access/wifi-code/table';
import { radiusSessions } from '../../server/access/session/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import { CAFE, HOTEL, USERS } from './helpers';

let s: TestServer;
let r: RadiusServer;
let dyn: Awaited<ReturnType<typeof startDynamicAuth>>;
let hotel: string;

const LIVE = `query L($customerIds: [String!], $search: String) {
  liveSessions(customerIds: $customerIds, search: $search) {
    data { _id code online disconnect { state kind reason errorCause tries } }
  }
}`;
const DISCONNECT = `mutation D($id: ID!) { disconnectLiveSession(_id: $id) }`;
const LOGIN_TEMPLATE = `query T($ids: [ID!]) { hotspotLoginTemplates(ids: $ids) { data { _id updatedAt } } }`;
const UPDATE_LOGIN_TEMPLATE = `mutation U($data: UpdateHotspotLoginTemplateInput!) { updateHotspotLoginTemplate(data: $data) }`;

interface Live {
  _id: string;
  code: string | null;
  disconnect: { state: string; kind: string; reason: string; errorCause: number | null; tries: number } | null;
}

let seq = 0;
async function code(customerId: string) {
  const c = `LC${String(++seq).padStart(3, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
  await s.db.insert(vouchers).values({ customerId, id: newObjectId(), code: c, voucherCode: c });
  return c;
}

const MA = { 'Message-Authenticator': raw('0x00') };
const login = (h: Hotspot, c: string, client: string, secret = h.secret) =>
  radclient(r.authPort, 'auth', secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': c,
    'User-Password': c,
    'Calling-Station-Id': client,
    ...MA,
  });

/** A guest logs in with code `c` at hotspot `h` and the NAS starts accounting (Acct-Session-Id `acct`). */
async function online(h: Hotspot, c: string, client: string, acct: string) {
  const auth = await login(h, c, client);
  expect(auth.code, auth.output).toBe('Access-Accept');
  const attrs: Record<string, RadValue> = {
    'NAS-Identifier': h.deviceId,
    'NAS-IP-Address': raw('127.0.0.1'),
    'NAS-Port': 5,
    'Acct-Status-Type': raw('Start'),
    'Acct-Session-Id': acct,
    'User-Name': c,
    'Calling-Station-Id': client,
  };
  if (auth.attrs.Class) attrs.Class = raw(auth.attrs.Class);
  expect((await radclient(r.acctPort, 'acct', h.secret, attrs)).code).toBe('Accounting-Response');
  const [row] = await s.db
    .select({ id: radiusSessions.id })
    .from(radiusSessions)
    .where(and(eq(radiusSessions.customerId, h.customerId), eq(radiusSessions.acctSessionId, acct)));
  return row!.id;
}

async function until<T>(what: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 4000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((res) => setTimeout(res, 50));
  }
}

const requestFor = (kind: 'Disconnect-Request' | 'CoA-Request', acct: string, from = 0) =>
  until(() =>
    dyn.standIn!.received.slice(from).find((x) => x.code === kind && x.attributes['Acct-Session-Id'] === acct),
  );

const sessionOf = async (token: string, customerId: string, c: string) => {
  const res = await s.gql<{ liveSessions: { data: Live[] } }>(token, LIVE, { customerIds: [customerId], search: c });
  expect(res.errors).toBeUndefined();
  return res.data!.liveSessions.data.find((x) => x.code === c);
};

/** The request's vendor attributes by name, decoded with the server's dictionaries. */
function vendorAttributes(req: StandInRequest): Record<string, number | string> {
  const decoded = radius.decode_without_secret({ packet: req.raw });
  return ((decoded.attributes as Record<string, unknown>)['Vendor-Specific'] ?? {}) as Record<string, number | string>;
}

const requestsOf = async (customerId: string, sessionId: string, reason: string) =>
  s.db
    .select()
    .from(radiusDisconnects)
    .where(
      and(
        eq(radiusDisconnects.customerId, customerId),
        eq(radiusDisconnects.sessionId, sessionId),
        eq(radiusDisconnects.reason, reason),
      ),
    );

beforeAll(async () => {
  loadDictionaries();
  s = await startTestServer({ customers: 3 });
  // The RADIUS server and the dynamic-authorisation sender on the same services: one device index.
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  // The day-end job is run by hand below, with a time the test chooses.
  dyn = await startDynamicAuth(s.services, { standIn: { port: 0 }, waits: [300, 300, 400], dayEndMs: 0 });
  hotel = (await s.login(USERS.hotel)).accessToken;
}, 120_000);

afterAll(async () => {
  await dyn?.close();
  await r?.close();
  await s?.close();
});

describe('Disconnect-Request when a wifi4eu day ends (D237)', () => {
  it('works out the last start of ended days on the device zone, else the installation zone', () => {
    const at = new Date('2026-12-02T01:00:00Z'); // 10:00 in Tokyo, 02:00 in Berlin
    expect(lastStartOfEndedDays('Asia/Tokyo', at).toISOString()).toBe('2026-12-01T14:59:59.999Z');
    expect(installationTimeZone()).toBe('Europe/Berlin');
    expect(lastStartOfEndedDays('', at).toISOString()).toBe('2026-12-01T22:59:59.999Z');
    expect(lastStartOfEndedDays('Not/AZone', at).toISOString()).toBe('2026-12-01T22:59:59.999Z');
  });

  it('queues exactly one request per session whose day has ended, and it reaches the NAS', async () => {
    await setPlugins(s.db, CAFE, { wifi4eu: { active: true, identifier: 'live-control-eu' } });
    const tokyo = await makeHotspot(s.db, CAFE, { device: { timezone: 'Asia/Tokyo' } });
    const zoneless = await makeHotspot(s.db, CAFE, { device: { timezone: null } });
    const hotelTokyo = await makeHotspot(s.db, HOTEL, { device: { timezone: 'Asia/Tokyo' } });
    const cases = {
      tokyoYesterday: { h: tokyo, c: await code(CAFE) },
      tokyoToday: { h: tokyo, c: await code(CAFE) },
      berlinYesterday: { h: zoneless, c: await code(CAFE) },
      berlinToday: { h: zoneless, c: await code(CAFE) },
      noWifi4eu: { h: hotelTokyo, c: await code(HOTEL) },
    };
    const ids: Record<string, string> = {};
    let n = 0;
    for (const [name, { h, c }] of Object.entries(cases))
      ids[name] = await online(h, c, `A4-83-E7-00-D0-0${++n}`, `day-end-${name}`);

    // A time of our own, days ahead (sessions of other tests are not online then): 10:00 in Tokyo.
    const ahead = new Date(Date.now() + 3 * 86_400_000);
    const now = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 1, 0));
    const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const starts: Record<string, Date> = {
      tokyoYesterday: hoursBefore(12), // 22:00 yesterday in Tokyo
      tokyoToday: hoursBefore(9.5), // 00:30 today in Tokyo (yesterday in UTC and in Berlin)
      berlinYesterday: hoursBefore(5.5), // 19:30 UTC: 20:30 or 21:30 yesterday in Berlin
      berlinToday: hoursBefore(1.5), // 23:30 UTC: 00:30 or 01:30 today in Berlin (yesterday in UTC)
      noWifi4eu: hoursBefore(12),
    };
    for (const [name, startedAt] of Object.entries(starts)) {
      const customerId = name === 'noWifi4eu' ? HOTEL : CAFE;
      await s.db.execute(sql`update radius_sessions set started_at = ${startedAt.toISOString()}::timestamptz,
        updated_at = ${hoursBefore(0.02).toISOString()}::timestamptz
        where customer_id = ${customerId} and id = ${ids[name]!}`);
    }

    const before = dyn.standIn!.received.length;
    // Two instances' jobs at the same moment, then again: one request per ended session.
    const [a, b] = await Promise.all([queueWifi4euDayEnds(s.db, now), queueWifi4euDayEnds(s.db, now)]);
    expect(a + b).toBe(2);
    expect(await queueWifi4euDayEnds(s.db, now)).toBe(0);
    for (const name of ['tokyoYesterday', 'berlinYesterday'])
      expect(await requestsOf(CAFE, ids[name]!, 'wifi4eu-day-ended'), name).toHaveLength(1);
    for (const name of ['tokyoToday', 'berlinToday'])
      expect(await requestsOf(CAFE, ids[name]!, 'wifi4eu-day-ended'), name).toHaveLength(0);
    expect(await requestsOf(HOTEL, ids.noWifi4eu!, 'wifi4eu-day-ended')).toHaveLength(0);

    // The requests reach the NAS, signed with the device's secret, naming the session.
    const req = await requestFor('Disconnect-Request', 'day-end-tokyoYesterday', before);
    expect(verifyRequest(req.raw, tokyo.secret)).toBe(true);
    expect(req.attributes).toMatchObject({ 'User-Name': cases.tokyoYesterday.c, 'NAS-Identifier': tokyo.deviceId });
    const berlin = await requestFor('Disconnect-Request', 'day-end-berlinYesterday', before);
    expect(verifyRequest(berlin.raw, zoneless.secret)).toBe(true);
    await until(async () => (await requestsOf(CAFE, ids.tokyoYesterday!, 'wifi4eu-day-ended'))[0]?.state === 'ack');
    const operator = (await s.login(USERS.operator)).accessToken;
    // The live session shows why (with the real clock the session is long silent: the history).
    const res = await s.gql<{ liveSessions: { data: Live[] } }>(
      operator,
      `query L($search: String) { liveSessions(customerIds: ["${CAFE}"], search: $search, history: true) {
        data { _id code disconnect { state kind reason } } } }`,
      { search: cases.tokyoYesterday.c },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.liveSessions.data[0]!.disconnect).toMatchObject({
      state: 'ack',
      kind: 'disconnect',
      reason: 'wifi4eu-day-ended',
    });

    // ACKed, the session stays online until the NAS's Stop: the job does not ask again, a minute later
    // or an hour later.
    expect(await queueWifi4euDayEnds(s.db, new Date(now.getTime() + 60_000))).toBe(0);
    await new Promise((res) => setTimeout(res, 300));
    expect(
      dyn.standIn!.received.slice(before).filter((x) => x.attributes['Acct-Session-Id'] === 'day-end-tokyoYesterday'),
    ).toHaveLength(1);
    for (const name of ['tokyoToday', 'berlinToday', 'noWifi4eu'])
      expect(
        dyn.standIn!.received.slice(before).some((x) => x.attributes['Acct-Session-Id'] === `day-end-${name}`),
      ).toBe(false);

    // The plugin switched off: nothing for a session whose day has ended since.
    await setPlugins(s.db, CAFE, { wifi4eu: { active: false, identifier: 'live-control-eu' } });
    const nextDay = new Date(now.getTime() + 86_400_000);
    await s.db
      .execute(sql`update radius_sessions set updated_at = ${new Date(nextDay.getTime() - 60_000).toISOString()}::timestamptz
      where customer_id = ${CAFE} and id = ${ids.tokyoToday!}`);
    expect(await queueWifi4euDayEnds(s.db, nextDay)).toBe(0);
    await setPlugins(s.db, CAFE, { wifi4eu: { active: true, identifier: 'live-control-eu' } });
    expect(await queueWifi4euDayEnds(s.db, nextDay)).toBe(1);
    expect(await requestsOf(CAFE, ids.tokyoToday!, 'wifi4eu-day-ended')).toHaveLength(1);
    await setPlugins(s.db, CAFE, { wifi4eu: { active: false, identifier: 'live-control-eu' } });
  });
});

describe('CoA-Request when a login template switches to another account template (D235)', () => {
  it("moves the template's accounts and gives its guests online the new template's limits", async () => {
    const h = await makeHotspot(s.db, HOTEL, {
      logins: [{ profile: { maxBandwidthDown: 1000, maxBandwidthUp: 500, idleTimeout: 5 } }],
    });
    const other = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const next = newObjectId();
    await s.db.insert(hotspotAccountTemplates).values({
      customerId: HOTEL,
      id: next,
      name: `lc-next-${seq}`,
      maxBandwidthDown: 6000,
      maxBandwidthUp: 3000,
      maxVolume: 300,
      idleTimeout: 15,
    });
    const c = await code(HOTEL);
    const d = await code(HOTEL);
    await online(h, c, 'A4-83-E7-00-E0-01', 'lt-switch-1');
    await online(other, d, 'A4-83-E7-00-E0-02', 'lt-other-1');
    // A guest-page account of the template (EASY_LOGIN …): it logs in with its own account template.
    const pageAccount = newObjectId();
    await s.db.insert(hotspotAccounts).values({
      customerId: HOTEL,
      id: pageAccount,
      accountTemplateId: h.accountTemplateIds[0]!,
      loginTemplateId: h.loginTemplateId,
      clientMacHash: 'lc-page-client',
    });

    const t = await s.gql<{ hotspotLoginTemplates: { data: { updatedAt: string }[] } }>(hotel, LOGIN_TEMPLATE, {
      ids: [h.loginTemplateId],
    });
    const before = dyn.standIn!.received.length;
    const t0 = Date.now();
    const res = await s.gql(hotel, UPDATE_LOGIN_TEMPLATE, {
      data: {
        _id: h.loginTemplateId,
        updatedAt: t.data!.hotspotLoginTemplates.data[0]!.updatedAt,
        hotspotAccountTemplateId: next,
      },
    });
    expect(res.errors).toBeUndefined();
    const req = await requestFor('CoA-Request', 'lt-switch-1', before);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(verifyRequest(req.raw, h.secret)).toBe(true);
    expect(req.attributes).toMatchObject({ 'User-Name': c, 'NAS-Identifier': h.deviceId, 'Idle-Timeout': 15 * 60 });
    const limits = vendorAttributes(req);
    expect(limits).toEqual({
      'WISPr-Bandwidth-Max-Down': 6_000_000,
      'WISPr-Bandwidth-Max-Up': 3_000_000,
      'ChilliSpot-Max-Total-Octets': 300 * 1024 * 1024,
      'ChilliSpot-Max-Total-Gigawords': 0,
    });
    const row = await until(async () => {
      const x = await sessionOf(hotel, HOTEL, c);
      return x?.disconnect?.state === 'ack' ? x : null;
    });
    expect(row.disconnect).toMatchObject({ kind: 'coa', reason: 'login-template-changed', tries: 1 });

    // The accounts of the template now have the new account template: the code's and the page's.
    const accounts = await s.db
      .select({ id: hotspotAccounts.id, accountTemplateId: hotspotAccounts.accountTemplateId })
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, HOTEL), eq(hotspotAccounts.loginTemplateId, h.loginTemplateId)));
    expect(accounts.length).toBe(2);
    expect(accounts.every((a) => a.accountTemplateId === next)).toBe(true);

    // The guest's next login gets the limits the CoA carried.
    const again = await login(h, c, 'A4-83-E7-00-E0-01');
    expect(again.code, again.output).toBe('Access-Accept');
    expect(again.attrs['WISPr-Bandwidth-Max-Down']).toBe(String(limits['WISPr-Bandwidth-Max-Down']));
    expect(again.attrs['WISPr-Bandwidth-Max-Up']).toBe(String(limits['WISPr-Bandwidth-Max-Up']));
    expect(again.attrs['ChilliSpot-Max-Total-Octets']).toBe(String(limits['ChilliSpot-Max-Total-Octets']));
    expect(again.attrs['Idle-Timeout']).toBe(String(15 * 60));

    // The other template's guest got nothing; a change that keeps the account template sends nothing.
    await new Promise((res) => setTimeout(res, 300));
    expect(dyn.standIn!.received.slice(before).some((x) => x.attributes['Acct-Session-Id'] === 'lt-other-1')).toBe(
      false,
    );
    expect((await sessionOf(hotel, HOTEL, d))?.disconnect).toBeNull();
    const after = dyn.standIn!.received.length;
    const t2 = await s.gql<{ hotspotLoginTemplates: { data: { updatedAt: string }[] } }>(hotel, LOGIN_TEMPLATE, {
      ids: [h.loginTemplateId],
    });
    const same = await s.gql(hotel, UPDATE_LOGIN_TEMPLATE, {
      data: {
        _id: h.loginTemplateId,
        updatedAt: t2.data!.hotspotLoginTemplates.data[0]!.updatedAt,
        hotspotAccountTemplateId: next,
        name: `lc-renamed-${seq}`,
      },
    });
    expect(same.errors).toBeUndefined();
    await new Promise((res) => setTimeout(res, 700));
    expect(dyn.standIn!.received.length).toBe(after);
  });

  it('queues nothing and moves nothing when the update is refused (stale)', async () => {
    const h = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const next = newObjectId();
    await s.db.insert(hotspotAccountTemplates).values({ customerId: HOTEL, id: next, name: `lc-stale-${seq}` });
    const c = await code(HOTEL);
    await online(h, c, 'A4-83-E7-00-E0-03', 'lt-stale-1');
    const res = await s.gql(hotel, UPDATE_LOGIN_TEMPLATE, {
      data: { _id: h.loginTemplateId, updatedAt: '2000-01-01T00:00:00.000Z', hotspotAccountTemplateId: next },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [account] = await s.db
      .select({ accountTemplateId: hotspotAccounts.accountTemplateId })
      .from(hotspotAccounts)
      .where(and(eq(hotspotAccounts.customerId, HOTEL), eq(hotspotAccounts.loginTemplateId, h.loginTemplateId)));
    expect(account!.accountTemplateId).toBe(h.accountTemplateIds[0]);
    expect((await sessionOf(hotel, HOTEL, c))?.disconnect).toBeNull();
  });
});

describe('One device index for RADIUS and the Disconnect sender (D236)', () => {
  it('is one per process, and the sender signs with the secret the RADIUS server sees, at once', async () => {
    expect(await sharedDeviceIndex(s.services)).toBe(await sharedDeviceIndex(s.services));
    const h = await makeHotspot(s.db, HOTEL);
    const c1 = await code(HOTEL);
    const c2 = await code(HOTEL);
    const first = await online(h, c1, 'A4-83-E7-00-F0-01', 'idx-1');
    const second = await online(h, c2, 'A4-83-E7-00-F0-02', 'idx-2');
    const before = dyn.standIn!.received.length;
    expect((await s.gql(hotel, DISCONNECT, { id: first })).errors).toBeUndefined();
    expect(verifyRequest((await requestFor('Disconnect-Request', 'idx-1', before)).raw, h.secret)).toBe(true);

    // The configuration's secret changes; once the RADIUS server accepts the new one, so does the sender.
    await s.db.execute(
      sql`update hotspot_device_configs set device_settings = jsonb_set(device_settings, '{0,cipher,secret}', '"lc-new-secret"')
          where customer_id = ${HOTEL} and id = (select config_id from hotspot_devices where customer_id = ${HOTEL} and id = ${h.deviceId})`,
    );
    await until(async () => (await login(h, c2, 'A4-83-E7-00-F0-02', 'lc-new-secret')).code === 'Access-Accept');
    expect((await s.gql(hotel, DISCONNECT, { id: second })).errors).toBeUndefined();
    const req = await requestFor('Disconnect-Request', 'idx-2', before);
    expect(verifyRequest(req.raw, 'lc-new-secret')).toBe(true);
    expect(verifyRequest(req.raw, h.secret)).toBe(false);
  });

  it("signs with the customer's RADIUS secret when the device has none of its own", async () => {
    const h = await makeHotspot(s.db, HOTEL);
    const c = await code(HOTEL);
    const id = await online(h, c, 'A4-83-E7-00-F0-03', 'idx-3');
    await s.db.execute(
      sql`update hotspot_device_configs set device_settings = device_settings #- '{0,cipher}'
          where customer_id = ${HOTEL} and id = (select config_id from hotspot_devices where customer_id = ${HOTEL} and id = ${h.deviceId})`,
    );
    const secret = await customerRadiusSecret(s.db, HOTEL);
    await until(async () => (await login(h, c, 'A4-83-E7-00-F0-03', secret)).code === 'Access-Accept');
    const before = dyn.standIn!.received.length;
    expect((await s.gql(hotel, DISCONNECT, { id })).errors).toBeUndefined();
    const req = await requestFor('Disconnect-Request', 'idx-3', before);
    expect(verifyRequest(req.raw, secret)).toBe(true);
  });
});
