// The room logins' pure rules (src/domain/reos.ts), the REOS adapter's answers and its HTTP behaviour
// against the local stand-in (tokens cached, the password grant, a retry, the circuit), and the RFC 3580
// tunnel attributes of a room's VLAN as they go on the wire (docs/reos.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  freeVlan,
  friendCodeFrom,
  normalizeFriendCode,
  normalizeRoom,
  normalizeSurname,
  roomSessionTimeout,
  vlanRangeOf,
} from '../../src/domain/reos';
import {
  accessUrlOf,
  createReosClient,
  parseAccessAnswer,
  parseTokenAnswer,
  tokenUrlOf,
} from '../../server/access/reos/client';
import { standInCheckOut, startReosStandIn, type ReosStandIn } from '../../server/access/reos/standIn';
import { loadDictionaries, radius, replyAttributes, vlanAttributes } from '../../server/access/radius/packets';
import { computeReply } from '../../server/access/hotspot-login/rules';
import { configProblems } from '../../server/platform/config';
import { reosStandInUrl } from '../../server/access/reos';

describe('room number, surname and friend code', () => {
  it('normalises a room number and refuses what cannot be one', () => {
    expect(normalizeRoom(' 12a ')).toEqual({ ok: true, room: '12A' });
    expect(normalizeRoom('Suite  3')).toEqual({ ok: true, room: 'SUITE 3' });
    expect(normalizeRoom('')).toEqual({ ok: false, problem: 'roomRequired' });
    expect(normalizeRoom(undefined)).toEqual({ ok: false, problem: 'roomRequired' });
    expect(normalizeRoom('1'.repeat(17))).toEqual({ ok: false, problem: 'roomInvalid' });
    expect(normalizeRoom('<b>1</b>')).toEqual({ ok: false, problem: 'roomInvalid' });
  });

  it('keeps a surname as written (NFC, blanks folded) and refuses digits and markup', () => {
    expect(normalizeSurname('  García   López ')).toEqual({ ok: true, surname: 'García López' });
    expect(normalizeSurname('Mu\u0308ller')).toEqual({ ok: true, surname: 'Müller' });
    expect(normalizeSurname("O'Brien-Smith")).toEqual({ ok: true, surname: "O'Brien-Smith" });
    expect(normalizeSurname(' ')).toEqual({ ok: false, problem: 'surnameRequired' });
    expect(normalizeSurname('R2D2')).toEqual({ ok: false, problem: 'surnameInvalid' });
    expect(normalizeSurname('x'.repeat(81))).toEqual({ ok: false, problem: 'surnameInvalid' });
  });

  it('reads a friend code of 6 digits with blanks or a dash, and makes uniform ones', () => {
    expect(normalizeFriendCode('123 456')).toBe('123456');
    expect(normalizeFriendCode('123-456')).toBe('123456');
    expect(normalizeFriendCode('12345')).toBeNull();
    expect(normalizeFriendCode('12345a')).toBeNull();
    expect(normalizeFriendCode(null)).toBeNull();
    // The top values of 2^32 are drawn again (no bias towards low codes).
    const draws = [
      [0xff, 0xff, 0xff, 0xff],
      [0, 0, 0, 7],
    ];
    expect(friendCodeFrom(() => Uint8Array.from(draws.shift()!))).toBe('000007');
    expect(friendCodeFrom(() => Uint8Array.from([0x3b, 0x9a, 0xca, 0x01]))).toBe('000001'); // 1e9 + 1
  });
});

describe('VLANs and check-out', () => {
  it('takes the plugin range only when complete and in 1–4094', () => {
    expect(vlanRangeOf(100, 199)).toEqual({ min: 100, max: 199 });
    expect(vlanRangeOf('7', '7')).toEqual({ min: 7, max: 7 });
    expect(vlanRangeOf(200, 100)).toBeNull();
    expect(vlanRangeOf(0, 10)).toBeNull();
    expect(vlanRangeOf(1, 4095)).toBeNull();
    expect(vlanRangeOf(undefined, 10)).toBeNull();
    expect(vlanRangeOf(1.5, 10)).toBeNull();
  });

  it('picks the lowest VLAN no current stay holds, none when used up', () => {
    expect(freeVlan({ min: 10, max: 12 }, [])).toBe(10);
    expect(freeVlan({ min: 10, max: 12 }, [10, 12])).toBe(11);
    expect(freeVlan({ min: 10, max: 12 }, [10, 11, 12, 99])).toBeNull();
  });

  it('ends the session at check-out at the latest', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const out = new Date('2026-11-30T10:00:00Z');
    expect(roomSessionTimeout(null, out, now)).toBe(22 * 3600);
    expect(roomSessionTimeout(3600, out, now)).toBe(3600);
    expect(roomSessionTimeout(10 ** 6, out, now)).toBe(22 * 3600);
    expect(roomSessionTimeout(null, new Date(now.getTime() + 200), now)).toBe(1);
  });

  it('puts the stand-in’s check-out at 10:00 UTC, at least an hour ahead', () => {
    const now = Date.parse('2026-11-29T09:30:00Z');
    expect(standInCheckOut(1, now).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(standInCheckOut(2, now).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('the RFC 3580 tunnel attributes', () => {
  it('carry the VLAN in every family, tag 0 on the integers, the id as text', () => {
    loadDictionaries();
    const reply = { ...computeReply(null, [], 0, new Date()), vlan: 301 };
    for (const type of ['FX_ALIXBOARD_COOVA_CHILLI', 'MIKROTIK_ROUTEROS', 'ARUBA_OS_8']) {
      const attrs = replyAttributes(reply, type);
      const packet = radius.encode({
        code: 'Access-Accept',
        secret: 's',
        identifier: 1,
        authenticator: Buffer.alloc(16),
        attributes: attrs,
      } as never);
      // Type 64 (Tunnel-Type), length 6, tag 0, 13; type 65, tag 0, 6; type 81 "301" untagged.
      expect(packet.includes(Buffer.from([64, 6, 0, 0, 0, 13]))).toBe(true);
      expect(packet.includes(Buffer.from([65, 6, 0, 0, 0, 6]))).toBe(true);
      expect(packet.includes(Buffer.from([81, 5, ...Buffer.from('301')]))).toBe(true);
      const decoded = radius.decode({ packet, secret: 's' });
      expect(decoded.attributes['Tunnel-Type']).toEqual([0, 'VLAN']);
      expect(decoded.attributes['Tunnel-Medium-Type']).toEqual([0, 'IEEE-802']);
      expect(decoded.attributes['Tunnel-Private-Group-Id']).toBe('301');
    }
  });

  it('are left out without a VLAN or with one outside 1–4094', () => {
    expect(vlanAttributes(undefined)).toEqual([]);
    expect(vlanAttributes(0)).toEqual([]);
    expect(vlanAttributes(4095)).toEqual([]);
    const names = replyAttributes(computeReply(null, [], 0, new Date()), 'UBIQUITI').map((a) => a[0]);
    expect(names).not.toContain('Tunnel-Type');
  });
});

describe('the adapter’s reading of answers', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it('takes a bearer token with its lifetime, else 300 s', () => {
    expect(parseTokenAnswer({ access_token: 'abc', token_type: 'Bearer', expires_in: 600 })).toEqual({
      token: 'abc',
      expiresInS: 600,
    });
    expect(parseTokenAnswer({ access_token: 'abc' }).expiresInS).toBe(300);
    expect(() => parseTokenAnswer({ access_token: 'abc', token_type: 'mac' })).toThrow('bad_answer');
    expect(() => parseTokenAnswer({ token: 'abc' })).toThrow('bad_answer');
  });

  it('grants a stay with id and future check-out, denies a past one, refuses nonsense', () => {
    expect(parseAccessAnswer({ granted: true, stayId: ' S-1 ', checkOut: '2026-11-30T10:00:00Z' }, now)).toEqual({
      kind: 'granted',
      stayId: 'S-1',
      checkOut: new Date('2026-11-30T10:00:00Z'),
    });
    expect(parseAccessAnswer({ granted: false }, now)).toEqual({ kind: 'denied' });
    expect(parseAccessAnswer({ granted: true, stayId: 'S', checkOut: '2026-11-28T10:00:00Z' }, now)).toEqual({
      kind: 'denied',
    });
    expect(() => parseAccessAnswer({ granted: true, checkOut: '2026-11-30T10:00:00Z' }, now)).toThrow('bad_answer');
    expect(() => parseAccessAnswer({ granted: true, stayId: 'S', checkOut: 'tomorrow' }, now)).toThrow('bad_answer');
    expect(() => parseAccessAnswer({ granted: 'yes' }, now)).toThrow('bad_answer');
  });

  it('uses the plugin’s endpoints, else the documented paths under apiUrl', () => {
    const base = { apiUrl: 'https://reos.example.com/api/', clientSecret: 'x' };
    expect(tokenUrlOf(base)).toBe('https://reos.example.com/api/oauth/token');
    expect(accessUrlOf(base)).toBe('https://reos.example.com/api/v1/access-requests');
    expect(tokenUrlOf({ ...base, tokenRequestUrl: 'https://id.example.com/token' })).toBe(
      'https://id.example.com/token',
    );
    expect(accessUrlOf({ ...base, accessRequestUrl: 'https://reos.example.com/x' })).toBe('https://reos.example.com/x');
  });
});

describe('the adapter over HTTP', () => {
  let partner: ReosStandIn;
  let withPassword: ReosStandIn;
  const client = { clientId: 'portal', clientSecret: 'p@ss:word/1', scope: 'rooms' };
  const stays = [{ room: '12', surname: 'Weber', stayId: 'S-12', nights: 1 }];
  beforeAll(async () => {
    partner = await startReosStandIn({ port: 0, ...client, stays });
    withPassword = await startReosStandIn({ port: 0, ...client, username: 'hotel', password: 'pw', stays });
  });
  afterAll(async () => {
    await partner.close();
    await withPassword.close();
  });

  it('gets a token once (client credentials with HTTP Basic) and asks for the stay', async () => {
    const reos = createReosClient();
    const settings = { apiUrl: partner.url, ...client };
    const granted = await reos.accessRequest(settings, { room: '12', surname: 'weber' });
    expect(granted).toMatchObject({ kind: 'granted', stayId: 'S-12' });
    expect(await reos.accessRequest(settings, { room: '12', surname: 'Maier' })).toEqual({ kind: 'denied' });
    expect(partner.counts).toEqual({ token: 1, access: 2 });
    // Wrong secret: the partner refuses the portal (not a partner that is down).
    const wrong = await createReosClient().accessRequest(
      { ...settings, clientSecret: 'nope' },
      { room: '12', surname: 'Weber' },
    );
    expect(wrong).toEqual({ kind: 'refused', failure: 'unauthorized' });
  });

  it('uses the password grant when the plugin has a username and password', async () => {
    const reos = createReosClient();
    const settings = { apiUrl: withPassword.url, ...client };
    expect(await reos.accessRequest(settings, { room: '12', surname: 'Weber' })).toEqual({
      kind: 'refused',
      failure: 'unauthorized',
    });
    expect(
      await reos.accessRequest({ ...settings, username: 'hotel', password: 'pw' }, { room: '12', surname: 'Weber' }),
    ).toMatchObject({ kind: 'granted' });
  });

  it('retries a 503 once, and opens the circuit after failures in a row', async () => {
    let calls = 0;
    const flaky: Server = createServer((req, res) => {
      calls++;
      if (req.url === '/oauth/token') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 60 }));
      }
      res.writeHead(calls % 2 === 0 ? 503 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ granted: false }));
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    try {
      const warnings: string[] = [];
      let clock = 1_000_000;
      const reos = createReosClient({
        circuitFailures: 2,
        circuitOpenMs: 10_000,
        now: () => clock,
        warn: (l) => warnings.push(l),
      });
      // token (1), access 503 (2), access again 200 (3): denied after one retry.
      expect(await reos.accessRequest({ apiUrl: url, clientSecret: 's' }, { room: '1', surname: 'A' })).toEqual({
        kind: 'denied',
      });
      expect(calls).toBe(3);
      await new Promise<void>((r) => flaky.close(() => r()));
      const down = { apiUrl: url, clientSecret: 's' };
      expect(await reos.accessRequest(down, { room: '1', surname: 'A' })).toMatchObject({ kind: 'unavailable' });
      expect(await reos.accessRequest(down, { room: '1', surname: 'A' })).toMatchObject({ kind: 'unavailable' });
      expect(await reos.accessRequest(down, { room: '1', surname: 'A' })).toEqual({
        kind: 'unavailable',
        failure: 'circuit_open',
      });
      expect(warnings.some((w) => w.includes('room logins refused for 10 s'))).toBe(true);
      expect(warnings.join('\n')).not.toContain('Bearer');
      clock += 10_001;
      expect(await reos.accessRequest(down, { room: '1', surname: 'A' })).toMatchObject({
        kind: 'unavailable',
        failure: 'network',
      });
    } finally {
      flaky.close();
    }
  });
});

describe('the demo stand-in', () => {
  it("is served under the portal's own address, not on a port of its own", () => {
    expect(reosStandInUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/stand-in/reos');
    expect(configProblems({ REOS_STAND_IN_PORT: 'x' })).toEqual([]);
  });
});
