// Saved list views in the UI settings store (issue 39; src/domain/listViews): react-admin keeps saved
// queries and DataTable column choices in its store under `<resource>.savedQueries`,
// `<resource>.datatable` and `<resource>.datatable_columnRanks`. For the main lists the portal's
// store (providers/store.ts) keeps those keys in memory only and writes every change to
// /ui-settings/<customer>/views.<resource>/<key> (per user on the server); the lists load them with
// `useListViews`. The namespace of a list: src/domain/listViews (locations/location → views.locations). Tests replace the REST calls with `setListViewsApi`.
import {
  isListViewKey,
  isListViewResource,
  listViewNamespace,
  type ListViewKey,
  type ListViewResource,
} from '../domain/listViews';
import { createRestClient } from './restClient';
import { tokenStore } from './tokenStore';
import { uiSettingsPath } from './uiSettings';

export type ListViewEntry = { key: string; value: unknown };

export interface ListViewsApi {
  list(customerId: string, resource: ListViewResource): Promise<ListViewEntry[]>;
  save(customerId: string, resource: ListViewResource, key: ListViewKey, value: unknown): Promise<void>;
  remove(customerId: string, resource: ListViewResource, key: ListViewKey): Promise<void>;
}

export function createListViewsApi(rest = createRestClient(tokenStore)): ListViewsApi {
  const path = (customerId: string, resource: ListViewResource, key?: string) =>
    uiSettingsPath(customerId, listViewNamespace(resource), key);
  return {
    async list(customerId, resource) {
      return ((await rest<ListViewEntry[]>(path(customerId, resource))) ?? []).filter(
        (e) => e && typeof e.key === 'string',
      );
    },
    async save(customerId, resource, key, value) {
      await rest(path(customerId, resource, key), { method: 'PUT', body: { value } });
    },
    async remove(customerId, resource, key) {
      try {
        await rest(path(customerId, resource, key), { method: 'DELETE' });
      } catch (error) {
        // already gone: what was wanted
        if ((error as { status?: number }).status !== 404) throw error;
      }
    },
  };
}

let api: ListViewsApi | null = null;
export const listViewsApi = (): ListViewsApi => (api ??= createListViewsApi());
/** Replace the calls (tests); `null` restores the real ones. */
export function setListViewsApi(next: ListViewsApi | null): void {
  api = next;
}

/** `<resource>.<key>` of a kept list view, else null. */
export function listViewStoreKey(storeKey: string): { resource: ListViewResource; key: ListViewKey } | null {
  const dot = storeKey.indexOf('.');
  if (dot < 0) return null;
  const resource = storeKey.slice(0, dot);
  const key = storeKey.slice(dot + 1);
  return isListViewResource(resource) && isListViewKey(key) ? { resource, key } : null;
}

type Listener = (error: unknown) => void;
const errorListeners = new Set<Listener>();
/** Failed writes (a refused value, say): the list showing them reports and reloads. */
export function onListViewError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}
export function reportListViewError(error: unknown): void {
  for (const listener of errorListeners) listener(error);
}
