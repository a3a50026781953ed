// The pure parts of a hotspot login (no database): refusal texts and start-page slots, the CHAP check,
// the MAC inside Called-/Calling-Station-Id, login times, the effective device state and the reply
// limits (Session-Timeout, Idle-Timeout, bandwidth, volume) of an accepted login.
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseMac } from '../../../src/domain/network';
import { WEEKDAY_FIELDS, type TemplateSlot } from '../../../src/domain/enums';
import { deviceActiveAt } from '../../../src/domain/hotspotDevice';
import { dayOf, minutesOf, weekdayHours, type LoginTimePeriodsValue } from '../../../src/domain/loginTimePeriods';
import { INTERIM_INTERVAL_S } from '../../../src/domain/session';

export type LoginRefusal =
  | 'UNKNOWN'
  | 'INACTIVE'
  | 'INVALID'
  | 'EXPIRED'
  | 'LIMIT'
  | 'DEVICE_BOUND'
  | 'DEVICE_INACTIVE'
  | 'OUTSIDE_LOGIN_TIMES'
  | 'LICENCE_FULL'
  | 'COOLDOWN'
  /** The login template is not offered (inactive, not this device's, its type or plugin not available). */
  | 'NOT_OFFERED'
  /** The login type needs the client's MAC and the hotspot did not name it. */
  | 'NO_CLIENT';

/** Reply-Message of an Access-Reject (English: devices show it as it is). */
export const REFUSAL_MESSAGES: Record<LoginRefusal, string> = {
  UNKNOWN: 'Unknown code or account',
  INACTIVE: 'Code deactivated',
  INVALID: 'Account invalidated',
  EXPIRED: 'Code expired',
  LIMIT: 'Too many devices for this code',
  DEVICE_BOUND: 'Code is bound to another device',
  DEVICE_INACTIVE: 'Hotspot inactive',
  OUTSIDE_LOGIN_TIMES: 'Login not possible at this time',
  LICENCE_FULL: 'Concurrent user limit reached',
  COOLDOWN: 'Please wait before logging in again',
  NOT_OFFERED: 'This login is not available here',
  NO_CLIENT: 'The hotspot did not identify the device',
};

/** The start-page slot (template) the guest page shows for a refusal. */
export const REFUSAL_SLOTS: Record<LoginRefusal, TemplateSlot> = {
  UNKNOWN: 'VoucherCheckFail',
  INACTIVE: 'VoucherCheckFail',
  INVALID: 'VoucherCheckFail',
  EXPIRED: 'VoucherCheckFail',
  LIMIT: 'VoucherCheckFail',
  DEVICE_BOUND: 'VoucherCheckFail',
  DEVICE_INACTIVE: 'LoginDisabled',
  OUTSIDE_LOGIN_TIMES: 'LoginDisabled',
  LICENCE_FULL: 'ConcurrentUserLimit',
  COOLDOWN: 'Cooldown',
  NOT_OFFERED: 'LoginDisabled',
  NO_CLIENT: 'Error',
};

/** The limits an Access-Accept carries. */
export interface LoginReply {
  /** Seconds; null: no limit. */
  sessionTimeout: number | null;
  /** Seconds; null: none. */
  idleTimeout: number | null;
  /** bit/s; null: none. */
  bandwidthDown: number | null;
  bandwidthUp: number | null;
  /** Bytes in and out together; null: none. */
  maxOctets: number | null;
  /** Acct-Interim-Interval in seconds. */
  interimInterval: number;
  /**
   * The User-Name the device is to use in accounting (RFC 2865 §5.1), when the login came with
   * another: an app token (`T-…`) logs in as its page account `G-<id>`.
   */
  userName?: string;
  /** The VLAN of a room login (REOS, docs/reos.md): RFC 3580 tunnel attributes in the Access-Accept. */
  vlan?: number;
}

/**
 * The MAC of a Called-Station-Id / Calling-Station-Id in normal form: any delimiter, optionally
 * followed by ":SSID" ("AA-BB-CC-DD-EE-FF:Guest WiFi"). null when no MAC can be read.
 */
export function stationMac(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const whole = parseMac(v);
  if (whole) return whole;
  // "<mac>:<ssid>": the MAC is the part before the first ':' that follows a MAC-shaped prefix.
  for (const len of [17, 14, 12]) {
    if (v.length > len && v[len] === ':') {
      const mac = parseMac(v.slice(0, len));
      if (mac) return mac;
    }
  }
  return null;
}

/** CHAP (RFC 1994): response = MD5(id ‖ password ‖ challenge). */
export function chapResponse(id: number, password: string, challenge: Buffer): Buffer {
  return createHash('md5')
    .update(Buffer.from([id & 0xff]))
    .update(Buffer.from(password, 'utf8'))
    .update(challenge)
    .digest();
}

export function chapMatches(id: number, password: string, challenge: Buffer, response: Buffer): boolean {
  const expected = chapResponse(id, password, challenge);
  return response.length === expected.length && timingSafeEqual(response, expected);
}

/** The device's stored switch and active period (both ends inclusive) at `now`: the portal's one rule. */
export const effectiveActive = deviceActiveAt;

/** One formatter per zone (making one costs some 100 µs; a login with login times asks each time). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = wallClockFormats.get(timeZone);
  if (!f) {
    // Throws for an unknown zone: nothing is kept for it.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (wallClockFormats.size >= 1000) wallClockFormats.clear();
    wallClockFormats.set(timeZone, f);
  }
  return f;
}

/** Wall-clock date ('YYYY-MM-DD'), weekday and minutes of `now` in `timeZone` (UTC when unknown). */
export function wallClock(now: Date, timeZone: string | null | undefined) {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = wallClockFormat(timeZone || 'UTC').formatToParts(now);
  } catch {
    return wallClock(now, 'UTC');
  }
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: get('weekday').toLowerCase() as (typeof WEEKDAY_FIELDS)[number],
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const inTimes = (times: readonly { startTime: string; endTime: string }[], minutes: number) =>
  times.some((t) => {
    const s = minutesOf(t.startTime);
    const e = minutesOf(t.endTime);
    return s !== null && e !== null && minutes >= s && minutes < e;
  });

/**
 * Whether logins are allowed at `now` (docs/decisions.md "Hotspot network"): no periods: always;
 * a special date covering today decides alone (its times, none: closed all day); otherwise the
 * weekday's own entry, else the 'unspecified' one, else closed.
 */
export function insideLoginTimes(
  periods: LoginTimePeriodsValue | null | undefined,
  now: Date,
  timeZone: string | null | undefined,
): boolean {
  if (!periods) return true;
  const weekdays = periods.weekdays ?? [];
  const special = periods.specialDates ?? [];
  if (!weekdays.length && !special.length) return true;
  const w = wallClock(now, timeZone);
  const today = special.find((p) => {
    const from = dayOf(p.startDate);
    const to = dayOf(p.endDate);
    return from !== null && to !== null && from <= w.day && w.day <= to;
  });
  if (today) return inTimes(today.times ?? [], w.minutes);
  return inTimes(weekdayHours(weekdays)[w.weekday] ?? [], w.minutes);
}

/** The account profile the reply is computed from (an account template's columns). */
export interface AccountProfile {
  idleTimeout: number | null;
  maxBandwidthDown: number | null;
  maxBandwidthUp: number | null;
  maxSurftime: number | null;
  maxVolume: number | null;
}

/**
 * The reply of an accepted login. `expiries`: every moment the access ends (code, account, profile);
 * `usedSeconds`: session time the account already used (against maxSurftime minutes).
 * Session-Timeout is null when nothing limits it, and at least 1 s otherwise (see remainingSeconds).
 */
export function computeReply(
  profile: AccountProfile | null,
  expiries: readonly (Date | null | undefined)[],
  usedSeconds: number,
  now: Date,
  /** Bytes the account used so far: the volume left goes into the reply. */
  usedOctets = 0,
): LoginReply {
  const positive = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : null);
  const remaining = remainingSeconds(profile, expiries, usedSeconds, now);
  const maxVolume = positive(profile?.maxVolume);
  const down = positive(profile?.maxBandwidthDown);
  const up = positive(profile?.maxBandwidthUp);
  const idle = positive(profile?.idleTimeout);
  return {
    sessionTimeout: remaining === null ? null : Math.max(1, remaining),
    idleTimeout: idle === null ? null : idle * 60,
    bandwidthDown: down === null ? null : down * 1000,
    bandwidthUp: up === null ? null : up * 1000,
    maxOctets: maxVolume === null ? null : Math.max(1, maxVolume * 1024 * 1024 - Math.max(0, usedOctets)),
    interimInterval: INTERIM_INTERVAL_S,
  };
}

/** Seconds of access left (earliest expiry, surf time left); null: unlimited; ≤ 0: nothing left. */
export function remainingSeconds(
  profile: AccountProfile | null,
  expiries: readonly (Date | null | undefined)[],
  usedSeconds: number,
  now: Date,
): number | null {
  let left: number | null = null;
  for (const e of expiries) {
    if (!e) continue;
    const s = Math.floor((e.getTime() - now.getTime()) / 1000);
    left = left === null ? s : Math.min(left, s);
  }
  const surf = profile?.maxSurftime;
  if (typeof surf === 'number' && surf > 0) {
    const s = surf * 60 - Math.max(0, usedSeconds);
    left = left === null ? s : Math.min(left, s);
  }
  return left;
}
