import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteCreate from '../../../../src/resources/user/InviteCreate';
import { tokenStore } from '../../../../src/providers/tokenStore';
import { renderResource } from '../../harness/renderResource';
import { fakeGraphqlFetch, fakeSession } from '../../harness/session';
import { SLOW } from '../../harness/slow';
import { inviteRecords, SUPER_ADMIN_ACL } from './data';

const NEW = {
  view: InviteCreate,
  path: '/user/invite/new',
  route: '/user/invite/new',
  records: inviteRecords(),
  permissions: SUPER_ADMIN_ACL,
};

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
});

const next = () => userEvent.setup().click(screen.getByRole('button', { name: 'Weiter' }));

describe('Users: new invitation stepper (/user/invite/new)', () => {
  it('checks the addresses before the next step, naming the problem', async () => {
    await renderResource('user', NEW);
    const user = userEvent.setup();
    expect(await screen.findByRole('group', { name: 'E-Mail-Adressen' }, SLOW)).toBeInTheDocument();
    await next();
    expect(await screen.findByText(/mindestens eine E-Mail-Adresse/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adressen/ }), 'a@example.com, kaputt');
    await next();
    expect(await screen.findByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'E-Mail-Adressen' })).toBeInTheDocument();
  });

  it('invites one address for the active organisation with the chosen role and opens its details', async () => {
    fakeSession();
    const fetchSpy = fakeGraphqlFetch({
      CreateUserInvite: () => ({ data: { createUserInvite: '66b000000000000000000042' } }),
    });
    await renderResource('user', NEW);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-Mail-Adressen/ }, SLOW), 'Neu@Example.com');
    await next();
    // The active organisation is preselected; the others the user may invite for are offered.
    const orgs = await screen.findByRole('group', { name: 'Organisationen' });
    expect(await within(orgs).findByRole('checkbox', { name: /Stadtcafé \(K100002\)/ }, SLOW)).not.toBeChecked();
    expect(within(orgs).getByRole('checkbox', { name: /Alpenhotel Zugspitze \(K100001\)/ })).toBeChecked();
    await next();
    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Nora');
    await next();
    const perms = await screen.findByRole('group', { name: 'Berechtigungen' });
    // Beyond what the super-admin holds: greyed out.
    expect(within(perms).getByRole('checkbox', { name: /Service \(alle Rechte\)/ })).toBeDisabled();
    expect(within(perms).getByRole('checkbox', { name: /Alles lesen/ })).toBeDisabled();
    await user.click(within(perms).getByRole('checkbox', { name: 'WLAN-Codes' }));
    await user.click(within(perms).getByRole('checkbox', { name: 'Darf Benutzer einladen' }));
    await user.click(screen.getByRole('button', { name: 'Einladen' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body.variables.data).toEqual({
      customerId: 'K100001',
      email: 'neu@example.com',
      firstName: 'Nora',
      lastName: null,
      lang: 'de',
      timezone: null,
      roles: ['voucher-admin'],
      permissions: ['userInviteWrite'],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/user/invite/66b000000000000000000042?organization=K100001',
    );
  });

  it('sends several addresses as one batch and refuses to submit without any grant', async () => {
    fakeSession();
    const fetchSpy = fakeGraphqlFetch({ CreateUserInviteBatch: () => ({ data: { createUserInviteBatch: true } }) });
    await renderResource('user', NEW);
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /E-Mail-Adressen/ }, SLOW),
      'a@example.com{Enter}b@example.com',
    );
    await next();
    await next();
    await next();
    // Reaching the last step submits nothing.
    await screen.findByRole('group', { name: 'Berechtigungen' });
    expect(screen.queryByText('Bitte wählen Sie mindestens eine Rolle oder Berechtigung.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Einladen' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Rolle oder Berechtigung.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Admin \(gesamte Hotspot-Verwaltung\)/ }));
    await user.click(screen.getByRole('button', { name: 'Einladen' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body.variables.data).toMatchObject({
      customerIds: ['K100001'],
      emails: ['a@example.com', 'b@example.com'],
      roles: ['admin'],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/user?organization=K100001');
  });
});
