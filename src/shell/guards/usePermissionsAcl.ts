import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { PERMISSIONS_REFRESH_MS, type AclMap } from '../../domain';

/**
 * The user's ACL map (seed 000 §6, §7: GET acl/permissions, refreshed every 300000 ms and on
 * demand). One react-query entry shared with react-admin's usePermissions (same key), so every
 * reader sees one answer. When a refresh brings a different map, cached canAccess answers are
 * dropped too.
 */

export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;
const CAN_ACCESS_QUERY_KEY = ['auth', 'canAccess'] as const;

/** Query clients with a mounted reader, counted (refreshPermissions reaches each once). */
const clients = new Map<QueryClient, number>();
/** The last ACL seen per query client (to notice a change). */
const lastAcl = new WeakMap<QueryClient, string>();

/** Fetch the permissions again now (e.g. after accepting an invite), and re-ask canAccess. */
export async function refreshPermissions(): Promise<void> {
  await Promise.all(
    [...clients.keys()].map(async (client) => {
      await client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY });
      await client.invalidateQueries({ queryKey: CAN_ACCESS_QUERY_KEY });
    }),
  );
}

export interface AclState {
  acl: AclMap | undefined;
  /** The permissions have been loaded at least once (until then pages stay unguarded). */
  loaded: boolean;
}

export function usePermissionsAcl(): AclState {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();

  useEffect(() => {
    clients.set(queryClient, (clients.get(queryClient) ?? 0) + 1);
    return () => {
      const n = (clients.get(queryClient) ?? 1) - 1;
      if (n > 0) clients.set(queryClient, n);
      else clients.delete(queryClient);
    };
  }, [queryClient]);

  const { data, isSuccess } = useQuery<AclMap | null>({
    queryKey: PERMISSIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      if (!authProvider?.getPermissions) return {};
      const permissions = (await authProvider.getPermissions({ signal })) as AclMap | null | undefined;
      return permissions ?? null;
    },
    staleTime: PERMISSIONS_REFRESH_MS,
    refetchInterval: PERMISSIONS_REFRESH_MS,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (data === undefined) return;
    const json = JSON.stringify(data);
    const previous = lastAcl.get(queryClient);
    lastAcl.set(queryClient, json);
    if (previous !== undefined && previous !== json) {
      void queryClient.invalidateQueries({ queryKey: CAN_ACCESS_QUERY_KEY });
    }
  }, [data, queryClient]);

  return { acl: data ?? undefined, loaded: isSuccess };
}
