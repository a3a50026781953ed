// The invited person's screens: /profile/invites (own invites, accept) and the public acceptance
// page of the mail's link (/auth/invite?token=…).
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InvitesPage from '../../src/shell/pages/profile/InvitesPage';
import AcceptInvitePage from '../../src/shell/pages/profile/AcceptInvitePage';
import { findRoute } from '../../src/shell/routes';
import { tokenStore } from '../../src/providers/tokenStore';
import { fakeAuthProvider, renderResource } from './harness/renderResource';
import { fakeGraphqlFetch, fakeSession } from './harness/session';
import { SLOW } from './harness/slow';
import { invite, inviteRecords, SUPER_ADMIN_ACL } from './resources/user/data';

const TOKEN = 'T'.repeat(43);
/** The shell's invite pages, rendered in the users area of the hotel's super-admin. */
const USERS = { records: inviteRecords(), permissions: SUPER_ADMIN_ACL };

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
});

const mine = [
  invite(1, { customerId: 'K100002', invitingCustomer: { customerId: 'K100002', company: 'Stadtcafé' } }),
  invite(2, { customerId: 'K100003', invitingCustomer: { customerId: 'K100001', company: 'Alpenhotel Zugspitze' } }),
];

describe('/profile/invites', () => {
  const route = findRoute('/profile/invites')!;
  const view = () => createElement(InvitesPage, { route });

  it('lists my invites, all chosen, and accepts the chosen ones', async () => {
    fakeSession();
    let taken: unknown;
    const fetchSpy = fakeGraphqlFetch({
      MyInvites: () => ({ data: { myInvites: { totalCount: taken ? 0 : 2, data: taken ? [] : mine } } }),
      TakeOrganizationInvites: (v) => {
        taken = v;
        return { data: { takeOrganizationInvites: true } };
      },
    });
    await renderResource('user', { ...USERS, view, path: '/profile/invites', route: '/profile/invites' });
    expect(await screen.findByText('Stadtcafé (K100002)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Eingeladen von Alpenhotel Zugspitze')).toBeInTheDocument();
    expect(screen.getAllByText('WLAN-Codes')).toHaveLength(2);
    const cafe = screen.getByRole('checkbox', { name: /Stadtcafé/ });
    expect(cafe).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /K100003/ }));
    await user.click(screen.getByRole('button', { name: 'Einladungen annehmen' }));
    await waitFor(() => expect(taken).toEqual({ data: { customerIds: ['K100002'] } }));
    expect(await screen.findByText(/Keine Einladungen gefunden/)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('says when there are none', async () => {
    fakeSession();
    fakeGraphqlFetch({ MyInvites: () => ({ data: { myInvites: { totalCount: 0, data: [] } } }) });
    await renderResource('user', { ...USERS, view, path: '/profile/invites', route: '/profile/invites' });
    expect(await screen.findByText(/Keine Einladungen gefunden. Nicht angenommene/, {}, SLOW)).toBeInTheDocument();
  });
});

describe('/auth/invite (the mail link)', () => {
  const view = () => createElement(AcceptInvitePage, { route: findRoute('/auth/invite')! });
  const open = (path = `/auth/invite?token=${TOKEN}`, authProvider = fakeAuthProvider(SUPER_ADMIN_ACL)) =>
    renderResource('user', { ...USERS, view, path, route: '/auth/invite', authProvider });

  it('says "invalid token link" for an unknown token or none', async () => {
    fakeGraphqlFetch({ UserInvitesByToken: () => ({ data: { userInvitesByToken: { totalCount: 0, data: [] } } }) });
    await open();
    expect(await screen.findByText(/Ungültiger Einladungslink/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zur Anmeldung/ })).toHaveAttribute('href', '/auth/login');
  });

  it('says expired when every invite of the link has expired', async () => {
    fakeGraphqlFetch({
      UserInvitesByToken: () => ({
        data: { userInvitesByToken: { totalCount: 1, data: [invite(1, { expired: true })] } },
      }),
    });
    await open();
    expect(await screen.findByText(/Diese Einladung ist abgelaufen/, {}, SLOW)).toBeInTheDocument();
  });

  it('creates the account with the token as bearer, checks the password policy, then logs in', async () => {
    let taken: Record<string, unknown> | undefined;
    const fetchSpy = fakeGraphqlFetch({
      UserInvitesByToken: () => ({
        data: {
          userInvitesByToken: {
            totalCount: 2,
            data: [
              invite(1),
              invite(2, { customerId: 'K100002', invitingCustomer: { customerId: 'K100002', company: 'Stadtcafé' } }),
            ],
          },
        },
      }),
      TakeUserInvites: (v) => {
        taken = v.data as Record<string, unknown>;
        return { data: { takeUserInvites: true } };
      },
    });
    const authProvider = fakeAuthProvider(SUPER_ADMIN_ACL);
    await open(undefined, authProvider);
    expect(await screen.findByText(/Sie wurden als person1@example.com/, {}, SLOW)).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]![1]!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    const orgs = screen.getByRole('group', { name: 'Organisationen' });
    expect(within(orgs).getAllByRole('checkbox')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(within(orgs).getByRole('checkbox', { name: /Stadtcafé/ }));
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Vor1');
    await user.type(document.querySelector('#password-password') as HTMLInputElement, 'weak');
    await user.click(screen.getByRole('button', { name: 'Einladungen annehmen' }));
    expect(taken).toBeUndefined();
    expect(await screen.findAllByText(/Neues Passwort/)).not.toHaveLength(0);
    await user.clear(document.querySelector('#password-password') as HTMLInputElement);
    await user.type(document.querySelector('#password-password') as HTMLInputElement, 'Sicher#2026');
    await user.type(document.querySelector('#password-passwordConfirm') as HTMLInputElement, 'Sicher#2026');
    await user.click(screen.getByRole('button', { name: 'Einladungen annehmen' }));
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ email: 'person1@example.com', password: 'Sicher#2026' }),
    );
    expect(taken).toMatchObject({
      customerIds: ['K100001'],
      firstName: 'Vor1',
      lastName: 'Nach1',
      lang: 'de',
      password: 'Sicher#2026',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends an existing account to the login', async () => {
    fakeGraphqlFetch({
      UserInvitesByToken: () => ({ data: { userInvitesByToken: { totalCount: 1, data: [invite(1)] } } }),
      TakeUserInvites: () => ({
        errors: [{ message: 'exists', extensions: { code: 'CONFLICT', field: 'email', reason: 'USER_EXISTS' } }],
      }),
    });
    await open();
    await screen.findByText(/Sie wurden als/, {}, SLOW);
    const user = userEvent.setup();
    await user.type(document.querySelector('#password-password') as HTMLInputElement, 'Sicher#2026');
    await user.type(document.querySelector('#password-passwordConfirm') as HTMLInputElement, 'Sicher#2026');
    await user.click(screen.getByRole('button', { name: 'Einladungen annehmen' }));
    expect(await screen.findByText(/Für diese Adresse gibt es bereits ein Konto/)).toBeInTheDocument();
  });
});
