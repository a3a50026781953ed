// Disconnect and live sessions (issue 36, RFC 5176), through real GraphQL and real UDP on PGlite and
// PostgreSQL: a guest logs in with a code and its NAS sends Accounting-Start (radclient); the live
// sessions list shows it; deactivating the code sends a Disconnect-Request to the NAS stand-in,
// signed with the device's secret and naming the session, within 2 s, and the ACK is recorded; a NAK
// (Error-Cause) and a NAS that never answers are recorded too; the other triggers queue theirs; the
// list and the Disconnect stay within the customer's tenancy.
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, errorCode, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { startDynamicAuth } from '../../server/services';
import { newObjectId } from '../../server/platform/ids';
import { vouchers } from '../../server/access/wifi-code/table';
import { deviceAccounts } from '../../server/access/device-account/table';
import { radiusSessions } from '../../server/access/session/table';
import { encodeRequest, verifyRequest } from '../../server/access/disconnect/packets';
import { hashPassword } from '../../server/platform/passwords';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { DEACTIVATE_MANY, DELETE_VOUCHER, HOTEL, CAFE, USERS } from './helpers';

let s: TestServer;
let r: RadiusServer;
let dyn: Awaited<ReturnType<typeof startDynamicAuth>>;
let h: Hotspot;
let hotel: string;

const LIVE = `query L($customerIds: [String!], $search: String, $history: Boolean, $take: Int) {
  liveSessions(customerIds: $customerIds, search: $search, history: $history, take: $take,
    sort: [{ key: "startedAt", order: DESC }]) {
    totalCount data { _id code username clientMac hotspotDeviceId hotspotDeviceName loginType online
      startedAt lastUpdateAt durationSeconds bytesUp bytesDown
      disconnect { state reason errorCause tries requestedAt answeredAt } }
  }
}`;
const DISCONNECT = `mutation D($id: ID!) { disconnectLiveSession(_id: $id) }`;

interface Live {
  _id: string;
  code: string | null;
  username: string | null;
  clientMac: string | null;
  online: boolean;
  bytesUp: number;
  bytesDown: number;
  disconnect: { state: string; reason: string; errorCause: number | null; tries: number } | null;
}

let seq = 0;
async function code() {
  const c = `DISC${String(++seq).padStart(3, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;
  await s.db.insert(vouchers).values({ customerId: HOTEL, id: newObjectId(), code: c, voucherCode: c });
  return c;
}

const MA = { 'Message-Authenticator': raw('0x00') };
/** A guest logs in with `user` and the NAS starts accounting for it (Acct-Session-Id `sessionId`). */
async function online(user: string, client: string, sessionId: string, password = user) {
  const auth = await radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': password,
    'Calling-Station-Id': client,
    ...MA,
  });
  expect(auth.code).toBe('Access-Accept');
  const attrs: Record<string, RadValue> = {
    'NAS-Identifier': h.deviceId,
    'NAS-IP-Address': raw('127.0.0.1'),
    'NAS-Port': 7,
    'Acct-Status-Type': raw('Start'),
    'Acct-Session-Id': sessionId,
    'User-Name': user,
    'Calling-Station-Id': client,
  };
  if (auth.attrs.Class) attrs.Class = raw(auth.attrs.Class);
  expect((await radclient(r.acctPort, 'acct', h.secret, attrs)).code).toBe('Accounting-Response');
}

async function live(vars: Record<string, unknown> = {}): Promise<{ totalCount: number; data: Live[] }> {
  const res = await s.gql<{ liveSessions: { totalCount: number; data: Live[] } }>(hotel, LIVE, {
    customerIds: [HOTEL],
    ...vars,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.liveSessions;
}

async function until<T>(what: () => Promise<T | null | undefined | false>, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((res) => setTimeout(res, 50));
  }
}

const sessionOf = async (search: string, history = false) =>
  (await live({ search, history })).data.find((x) => x.username === search || x.code === search);

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(
    { db: s.services.db, database: s.services.database },
    { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} },
  );
  // Short waits (3 tries: 0.3 s, 0.3 s, 0.4 s) so the timeout path ends quickly; the stand-in on a free port.
  dyn = await startDynamicAuth(s.services, { standIn: { port: 0 }, waits: [300, 300, 400] });
  h = await makeHotspot(s.db, HOTEL);
  hotel = (await s.login(USERS.hotel)).accessToken;
}, 120_000);

afterAll(async () => {
  await dyn?.close();
  await r?.close();
  await s?.close();
});

describe('Disconnect-Request when a code is deactivated', () => {
  it('lists the online guest, and deactivating its code disconnects it within 2 s (ACK recorded)', async () => {
    const c = await code();
    await online(c, 'A4-83-E7-12-34-5C', 'acct-ack-1');
    const row = await sessionOf(c);
    expect(row).toMatchObject({ code: c, online: true, clientMac: 'A4:83:E7:••:••:5C', disconnect: null });
    // Search by the client's MAC (any form) finds it too.
    expect((await live({ search: 'a4:83:e7:12:34:5c' })).data.map((x) => x.code)).toContain(c);

    const before = dyn.standIn!.received.length;
    const t0 = Date.now();
    const res = await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: [c] });
    expect(res.errors).toBeUndefined();
    const req = await until(async () =>
      dyn.standIn!.received.slice(before).find((x) => x.attributes['Acct-Session-Id'] === 'acct-ack-1'),
    );
    expect(Date.now() - t0).toBeLessThan(2000);
    // Verified by the stand-in with the device's secret (it records nothing else); names the session.
    expect(req).toMatchObject({
      code: 'Disconnect-Request',
      attributes: {
        'Acct-Session-Id': 'acct-ack-1',
        'User-Name': c,
        'NAS-IP-Address': '127.0.0.1',
        'NAS-Identifier': h.deviceId,
        'NAS-Port': 7,
      },
    });
    expect(req.order[0]).toBe(80); // Message-Authenticator first
    const done = await until(async () => {
      const x = await sessionOf(c, true);
      return x?.disconnect?.state === 'ack' ? x : null;
    });
    expect(done.disconnect).toMatchObject({ reason: 'code-deactivated', errorCause: null, tries: 1 });
  });

  it('records a NAK with its Error-Cause, and a NAS that never answers as a timeout after 3 tries', async () => {
    const nak = await code();
    const silent = await code();
    await online(nak, 'A4-83-E7-12-34-01', 'acct-2-nak');
    await online(silent, 'A4-83-E7-12-34-02', 'acct-3-silent');
    const before = dyn.standIn!.received.length;
    for (const c of [nak, silent]) {
      const row = await sessionOf(c);
      const res = await s.gql<{ disconnectLiveSession: boolean }>(hotel, DISCONNECT, { id: row!._id });
      expect(res.data?.disconnectLiveSession).toBe(true);
    }
    const n = await until(async () => {
      const x = await sessionOf(nak, true);
      return x?.disconnect?.state === 'nak' ? x : null;
    });
    expect(n.disconnect).toMatchObject({ reason: 'operator', errorCause: 503, tries: 1 });
    const t = await until(async () => {
      const x = await sessionOf(silent, true);
      return x?.disconnect?.state === 'timeout' ? x : null;
    });
    expect(t.disconnect).toMatchObject({ reason: 'operator', errorCause: null, tries: 3 });
    // The stand-in saw the silent one three times (the same packet retransmitted).
    expect(
      dyn.standIn!.received.slice(before).filter((x) => x.attributes['Acct-Session-Id'] === 'acct-3-silent').length,
    ).toBe(3);
  });

  it('queues one for a deleted code, a disabled device account and a deactivated device', async () => {
    const c = await code();
    await online(c, 'A4-83-E7-12-34-03', 'acct-4');
    const [voucher] = await s.db.select().from(vouchers).where(eq(vouchers.code, c));
    expect((await s.gql(hotel, DELETE_VOUCHER, { id: voucher!.id })).errors).toBeUndefined();
    const deleted = await until(async () => {
      const row = (await live({ history: true, take: 100 })).data.find((y) => y.username === c);
      return row?.disconnect?.state === 'ack' ? row : null;
    });
    expect(deleted.disconnect?.reason).toBe('code-deleted');

    // A device account (type Username) logs in; switching it off disconnects it.
    const accountId = newObjectId();
    await s.db.insert(deviceAccounts).values({
      customerId: HOTEL,
      id: accountId,
      name: 'Room 12 TV',
      accountType: 'Username',
      username: 'room12tv',
      active: true,
    });
    // The deviceAccount plugin on for the hotel (device accounts log in only then).
    await setPlugins(s.db, HOTEL, { deviceAccount: { active: true, maxAccounts: 100 } });
    const devAuth = await radclient(r.authPort, 'auth', h.secret, {
      'NAS-Identifier': h.deviceId,
      'User-Name': 'room12tv',
      'User-Password': 'x',
      'Calling-Station-Id': 'A4-83-E7-12-34-04',
      ...MA,
    });
    expect(devAuth.code).toBe('Access-Accept');
    {
      await radclient(r.acctPort, 'acct', h.secret, {
        'NAS-Identifier': h.deviceId,
        'NAS-IP-Address': raw('127.0.0.1'),
        'Acct-Status-Type': raw('Start'),
        'Acct-Session-Id': 'acct-5',
        'User-Name': 'room12tv',
        'Calling-Station-Id': 'A4-83-E7-12-34-04',
      });
      const got = await s.gql<{ deviceAccounts: { data: { _id: string; updatedAt: string }[] } }>(
        hotel,
        `query { deviceAccounts(customerIds: ["${HOTEL}"], ids: ["${accountId}"]) { data { _id updatedAt } } }`,
      );
      const updatedAt = got.data!.deviceAccounts.data[0]!.updatedAt;
      const off = await s.gql(hotel, `mutation U($d: UpdateDeviceAccountInput!) { updateDeviceAccount(data: $d) }`, {
        d: { _id: accountId, active: false, updatedAt },
      });
      expect(off.errors).toBeUndefined();
      const row = await until(async () => {
        const x = (await live({ history: true, search: 'room12tv' })).data[0];
        return x?.disconnect?.state === 'ack' ? x : null;
      });
      expect(row.disconnect?.reason).toBe('device-account-disabled');
    }

    // The device switched off: its remaining online guests are disconnected.
    const d = await code();
    await online(d, 'A4-83-E7-12-34-06', 'acct-6');
    const dev = await s.gql<{ hotspotDevices: { data: { _id: string; updatedAt: string }[] } }>(
      hotel,
      `query { hotspotDevices(customerIds: ["${HOTEL}"], ids: ["${h.deviceId}"]) { data { _id updatedAt } } }`,
    );
    const off = await s.gql(hotel, `mutation U($d: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $d) }`, {
      d: { _id: h.deviceId, active: false, updatedAt: dev.data!.hotspotDevices.data[0]!.updatedAt },
    });
    expect(off.errors).toBeUndefined();
    const row = await until(async () => {
      const x = (await live({ history: true, take: 100 })).data.find((y) => y.username === d);
      return x?.disconnect?.state === 'ack' ? x : null;
    });
    expect(row.disconnect?.reason).toBe('device-deactivated');
  });
});

describe('the NAS stand-in', () => {
  it("speaks RFC 5176 as FreeRADIUS does: radclient's Disconnect-Request is verified and ACKed, a NAK carries Error-Cause", async () => {
    const send = (id: string) =>
      radclient(dyn.standIn!.port, 'disconnect' as 'auth', h.secret, {
        'NAS-Identifier': h.deviceId,
        'Acct-Session-Id': id,
        'User-Name': 'guest',
        ...MA,
      });
    const before = dyn.standIn!.received.length;
    expect((await send('from-radclient')).code).toBe('Disconnect-ACK');
    const nak = await send('from-radclient-nak');
    expect(nak.code).toBe('Disconnect-NAK');
    expect(nak.attrs['Error-Cause']).toBe('Session-Context-Not-Found');
    // The portal's own Disconnect queue sends to the same stand-in meanwhile: look for radclient's request.
    const ids = dyn.standIn!.received.slice(before).map((q) => q.attributes['Acct-Session-Id']);
    expect(ids).toEqual(expect.arrayContaining(['from-radclient', 'from-radclient-nak']));
  });

  it('drops a request signed with another secret, as a NAS does', async () => {
    const before = dyn.standIn!.received.length;
    const sock = dgram.createSocket('udp4');
    const forged = encodeRequest(
      'Disconnect-Request',
      1,
      [
        ['Acct-Session-Id', 'x'],
        ['NAS-Identifier', h.deviceId],
      ],
      'wrong',
    );
    expect(verifyRequest(forged, 'wrong')).toBe(true);
    expect(verifyRequest(forged, h.secret)).toBe(false);
    const answer = await new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 500);
      sock.once('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      sock.send(forged, dyn.standIn!.port, '127.0.0.1');
    });
    sock.close();
    expect(answer).toBeNull();
    expect(dyn.standIn!.received.slice(before).filter((x) => x.attributes['Acct-Session-Id'] === 'x')).toEqual([]);
  });
});

describe('live sessions within the tenancy', () => {
  it('refuses another customer: the list FORBIDDEN, the Disconnect NOT_FOUND; nothing is queued', async () => {
    h = await makeHotspot(s.db, HOTEL); // the first one is switched off by now
    const c = await code();
    await online(c, 'A4-83-E7-12-34-07', 'acct-7');
    const row = await sessionOf(c);
    const cafe = (await s.login(USERS.cafe)).accessToken;
    expect(errorCode(await s.gql(cafe, LIVE, { customerIds: [HOTEL] }))).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(cafe, DISCONNECT, { id: row!._id }))).toBe('NOT_FOUND');
    // The café's own list is empty of the hotel's sessions (and the café admin may not read online users).
    const own = await s.gql<{ liveSessions: { totalCount: number } }>(cafe, LIVE, { customerIds: [CAFE] });
    expect(own.errors?.[0]?.extensions?.code ?? own.data?.liveSessions.totalCount).toBeOneOf(['FORBIDDEN', 0]);
    // One who may read the hotel's online users but not administer its hotspot: FORBIDDEN.
    const readerId = newObjectId();
    await s.db
      .insert(users)
      .values({ id: readerId, email: 'monitor@alpenhotel.test', passwordHash: await hashPassword('Monitor#2026x') });
    await s.db.insert(userGrants).values({ userId: readerId, customerKey: HOTEL, roles: ['monitoring'] });
    const monitor = (await s.login('monitor@alpenhotel.test', 'Monitor#2026x')).accessToken;
    const seen = await s.gql<{ liveSessions: { data: Live[] } }>(monitor, LIVE, { customerIds: [HOTEL], search: c });
    expect(seen.data?.liveSessions.data.map((x) => x._id)).toEqual([row!._id]);
    expect(errorCode(await s.gql(monitor, DISCONNECT, { id: row!._id }))).toBe('FORBIDDEN');
    // Nothing was queued for it.
    expect((await sessionOf(c))?.disconnect).toBeNull();
  });
});

describe('bulk deactivation with guests online', () => {
  it('10,000 codes with 1,000 online: the request stays as fast; 1,000 disconnects go out behind it, at most 200/s', async () => {
    const hs = await makeHotspot(s.db, HOTEL);
    const batch = async (prefix: string) => {
      const rows = Array.from({ length: 10_000 }, (_, i) => {
        const c = `${prefix}${String(i).padStart(5, '0')}`;
        return { customerId: HOTEL, id: newObjectId(), code: c, voucherCode: c };
      });
      for (let i = 0; i < rows.length; i += 1000) await s.db.insert(vouchers).values(rows.slice(i, i + 1000));
      return rows;
    };
    const timed = async (codes: string[]) => {
      const t0 = performance.now();
      // (A keep-alive connection the server closed while the codes were written: one retry.)
      const res = await s
        .gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes })
        .catch(() => s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes }));
      expect(res.errors).toBeUndefined();
      return performance.now() - t0;
    };
    const plain = await batch('BULKA');
    const online = await batch('BULKB');
    const now = new Date();
    const sessions = online.slice(0, 1000).map((v, i) => ({
      customerId: HOTEL,
      id: newObjectId(),
      acctSessionId: `bulk-${i}`,
      hotspotDeviceId: hs.deviceId,
      voucherId: v.id,
      username: v.code,
      nasIp: '127.0.0.1',
      startedAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < sessions.length; i += 500) await s.db.insert(radiusSessions).values(sessions.slice(i, i + 500));
    const before = dyn.standIn!.received.length;
    const without = await timed(plain.map((v) => v.code));
    const t0 = Date.now();
    const withGuests = await timed(online.map((v) => v.code));
    console.info(
      `deactivateManyVouchers 10,000 codes: ${Math.round(without)} ms without, ${Math.round(withGuests)} ms with 1,000 online`,
    );
    // One more statement in the transaction; the sending happens behind it.
    expect(withGuests).toBeLessThan(Math.max(1000, without * 1.5 + 250));
    const got = () =>
      dyn.standIn!.received.slice(before).filter((x) => String(x.attributes['Acct-Session-Id']).startsWith('bulk-'));
    // Every session named (a retransmission under load may name one twice).
    const named = () => new Set(got().map((x) => x.attributes['Acct-Session-Id'])).size;
    await until(async () => named() >= 1000, 60_000);
    expect(named()).toBe(1000);
    const times = got().map((x) => x.at.getTime());
    // Bounded rate: 1,000 requests at ≤ 200/s (a first second's burst of 200) take at least 4 s.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(3500);
    expect(Math.min(...times) - (t0 + withGuests)).toBeLessThan(2000);
    // The NAS stand-in sends no Accounting-Stop: end them here (the hotel's licence counts online guests).
    await s.db
      .update(radiusSessions)
      .set({ stoppedAt: new Date() })
      .where(eq(radiusSessions.hotspotDeviceId, hs.deviceId));
  }, 120_000);
});
