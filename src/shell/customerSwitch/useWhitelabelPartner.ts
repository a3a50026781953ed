import { useQuery } from '@tanstack/react-query';
import { createRestClient } from '../../providers/restClient';
import { tokenStore } from '../../providers/tokenStore';

/**
 * The caller's white-label partner (seed 000 §7 WhitelabelPartner: no arguments, customerId and
 * company), or null. It belongs to the user, not to the active customer: the key starts with
 * 'customer' so that a customer switch keeps it. Asked for once per session.
 */

export interface WhitelabelPartner {
  customerId: string;
  company: string;
}

export const WHITELABEL_PARTNER_QUERY_KEY = ['customer', 'whitelabelPartner'] as const;

const QUERY = 'query WhitelabelPartner { whitelabelPartner { customerId company } }';

let rest: ReturnType<typeof createRestClient> | undefined;

/** POST /graphql through the REST client (bearer token, refresh first when it expires). */
export async function fetchWhitelabelPartner(): Promise<WhitelabelPartner | null> {
  rest ??= createRestClient(tokenStore);
  const data = await rest<{ whitelabelPartner?: WhitelabelPartner | null } | null>('/graphql', {
    method: 'POST',
    body: { operationName: 'WhitelabelPartner', query: QUERY, variables: {} },
  });
  return data?.whitelabelPartner ?? null;
}

export function useWhitelabelPartner(): WhitelabelPartner | null {
  const { data } = useQuery({
    queryKey: WHITELABEL_PARTNER_QUERY_KEY,
    queryFn: fetchWhitelabelPartner,
    // without a session (tests, logged-out pages) there is nobody to ask
    enabled: tokenStore.get() !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return data ?? null;
}
