// Monitoring (seed 001 §3), derived at read from the device heartbeat (any RADIUS packet a device
// signs, throttled to one write per minute) and the device's sessions; online counts; the last
// hotspot login (Query.lastLogin, Customer.lastLogin) and its permission. Real radclient packets
// against the in-process RADIUS server, read back through GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { markSeen } from '../../server/access/radius/heartbeat';
import { guestDevice } from '../../server/access/guest/load';
import { newObjectId } from '../../server/platform/ids';
import { onlineUsers } from '../../server/network/hotspot-device/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { locations } from '../../server/network/location/table';
import { radiusSessions } from '../../server/access/session/table';
import { deriveMonitoring, type MonitoringFacts } from '../../server/access/monitoring/store';
import { ONLINE_WINDOW_S } from '../../src/domain/session';
import { startTestServer, type TestServer } from './harness';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';
import { radclient, raw, type RadValue } from './radiusHelpers';

let s: TestServer;
let r: RadiusServer;
let hotel: string;
let cafe: string;
let locationId: string;
const dev: { a: string; b: string; secret: string } = { a: '', b: '', secret: '' };

const MONITORING = 'hotspotDeviceId signal severity users message updatedAt';

async function monitoringOf(id: string) {
  const data = ok(
    await s.gql<{ hotspotDevices: { data: { _id: string; monitoring: Record<string, unknown> | null }[] } }>(
      hotel,
      `query D($ids: [ID!]) { hotspotDevices(ids: $ids, customerIds: ["${HOTEL}"]) { data { _id monitoring { ${MONITORING} } } } }`,
      { ids: [id] },
    ),
  );
  return data.hotspotDevices.data[0]!.monitoring!;
}

const acct = (deviceId: string, status: string, attrs: Record<string, RadValue> = {}) =>
  radclient(r.acctPort, 'acct', dev.secret, { 'NAS-Identifier': deviceId, 'Acct-Status-Type': raw(status), ...attrs });

async function heartbeatAt(deviceId: string) {
  const [row] = await s.db
    .select({ at: onlineUsers.updatedAt })
    .from(onlineUsers)
    .where(and(eq(onlineUsers.customerId, HOTEL), eq(onlineUsers.hotspotDeviceId, deviceId)));
  return row?.at ?? null;
}

/** The heartbeat is written after the reply: wait for it. */
async function waitForHeartbeat(deviceId: string) {
  for (let i = 0; i < 100; i++) {
    const at = await heartbeatAt(deviceId);
    if (at) return at;
    await new Promise((t) => setTimeout(t, 20));
  }
  throw new Error('no heartbeat');
}

async function newDevice(name: string) {
  const id = newObjectId();
  await s.db.insert(hotspotDevices).values({
    customerId: HOTEL,
    id,
    name,
    deviceType: 'FX_ALIXBOARD_COOVA_CHILLI',
    macs: [],
    monitoringAlias: name,
    locationId,
  });
  return id;
}

beforeAll(async () => {
  s = await startTestServer({ customers: 4, hotelVouchers: 5 });
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  locationId = newObjectId();
  await s.db.insert(locations).values({ customerId: HOTEL, id: locationId, name: 'Monitoring test' });
  dev.a = await newDevice('mon-a');
  dev.b = await newDevice('mon-b');
  dev.secret = (await guestDevice(s.db, dev.a))!.secret!;
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('device monitoring', () => {
  it('shows a device that never sent a packet as offline, and no location entry for it', async () => {
    expect(await monitoringOf(dev.b)).toEqual({
      hotspotDeviceId: dev.b,
      signal: 'hotspot_offline',
      severity: 4,
      users: 0,
      message: 'Hotspot never seen',
      updatedAt: null,
    });
  });

  it('marks a device seen on any packet (Accounting-On), throttled to one write per minute', async () => {
    expect((await acct(dev.a, 'Accounting-On')).code).toBe('Accounting-Response');
    const first = await waitForHeartbeat(dev.a);
    expect(Date.now() - first.getTime()).toBeLessThan(10_000);
    expect(await monitoringOf(dev.a)).toMatchObject({ signal: 'hotspot_online', severity: 0, users: 0 });
    // A second packet within the minute writes nothing.
    await acct(dev.a, 'Accounting-On');
    await new Promise((t) => setTimeout(t, 200));
    expect(await heartbeatAt(dev.a)).toEqual(first);
    // The upsert itself is conditional (several server instances): not before 60 s, then again.
    expect(await markSeen(s.db, HOTEL, dev.a, new Date(first.getTime() + 30_000))).toBe(false);
    expect(await heartbeatAt(dev.a)).toEqual(first);
    const later = new Date(first.getTime() + 61_000);
    expect(await markSeen(s.db, HOTEL, dev.a, later)).toBe(true);
    expect(await heartbeatAt(dev.a)).toEqual(later);
  });

  it('follows the sessions: login, online, offline; and counts them online', async () => {
    const before = ok(
      await s.gql<{ getOnlineCountForCustomerId: { count: number } }>(
        hotel,
        `{ getOnlineCountForCustomerId(customerId: "${HOTEL}") { count } }`,
      ),
    ).getOnlineCountForCustomerId.count;
    const seatsBefore = ok(
      await s.gql<{ licenseUtilization: { usage: number } }>(
        hotel,
        `{ licenseUtilization(customerId: "${HOTEL}") { usage } }`,
      ),
    ).licenseUtilization.usage;
    await acct(dev.a, 'Start', {
      'Acct-Session-Id': 'mon-1',
      'User-Name': 'guest-1',
      'Calling-Station-Id': 'AA-BB-CC-00-33-01',
    });
    expect(await monitoringOf(dev.a)).toMatchObject({ signal: 'account_login', severity: 1, users: 1 });
    const counts = ok(
      await s.gql<{ d: { count: number }; c: { count: number } }>(
        hotel,
        `{ d: getOnlineCountForHotspotDeviceId(_id: "${dev.a}") { count } c: getOnlineCountForCustomerId(customerId: "${HOTEL}") { count } }`,
      ),
    );
    expect(counts).toEqual({ d: { count: 1 }, c: { count: before + 1 } });
    // The concurrent-user licence counts the new client (demo hotel: 50 seats).
    const licence = ok(
      await s.gql<{ licenseUtilization: { license: number; usage: number; isValid: boolean } }>(
        hotel,
        `{ licenseUtilization(customerId: "${HOTEL}") { license usage isValid } }`,
      ),
    ).licenseUtilization;
    expect(licence).toEqual({ license: 50, usage: seatsBefore + 1, isValid: true });

    // A session that started five minutes ago (first seen at an Interim-Update): online, no login.
    await s.db
      .update(radiusSessions)
      .set({ startedAt: new Date(Date.now() - 5 * 60_000) })
      .where(and(eq(radiusSessions.customerId, HOTEL), eq(radiusSessions.acctSessionId, 'mon-1')));
    await acct(dev.a, 'Interim-Update', {
      'Acct-Session-Id': 'mon-2',
      'User-Name': 'guest-2',
      'Calling-Station-Id': 'AA-BB-CC-00-33-02',
      'Acct-Session-Time': 240,
    });
    expect(await monitoringOf(dev.a)).toMatchObject({
      signal: 'account_online',
      severity: 1,
      users: 2,
      message: '2 guest session(s) online',
    });

    await acct(dev.a, 'Stop', { 'Acct-Session-Id': 'mon-1', 'User-Name': 'guest-1', 'Acct-Session-Time': 300 });
    await acct(dev.a, 'Stop', { 'Acct-Session-Id': 'mon-2', 'User-Name': 'guest-2', 'Acct-Session-Time': 250 });
    expect(await monitoringOf(dev.a)).toMatchObject({ signal: 'account_offline', severity: 0, users: 0 });

    // An Access-Accept (the account's last login on this device) no session has followed: authorised.
    const [account] = await s.db
      .select({ id: hotspotAccounts.id })
      .from(hotspotAccounts)
      .where(eq(hotspotAccounts.customerId, HOTEL))
      .limit(1);
    await s.db
      .update(hotspotAccounts)
      .set({ hotspotDeviceId: dev.a, lastLoginAt: new Date() })
      .where(and(eq(hotspotAccounts.customerId, HOTEL), eq(hotspotAccounts.id, account!.id)));
    expect(await monitoringOf(dev.a)).toMatchObject({ signal: 'account_authorized', severity: 0 });
  });

  it('summarises a location: seen devices, highest severity, users', async () => {
    await acct(dev.a, 'Start', {
      'Acct-Session-Id': 'mon-3',
      'User-Name': 'guest-3',
      'Calling-Station-Id': 'AA-BB-CC-00-33-03',
    });
    const data = ok(
      await s.gql<{
        locations: {
          data: {
            monitoring: { maxSeverity: number; users: number; data: { hotspotDeviceId: string; signal: string }[] };
          }[];
        };
      }>(
        hotel,
        `query L($ids: [ID!]) { locations(ids: $ids, customerIds: ["${HOTEL}"], take: 1) { data { monitoring { maxSeverity users data { hotspotDeviceId signal } } } } }`,
        { ids: [locationId] },
      ),
    );
    expect(data.locations.data[0]!.monitoring).toEqual({
      maxSeverity: 1,
      users: 1,
      data: [{ hotspotDeviceId: dev.a, signal: 'account_login' }],
    });
  });

  it('goes offline when the device has not been heard of within the online window', async () => {
    const old = new Date(Date.now() - (ONLINE_WINDOW_S + 60) * 1000);
    await s.db.update(onlineUsers).set({ updatedAt: old }).where(eq(onlineUsers.hotspotDeviceId, dev.a));
    await s.db.update(radiusSessions).set({ updatedAt: old }).where(eq(radiusSessions.hotspotDeviceId, dev.a));
    expect(await monitoringOf(dev.a)).toEqual({
      hotspotDeviceId: dev.a,
      signal: 'hotspot_offline',
      severity: 4,
      users: 0,
      message: 'Hotspot offline: no RADIUS packet received recently',
      updatedAt: old.toISOString(),
    });
  });

  it('derives every signal from its facts (first match wins)', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    const none: MonitoringFacts = {
      heartbeat: ago(30),
      users: 0,
      openStarted: null,
      openUpdated: null,
      newestStarted: null,
      newestStopped: null,
      accepted: null,
    };
    const sig = (f: Partial<MonitoringFacts>) => deriveMonitoring('d', { ...none, ...f }, now).signal;
    expect(sig({})).toBe('hotspot_online');
    expect(sig({ heartbeat: null })).toBe('hotspot_offline');
    expect(sig({ heartbeat: ago(ONLINE_WINDOW_S + 1) })).toBe('hotspot_offline');
    // An online session's update is a sign of life too.
    expect(sig({ heartbeat: null, users: 1, openStarted: ago(600), openUpdated: ago(10) })).toBe('account_online');
    expect(sig({ users: 1, openStarted: ago(20), openUpdated: ago(20) })).toBe('account_login');
    expect(sig({ accepted: ago(20) })).toBe('account_authorized');
    expect(sig({ accepted: ago(20), newestStarted: ago(10), newestStopped: ago(5) })).toBe('account_offline');
    expect(sig({ accepted: ago(ONLINE_WINDOW_S + 5) })).toBe('hotspot_online');
    // The newest session ended without Stop (timed out): nothing but the hotspot.
    expect(sig({ newestStarted: ago(3000), newestStopped: null })).toBe('hotspot_online');
  });
});

describe('last hotspot login', () => {
  const LAST = 'customerId hotspotAccountId eventTimestamp startTime timestamp';

  it('answers the newest session of the customer, in Query.lastLogin and Customer.lastLogin', async () => {
    const start = new Date(Date.now() + 60_000); // newer than every demo session
    await s.db.insert(radiusSessions).values({
      customerId: HOTEL,
      id: newObjectId(),
      acctSessionId: 'last-1',
      hotspotDeviceId: dev.b,
      hotspotAccountId: 'acc-last',
      startedAt: start,
      updatedAt: new Date(start.getTime() + 120_000),
    });
    const expected = {
      customerId: HOTEL,
      hotspotAccountId: 'acc-last',
      eventTimestamp: new Date(start.getTime() + 120_000).toISOString(),
      startTime: start.toISOString(),
      timestamp: start.toISOString(),
    };
    const q = ok(
      await s.gql<{ lastLogin: unknown; customers: { data: { lastLogin: unknown }[] } }>(
        hotel,
        `{ lastLogin(customerId: "${HOTEL}") { ${LAST} } customers(customerIds: ["${HOTEL}"]) { data { lastLogin { ${LAST} } } } }`,
      ),
    );
    expect(q.lastLogin).toEqual(expected);
    expect(q.customers.data[0]!.lastLogin).toEqual(expected);
  });

  it('is null without sessions, FORBIDDEN for another customer, BAD_USER_INPUT without customerId', async () => {
    // The café has no sessions (whatever a demo seeds for it): null; one session: that one.
    const support = (await s.login(USERS.support)).accessToken;
    await s.db.delete(radiusSessions).where(eq(radiusSessions.customerId, CAFE));
    const query = `{ lastLogin(customerId: "${CAFE}") { customerId startTime } }`;
    expect(ok(await s.gql<{ lastLogin: unknown }>(support, query)).lastLogin).toBeNull();
    const start = new Date(Date.now() - 3_600_000);
    await s.db.insert(radiusSessions).values({
      customerId: CAFE,
      id: newObjectId(),
      acctSessionId: 'last-cafe',
      hotspotDeviceId: newObjectId(),
      startedAt: start,
      updatedAt: start,
    });
    expect(ok(await s.gql<{ lastLogin: unknown }>(support, query)).lastLogin).toEqual({
      customerId: CAFE,
      startTime: start.toISOString(),
    });
    // The café's voucher admin may read neither online users nor analytics: FORBIDDEN, and null in
    // Customer.lastLogin.
    expectGqlError(await s.gql(cafe, query), 'FORBIDDEN', 'customerId');
    const own = ok(
      await s.gql<{ customers: { data: { lastLogin: unknown }[] } }>(
        cafe,
        `{ customers(customerIds: ["${CAFE}"]) { data { lastLogin { timestamp } } } }`,
      ),
    );
    expect(own.customers.data).toEqual([{ lastLogin: null }]);
    expectGqlError(await s.gql(hotel, `{ lastLogin(customerId: "${CAFE}") { timestamp } }`), 'FORBIDDEN', 'customerId');
    expectGqlError(await s.gql(hotel, `{ lastLogin { timestamp } }`), 'BAD_USER_INPUT', 'customerId');
  });
});
