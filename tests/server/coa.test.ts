// CoA-Request when an account template's limits change (issue 36, RFC 5176 §3.1), through real
// GraphQL and real UDP on PGlite and PostgreSQL: guests log in with radclient and their NAS starts
// accounting; the operator changes the template's limits; every online session whose login used the
// template gets a CoA-Request at the NAS stand-in, signed with the device's secret, naming the session
// and carrying the new limits in the attributes of the device's family; the CoA-ACK (or CoA-NAK) is
// recorded on the live session. Sessions of other templates, and changes that touch no limit, send
// nothing.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, type Hotspot } from './hotspotFixture';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { loadDictionaries, radius } from '../../server/access/radius/packets';
import { startDynamicAuth } from '../../server/services';
import { newObjectId } from '../../server/platform/ids';
import { vouchers } from '../../server/access/wifi-code/table';
import { verifyRequest } from '../../server/access/disconnect/packets';
import type { StandInRequest } from '../../server/access/disconnect';
import { DEACTIVATE_MANY, HOTEL, USERS } from './helpers';

let s: TestServer;
let r: RadiusServer;
let dyn: Awaited<ReturnType<typeof startDynamicAuth>>;
let hotel: string;

const UPDATE = `mutation U($data: UpdateHotspotAccountTemplateInput!) { updateHotspotAccountTemplate(data: $data) }`;
const TEMPLATE = `query T($ids: [ID!]) { hotspotAccountTemplates(ids: $ids) { data { _id updatedAt } } }`;
const LIVE = `query L($search: String) {
  liveSessions(customerIds: ["${HOTEL}"], search: $search) {
    data { _id code online disconnect { state kind reason errorCause tries } }
  }
}`;

interface Live {
  _id: string;
  code: string | null;
  disconnect: { state: string; kind: string; reason: string; errorCause: number | null; tries: number } | null;
}

let seq = 0;
async function code() {
  const c = `COA${String(++seq).padStart(3, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;
  await s.db.insert(vouchers).values({ customerId: HOTEL, id: newObjectId(), code: c, voucherCode: c });
  return c;
}

const MA = { 'Message-Authenticator': raw('0x00') };
/** A guest logs in with code `c` at hotspot `h` and the NAS starts accounting (Acct-Session-Id `sessionId`). */
async function online(h: Hotspot, c: string, client: string, sessionId: string) {
  const auth = await radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': c,
    'User-Password': c,
    'Calling-Station-Id': client,
    ...MA,
  });
  expect(auth.code, auth.output).toBe('Access-Accept');
  const attrs: Record<string, RadValue> = {
    'NAS-Identifier': h.deviceId,
    'NAS-IP-Address': raw('127.0.0.1'),
    'NAS-Port': 3,
    'Acct-Status-Type': raw('Start'),
    'Acct-Session-Id': sessionId,
    'User-Name': c,
    'Calling-Station-Id': client,
  };
  if (auth.attrs.Class) attrs.Class = raw(auth.attrs.Class);
  expect((await radclient(r.acctPort, 'acct', h.secret, attrs)).code).toBe('Accounting-Response');
}

async function updateTemplate(id: string, data: Record<string, unknown>) {
  const t = await s.gql<{ hotspotAccountTemplates: { data: { updatedAt: string }[] } }>(hotel, TEMPLATE, { ids: [id] });
  const res = await s.gql(hotel, UPDATE, {
    data: { _id: id, updatedAt: t.data!.hotspotAccountTemplates.data[0]!.updatedAt, ...data },
  });
  expect(res.errors).toBeUndefined();
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

const coaFor = (sessionId: string, from = 0) =>
  until(() =>
    dyn
      .standIn!.received.slice(from)
      .find((x) => x.code === 'CoA-Request' && x.attributes['Acct-Session-Id'] === sessionId),
  );

/** The request's vendor attributes by name, decoded with the server's dictionaries. */
function vendorAttributes(req: StandInRequest): Record<string, number | string> {
  const decoded = radius.decode_without_secret({ packet: req.raw });
  return ((decoded.attributes as Record<string, unknown>)['Vendor-Specific'] ?? {}) as Record<string, number | string>;
}

const sessionOf = async (c: string) => {
  const res = await s.gql<{ liveSessions: { data: Live[] } }>(hotel, LIVE, { search: c });
  expect(res.errors).toBeUndefined();
  return res.data!.liveSessions.data.find((x) => x.code === c);
};

beforeAll(async () => {
  loadDictionaries();
  s = await startTestServer({ customers: 3 });
  r = await startRadius(
    { db: s.services.db, database: s.services.database },
    { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} },
  );
  dyn = await startDynamicAuth(s.services, { standIn: { port: 0 }, waits: [300, 300, 400] });
  hotel = (await s.login(USERS.hotel)).accessToken;
}, 120_000);

afterAll(async () => {
  await dyn?.close();
  await r?.close();
  await s?.close();
});

describe('CoA-Request when an account template changes', () => {
  it('sends the new limits to the online guests of the template (Coova-Chilli), and records the CoA-ACK', async () => {
    const h = await makeHotspot(s.db, HOTEL, {
      logins: [{ profile: { maxBandwidthDown: 2000, maxBandwidthUp: 500, maxVolume: 100, idleTimeout: 5 } }],
    });
    const other = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const c = await code();
    const d = await code();
    await online(h, c, 'A4-83-E7-00-C0-01', 'coa-ack-1');
    await online(other, d, 'A4-83-E7-00-C0-02', 'coa-other-1');
    expect(await sessionOf(c)).toMatchObject({ code: c, disconnect: null });

    const before = dyn.standIn!.received.length;
    const t0 = Date.now();
    await updateTemplate(h.accountTemplateIds[0]!, {
      accountProfile: { maxBandwidthDown: 8000, maxBandwidthUp: 2000, maxVolume: 2048, idleTimeout: 20 },
    });
    const req = await coaFor('coa-ack-1', before);
    expect(Date.now() - t0).toBeLessThan(2000);
    // Verified by the stand-in with the device's secret, Message-Authenticator first, naming the session.
    expect(verifyRequest(req.raw, h.secret)).toBe(true);
    expect(req.order[0]).toBe(80);
    expect(req.attributes).toMatchObject({
      'Acct-Session-Id': 'coa-ack-1',
      'User-Name': c,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Identifier': h.deviceId,
      'NAS-Port': 3,
      'Idle-Timeout': 20 * 60,
    });
    // The new limits, in the Coova family's attributes.
    expect(vendorAttributes(req)).toEqual({
      'WISPr-Bandwidth-Max-Down': 8_000_000,
      'WISPr-Bandwidth-Max-Up': 2_000_000,
      'ChilliSpot-Max-Total-Octets': 2048 * 1024 * 1024,
      'ChilliSpot-Max-Total-Gigawords': 0,
    });
    const row = await until(async () => {
      const x = await sessionOf(c);
      return x?.disconnect?.state === 'ack' ? x : null;
    });
    expect(row.disconnect).toMatchObject({ kind: 'coa', reason: 'account-template-changed', tries: 1 });
    // The session of the other template got nothing.
    await new Promise((res) => setTimeout(res, 300));
    expect(dyn.standIn!.received.slice(before).some((x) => x.attributes['Acct-Session-Id'] === 'coa-other-1')).toBe(
      false,
    );
    expect((await sessionOf(d))?.disconnect).toBeNull();

    // A change that touches no limit (the name) sends nothing.
    const after = dyn.standIn!.received.length;
    await updateTemplate(h.accountTemplateIds[0]!, { name: `renamed-${seq}` });
    await new Promise((res) => setTimeout(res, 700));
    expect(dyn.standIn!.received.length).toBe(after);
  });

  it('gives a MikroTik its Rate-Limit and Total-Limit, and a dropped limit is lifted', async () => {
    const h = await makeHotspot(s.db, HOTEL, {
      logins: [{ profile: { maxBandwidthDown: 4000, maxBandwidthUp: 1000, maxSurftime: 120 } }],
      device: { deviceType: 'MIKROTIK_ROUTEROS' },
    });
    const c = await code();
    await online(h, c, 'A4-83-E7-00-C0-03', 'coa-mikrotik-1');
    const before = dyn.standIn!.received.length;
    await updateTemplate(h.accountTemplateIds[0]!, {
      accountProfile: { maxBandwidthDown: 10000, maxBandwidthUp: null, maxVolume: 5000, maxSurftime: 30 },
    });
    const req = await coaFor('coa-mikrotik-1', before);
    expect(verifyRequest(req.raw, h.secret)).toBe(true);
    const volume = 5000 * 1024 * 1024;
    expect(vendorAttributes(req)).toEqual({
      // upload (rx) no longer limited: 0; download (tx) 10 Mbit/s.
      'Mikrotik-Rate-Limit': '0/10M',
      'Mikrotik-Total-Limit': volume % 2 ** 32,
      'Mikrotik-Total-Limit-Gigawords': Math.floor(volume / 2 ** 32),
    });
    // The session's whole allowed length from its start: 30 minutes of surf time.
    expect(req.attributes['Session-Timeout']).toBe(30 * 60);
    expect(Object.keys(vendorAttributes(req)).some((k) => k.startsWith('WISPr'))).toBe(false);
    const row = await until(async () => {
      const x = await sessionOf(c);
      return x?.disconnect?.state === 'ack' ? x : null;
    });
    expect(row.disconnect).toMatchObject({ kind: 'coa', reason: 'account-template-changed' });
  });

  it('records a CoA-NAK with its Error-Cause', async () => {
    const h = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const c = await code();
    await online(h, c, 'A4-83-E7-00-C0-04', 'coa-x-nak');
    await updateTemplate(h.accountTemplateIds[0]!, { accountProfile: { maxBandwidthDown: 3000 } });
    const row = await until(async () => {
      const x = await sessionOf(c);
      return x?.disconnect?.state === 'nak' ? x : null;
    });
    expect(row.disconnect).toMatchObject({ kind: 'coa', reason: 'account-template-changed', errorCause: 503 });
  });

  it('does not hold back a Disconnect-Request while a CoA is on its way', async () => {
    const h = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const c = await code();
    // The stand-in never answers this session: the CoA stays pending through its tries.
    await online(h, c, 'A4-83-E7-00-C0-05', 'coa-y-silent');
    const before = dyn.standIn!.received.length;
    await updateTemplate(h.accountTemplateIds[0]!, { accountProfile: { maxBandwidthDown: 2000 } });
    await coaFor('coa-y-silent', before);
    const res = await s.gql(hotel, DEACTIVATE_MANY, { customerId: HOTEL, codes: [c] });
    expect(res.errors).toBeUndefined();
    const disconnect = await until(() =>
      dyn
        .standIn!.received.slice(before)
        .find((x) => x.code === 'Disconnect-Request' && x.attributes['Acct-Session-Id'] === 'coa-y-silent'),
    );
    expect(verifyRequest(disconnect.raw, h.secret)).toBe(true);
  });
});

describe('a hotspot account changed by hand (issue 36)', () => {
  const ACCOUNT = `query A($ids: [ID!]) { hotspotAccounts(ids: $ids, customerIds: ["${HOTEL}"]) {
    data { _id updatedAt accountTemplate } } }`;
  const UPDATE_ACCOUNT = `mutation U($data: UpdateHotspotAccountInput!) { updateHotspotAccount(data: $data) }`;
  const DELETE_ACCOUNT = `mutation D($id: ID!) { deleteHotspotAccount(_id: $id) }`;
  const SESSION = `query L($search: String) { liveSessions(customerIds: ["${HOTEL}"], search: $search) {
    data { code hotspotAccountId disconnect { state kind reason } } } }`;

  /** The hotspot account the guest with code `c` is online through. */
  async function accountOf(c: string) {
    const res = await s.gql<{ liveSessions: { data: { code: string; hotspotAccountId: string }[] } }>(hotel, SESSION, {
      search: c,
    });
    const id = res.data!.liveSessions.data.find((x) => x.code === c)!.hotspotAccountId;
    const a = await s.gql<{ hotspotAccounts: { data: { _id: string; updatedAt: string; accountTemplate: string }[] } }>(
      hotel,
      ACCOUNT,
      { ids: [id] },
    );
    return a.data!.hotspotAccounts.data[0]!;
  }
  const updateAccount = async (c: string, data: Record<string, unknown>) => {
    const a = await accountOf(c);
    const res = await s.gql(hotel, UPDATE_ACCOUNT, { data: { _id: a._id, updatedAt: a.updatedAt, ...data } });
    expect(res.errors).toBeUndefined();
  };
  const requestFor = (code: string, sessionId: string, from: number) =>
    until(() =>
      dyn.standIn!.received.slice(from).find((x) => x.code === code && x.attributes['Acct-Session-Id'] === sessionId),
    );
  const reasonOf = (c: string, state: string) =>
    until(async () => {
      const res = await s.gql<{ liveSessions: { data: { code: string; disconnect: { state: string } | null }[] } }>(
        hotel,
        SESSION,
        { search: c },
      );
      const x = res.data!.liveSessions.data.find((y) => y.code === c);
      return x?.disconnect?.state === state ? x.disconnect : null;
    });

  it("another account template: a CoA-Request with that template's limits; blocked: a Disconnect-Request", async () => {
    const h = await makeHotspot(s.db, HOTEL, {
      logins: [{ profile: { maxBandwidthDown: 1000 } }, { profile: { maxBandwidthDown: 6000, maxBandwidthUp: 3000 } }],
    });
    const c = await code();
    await online(h, c, 'A4-83-E7-00-C0-11', 'coa-account-1');
    expect((await accountOf(c)).accountTemplate).toBe(h.accountTemplateIds[0]);

    // A description only: nothing is sent.
    let before = dyn.standIn!.received.length;
    await updateAccount(c, { description: 'front desk' });
    await new Promise((res) => setTimeout(res, 700));
    // (The earlier tests' silent NAS still gets its retries: only this session's requests count.)
    expect(
      dyn.standIn!.received.slice(before).filter((x) => x.attributes['Acct-Session-Id'] === 'coa-account-1'),
    ).toEqual([]);

    before = dyn.standIn!.received.length;
    await updateAccount(c, { accountTemplate: h.accountTemplateIds[1] });
    const coa = await requestFor('CoA-Request', 'coa-account-1', before);
    expect(verifyRequest(coa.raw, h.secret)).toBe(true);
    expect(vendorAttributes(coa)).toMatchObject({
      'WISPr-Bandwidth-Max-Down': 6_000_000,
      'WISPr-Bandwidth-Max-Up': 3_000_000,
    });
    expect(await reasonOf(c, 'ack')).toMatchObject({ kind: 'coa', reason: 'account-changed' });

    before = dyn.standIn!.received.length;
    await updateAccount(c, { valid: false });
    const disconnect = await requestFor('Disconnect-Request', 'coa-account-1', before);
    expect(verifyRequest(disconnect.raw, h.secret)).toBe(true);
    expect(await reasonOf(c, 'ack')).toMatchObject({ kind: 'disconnect', reason: 'account-invalidated' });
  });

  it('deleted: a Disconnect-Request for its guest online', async () => {
    const h = await makeHotspot(s.db, HOTEL, { logins: [{ profile: { maxBandwidthDown: 1000 } }] });
    const c = await code();
    await online(h, c, 'A4-83-E7-00-C0-12', 'coa-account-2');
    const a = await accountOf(c);
    const before = dyn.standIn!.received.length;
    const res = await s.gql(hotel, DELETE_ACCOUNT, { id: a._id });
    expect(res.errors).toBeUndefined();
    const disconnect = await requestFor('Disconnect-Request', 'coa-account-2', before);
    expect(verifyRequest(disconnect.raw, h.secret)).toBe(true);
    expect(await reasonOf(c, 'ack')).toMatchObject({ kind: 'disconnect', reason: 'account-deleted' });
  });
});

describe("a device's active period (issue 36)", () => {
  const DEVICE = `query D($ids: [ID!]) { hotspotDevices(ids: $ids) { data { _id updatedAt active } } }`;
  const UPDATE_DEVICE = `mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`;
  async function setPeriod(deviceId: string, start: Date, end: Date) {
    const d = await s.gql<{ hotspotDevices: { data: { updatedAt: string }[] } }>(hotel, DEVICE, { ids: [deviceId] });
    const res = await s.gql(hotel, UPDATE_DEVICE, {
      data: {
        _id: deviceId,
        updatedAt: d.data!.hotspotDevices.data[0]!.updatedAt,
        activePeriod: { start: start.toISOString(), end: end.toISOString() },
      },
    });
    expect(res.errors).toBeUndefined();
  }
  const requestFor = (code: string, sessionId: string, from: number) =>
    until(() =>
      dyn.standIn!.received.slice(from).find((x) => x.code === code && x.attributes['Acct-Session-Id'] === sessionId),
    );

  it('ends a login with the period (Session-Timeout); a new end reaches the session by CoA, a past one disconnects it', async () => {
    const from = new Date(Date.now() - 3600_000);
    const h = await makeHotspot(s.db, HOTEL, {
      logins: [{ profile: { maxBandwidthDown: 1000 } }],
      device: { activeFrom: from, activeUntil: new Date(Date.now() + 600_000) },
    });
    const c = await code();
    const auth = await radclient(r.authPort, 'auth', h.secret, {
      'NAS-Identifier': h.deviceId,
      'User-Name': c,
      'User-Password': c,
      'Calling-Station-Id': 'A4-83-E7-00-C0-21',
      ...MA,
    });
    expect(auth.code, auth.output).toBe('Access-Accept');
    // Ten minutes left of the device's period: the session may last no longer.
    const timeout = Number(auth.attrs['Session-Timeout']);
    expect(timeout).toBeGreaterThan(540);
    expect(timeout).toBeLessThanOrEqual(600);

    await online(h, c, 'A4-83-E7-00-C0-21', 'coa-period-1');
    let before = dyn.standIn!.received.length;
    await setPeriod(h.deviceId, from, new Date(Date.now() + 120_000));
    const coa = await requestFor('CoA-Request', 'coa-period-1', before);
    expect(verifyRequest(coa.raw, h.secret)).toBe(true);
    // The session's whole length from its start, now ending with the new period end (about 2 minutes away).
    expect(Number(coa.attributes['Session-Timeout'])).toBeLessThanOrEqual(125);
    expect(Number(coa.attributes['Session-Timeout'])).toBeGreaterThan(60);

    before = dyn.standIn!.received.length;
    await setPeriod(h.deviceId, from, new Date(Date.now() - 1000));
    const disconnect = await requestFor('Disconnect-Request', 'coa-period-1', before);
    expect(verifyRequest(disconnect.raw, h.secret)).toBe(true);
  });
});
