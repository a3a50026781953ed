import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import InviteList from '../../../../src/resources/user/InviteList';
import messages from '../../../../src/resources/user/messages';
import exportMessages from '../../../../src/i18n/portal/exports';
import InviteShow from '../../../../src/resources/user/InviteShow';
import { tokenStore } from '../../../../src/providers/tokenStore';
import { renderResource } from '../../harness/renderResource';
import { fakeGraphqlFetch, fakeSession } from '../../harness/session';
import { SLOW } from '../../harness/slow';
import { INVITES, inviteRecords, SUPER_ADMIN_ACL } from './data';

/** The hotel's super-admin over the invites. */
const USERS = { records: inviteRecords(), permissions: SUPER_ADMIN_ACL };
const LIST = { ...USERS, view: InviteList, path: '/user', route: '/user' };
const ID = INVITES[1]!.id;
const SHOW = { ...USERS, view: InviteShow, path: `/user/invite/${ID}`, route: '/user/invite/:id' };

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
});

describe('Users: invite list (/user)', () => {
  it('shows the invite card and the invites with status, roles and German headers', async () => {
    const { dataProvider } = await renderResource('user', LIST);
    expect(await screen.findByText('person1@example.com', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benutzer einladen' })).toBeInTheDocument();
    expect(screen.getByText(/5 Tage gültig/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Offen')).toBeInTheDocument();
    expect(within(table).getByText('Abgelaufen')).toBeInTheDocument();
    expect(within(table).getByText('WLAN-Codes')).toBeInTheDocument();
    expect(within(table).getByText('Darf Benutzer einladen')).toBeInTheDocument();
    for (const header of ['E-Mail-Adresse', 'Name', 'Rollen', 'Status', 'Gesendet am']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(dataProvider.getList.mock.calls[0]![1]).toMatchObject({ sort: { field: 'createdAt', order: 'DESC' } });
    expect(screen.getByRole('link', { name: /Neue Einladung/ })).toHaveAttribute(
      'href',
      '/user/invite/new?organization=K100001',
    );
  });

  it('exports the filtered list through the server, headed by the translated labels', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider } = await renderResource('user', LIST);
    const exporter = vi.fn(() =>
      Promise.resolve({ data: { blob: new Blob(['x']), fileName: 'invites-2026-11-29.csv' } }),
    );
    Object.assign(dataProvider, { exportList: exporter });
    await screen.findByText('person1@example.com', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: exportMessages.de.portal.exports.action }));
    await userEvent.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.xlsx }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [resource, params] = exporter.mock.calls[0] as unknown as [
      string,
      { format: string; sort: unknown; columns: { key: string; label: string }[] },
    ];
    const fields = messages.de.resources.user.fields;
    expect(resource).toBe('user');
    expect(params.format).toBe('xlsx');
    expect(params.sort).toMatchObject({ field: 'createdAt', order: 'DESC' });
    expect(params.columns).toContainEqual({ key: 'email', label: fields.email });
    expect(params.columns).toContainEqual({ key: 'expiresAt', label: fields.expiresAt });
  });

  it('opens the details of a row, keeping the organization', async () => {
    await renderResource('user', LIST);
    await userEvent.setup().click(await screen.findByText('person2@example.com', {}, SLOW));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/user/invite/${ID}?organization=K100001`);
  });

  it('shows the empty state, and no invite button without the right', async () => {
    await renderResource('user', { ...LIST, records: inviteRecords([]), access: 'read' });
    expect(await screen.findByText('Noch keine Einladungen', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Sie dürfen für diese Organisation keine Benutzer einladen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Neue Einladung/ })).not.toBeInTheDocument();
  });
});

describe('Users: invite details (/user/invite/{id})', () => {
  it('shows an expired invite with its hint, renews it and refreshes', async () => {
    fakeSession();
    const fetchSpy = fakeGraphqlFetch({ ResendUserInvite: () => ({ data: { resendUserInvite: true } }) });
    const { dataProvider } = await renderResource('user', SHOW);
    expect(await screen.findByText('person2@example.com', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/ist abgelaufen und kann nicht mehr angenommen werden/)).toBeInTheDocument();
    expect(screen.getByText('Hotspots und Konfigurationen')).toBeInTheDocument();
    expect(screen.getByText('Alpenhotel Zugspitze (K100001)')).toBeInTheDocument();
    const calls = dataProvider.getOne.mock.calls.length;
    await userEvent.setup().click(await screen.findByRole('button', { name: /Erneuern und senden/ }, SLOW));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]![1]!.headers).toMatchObject({ authorization: expect.stringMatching(/^Bearer /) });
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body.variables).toEqual({ id: ID });
    await waitFor(() => expect(dataProvider.getOne.mock.calls.length).toBeGreaterThan(calls));
  });

  it('edits the data and grants in a dialog, sending the loaded updatedAt', async () => {
    fakeSession();
    const fetchSpy = fakeGraphqlFetch({ UpdateUserInvite: () => ({ data: { updateUserInvite: true } }) });
    await renderResource('user', { ...SHOW, path: `/user/invite/${INVITES[0]!.id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Bearbeiten/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Einladung an person1@example.com bearbeiten' });
    expect(within(dialog).getByRole('checkbox', { name: 'WLAN-Codes' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Service \(alle Rechte\)/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Geräte-Accounts' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Weitere Berechtigungen/ }), 'OnlineUsers:read');
    await user.click(within(dialog).getByRole('button', { name: /Speichern/ }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body));
    expect(body.variables.data).toEqual({
      _id: INVITES[0]!.id,
      updatedAt: INVITES[0]!.updatedAt,
      firstName: 'Vor1',
      lastName: 'Nach1',
      lang: 'de',
      timezone: 'Europe/Berlin',
      roles: ['voucher-admin', 'device-account-admin'],
      permissions: ['OnlineUsers:read'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after a confirmation naming the address and returns to the list', async () => {
    const { dataProvider } = await renderResource('user', SHOW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Löschen/ }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Die Einladung an person2@example.com löschen\?/)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen|Ja/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalled());
    expect(await screen.findByTestId('location')).toHaveTextContent('/user?organization=K100001');
  });

  it('says so when the invite does not exist', async () => {
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'not found');
    await renderResource('user', { ...SHOW, path: '/user/invite/66b000000000000000000099' });
    expect(await screen.findByText('Einladung nicht gefunden', {}, SLOW)).toBeInTheDocument();
  });
});
