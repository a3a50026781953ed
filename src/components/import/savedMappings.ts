// Saved column mappings of the CSV imports (the hotspot devices' and the WiFi codes', issue 39, D318):
// named entries of the customer in the UI settings store (seed 000 §3, §7; one namespace per import,
// known to the server: server/tenancy/ui-settings/service.ts, at most 100 entries of 16 kB each). A
// saved mapping names the header of the column per field, so it fits every file with those headers;
// an import that wants its mapping found again by a file's header also keeps the whole header
// (`headers`), and a later file with the same header gets that mapping (`mappingForHeaders`).
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { createRestClient, type RestClient } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';
import { uiSettingsPath } from '../../providers/uiSettings';

/** Column index per field (null: unmapped). */
export type ColumnMapping<F extends string> = Record<F, number | null>;

/** A saved mapping: the header name per field; with `headers`, the whole header it was made for. */
export type SavedMapping<F extends string = string> = {
  columns: Partial<Record<F, string>>;
  headers?: string[];
};
export type SavedMappingEntry<F extends string = string> = {
  key: string;
  value: SavedMapping<F>;
  updatedAt?: string;
};

/** The saved mappings of one import (the real one: `createMappingStore`; tests give their own). */
export interface MappingStore<F extends string = string> {
  list(customerId: string): Promise<SavedMappingEntry<F>[]>;
  save(customerId: string, key: string, value: SavedMapping<F>): Promise<void>;
  remove(customerId: string, key: string): Promise<void>;
}

/** A mapping's name: what the UI settings store takes as a key. */
export const MAPPING_NAME = /^[A-Za-z0-9 _.-]{1,100}$/;
/** The header kept with a saved mapping at most (its JSON; the store takes 16 kB per entry). */
export const SAVED_HEADERS_MAX_CHARS = 8_000;

/** The saved mappings of an import's namespace through the UI settings store's REST routes. */
export function createMappingStore<F extends string>(
  namespace: string,
  rest: RestClient = createRestClient(tokenStore),
): MappingStore<F> {
  const path = (customerId: string, key?: string) => uiSettingsPath(customerId, namespace, key);
  return {
    async list(customerId) {
      const list = await rest<SavedMappingEntry<F>[]>(path(customerId));
      return (list ?? []).filter((e) => e && typeof e.key === 'string');
    },
    async save(customerId, key, value) {
      await rest(path(customerId, key), { method: 'PUT', body: { value } });
    },
    async remove(customerId, key) {
      await rest(path(customerId, key), { method: 'DELETE' });
    },
  };
}

export const emptyMappingOf = <F extends string>(fields: readonly F[]): ColumnMapping<F> =>
  Object.fromEntries(fields.map((f) => [f, null])) as ColumnMapping<F>;

/**
 * A mapping as saved: the header name per mapped field; with `withHeaders` also the file's whole
 * header, when it is small enough to keep (SAVED_HEADERS_MAX_CHARS).
 */
export function toSavedMapping<F extends string>(
  fields: readonly F[],
  mapping: ColumnMapping<F>,
  headers: readonly string[],
  { withHeaders = false }: { withHeaders?: boolean } = {},
): SavedMapping<F> {
  const saved: SavedMapping<F> = {
    columns: Object.fromEntries(
      fields.filter((f) => mapping[f] !== null).map((f) => [f, headers[mapping[f]!]]),
    ) as SavedMapping<F>['columns'],
  };
  if (withHeaders && JSON.stringify(headers).length <= SAVED_HEADERS_MAX_CHARS) saved.headers = [...headers];
  return saved;
}

/** A saved mapping applied to a file's headers; fields whose column the file lacks stay unmapped. */
export function fromSavedMapping<F extends string>(
  fields: readonly F[],
  saved: SavedMapping<F> | null | undefined,
  headers: readonly string[],
): ColumnMapping<F> {
  const mapping = emptyMappingOf(fields);
  for (const f of fields) {
    const name = saved?.columns?.[f];
    if (typeof name !== 'string') continue;
    const index = headers.indexOf(name);
    if (index >= 0) mapping[f] = index;
  }
  return mapping;
}

/** A mapping read back from a draft: only the fields, only columns the file has. */
export function restoredMapping<F extends string>(
  fields: readonly F[],
  value: unknown,
  columns: number,
): ColumnMapping<F> {
  const mapping = emptyMappingOf(fields);
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  for (const f of fields) {
    const col = raw[f];
    if (Number.isInteger(col) && (col as number) >= 0 && (col as number) < columns) mapping[f] = col as number;
  }
  return mapping;
}

const headerKey = (headers: readonly string[]) => JSON.stringify(headers.map((h) => h.trim().toLowerCase()));

/** Whether two headers are the same (names in order; case and surrounding spaces aside). */
export const sameHeaders = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && headerKey(a) === headerKey(b);

/** The saved mapping made for a file with this header (the newest of several), else null. */
export function mappingForHeaders<F extends string>(
  entries: readonly SavedMappingEntry<F>[] | null | undefined,
  headers: readonly string[],
): SavedMappingEntry<F> | null {
  let found: SavedMappingEntry<F> | null = null;
  for (const e of entries ?? []) {
    const kept = e.value?.headers;
    if (!Array.isArray(kept) || !sameHeaders(kept, headers)) continue;
    if (!found || (e.updatedAt ?? '') > (found.updatedAt ?? '')) found = e;
  }
  return found;
}

/** The saved mappings as a wizard holds them: null while loading; `failed` when they could not be read. */
export interface SavedMappingsState<F extends string = string> {
  entries: SavedMappingEntry<F>[] | null;
  failed: boolean;
  setEntries: Dispatch<SetStateAction<SavedMappingEntry<F>[] | null>>;
}

/** The saved mappings of the customer, loaded when the customer (or the store) changes. */
export function useSavedMappings<F extends string>(
  store: MappingStore<F>,
  customerId: string | null | undefined,
): SavedMappingsState<F> {
  const [entries, setEntries] = useState<SavedMappingEntry<F>[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!customerId) return undefined;
    let live = true;
    setEntries(null);
    setFailed(false);
    store.list(customerId).then(
      (list) => live && setEntries(list),
      () => {
        if (!live) return;
        setEntries([]);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [store, customerId]);
  return { entries, failed, setEntries };
}
