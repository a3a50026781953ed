// The one call of the hotspot-accounts panel that is not a react-admin resource call:
// invalidateHotspotAccountsByMultiAccountId (schema/hotspot-account.graphql). Straight to the one
// GraphQL endpoint with the session's bearer token, like the shell's calls (src/shell/layout/shellApi.ts).
// Tests replace the object with `setHotspotAccountsApi(fake)`.
import { toHttpError } from '../../providers/errors';
import { tokenStore, type TokenStore } from '../../providers/tokenStore';

export interface HotspotAccountsApi {
  /** Sets valid false on every account of the group (within the caller's customers). */
  invalidateGroup(multiAccountId: string): Promise<void>;
}

export function createHotspotAccountsApi(tokens: TokenStore = tokenStore): HotspotAccountsApi {
  async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const token = await tokens.getAccessToken();
    if (!token) throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    let response: Response;
    try {
      response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      throw toHttpError(error);
    }
    const json = (await response.json().catch(() => null)) as { data?: T; errors?: unknown[] } | null;
    if (!response.ok || !json || json.errors?.length) {
      throw toHttpError({ status: response.ok ? 500 : response.status, body: json ?? {} });
    }
    return json.data as T;
  }
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
