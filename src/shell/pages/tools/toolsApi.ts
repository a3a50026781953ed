// The calls of the info tools (server/tenancy/feedback/routes.ts): feedback, diagnostics and the round-trip
// probe, straight to the REST routes with the session's bearer token. Tests replace the object with
// `setToolsApi`.
import type { AclMap } from '../../../domain/acl';
import type { FeedbackKind } from '../../../domain/portalTools';
import { createRestClient, type RestClient } from '../../../providers/restClient';
import { tokenStore, type TokenStore } from '../../../providers/tokenStore';

export interface FeedbackBody {
  kind: FeedbackKind;
  message: string;
  page?: string;
  customerId?: string | null;
}

export interface Diagnostics {
  version: string;
  serverTime: string;
  operator: boolean;
  permissions: AclMap;
  database: { kind: 'pglite' | 'postgres'; version: string | null } | null;
}

export interface ToolsApi {
  sendFeedback(body: FeedbackBody): Promise<void>;
  diagnostics(): Promise<Diagnostics>;
  /** One round trip to the server, in milliseconds. */
  ping(): Promise<number>;
}

export function createToolsApi(
  tokens: TokenStore = tokenStore,
  rest: RestClient = createRestClient(tokens),
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): ToolsApi {
  return {
    async sendFeedback(body) {
      await rest('/feedback', { method: 'POST', body });
    },
    diagnostics: () => rest<Diagnostics>('/diagnostics'),
    async ping() {
      const started = performance.now();
      const response = await fetchImpl(`/diagnostics/ping?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`ping answered ${response.status}`);
      return performance.now() - started;
    },
  };
}

let api: ToolsApi | null = null;
export const toolsApi = (): ToolsApi => (api ??= createToolsApi());
/** Replace the calls (tests); `null` restores the real ones. */
export function setToolsApi(next: ToolsApi | null): void {
  api = next;
}
