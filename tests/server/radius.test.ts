// The RADIUS server against the real radclient (freeradius-utils): logins with codes (PAP, CHAP) and
// device accounts, every refusal, the reply limits, accounting and dropped packets. A fresh hotspot
// (device, config, login and account template) of customer K100003 is inserted directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, setPlugins as setCustomerPlugins, type Hotspot as FixtureHotspot } from './hotspotFixture';
import dgram from 'node:dgram';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { loadDictionaries, radius } from '../../server/access/radius/packets';
import { newObjectId } from '../../server/platform/ids';
import { hashPassword } from '../../server/platform/passwords';
import { hashClientMac } from '../../server/access/device-account/service';
import { hotspotAccountTemplates } from '../../server/templates/account-template/table';
import { hotspotLoginTemplates } from '../../server/templates/login-template/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { vouchers } from '../../server/access/wifi-code/table';
import { deviceAccounts } from '../../server/access/device-account/table';
import { hotspotAccounts } from '../../server/access/hotspot-account/table';
import { customerPlugins } from '../../server/tenancy/customer/table';
import { onlineClients, onlineCount } from '../../server/access/session/store';
import { radiusSessions } from '../../server/access/session/table';
import { pgError } from '../../server/platform/pgError';
import { USERS, expectGqlError } from './helpers';

const C = 'K100003';
let s: TestServer;
let r: RadiusServer;
type Hotspot = FixtureHotspot;

/** A fresh hotspot of the test customer: account template (limits), login template, config with a Chilli secret, device. */
const hotspot = (
  opts: {
    secret?: string;
    profile?: Partial<typeof hotspotAccountTemplates.$inferInsert>;
    cooldown?: string;
    device?: Partial<typeof hotspotDevices.$inferInsert>;
  } = {},
): Promise<Hotspot> =>
  makeHotspot(s.db, C, {
    secret: opts.secret,
    device: opts.device,
    logins: [{ profile: opts.profile, cooldown: opts.cooldown }],
  });

let codeSeq = 0;
async function code(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const c = `RADTEST${String(++codeSeq).padStart(3, '0')}`;
  const id = newObjectId();
  await s.db.insert(vouchers).values({ customerId: C, id, code: c, voucherCode: c, ...values });
  return { id, code: c };
}

const voucher = async (id: string) =>
  (
    await s.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.customerId, C), eq(vouchers.id, id)))
  )[0]!;

const MA = { 'Message-Authenticator': raw('0x00') };

function auth(h: Hotspot, attrs: Record<string, RadValue>, secret = h.secret, timeout?: number) {
  return radclient(r.authPort, 'auth', secret, { 'NAS-Identifier': h.deviceId, ...attrs }, { timeout });
}
const pap = (h: Hotspot, user: string, client: string, password = user) =>
  auth(h, { 'User-Name': user, 'User-Password': password, 'Calling-Station-Id': client, ...MA });

function acct(h: Hotspot, status: string, sessionId: string, attrs: Record<string, RadValue> = {}) {
  return radclient(r.acctPort, 'acct', h.secret, {
    'Called-Station-Id': `${h.mac.toUpperCase().replace(/:/g, '-')}:Guest`,
    'Acct-Status-Type': raw(status),
    'Acct-Session-Id': sessionId,
    ...attrs,
  });
}

/** Merges plugin blocks into the test customer's plugins. */
const setPlugins = (blocks: Record<string, { active: boolean } & Record<string, unknown>>) =>
  setCustomerPlugins(s.db, C, blocks);

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
  // Device accounts log in, and cooldowns hold, only with their plugins (each case below that needs
  // them switched off does so itself).
  await setPlugins({ deviceAccount: { active: true, maxAccounts: 100 }, cooldown: { active: true } });
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('RADIUS logins with WiFi codes', () => {
  it('accepts a code with PAP and CHAP, with the profile limits, and counts the login', async () => {
    const h = await hotspot({
      profile: { idleTimeout: 15, maxBandwidthDown: 4000, maxBandwidthUp: 1000, maxVolume: 500, maxSurftime: 90 },
    });
    const c = await code();
    const a = await pap(h, c.code, 'AA-BB-CC-00-00-01');
    expect(a.code, a.output).toBe('Access-Accept');
    expect(a.attrs['Session-Timeout']).toBe(String(90 * 60));
    expect(a.attrs['Idle-Timeout']).toBe('900');
    expect(a.attrs['WISPr-Bandwidth-Max-Down']).toBe('4000000');
    expect(a.attrs['WISPr-Bandwidth-Max-Up']).toBe('1000000');
    expect(a.attrs['ChilliSpot-Max-Total-Octets']).toBe(String(500 * 1024 * 1024));
    expect(a.attrs['Acct-Interim-Interval']).toBe('300');
    expect(a.attrs['Message-Authenticator']).toMatch(/^0x[0-9a-f]{32}$/);

    // CHAP through the Called-Station-Id (MAC with another delimiter and an SSID), lowercase code typed.
    const b = await radclient(r.authPort, 'auth', h.secret, {
      'Called-Station-Id': `${h.mac.replace(/:/g, '-').toUpperCase()}:Guest WiFi`,
      'User-Name': c.code.toLowerCase(),
      'CHAP-Password': c.code.toLowerCase(),
      'Calling-Station-Id': 'AA-BB-CC-00-00-02',
      ...MA,
    });
    expect(b.code, b.output).toBe('Access-Accept');

    const v = await voucher(c.id);
    expect(v.used).toBe(2);
    expect(v.firstLoginAt).not.toBeNull();
    expect(v.connectedDevices).toHaveLength(2);
    const accounts = await s.db.select().from(hotspotAccounts).where(eq(hotspotAccounts.voucherId, c.id));
    expect(accounts).toHaveLength(2);
    expect(
      accounts.every(
        (x) => x.logins === 1 && x.hotspotDeviceId === h.deviceId && x.loginTemplateId === h.loginTemplateId,
      ),
    ).toBe(true);

    // The same client again reuses its account.
    expect((await pap(h, c.code, 'aa:bb:cc:00:00:01')).code).toBe('Access-Accept');
    const again = await s.db.select().from(hotspotAccounts).where(eq(hotspotAccounts.voucherId, c.id));
    expect(again).toHaveLength(2);
    expect(again.map((x) => x.logins).sort()).toEqual([1, 2]);
  });

  it('refuses unknown, wrong-password, deactivated, invalidated, expired and deleted codes', async () => {
    const h = await hotspot();
    const expectReject = async (user: string, message: string, password = user) => {
      const a = await pap(h, user, 'AA-BB-CC-00-01-01', password);
      expect(a.code, a.output).toBe('Access-Reject');
      expect(a.attrs['Reply-Message']).toBe(message);
    };
    await expectReject('NOSUCHCODE', 'Unknown code or account');
    const ok = await code();
    await expectReject(ok.code, 'Unknown code or account', 'WRONGPASS');
    await expectReject((await code({ active: false })).code, 'Code deactivated');
    await expectReject((await code({ valid: false })).code, 'Account invalidated');
    await expectReject((await code({ expires: new Date(Date.now() - 60_000) })).code, 'Code expired');
    await expectReject((await code({ deletedAt: new Date() })).code, 'Unknown code or account');
    expect((await voucher(ok.id)).used).toBe(0);
  });

  it('applies the dynamic expiry at the first login and measures Session-Timeout from it', async () => {
    const h = await hotspot();
    const far = new Date(Date.now() + 30 * 86_400_000);
    const c = await code({ dynamicExpires: '2h', expires: far });
    const a = await pap(h, c.code, 'AA-BB-CC-00-02-01');
    expect(a.code, a.output).toBe('Access-Accept');
    const timeout = Number(a.attrs['Session-Timeout']);
    expect(timeout).toBeGreaterThan(7200 - 30);
    expect(timeout).toBeLessThanOrEqual(7200);
    const v = await voucher(c.id);
    expect(v.expires!.getTime() - v.firstLoginAt!.getTime()).toBe(7200_000);
    // The second login keeps the first expiry.
    const b = await pap(h, c.code, 'AA-BB-CC-00-02-01');
    expect(Number(b.attrs['Session-Timeout'])).toBeLessThanOrEqual(timeout);
    expect((await voucher(c.id)).expires!.getTime()).toBe(v.expires!.getTime());
  });

  it("ends an 'eod' code at 23:59 in the installation's zone on a device without a time zone (issue 40)", async () => {
    const h = await hotspot({ device: { timezone: null } });
    const c = await code({ dynamicExpires: 'eod' });
    const a = await pap(h, c.code, 'AA-BB-CC-00-02-40');
    expect(a.code, a.output).toBe('Access-Accept');
    // The stored expiry, as the portal reads it through GraphQL.
    const operator = (await s.login(USERS.operator)).accessToken;
    const res = await s.gql<{ vouchers: { data: { expires: string; firstLoginAt: string }[] } }>(
      operator,
      `query Q($codes: [String!]) { vouchers(codes: $codes, customerIds: ["${C}"]) { data { expires firstLoginAt } } }`,
      { codes: [c.code] },
    );
    const stored = res.data!.vouchers.data[0]!;
    const expires = new Date(stored.expires);
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    // 23:59:59 Berlin time of the first login's Berlin day (it was 00:59:59 the next day: 'eod' in UTC).
    expect(wall.format(expires).slice(-8)).toBe('23:59:59');
    expect(wall.format(expires).slice(0, 10)).toBe(wall.format(new Date(stored.firstLoginAt)).slice(0, 10));
    expect(expires.getUTCMilliseconds()).toBe(999);
  });

  it('limits simultaneous use to online clients, lets an online client re-authenticate', async () => {
    const h = await hotspot();
    const c = await code({ simultaneousUse: 2 });
    const clients = ['AA-BB-CC-00-03-01', 'AA-BB-CC-00-03-02', 'AA-BB-CC-00-03-03'];
    for (const [i, mac] of clients.slice(0, 2).entries()) {
      expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
      expect((await acct(h, 'Start', `sim-${i}`, { 'User-Name': c.code, 'Calling-Station-Id': mac })).code).toBe(
        'Accounting-Response',
      );
    }
    expect(await onlineCount(s.db, C, { voucherId: c.id })).toBe(2);
    const third = await pap(h, c.code, clients[2]!);
    expect(third.code).toBe('Access-Reject');
    expect(third.attrs['Reply-Message']).toBe('Too many devices for this code');
    expect((await pap(h, c.code, clients[0]!)).code).toBe('Access-Accept');
    // One leaves: the third gets in.
    await acct(h, 'Stop', 'sim-1', { 'User-Name': c.code, 'Calling-Station-Id': clients[1]!, 'Acct-Session-Time': 60 });
    expect(await onlineCount(s.db, C, { voucherId: c.id })).toBe(1);
    expect((await pap(h, c.code, clients[2]!)).code).toBe('Access-Accept');
  });

  it('binds a device code to its first client', async () => {
    const h = await hotspot();
    const c = await code({ deviceVoucher: true });
    expect((await pap(h, c.code, 'AA-BB-CC-00-04-01')).code).toBe('Access-Accept');
    const b = await pap(h, c.code, 'AA-BB-CC-00-04-02');
    expect(b.code).toBe('Access-Reject');
    expect(b.attrs['Reply-Message']).toBe('Code is bound to another device');
    expect((await pap(h, c.code, 'aabbcc000401')).code).toBe('Access-Accept');
    expect((await voucher(c.id)).connectedDevices).toEqual([await hashClientMac(s.db, 'AA-BB-CC-00-04-01')]);
  });
});

describe('RADIUS reply attributes per device family (issue 36)', () => {
  const profile = { idleTimeout: 10, maxBandwidthDown: 4000, maxBandwidthUp: 1000, maxVolume: 500, maxSurftime: 60 };

  it('gives a MikroTik Mikrotik-Rate-Limit and Mikrotik-Total-Limit, and no WISPr or ChilliSpot', async () => {
    const h = await hotspot({ profile, device: { deviceType: 'MIKROTIK_ROUTEROS' } });
    const c = await code();
    const a = await pap(h, c.code, 'AA-BB-CC-00-0F-01');
    expect(a.code, a.output).toBe('Access-Accept');
    // radclient names them with FreeRADIUS's own dictionaries: the packet is what RouterOS reads.
    expect(a.attrs['Mikrotik-Rate-Limit']).toBe('1M/4M');
    expect(a.attrs['Mikrotik-Total-Limit']).toBe(String(500 * 1024 * 1024));
    expect(a.attrs['Session-Timeout']).toBe('3600');
    expect(a.attrs['Idle-Timeout']).toBe('600');
    expect(a.attrs['Acct-Interim-Interval']).toBe('300');
    expect(Object.keys(a.attrs).filter((k) => /WISPr|ChilliSpot/.test(k))).toEqual([]);
    // Message-Authenticator still the first attribute of the reply.
    const lines = a.output.split('\n');
    const received = lines.findIndex((l) => l.startsWith('Received '));
    expect(lines.slice(received + 1).find((l) => /^\s+[\w-]+ = /.test(l))).toMatch(/Message-Authenticator/);
  });

  it('gives a Coova-Chilli WISPr bandwidth and ChilliSpot volume, a LANCOM LCS-Traffic-Limit', async () => {
    const coova = await hotspot({ profile, device: { deviceType: 'FX_TP_LINK_COOVA_CHILLI' } });
    const c = await code();
    const a = await pap(coova, c.code, 'AA-BB-CC-00-0F-02');
    expect(a.code, a.output).toBe('Access-Accept');
    expect(a.attrs['WISPr-Bandwidth-Max-Down']).toBe('4000000');
    expect(a.attrs['WISPr-Bandwidth-Max-Up']).toBe('1000000');
    expect(a.attrs['ChilliSpot-Max-Total-Octets']).toBe(String(500 * 1024 * 1024));
    expect(a.attrs['Mikrotik-Rate-Limit']).toBeUndefined();

    const lancom = await hotspot({ profile, device: { deviceType: 'LANCOM_LMC' } });
    const l = await pap(lancom, c.code, 'AA-BB-CC-00-0F-03');
    expect(l.code, l.output).toBe('Access-Accept');
    expect(l.attrs['LCS-Traffic-Limit']).toBe(String(500 * 1024 * 1024));
    expect(l.attrs['WISPr-Bandwidth-Max-Down']).toBe('4000000');
    expect(l.attrs['ChilliSpot-Max-Total-Octets']).toBeUndefined();
  });
});

describe('RADIUS logins at the same moment', () => {
  it('binds a device code to one of two clients logging in at once, and counts every login', async () => {
    const h = await hotspot();
    const bound = await code({ deviceVoucher: true });
    const both = await Promise.all([pap(h, bound.code, 'AA-BB-CC-00-0B-01'), pap(h, bound.code, 'AA-BB-CC-00-0B-02')]);
    expect(both.map((a) => a.code).sort()).toEqual(['Access-Accept', 'Access-Reject']);
    expect(both.find((a) => a.code === 'Access-Reject')!.attrs['Reply-Message']).toBe(
      'Code is bound to another device',
    );
    expect((await voucher(bound.id)).connectedDevices).toHaveLength(1);

    // A shared code (a conference code at the start of a talk): 30 first logins at once never make
    // each other decide again; every one is counted and bound.
    const shared = await code();
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) => pap(h, shared.code, `AA-BB-CC-00-0C-${String(i).padStart(2, '0')}`)),
    );
    expect(many.map((a) => a.code).filter((c) => c !== 'Access-Accept')).toEqual([]);
    const v = await voucher(shared.id);
    expect(v.used).toBe(30);
    expect(v.connectedDevices).toHaveLength(30);
    expect(r.stats().errors).toBe(0);
  });
});

describe('RADIUS logins with device accounts', () => {
  it('logs a device account in by MAC and by username/password', async () => {
    const h = await hotspot({ profile: { maxBandwidthDown: 2000 } });
    const mac = 'AA-BB-CC-00-05-01';
    await s.db.insert(deviceAccounts).values([
      {
        customerId: C,
        id: newObjectId(),
        name: 'printer',
        accountType: 'MAC',
        macHash: await hashClientMac(s.db, mac),
      },
      {
        customerId: C,
        id: newObjectId(),
        name: 'tech',
        accountType: 'UsernamePassword',
        username: 'Technik',
        passwordHash: await hashPassword('s3cret-Pass'),
      },
      {
        customerId: C,
        id: newObjectId(),
        name: 'old',
        accountType: 'UsernamePassword',
        username: 'olduser',
        passwordHash: await hashPassword('s3cret-Pass'),
        expires: new Date(Date.now() - 1000),
      },
    ]);
    // Coova-Chilli MAC authentication: User-Name and password are the client MAC.
    const byMac = await pap(h, mac, mac);
    expect(byMac.code, byMac.output).toBe('Access-Accept');
    expect(byMac.attrs['WISPr-Bandwidth-Max-Down']).toBe('2000000');
    expect((await pap(h, 'technik', 'AA-BB-CC-00-05-02', 's3cret-Pass')).code).toBe('Access-Accept');
    const wrong = await pap(h, 'technik', 'AA-BB-CC-00-05-02', 'nope');
    expect(wrong.attrs['Reply-Message']).toBe('Unknown code or account');
    const expired = await pap(h, 'olduser', 'AA-BB-CC-00-05-03', 's3cret-Pass');
    expect(expired.attrs['Reply-Message']).toBe('Code expired');
    // Unknown client MAC, no code: unknown.
    expect((await pap(h, 'AA-BB-CC-00-05-09', 'AA-BB-CC-00-05-09')).attrs['Reply-Message']).toBe(
      'Unknown code or account',
    );
    // Their sessions belong to the device account and its hotspot account: by the client MAC, and
    // by the username in any case.
    await acct(h, 'Start', 'da-mac', { 'User-Name': mac, 'Calling-Station-Id': mac });
    await acct(h, 'Start', 'da-user', { 'User-Name': 'TECHNIK', 'Calling-Station-Id': 'AA-BB-CC-00-05-02' });
    for (const [sessionId, name] of [
      ['da-mac', 'printer'],
      ['da-user', 'tech'],
    ] as const) {
      const [session] = await s.db
        .select()
        .from(radiusSessions)
        .where(and(eq(radiusSessions.customerId, C), eq(radiusSessions.acctSessionId, sessionId)));
      const [da] = await s.db
        .select()
        .from(deviceAccounts)
        .where(and(eq(deviceAccounts.customerId, C), eq(deviceAccounts.name, name)));
      const [account] = await s.db
        .select()
        .from(hotspotAccounts)
        .where(and(eq(hotspotAccounts.customerId, C), eq(hotspotAccounts.deviceAccountId, da!.id)));
      expect(session, sessionId).toMatchObject({
        deviceAccountId: da!.id,
        hotspotAccountId: account!.id,
        voucherId: null,
      });
    }
  });
});

describe('RADIUS logins of a device account whose login template another customer names', () => {
  it("keeps the account's limits: another customer's or a missing login template is refused", async () => {
    // 7 days of surf time, 50/10 Mbit/s: what the finding of issue 33 saw vanish.
    const h = await hotspot({
      profile: { maxSurftime: 7 * 24 * 60, maxBandwidthDown: 50_000, maxBandwidthUp: 10_000 },
    });
    const mac = 'AA-BB-CC-00-05-21';
    const id = newObjectId();
    await s.db.insert(deviceAccounts).values({
      customerId: C,
      id,
      name: 'limited',
      accountType: 'MAC',
      macHash: await hashClientMac(s.db, mac),
      loginTemplateId: h.loginTemplateId,
    });
    const limits = (reply: Awaited<ReturnType<typeof pap>>) => {
      expect(reply.code, reply.output).toBe('Access-Accept');
      return [
        reply.attrs['Session-Timeout'],
        reply.attrs['WISPr-Bandwidth-Max-Down'],
        reply.attrs['WISPr-Bandwidth-Max-Up'],
      ];
    };
    expect(limits(await pap(h, mac, mac))).toEqual(['604800', '50000000', '10000000']);

    // The device-account plugin is active (beforeAll), so that nothing but the reference refuses the update.
    const operator = (await s.login(USERS.operator)).accessToken;
    const [foreign] = await s.db
      .select({ id: hotspotLoginTemplates.id })
      .from(hotspotLoginTemplates)
      .where(eq(hotspotLoginTemplates.customerId, 'K100001'))
      .limit(1);
    for (const loginTemplate of [foreign!.id, newObjectId()]) {
      const [row] = await s.db
        .select({ updatedAt: deviceAccounts.updatedAt })
        .from(deviceAccounts)
        .where(and(eq(deviceAccounts.customerId, C), eq(deviceAccounts.id, id)));
      expectGqlError(
        await s.gql(operator, `mutation U($data: UpdateDeviceAccountInput!) { updateDeviceAccount(data: $data) }`, {
          data: { _id: id, updatedAt: row!.updatedAt!.toISOString(), loginTemplate },
        }),
        'BAD_USER_INPUT',
        'loginTemplate',
      );
      // The database refuses it too, without the service (device_accounts_login_template_fk).
      const error = await s.db
        .update(deviceAccounts)
        .set({ loginTemplateId: loginTemplate })
        .where(and(eq(deviceAccounts.customerId, C), eq(deviceAccounts.id, id)))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(pgError(error)).toMatchObject({ code: '23503', constraint: 'device_accounts_login_template_fk' });
    }
    const [stored] = await s.db
      .select({ loginTemplateId: deviceAccounts.loginTemplateId })
      .from(deviceAccounts)
      .where(and(eq(deviceAccounts.customerId, C), eq(deviceAccounts.id, id)));
    expect(stored!.loginTemplateId).toBe(h.loginTemplateId);
    expect(limits(await pap(h, mac, mac))).toEqual(['604800', '50000000', '10000000']);
  });
});

describe('RADIUS refusals of the hotspot', () => {
  it('refuses at an inactive device, outside its active period and outside login times', async () => {
    const c = await code();
    const cases: [Partial<typeof hotspotDevices.$inferInsert>, string][] = [
      [{ active: false }, 'Hotspot inactive'],
      [
        { activeFrom: new Date(Date.now() - 86_400_000), activeUntil: new Date(Date.now() - 3_600_000) },
        'Hotspot inactive',
      ],
      [{ activeFrom: new Date(Date.now() + 3_600_000) }, 'Hotspot inactive'],
    ];
    for (const [device, message] of cases) {
      const h = await hotspot({ device });
      const a = await pap(h, c.code, 'AA-BB-CC-00-06-01');
      expect(a.attrs['Reply-Message'], JSON.stringify(device)).toBe(message);
    }
    // Login times: a special period covering today without times closes the hotspot all day.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const closed = await hotspot({
      device: {
        loginTimePeriods: { weekdays: [], specialDates: [{ startDate: day(-1), endDate: day(1), times: [] }] },
      },
    });
    expect((await pap(closed, c.code, 'AA-BB-CC-00-06-01')).attrs['Reply-Message']).toBe(
      'Login not possible at this time',
    );
    const open = await hotspot({
      device: {
        loginTimePeriods: {
          weekdays: [],
          specialDates: [{ startDate: day(-1), endDate: day(1), times: [{ startTime: '00:00', endTime: '24:00' }] }],
        },
      },
    });
    expect((await pap(open, c.code, 'AA-BB-CC-00-06-01')).code).toBe('Access-Accept');
    expect((await voucher(c.id)).used).toBe(1);
  });

  it('refuses when the concurrent-user licence is full, except for a client already online', async () => {
    const h = await hotspot();
    const seats = (await onlineClients(s.db, C)).length + 1;
    const licence = { concurrentUser: { active: true, value: seats } };
    await s.db
      .insert(customerPlugins)
      .values({ customerId: C, id: newObjectId(), plugins: licence })
      .onConflictDoUpdate({
        target: customerPlugins.customerId,
        set: { plugins: sql`${customerPlugins.plugins} || ${JSON.stringify(licence)}::jsonb` },
      });
    try {
      const c = await code();
      expect((await pap(h, c.code, 'AA-BB-CC-00-07-01')).code).toBe('Access-Accept');
      await acct(h, 'Start', 'lic-1', { 'User-Name': c.code, 'Calling-Station-Id': 'AA-BB-CC-00-07-01' });
      const b = await pap(h, c.code, 'AA-BB-CC-00-07-02');
      expect(b.code).toBe('Access-Reject');
      expect(b.attrs['Reply-Message']).toBe('Concurrent user limit reached');
      expect((await pap(h, c.code, 'AA-BB-CC-00-07-01')).code).toBe('Access-Accept');
      await acct(h, 'Stop', 'lic-1', { 'User-Name': c.code, 'Calling-Station-Id': 'AA-BB-CC-00-07-01' });
      expect((await pap(h, c.code, 'AA-BB-CC-00-07-02')).code).toBe('Access-Accept');
    } finally {
      await s.db
        .update(customerPlugins)
        .set({ plugins: sql`${customerPlugins.plugins} - 'concurrentUser'` })
        .where(eq(customerPlugins.customerId, C));
    }
  });

  it('refuses a new login of the same client during the login template cooldown', async () => {
    const h = await hotspot({ cooldown: '1h' });
    const c = await code();
    const mac = 'AA-BB-CC-00-08-01';
    expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
    await acct(h, 'Start', 'cool-1', { 'User-Name': c.code, 'Calling-Station-Id': mac });
    // Still online: re-authentication is fine.
    expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
    await acct(h, 'Stop', 'cool-1', { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Acct-Session-Time': 30 });
    const again = await pap(h, c.code, mac);
    expect(again.code).toBe('Access-Reject');
    expect(again.attrs['Reply-Message']).toBe('Please wait before logging in again');
    // Another client is not cooling down.
    expect((await pap(h, c.code, 'AA-BB-CC-00-08-02')).code).toBe('Access-Accept');
    // Without the cooldown plugin the delay stays saved but holds no one back.
    await setPlugins({ cooldown: { active: false } });
    try {
      expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
    } finally {
      await setPlugins({ cooldown: { active: true } });
    }
  });

  it('refuses device accounts while the deviceAccount plugin is off', async () => {
    const h = await hotspot();
    const mac = 'AA-BB-CC-00-08-21';
    await s.db.insert(deviceAccounts).values({
      customerId: C,
      id: newObjectId(),
      name: 'gate',
      accountType: 'MAC',
      macHash: await hashClientMac(s.db, mac),
    });
    const on = await pap(h, mac, mac);
    expect(on.code, on.attrs['Reply-Message']).toBe('Access-Accept');
    await setPlugins({ deviceAccount: { active: false } });
    try {
      const off = await pap(h, mac, mac);
      expect(off.code).toBe('Access-Reject');
      expect(off.attrs['Reply-Message']).toBe('This login is not available here');
    } finally {
      await setPlugins({ deviceAccount: { active: true, maxAccounts: 100 } });
    }
  });
});

describe('RADIUS packets that are dropped', () => {
  it('drops a wrong secret and a request without Message-Authenticator, and counts them', async () => {
    const h = await hotspot();
    const c = await code();
    const before = r.stats().dropped;
    const wrong = await auth(h, { 'User-Name': c.code, 'User-Password': c.code, ...MA }, 'not-the-secret', 1);
    expect(wrong.code).toBeNull();
    const noMa = await auth(h, { 'User-Name': c.code, 'User-Password': c.code }, h.secret, 1);
    expect(noMa.code).toBeNull();
    const unknown = await radclient(
      r.authPort,
      'auth',
      h.secret,
      { 'NAS-Identifier': 'no-such-device', 'User-Name': c.code, 'User-Password': c.code, ...MA },
      { timeout: 1 },
    );
    expect(unknown.code).toBeNull();
    const wrongAcct = await radclient(
      r.acctPort,
      'acct',
      'not-the-secret',
      { 'NAS-Identifier': h.deviceId, 'Acct-Status-Type': raw('Start'), 'Acct-Session-Id': 'x' },
      { timeout: 1 },
    );
    expect(wrongAcct.code).toBeNull();
    const after = r.stats().dropped;
    expect((after.bad_secret ?? 0) - (before.bad_secret ?? 0)).toBe(2);
    expect((after.no_message_authenticator ?? 0) - (before.no_message_authenticator ?? 0)).toBe(1);
    expect((after.unknown_device ?? 0) - (before.unknown_device ?? 0)).toBe(1);
    expect((await voucher(c.id)).used).toBe(0);
    expect(r.stats().errors).toBe(0);
  });
});

describe('RADIUS under load', () => {
  it('answers 300 Access-Requests sent at 500/s, none lost, each verified', async () => {
    const h = await hotspot();
    const n = 300;
    const codes = Array.from({ length: n }, (_, i) => `LOAD${String(i).padStart(4, '0')}`);
    await s.db
      .insert(vouchers)
      .values(codes.map((c) => ({ customerId: C, id: newObjectId(), code: c, voucherCode: c })));
    loadDictionaries();
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const sent = new Map<number, Buffer>();
    const answers = new Map<number, string>();
    let bad = 0;
    const done = new Promise<void>((resolve) => {
      socket.on('message', (msg) => {
        const id = msg[1]!;
        const req = sent.get(id);
        if (!req || !radius.verify_response({ request: req, response: Buffer.from(msg), secret: h.secret })) bad++;
        answers.set(id, radius.decode({ packet: msg, secret: h.secret }).code);
        if (answers.size === sent.size && sent.size === 256) resolve();
      });
    });
    // Identifiers are 8 bits: 256 in flight at once from one socket, the rest from a second round.
    const start = Date.now();
    const send = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const packet = radius.encode({
          code: 'Access-Request',
          secret: h.secret,
          identifier: i % 256,
          attributes: [
            ['NAS-Identifier', h.deviceId],
            ['User-Name', codes[i]!],
            ['User-Password', codes[i]!],
            [
              'Calling-Station-Id',
              `AA-BB-CC-10-${(i >> 8).toString(16).padStart(2, '0')}-${(i & 255).toString(16).padStart(2, '0')}`,
            ],
          ],
          add_message_authenticator: true,
        });
        sent.set(i % 256, packet);
        socket.send(packet, r.authPort, '127.0.0.1');
        // 500/s: one packet every 2 ms.
        const due = start + (i + 1) * 2;
        if (due > Date.now()) await new Promise((res) => setTimeout(res, due - Date.now()));
      }
    };
    await send(0, 256);
    await Promise.race([done, new Promise((res) => setTimeout(res, 20_000))]);
    expect(answers.size).toBe(256);
    expect([...answers.values()].every((c) => c === 'Access-Accept')).toBe(true);
    const first = Date.now() - start;
    sent.clear();
    answers.clear();
    const rest = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (answers.size === n - 256) {
          clearInterval(check);
          resolve();
        }
      }, 20);
      setTimeout(() => {
        clearInterval(check);
        resolve();
      }, 20_000);
    });
    await send(256, n);
    await rest;
    socket.close();
    expect(answers.size).toBe(n - 256);
    expect(bad).toBe(0);
    expect(r.stats().errors).toBe(0);
    const used = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(and(eq(vouchers.customerId, C), sql`${vouchers.code} like 'LOAD%'`, eq(vouchers.used, 1)));
    expect(used[0]!.n).toBe(n);
    // Let the figure show in the output (not asserted: the machine is shared).
    console.info(`RADIUS load: ${n} logins at 500/s, first 256 answered after ${first} ms`);
  }, 60_000);
});

describe('RADIUS accounting', () => {
  it('stores start, interim and stop (with gigawords), changing the online count', async () => {
    const h = await hotspot();
    const c = await code();
    const mac = 'AA-BB-CC-00-09-01';
    expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
    const online = () => onlineCount(s.db, C, { hotspotDeviceId: h.deviceId });
    expect(await online()).toBe(0);
    await acct(h, 'Start', 'acc-1', {
      'User-Name': c.code,
      'Calling-Station-Id': mac,
      'NAS-IP-Address': raw('10.0.0.9'),
    });
    expect(await online()).toBe(1);
    await acct(h, 'Interim-Update', 'acc-1', {
      'User-Name': c.code,
      'Calling-Station-Id': mac,
      'Acct-Session-Time': 300,
      'Acct-Input-Octets': 1000,
      'Acct-Output-Octets': 5,
      'Acct-Output-Gigawords': 1,
    });
    await acct(h, 'Stop', 'acc-1', {
      'User-Name': c.code,
      'Calling-Station-Id': mac,
      'Acct-Session-Time': 420,
      'Acct-Input-Octets': 2000,
      'Acct-Output-Octets': 10,
      'Acct-Output-Gigawords': 1,
      'Acct-Terminate-Cause': raw('User-Request'),
    });
    expect(await online()).toBe(0);
    const [row] = await s.db
      .select()
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, C), eq(radiusSessions.acctSessionId, 'acc-1')));
    const [account] = await s.db.select().from(hotspotAccounts).where(eq(hotspotAccounts.voucherId, c.id));
    expect(row).toMatchObject({
      hotspotDeviceId: h.deviceId,
      voucherId: c.id,
      hotspotAccountId: account!.id,
      clientMacHash: await hashClientMac(s.db, mac),
      inputBytes: 2000,
      outputBytes: 2 ** 32 + 10,
      sessionTime: 420,
      terminateCause: 'User-Request',
      nasIp: '10.0.0.9',
    });
    expect(row!.stoppedAt).not.toBeNull();
    // A Stop without Start is stored (closed) too.
    await acct(h, 'Stop', 'acc-2', { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Acct-Session-Time': 60 });
    const [orphan] = await s.db
      .select()
      .from(radiusSessions)
      .where(and(eq(radiusSessions.customerId, C), eq(radiusSessions.acctSessionId, 'acc-2')));
    expect(orphan!.stoppedAt!.getTime() - orphan!.startedAt.getTime()).toBe(60_000);
    expect((await voucher(c.id)).used).toBe(1);
  });

  it('limits Session-Timeout by the surf time the account already used', async () => {
    const h = await hotspot({ profile: { maxSurftime: 10 } });
    const c = await code();
    const mac = 'AA-BB-CC-00-0A-01';
    expect((await pap(h, c.code, mac)).attrs['Session-Timeout']).toBe('600');
    await acct(h, 'Stop', 'surf-1', { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Acct-Session-Time': 240 });
    expect((await pap(h, c.code, mac)).attrs['Session-Timeout']).toBe('360');
    await acct(h, 'Stop', 'surf-2', { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Acct-Session-Time': 360 });
    expect((await pap(h, c.code, mac)).attrs['Reply-Message']).toBe('Code expired');
  });
});
