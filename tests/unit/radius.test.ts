// The pure parts of a hotspot login and of the RADIUS packets: Called-Station-Id parsing, CHAP,
// login times, the reply computation and the authenticator checks on raw bytes.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  REFUSAL_MESSAGES,
  REFUSAL_SLOTS,
  chapMatches,
  chapResponse,
  computeReply,
  insideLoginTimes,
  stationMac,
} from '../../server/access/hotspot-login/rules';
import {
  loadDictionaries,
  radius,
  replyAttributes,
  verifyAccountingAuthenticator,
  verifyMessageAuthenticator,
} from '../../server/access/radius/packets';

describe('stationMac', () => {
  it('reads the MAC of Called-Station-Id in any form, with or without an SSID', () => {
    for (const v of [
      'AA-BB-CC-DD-EE-FF',
      'aa:bb:cc:dd:ee:ff',
      'AABBCCDDEEFF',
      'aabb.ccdd.eeff',
      'AA-BB-CC-DD-EE-FF:Guest',
      'aa:bb:cc:dd:ee:ff:Hotel WiFi',
      'AABBCCDDEEFF:x:y',
      ' AA-BB-CC-DD-EE-FF ',
    ]) {
      expect(stationMac(v), v).toBe('aa:bb:cc:dd:ee:ff');
    }
    for (const v of ['', 'Guest', 'AA-BB-CC-DD-EE', 'AA-BB-CC-DD-EE-FG:Guest', null, undefined]) {
      expect(stationMac(v as string), String(v)).toBeNull();
    }
  });
});

describe('CHAP', () => {
  it('matches MD5(id ‖ password ‖ challenge) only', () => {
    const challenge = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const response = createHash('md5')
      .update(Buffer.concat([Buffer.from([7]), Buffer.from('ABCD1234'), challenge]))
      .digest();
    expect(chapResponse(7, 'ABCD1234', challenge).equals(response)).toBe(true);
    expect(chapMatches(7, 'ABCD1234', challenge, response)).toBe(true);
    expect(chapMatches(8, 'ABCD1234', challenge, response)).toBe(false);
    expect(chapMatches(7, 'ABCD1235', challenge, response)).toBe(false);
    expect(chapMatches(7, 'ABCD1234', challenge, response.subarray(0, 15))).toBe(false);
  });
});

describe('insideLoginTimes', () => {
  // Monday 2026-11-23 10:30 in Berlin (09:30 UTC).
  const monday = new Date('2026-11-23T09:30:00Z');
  const tz = 'Europe/Berlin';
  it('is open without periods', () => {
    expect(insideLoginTimes(null, monday, tz)).toBe(true);
    expect(insideLoginTimes({ weekdays: [], specialDates: [] }, monday, tz)).toBe(true);
  });
  it('uses the weekday, else every day, on the device wall clock (end exclusive)', () => {
    const p = (startTime: string, endTime: string, weekday = 'monday') => ({
      weekdays: [{ weekday: weekday as 'monday', times: [{ startTime, endTime }] }],
      specialDates: [],
    });
    expect(insideLoginTimes(p('10:00', '11:00'), monday, tz)).toBe(true);
    expect(insideLoginTimes(p('09:00', '10:30'), monday, tz)).toBe(false);
    expect(insideLoginTimes(p('09:00', '10:00'), monday, 'UTC')).toBe(true);
    expect(insideLoginTimes(p('10:00', '11:00', 'tuesday'), monday, tz)).toBe(false);
    expect(insideLoginTimes(p('10:00', '24:00', 'unspecified'), monday, tz)).toBe(true);
    // An own entry replaces 'unspecified'; without times it closes the day.
    expect(
      insideLoginTimes(
        {
          weekdays: [
            { weekday: 'unspecified', times: [{ startTime: '00:00', endTime: '24:00' }] },
            { weekday: 'monday', times: [] },
          ],
          specialDates: [],
        },
        monday,
        tz,
      ),
    ).toBe(false);
  });
  it('lets a special date decide alone', () => {
    const open = { weekdays: [{ weekday: 'monday' as const, times: [] }], specialDates: [] };
    expect(insideLoginTimes(open, monday, tz)).toBe(false);
    const special = (times: { startTime: string; endTime: string }[]) => ({
      ...open,
      specialDates: [{ startDate: '2026-11-20', endDate: '2026-11-23', times }],
    });
    expect(insideLoginTimes(special([{ startTime: '10:00', endTime: '12:00' }]), monday, tz)).toBe(true);
    expect(insideLoginTimes(special([]), monday, tz)).toBe(false);
  });
});

describe('computeReply', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const profile = { idleTimeout: 10, maxBandwidthDown: 2048, maxBandwidthUp: 512, maxSurftime: 60, maxVolume: 100 };
  it('converts the profile units and takes the earliest limit', () => {
    expect(computeReply(profile, [new Date('2026-11-23T12:00:00Z')], 600, now)).toEqual({
      sessionTimeout: 3000,
      idleTimeout: 600,
      bandwidthDown: 2_048_000,
      bandwidthUp: 512_000,
      maxOctets: 100 * 1024 * 1024,
      interimInterval: 300,
    });
    expect(computeReply(profile, [null, new Date('2026-11-23T10:20:00Z')], 0, now).sessionTimeout).toBe(1200);
  });
  it('has no limits without a profile or expiry; 0 means none', () => {
    expect(computeReply(null, [null], 0, now)).toMatchObject({
      sessionTimeout: null,
      idleTimeout: null,
      bandwidthDown: null,
      maxOctets: null,
    });
    const zero = { idleTimeout: 0, maxBandwidthDown: 0, maxBandwidthUp: null, maxSurftime: 0, maxVolume: 0 };
    expect(computeReply(zero, [], 0, now).sessionTimeout).toBeNull();
  });
});

describe('refusals', () => {
  it('has a message and a start-page slot for each reason', () => {
    expect(Object.keys(REFUSAL_SLOTS).sort()).toEqual(Object.keys(REFUSAL_MESSAGES).sort());
    expect(REFUSAL_SLOTS.LICENCE_FULL).toBe('ConcurrentUserLimit');
    expect(REFUSAL_SLOTS.COOLDOWN).toBe('Cooldown');
    expect(REFUSAL_SLOTS.OUTSIDE_LOGIN_TIMES).toBe('LoginDisabled');
  });
});

describe('RADIUS packet checks', () => {
  loadDictionaries();
  it('verifies the Message-Authenticator of a request on its bytes', () => {
    const packet = radius.encode({
      code: 'Access-Request',
      secret: 's3cret',
      identifier: 5,
      attributes: [
        ['User-Name', 'ABCD'],
        ['User-Password', 'ABCD'],
      ],
      add_message_authenticator: true,
    });
    expect(verifyMessageAuthenticator(packet, 's3cret')).toBe(true);
    expect(verifyMessageAuthenticator(packet, 'other')).toBe(false);
    const tampered = Buffer.from(packet);
    tampered[tampered.length - 20] ^= 1;
    expect(verifyMessageAuthenticator(tampered, 's3cret')).toBe(false);
    const without = radius.encode({
      code: 'Access-Request',
      secret: 's3cret',
      attributes: [['User-Name', 'ABCD']],
      add_message_authenticator: false,
    });
    expect(verifyMessageAuthenticator(without, 's3cret')).toBe(false);
    // Independent check of the HMAC: zero the attribute, HMAC-MD5 the packet.
    const at = packet.length - 16;
    const zeroed = Buffer.from(packet);
    zeroed.fill(0, at);
    expect(createHmac('md5', 's3cret').update(zeroed).digest().equals(packet.subarray(at))).toBe(true);
  });

  it('verifies the Accounting-Request authenticator', () => {
    const packet = radius.encode({
      code: 'Accounting-Request',
      secret: 'acct-secret',
      attributes: [
        ['Acct-Status-Type', 'Start'],
        ['Acct-Session-Id', 'x1'],
      ],
    });
    expect(verifyAccountingAuthenticator(packet, 'acct-secret')).toBe(true);
    expect(verifyAccountingAuthenticator(packet, 'wrong')).toBe(false);
  });

  it('encodes the reply limits of a Coova-Chilli as RFC, WISPr and ChilliSpot attributes', () => {
    const attrs = replyAttributes(
      {
        sessionTimeout: 3600,
        idleTimeout: 600,
        bandwidthDown: 2_000_000,
        bandwidthUp: 500_000,
        maxOctets: 5 * 2 ** 32 + 7,
        interimInterval: 300,
      },
      'FX_ALIXBOARD_COOVA_CHILLI',
    );
    const request = radius.decode_without_secret({
      packet: radius.encode({ code: 'Access-Request', secret: 'k', attributes: [['User-Name', 'u']] }),
    });
    const response = radius.encode_response({ packet: request, code: 'Access-Accept', secret: 'k', attributes: attrs });
    const decoded = radius.decode({ packet: response, secret: 'k' });
    expect(decoded.attributes).toMatchObject({
      'Session-Timeout': 3600,
      'Idle-Timeout': 600,
      'Acct-Interim-Interval': 300,
    });
    const vsa = decoded.attributes['Vendor-Specific'] as Record<string, number>;
    expect(vsa['WISPr-Bandwidth-Max-Down']).toBe(2_000_000);
    expect(vsa['WISPr-Bandwidth-Max-Up']).toBe(500_000);
    expect(vsa['ChilliSpot-Max-Total-Octets']).toBe(7);
    expect(vsa['ChilliSpot-Max-Total-Gigawords']).toBe(5);
  });
});
