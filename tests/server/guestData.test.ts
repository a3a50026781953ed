// Guest data rights (issue 38, GDPR Art. 15 and 17; docs/privacy.md) through real GraphQL and real
// RADIUS (radclient) on PGlite and PostgreSQL: two guests of the hotel log in (a device account whose
// username is an e-mail address, a WiFi code) and their NAS accounts the sessions; one of them also
// got a code by SMS. The lookup finds one guest by each kind of identifier; their export holds their
// sessions, accounts, accepted terms and SMS and nothing of the other guest; the erasure leaves the
// analytics figures exactly as they were and no trace of the guest in any column of any table (a dump
// of every row as text, searched for the MAC in every spelling, its hash, the e-mail, the phone
// number and its hash); the audit entry names only the customer; another customer never finds them.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { hashClientMac } from '../../server/access/device-account';
import { hashPhone, smsLogins, smsOutbox } from '../../server/access/sms';
import { deviceAccounts } from '../../server/access/device-account/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { termsOfUses } from '../../server/templates/start-page/table';
import { newObjectId } from '../../server/platform/ids';
import { hashPassword } from '../../server/platform/passwords';
import { userGrants, users } from '../../server/tenancy/identity/table';
import { CAFE, HOTEL, USERS, expectGqlError, ok } from './helpers';
import type { GuestDataFile, GuestDataSummary, GuestErasureResult } from '../../src/generated/graphql';

const SUMMARY = `query S($c: String!, $k: GuestIdentifierKind!, $v: String!) {
  guestData(customerId: $c, kind: $k, value: $v) {
    kind found hotspotAccounts sessions acceptedTerms smsSent deviceAccounts otherRecords } }`;
const EXPORT = `query E($c: String!, $k: GuestIdentifierKind!, $v: String!, $f: GuestExportFormat!, $l: String) {
  guestDataExport(customerId: $c, kind: $k, value: $v, format: $f, locale: $l) { fileName contentType content truncated } }`;
const ERASE = `mutation X($c: String!, $k: GuestIdentifierKind!, $v: String!) {
  eraseGuestData(customerId: $c, kind: $k, value: $v) {
    _id customerId hotspotAccounts sessions smsSent deviceAccounts otherRecords } }`;
const TIMELINE = `query T($f: AnalyticsFilter!) { analyticsTimeline(filter: $f) {
  totals { sessions users logins dwellTime inputBytes outputBytes pageViews } } }`;
const AUDIT = `query A($c: [String!]) { auditLog(customerIds: $c, take: 50) { data { operation customerId objectIds outcome } } }`;

let s: TestServer;
let r: RadiusServer;
let h: Hotspot;
let hotel: string;
let cafe: string;
let operator: string;

const tag = randomBytes(2).toString('hex').toUpperCase();
/** The erased guest: a phone whose MAC is A4:83:E7:<tag>:01. */
const MAC = `A4:83:E7:${tag.slice(0, 2)}:${tag.slice(2)}:01`;
const OTHER_MAC = `A4:83:E7:${tag.slice(0, 2)}:${tag.slice(2)}:02`;
const EMAIL = `gast.${tag.toLowerCase()}@example.org`;
const PHONE = '+4915123456789';
const CODE = `GD${tag}01`;
const OTHER_CODE = `GD${tag}02`;
const MA = { 'Message-Authenticator': raw('0x00') };
let acct = 0;
/** The accounting attributes of the last session (to stop it later). */
let lastBase: Record<string, RadValue> = {};

/** A login and a whole session (Start, Stop) through the real RADIUS server. */
async function session(user: string, client: string, seconds: number, bytes: number, stop = true) {
  const auth = await radclient(r.authPort, 'auth', h.secret, {
    'NAS-Identifier': h.deviceId,
    'User-Name': user,
    'User-Password': user,
    'Calling-Station-Id': client.replace(/:/g, '-'),
    ...MA,
  });
  expect(auth.code, auth.output).toBe('Access-Accept');
  const id = `gd-${tag}-${++acct}`;
  const base: Record<string, RadValue> = {
    'NAS-Identifier': h.deviceId,
    'NAS-IP-Address': raw('127.0.0.1'),
    'NAS-Port': 7,
    'Acct-Session-Id': id,
    'User-Name': user,
    'Calling-Station-Id': client.replace(/:/g, '-'),
  };
  if (auth.attrs.Class) base.Class = raw(auth.attrs.Class);
  lastBase = base;
  const steps = [
    ['Start', {}],
    ['Stop', { 'Acct-Session-Time': seconds, 'Acct-Input-Octets': bytes, 'Acct-Output-Octets': bytes * 10 }],
  ] as const;
  for (const [status, extra] of stop ? steps : steps.slice(0, 1)) {
    const res = await radclient(r.acctPort, 'acct', h.secret, {
      ...base,
      'Acct-Status-Type': raw(status),
      ...extra,
    });
    expect(res.code, res.output).toBe('Accounting-Response');
  }
  return id;
}

const summary = async (token: string, c: string, k: string, v: string) =>
  s.gql<{ guestData: GuestDataSummary }>(token, SUMMARY, { c, k, v });
const exportOf = async (k: string, v: string, f: 'JSON' | 'CSV', l?: string) =>
  ok(await s.gql<{ guestDataExport: GuestDataFile }>(hotel, EXPORT, { c: HOTEL, k, v, f, l })).guestDataExport;

const day = () => {
  const now = Date.now();
  return { from: new Date(now - 2 * 86_400_000).toISOString(), to: new Date(now + 2 * 86_400_000).toISOString() };
};
const analyticsTotals = async () =>
  ok(
    await s.gql<{ analyticsTimeline: { totals: Record<string, number | null> } }>(operator, TIMELINE, {
      f: { customerId: HOTEL, ...day(), granularity: 'day' },
    }),
  ).analyticsTimeline.totals;

/** Every rollup row of the hotel (the client keys of the client rows aside: they are renamed). */
async function rollups() {
  const out: Record<string, unknown> = {};
  for (const table of [
    'session_rollups',
    'session_daily',
    'session_daily_users',
    'session_daily_dims',
    'session_customer_rollups',
    'session_quarter_users',
  ]) {
    const rows = await s.db.execute(
      sql.raw(`select t::text as row from ${table} t where customer_id = '${HOTEL}' order by 1`),
    );
    out[table] = (rows as unknown as { rows: { row: string }[] }).rows.map((x) => x.row);
  }
  const clients = await s.db.execute(
    sql`select day::text, hotspot_device_id, location_id, sessions, prev_customer::text, prev_device::text,
          prev_location::text from session_daily_clients where customer_id = ${HOTEL} order by 1, 2, 3, 4, 5, 6, 7`,
  );
  out.clients = (clients as unknown as { rows: unknown[] }).rows;
  const quarters = await s.db.execute(
    sql`select bucket::text, hotspot_device_id, location_id, sessions, prev_customer::text, prev_device::text,
          prev_location::text from session_quarter_clients where customer_id = ${HOTEL} order by 1, 2, 3, 4, 5, 6, 7`,
  );
  out.quarters = (quarters as unknown as { rows: unknown[] }).rows;
  return out;
}

/** The tables (and how many of their rows) whose row, as text, contains `needle` (case-insensitive). */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = (
    (await s.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          order by 1`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((t) => t.table_name);
  const found: string[] = [];
  for (const t of tables) {
    const res = (await s.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(t)} x where x::text ilike ${'%' + needle + '%'}`,
    )) as unknown as { rows: { n: number }[] };
    if (res.rows[0]!.n) found.push(`${t} (${res.rows[0]!.n})`);
  }
  return found;
}

let guestSessions: string[] = [];
let otherSession = '';
let termsId = '';

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(
    { db: s.services.db, database: s.services.database },
    { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} },
  );
  hotel = (await s.login(USERS.hotel)).accessToken;
  cafe = (await s.login(USERS.cafe)).accessToken;
  operator = (await s.login(USERS.operator)).accessToken;
  termsId = newObjectId();
  await s.db.insert(termsOfUses).values({ customerId: HOTEL, id: termsId, name: `Terms ${tag}`, locales: [] });
  h = await makeHotspot(s.db, HOTEL, { logins: [{ termsOfUseId: termsId }] });
  await setPlugins(s.db, HOTEL, {
    deviceAccount: { active: true, maxAccounts: 100 },
    analytics: { active: true, productTier: 'PROFESSIONAL' },
  });
  await s.db.insert(deviceAccounts).values({
    customerId: HOTEL,
    id: newObjectId(),
    name: `Laptop ${tag}`,
    accountType: 'Username',
    username: EMAIL,
    active: true,
  });
  for (const c of [CODE, OTHER_CODE])
    await s.db.insert(vouchers).values({ customerId: HOTEL, id: newObjectId(), code: c, voucherCode: c });
  // The guest: two sessions with the device account, one with the code; the other guest: one with theirs.
  guestSessions = [await session(EMAIL, MAC, 600, 1000), await session(EMAIL, MAC, 300, 500)];
  guestSessions.push(await session(CODE, MAC, 120, 200));
  otherSession = await session(OTHER_CODE, OTHER_MAC, 60, 100);
  // The guest's code came by SMS (as the SMS login writes it), and the local SMSC kept the message.
  const [voucher] = await s.db
    .select()
    .from(vouchers)
    .where(sql`${vouchers.customerId} = ${HOTEL} and code = ${CODE}`);
  const phoneHash = await hashPhone(s.db, PHONE);
  await s.db.insert(smsLogins).values({
    customerId: HOTEL,
    id: newObjectId(),
    loginTemplateId: h.loginTemplateId,
    hotspotDeviceId: h.deviceId,
    voucherId: voucher!.id,
    phoneHash,
    phoneLast: '89',
    clientMacHash: await hashClientMac(s.db, MAC),
    status: 'sent',
    expiresAt: new Date(Date.now() + 900_000),
  });
  await s.db.insert(smsOutbox).values({
    id: newObjectId(),
    messageId: 'm1',
    sourceAddr: 'Hotel',
    sourceTon: 5,
    destination: '+49 … 89',
    destinationHash: phoneHash,
    dataCoding: 0,
    text: `Ihr WLAN-Code: ${CODE}\n`,
  });
  // The guest accepted the terms on their code's account (as the guest page records it).
  await s.db.execute(sql`update hotspot_accounts set terms_accepted = true, terms_of_use_id = ${termsId}
    where customer_id = ${HOTEL} and voucher_id = ${voucher!.id}`);
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('finding one guest', () => {
  it('finds the guest by MAC, e-mail, device account, code and phone number; counts only', async () => {
    for (const [k, v] of [
      ['CLIENT_MAC', MAC.toLowerCase().replace(/:/g, '-')],
      ['EMAIL', EMAIL.toUpperCase()],
      ['DEVICE_ACCOUNT', EMAIL],
      ['CODE', CODE],
      ['PHONE', PHONE],
    ] as const) {
      const g = ok(await summary(hotel, HOTEL, k, v)).guestData;
      expect(g, `${k} ${v}`).toMatchObject({
        kind: k,
        found: true,
        hotspotAccounts: 2,
        sessions: 3,
        acceptedTerms: 1,
        smsSent: 1,
        deviceAccounts: 1,
      });
    }
    const none = ok(await summary(hotel, HOTEL, 'CLIENT_MAC', 'A4:83:E7:FF:FF:FE')).guestData;
    expect(none).toMatchObject({ found: false, hotspotAccounts: 0, sessions: 0 });
  });

  it('bounded and checked input: errors with code and field', async () => {
    expectGqlError(await summary(hotel, HOTEL, 'CLIENT_MAC', 'not-a-mac'), 'BAD_USER_INPUT', 'value');
    expectGqlError(await summary(hotel, HOTEL, 'EMAIL', 'nobody'), 'BAD_USER_INPUT', 'value');
    expectGqlError(await summary(hotel, HOTEL, 'PHONE', '0151 abc'), 'BAD_USER_INPUT', 'value');
    expectGqlError(await summary(hotel, HOTEL, 'CODE', 'x'.repeat(201)), 'BAD_USER_INPUT', 'value');
    expectGqlError(await summary(hotel, HOTEL, 'CODE', ''), 'BAD_USER_INPUT', 'value');
    const bad = await s.gql(hotel, SUMMARY, { c: HOTEL, k: 'NAME', v: 'x' });
    expect(bad.errors?.length).toBeTruthy();
  });

  it('another customer never finds the guest: FORBIDDEN for the hotel, nothing in its own customer', async () => {
    expectGqlError(await summary(cafe, HOTEL, 'CLIENT_MAC', MAC), 'FORBIDDEN', 'customerId');
    expectGqlError(
      await s.gql(cafe, EXPORT, { c: HOTEL, k: 'CLIENT_MAC', v: MAC, f: 'JSON' }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(await s.gql(cafe, ERASE, { c: HOTEL, k: 'CLIENT_MAC', v: MAC }), 'FORBIDDEN', 'customerId');
    for (const [k, v] of [
      ['CLIENT_MAC', MAC],
      ['EMAIL', EMAIL],
      ['CODE', CODE],
      ['PHONE', PHONE],
    ] as const) {
      const g = ok(await summary(cafe, CAFE, k, v)).guestData;
      expect(g.found, `${k} at the café`).toBe(false);
    }
    const erased = ok(
      await s.gql<{ eraseGuestData: GuestErasureResult }>(cafe, ERASE, { c: CAFE, k: 'CLIENT_MAC', v: MAC }),
    );
    expect(erased.eraseGuestData).toMatchObject({ hotspotAccounts: 0, sessions: 0, smsSent: 0, deviceAccounts: 0 });
    expect(ok(await summary(hotel, HOTEL, 'CLIENT_MAC', MAC)).guestData.sessions).toBe(3);
  });
});

describe('export (Art. 15)', () => {
  it('JSON: the guest’s sessions, accounts, accepted terms and SMS, nothing of the other guest', async () => {
    const file = await exportOf('EMAIL', EMAIL, 'JSON');
    expect(file.contentType).toBe('application/json');
    expect(file.fileName).toMatch(/^guest-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.truncated).toBe(false);
    const e = JSON.parse(file.content);
    expect(e.sessions.map((x: { id: string }) => x.id).length).toBe(3);
    expect(e.sessions.map((x: { username: string }) => x.username).sort()).toEqual([CODE, EMAIL, EMAIL].sort());
    expect(e.sessions.reduce((n: number, x: { sessionTime: number }) => n + x.sessionTime, 0)).toBe(1020);
    expect(e.accounts).toHaveLength(2);
    expect(e.acceptedTerms).toEqual([expect.objectContaining({ termsOfUse: `Terms ${tag}` })]);
    expect(e.smsSent).toEqual([expect.objectContaining({ phone: '… 89', status: 'sent', code: CODE })]);
    expect(e.deviceAccounts).toEqual([expect.objectContaining({ username: EMAIL })]);
    expect(file.content).not.toContain(OTHER_CODE);
    expect(file.content.toLowerCase()).not.toContain(OTHER_MAC.toLowerCase());
    const other = ok(await summary(hotel, HOTEL, 'CODE', OTHER_CODE)).guestData;
    expect(other).toMatchObject({ sessions: 1, hotspotAccounts: 1 });
    const otherFile = JSON.parse((await exportOf('CODE', OTHER_CODE, 'JSON')).content);
    expect(otherFile.sessions.map((x: { username: string }) => x.username)).toEqual([OTHER_CODE]);
    expect(JSON.stringify(otherFile)).not.toContain(EMAIL);
  });

  it('CSV in the UI language’s dialect, one row per record', async () => {
    const de = await exportOf('CLIENT_MAC', MAC, 'CSV', 'de');
    expect(de.contentType).toBe('text/csv');
    const lines = de.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'record;id;at;until;username;code;hotspotDevice;detail;sessionTime;inputBytes;outputBytes;termsAccepted',
    );
    expect(lines.filter((l) => l.startsWith('session;'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('account;'))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('sms;'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('acceptedTerms;'))).toHaveLength(1);
    expect(de.content).not.toContain(OTHER_CODE);
    const en = await exportOf('CLIENT_MAC', MAC, 'CSV', 'en');
    expect(en.content.split('\r\n')[0]).toContain('record,id,at');
  });
});

describe('erasure (Art. 17)', () => {
  it('needs Voucher:delete; one transaction leaves analytics unchanged and no trace of the guest', async () => {
    const macHash = await hashClientMac(s.db, MAC);
    const phoneHash = await hashPhone(s.db, PHONE);
    const bare = MAC.replace(/:/g, '');
    const needles = [
      MAC,
      MAC.replace(/:/g, '-'),
      bare,
      `${bare.slice(0, 4)}.${bare.slice(4, 8)}.${bare.slice(8)}`,
      macHash,
      EMAIL,
      PHONE,
      PHONE.slice(1),
      phoneHash,
    ];
    // Before: the guest is in the tables (the check would see them).
    expect(await tablesHolding(macHash)).not.toEqual([]);
    expect(await tablesHolding(EMAIL)).not.toEqual([]);
    // A reader (role user: Voucher:read) sees and exports the guest but may not erase them.
    const readerId = newObjectId();
    await s.db.insert(users).values({
      id: readerId,
      email: `reader-${tag}@alpenhotel.test`,
      passwordHash: await hashPassword('Read#2026xyz'),
    });
    await s.db.insert(userGrants).values({ userId: readerId, customerKey: HOTEL, roles: ['user'] });
    const reader = (await s.login(`reader-${tag}@alpenhotel.test`, 'Read#2026xyz')).accessToken;
    expect(ok(await summary(reader, HOTEL, 'EMAIL', EMAIL)).guestData.found).toBe(true);
    expectGqlError(await s.gql(reader, ERASE, { c: HOTEL, k: 'EMAIL', v: EMAIL }), 'FORBIDDEN', 'customerId');
    const totals = await analyticsTotals();
    expect(totals.sessions).toBeGreaterThanOrEqual(4);
    const before = await rollups();

    const done = ok(
      await s.gql<{ eraseGuestData: GuestErasureResult }>(hotel, ERASE, { c: HOTEL, k: 'EMAIL', v: EMAIL }),
    ).eraseGuestData;
    expect(done).toMatchObject({ customerId: HOTEL, hotspotAccounts: 2, sessions: 3, smsSent: 1, deviceAccounts: 1 });

    // Analytics: the same figures, the same rollup rows.
    expect(await analyticsTotals()).toEqual(totals);
    expect(await rollups()).toEqual(before);
    // The sessions are still there with their counts, but without the person.
    const kept = (
      (await s.db.execute(
        sql`select id, session_time, input_bytes::int as input, client_mac_hash, client_mac_masked, username,
              hotspot_account_id, voucher_id, device_account_id
            from radius_sessions where customer_id = ${HOTEL} and acct_session_id like ${`gd-${tag}-%`}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(kept).toHaveLength(4);
    const erased = kept.filter((x) => guestSessions.includes(String(x.id)) || x.username === null);
    expect(erased).toHaveLength(3);
    for (const x of erased)
      expect(x).toMatchObject({
        client_mac_hash: '',
        client_mac_masked: null,
        username: null,
        hotspot_account_id: null,
        voucher_id: null,
        device_account_id: null,
      });
    expect(erased.map((x) => Number(x.session_time)).sort((a, b) => a - b)).toEqual([120, 300, 600]);
    // No column of any table holds the guest in any spelling (the audit log included).
    for (const needle of needles) expect(await tablesHolding(needle), needle).toEqual([]);
    // The code itself stays in the code list (the customer's inventory), nowhere else.
    expect(await tablesHolding(CODE)).toEqual([expect.stringMatching(/^vouchers \(1\)$/)]);
    // The other guest is untouched.
    expect(ok(await summary(hotel, HOTEL, 'CODE', OTHER_CODE)).guestData).toMatchObject({
      sessions: 1,
      hotspotAccounts: 1,
    });
    expect(kept.find((x) => x.username === OTHER_CODE)).toBeTruthy();
    expect(otherSession).toBeTruthy();
    // Found no more.
    expect(ok(await summary(hotel, HOTEL, 'CLIENT_MAC', MAC)).guestData.found).toBe(false);
    // The audit entry: the customer and the erasure's own id, nothing of the guest.
    const log = ok(
      await s.gql<{ auditLog: { data: { operation: string; customerId: string; objectIds: string[] }[] } }>(
        operator,
        AUDIT,
        { c: [HOTEL] },
      ),
    ).auditLog.data.filter((x) => x.operation === 'Mutation.eraseGuestData');
    expect(log[0]).toMatchObject({ customerId: HOTEL, objectIds: [done._id], outcome: 'ok' });
    expect(JSON.stringify(log)).not.toContain(EMAIL);
  });

  it('a guest online now: Disconnect-Request queued, CONFLICT on value, erased once the session stopped', async () => {
    const mac = `A4:83:E7:${tag.slice(0, 2)}:${tag.slice(2)}:03`;
    const code = `GD${tag}03`;
    await s.db.insert(vouchers).values({ customerId: HOTEL, id: newObjectId(), code, voucherCode: code });
    const id = await session(code, mac, 0, 0, false);
    const stopAttrs = lastBase;
    const refused = await s.gql(hotel, ERASE, { c: HOTEL, k: 'CLIENT_MAC', v: mac });
    const error = expectGqlError(refused, 'CONFLICT', 'value');
    expect(error.extensions?.reason).toBe('ONLINE');
    const queued = (
      (await s.db.execute(
        sql`select d.reason from radius_disconnects d join radius_sessions r
              on r.customer_id = d.customer_id and r.id = d.session_id
            where d.customer_id = ${HOTEL} and r.acct_session_id = ${id}`,
      )) as unknown as { rows: { reason: string }[] }
    ).rows;
    expect(queued.map((q) => q.reason)).toEqual(['account-deleted']);
    expect(ok(await summary(hotel, HOTEL, 'CLIENT_MAC', mac)).guestData.sessions).toBe(1);
    // The NAS ends the session (Stop), then the erasure goes through.
    const stopped = await radclient(r.acctPort, 'acct', h.secret, {
      ...stopAttrs,
      'Acct-Status-Type': raw('Stop'),
      'Acct-Session-Time': 30,
    });
    expect(stopped.code, stopped.output).toBe('Accounting-Response');
    const done = ok(
      await s.gql<{ eraseGuestData: GuestErasureResult }>(hotel, ERASE, { c: HOTEL, k: 'CLIENT_MAC', v: mac }),
    ).eraseGuestData;
    expect(done).toMatchObject({ hotspotAccounts: 1, sessions: 1 });
    expect(await tablesHolding(await hashClientMac(s.db, mac))).toEqual([]);
  });
});
