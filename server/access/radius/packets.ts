// RADIUS packet helpers around the `radius` package: our vendor dictionaries (those the device
// families need, families.ts), constant-time checks of the Message-Authenticator (RFC 3579) and of the
// Accounting-Request authenticator (RFC 2866) straight on the received bytes, and the reply
// attributes of a login in its device's family.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import radius from 'radius';
import type { LoginReply } from '../hotspot-login';
import { FAMILY_DICTIONARIES, limitAttributes, type Attr, type Limits } from './families';

const lib = radius as typeof radius & {
  load_dictionaries(): void;
  load_dictionary(file: string): void;
  encode_attributes(packet: Buffer, attributes: unknown[], vendor: number): number;
};

let loaded = false;
/** Loads the package's RFC dictionaries and ours (idempotent). */
export function loadDictionaries(): void {
  if (loaded) return;
  lib.load_dictionaries();
  for (const name of FAMILY_DICTIONARIES) {
    lib.load_dictionary(fileURLToPath(new URL(`./dictionaries/${name}`, import.meta.url)));
  }
  loaded = true;
}

const MESSAGE_AUTHENTICATOR = 80;
const HEADER = 20;

/** Offset of the Message-Authenticator value in the packet; -1: none (or malformed attributes). */
export function messageAuthenticatorOffset(packet: Buffer): number {
  const length = Math.min(packet.length, packet.readUInt16BE(2));
  let offset = HEADER;
  while (offset + 2 <= length) {
    const type = packet[offset]!;
    const len = packet[offset + 1]!;
    if (len < 2 || offset + len > length) return -1;
    if (type === MESSAGE_AUTHENTICATOR) return len === 18 ? offset + 2 : -1;
    offset += len;
  }
  return -1;
}

/** HMAC-MD5 over the request with the Message-Authenticator zeroed equals the one sent. */
export function verifyMessageAuthenticator(packet: Buffer, secret: string): boolean {
  const at = messageAuthenticatorOffset(packet);
  if (at < 0) return false;
  const length = packet.readUInt16BE(2);
  const copy = Buffer.from(packet.subarray(0, length));
  const sent = Buffer.from(copy.subarray(at, at + 16));
  copy.fill(0, at, at + 16);
  const expected = createHmac('md5', secret).update(copy).digest();
  return timingSafeEqual(sent, expected);
}

/** Accounting-Request authenticator: MD5(code ‖ id ‖ length ‖ 16 zero octets ‖ attributes ‖ secret). */
export function verifyAccountingAuthenticator(packet: Buffer, secret: string): boolean {
  const length = packet.readUInt16BE(2);
  if (length < HEADER || length > packet.length) return false;
  const copy = Buffer.from(packet.subarray(0, length));
  const sent = Buffer.from(copy.subarray(4, 20));
  copy.fill(0, 4, 20);
  const expected = createHash('md5').update(copy).update(Buffer.from(secret, 'utf8')).digest();
  return timingSafeEqual(sent, expected);
}

/** Text attributes a lookup or a row uses: a control character in one makes the packet invalid. */
const TEXT_ATTRIBUTES: Record<number, string> = {
  1: 'User-Name',
  30: 'Called-Station-Id',
  31: 'Calling-Station-Id',
  32: 'NAS-Identifier',
  44: 'Acct-Session-Id',
};
const EAP_MESSAGE = 79;
const USER_PASSWORD = 2;
const CHAP_PASSWORD = 3;

export interface Scanned {
  /** The attributes' lengths add up (RFC 2865 §3, §5). */
  wellFormed: boolean;
  nasId: string | null;
  calledStation: string | null;
  /** Offset of the Message-Authenticator value; -1: none. */
  messageAuthenticator: number;
  hasPassword: boolean;
  hasEap: boolean;
  /** The first text attribute with a control character (NUL, CR, …), or null. */
  controlIn: string | null;
}

/**
 * What the server needs of a packet before it knows the secret, read straight from the bytes (no
 * dictionary decoding): the device's names, the Message-Authenticator, whether a password or EAP is
 * present and whether a text attribute carries a control character.
 */
export function scan(packet: Buffer): Scanned {
  const out: Scanned = {
    wellFormed: false,
    nasId: null,
    calledStation: null,
    messageAuthenticator: -1,
    hasPassword: false,
    hasEap: false,
    controlIn: null,
  };
  if (packet.length < HEADER) return out;
  const length = packet.readUInt16BE(2);
  if (length < HEADER || length > packet.length || length > 4096) return out;
  let offset = HEADER;
  while (offset < length) {
    if (offset + 2 > length) return out;
    const type = packet[offset]!;
    const len = packet[offset + 1]!;
    if (len < 2 || offset + len > length) return out;
    const value = packet.subarray(offset + 2, offset + len);
    if (type === MESSAGE_AUTHENTICATOR) {
      if (len !== 18) return out;
      out.messageAuthenticator = offset + 2;
    } else if (type === USER_PASSWORD || type === CHAP_PASSWORD) out.hasPassword = true;
    else if (type === EAP_MESSAGE) out.hasEap = true;
    const name = TEXT_ATTRIBUTES[type];
    if (name) {
      if (out.controlIn === null && value.some((b) => b < 0x20 || b === 0x7f)) out.controlIn = name;
      else if (type === 32 && out.nasId === null) out.nasId = value.toString('utf8');
      else if (type === 30 && out.calledStation === null) out.calledStation = value.toString('utf8');
    }
    offset += len;
  }
  out.wellFormed = true;
  return out;
}

/**
 * A reply whose Message-Authenticator is its FIRST attribute (BlastRADIUS guidance, RFC 3579 §3.2):
 * encoded by the package with a zeroed one in front, then the HMAC-MD5 over the reply with the
 * request's authenticator, then the Response Authenticator over the result. Proxy-State attributes
 * of the request are echoed last (RFC 2865 §5.33).
 */
export function encodeReply(
  request: { identifier: number; authenticator: Buffer; raw_attributes: [number, Buffer][] },
  code: string,
  secret: string,
  attributes: Attr[],
): Buffer {
  const proxyStates = request.raw_attributes.filter((a) => a[0] === 33);
  const packet: Buffer = lib.encode({
    code,
    identifier: request.identifier,
    authenticator: request.authenticator,
    attributes: [['Message-Authenticator', Buffer.alloc(16)], ...attributes, ...proxyStates] as never,
    secret,
    add_message_authenticator: false,
  } as never) as unknown as Buffer;
  request.authenticator.copy(packet, 4);
  createHmac('md5', secret)
    .update(packet)
    .digest()
    .copy(packet, HEADER + 2);
  createHash('md5').update(packet).update(Buffer.from(secret, 'utf8')).digest().copy(packet, 4);
  return packet;
}

/** The Access-Accept attributes of a login (docs/radius.md): the limits in its device's family (families.ts). */
export function replyAttributes(reply: LoginReply, deviceType: string): Attr[] {
  const attrs: Attr[] = [['Acct-Interim-Interval', reply.interimInterval]];
  if (reply.userName) attrs.push(['User-Name', reply.userName]);
  attrs.push(...limitAttributes(deviceType, reply, 'accept'));
  attrs.push(...vlanAttributes(reply.vlan));
  return attrs;
}

/**
 * A room's VLAN (REOS, docs/reos.md) as RFC 3580 §3.31 has it, the same for every device family:
 * Tunnel-Type VLAN (13) and Tunnel-Medium-Type IEEE-802 (6) with tag 0, Tunnel-Private-Group-Id the
 * VLAN id as text (untagged: its first character is a digit, above 0x1F). None without a VLAN.
 */
export function vlanAttributes(vlan: number | undefined): Attr[] {
  if (vlan === undefined || !Number.isInteger(vlan) || vlan < 1 || vlan > 4094) return [];
  return [
    ['Tunnel-Type', 0, 13] as unknown as Attr,
    ['Tunnel-Medium-Type', 0, 6] as unknown as Attr,
    ['Tunnel-Private-Group-Id', String(vlan)],
  ];
}

/** The encoded attributes (bytes) of a CoA-Request that changes a running session's limits to `limits`. */
export function changeAttributes(deviceType: string, limits: Limits): Buffer {
  loadDictionaries();
  const buffer = Buffer.alloc(4096);
  const length = lib.encode_attributes(buffer, limitAttributes(deviceType, limits, 'coa'), -1);
  return Buffer.from(buffer.subarray(0, length));
}

export { lib as radius };
