// What the demo's guest traffic looks like (issue 11: "realistic traffic for every chart"): hourly
// and weekly rhythms per kind of place, guests' devices (browser, OS, device class with shares as
// hotspot guests bring them), languages, login types, dwell times and data volumes. Values are
// bowser's names (browser.name, os.name, platform.type), as the guest page records them.

/** Relative sessions per local hour 0–23. */
export type HourProfile = readonly number[];

export const HOURS: Record<'hotel' | 'cafe' | 'conference' | 'restaurant' | 'bar' | 'outdoor', HourProfile> = {
  // Breakfast and check-out in the morning, the evening in the room; quiet between 1 and 5.
  hotel: [3, 1.5, 0.8, 0.5, 0.5, 0.8, 3, 8, 10, 8, 5, 4, 4, 4, 4, 5, 6, 8, 10, 12, 12, 11, 8, 5],
  // Opens at 8, lunch peak, afternoon coffee, closes at 19.
  cafe: [0, 0, 0, 0, 0, 0, 0, 0.3, 3, 5, 6, 8, 14, 13, 8, 9, 8, 5, 3, 0.8, 0.2, 0, 0, 0],
  conference: [0, 0, 0, 0, 0, 0, 0, 1, 8, 12, 11, 9, 6, 9, 11, 10, 7, 3, 1, 0.5, 0.3, 0, 0, 0],
  restaurant: [0.2, 0, 0, 0, 0, 0, 1, 7, 10, 6, 2, 3, 8, 9, 4, 2, 2, 3, 8, 11, 10, 6, 2, 0.5],
  bar: [3, 1, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 1, 1, 1, 1.5, 2, 4, 6, 9, 11, 12, 10, 6],
  outdoor: [0, 0, 0, 0, 0, 0, 0, 0.5, 2, 4, 6, 8, 9, 10, 10, 9, 8, 6, 4, 2, 0.5, 0, 0, 0],
};

/** Relative sessions per weekday, Sunday first (Date.getUTCDay of the local date). */
export const WEEK: Record<'hotel' | 'cafe' | 'business', readonly number[]> = {
  hotel: [1.05, 0.85, 0.9, 0.95, 1.0, 1.2, 1.3],
  cafe: [1.1, 0.75, 0.9, 0.95, 1.0, 1.2, 1.45],
  business: [0.05, 1.1, 1.2, 1.25, 1.15, 0.8, 0.08],
};

/** A guest device: browser, OS, device class, weight. */
export type ClientProfile = readonly [browser: string | null, os: string | null, deviceClass: string | null, w: number];

export const CLIENTS: readonly ClientProfile[] = [
  ['Safari', 'iOS', 'mobile', 30],
  ['Chrome', 'Android', 'mobile', 22],
  ['Samsung Internet for Android', 'Android', 'mobile', 5],
  ['Safari', 'iOS', 'tablet', 6],
  ['Chrome', 'Android', 'tablet', 2],
  ['Chrome', 'Windows', 'desktop', 10],
  ['Microsoft Edge', 'Windows', 'desktop', 6],
  ['Firefox', 'Windows', 'desktop', 3],
  ['Safari', 'macOS', 'desktop', 7],
  ['Chrome', 'macOS', 'desktop', 3],
  ['Firefox', 'Linux', 'desktop', 1],
  ['Chrome', 'Chrome OS', 'desktop', 0.6],
  ['Chrome', 'Android', 'tv', 0.8],
  ['Opera', 'Android', 'mobile', 0.6],
  // Devices that reconnect without the guest page (remembered MAC): nothing known.
  [null, null, null, 3],
];

export const LANGUAGES: Record<'hotel' | 'cafe', readonly (readonly [string, number])[]> = {
  hotel: [
    ['de', 44],
    ['en', 20],
    ['nl', 8],
    ['it', 7],
    ['fr', 5],
    ['es', 3],
    ['pl', 2.5],
    ['cs', 2],
    ['ar', 2],
    ['zh', 1.5],
    ['ru', 1],
    ['ja', 1],
    ['da', 1],
  ],
  cafe: [
    ['de', 70],
    ['en', 14],
    ['tr', 5],
    ['fr', 3],
    ['it', 3],
    ['nl', 2],
    ['es', 2],
    ['pl', 1],
  ],
};

/** Login types by customer (only those its plugins allow; seed 001 §9), weights. */
export const LOGIN_TYPES: Record<'hotel' | 'cafe', readonly (readonly [string, number])[]> = {
  hotel: [
    ['VOUCHER_LOGIN', 66],
    ['DEVICE_ACCOUNT_LOGIN', 14],
    ['EXTERNAL_LOGIN', 9],
    ['EASY_LOGIN', 4],
  ],
  cafe: [
    ['VOUCHER_LOGIN', 82],
    ['EASY_LOGIN', 18],
  ],
};

export type PlaceKind = keyof typeof HOURS;

/** The demo devices' share of the traffic by name, their kind and when they were in use. */
export interface DeviceTraffic {
  weight: number;
  kind: PlaceKind;
  week: keyof typeof WEEK;
  /** Only in use during the first share of the period (e.g. renovation afterwards). */
  until?: number;
}

export const DEVICE_TRAFFIC: Record<string, DeviceTraffic> = {
  'Lobby Gateway': { weight: 6, kind: 'hotel', week: 'hotel' },
  'Lobby AP 1': { weight: 11, kind: 'hotel', week: 'hotel' },
  'Lobby AP 2': { weight: 7, kind: 'hotel', week: 'hotel' },
  'Etage 1 AP': { weight: 5, kind: 'hotel', week: 'hotel' },
  'Etage 2 AP': { weight: 5.5, kind: 'hotel', week: 'hotel' },
  'Etage 3 AP': { weight: 4, kind: 'hotel', week: 'hotel', until: 0.45 },
  'Konferenz Saal A': { weight: 5, kind: 'conference', week: 'business' },
  'Konferenz Saal B': { weight: 1.2, kind: 'conference', week: 'business' },
  'Restaurant AP': { weight: 6, kind: 'restaurant', week: 'hotel' },
  'Bar AP': { weight: 3.5, kind: 'bar', week: 'hotel' },
  'Pool Hotspot': { weight: 0.4, kind: 'outdoor', week: 'hotel' },
  'Spa AP': { weight: 1.6, kind: 'hotel', week: 'hotel' },
  // Its season ended in 2025, and the garage device has no configuration yet: no sessions at all.
  'Terrasse Hotspot': { weight: 0, kind: 'outdoor', week: 'hotel' },
  Tiefgarage: { weight: 0, kind: 'hotel', week: 'hotel' },
  // The boards to try the guest page (README): only the logins a newcomer makes.
  'Demo WLAN-Code': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Demo Easy Login': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Demo Gerätekonto': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Demo Externer Login': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Demo App-Login': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Demo SMS-Login': { weight: 0, kind: 'hotel', week: 'hotel' },
  'Café Theke': { weight: 5, kind: 'cafe', week: 'cafe' },
  'Café Garten': { weight: 1.8, kind: 'cafe', week: 'cafe' },
  'Café Lager': { weight: 0.15, kind: 'cafe', week: 'cafe' },
};

export const TERMINATE_CAUSES = ['Idle-Timeout', 'User-Request', 'Session-Timeout', 'Lost-Carrier'] as const;
export const TERMINATE_WEIGHTS = [45, 30, 10, 15] as const;

/** Cumulative weights of a weighted list (for a binary-search pick). */
export function cumulative(weights: readonly number[]): Float64Array {
  const c = new Float64Array(weights.length);
  let s = 0;
  weights.forEach((w, i) => (c[i] = s += w));
  return c;
}

/** The index a uniform u in [0, 1) falls on in cumulative weights. */
export function pickIndex(cum: Float64Array, u: number): number {
  const x = u * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
