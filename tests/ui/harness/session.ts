import { vi } from 'vitest';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jwt, nowS } from './jwt';

/** A session in the token store (a JWT valid for an hour), so that GraphQL calls carry a bearer. */
export function fakeSession() {
  const accessToken = jwt({ sub: 'local|u1', exp: nowS() + 3600 });
  tokenStore.set({ accessToken, refreshToken: 'r' });
  return accessToken;
}

/** A fetch answering GraphQL by operation name; the calls are recorded. */
export function fakeGraphqlFetch(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string; variables: Record<string, unknown> };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const answer = answers[name];
    const payload = answer ? answer(body.variables) : { errors: [{ message: `no fake for ${name}` }] };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
