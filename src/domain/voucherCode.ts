/**
 * WiFi codes (vouchers): normalisation, generation, validation (seed 001 §3: code is the voucher code
 * uppercased and reduced to alphanumerics; voucherCode keeps the original text).
 *
 * Decisions:
 *  - normalizeCode keeps ASCII letters and digits only, then uppercases. Non-ASCII letters ('ä', 'ß',
 *    'é') are DROPPED, not transliterated: generated codes are pure ASCII, and transliteration rules
 *    differ (ä → A or AE?). Dropping happens before uppercasing so 'ß' never becomes 'SS'.
 *  - The create-form validator `voucherCode` rejects characters that normalisation would drop
 *    silently: a custom code may hold ASCII letters, digits, spaces and - _ . / only, and must keep
 *    4 to 32 characters after normalisation. Codes typed at login are normalised leniently.
 *  - CODE_ALPHABET avoids characters people confuse when reading a printed code or typing it on a
 *    phone: 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V are all left out. 22 symbols remain; 8 of them give
 *    22^8 ≈ 5.5e10 codes (~35.6 bits). The server must rate-limit code logins anyway.
 *  - MAX_BATCH_AMOUNT = 10000 codes per batch (the bulk budget of docs/architecture.md).
 */

import {
  dynamicExpires,
  integer,
  invalid,
  isEmpty,
  maxLength,
  maxValue,
  minValue,
  required,
  futureDate,
} from './validation';
import type { Validator } from './validation';

/** 22 unambiguous symbols: no 0 O Q, 1 I L, 2 Z, 5 S, 8 B, U V. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPRTWXY34679';
export const AMBIGUOUS_CHARACTERS = '0OQ1IL2Z5S8BUV';
export const CODE_LENGTH = 8;
export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 32;
export const MAX_BATCH_AMOUNT = 10_000;

/** Uppercase ASCII alphanumerics of the code: ' ab-12 cd ' → 'AB12CD'; 'Käse' → 'KSE'. */
export function normalizeCode(code: string): string {
  return typeof code === 'string' ? code.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : '';
}

/** A code (as typed or stored) whose normal form has 4 to 32 characters. */
export function isValidCode(code: string): boolean {
  const n = normalizeCode(code);
  return n.length >= CODE_MIN_LENGTH && n.length <= CODE_MAX_LENGTH;
}

/**
 * One random code of `length` symbols of CODE_ALPHABET. `randomInt(n)` must return an integer in [0, n)
 * (use secureRandomInt on the server); anything else throws RangeError.
 */
export function generateCode(randomInt: (maxExclusive: number) => number, length: number = CODE_LENGTH): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`generateCode: invalid length ${length}`);
  const n = CODE_ALPHABET.length;
  let out = '';
  for (let i = 0; i < length; i++) {
    const r = randomInt(n);
    if (!Number.isInteger(r) || r < 0 || r >= n) throw new RangeError(`generateCode: randomInt(${n}) returned ${r}`);
    out += CODE_ALPHABET[r];
  }
  return out;
}

/**
 * `amount` distinct codes, none of them in `existing` (normalised codes already used by the customer).
 * `existing` is not modified. Throws RangeError when amount is not an integer in 0..MAX_BATCH_AMOUNT,
 * or when the random source keeps producing duplicates (e.g. a constant randomInt).
 */
export function generateCodes(
  amount: number,
  randomInt: (maxExclusive: number) => number,
  existing?: ReadonlySet<string>,
  length: number = CODE_LENGTH,
): string[] {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_BATCH_AMOUNT) {
    throw new RangeError(`generateCodes: amount must be an integer from 0 to ${MAX_BATCH_AMOUNT}`);
  }
  const seen = new Set<string>();
  const codes: string[] = [];
  const maxAttempts = amount * 20 + 100;
  for (let attempts = 0; codes.length < amount; attempts++) {
    if (attempts >= maxAttempts) throw new RangeError('generateCodes: could not generate enough distinct codes');
    const code = generateCode(randomInt, length);
    if (seen.has(code) || existing?.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  return codes;
}

/**
 * Cryptographically secure integer in [0, maxExclusive) from Web Crypto (browser and Node ≥ 19),
 * without modulo bias (rejection sampling).
 */
export function secureRandomInt(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
    throw new RangeError(`secureRandomInt: invalid bound ${maxExclusive}`);
  }
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    if (buf[0]! < limit) return buf[0]! % maxExclusive;
  }
}

/**
 * Create-form validator for a custom code: only ASCII letters, digits, spaces and - _ . / and a normal
 * form of 4 to 32 characters. Message `forms.validationMessages.voucherCode` with {min, max}.
 */
export const voucherCode: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const ok = typeof value === 'string' && /^[A-Za-z0-9 ._/-]+$/.test(value) && isValidCode(value);
  return ok ? undefined : invalid('voucherCode', { min: CODE_MIN_LENGTH, max: CODE_MAX_LENGTH });
};

/** Longest description of a WiFi code. */
export const VOUCHER_DESCRIPTION_MAX = 500;
/** Most devices one code may serve at once (0 = no limit). */
export const VOUCHER_SIMULTANEOUS_MAX = 1000;

/** The field rules of a WiFi code: the portal's forms and the server check with the same list. */
export const VOUCHER_RULES = {
  description: [maxLength(VOUCHER_DESCRIPTION_MAX)],
  simultaneousUse: [integer, minValue(0), maxValue(VOUCHER_SIMULTANEOUS_MAX)],
  used: [integer, minValue(0)],
  amount: [required, integer, minValue(1), maxValue(MAX_BATCH_AMOUNT)],
  /** An expiry lies ahead: a code that has expired already is of no use to anyone. */
  expires: [futureDate()],
  /** Expiry formula applied at the first login (RADIUS): 'eod', '1d', … */
  dynamicExpires: [dynamicExpires],
} as const satisfies Record<string, readonly Validator[]>;

/**
 * Whether a code can be used now: valid, and its expiry (inclusive) not yet passed. The `valid`
 * flag alone says nothing about the expiry, so an expired code must not show as valid.
 */
export function isVoucherValidNow(
  voucher: { valid?: boolean | null; expires?: string | Date | null },
  now: number = Date.now(),
): boolean {
  if (!voucher.valid) return false;
  if (!voucher.expires) return true;
  const t = new Date(voucher.expires).getTime();
  return Number.isNaN(t) || t >= now;
}

/** Whether a code's expiry has passed (inclusive: a code works through its expiry moment). */
export function isVoucherExpired(voucher: { expires?: string | Date | null }, now: number = Date.now()): boolean {
  if (!voucher.expires) return false;
  const t = new Date(voucher.expires).getTime();
  return !Number.isNaN(t) && t < now;
}
