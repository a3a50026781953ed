// Seed 000 §8: data-interface and network errors are logged, not only shown (src/providers/errorLog.ts,
// decision D256): one console.warn line per failed call, with the operation and the code.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { gql } from '@apollo/client/core';
import { createApolloClient } from '../../src/providers/apolloClient';
import { logDataError, setDataErrorSink } from '../../src/providers/errorLog';
import { createGraphqlCall, createRestClient } from '../../src/providers/restClient';
import type { TokenStore } from '../../src/providers/tokenStore';
import { checkSession } from '../../src/providers/session';

const tokens = { getAccessToken: async () => 'token' } as unknown as TokenStore;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // as the portal does (App.tsx); the login page leaves the REST client's sink unset
  setDataErrorSink(logDataError);
});
afterEach(() => {
  warn.mockRestore();
  setDataErrorSink(null);
});

const lines = () => warn.mock.calls.map((c) => String(c[0]));

describe('the data interface logs its errors', () => {
  it('Apollo: a GraphQL error with its operation and code', async () => {
    const fetch = vi.fn(async () =>
      json({ data: null, errors: [{ message: 'No such code', extensions: { code: 'NOT_FOUND' } }] }),
    );
    const client = createApolloClient(tokens, { uri: 'http://portal.test/graphql', fetch });
    const result = await client.query({ query: gql('query OneVoucher { vouchers { count } }') });
    expect(result.errors?.[0]?.message).toBe('No such code');
    expect(lines()).toEqual(['[data] graphql error in OneVoucher (NOT_FOUND): No such code']);
  });

  it('Apollo: a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApolloClient(tokens, { uri: 'http://portal.test/graphql', fetch });
    await expect(client.query({ query: gql('query Customers { customers { count } }') })).rejects.toThrow();
    expect(lines()).toEqual(['[data] network error in Customers (NETWORK): Failed to fetch']);
  });

  it('Apollo: nothing for a successful answer', async () => {
    const fetch = vi.fn(async () => json({ data: { customers: { count: 1, __typename: 'CustomerPage' } } }));
    const client = createApolloClient(tokens, { uri: 'http://portal.test/graphql', fetch });
    await client.query({ query: gql('query Customers { customers { count } }') });
    expect(warn).not.toHaveBeenCalled();
  });

  it('the shell’s GraphQL calls: errors and network failures', async () => {
    const failing = createGraphqlCall(tokens, async () =>
      json({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await expect(failing('query AlertBell { x }')).rejects.toBeTruthy();
    const offline = createGraphqlCall(tokens, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline('mutation MarkAlertsRead { y }')).rejects.toBeTruthy();
    expect(lines()).toEqual([
      '[data] graphql error in AlertBell (FORBIDDEN): Forbidden',
      '[data] network error in MarkAlertsRead (NETWORK): Failed to fetch',
    ]);
  });

  it('REST: network failures and server errors, not the answers about a request (4xx)', async () => {
    const refused = createRestClient(tokens, async () => json({ error: { code: 'FORBIDDEN' } }, 403));
    await expect(refused('/acl/permissions')).rejects.toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
    const broken = createRestClient(tokens, async () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await expect(broken('/my-profile?x=secret')).rejects.toBeTruthy();
    const offline = createRestClient(tokens, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline('/app-config', { auth: false })).rejects.toBeTruthy();
    expect(lines()).toHaveLength(2);
    expect(lines()[0]).toMatch(/^\[data\] rest error in \/my-profile \(500\)/);
    expect(lines()[1]).toBe('[data] network error in /app-config (NETWORK): Failed to fetch');
    // without a sink (the login page): nothing
    setDataErrorSink(null);
    await expect(offline('/auth/authorize', { auth: false })).rejects.toBeTruthy();
    expect(lines()).toHaveLength(2);
  });

  it('auth init: a token refresh that fails offline keeps the session and is logged', async () => {
    const stale = {
      get: () => ({ accessToken: 'old', refreshToken: 'r' }),
      isFresh: () => false,
      refresh: async () => {
        throw new TypeError('Failed to fetch');
      },
    } as unknown as TokenStore;
    await expect(checkSession(stale)).resolves.toBeUndefined();
    expect(lines()).toEqual(['[data] auth error in token refresh (NETWORK): Failed to fetch']);
  });
});
