/**
 * Saved views of the main lists (issue 39): react-admin's saved queries and the DataTable column
 * choice, kept per user in the UI settings store (server/tenancy/ui-settings), one namespace per list
 * (`views.<list>`), guarded by the list's subject. Keys are react-admin's store keys without the
 * resource: `<resource>.savedQueries` → key `savedQueries`. The same rules bound them on both sides.
 */
import type { Subject } from './acl';
import { hasControlChars, invalid, type Invalid } from './validation';

/**
 * The lists (react-admin resource names) whose views are kept on the server: their namespace, and
 * the subject whose read guards it.
 */
export const LIST_VIEWS = {
  'wifi-code': { namespace: 'views.wifi-code', subject: 'Voucher' },
  'hotspot-device': { namespace: 'views.hotspot-device', subject: 'HotspotDevice' },
  'device-account': { namespace: 'views.device-account', subject: 'DeviceAccount' },
  'locations/location': { namespace: 'views.locations', subject: 'HotspotDeviceLocation' },
} as const satisfies Record<string, { namespace: string; subject: Subject }>;
export type ListViewResource = keyof typeof LIST_VIEWS;

/** The store keys kept (react-admin 5: useSavedQueries, DataTable's hidden columns and their order). */
export const LIST_VIEW_KEYS = ['savedQueries', 'datatable', 'datatable_columnRanks'] as const;
export type ListViewKey = (typeof LIST_VIEW_KEYS)[number];

export const listViewNamespace = (resource: ListViewResource): string => LIST_VIEWS[resource].namespace;

/** At most this many saved queries per list and user. */
export const SAVED_QUERIES_MAX = 20;
/** A saved query's name: at most this many characters. */
export const SAVED_QUERY_LABEL_MAX = 100;
/** Columns named in a column choice (hidden columns or their order). */
export const LIST_COLUMNS_MAX = 50;
const COLUMN_NAME_MAX = 100;

export const isListViewResource = (resource: string): resource is ListViewResource =>
  Object.hasOwn(LIST_VIEWS, resource);
export const isListViewKey = (key: string): key is ListViewKey => (LIST_VIEW_KEYS as readonly string[]).includes(key);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The first problem of a value stored under `key`, undefined when valid. */
export function listViewProblem(key: string, value: unknown): ({ field: string } & Invalid) | undefined {
  if (!isListViewKey(key)) return { field: 'key', ...invalid('text') };
  if (!Array.isArray(value)) return { field: 'value', ...invalid('required') };
  if (key === 'savedQueries') {
    if (value.length > SAVED_QUERIES_MAX)
      return { field: 'value', ...invalid('arrayMaxSize', { maxSize: SAVED_QUERIES_MAX }) };
    for (const query of value) {
      if (!isPlainObject(query) || !isPlainObject(query.value)) return { field: 'value', ...invalid('required') };
      const label = query.label;
      if (typeof label !== 'string' || !label.trim()) return { field: 'label', ...invalid('required') };
      if (label.length > SAVED_QUERY_LABEL_MAX)
        return { field: 'label', ...invalid('max', { max: SAVED_QUERY_LABEL_MAX }) };
      if (hasControlChars(label)) return { field: 'label', ...invalid('text') };
    }
    return undefined;
  }
  if (value.length > LIST_COLUMNS_MAX)
    return { field: 'value', ...invalid('arrayMaxSize', { maxSize: LIST_COLUMNS_MAX }) };
  const fits =
    key === 'datatable'
      ? (v: unknown) => typeof v === 'string' && v.length <= COLUMN_NAME_MAX && !hasControlChars(v)
      : (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < LIST_COLUMNS_MAX;
  return value.every(fits) ? undefined : { field: 'value', ...invalid('text') };
}
