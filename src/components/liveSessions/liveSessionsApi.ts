// The one call of live sessions that is not a react-admin resource call: disconnectLiveSession
// (schema/liveSession.graphql). Straight to the one GraphQL endpoint with the session's bearer token
// (createGraphqlCall, src/providers/restClient.ts). Tests replace the object with
// `setLiveSessionsApi(fake)`.
import { createGraphqlCall } from '../../providers/restClient';
import { tokenStore, type TokenStore } from '../../providers/tokenStore';

export interface LiveSessionsApi {
  /** The operator's Disconnect: true when queued or already pending, false when no longer online. */
  disconnect(sessionId: string): Promise<boolean>;
}

export function createLiveSessionsApi(tokens: TokenStore = tokenStore): LiveSessionsApi {
  const graphql = createGraphqlCall(tokens);
  return {
    async disconnect(sessionId) {
      const data = (await graphql('mutation($id:ID!){disconnectLiveSession(_id:$id)}', { id: sessionId })) as {
        disconnectLiveSession: boolean;
      };
      return data.disconnectLiveSession;
    },
  };
}

let api: LiveSessionsApi | null = null;

export function liveSessionsApi(): LiveSessionsApi {
  return (api ??= createLiveSessionsApi());
}

export function setLiveSessionsApi(next: LiveSessionsApi | null): void {
  api = next;
}
