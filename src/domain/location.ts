// Locations and regions (seed 001 §3 "Location and Region", §5, §8) and enrollment keys (§3
// "Enrollment key and log"): the field rules shared by the portal's forms and the server. Imported by path.
import { isIPv4, isIPv6 } from './network';
import {
  arrayMaxSize,
  date,
  futureDate,
  ipArray,
  maxLength,
  maxValue,
  minValue,
  objectId,
  required,
  text,
  uniqueBy,
  type Validator,
} from './validation';

export const LOCATION_NAME_MAX = 100;
export const LOCATION_DESCRIPTION_MAX = 500;
export const LOCATION_EXTERNAL_ID_MAX = 100;
export const ADDRESS_FIELD_MAX = 200;
/** Public IPs of one location's DNS filter. */
export const DNS_IPS_MAX = 50;
/** Devices linked to one location in one call; locations of one region. */
export const LOCATION_DEVICES_MAX = 1000;
export const REGION_LOCATIONS_MAX = 1000;

/**
 * Normal form of an IP for uniqueness: IPv4 as entered (validated: no leading zeros); IPv6 lowercase,
 * fully expanded then compressed the RFC 5952 way, so '2001:DB8::1' and '2001:db8:0:0::1' are one IP.
 */
export function normalizeIp(value: string): string {
  const ip = value.trim();
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  let groups: string[];
  let tail: string[] = [];
  let body = ip.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (v4) {
    const o = v4[1]!.split('.').map(Number);
    tail = [((o[0]! << 8) | o[1]!).toString(16), ((o[2]! << 8) | o[3]!).toString(16)];
    body = body.slice(0, -v4[1]!.length).replace(/:$/, body.endsWith('::' + v4[1]) ? ':' : '');
  }
  const [head, rest] = body.split('::') as [string, string | undefined];
  const h = head ? head.split(':').filter(Boolean) : [];
  const r = rest !== undefined ? (rest ? rest.split(':').filter(Boolean) : []) : [];
  if (rest !== undefined) {
    const fill = 8 - h.length - r.length - tail.length;
    groups = [...h, ...Array<string>(Math.max(fill, 0)).fill('0'), ...r, ...tail];
  } else groups = [...h, ...tail];
  groups = groups.map((g) => g.replace(/^0+(?=.)/, ''));
  // Longest run of two or more zero groups becomes '::' (the first one on a tie).
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === '0') j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  if (best < 0) return groups.join(':');
  return `${groups.slice(0, best).join(':')}::${groups.slice(best + bestLen).join(':')}`;
}

export const LOCATION_RULES = {
  name: [required, text, maxLength(LOCATION_NAME_MAX)],
  description: [text, maxLength(LOCATION_DESCRIPTION_MAX)],
  externalId: [text, maxLength(LOCATION_EXTERNAL_ID_MAX)],
  'address.street': [text, maxLength(ADDRESS_FIELD_MAX)],
  'address.zip': [text, maxLength(ADDRESS_FIELD_MAX)],
  'address.city': [text, maxLength(ADDRESS_FIELD_MAX)],
  'address.state': [text, maxLength(ADDRESS_FIELD_MAX)],
  'address.country': [text, maxLength(ADDRESS_FIELD_MAX)],
  'geoLocation.lat': [minValue(-90), maxValue(90)],
  'geoLocation.long': [minValue(-180), maxValue(180)],
  'dnsFilterConfig.ips': [
    arrayMaxSize(DNS_IPS_MAX),
    ipArray,
    uniqueBy((item) => (typeof item === 'string' ? normalizeIp(item) : item)),
  ],
  hotspotDeviceIds: [arrayMaxSize(LOCATION_DEVICES_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

export const REGION_NAME_MAX = 100;
export const REGION_DESCRIPTION_MAX = 500;
export const REGION_RULES = {
  name: [required, text, maxLength(REGION_NAME_MAX)],
  description: [text, maxLength(REGION_DESCRIPTION_MAX)],
  locationIds: [arrayMaxSize(REGION_LOCATIONS_MAX)],
} as const satisfies Record<string, readonly Validator[]>;

export const ENROLLMENT_KEY_NAME_MAX = 100;
export const ENROLLMENT_KEY_DESCRIPTION_MAX = 500;
export const ENROLLMENT_KEY_RULES = {
  name: [required, text, maxLength(ENROLLMENT_KEY_NAME_MAX)],
  description: [text, maxLength(ENROLLMENT_KEY_DESCRIPTION_MAX)],
  hotspotDeviceConfig: [required, objectId],
  /** A new key that has already expired could never enroll anything. */
  expires: [date, futureDate()],
} as const satisfies Record<string, readonly Validator[]>;
