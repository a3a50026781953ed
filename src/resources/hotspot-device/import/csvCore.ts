// The CSV import's pure work (seed 001 §4, §5 "CSV import"): reading the file, applying the column
// mapping and the fill values, and checking every row with the device rules the form and the server
// use (src/domain/hotspotDevice.ts). Runs inside our own module worker (csv.worker.ts); the wizard
// falls back to running it on the main thread only where no Worker exists (jsdom in the UI tests).
import { DEVICE_RULES, needsLanMac } from '../../../domain/hotspotDevice';
import { DEVICE_TYPES, type DeviceType } from '../../../domain/enums';
import { parseMac } from '../../../domain/network';
import {
  parseCsvText as parseCsv,
  readCsvFile,
  type ParsedFile,
  type ParseFailure,
} from '../../../components/import/csvFile';
import type { SavedMapping as SavedColumns } from '../../../components/import/savedMappings';
import { validateRecord } from '../../../domain/validation';
import deviceMessages from '../messages';

/** The device fields a column can be mapped to (name and mac are required). */
export const IMPORT_FIELDS = [
  'name',
  'mac',
  'lanMac',
  'deviceType',
  'description',
  'keywords',
  'timezone',
  'config',
  'location',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ImportField[] = ['name', 'mac'];
/** The fields the fill step offers a value for (when unmapped or the cell is empty). */
export const FILL_FIELDS = ['deviceType', 'config', 'location', 'timezone'] as const;
export type FillField = (typeof FILL_FIELDS)[number];

/** Bounds of one import file. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_ROWS_MAX = 20_000;
export const IMPORT_COLUMNS_MAX = 100;
/** Rows per message when the worker answers a check. */
export const CHECK_CHUNK = 2_000;

/**
 * Several MACs (or keywords) in one cell are separated by '|', ',' or ';' (decision: a MAC's own
 * delimiters are ':', '-', '.' and ' ', so these three are free; ',' and ';' need the cell quoted when
 * they are the file's delimiter, '|' never does).
 */
export const LIST_SEPARATOR = /[|,;]/;
export const splitList = (cell: string): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');

export type { CsvDelimiter, ParsedFile, ParseFailure } from '../../../components/import/csvFile';
export { CSV_DELIMITERS, isCsvFileName, readText } from '../../../components/import/csvFile';

/** Parses the text of a file within the device import's bounds (the shared reader: components/import). */
export const parseCsvText = (input: string): ParsedFile | ParseFailure =>
  parseCsv(input, { rows: IMPORT_ROWS_MAX, columns: IMPORT_COLUMNS_MAX });

/** Column index per field (null: unmapped). */
export type Mapping = Record<ImportField, number | null>;
export const emptyMapping = (): Mapping => Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as Mapping;

/** Header words that suggest a field (German and English), for the first proposal of a mapping. */
const GUESSES: Record<ImportField, RegExp> = {
  name: /^(name|gerätename|geraetename|device ?name|hotspot)$/i,
  mac: /^(mac|macs|mac[- ]?adressen?|mac[- ]?address(es)?|wan[- ]?macs?)$/i,
  lanMac: /^(lan[- ]?mac|lanmac)$/i,
  deviceType: /^(typ|type|gerätetyp|device ?type|devicetype)$/i,
  description: /^(beschreibung|description)$/i,
  keywords: /^(stichwörter|stichworte|schlagwörter|keywords|tags)$/i,
  timezone: /^(zeitzone|time ?zone|timezone)$/i,
  config: /^(konfiguration|gerätekonfiguration|config|configuration|device ?config)$/i,
  location: /^(standort|location|ort)$/i,
};

/** A first mapping from the header names. */
export function guessMapping(headers: readonly string[]): Mapping {
  const mapping = emptyMapping();
  headers.forEach((h, i) => {
    const field = IMPORT_FIELDS.find((f) => mapping[f] === null && GUESSES[f].test(h.trim()));
    if (field) mapping[field] = i;
  });
  return mapping;
}

/** A saved mapping: header name per field (components/import/savedMappings, shared with the code import). */
export type SavedMapping = SavedColumns<ImportField>;

export const missingRequired = (mapping: Mapping): ImportField[] => REQUIRED_FIELDS.filter((f) => mapping[f] === null);

/** One row as the check step shows and edits it: the cell texts after mapping and filling. */
export type Draft = { row: number } & Record<ImportField, string>;

/** The fill step's values: a device type, config name, location name and time zone ('' = none). */
export type FillValues = Record<FillField, string>;
export const emptyFill = (): FillValues => ({ deviceType: '', config: '', location: '', timezone: '' });

/** The drafts of a file: mapped cells, and the fill value where the field is unmapped or the cell empty. */
export function buildDrafts(rows: readonly string[][], mapping: Mapping, fill: FillValues): Draft[] {
  const drafts: Draft[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i]!;
    const d = { row: i + 1 } as Draft;
    for (const f of IMPORT_FIELDS) {
      const col = mapping[f];
      const value = col === null ? '' : (cells[col] ?? '').trim();
      d[f] = value === '' && f in fill ? fill[f as FillField] : value;
    }
    drafts[i] = d;
  }
  return drafts;
}

/** A named thing of the customer the rows may reference (a device config or a location). */
export type Named = { id: string; name: string };
export interface CheckContext {
  configs: Named[];
  locations: Named[];
}

export type RowError = { field: string; message: string; args?: Record<string, unknown> };

/** One row of ImportHotspotDeviceRow (the GraphQL input). */
export interface ImportRowInput {
  row: number;
  name: string;
  mac: string[];
  lanMac?: string;
  deviceType: DeviceType;
  hotspotDeviceConfig?: string;
  locationId?: string;
  timezone?: string;
  description?: string;
  keywords?: string[];
  active: boolean;
}

export interface CheckedRow {
  row: number;
  errors: RowError[];
  /** The input to send (also when invalid: the conflicts step reads name and MACs from it). */
  input: ImportRowInput;
}

/** The device types' shown names (the resource's messages, de and en). */
const TYPE_LABELS = [
  deviceMessages.de.resources['hotspot-device'].types,
  deviceMessages.en.resources['hotspot-device'].types,
];
const typeKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const TYPE_BY_NAME = new Map<string, DeviceType>();
for (const labels of TYPE_LABELS)
  for (const t of DEVICE_TYPES) if (!TYPE_BY_NAME.has(typeKey(labels[t]))) TYPE_BY_NAME.set(typeKey(labels[t]), t);

/** The shown name of a device type ('Ubiquiti UniFi'), German or English. */
export const deviceTypeLabel = (type: DeviceType, locale: string = 'de'): string =>
  (locale.startsWith('en') ? TYPE_LABELS[1]! : TYPE_LABELS[0]!)[type];

/**
 * Device type from a cell: its shown name (German or English, as the device form and list show it)
 * or the enum name, in any case; the enum name also with spaces or dashes for underscores.
 */
export function parseDeviceType(cell: string): DeviceType | null {
  const byName = TYPE_BY_NAME.get(typeKey(cell));
  if (byName) return byName;
  const key = cell
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (DEVICE_TYPES as readonly string[]).includes(key) ? (key as DeviceType) : null;
}

const byName = (list: Named[]) => {
  const map = new Map<string, string>();
  for (const item of list) {
    map.set(item.id, item.id);
    const key = item.name.trim().toLowerCase();
    if (!map.has(key)) map.set(key, item.id);
  }
  return (cell: string) => map.get(cell) ?? map.get(cell.trim().toLowerCase()) ?? null;
};

export const IMPORT_ERRORS = 'resources.hotspot-device.import.errors';

/** Checks rows with the device rules; `offset` only for chunked calls (duplicates need all rows). */
export function checkDrafts(drafts: readonly Draft[], ctx: CheckContext): CheckedRow[] {
  const configOf = byName(ctx.configs);
  const locationOf = byName(ctx.locations);
  const firstName = new Map<string, number>();
  const firstMac = new Map<string, number>();
  const out: CheckedRow[] = new Array(drafts.length);
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i]!;
    const errors: RowError[] = [];
    const macs = splitList(d.mac);
    const keywords = splitList(d.keywords);
    const type = d.deviceType === '' ? null : parseDeviceType(d.deviceType);
    const configId = d.config === '' ? null : configOf(d.config);
    const locationId = d.location === '' ? null : locationOf(d.location);
    const record = {
      name: d.name,
      description: d.description,
      deviceType: type ?? (d.deviceType === '' ? '' : 'UNKNOWN'),
      mac: macs,
      lanMac: d.lanMac,
      keywords,
      timezone: d.timezone,
      monitoringConfig: { alias: d.name },
    };
    const invalid = validateRecord(record, DEVICE_RULES);
    for (const [field, inv] of Object.entries(invalid)) {
      if (field === 'monitoringConfig.alias') continue; // the alias is the name: reported there
      if (field === 'deviceType' && d.deviceType !== '') {
        errors.push({ field, message: `${IMPORT_ERRORS}.unknownType`, args: { value: d.deviceType } });
      } else errors.push({ field, message: inv.message, args: inv.args });
    }
    if (type && needsLanMac(type) && d.lanMac.trim() === '')
      errors.push({ field: 'lanMac', message: 'messages.import.lanMacRequired' });
    if (d.config !== '' && !configId)
      errors.push({ field: 'config', message: `${IMPORT_ERRORS}.unknownConfig`, args: { value: d.config } });
    if (d.location !== '' && !locationId)
      errors.push({ field: 'location', message: `${IMPORT_ERRORS}.unknownLocation`, args: { value: d.location } });

    // duplicates within the file: the first occurrence may be imported, later ones are flagged
    const nameKey = d.name.trim().toLowerCase();
    if (nameKey !== '') {
      const first = firstName.get(nameKey);
      if (first !== undefined)
        errors.push({ field: 'name', message: `${IMPORT_ERRORS}.duplicateNameInFile`, args: { row: first } });
      else firstName.set(nameKey, d.row);
    }
    const normal = macs.map((m) => parseMac(m) ?? m);
    for (const mac of normal) {
      const first = firstMac.get(mac);
      if (first !== undefined && first !== d.row) {
        errors.push({ field: 'mac', message: `${IMPORT_ERRORS}.duplicateMacInFile`, args: { row: first, mac } });
        break;
      }
    }
    for (const mac of normal) if (!firstMac.has(mac)) firstMac.set(mac, d.row);

    const input: ImportRowInput = {
      row: d.row,
      name: d.name.trim(),
      mac: normal,
      deviceType: type ?? 'UBIQUITI',
      active: true,
    };
    if (d.lanMac.trim()) input.lanMac = parseMac(d.lanMac) ?? d.lanMac.trim();
    if (configId) input.hotspotDeviceConfig = configId;
    if (locationId) input.locationId = locationId;
    if (d.timezone.trim()) input.timezone = d.timezone.trim();
    if (d.description.trim()) input.description = d.description.trim();
    if (keywords.length) input.keywords = keywords;
    out[i] = { row: d.row, errors, input };
  }
  return out;
}

/**
 * Adds the conflicts with existing devices (the server's hotspotDeviceConflicts answers, names lower
 * case, MACs in normal form) to checked rows; returns how many rows are invalid.
 */
export function addConflicts(
  rows: CheckedRow[],
  takenNames: ReadonlySet<string>,
  takenMacs: ReadonlySet<string>,
): number {
  let invalid = 0;
  for (const r of rows) {
    if (takenNames.has(r.input.name.toLowerCase()))
      r.errors.push({ field: 'name', message: 'messages.device.duplicateName' });
    const mac = r.input.mac.find((m) => takenMacs.has(m));
    if (mac) r.errors.push({ field: 'mac', message: 'messages.device.duplicateMac', args: { mac } });
    if (r.errors.length) invalid++;
  }
  return invalid;
}

// ---------------------------------------------------------------------------------------------
// The worker's protocol
// ---------------------------------------------------------------------------------------------

export type WorkerRequest =
  { id: number; type: 'parse'; file: Blob } | { id: number; type: 'check'; drafts: Draft[]; ctx: CheckContext };

export type WorkerAnswer =
  | { id: number; type: 'parsed'; file: ParsedFile }
  | { id: number; type: 'checked'; rows: CheckedRow[]; done: boolean }
  | { id: number; type: 'failed'; error: ParseFailure['error'] | 'read' };

/** Answers one request (the worker's onmessage, or the in-thread fallback). */
export async function handleRequest(request: WorkerRequest, post: (answer: WorkerAnswer) => void): Promise<void> {
  if (request.type === 'parse') {
    const parsed = await readCsvFile(request.file, {
      bytes: IMPORT_FILE_MAX_BYTES,
      rows: IMPORT_ROWS_MAX,
      columns: IMPORT_COLUMNS_MAX,
    });
    if ('error' in parsed) return post({ id: request.id, type: 'failed', error: parsed.error });
    return post({ id: request.id, type: 'parsed', file: parsed });
  }
  const rows = checkDrafts(request.drafts, request.ctx);
  if (rows.length === 0) return post({ id: request.id, type: 'checked', rows: [], done: true });
  for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
    post({
      id: request.id,
      type: 'checked',
      rows: rows.slice(i, i + CHECK_CHUNK),
      done: i + CHECK_CHUNK >= rows.length,
    });
  }
}
