// The estimated position of a location (issue 8 "geo location with an estimated position derived from
// the address offline"): the place named in the address's city, looked up in the GeoNames places of
// DE, AT and CH shipped in ./geo (README there: source, licence, why no postcode centroids yet).
// Read once, on first use; nothing goes over the network.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface GeoPoint {
  lat: number;
  long: number;
}

const DATA_FILE = fileURLToPath(new URL('./geo/cities-de-at-ch.tsv', import.meta.url));
const COUNTRIES = ['DE', 'AT', 'CH'] as const;
type Country = (typeof COUNTRIES)[number];

/** Country names people write in an address → ISO code (German and English spellings). */
const COUNTRY_NAMES: Record<string, Country> = {
  de: 'DE',
  deu: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  at: 'AT',
  aut: 'AT',
  austria: 'AT',
  oesterreich: 'AT',
  ch: 'CH',
  che: 'CH',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
};

/**
 * Lowercase, accents dropped, punctuation to single spaces; `spelled`: German umlauts written out
 * first ('Zürich' → 'zuerich'; without: 'zurich'), so that either way of typing finds the place.
 */
export function placeKey(value: string, spelled = true): string {
  const lower = value.toLowerCase();
  return (spelled ? lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue') : lower)
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** English names of large places (the data holds the local ones), as placeKey spells both. */
const EXONYMS: Record<string, string> = {
  munich: 'muenchen',
  vienna: 'wien',
  cologne: 'koeln',
  nuremberg: 'nuernberg',
  hanover: 'hannover',
  brunswick: 'braunschweig',
  zurich: 'zuerich',
  geneva: 'geneve',
  lucerne: 'luzern',
  basle: 'basel',
};

interface Place {
  key: string;
  point: GeoPoint;
}

let index: Map<Country, { exact: Map<string, GeoPoint>; ordered: Place[] }> | undefined;

function load() {
  if (index) return index;
  index = new Map(COUNTRIES.map((c) => [c, { exact: new Map(), ordered: [] }]));
  for (const line of readFileSync(DATA_FILE, 'utf8').split('\n')) {
    const [country, name, lat, long] = line.split('\t');
    const entry = index.get(country as Country);
    if (!entry || !name) continue;
    const point = { lat: Number(lat), long: Number(long) };
    // The file lists the larger places first: the first of a name wins.
    for (const key of new Set([placeKey(name), placeKey(name, false)])) {
      if (!entry.exact.has(key)) entry.exact.set(key, point);
      entry.ordered.push({ key, point });
    }
  }
  return index;
}

export function countryOf(country: string | null | undefined): Country | null {
  if (!country?.trim()) return null;
  return COUNTRY_NAMES[placeKey(country).replace(/ /g, '')] ?? null;
}

/**
 * The position of the city of an address: the exact place name, else the largest place whose name
 * begins with it ("Frankfurt" → Frankfurt am Main), within the address's country, or, without a
 * country, in DE, AT, CH in that order. null when nothing matches (or a country outside the data).
 */
export function estimatePosition(address: { city?: string | null; country?: string | null }): GeoPoint | null {
  const typed = address.city ? placeKey(address.city) : '';
  const city = EXONYMS[typed] ?? typed;
  if (!city) return null;
  const given = countryOf(address.country);
  if (address.country?.trim() && !given) return null;
  const data = load();
  const countries = given ? [given] : COUNTRIES;
  for (const c of countries) {
    const hit = data.get(c)!.exact.get(city);
    if (hit) return { ...hit };
  }
  for (const c of countries) {
    const hit = data.get(c)!.ordered.find((p) => p.key.startsWith(city + ' '));
    if (hit) return { ...hit.point };
  }
  return null;
}
