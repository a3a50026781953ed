// The WiFi-code shortcuts in the UI settings store (REST /ui-settings/:customerId/wifi-code-shortcuts,
// seed 000 §3): one entry per shortcut, key = its id. Straight to the REST routes with the session's
// bearer token, like the import wizard's saved mappings. Tests replace the object with `setShortcutApi`.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SHORTCUT_NAMESPACE, type Shortcut } from '../../../domain/shortcut';
import { createRestClient, type RestClient } from '../../../providers/restClient';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';
import { uiSettingsPath } from '../../../providers/uiSettings';

export type ShortcutEntry = { key: string; value: Shortcut; updatedAt?: string };

export interface ShortcutApi {
  list(customerId: string): Promise<ShortcutEntry[]>;
  save(customerId: string, key: string, value: Shortcut): Promise<void>;
  remove(customerId: string, key: string): Promise<void>;
}

export function createShortcutApi(tokens: TokenStore = tokenStore, rest: RestClient = createRestClient(tokens)) {
  const path = (customerId: string, key?: string) => uiSettingsPath(customerId, SHORTCUT_NAMESPACE, key);
  const api: ShortcutApi = {
    async list(customerId) {
      const list = await rest<ShortcutEntry[]>(path(customerId));
      return (list ?? []).filter((e) => e && typeof e.key === 'string' && e.value && typeof e.value === 'object');
    },
    async save(customerId, key, value) {
      await rest(path(customerId, key), { method: 'PUT', body: { value } });
    },
    async remove(customerId, key) {
      await rest(path(customerId, key), { method: 'DELETE' });
    },
  };
  return api;
}

let api: ShortcutApi | null = null;
export const shortcutApi = (): ShortcutApi => (api ??= createShortcutApi());
/** Replace the calls (tests); `null` restores the real ones. */
export function setShortcutApi(next: ShortcutApi | null): void {
  api = next;
}

/** A new shortcut's key: letters and digits only (the store allows letters, digits, space, _ . -). */
export const newShortcutKey = (): string =>
  `s${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;

const queryKey = (customerId: string | null | undefined) => ['wifi-code-shortcuts', customerId ?? ''];

/** The customer's shortcuts by name, and a way to reload them after a change. */
export function useShortcuts(customerId: string | null | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKey(customerId),
    queryFn: async () =>
      (await shortcutApi().list(customerId!)).sort((a, b) => a.value.name.localeCompare(b.value.name)),
    enabled: !!customerId,
  });
  const invalidate = useCallback(
    () => client.invalidateQueries({ queryKey: queryKey(customerId) }),
    [client, customerId],
  );
  return { ...query, invalidate };
}
