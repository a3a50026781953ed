/**
 * Dynamic expiry formulas (seed 000 §5, seed 001 §3): a chain of operations applied in order.
 *
 * Grammar (decisions, the specification gives only examples):
 *
 *   expr   := ws? op (ws? op)* ws?            operations may be separated by whitespace, or not at all
 *   op     := add | endOf
 *   add    := [+-]? digits ws? unit           '1d', '-3hours', '2 hours', '+15 min'
 *   endOf  := 'eo' ws? unit                   'eod', 'eow', 'eoM', 'eo day', 'eomonth'
 *   digits := 1 to 6 decimal digits           integers only: '1.5h' is invalid
 *   unit   := abbreviation | spelt-out
 *
 *   abbreviations (CASE-SENSITIVE): m = minutes, h = hours, d = days, w = weeks, M = months, y = years
 *   spelt-out (case-insensitive, singular or plural): minute(s), min(s), hour(s), day(s), week(s),
 *   month(s), year(s). English only.
 *
 *   'eom' is therefore end of MINUTE and 'eoM' end of MONTH. 'eow-1w' (no space) is 'eow' then '-1w';
 *   'eod4h' is 'eod' then '4h'. Longest unit wins: '1month' is one month, never '1m' + 'onth'.
 *   At most 20 operations and 200 characters. The empty string is not a formula (parse returns null).
 *
 * Semantics of applyDynamicExpires(expr, from, timeZone?):
 *
 *   - minutes and hours are ELAPSED time (added to the instant, DST-independent) as long as no end-of-unit
 *     came before them: '4h' gives a guest four hours, whatever the clock does that night;
 *   - after an end-of-unit the chain is anchored to the wall clock, and minutes and hours move the
 *     wall clock: 'eod 4h' is "4 o'clock next morning" (03:59:59.999 local) on every night of the
 *     year. On the spring night (Europe/Berlin, last Sunday of March: 02:00 → 03:00) that is 01:59:59.999
 *     UTC, only three elapsed hours after midnight; on the autumn night (03:00 → 02:00) it is
 *     02:59:59.999 UTC, five elapsed hours after midnight. 'eod 2h30m' on the spring night falls into the
 *     gap and moves forward by it (03:29:59.999 CEST);
 *   - days, weeks, months and years are calendar arithmetic on the wall clock of the time zone
 *     (UTC when no time zone is given); months and years clamp the day of month
 *     (31 Jan + 1M = 28/29 Feb, 29 Feb + 1y = 28 Feb);
 *   - end of unit = the last millisecond of that minute / hour / day / ISO week (Monday start, so
 *     Sunday 23:59:59.999) / month / year, on the wall clock of the time zone;
 *   - a wall-clock time that does not exist (DST gap) moves forward by the gap; an ambiguous one
 *     (DST overlap) takes the earlier instant (the behaviour of Temporal's 'compatible').
 *
 * Presets: 'eod' end of day; 'eod 4h' = 03:59:59.999 of the next day ("next day 4 o'clock", one
 * millisecond before 04:00 because end of day is the last millisecond); '1d' 24 hours after the first
 * login; '-1d' last 24 hours; '-1w' last week; 'eow-1w' end of the previous week, i.e. the last
 * millisecond before the current week started.
 */

export const DYNAMIC_EXPIRES_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;
export type DynamicExpiresUnit = (typeof DYNAMIC_EXPIRES_UNITS)[number];

export type DynamicExpiresOp =
  { kind: 'add'; amount: number; unit: DynamicExpiresUnit } | { kind: 'endOf'; unit: DynamicExpiresUnit };
/** Short alias used by the contract. */
export type Op = DynamicExpiresOp;

/** Canonical abbreviation of each unit. */
export const DYNAMIC_EXPIRES_ABBREVIATIONS: Readonly<Record<DynamicExpiresUnit, string>> = {
  minutes: 'm',
  hours: 'h',
  days: 'd',
  weeks: 'w',
  months: 'M',
  years: 'y',
};

export const DYNAMIC_EXPIRES_PRESETS = [
  { value: 'eod', key: 'endOfDay' },
  { value: 'eod 4h', key: 'nextDay4am' },
  { value: '1d', key: '24hAfterFirstLogin' },
  { value: '-1d', key: 'last24Hours' },
  { value: '-1w', key: 'lastWeek' },
  { value: 'eow-1w', key: 'startOfCurrentWeek' },
] as const;
export type DynamicExpiresPreset = (typeof DYNAMIC_EXPIRES_PRESETS)[number];

export const DYNAMIC_EXPIRES_MAX_LENGTH = 200;
export const DYNAMIC_EXPIRES_MAX_OPS = 20;

const SPELT: ReadonlyArray<readonly [string, DynamicExpiresUnit]> = (
  [
    ['minutes', 'minutes'],
    ['minute', 'minutes'],
    ['mins', 'minutes'],
    ['min', 'minutes'],
    ['hours', 'hours'],
    ['hour', 'hours'],
    ['days', 'days'],
    ['day', 'days'],
    ['weeks', 'weeks'],
    ['week', 'weeks'],
    ['months', 'months'],
    ['month', 'months'],
    ['years', 'years'],
    ['year', 'years'],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length); // longest first

const ABBREVIATIONS: Readonly<Record<string, DynamicExpiresUnit>> = {
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  M: 'months',
  y: 'years',
};

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/** Reads a unit at `pos`; returns the unit and the position after it, or null. */
function readUnit(expr: string, pos: number): [DynamicExpiresUnit, number] | null {
  const rest = expr.slice(pos);
  const lower = rest.toLowerCase();
  for (const [word, unit] of SPELT) {
    if (lower.startsWith(word)) return [unit, pos + word.length];
  }
  const abbr = ABBREVIATIONS[rest.charAt(0)];
  return abbr ? [abbr, pos + 1] : null;
}

function skipSpaces(expr: string, pos: number): number {
  while (isSpace(expr[pos])) pos++;
  return pos;
}

/** Parses a formula into its operations; null when it is not a valid formula. */
export function parseDynamicExpires(expr: string): DynamicExpiresOp[] | null {
  if (typeof expr !== 'string' || expr.length > DYNAMIC_EXPIRES_MAX_LENGTH) return null;
  const ops: DynamicExpiresOp[] = [];
  let pos = skipSpaces(expr, 0);
  while (pos < expr.length) {
    if (ops.length >= DYNAMIC_EXPIRES_MAX_OPS) return null;
    if (expr.startsWith('eo', pos)) {
      const unit = readUnit(expr, skipSpaces(expr, pos + 2));
      if (!unit) return null;
      ops.push({ kind: 'endOf', unit: unit[0] });
      pos = unit[1];
    } else {
      const m = /^([+-]?)(\d{1,6})(?!\d)/.exec(expr.slice(pos));
      if (!m) return null;
      const unit = readUnit(expr, skipSpaces(expr, pos + m[0].length));
      if (!unit) return null;
      const amount = Number(m[2]) * (m[1] === '-' ? -1 : 1);
      ops.push({ kind: 'add', amount: amount === 0 ? 0 : amount, unit: unit[0] }); // no -0
      pos = unit[1];
    }
    pos = skipSpaces(expr, pos);
  }
  return ops.length > 0 ? ops : null;
}

export const isValidDynamicExpires = (expr: string): boolean => parseDynamicExpires(expr) !== null;

/** Canonical text of operations: abbreviations, space-separated ('eod 4h', 'eow -1w'). */
export function formatDynamicExpires(ops: readonly DynamicExpiresOp[]): string {
  return ops
    .map((op) =>
      op.kind === 'endOf'
        ? `eo${DYNAMIC_EXPIRES_ABBREVIATIONS[op.unit]}`
        : `${op.amount}${DYNAMIC_EXPIRES_ABBREVIATIONS[op.unit]}`,
    )
    .join(' ');
}

/** Canonical form of a formula, or null when invalid. */
export function normalizeDynamicExpires(expr: string): string | null {
  const ops = parseDynamicExpires(expr);
  return ops ? formatDynamicExpires(ops) : null;
}

// ---------------------------------------------------------------------------------------------
// Time-zone aware wall clock. A "wall" value is the wall-clock time encoded as if it were UTC.
// ---------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset (ms) of the zone at instant t: wall - t. */
function offsetAt(t: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(t))) parts[p.type] = p.value;
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const d = new Date(0);
  d.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  d.setUTCHours(Number(parts.hour) % 24, Number(parts.minute), Number(parts.second), 0);
  const ms = ((t % 1000) + 1000) % 1000;
  return d.getTime() - (t - ms);
}

type Zone = { toWall(t: number): number; fromWall(w: number): number };

const UTC_ZONE: Zone = { toWall: (t) => t, fromWall: (w) => w };

function zone(timeZone: string | undefined): Zone {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return UTC_ZONE;
  formatterFor(timeZone); // throws RangeError for an unknown zone
  return {
    toWall: (t) => t + offsetAt(t, timeZone),
    fromWall: (w) => {
      const before = offsetAt(w - DAY, timeZone);
      const after = offsetAt(w + DAY, timeZone);
      const tBefore = w - before;
      const tAfter = w - after;
      const okBefore = offsetAt(tBefore, timeZone) === before;
      const okAfter = offsetAt(tAfter, timeZone) === after;
      if (okBefore && okAfter) return Math.min(tBefore, tAfter); // overlap (or no transition): earlier
      if (okBefore) return tBefore;
      if (okAfter) return tAfter;
      return tBefore; // gap: move forward by the gap
    },
  };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function addMonths(wall: number, months: number): number {
  const d = new Date(wall);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const out = new Date(wall);
  out.setUTCFullYear(year, month, Math.min(d.getUTCDate(), daysInMonth(year, month)));
  return out.getTime();
}

function endOf(wall: number, unit: DynamicExpiresUnit): number {
  const d = new Date(wall);
  switch (unit) {
    case 'minutes':
      d.setUTCSeconds(59, 999);
      break;
    case 'hours':
      d.setUTCMinutes(59, 59, 999);
      break;
    case 'days':
      d.setUTCHours(23, 59, 59, 999);
      break;
    case 'weeks': {
      const isoDay = (d.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
      d.setUTCDate(d.getUTCDate() + (6 - isoDay));
      d.setUTCHours(23, 59, 59, 999);
      break;
    }
    case 'months':
      d.setUTCDate(daysInMonth(d.getUTCFullYear(), d.getUTCMonth()));
      d.setUTCHours(23, 59, 59, 999);
      break;
    case 'years':
      d.setUTCMonth(11, 31);
      d.setUTCHours(23, 59, 59, 999);
      break;
  }
  return d.getTime();
}

/** Applies parsed operations to `from`. Throws RangeError for an invalid date or time zone. */
export function applyDynamicExpiresOps(ops: readonly DynamicExpiresOp[], from: Date, timeZone?: string): Date {
  let t = from instanceof Date ? from.getTime() : NaN;
  if (Number.isNaN(t)) throw new RangeError('applyDynamicExpires: invalid start date');
  const z = zone(timeZone);
  let anchored = false; // an end-of-unit came before: minutes and hours move the wall clock
  for (const op of ops) {
    if (op.kind === 'add' && (op.unit === 'minutes' || op.unit === 'hours')) {
      const delta = op.amount * (op.unit === 'minutes' ? MINUTE : HOUR);
      t = anchored ? z.fromWall(z.toWall(t) + delta) : t + delta;
    } else {
      if (op.kind === 'endOf') anchored = true;
      const wall = z.toWall(t);
      let next: number;
      if (op.kind === 'endOf') next = endOf(wall, op.unit);
      else if (op.unit === 'days') next = wall + op.amount * DAY;
      else if (op.unit === 'weeks') next = wall + op.amount * 7 * DAY;
      else if (op.unit === 'months') next = addMonths(wall, op.amount);
      else next = addMonths(wall, op.amount * 12);
      t = z.fromWall(next);
    }
    if (!Number.isFinite(t) || Number.isNaN(new Date(t).getTime())) {
      throw new RangeError('applyDynamicExpires: result out of range');
    }
  }
  return new Date(t);
}

/**
 * Applies a formula to `from` (the first login, the creation time…). Throws RangeError when the
 * formula is invalid (validate with `dynamicExpires` / `isValidDynamicExpires` first), when `from` is
 * an invalid date, or when `timeZone` is not an IANA zone known to the runtime.
 */
export function applyDynamicExpires(expr: string, from: Date, timeZone?: string): Date {
  const ops = parseDynamicExpires(expr);
  if (!ops) throw new RangeError(`applyDynamicExpires: invalid formula ${JSON.stringify(expr)}`);
  return applyDynamicExpiresOps(ops, from, timeZone);
}

// ---------------------------------------------------------------------------------------------
// Which time zone a code's formula is applied in (docs/decisions.md D204).
// ---------------------------------------------------------------------------------------------

/**
 * The installation's time zone unless ANALYTICS_TIMEZONE names another: the zone of devices that
 * have none of their own (the same default as DEFAULT_ANALYTICS_TIMEZONE in ./analytics).
 */
export const DEFAULT_EXPIRY_TIMEZONE = 'Europe/Berlin';

/** Answers of isKnownTimeZone: a formatter costs some 100 µs and every RADIUS login asks. */
const knownZones = new Map<string, boolean>();

/** Whether `zone` is an IANA time zone the runtime knows. */
export function isKnownTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  const name = zone.trim();
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: zone names come from stored settings, but never let them grow without end.
    if (knownZones.size >= 1000) knownZones.clear();
    knownZones.set(name, known);
  }
  return known;
}

/**
 * The zone a formula ('eod', 'eod 4h', login times…) is applied in at a device: the device's own
 * zone when it has a known one, else the installation's (`fallback`, ANALYTICS_TIMEZONE), else
 * Europe/Berlin. Never UTC by accident: a device without a zone used to end 'eod' codes at 23:59 UTC,
 * 00:59 the next day in Berlin.
 */
export function expiryTimeZone(
  deviceZone: string | null | undefined,
  fallback: string | null | undefined = DEFAULT_EXPIRY_TIMEZONE,
): string {
  if (isKnownTimeZone(deviceZone)) return deviceZone.trim();
  if (isKnownTimeZone(fallback)) return fallback.trim();
  return DEFAULT_EXPIRY_TIMEZONE;
}
