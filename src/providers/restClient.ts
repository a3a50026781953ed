import type { HttpError } from 'react-admin';
import { toHttpError } from './errors';
import type { TokenStore } from './tokenStore';
import { reportDataError } from './dataErrorSink';
import { secondFactorGate } from './secondFactorGate';

/**
 * The REST endpoints of the server (auth, my-profile, acl/permissions, content). Answers are
 * `{ data }` or `{ error: { code, field, message } }`; failures become the portal's HttpError
 * (see errors.ts) so that notifications and checkError treat them like GraphQL errors.
 */

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Given the whole answer of a success, for what an endpoint sends beside `data`. */
  onBody?: (body: Record<string, unknown>) => void;
}

export type RestClient = <T>(path: string, request?: RestRequest) => Promise<T>;

export function createRestClient(tokens: TokenStore, fetchImpl?: typeof fetch): RestClient {
  const doFetch = (...args: Parameters<typeof fetch>) => (fetchImpl ?? globalThis.fetch)(...args);
  return async function rest<T>(path: string, { method = 'GET', body, auth = true, signal, onBody }: RestRequest = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) {
      const token = await tokens.getAccessToken();
      if (!token) throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
      headers.authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      // an aborted request is the caller's choice, not a failure
      if (!signal?.aborted) {
        reportDataError('network', path, 'NETWORK', error);
      }
      throw toHttpError(error);
    }
    const json = (await response.json().catch(() => null)) as { data?: T } | null;
    if (!response.ok) {
      const error: HttpError = toHttpError({ status: response.status, body: json ?? {} });
      // 5xx: the server failed (a 4xx is an answer about the request: a wrong password, a missing right)
      if (response.status >= 500) {
        reportDataError('rest', path, response.status, error.message);
      }
      throw error;
    }
    if (json) onBody?.(json as Record<string, unknown>);
    return (json?.data ?? null) as T;
  };
}

/** One GraphQL operation outside react-admin's data provider (shell cards, imports, panel actions). */
export type GraphqlCall = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/**
 * GraphQL at /graphql with the session's bearer token. GraphQL errors (also in a 200 answer) become
 * the portal's HttpError like REST failures, so notifications and checkError treat them alike.
 */
export function createGraphqlCall(tokens: TokenStore, fetchImpl?: typeof fetch): GraphqlCall {
  const doFetch = (...args: Parameters<typeof fetch>) => (fetchImpl ?? globalThis.fetch)(...args);
  return async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const token = await tokens.getAccessToken();
    if (!token) throw toHttpError({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    let response: Response;
    try {
      response = await doFetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      reportDataError('network', query, 'NETWORK', error);
      throw toHttpError(error);
    }
    const json = (await response.json().catch(() => null)) as { data?: T; errors?: unknown[] } | null;
    if (!response.ok || !json || json.errors?.length) {
      const errors = (json?.errors ?? [{}]) as { message?: unknown; extensions?: { code?: unknown } }[];
      for (const e of errors) {
        reportDataError('graphql', query, e.extensions?.code ?? response.status, e.message);
        secondFactorGate.noteError(e.extensions);
      }
      throw toHttpError({ status: response.ok ? 500 : response.status, body: json ?? {} });
    }
    return json.data as T;
  };
}
