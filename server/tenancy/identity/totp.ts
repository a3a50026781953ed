// TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: HMAC-SHA-1, 6 digits, 30-second steps, one
// step of clock drift either way: what every authenticator app reads from an otpauth:// URI
// (docs/decisions.md D258). Base32 (RFC 4648) for the secret as apps show and take it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_S = 30;
/** Steps accepted either side of the current one (clock drift, the time to type). */
export const TOTP_DRIFT_STEPS = 1;
/** 160 bits, the length RFC 4226 recommends for SHA-1. */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 as people type it: case, spaces and padding ignored; null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of clean) {
    const i = BASE32.indexOf(c);
    if (i < 0) return null;
    value = ((value << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226 §5.3): HMAC over the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (ms since the epoch). */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_S);

/** The code of the step of `nowMs` (RFC 6238 §4). */
export const totp = (key: Uint8Array, nowMs: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string =>
  hotp(key, totpStep(nowMs), digits, algorithm);

/**
 * The step whose code `code` is, within ±TOTP_DRIFT_STEPS of `nowMs`; null when it is none of them.
 * Every candidate is compared in constant time.
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const now = totpStep(nowMs);
  let found: number | null = null;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

export const newTotpSecret = (): Buffer => randomBytes(TOTP_SECRET_BYTES);

/** The otpauth:// URI of Google Authenticator's key-URI format, which every authenticator app reads. */
export function otpauthUri(secret: Uint8Array, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
