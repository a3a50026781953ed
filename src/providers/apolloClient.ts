import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client/core';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { removeTypenameFromVariables } from '@apollo/client/link/remove-typename';
import type { TokenStore } from './tokenStore';
import { logDataError } from './errorLog';
import { secondFactorGate } from './secondFactorGate';

/**
 * The Apollo client of the data interface (seed 000 §7): one POST endpoint, bearer token from the
 * token store (checked and refreshed before each call), type-name fields stripped from variables,
 * errors policy "all". Watch queries use cache-and-network; the data provider's one-shot queries
 * bypass Apollo's cache ("no-cache") because react-admin's query cache (react-query) is the one
 * cache of the portal: a customer switch then has exactly one cache to clear. Every GraphQL and
 * network error is logged (seed 000 §8, errorLog.ts) before the caller shows it.
 */
export function createApolloClient(tokens: TokenStore, options: { uri?: string; fetch?: typeof fetch } = {}) {
  const authLink = setContext(async (_operation, { headers }) => {
    const token = await tokens.getAccessToken();
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const httpLink = new HttpLink({
    uri: options.uri ?? '/graphql',
    fetch: (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args),
  });
  const logLink = onError(({ graphQLErrors, networkError, operation }) => {
    for (const error of graphQLErrors ?? []) {
      const code = error.extensions?.code;
      // A customer that requires a second factor: the shell leads to the enrolment (D294).
      secondFactorGate.noteError(error.extensions);
      logDataError({
        source: 'graphql',
        operation: operation.operationName,
        code: typeof code === 'string' ? code : undefined,
        message: error.message,
      });
    }
    if (networkError) {
      const status = (networkError as { statusCode?: unknown }).statusCode;
      logDataError({
        source: 'network',
        operation: operation.operationName,
        code: typeof status === 'number' ? String(status) : 'NETWORK',
        message: networkError.message,
      });
    }
  });
  return new ApolloClient({
    link: from([removeTypenameFromVariables(), logLink, authLink, httpLink]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
    },
  });
}

export type PortalApolloClient = ReturnType<typeof createApolloClient>;
