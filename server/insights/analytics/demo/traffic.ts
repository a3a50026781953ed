// Guest traffic for the demo and the benchmarks (issue 11): exactly `sessions` ended accounting
// sessions over the last `days` local days, spread over the customer's devices by their share and
// kind of place (hourly and weekly rhythm, growth and day-to-day noise), from returning clients
// (hotel guests stay several nights, café regulars come back) with one browser, OS, device class,
// language and login type each. Evening sessions in the hotel run long and span midnight. None is
// online: the demo's online guests are the hotspot accounts' sessions (seed.ts). Deterministic: the
// seeded random numbers and `now` decide everything. Rows come in batches (a million fit in memory
// only as a stream).
import { createHash } from 'node:crypto';
import { SeededRandom } from '../../../platform/seed/random';
import {
  CLIENTS,
  DEVICE_TRAFFIC,
  HOURS,
  LANGUAGES,
  LOGIN_TYPES,
  TERMINATE_CAUSES,
  TERMINATE_WEIGHTS,
  WEEK,
  cumulative,
  pickIndex,
  type DeviceTraffic,
} from '../../../platform/seed/guestProfiles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Audience = 'hotel' | 'cafe';

export interface TrafficDevice {
  id: string;
  name: string;
  locationId: string | null;
  /** Share and kind; defaults from DEVICE_TRAFFIC by name. */
  traffic?: DeviceTraffic;
}

export interface TrafficPlan {
  customerId: string;
  audience: Audience;
  devices: TrafficDevice[];
  days: number;
  sessions: number;
  seed: number;
  /** Four hex digits that start every id of this plan (ids stay unique beside other plans). */
  tag: string;
  now?: number;
  timeZone?: string;
}

/** One session as the insert reads it (short keys: a million of them go through JSON). */
export interface TrafficRow {
  i: string;
  a: string;
  d: string;
  l: string | null;
  c: string;
  n: string;
  s: number;
  e: number;
  t: number;
  ib: number;
  ob: number;
  tc: string;
  lt: string | null;
  b: string | null;
  o: string | null;
  dc: string | null;
  lg: string | null;
}

interface Client {
  key: string;
  profile: number;
  language: string | null;
  loginType: string;
  until: number;
}

/** UTC milliseconds of local midnight of the calendar day that contains `at`, `back` days earlier. */
export function localMidnight(at: number, back: number, timeZone: string): number {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const offset = (utc: number) => {
    const p = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(utc));
    const v = (t: string) => Number(p.find((x) => x.type === t)!.value);
    return Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute')) - Math.floor(utc / MINUTE) * MINUTE;
  };
  const [y, m, d] = fmt.format(new Date(at)).split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d - back);
  const first = guess - offset(guess);
  return guess - offset(first);
}

/** A standard normal number (Box–Muller). */
const normal = (rng: SeededRandom) => Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float());

/** Sessions per day and device: weights by rhythm, then exactly `total` by largest remainders. */
function allocate(plan: TrafficPlan, rng: SeededRandom, dayStarts: number[], traffic: DeviceTraffic[]): Int32Array {
  const nd = traffic.length;
  const w = new Float64Array(plan.days * nd);
  // A few busy days (a conference, a holiday weekend) and a slow growth over the period.
  const busy = new Set(Array.from({ length: Math.max(1, Math.round(plan.days / 30)) }, () => rng.int(plan.days)));
  let sum = 0;
  for (let day = 0; day < plan.days; day++) {
    const weekday = new Date(dayStarts[day] + 12 * HOUR).getUTCDay();
    const growth = 0.8 + (0.35 * day) / plan.days;
    const noise = Math.max(0.5, 1 + 0.12 * normal(rng)) * (busy.has(day) ? 1.6 : 1);
    for (let k = 0; k < nd; k++) {
      const t = traffic[k];
      const on = t.until === undefined || day < t.until * plan.days;
      const x = on ? t.weight * WEEK[t.week][weekday] * growth * noise : 0;
      w[day * nd + k] = x;
      sum += x;
    }
  }
  const counts = new Int32Array(w.length);
  if (sum === 0) return counts;
  const rest: [number, number][] = [];
  let given = 0;
  for (let j = 0; j < w.length; j++) {
    const exact = (w[j] / sum) * plan.sessions;
    counts[j] = Math.floor(exact);
    given += counts[j];
    if (w[j] > 0) rest.push([exact - counts[j], j]);
  }
  rest.sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let r = 0; given < plan.sessions; r = (r + 1) % rest.length, given++) counts[rest[r][1]]++;
  return counts;
}

/** Typical dwell time in minutes by kind of place and hour (evenings in the hotel run long). */
function medianMinutes(kind: string, hour: number): number {
  if (kind === 'hotel') return hour >= 19 || hour < 2 ? 100 : 40;
  return { cafe: 28, conference: 95, restaurant: 35, bar: 70, outdoor: 40 }[kind] ?? 45;
}

export function* trafficRows(plan: TrafficPlan, batch = 10_000): Generator<TrafficRow[]> {
  const rng = new SeededRandom(plan.seed);
  const now = plan.now ?? Date.now();
  const tz = plan.timeZone ?? 'Europe/Berlin';
  // Nothing starts in the last minutes, and every session has ended a minute before now.
  const cutoff = now - 10 * MINUTE;
  const dayStarts = Array.from({ length: plan.days }, (_, k) => localMidnight(now, plan.days - 1 - k, tz));
  const traffic = plan.devices.map(
    (d) => d.traffic ?? DEVICE_TRAFFIC[d.name] ?? { weight: 1, kind: plan.audience, week: plan.audience },
  );
  const counts = allocate(plan, rng, dayStarts, traffic);
  const hourCum = Object.fromEntries(Object.entries(HOURS).map(([k, v]) => [k, cumulative(v)]));
  const clientCum = cumulative(CLIENTS.map((c) => c[3]));
  const langs = LANGUAGES[plan.audience];
  const langCum = cumulative(langs.map((l) => l[1]));
  const logins = LOGIN_TYPES[plan.audience];
  const loginCum = cumulative(logins.map((l) => l[1]));
  const causeCum = cumulative(TERMINATE_WEIGHTS);
  const stayCum = cumulative(plan.audience === 'hotel' ? [2, 3, 3, 2, 1.5, 1, 1] : [13, 0, 0, 0, 0, 0, 0]);
  const newShare = plan.audience === 'hotel' ? 0.3 : 0.45;

  let serial = 0;
  let clientSerial = 0;
  let active: Client[] = [];
  const newClient = (day: number): Client => {
    const profile = pickIndex(clientCum, rng.float());
    const regular = plan.audience === 'cafe' && rng.float() < 0.35;
    return {
      key: createHash('sha256').update(`${plan.customerId}:${plan.tag}:${clientSerial++}`).digest('hex'),
      profile,
      language: CLIENTS[profile][0] === null ? null : langs[pickIndex(langCum, rng.float())][0],
      loginType: logins[pickIndex(loginCum, rng.float())][0],
      until: day + (regular ? 30 + rng.int(60) : pickIndex(stayCum, rng.float())),
    };
  };

  let out: TrafficRow[] = [];
  for (let day = 0; day < plan.days; day++) {
    active = active.filter((c) => c.until >= day);
    for (let k = 0; k < plan.devices.length; k++) {
      const n = counts[day * plan.devices.length + k];
      if (!n) continue;
      const device = plan.devices[k];
      const kind = traffic[k].kind;
      for (let j = 0; j < n; j++) {
        const hour = pickIndex(hourCum[kind], rng.float());
        let start = dayStarts[day] + hour * HOUR + rng.int(HOUR / 1000) * 1000;
        if (start >= cutoff) start -= DAY; // today's later hours have not come yet: the day before
        let client: Client;
        if (!active.length || rng.float() < newShare) active.push((client = newClient(day)));
        else client = active[rng.int(active.length)];
        const minutes = Math.min(14 * 60, Math.max(1, medianMinutes(kind, hour) * Math.exp(0.8 * normal(rng))));
        const end = Math.max(start + MINUTE, Math.min(now - MINUTE, start + Math.round(minutes * MINUTE)));
        const seconds = Math.round((end - start) / 1000);
        const mbPerHour = 110 * Math.exp(0.8 * normal(rng));
        const ob = Math.round(((mbPerHour * seconds) / 3600) * 1048576);
        const [browser, os, deviceClass] = CLIENTS[client.profile];
        const id = (serial++).toString(16).padStart(20, '0');
        out.push({
          i: plan.tag + id,
          a: `${plan.tag.toUpperCase()}${id.slice(-10).toUpperCase()}`,
          d: device.id,
          l: device.locationId,
          c: client.key,
          n: `10.${20 + (k % 200)}.0.1`,
          s: start,
          e: end,
          t: seconds,
          ib: Math.round(ob * (0.08 + 0.12 * rng.float())),
          ob,
          tc: TERMINATE_CAUSES[pickIndex(causeCum, rng.float())],
          // A remembered device reconnects without a login now and then.
          lt: rng.float() < 0.07 ? null : client.loginType,
          b: browser,
          o: os,
          dc: deviceClass,
          lg: client.language,
        });
        if (out.length >= batch) {
          yield out;
          out = [];
        }
      }
    }
  }
  if (out.length) yield out;
}
