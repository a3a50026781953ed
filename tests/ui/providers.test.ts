import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { describeError, toHttpError } from '../../src/providers/errors';
import { createTokenStore, decodeJwt, userIdOf } from '../../src/providers/tokenStore';
import { createAuthProvider } from '../../src/providers/authProvider';
import { subjectOfResource } from '../../src/shell/registry';
import { activeCustomer } from '../../src/providers/activeCustomer';
import type { RestClient } from '../../src/providers/restClient';
import { jwt, nowS } from './harness/jwt';
import { deleteCookie, readCookie, writeCookie } from '../../src/providers/cookies';

afterEach(() => {
  document.cookie = 'hp.session=; Max-Age=0; Path=/';
  activeCustomer.clear();
});

describe('error mapping', () => {
  it('reads the code of GraphQL errors that ra-data-graphql reports as HttpError 200', () => {
    const apolloError = {
      message: 'x',
      graphQLErrors: [{ message: 'Access denied', extensions: { code: 'FORBIDDEN' } }],
    };
    expect(describeError(new HttpError('x', 200, apolloError))).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      messageKey: 'errors.FORBIDDEN',
    });
  });

  it('keeps field, catalogue key and arguments of field errors and puts them on the form field', () => {
    const err = new HttpError('x', 200, {
      graphQLErrors: [
        {
          message: 'Only 3',
          extensions: { code: 'LICENCE_EXCEEDED', field: 'data.amount', args: { left: 3, allowed: 10 } },
        },
      ],
    });
    const http = toHttpError(err);
    expect(http.message).toBe('errors.LICENCE_EXCEEDED');
    expect(http.body).toMatchObject({ code: 'LICENCE_EXCEEDED', field: 'amount', args: { left: 3, allowed: 10 } });
    // on the field, with the arguments and the field's label (react-admin's format with arguments)
    expect(http.body.errors).toEqual({
      amount: `@@react-admin@@${JSON.stringify({
        message: 'errors.LICENCE_EXCEEDED',
        args: { left: 3, allowed: 10, fieldLabel: 'forms.fields.amount.label' },
      })}`,
    });
    // normalising twice changes nothing
    expect(describeError(http)).toMatchObject({ code: 'LICENCE_EXCEEDED', field: 'amount', args: { left: 3 } });
  });

  it('maps a duplicate code, a stale update (no form field) and server-sent catalogue keys', () => {
    const dup = toHttpError({
      graphQLErrors: [{ extensions: { code: 'CONFLICT', field: 'code', reason: 'DUPLICATE' } }],
    });
    expect(dup.body.errors).toEqual({
      code: `@@react-admin@@${JSON.stringify({ message: 'errors.DUPLICATE', args: { fieldLabel: 'forms.fields.code.label' } })}`,
    });
    const stale = toHttpError({
      graphQLErrors: [{ extensions: { code: 'CONFLICT', field: 'updatedAt', reason: 'STALE' } }],
    });
    expect(stale.message).toBe('errors.CONFLICT');
    expect(stale.body.errors).toBeUndefined();
    const input = describeError({
      graphQLErrors: [
        { extensions: { code: 'BAD_USER_INPUT', field: 'code', i18n: 'forms.validationMessages.voucherCode' } },
      ],
    });
    expect(input.messageKey).toBe('forms.validationMessages.voucherCode');
    const unknownKey = describeError({
      graphQLErrors: [{ extensions: { code: 'BAD_USER_INPUT', i18n: 'no.such.key' } }],
    });
    expect(unknownKey.messageKey).toBe('errors.BAD_USER_INPUT');
  });

  it('maps REST errors, HTTP statuses and network failures', () => {
    expect(describeError({ status: 429, body: { error: { code: 'RATE_LIMITED' } } }).code).toBe('RATE_LIMITED');
    // a REST refusal's message key and arguments, as a GraphQL error's extensions carry them (D319)
    const overLimit = {
      code: 'BAD_USER_INPUT',
      message: 'value: invalid (forms.validationMessages.arrayMaxSize)',
      field: 'value',
      i18n: 'forms.validationMessages.arrayMaxSize',
      args: { maxSize: 20 },
    };
    expect(describeError({ status: 400, body: { error: overLimit } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      messageKey: 'forms.validationMessages.arrayMaxSize',
      field: 'value',
      args: { maxSize: 20 },
    });
    expect(toHttpError({ status: 400, body: { error: overLimit } }).message).toBe(
      'forms.validationMessages.arrayMaxSize',
    );
    // the key in `message`; a key the catalogue lacks falls back to the code's message
    expect(
      describeError({
        status: 400,
        body: { error: { code: 'BAD_USER_INPUT', message: 'forms.validationMessages.text' } },
      }).messageKey,
    ).toBe('forms.validationMessages.text');
    expect(
      describeError({ status: 400, body: { error: { code: 'BAD_USER_INPUT', i18n: 'no.such.key', message: 'x' } } })
        .messageKey,
    ).toBe('errors.BAD_USER_INPUT');
    expect(describeError(new HttpError('Unauthorized', 401)).code).toBe('UNAUTHENTICATED');
    expect(describeError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'NETWORK',
      messageKey: 'errors.NETWORK',
    });
    expect(describeError(new Error('boom'))).toMatchObject({ code: 'INTERNAL', messageKey: 'errors.INTERNAL' });
  });
});

describe('token store', () => {
  it('decodes the user id from the subject', () => {
    const token = jwt({ sub: 'local|u42', exp: nowS() + 600 });
    expect(decodeJwt(token)?.exp).toBeGreaterThan(nowS());
    expect(userIdOf(token)).toBe('u42');
  });

  it('refreshes an expiring access token once for concurrent callers (rotation)', async () => {
    const fresh = jwt({ sub: 'local|u1', exp: nowS() + 600 });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { accessToken: fresh, refreshToken: 'r2' } })));
    const store = createTokenStore({ fetch });
    store.set({ accessToken: jwt({ sub: 'local|u1', exp: nowS() + 5 }), refreshToken: 'r1' });
    const [a, b] = await Promise.all([store.getAccessToken(), store.getAccessToken()]);
    expect(a).toBe(fresh);
    expect(b).toBe(fresh);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      refreshToken: 'r1',
    });
    expect(store.get()).toEqual({ accessToken: fresh, refreshToken: 'r2' });
    expect(await store.getAccessToken()).toBe(fresh);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh token is refused', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED' } }), { status: 401 }),
    );
    const store = createTokenStore({ fetch });
    store.set({ accessToken: jwt({ exp: nowS() - 1 }), refreshToken: 'used' });
    expect(await store.getAccessToken()).toBeNull();
    expect(store.get()).toBeNull();
  });
});

describe('auth provider', () => {
  const acl = { '*': ['Voucher:read'], K100002: ['Voucher:*'] };
  const rest = vi.fn(async (path: string) => {
    if (path === '/acl/permissions') return acl;
    if (path === '/my-profile') return { _id: 'u1', email: 'a@b.test', firstName: 'Anna', lastName: 'Berg' };
    throw new Error(path);
  }) as unknown as RestClient;
  const auth = createAuthProvider({ tokens: createTokenStore({ fetch: vi.fn() }), rest, subjectOf: subjectOfResource });

  it('answers canAccess with the domain matcher for the active customer', async () => {
    activeCustomer.set('K100001');
    expect(await auth.canAccess!({ resource: 'wifi-code', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'wifi-code', action: 'delete' })).toBe(false);
    activeCustomer.set('K100002');
    expect(await auth.canAccess!({ resource: 'wifi-code', action: 'delete' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'wifi-code', action: 'edit' })).toBe(true);
  });

  it('builds the identity with initials and logs out on UNAUTHENTICATED only', async () => {
    expect(await auth.getIdentity!()).toMatchObject({ id: 'u1', fullName: 'Anna Berg', initials: 'AB' });
    await expect(auth.checkError(toHttpError({ status: 401 }))).rejects.toMatchObject({ redirectTo: '/auth/login' });
    await expect(
      auth.checkError(new HttpError('x', 200, { graphQLErrors: [{ extensions: { code: 'FORBIDDEN' } }] })),
    ).resolves.toBeUndefined();
  });

  it("takes the answer in hand for the first ask of each of react-admin's permission queries; later asks fetch (D337)", async () => {
    const fetchAcl = vi.fn(async (path: string) => {
      if (path === '/acl/permissions') return acl;
      if (path === '/auth/authorize')
        return { accessToken: jwt({ sub: 'local|u1', exp: nowS() + 600 }), refreshToken: 'r' };
      throw new Error(path);
    }) as unknown as RestClient;
    const provider = createAuthProvider({ tokens: createTokenStore({ fetch: vi.fn() }), rest: fetchAcl });
    const fetches = () => vi.mocked(fetchAcl).mock.calls.filter(([path]) => path === '/acl/permissions').length;
    await provider.login({ email: 'a@b.test', password: 'x' });
    // the login page asks while its success shows …
    expect(await provider.getAcl()).toEqual(acl);
    expect(fetches()).toBe(1);
    // … and the portal's first asks — the pages' query and the dashboard's — take that answer
    const signal = new AbortController().signal;
    expect(await provider.getPermissions!({ signal })).toEqual(acl);
    expect(await provider.getPermissions!({ params: { route: 'dashboard' }, signal })).toEqual(acl);
    expect(fetches()).toBe(1);
    // a refresh (react-query's interval, an invalidation) asks the same query again: fetched
    expect(await provider.getPermissions!({ signal })).toEqual(acl);
    expect(fetches()).toBe(2);
    // after a logout and a new login the first asks are first again, and take the new login's answer
    await provider.logout({});
    await provider.login({ email: 'a@b.test', password: 'x' });
    await provider.getAcl();
    await provider.getPermissions!({});
    expect(fetches()).toBe(3);
  });

  it('logout forgets the tokens and the active customer', async () => {
    activeCustomer.set('K100002');
    expect(await auth.logout({})).toBe('/auth/login');
    expect(activeCustomer.getId()).toBeNull();
  });
});

describe('cookies (D350: parsed once per task)', () => {
  afterEach(() => {
    document.cookie = 'hp.probe=; Max-Age=0; Path=/';
  });

  it('a write or delete of ours is read back at once; a change from elsewhere from the next task on', async () => {
    expect(readCookie('hp.probe')).toBeUndefined();
    writeCookie('hp.probe', 'a b;c', 60);
    expect(readCookie('hp.probe')).toBe('a b;c');
    // Another tab or a response sets the cookie: the copy of this task may still hold the old value.
    document.cookie = `hp.probe=${encodeURIComponent('other')}; Path=/`;
    await Promise.resolve();
    expect(readCookie('hp.probe')).toBe('other');
    deleteCookie('hp.probe');
    expect(readCookie('hp.probe')).toBeUndefined();
  });
});
