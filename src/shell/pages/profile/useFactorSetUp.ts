import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { PortalAuthProvider } from '../../../providers/authProvider';
import { secondFactorGate } from '../../../providers/secondFactorGate';

/**
 * After a second factor was set up or removed on the profile: the customers refused for want of one
 * (D294) are asked again, with the permissions read afresh, without signing out (the server's
 * callers' cache learned of the factor from the database).
 */
export function useFactorChanged(): () => Promise<void> {
  const authProvider = useAuthProvider() as PortalAuthProvider | undefined;
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await authProvider?.getAcl?.(0).catch(() => undefined);
    secondFactorGate.clear();
    void queryClient.invalidateQueries();
  }, [authProvider, queryClient]);
}
