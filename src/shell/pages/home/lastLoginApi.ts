import { createGraphqlCall, type GraphqlCall } from '../../../providers/restClient';
import { tokenStore } from '../../../providers/tokenStore';

/** The newest hotspot login of a customer (seed 001 §3 LastLogin): when it started. */
export interface LastLogin {
  customerId: string;
  hotspotAccountId: string | null;
  /** When the guest logged in (the session's start). */
  timestamp: string | null;
  /** The session's latest accounting update. */
  eventTimestamp: string | null;
}

let graphql: GraphqlCall | undefined;

/**
 * `lastLogin(customerId)` straight over GraphQL with the session's token, like the shell's other
 * calls (shellApi.ts): the home page must not pull the data layer in. null: nobody logged in yet.
 */
export async function fetchLastLogin(customerId: string): Promise<LastLogin | null> {
  graphql ??= createGraphqlCall(tokenStore);
  const data = await graphql<{ lastLogin: LastLogin | null }>(
    'query HomeLastLogin($customerId: String) { lastLogin(customerId: $customerId) { customerId hotspotAccountId timestamp eventTimestamp } }',
    { customerId },
  );
  return data.lastLogin ?? null;
}
