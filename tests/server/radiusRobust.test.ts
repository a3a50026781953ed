// Robust RADIUS (issue 36), each defect found with radclient against the demo, through real UDP
// packets to the running server on PGlite and PostgreSQL: forged packets cost no database work,
// requests without a password or with EAP are refused, control characters are dropped before any
// lookup, counters are capped and always answered, a reused Acct-Session-Id opens a new session,
// Message-Authenticator is the first reply attribute, Status-Server is answered, simultaneous use
// holds under concurrency (also across two servers), wrong codes are throttled per device and client,
// and the Access-Accept's Class ties accounting to its login.
import dgram from 'node:dgram';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { RADCLIENT, radclient, raw, type RadValue } from './radiusHelpers';
import { makeHotspot, type Hotspot } from './hotspotFixture';
import { startRadius, type RadiusServer } from '../../server/access/radius';
import { WRONG_CODE_LIMIT } from '../../server/access/radius/server';
import { loadDictionaries, radius } from '../../server/access/radius/packets';
import { newObjectId } from '../../server/platform/ids';
import type { Db } from '../../server/platform/db/client';
import { vouchers } from '../../server/access/wifi-code/table';
import { radiusSessions } from '../../server/access/session/table';
import { hotspotDevices } from '../../server/network/hotspot-device/table';
import { onlineCount } from '../../server/access/session/store';

const C = 'K100003';
let s: TestServer;
let r: RadiusServer;
const warnings: string[] = [];

/** Database calls made through a handle: every statement (drizzle builder or driver) passes here. */
let dbCalls = 0;
const COUNTED = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  '$client',
]);
function counting(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && COUNTED.has(prop)) dbCalls++;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

let codeSeq = 0;
async function code(values: Partial<typeof vouchers.$inferInsert> = {}) {
  const c = `ROBUST${String(++codeSeq).padStart(3, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;
  const id = newObjectId();
  await s.db.insert(vouchers).values({ customerId: C, id, code: c, voucherCode: c, ...values });
  return { id, code: c };
}

const MA = { 'Message-Authenticator': raw('0x00') };
const auth = (h: Hotspot, attrs: Record<string, RadValue>, opts: { secret?: string; port?: number } = {}) =>
  radclient(
    opts.port ?? r.authPort,
    'auth',
    opts.secret ?? h.secret,
    { 'NAS-Identifier': h.deviceId, ...attrs, ...MA },
    {
      timeout: 2,
    },
  );
const pap = (h: Hotspot, user: string, client: string, password = user, port?: number) =>
  auth(h, { 'User-Name': user, 'User-Password': password, 'Calling-Station-Id': client }, { port });
const acct = (h: Hotspot, status: string, sessionId: string, attrs: Record<string, RadValue> = {}) =>
  radclient(
    r.acctPort,
    'acct',
    h.secret,
    { 'NAS-Identifier': h.deviceId, 'Acct-Status-Type': raw(status), 'Acct-Session-Id': sessionId, ...attrs },
    { timeout: 2 },
  );

/** One raw UDP exchange: the reply's bytes, or null after `ms`. */
async function exchange(port: number, packet: Buffer, ms = 1500): Promise<Buffer | null> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  try {
    return await new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      socket.once('message', (msg) => {
        clearTimeout(timer);
        resolve(msg);
      });
      socket.send(packet, port, '127.0.0.1');
    });
  } finally {
    socket.close();
  }
}

/** The attribute types of a packet in order. */
function attributeTypes(packet: Buffer): number[] {
  const out: number[] = [];
  for (let at = 20; at + 2 <= packet.length; at += packet[at + 1]!) out.push(packet[at]!);
  return out;
}

const sessionsOf = (h: Hotspot, acctSessionId: string) =>
  s.db
    .select()
    .from(radiusSessions)
    .where(
      and(
        eq(radiusSessions.customerId, C),
        eq(radiusSessions.hotspotDeviceId, h.deviceId),
        eq(radiusSessions.acctSessionId, acctSessionId),
      ),
    )
    .orderBy(asc(radiusSessions.startedAt), asc(radiusSessions.updatedAt));

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  r = await startRadius(
    { db: counting(s.services.db), database: s.services.database },
    { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: (m) => warnings.push(m) },
  );
  loadDictionaries();
}, 120_000);

afterAll(async () => {
  await r?.close();
  await s?.close();
});

describe('RADIUS checks the authenticator before any database work', () => {
  it('answers forged packets (wrong secret, unknown device, bad accounting) without a statement', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    // A real login loads the device index (the first load may make a customer's RADIUS secret, which
    // drops it once more: a second login settles it).
    expect((await pap(h, c.code, 'AA-BB-CC-36-00-01')).code).toBe('Access-Accept');
    expect((await pap(h, c.code, 'AA-BB-CC-36-00-01')).code).toBe('Access-Accept');
    const before = { calls: dbCalls, stats: r.stats() };
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const forged: Buffer[] = [];
    for (let i = 0; i < 200; i++) {
      const nasId = i % 2 ? h.deviceId : newObjectId(); // a known device with a wrong secret, or an unknown one
      forged.push(
        radius.encode({
          code: 'Access-Request',
          secret: 'not-the-secret',
          identifier: i % 256,
          attributes: [
            ['NAS-Identifier', nasId],
            ['User-Name', c.code],
            ['User-Password', c.code],
          ],
          add_message_authenticator: true,
        }),
      );
    }
    for (const p of forged) socket.send(p, r.authPort, '127.0.0.1');
    for (let i = 0; i < 100; i++) {
      const p = radius.encode({
        code: 'Accounting-Request',
        secret: 'not-the-secret',
        identifier: i,
        attributes: [
          ['NAS-Identifier', i % 2 ? h.deviceId : newObjectId()],
          ['Acct-Status-Type', 'Start'],
          ['Acct-Session-Id', `forged-${i}`],
        ],
      });
      socket.send(p, r.acctPort, '127.0.0.1');
    }
    // Let them all arrive and be handled.
    const deadline = Date.now() + 10_000;
    while (
      r.stats().authRequests - before.stats.authRequests < 200 ||
      r.stats().acctRequests - before.stats.acctRequests < 100
    ) {
      if (Date.now() > deadline) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    socket.close();
    const after = r.stats();
    expect(after.authRequests - before.stats.authRequests).toBe(200);
    expect(after.acctRequests - before.stats.acctRequests).toBe(100);
    expect((after.dropped.bad_secret ?? 0) - (before.stats.dropped.bad_secret ?? 0)).toBe(150);
    expect((after.dropped.unknown_device ?? 0) - (before.stats.dropped.unknown_device ?? 0)).toBe(150);
    expect(dbCalls - before.calls).toBe(0);
    expect(after.deviceLoads).toBe(before.stats.deviceLoads);
    // The real device still logs in.
    expect((await pap(h, c.code, 'AA-BB-CC-36-00-02')).code).toBe('Access-Accept');
    expect(after.errors).toBe(0);
  });

  it('sees a new device, a changed secret and a deactivated device at once (notified, also at a second server)', async () => {
    const second = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
    try {
      const h = await makeHotspot(s.db, C);
      const c = await code();
      expect((await pap(h, c.code, 'AA-BB-CC-36-01-01')).code).toBe('Access-Accept');
      expect((await pap(h, c.code, 'AA-BB-CC-36-01-01', c.code, second.authPort)).code).toBe('Access-Accept');
      // A device made after both indexes were loaded.
      const late = await makeHotspot(s.db, C);
      expect((await pap(late, c.code, 'AA-BB-CC-36-01-02')).code).toBe('Access-Accept');
      expect((await pap(late, c.code, 'AA-BB-CC-36-01-02', c.code, second.authPort)).code).toBe('Access-Accept');
      // Deactivated: refused at both servers.
      await s.db
        .update(hotspotDevices)
        .set({ active: false })
        .where(and(eq(hotspotDevices.customerId, C), eq(hotspotDevices.id, late.deviceId)));
      for (const port of [r.authPort, second.authPort]) {
        const refused = await pap(late, c.code, 'AA-BB-CC-36-01-02', c.code, port);
        expect(refused.attrs['Reply-Message']).toBe('Hotspot inactive');
      }
      // The configuration's secret changes: the old one is no longer accepted.
      await s.db.execute(
        sql`update hotspot_device_configs set device_settings = jsonb_set(device_settings, '{0,cipher,secret}', '"the-new-secret"')
            where customer_id = ${C} and id = (select config_id from hotspot_devices where customer_id = ${C} and id = ${h.deviceId})`,
      );
      for (const port of [r.authPort, second.authPort]) {
        expect((await pap(h, c.code, 'AA-BB-CC-36-01-01', c.code, port)).code).toBeNull();
        const fresh = await radclient(
          port,
          'auth',
          'the-new-secret',
          {
            'NAS-Identifier': h.deviceId,
            'User-Name': c.code,
            'User-Password': c.code,
            'Calling-Station-Id': 'AA-BB-CC-36-01-01',
            ...MA,
          },
          { timeout: 2 },
        );
        expect(fresh.code).toBe('Access-Accept');
      }
    } finally {
      await second.close();
    }
  });
});

describe('RADIUS refuses what it cannot check', () => {
  it('rejects an Access-Request without User-Password / CHAP-Password, and one with EAP', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    const none = await auth(h, { 'User-Name': c.code, 'Calling-Station-Id': 'AA-BB-CC-36-02-01' });
    expect(none.code, none.output).toBe('Access-Reject');
    // EAP-Response/Identity whose identity is the valid code (RFC 3748 §5.1).
    const identity = Buffer.from(c.code);
    const eap = Buffer.concat([Buffer.from([2, 1, 0, 5 + identity.length, 1]), identity]);
    const withEap = await auth(h, {
      'User-Name': c.code,
      'EAP-Message': raw(`0x${eap.toString('hex')}`),
      'Calling-Station-Id': 'AA-BB-CC-36-02-02',
    });
    expect(withEap.code, withEap.output).toBe('Access-Reject');
    const eapAndPassword = await auth(h, {
      'User-Name': c.code,
      'User-Password': c.code,
      'EAP-Message': raw(`0x${eap.toString('hex')}`),
      'Calling-Station-Id': 'AA-BB-CC-36-02-03',
    });
    expect(eapAndPassword.code).toBe('Access-Reject');
    const [v] = await s.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.customerId, C), eq(vouchers.id, c.id)));
    expect(v!.used).toBe(0);
  });

  it('drops a NUL in NAS-Identifier before any lookup, rejects one in User-Name, logs no SQL', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    expect((await pap(h, c.code, 'AA-BB-CC-36-03-01')).code).toBe('Access-Accept');
    const before = { calls: dbCalls, stats: r.stats() };
    warnings.length = 0;
    const nul = radius.encode({
      code: 'Access-Request',
      secret: h.secret,
      identifier: 7,
      attributes: [
        ['NAS-Identifier', Buffer.from(`${h.deviceId}\0`)],
        ['User-Name', c.code],
        ['User-Password', c.code],
      ],
      add_message_authenticator: true,
    });
    expect(await exchange(r.authPort, nul, 800)).toBeNull();
    const acctNul = radius.encode({
      code: 'Accounting-Request',
      secret: h.secret,
      identifier: 8,
      attributes: [
        ['NAS-Identifier', Buffer.from(`\0${h.deviceId}`)],
        ['Acct-Status-Type', 'Start'],
        ['Acct-Session-Id', 'nul-1'],
      ],
    });
    expect(await exchange(r.acctPort, acctNul, 800)).toBeNull();
    expect(dbCalls - before.calls).toBe(0);
    const after = r.stats();
    expect((after.dropped.control_characters ?? 0) - (before.stats.dropped.control_characters ?? 0)).toBe(2);
    // Signed by the device, with a NUL in User-Name: refused without a lookup.
    const user = await exchange(
      r.authPort,
      radius.encode({
        code: 'Access-Request',
        secret: h.secret,
        identifier: 9,
        attributes: [
          ['NAS-Identifier', h.deviceId],
          ['User-Name', Buffer.from(`${c.code}\0x`)],
          ['User-Password', c.code],
        ],
        add_message_authenticator: true,
      }),
    );
    expect(user && radius.decode({ packet: user, secret: h.secret }).code).toBe('Access-Reject');
    // Signed accounting with a NUL in Acct-Session-Id: answered (or it would retransmit), not stored.
    const session = await exchange(
      r.acctPort,
      radius.encode({
        code: 'Accounting-Request',
        secret: h.secret,
        identifier: 10,
        attributes: [
          ['NAS-Identifier', h.deviceId],
          ['Acct-Status-Type', 'Start'],
          ['Acct-Session-Id', Buffer.from('nul\0session')],
        ],
      }),
    );
    expect(session && radius.decode({ packet: session, secret: h.secret }).code).toBe('Accounting-Response');
    expect(r.stats().errors).toBe(before.stats.errors);
    expect(warnings.join('\n')).not.toMatch(/select|insert|update|failed query/i);
  });
});

describe('RADIUS accounting that cannot break', () => {
  it('caps counters at their maximum and always answers (Acct-Input-Gigawords = 2^32-1)', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    const mac = 'AA-BB-CC-36-04-01';
    expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
    expect((await acct(h, 'Start', 'giga-1', { 'User-Name': c.code, 'Calling-Station-Id': mac })).code).toBe(
      'Accounting-Response',
    );
    const huge = await acct(h, 'Interim-Update', 'giga-1', {
      'User-Name': c.code,
      'Calling-Station-Id': mac,
      'Acct-Input-Gigawords': 4294967295,
      'Acct-Input-Octets': 4294967295,
      'Acct-Output-Gigawords': 4294967295,
      'Acct-Session-Time': 4294967295,
      'Acct-Delay-Time': 4294967295,
    });
    expect(huge.code, huge.output).toBe('Accounting-Response');
    const [row] = await sessionsOf(h, 'giga-1');
    expect(row!.inputBytes).toBe(Number.MAX_SAFE_INTEGER);
    expect(row!.outputBytes).toBe(Number.MAX_SAFE_INTEGER);
    expect(row!.sessionTime).toBe(2 ** 31 - 1);
    expect(r.stats().errors).toBe(0);
  });

  it('opens a new session for a reused Acct-Session-Id (a Start after a Stop), and ties sessions to the Class', async () => {
    const h = await makeHotspot(s.db, C);
    const first = await code();
    const second = await code();
    const a = await pap(h, first.code, 'AA-BB-CC-36-05-01');
    expect(a.code).toBe('Access-Accept');
    await acct(h, 'Start', 'reused-1', { 'User-Name': first.code, 'Calling-Station-Id': 'AA-BB-CC-36-05-01' });
    await acct(h, 'Stop', 'reused-1', {
      'User-Name': first.code,
      'Calling-Station-Id': 'AA-BB-CC-36-05-01',
      'Acct-Session-Time': 30,
      'Acct-Input-Octets': 1000,
    });
    // The NAS restarted its counter: the same Acct-Session-Id for another guest.
    expect((await pap(h, second.code, 'AA-BB-CC-36-05-02')).code).toBe('Access-Accept');
    await acct(h, 'Start', 'reused-1', { 'User-Name': second.code, 'Calling-Station-Id': 'AA-BB-CC-36-05-02' });
    await acct(h, 'Interim-Update', 'reused-1', {
      'User-Name': second.code,
      'Calling-Station-Id': 'AA-BB-CC-36-05-02',
      'Acct-Session-Time': 10,
      'Acct-Input-Octets': 5,
    });
    const rows = await sessionsOf(h, 'reused-1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ voucherId: first.id, inputBytes: 1000 });
    expect(rows[0]!.stoppedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ voucherId: second.id, inputBytes: 5, stoppedAt: null });
    expect(await onlineCount(s.db, C, { voucherId: second.id })).toBe(1);
    expect(a.attrs.Class).toMatch(/^0x/);
    const classA = Buffer.from(a.attrs.Class!.slice(2), 'hex').toString();
    expect(classA).toMatch(/^hp1:[0-9a-f]{24}$/);

    // With the Class echoed, two logins under one Acct-Session-Id are two sessions; a repeated Stop of
    // the first changes nothing of the second.
    const classed = await code();
    const b = await pap(h, classed.code, 'AA-BB-CC-36-05-03');
    const classB = Buffer.from(b.attrs.Class!.slice(2), 'hex').toString();
    expect(classB).not.toBe(classA);
    await acct(h, 'Start', 'reused-2', {
      'User-Name': classed.code,
      'Calling-Station-Id': 'AA-BB-CC-36-05-03',
      Class: raw(`0x${Buffer.from(classB).toString('hex')}`),
      'NAS-Port': 17,
    });
    await acct(h, 'Start', 'reused-2', {
      'User-Name': first.code,
      'Calling-Station-Id': 'AA-BB-CC-36-05-01',
      Class: raw(`0x${Buffer.from(classA).toString('hex')}`),
    });
    const both = await sessionsOf(h, 'reused-2');
    expect(both.map((x) => x.loginClass).sort()).toEqual([classA, classB].sort());
    expect(both.find((x) => x.loginClass === classB)).toMatchObject({ voucherId: classed.id, nasPort: 17 });
  });
});

describe('RADIUS replies', () => {
  it('puts Message-Authenticator first in Access-Accept and Access-Reject', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    for (const [password, expected] of [
      [c.code, 'Access-Accept'],
      ['wrong', 'Access-Reject'],
    ] as const) {
      const request = radius.encode({
        code: 'Access-Request',
        secret: h.secret,
        identifier: 1,
        attributes: [
          ['NAS-Identifier', h.deviceId],
          ['User-Name', c.code],
          ['User-Password', password],
          ['Calling-Station-Id', 'AA-BB-CC-36-06-01'],
          ['Proxy-State', Buffer.from('ps')],
        ],
        add_message_authenticator: true,
      });
      const reply = await exchange(r.authPort, request);
      expect(reply).not.toBeNull();
      expect(radius.verify_response({ request, response: reply!, secret: h.secret })).toBe(true);
      const decoded = radius.decode({ packet: reply!, secret: h.secret });
      expect(decoded.code).toBe(expected);
      const types = attributeTypes(reply!);
      expect(types[0]).toBe(80);
      expect(types.at(-1)).toBe(33); // Proxy-State echoed
    }
  });

  it('answers Status-Server on both ports (RFC 5997), only when signed', async () => {
    const h = await makeHotspot(s.db, C);
    const status = (port: number, secret: string) =>
      new Promise<string>((resolve) => {
        const child = spawn(RADCLIENT, ['-x', '-r', '1', '-t', '1', '--', `127.0.0.1:${port}`, 'status', secret]);
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.stdin.end(`NAS-Identifier = "${h.deviceId}"\nMessage-Authenticator = 0x00\n`);
        child.once('close', () => resolve(out));
      });
    expect(await status(r.authPort, h.secret)).toMatch(/Received Access-Accept/);
    expect(await status(r.acctPort, h.secret)).toMatch(/Received Accounting-Response/);
    expect(await status(r.authPort, 'not-the-secret')).not.toMatch(/Received/);
    expect(r.stats().statusServer).toBeGreaterThanOrEqual(2);
  });
});

describe('RADIUS simultaneous use at Access-Request time', () => {
  it('accepts exactly one of 8 parallel first logins of a one-device code (over two servers)', async () => {
    const second = await startRadius(s.services, { host: '127.0.0.1', authPort: 0, acctPort: 0, warn: () => {} });
    try {
      const h = await makeHotspot(s.db, C);
      const c = await code({ simultaneousUse: 1 });
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          pap(h, c.code, `AA-BB-CC-36-07-0${i}`, c.code, i % 2 ? second.authPort : r.authPort),
        ),
      );
      const accepted = replies.filter((x) => x.code === 'Access-Accept');
      expect(accepted).toHaveLength(1);
      expect(replies.filter((x) => x.code === 'Access-Reject').map((x) => x.attrs['Reply-Message'])).toEqual(
        Array(7).fill('Too many devices for this code'),
      );
      // The accepted client holds the seat, logs in again, and its accounting Start confirms it.
      const winner = replies.indexOf(accepted[0]!);
      const mac = `AA-BB-CC-36-07-0${winner}`;
      expect((await pap(h, c.code, mac)).code).toBe('Access-Accept');
      await acct(h, 'Start', 'sim-1', { 'User-Name': c.code, 'Calling-Station-Id': mac });
      const held = await s.db.execute(
        sql`select count(*)::int as n from radius_seat_reservations where customer_id = ${C} and voucher_id = ${c.id}`,
      );
      expect(Number((held as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
      expect((await pap(h, c.code, `AA-BB-CC-36-07-0${(winner + 1) % 8}`)).code).toBe('Access-Reject');
      await acct(h, 'Stop', 'sim-1', { 'User-Name': c.code, 'Calling-Station-Id': mac, 'Acct-Session-Time': 5 });
      expect((await pap(h, c.code, `AA-BB-CC-36-07-0${(winner + 1) % 8}`)).code).toBe('Access-Accept');
    } finally {
      await second.close();
    }
  });
});

describe('RADIUS throttles wrong codes', () => {
  it('refuses a client after repeated wrong codes at a device, other clients go on', async () => {
    const h = await makeHotspot(s.db, C);
    const c = await code();
    const guesser = 'AA-BB-CC-36-08-01';
    for (let i = 0; i < WRONG_CODE_LIMIT; i++) {
      const wrong = await pap(h, `WRONG${i}XYZ`, guesser);
      expect(wrong.attrs['Reply-Message']).toBe('Unknown code or account');
    }
    const locked = await pap(h, 'WRONGAGAIN', guesser);
    expect(locked.code).toBe('Access-Reject');
    expect(locked.attrs['Reply-Message']).toBe('Too many attempts, please try again later');
    // Locked out for the window, even with a right code; another client at the device is not.
    const before = dbCalls;
    expect((await pap(h, c.code, guesser)).attrs['Reply-Message']).toBe('Too many attempts, please try again later');
    expect(dbCalls - before).toBe(0);
    expect((await pap(h, c.code, 'AA-BB-CC-36-08-02')).code).toBe('Access-Accept');
  });
});
