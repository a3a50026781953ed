// Reply attributes per device family (issue 36, server/access/radius/families.ts): every device type
// has a family; each family's Access-Accept and CoA-Request carry the limits in its vendor's
// attributes, checked by decoding the encoded packet back through the `radius` package with our
// dictionaries (and the CoA through the RFC 5176 encoder the sender uses).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES } from '../../src/domain/enums';
import {
  DEVICE_FAMILIES,
  FAMILIES,
  FAMILY_DICTIONARIES,
  familyOf,
  limitAttributes,
  type Limits,
} from '../../server/access/radius/families';
import { changeAttributes, loadDictionaries, radius, replyAttributes } from '../../server/access/radius/packets';
import { decode as decodeDynamic, encodeRequest } from '../../server/access/disconnect/packets';

loadDictionaries();

const LIMITS: Limits & { interimInterval: number } = {
  sessionTimeout: 3600,
  idleTimeout: 600,
  bandwidthDown: 4_000_000,
  bandwidthUp: 1_000_000,
  maxOctets: 2 * 2 ** 32 + 1234,
  interimInterval: 300,
};
const NONE: Limits = {
  sessionTimeout: null,
  idleTimeout: null,
  bandwidthDown: null,
  bandwidthUp: null,
  maxOctets: null,
};

/** An Access-Accept with the reply attributes of a device type, decoded back. */
function accept(deviceType: string, limits: Limits & { interimInterval: number } = LIMITS) {
  const request = radius.decode_without_secret({
    packet: radius.encode({ code: 'Access-Request', secret: 'k', attributes: [['User-Name', 'u']] }),
  });
  const response = radius.encode_response({
    packet: request,
    code: 'Access-Accept',
    secret: 'k',
    attributes: replyAttributes(limits, deviceType) as never,
  });
  const attributes = radius.decode({ packet: response, secret: 'k' }).attributes as Record<string, unknown>;
  return { attributes, vsa: (attributes['Vendor-Specific'] ?? {}) as Record<string, number | string> };
}

/** A CoA-Request as the sender builds it (the session's names, then the family's limits), decoded back. */
function coa(deviceType: string, limits: Limits) {
  const packet = encodeRequest(
    'CoA-Request',
    9,
    [
      ['Acct-Session-Id', 'acct-1'],
      ['NAS-Identifier', 'dev'],
    ],
    'k',
    changeAttributes(deviceType, limits),
  );
  const attributes = radius.decode_without_secret({ packet }).attributes as Record<string, unknown>;
  return { packet, attributes, vsa: (attributes['Vendor-Specific'] ?? {}) as Record<string, number | string> };
}

describe('device families', () => {
  it('gives every device type of the spec a family, and every family its dictionaries', () => {
    expect(Object.keys(DEVICE_FAMILIES).sort()).toEqual([...DEVICE_TYPES].sort());
    for (const type of DEVICE_TYPES) expect(FAMILIES[familyOf(type)], type).toBeDefined();
    expect(familyOf('SOMETHING_NEW')).toBe('wispr');
    for (const file of FAMILY_DICTIONARIES) {
      const text = readFileSync(new URL(`../../server/access/radius/dictionaries/${file}`, import.meta.url), 'utf8');
      // Each ships with a header naming where its numbers come from.
      expect(text.split('\n')[0], file).toMatch(/^# .*IANA Private Enterprise Number \d+\./);
    }
  });

  it('sends Session-Timeout, Idle-Timeout and Acct-Interim-Interval to every family', () => {
    for (const type of DEVICE_TYPES) {
      const { attributes } = accept(type);
      expect(attributes, type).toMatchObject({
        'Session-Timeout': 3600,
        'Idle-Timeout': 600,
        'Acct-Interim-Interval': 300,
      });
    }
  });
});

describe('Access-Accept per family', () => {
  it('Coova-Chilli: WISPr bandwidth (bit/s) and ChilliSpot volume with gigawords', () => {
    for (const type of ['FX_ALIXBOARD_COOVA_CHILLI', 'FX_TP_LINK_COOVA_CHILLI']) {
      expect(accept(type).vsa).toEqual({
        'WISPr-Bandwidth-Max-Down': 4_000_000,
        'WISPr-Bandwidth-Max-Up': 1_000_000,
        'ChilliSpot-Max-Total-Octets': 1234,
        'ChilliSpot-Max-Total-Gigawords': 2,
      });
    }
  });

  it('MikroTik: Rate-Limit "upload/download" (rx/tx from the router) and Total-Limit with gigawords', () => {
    expect(accept('MIKROTIK_ROUTEROS').vsa).toEqual({
      'Mikrotik-Rate-Limit': '1M/4M',
      'Mikrotik-Total-Limit': 1234,
      'Mikrotik-Total-Limit-Gigawords': 2,
    });
    // Only one direction limited: the other is 0 (unlimited); rates not a whole k are plain bit/s.
    const oneWay = accept('MIKROTIK_ROUTEROS', { ...LIMITS, bandwidthUp: null, bandwidthDown: 512_500, maxOctets: 10 });
    expect(oneWay.vsa).toEqual({ 'Mikrotik-Rate-Limit': '0/512500', 'Mikrotik-Total-Limit': 10 });
    expect(accept('MIKROTIK_ROUTEROS', { ...LIMITS, bandwidthDown: 256_000, bandwidthUp: 64_000 }).vsa).toMatchObject({
      'Mikrotik-Rate-Limit': '64k/256k',
    });
    // No WISPr or ChilliSpot for MikroTik.
    expect(
      Object.keys(accept('MIKROTIK_ROUTEROS').vsa).some((k) => k.startsWith('WISPr') || k.startsWith('Chilli')),
    ).toBe(false);
  });

  it('LANCOM: WISPr bandwidth and LCS-Traffic-Limit with gigawords', () => {
    expect(accept('LANCOM_LMC').vsa).toEqual({
      'WISPr-Bandwidth-Max-Down': 4_000_000,
      'WISPr-Bandwidth-Max-Up': 1_000_000,
      'LCS-Traffic-Limit': 1234,
      'LCS-Traffic-Limit-Gigawords': 2,
    });
  });

  it('Huawei: input (upload) and output (download) average rates, no volume', () => {
    expect(accept('HUAWEI_AGILE_CONTROLLER').vsa).toEqual({
      'Huawei-Input-Average-Rate': 1_000_000,
      'Huawei-Output-Average-Rate': 4_000_000,
    });
  });

  it('WISPr hotspots: bandwidth only', () => {
    for (const type of DEVICE_TYPES.filter((t) => DEVICE_FAMILIES[t] === 'wispr')) {
      expect(accept(type).vsa, type).toEqual({
        'WISPr-Bandwidth-Max-Down': 4_000_000,
        'WISPr-Bandwidth-Max-Up': 1_000_000,
      });
    }
    expect(DEVICE_FAMILIES.RUCKUS_SMART_ZONE_5).toBe('wispr');
    expect(DEVICE_FAMILIES.TP_LINK_OMADA_EAP).toBe('wispr');
  });

  it('Aruba and Meraki: the standard attributes only', () => {
    for (const type of ['ARUBA_OS_8', 'CISCO_MERAKI']) {
      const { attributes } = accept(type);
      expect(attributes['Vendor-Specific'], type).toBeUndefined();
    }
  });

  it('leaves out what is not limited, and a volume below 2^32 without gigawords', () => {
    expect(limitAttributes('FX_ALIXBOARD_COOVA_CHILLI', NONE, 'accept')).toEqual([]);
    expect(limitAttributes('MIKROTIK_ROUTEROS', NONE, 'accept')).toEqual([]);
    expect(accept('FX_ALIXBOARD_COOVA_CHILLI', { ...LIMITS, maxOctets: 500 * 1024 * 1024 }).vsa).toMatchObject({
      'ChilliSpot-Max-Total-Octets': 500 * 1024 * 1024,
    });
    expect(
      accept('FX_ALIXBOARD_COOVA_CHILLI', { ...LIMITS, maxOctets: 500 * 1024 * 1024 }).vsa[
        'ChilliSpot-Max-Total-Gigawords'
      ],
    ).toBeUndefined();
  });
});

describe('CoA-Request per family', () => {
  it('carries the new limits in the family attributes after the session names', () => {
    const { packet, attributes, vsa } = coa('MIKROTIK_ROUTEROS', LIMITS);
    expect(attributes).toMatchObject({
      'Acct-Session-Id': 'acct-1',
      'NAS-Identifier': 'dev',
      'Session-Timeout': 3600,
      'Idle-Timeout': 600,
    });
    expect(vsa).toEqual({
      'Mikrotik-Rate-Limit': '1M/4M',
      'Mikrotik-Total-Limit': 1234,
      'Mikrotik-Total-Limit-Gigawords': 2,
    });
    // Message-Authenticator first; the vendor attributes as the NAS stand-in reads them.
    const d = decodeDynamic(packet)!;
    expect(d.attributes[0]!.type).toBe(80);
    expect(d.vendor.map((v) => [v.vendor, v.type])).toEqual([
      [14988, 8],
      [14988, 17],
      [14988, 18],
    ]);
  });

  it('lifts a dropped limit with the value the vendor reads as none (0), and always sends the gigawords', () => {
    expect(coa('FX_ALIXBOARD_COOVA_CHILLI', NONE).vsa).toEqual({
      'WISPr-Bandwidth-Max-Down': 0,
      'WISPr-Bandwidth-Max-Up': 0,
      'ChilliSpot-Max-Total-Octets': 0,
      'ChilliSpot-Max-Total-Gigawords': 0,
    });
    expect(coa('FX_ALIXBOARD_COOVA_CHILLI', { ...NONE, maxOctets: 100 }).vsa).toMatchObject({
      'ChilliSpot-Max-Total-Octets': 100,
      'ChilliSpot-Max-Total-Gigawords': 0,
    });
    expect(coa('MIKROTIK_ROUTEROS', NONE).vsa).toEqual({
      'Mikrotik-Rate-Limit': '0/0',
      'Mikrotik-Total-Limit': 0,
      'Mikrotik-Total-Limit-Gigawords': 0,
    });
    // LANCOM reads LCS-Traffic-Limit 0 as used up: a dropped volume limit is not sent.
    expect(coa('LANCOM_LMC', NONE).vsa).toEqual({ 'WISPr-Bandwidth-Max-Down': 0, 'WISPr-Bandwidth-Max-Up': 0 });
    // Session-Timeout and Idle-Timeout: no RFC value means none, so they are left out.
    const { attributes } = coa('CISCO_MERAKI', NONE);
    expect(attributes['Session-Timeout']).toBeUndefined();
    expect(attributes['Vendor-Specific']).toBeUndefined();
  });
});
