// The one call of the hotspot-accounts panel that is not a react-admin resource call:
// invalidateHotspotAccountsByMultiAccountId (schema/hotspot-account.graphql). Straight to the one
// GraphQL endpoint with the session's bearer token (createGraphqlCall, src/providers/restClient.ts).
// Tests replace the object with `setHotspotAccountsApi(fake)`.
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore, type TokenStore } from '../../providers/tokenStore';

export interface HotspotAccountsApi {
  /** Sets valid false on every account of the group (within the caller's customers). */
  invalidateGroup(multiAccountId: string): Promise<void>;
}

export function createHotspotAccountsApi(tokens: TokenStore = tokenStore): HotspotAccountsApi {
  const graphql = createGraphqlCall(tokens);
  return {
    async invalidateGroup(multiAccountId) {
      await graphql('mutation($m:String!){invalidateHotspotAccountsByMultiAccountId(multiAccountId:$m)}', {
        m: multiAccountId,
      });
    },
  };
}

let api: HotspotAccountsApi | null = null;

export function hotspotAccountsApi(): HotspotAccountsApi {
  return (api ??= createHotspotAccountsApi());
}

export function setHotspotAccountsApi(next: HotspotAccountsApi | null): void {
  api = next;
}
