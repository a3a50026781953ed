/**
 * Network identifiers: MAC addresses and IP addresses (pure parsing helpers; the validators built on
 * them are in validation.ts).
 */

/*
 * MAC decisions:
 *  - Accepted forms, hex digits in any case:
 *      aabbccddeeff                      no delimiter
 *      aa:bb:cc:dd:ee:ff                 six pairs with ONE delimiter used throughout: ':' '-' '.' or ' '
 *      aabb.ccdd.eeff                    Cisco dotted form (three groups of four, dots only)
 *  - Mixed delimiters (aa:bb-cc:dd:ee:ff) are REJECTED: they are typos, not a notation anyone uses.
 *  - Surrounding whitespace is ignored (CSV imports, copy/paste); inner whitespace only as the delimiter.
 *  - Normal form (normalizeMac): lowercase, colon-separated: aa:bb:cc:dd:ee:ff.
 */
const MAC_PATTERNS = [
  /^[0-9a-f]{12}$/i,
  /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{2}(?:-[0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{2}(?:\.[0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{2}(?: [0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i,
];

/** Parses a MAC in any accepted form to its normal form; null when invalid. */
export function parseMac(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!MAC_PATTERNS.some((p) => p.test(s))) return null;
  const hex = s.replace(/[^0-9a-f]/gi, '').toLowerCase();
  return hex.match(/../g)!.join(':');
}

/**
 * Normal form of a MAC: lowercase, colon-separated (aa:bb:cc:dd:ee:ff). A value that is not a valid MAC
 * is returned trimmed but otherwise unchanged (validate first; use parseMac to detect invalid input).
 */
export function normalizeMac(mac: string): string {
  return parseMac(mac) ?? String(mac ?? '').trim();
}

export const isMac = (value: unknown): boolean => parseMac(value) !== null;

/**
 * Locally administered (random / private) MAC: the second hex digit of the first byte is 2, 6, A or E
 * (bit 1 of the first octet set). Only meaningful for valid MACs.
 */
export const isLocallyAdministeredMac = (value: unknown): boolean => {
  const mac = parseMac(value);
  return mac !== null && '26ae'.includes(mac[1]!);
};

/** A real (globally unique) MAC: valid and not locally administered. */
export const isRealMac = (value: unknown): boolean => isMac(value) && !isLocallyAdministeredMac(value);

/**
 * Dotted IPv4: four decimal octets 0-255. Decision: leading zeros are rejected ('010' is octal for some
 * parsers and decimal for others), as is any surrounding text or whitespace.
 */
export const isIPv4 = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);

/**
 * IPv6 (RFC 4291 text forms): eight groups of 1-4 hex digits, '::' at most once standing for one or more
 * zero groups, and an optional dotted IPv4 in the last 32 bits (::ffff:192.0.2.1, 64:ff9b::192.0.2.1).
 * Decision: zone identifiers (fe80::1%eth0) and prefix lengths (/64) are rejected: the portal stores
 * public addresses of locations, not interface-scoped ones.
 */
export function isIPv6(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 45 || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] | null => (part === '' ? [] : part.split(':'));
  const parts = halves.map(groupsOf);
  let groups = 0;
  for (let h = 0; h < parts.length; h++) {
    const list = parts[h]!;
    for (let i = 0; i < list.length; i++) {
      const g = list[i]!;
      const isLast = h === parts.length - 1 && i === list.length - 1;
      if (isLast && g.includes('.')) {
        if (!isIPv4(g)) return false;
        groups += 2;
      } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) {
        groups += 1;
      } else {
        return false;
      }
    }
  }
  return halves.length === 2 ? groups <= 7 : groups === 8;
}

export const isIp = (value: unknown): boolean => isIPv4(value) || isIPv6(value);
