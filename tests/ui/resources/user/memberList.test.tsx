// The members of the active organisation on /user (issue 38): listed beside the invites with roles,
// last sign-in and inviter; the empty and error states; roles changed in a dialog with the loaded
// updatedAt; removal and sign-out only after a confirmation naming the person; no actions for a reader.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteList from '../../../../src/resources/user/InviteList';
import { setMembersApi, type MembersApi } from '../../../../src/resources/user/MemberList';
import type { Member } from '../../../../src/generated/graphql';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { inviteRecords, SUPER_ADMIN_ACL } from './data';
import exportMessages from '../../../../src/i18n/portal/exports';
import { downloadExport } from '../../../../src/providers/exportList';

vi.mock('../../../../src/providers/exportList', async (original) => ({
  ...(await original<typeof import('../../../../src/providers/exportList')>()),
  downloadExport: vi.fn(),
}));
const downloadMock = vi.mocked(downloadExport);

const member = (n: number, extra: Partial<Member> = {}): Member => ({
  _id: `66c00000000000000000000${n}`,
  customerId: 'K100001',
  email: `member${n}@alpenhotel.test`,
  firstName: `Erika${n}`,
  lastName: `Muster${n}`,
  roles: ['voucher-admin'],
  permissions: [],
  lastSignInAt: '2026-11-20T08:00:00.000Z',
  invitedBy: 'admin@alpenhotel.test',
  since: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  isSelf: false,
  secondFactor: false,
  ...extra,
});

const MEMBERS = [
  member(1, { isSelf: true, roles: ['super-admin'] }),
  member(2, { lastSignInAt: null, invitedBy: null }),
];

function fakeApi(data: Member[] = MEMBERS, overrides: Partial<MembersApi> = {}) {
  const api = {
    list: vi.fn(async () => ({ totalCount: data.length, data })),
    update: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
  setMembersApi(api);
  return api;
}

const LIST = {
  records: inviteRecords(),
  permissions: SUPER_ADMIN_ACL,
  view: InviteList,
  path: '/user',
  route: '/user',
};

afterEach(() => setMembersApi(null));

describe('Users: members (/user)', () => {
  it('lists the members of the active organisation with roles, last sign-in and inviter', async () => {
    const api = fakeApi();
    await renderResource('user', LIST);
    const section = await screen.findByRole('region', { name: 'Mitglieder' }, SLOW);
    expect(await within(section).findByText('Erika2 Muster2', {}, SLOW)).toBeInTheDocument();
    expect(within(section).getByText('member1@alpenhotel.test')).toBeInTheDocument();
    expect(within(section).getByText('Sie')).toBeInTheDocument();
    expect(within(section).getByText('Noch nie')).toBeInTheDocument();
    expect(within(section).getByText('Unbekannt')).toBeInTheDocument();
    expect(within(section).getByText('admin@alpenhotel.test')).toBeInTheDocument();
    for (const header of ['Name', 'Rollen und Berechtigungen', 'Letzte Anmeldung', 'Eingeladen von', 'Mitglied seit'])
      expect(within(section).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ customerId: 'K100001', skip: 0, take: 25 }));
  });

  it('searches by the typed text', async () => {
    const api = fakeApi();
    await renderResource('user', LIST);
    const section = await screen.findByRole('region', { name: 'Mitglieder' }, SLOW);
    await userEvent.setup().type(within(section).getByLabelText('Mitglieder suchen'), 'erika2');
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'erika2' })), SLOW);
  });

  it("opened from the top bar's search (?member=<e-mail>) searches for that member at once", async () => {
    const api = fakeApi();
    await renderResource('user', { ...LIST, path: '/user?member=member2%40alpenhotel.test' });
    const section = await screen.findByRole('region', { name: 'Mitglieder' }, SLOW);
    expect(within(section).getByLabelText('Mitglieder suchen')).toHaveValue('member2@alpenhotel.test');
    await waitFor(
      () => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'member2@alpenhotel.test' })),
      SLOW,
    );
  });

  it('exports the members as searched through the server, headed by the translated labels', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadMock.mockResolvedValue({ data: { blob: new Blob(['x']), fileName: 'members-2026-11-29.csv' } });
    const api = fakeApi();
    await renderResource('user', LIST);
    const section = await screen.findByRole('region', { name: 'Mitglieder' }, SLOW);
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Mitglieder suchen'), 'erika');
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'erika' })), SLOW);
    await user.click(within(section).getByRole('button', { name: 'Mitglieder exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: exportMessages.de.portal.exports.xlsx }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [name, query, , params] = downloadMock.mock.calls[0]!;
    expect(name).toBe('members');
    expect(query.args).toEqual({ customerId: 'K100001', search: 'erika' });
    expect(params).toMatchObject({ format: 'xlsx', locale: 'de' });
    expect(params.columns).toContainEqual({ key: 'roles', label: 'Rollen' });
    expect(params.columns).toContainEqual({ key: 'secondFactor', label: 'Zweiter Faktor' });
    click.mockRestore();
  });

  it('shows the empty state and the error state with a retry', async () => {
    fakeApi([]);
    const first = await renderResource('user', LIST);
    expect(await screen.findByText('Diese Organisation hat noch keine Mitglieder.', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    let fail = true;
    const api = fakeApi(MEMBERS, {
      list: vi.fn(async () => {
        if (fail) throw new Error('down');
        return { totalCount: 1, data: [member(3)] };
      }),
    });
    await renderResource('user', LIST);
    expect(
      await screen.findByText('Die Mitglieder konnten nicht geladen werden.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Erika3 Muster3', {}, SLOW)).toBeInTheDocument();
    expect(api.list).toHaveBeenCalled();
  });

  it('removes a member only after a confirmation naming the person', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderResource('user', LIST);
    await user.click(await screen.findByRole('button', { name: 'Zugang entfernen: Erika2 Muster2' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Zugang von Erika2 Muster2 entfernen?')).toBeInTheDocument();
    expect(within(dialog).getByText(/member2@alpenhotel\.test/)).toBeInTheDocument();
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Zugang entfernen' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('K100001', MEMBERS[1]!._id));
    expect(await screen.findByText('Der Zugang von Erika2 Muster2 wurde entfernt.', {}, SLOW)).toBeInTheDocument();
  });

  it('signs a member out after a confirmation; cancel sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderResource('user', LIST);
    await user.click(await screen.findByRole('button', { name: 'Abmelden: Erika2 Muster2' }, SLOW));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erika2 Muster2 überall abmelden?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Abbrechen/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Abmelden: Erika2 Muster2' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(api.signOut).toHaveBeenCalledWith('K100001', MEMBERS[1]!._id));
  });

  it('changes the roles in a dialog, sending the loaded updatedAt', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderResource('user', LIST);
    await user.click(await screen.findByRole('button', { name: 'Rechte ändern: Erika2 Muster2' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Rechte von Erika2 Muster2' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Admin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith({
        _id: MEMBERS[1]!._id,
        customerId: 'K100001',
        updatedAt: MEMBERS[1]!.updatedAt,
        roles: expect.arrayContaining(['voucher-admin', 'admin']),
        permissions: [],
      }),
    );
    expect(await screen.findByText('Die Rechte von Erika2 Muster2 wurden geändert.', {}, SLOW)).toBeInTheDocument();
  });

  it('offers no change, sign-out or removal to a reader', async () => {
    fakeApi();
    await renderResource('user', { ...LIST, permissions: { K100001: ['UserInvite:read', 'UserInvite:create'] } });
    expect(await screen.findByText('Erika2 Muster2', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zugang entfernen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rechte ändern/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Abmelden/ })).not.toBeInTheDocument();
  });
});
