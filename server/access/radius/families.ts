// Reply attributes per device family (issue 36): which attributes each of the 18 device types
// understands for a login's limits, as ONE table (data, read by one encoder). Every family gets the
// RFC 2865 attributes Session-Timeout and Idle-Timeout (the Access-Accept adds Acct-Interim-Interval,
// Class, User-Name and the Message-Authenticator first: packets.ts, server.ts); bandwidth and volume
// go into the attributes the vendor documents, named in our own dictionaries (dictionaries/, written
// from the vendors' published attribute numbers). The same table serves the Access-Accept and the
// CoA-Request that carries changed limits to a running session (server/access/disconnect).
// docs/radius.md "Reply attributes per device family".
import type { DeviceType } from '../../../src/domain/enums';

/** The limits of a login (or of a running session); null: none. */
export interface Limits {
  /** Seconds. */
  sessionTimeout: number | null;
  /** Seconds. */
  idleTimeout: number | null;
  /** bit/s to the client. */
  bandwidthDown: number | null;
  /** bit/s from the client. */
  bandwidthUp: number | null;
  /** Octets in and out together. */
  maxOctets: number | null;
}

/** How a family carries the bandwidth limits (bit/s). In a CoA, 0 lifts a limit (every vendor here reads 0 as none). */
type Bandwidth =
  /** One integer attribute per direction. */
  | { kind: 'pair'; vendor: number; up: string; down: string }
  /** MikroTik's Rate-Limit "rx/tx" string, from the router's view: rx is the client's upload; 0 = unlimited. */
  | { kind: 'rate-limit'; vendor: number; attribute: string };

/** How a family carries the volume left: octets modulo 2^32 and the 2^32 multiples ("gigawords"). */
interface Volume {
  vendor: number;
  octets: string;
  gigawords: string;
  /** The octets value that says "no limit" in a CoA that lifts one; null: none exists (LANCOM reads 0 as used up). */
  none: 0 | null;
}

export interface Family {
  bandwidth: Bandwidth | null;
  volume: Volume | null;
  /** Our dictionary files (dictionaries/) that name its attributes. */
  dictionaries: readonly string[];
}

const WISPR = 14122;
const CHILLISPOT = 14559;
const MIKROTIK = 14988;
const LANCOM = 2356;
const HUAWEI = 2011;

const WISPR_BANDWIDTH: Bandwidth = {
  kind: 'pair',
  vendor: WISPR,
  up: 'WISPr-Bandwidth-Max-Up',
  down: 'WISPr-Bandwidth-Max-Down',
};

/** The families: what each understands beyond Session-Timeout and Idle-Timeout. */
export const FAMILIES = {
  /** CoovaChilli (chilli-radius(5)): WISPr bandwidth, ChilliSpot volume. */
  coova: {
    bandwidth: WISPR_BANDWIDTH,
    volume: {
      vendor: CHILLISPOT,
      octets: 'ChilliSpot-Max-Total-Octets',
      gigawords: 'ChilliSpot-Max-Total-Gigawords',
      none: 0,
    },
    dictionaries: ['dictionary.wispr', 'dictionary.chillispot'],
  },
  /** MikroTik RouterOS hotspot: Rate-Limit takes precedence over WISPr there; Total-Limit for the volume. */
  mikrotik: {
    bandwidth: { kind: 'rate-limit', vendor: MIKROTIK, attribute: 'Mikrotik-Rate-Limit' },
    volume: {
      vendor: MIKROTIK,
      octets: 'Mikrotik-Total-Limit',
      gigawords: 'Mikrotik-Total-Limit-Gigawords',
      none: 0,
    },
    dictionaries: ['dictionary.mikrotik'],
  },
  /** LANCOM Public Spot: WISPr bandwidth (it processes WISPr-Bandwidth-Max-*), LCS-Traffic-Limit volume. */
  lancom: {
    bandwidth: WISPR_BANDWIDTH,
    volume: { vendor: LANCOM, octets: 'LCS-Traffic-Limit', gigawords: 'LCS-Traffic-Limit-Gigawords', none: null },
    dictionaries: ['dictionary.wispr', 'dictionary.lancom'],
  },
  /** Huawei: average rates from (input) and to (output) the user; no volume attribute of one unit across products. */
  huawei: {
    bandwidth: { kind: 'pair', vendor: HUAWEI, up: 'Huawei-Input-Average-Rate', down: 'Huawei-Output-Average-Rate' },
    volume: null,
    dictionaries: ['dictionary.huawei'],
  },
  /** Hotspots that honour WISPr bandwidth and no volume attribute. */
  wispr: { bandwidth: WISPR_BANDWIDTH, volume: null, dictionaries: ['dictionary.wispr'] },
  /** Only the RFC attributes: the vendor applies bandwidth through roles or policies configured on its controller. */
  standard: { bandwidth: null, volume: null, dictionaries: [] },
} as const satisfies Record<string, Family>;

export type FamilyName = keyof typeof FAMILIES;

/** Device type → family (docs/radius.md has the same table with the sources). */
export const DEVICE_FAMILIES: Readonly<Record<DeviceType, FamilyName>> = {
  AEROHIVE_HIVEOS_6: 'wispr',
  ALCATEL_LUCENT_ALE: 'wispr',
  ARUBA_OS_8: 'standard',
  ASTEAS_IAC_BOX: 'wispr',
  CAMBIUM_CNPILOT_3: 'wispr',
  CISCO_MERAKI: 'standard',
  FX_ALIXBOARD_COOVA_CHILLI: 'coova',
  FX_TP_LINK_COOVA_CHILLI: 'coova',
  HUAWEI_AGILE_CONTROLLER: 'huawei',
  LANCOM_LMC: 'lancom',
  MIKROTIK_ROUTEROS: 'mikrotik',
  NET_MODULE: 'wispr',
  RUCKUS_SMART_ZONE_5: 'wispr',
  RUCKUS_UNLEASHED: 'wispr',
  TP_LINK_OMADA_EAP: 'wispr',
  TP_LINK_OMADA_GATEWAY: 'wispr',
  UBIQUITI: 'wispr',
  ZYXEL_NEBULA: 'wispr',
};

/** A device type's family; a type this table does not know gets WISPr (a NAS ignores a VSA it does not know). */
export function familyOf(deviceType: string): FamilyName {
  return DEVICE_FAMILIES[deviceType as DeviceType] ?? 'wispr';
}

/** Every dictionary file the families need. */
export const FAMILY_DICTIONARIES: readonly string[] = [
  ...new Set(Object.values(FAMILIES).flatMap((f: Family) => f.dictionaries)),
];

/** An attribute as the `radius` package encodes it: [name, value], or a Vendor-Specific with its sub-attributes. */
export type Attr = [string, unknown] | [string, number | string, [string, number | string][]];

const U32 = 0xffffffff;
const u32 = (n: number) => Math.max(0, Math.min(U32, Math.floor(n)));

/** A rate as RouterOS reads it: k (1,000) and M (1,000,000) where exact; 0 = unlimited. */
function routerOsRate(bits: number | null): string {
  if (!bits || bits <= 0) return '0';
  const n = u32(bits);
  if (n % 1_000_000 === 0) return `${n / 1_000_000}M`;
  if (n % 1000 === 0) return `${n / 1000}k`;
  return String(n);
}

/**
 * The limit attributes of a device type. `accept` (Access-Accept): a limit that is null is left out.
 * `coa` (CoA-Request to a running session): a bandwidth or volume limit that is null is sent as the
 * value the vendor reads as "no limit" (0), so a limit the template dropped is lifted (not for
 * LANCOM's volume, where 0 means used up); Session-Timeout and Idle-Timeout are left out when null
 * (no RFC value means "none").
 */
export function limitAttributes(deviceType: string, limits: Limits, mode: 'accept' | 'coa'): Attr[] {
  const family: Family = FAMILIES[familyOf(deviceType)];
  const attrs: Attr[] = [];
  if (limits.sessionTimeout !== null) attrs.push(['Session-Timeout', u32(limits.sessionTimeout)]);
  if (limits.idleTimeout !== null) attrs.push(['Idle-Timeout', u32(limits.idleTimeout)]);
  const vendors = new Map<number, [string, number | string][]>();
  const add = (vendor: number, name: string, value: number | string) => {
    const list = vendors.get(vendor) ?? [];
    list.push([name, value]);
    vendors.set(vendor, list);
  };
  const { bandwidthDown: down, bandwidthUp: up } = limits;
  const bw = family.bandwidth;
  if (bw?.kind === 'pair') {
    if (down !== null || mode === 'coa') add(bw.vendor, bw.down, u32(down ?? 0));
    if (up !== null || mode === 'coa') add(bw.vendor, bw.up, u32(up ?? 0));
  } else if (bw?.kind === 'rate-limit') {
    if (down !== null || up !== null || mode === 'coa')
      add(bw.vendor, bw.attribute, `${routerOsRate(up)}/${routerOsRate(down)}`);
  }
  // Volume: in a CoA the gigawords are always sent, so a smaller limit replaces a larger one whole.
  const volume = family.volume;
  if (volume && limits.maxOctets !== null) {
    const octets = Math.max(0, Math.floor(limits.maxOctets));
    const giga = Math.floor(octets / 2 ** 32);
    add(volume.vendor, volume.octets, octets % 2 ** 32);
    if (giga > 0 || mode === 'coa') add(volume.vendor, volume.gigawords, u32(giga));
  } else if (volume && mode === 'coa' && volume.none !== null) {
    add(volume.vendor, volume.octets, volume.none);
    add(volume.vendor, volume.gigawords, 0);
  }
  for (const [vendor, list] of vendors) attrs.push(['Vendor-Specific', vendor, list]);
  return attrs;
}
