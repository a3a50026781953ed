// Points in time as answers carry them: the canonical form toISOString writes (UTC, milliseconds).
//
// A list's rows carry a hundred of them (three per code), and reading each through a Date costs
// about 1 µs: drizzle parses PostgreSQL's text with `new Date` (not an ISO string, V8's slow parse)
// and the mapper writes it back with toISOString. PostgreSQL writes a timestamptz in the session's
// time zone as `2026-11-25 06:23:40.542+00` (DateStyle ISO, the default); in UTC that text is the
// canonical form with two characters changed, so it is rewritten as a string (issue 13).

/** PostgreSQL's ISO text of a timestamptz in UTC: date, time, up to six fraction digits, `+00`. */
const POSTGRES_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * The canonical text of a timestamptz as the driver gives it (PostgreSQL's text, or a Date): the
 * text `new Date(value).toISOString()` gives, without the Date where PostgreSQL wrote UTC (digits
 * past the milliseconds are cut, as Date cuts them). Any other text (another zone, a year past
 * 9999, BC) goes through a Date; one that is no instant throws, as toISOString does.
 */
export function instantText(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  const m = POSTGRES_UTC.exec(value);
  if (!m) return new Date(value).toISOString();
  const fraction = m[3] === undefined ? '000' : m[3].length >= 3 ? m[3].slice(0, 3) : m[3].padEnd(3, '0');
  return `${m[1]}T${m[2]}.${fraction}Z`;
}

/** A point in time as a row may carry it: a Date, or its canonical text (instantText). */
export type Instant = Date | string;

/** The canonical text of an instant of a row. */
export const instantIso = (value: Instant): string => (typeof value === 'string' ? value : value.toISOString());

/** Milliseconds since the epoch of an instant of a row. */
export const instantMs = (value: Instant): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** A row type whose Date columns may also hold their canonical text. */
export type WithInstants<Row> = {
  [K in keyof Row]: Row[K] extends Date ? Instant : Row[K] extends Date | null ? Instant | null : Row[K];
};
