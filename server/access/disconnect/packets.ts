// RFC 5176 packets: Disconnect-Request / CoA-Request from the portal to a NAS, and the NAS's answer.
// Written by hand rather than with the `radius` package (which knows the codes 40–45) so that the
// Message-Authenticator is the first attribute (BlastRADIUS guidance) and both authenticators follow
// RFC 5176 §3.3 / RFC 3579 §3.2 exactly:
//   Message-Authenticator = HMAC-MD5(secret, packet with the Request Authenticator and itself zeroed)
//   Request Authenticator = MD5(code ‖ id ‖ length ‖ 16 zero octets ‖ attributes ‖ secret)
//   Response Authenticator = MD5(code ‖ id ‖ length ‖ Request Authenticator ‖ attributes ‖ secret)
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const CODES = {
  'Disconnect-Request': 40,
  'Disconnect-ACK': 41,
  'Disconnect-NAK': 42,
  'CoA-Request': 43,
  'CoA-ACK': 44,
  'CoA-NAK': 45,
} as const;
export type DynamicAuthCode = keyof typeof CODES;

/** The attributes a request names its session with (RFC 5176 §3), and CoA's new limits. */
export const ATTR = {
  'User-Name': 1,
  'NAS-IP-Address': 4,
  'NAS-Port': 5,
  'Session-Timeout': 27,
  'Idle-Timeout': 28,
  'Calling-Station-Id': 31,
  'NAS-Identifier': 32,
  'Acct-Session-Id': 44,
  'Event-Timestamp': 55,
  'Message-Authenticator': 80,
  'Error-Cause': 101,
} as const;
export type AttrName = keyof typeof ATTR;
const NAMES = new Map<number, AttrName>(Object.entries(ATTR).map(([k, v]) => [v, k as AttrName]));

type Value = string | number;
const INTEGER = new Set<number>([
  ATTR['NAS-Port'],
  ATTR['Session-Timeout'],
  ATTR['Idle-Timeout'],
  ATTR['Event-Timestamp'],
  ATTR['Error-Cause'],
]);
const ADDRESS = new Set<number>([ATTR['NAS-IP-Address']]);

function encodeValue(type: number, value: Value): Buffer {
  if (INTEGER.has(type)) {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(Math.max(0, Math.min(0xffffffff, Math.trunc(Number(value)))));
    return b;
  }
  if (ADDRESS.has(type)) {
    const parts = String(value).split('.').map(Number);
    if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255))
      throw new Error(`not an IPv4 address: ${value}`);
    return Buffer.from(parts);
  }
  const b = Buffer.from(String(value), 'utf8');
  return b.length > 253 ? b.subarray(0, 253) : b;
}

const md5 = (...parts: Buffer[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

/**
 * A signed Disconnect-Request or CoA-Request; attributes in order, Message-Authenticator first.
 * `extra`: attributes already encoded (a CoA's limits in the device family's vendor attributes,
 * server/access/radius/families.ts), appended after the named ones.
 */
export function encodeRequest(
  code: 'Disconnect-Request' | 'CoA-Request',
  identifier: number,
  attributes: readonly [AttrName, Value][],
  secret: string,
  extra: Buffer = Buffer.alloc(0),
): Buffer {
  const attrs: Buffer[] = [Buffer.from([ATTR['Message-Authenticator'], 18]), Buffer.alloc(16)];
  for (const [name, value] of attributes) {
    const type = ATTR[name];
    const v = encodeValue(type, value);
    attrs.push(Buffer.from([type, v.length + 2]), v);
  }
  attrs.push(extra);
  const body = Buffer.concat(attrs);
  if (20 + body.length > 4096) throw new Error('request longer than 4096 octets');
  const packet = Buffer.alloc(20 + body.length);
  packet[0] = CODES[code];
  packet[1] = identifier & 0xff;
  packet.writeUInt16BE(packet.length, 2);
  body.copy(packet, 20);
  // Message-Authenticator over the packet with both authenticators zeroed, then the Request Authenticator.
  createHmac('md5', secret).update(packet).digest().copy(packet, 22);
  md5(packet, Buffer.from(secret, 'utf8')).copy(packet, 4);
  return packet;
}

export interface Decoded {
  code: number;
  identifier: number;
  authenticator: Buffer;
  attributes: { type: number; name: AttrName | null; value: Buffer }[];
  /** The sub-attributes of Vendor-Specific attributes (RFC 2865 §5.26, one octet type and length). */
  vendor: { vendor: number; type: number; value: Buffer }[];
}

const VENDOR_SPECIFIC = 26;

/** The sub-attributes of one Vendor-Specific value; none when it is not in the RFC's suggested format. */
function vendorAttributes(value: Buffer): Decoded['vendor'] {
  if (value.length < 6) return [];
  const vendor = value.readUInt32BE(0);
  const out: Decoded['vendor'] = [];
  for (let at = 4; at < value.length;) {
    const len = value[at + 1];
    if (len === undefined || len < 2 || at + len > value.length) return [];
    out.push({ vendor, type: value[at]!, value: value.subarray(at + 2, at + len) });
    at += len;
  }
  return out;
}

/** The packet's header and attributes; null when malformed. */
export function decode(packet: Buffer): Decoded | null {
  if (packet.length < 20) return null;
  const length = packet.readUInt16BE(2);
  if (length < 20 || length > packet.length) return null;
  const attributes: Decoded['attributes'] = [];
  const vendor: Decoded['vendor'] = [];
  for (let at = 20; at < length;) {
    if (at + 2 > length) return null;
    const type = packet[at]!;
    const len = packet[at + 1]!;
    if (len < 2 || at + len > length) return null;
    const value = packet.subarray(at + 2, at + len);
    attributes.push({ type, name: NAMES.get(type) ?? null, value });
    if (type === VENDOR_SPECIFIC) vendor.push(...vendorAttributes(value));
    at += len;
  }
  return { code: packet[0]!, identifier: packet[1]!, authenticator: packet.subarray(4, 20), attributes, vendor };
}

/** An attribute's value as text or number (the first of its type); undefined when absent. */
export function attribute(d: Decoded, name: AttrName): string | number | undefined {
  const a = d.attributes.find((x) => x.type === ATTR[name]);
  if (!a) return undefined;
  if (INTEGER.has(a.type) && a.value.length === 4) return a.value.readUInt32BE(0);
  if (ADDRESS.has(a.type) && a.value.length === 4) return [...a.value].join('.');
  return a.value.toString('utf8');
}

const eq = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Verifies a request's Request Authenticator and, when present, its Message-Authenticator (NAS side). */
export function verifyRequest(packet: Buffer, secret: string): boolean {
  const d = decode(packet);
  if (!d) return false;
  const length = packet.readUInt16BE(2);
  const copy = Buffer.from(packet.subarray(0, length));
  copy.fill(0, 4, 20);
  if (!eq(md5(copy, Buffer.from(secret, 'utf8')), packet.subarray(4, 20))) return false;
  return verifyMessageAuthenticator(copy, secret);
}

/** The Message-Authenticator of `packet` (its authenticator field as the HMAC expects) matches, or is absent. */
function verifyMessageAuthenticator(packet: Buffer, secret: string): boolean {
  for (let at = 20; at + 2 <= packet.length; at += packet[at + 1]!) {
    if (packet[at + 1]! < 2) return false;
    if (packet[at] !== ATTR['Message-Authenticator']) continue;
    if (packet[at + 1] !== 18) return false;
    const sent = Buffer.from(packet.subarray(at + 2, at + 18));
    const copy = Buffer.from(packet);
    copy.fill(0, at + 2, at + 18);
    return eq(createHmac('md5', secret).update(copy).digest(), sent);
  }
  return true;
}

/** A NAS's answer (ACK or NAK) to `request`, signed (NAS side; the stand-in). */
export function encodeResponse(
  request: Buffer,
  code: 'Disconnect-ACK' | 'Disconnect-NAK' | 'CoA-ACK' | 'CoA-NAK',
  attributes: readonly [AttrName, Value][],
  secret: string,
): Buffer {
  const attrs: Buffer[] = [Buffer.from([ATTR['Message-Authenticator'], 18]), Buffer.alloc(16)];
  for (const [name, value] of attributes) {
    const v = encodeValue(ATTR[name], value);
    attrs.push(Buffer.from([ATTR[name], v.length + 2]), v);
  }
  const body = Buffer.concat(attrs);
  const packet = Buffer.alloc(20 + body.length);
  packet[0] = CODES[code];
  packet[1] = request[1]!;
  packet.writeUInt16BE(packet.length, 2);
  request.copy(packet, 4, 4, 20);
  body.copy(packet, 20);
  createHmac('md5', secret).update(packet).digest().copy(packet, 22);
  md5(packet, Buffer.from(secret, 'utf8')).copy(packet, 4);
  return packet;
}

/** The answer belongs to `request` and is signed with the secret (portal side). */
export function verifyResponse(response: Buffer, request: Buffer, secret: string): boolean {
  const d = decode(response);
  if (!d || d.identifier !== request[1]) return false;
  const length = response.readUInt16BE(2);
  const copy = Buffer.from(response.subarray(0, length));
  request.copy(copy, 4, 4, 20);
  if (!eq(md5(copy, Buffer.from(secret, 'utf8')), response.subarray(4, 20))) return false;
  return verifyMessageAuthenticator(copy, secret);
}
