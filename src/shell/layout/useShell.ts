import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { CUSTOMER_SORT, INVITE_POLL_MS, type AclMap } from '../../domain';
import { activeCustomer, useActiveCustomer, type CustomerDetails } from '../../providers/activeCustomer';
import type { PortalIdentity } from '../../providers/authProvider';
import { WHITELABEL_PARTNER_QUERY_KEY } from '../customerSwitch/useWhitelabelPartner';
import { usePermissionsAcl } from '../guards';
import type { PluginKey } from '../routes';
import { shellApi } from './shellApi';

/**
 * Hooks over the shell's calls (shellApi.ts) and the session. Query keys: user-level answers (the
 * white-label partner) start with 'customer' so that a customer switch keeps them (see
 * useSwitchCustomer's dependsOnCustomer); everything else starts with 'shell' and is dropped on a
 * switch. Background calls carry `meta.silent` and do not move the page loading bar.
 */

export { useAppConfig, resetAppConfigMemo } from './useAppConfig';

/**
 * The ACL map of /acl/permissions, refreshed every PERMISSIONS_REFRESH_MS (seed 000 §6): the one
 * permissions query of the portal, shared with the route guards.
 */
export function useAcl(): { acl: AclMap | undefined; isPending: boolean } {
  const { acl, loaded } = usePermissionsAcl();
  return { acl, isPending: !loaded };
}

export function usePortalIdentity(): PortalIdentity | undefined {
  const { identity } = useGetIdentity();
  return identity as PortalIdentity | undefined;
}

/**
 * The white-label partner of the user's home customer (null: none); the same query as the customer
 * switch's (one key, one answer per session, kept over customer switches).
 */
export function useWhitelabelPartner() {
  return useQuery({
    queryKey: WHITELABEL_PARTNER_QUERY_KEY,
    queryFn: () => shellApi().whitelabelPartner(),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
}

/** Query key of the pending-invite count: invalidate it after accepting or declining invites. */
export const INVITE_COUNT_QUERY_KEY = ['shell', 'myInvites', 'count'] as const;

/**
 * Count of my pending invites (totalCount of myInvites(take: 1)), polled every INVITE_POLL_MS and
 * never served from a cache (seed 000 §7).
 */
export function useInviteCount(): number {
  const { data } = useQuery({
    queryKey: INVITE_COUNT_QUERY_KEY,
    queryFn: () => shellApi().myInviteCount(),
    refetchInterval: INVITE_POLL_MS,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  return data ?? 0;
}

/** A plugin block as the shell reads it (only the fields the shell uses). */
export interface PluginBlock {
  active?: boolean | null;
  [field: string]: unknown;
}
/** The plugin blocks of a customer and the id of its plugins row (what plugin references hold). */
export type PluginBlocks = Partial<Record<PluginKey, PluginBlock | null>> & { _id?: string | null };

/**
 * Plugins of the active customer: from its loaded details; when the details were loaded without
 * plugins, fetched once per customer. Null while unknown or when the customer has none.
 */
export function useActivePlugins(): PluginBlocks | null {
  const { customerId, customer } = useActiveCustomer();
  const loaded = customer && customer.customerId === customerId ? customer : null;
  const fromDetails = loaded && 'plugins' in loaded ? ((loaded.plugins as PluginBlocks | null) ?? null) : undefined;
  const { data } = useQuery({
    queryKey: ['shell', 'plugins', customerId],
    queryFn: () => shellApi().customerPlugins(customerId as string),
    enabled: !!loaded && fromDetails === undefined,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
  return fromDetails !== undefined ? fromDetails : ((data as PluginBlocks | null | undefined) ?? null);
}

/**
 * After the active customer's plugins changed (the plugin screens): its details are read again and
 * replaced in the store without clearing them first, so the menu locks, plugin gates, customer card
 * and licence card follow at once (no reload, no loading flash); the cached plugin and licence
 * answers of the customer are dropped.
 */
export function useRefreshActivePlugins(): () => Promise<void> {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const customerId = activeCustomer.getId();
    if (!customerId) return;
    // ['shell', 'licenseUtilization', id] is licence/useLicence's licenceQueryKey
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['shell', 'plugins', customerId] }),
      queryClient.invalidateQueries({ queryKey: ['shell', 'licenseUtilization', customerId] }),
    ]);
    const { data } = await dataProvider.getList<CustomerDetails & { id: string }>('customer', {
      filter: { customerIds: [customerId] },
      pagination: { page: 1, perPage: 1 },
      sort: { field: CUSTOMER_SORT.key, order: CUSTOMER_SORT.order },
      meta: { detail: true },
    });
    const found = data.find((row) => row.customerId === customerId);
    if (found) activeCustomer.setDetails(found);
  }, [dataProvider, queryClient]);
}

/** Is the plugin active for the active customer? */
export const pluginActive = (plugins: PluginBlocks | null, key: PluginKey): boolean => plugins?.[key]?.active === true;
