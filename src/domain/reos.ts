// The pure rules of the room logins REOS_LOGIN and REOS_FRIEND_LOGIN (docs/reos.md): what a room
// number, a surname and a friend code may be, how many attempts a room gets, and which VLAN of the
// plugin's range a new stay takes. No database, no network: the server and the tests share them.
import { VLAN_MAX, VLAN_MIN } from './plugins';

/** Longest room number typed ("1204", "A-12", "Suite 3"). */
export const ROOM_MAX = 16;
/** Longest surname typed. */
export const SURNAME_MAX = 80;
/** Digits of the friend code the room's guest sees (ReosDeviceAdministration). */
export const FRIEND_CODE_DIGITS = 6;
/** Room logins (surname) and friend logins (code) one room may try an hour, each (failed or not). */
export const REOS_ATTEMPTS_PER_ROOM_PER_HOUR = 10;

export type RoomProblem = 'roomRequired' | 'roomInvalid';
export type SurnameProblem = 'surnameRequired' | 'surnameInvalid';

/**
 * A room number as typed, in normal form: trimmed, inner blanks to one, upper case; letters, digits,
 * blank, '-', '/' and '.'; at most ROOM_MAX characters.
 */
export function normalizeRoom(input: unknown): { ok: true; room: string } | { ok: false; problem: RoomProblem } {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, problem: 'roomRequired' };
  const room = input.trim().replace(/\s+/g, ' ').toUpperCase();
  if (room.length > ROOM_MAX || !/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(room))
    return { ok: false, problem: 'roomInvalid' };
  return { ok: true, room };
}

/** A surname as typed: trimmed, inner blanks to one, NFC; letters, marks, blank, '-', ''', '.'. */
export function normalizeSurname(
  input: unknown,
): { ok: true; surname: string } | { ok: false; problem: SurnameProblem } {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, problem: 'surnameRequired' };
  const surname = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (surname.length > SURNAME_MAX || !/^[\p{L}][\p{L}\p{M} .'’-]*$/u.test(surname))
    return { ok: false, problem: 'surnameInvalid' };
  return { ok: true, surname };
}

/** A friend code as typed: its digits (blanks and dashes dropped); null when it cannot be one. */
export function normalizeFriendCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${FRIEND_CODE_DIGITS}}$`).test(code) ? code : null;
}

/** A new friend code from random bytes (uniform over the 10^6 codes: rejection of the top values). */
export function friendCodeFrom(random: (bytes: number) => Uint8Array): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    const b = random(4);
    const n = ((b[0]! << 24) >>> 0) + (b[1]! << 16) + (b[2]! << 8) + b[3]!;
    if (n < limit) return String(n % 10 ** FRIEND_CODE_DIGITS).padStart(FRIEND_CODE_DIGITS, '0');
  }
}

/** The plugin's VLAN range, when it is a usable one (both set, within 1–4094, min ≤ max); else null. */
export function vlanRangeOf(minVlanId: unknown, maxVlanId: unknown): { min: number; max: number } | null {
  const min = Number(minVlanId);
  const max = Number(maxVlanId);
  if (minVlanId === null || minVlanId === undefined || maxVlanId === null || maxVlanId === undefined) return null;
  if (!Number.isInteger(min) || !Number.isInteger(max)) return null;
  if (min < VLAN_MIN || max > VLAN_MAX || min > max) return null;
  return { min, max };
}

/** The lowest VLAN of the range no current stay holds; null: the range is used up. */
export function freeVlan(range: { min: number; max: number }, taken: Iterable<number>): number | null {
  const used = new Set(taken);
  for (let v = range.min; v <= range.max; v++) if (!used.has(v)) return v;
  return null;
}

/**
 * Session-Timeout of a room login: the login's own (null: none) but never past check-out; at least
 * 1 s. null when neither limits it. A check-out already past is no login (the caller refuses).
 */
export function roomSessionTimeout(own: number | null, checkOut: Date, now: Date): number {
  const left = Math.max(1, Math.floor((checkOut.getTime() - now.getTime()) / 1000));
  return own === null ? left : Math.min(own, left);
}
