import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import VoucherShow from '../../src/resources/wifi-code/VoucherShow';
import DeviceAccountShow from '../../src/resources/device-account/DeviceAccountShow';
import { setHotspotAccountsApi } from '../../src/components/hotspotAccounts/hotspotAccountsApi';
import { activeCustomer } from '../../src/providers/activeCustomer';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { ACCOUNTS, CODE, fakeHotspotAccountProvider, hotspotAccount } from './fixtures/hotspotAccounts';
import { deviceAccount } from './fixtures/deviceAccounts';

const SLOW = { timeout: 8000 };

/** Permissions: every action, reading only, or nothing on hotspot accounts (the rest allowed). */
function auth(mode: 'write' | 'read' | 'none' = 'write'): AuthProvider {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 'u1', fullName: 'Anna Admin' })),
    getPermissions: vi.fn(async () => ({ K100001: ['Voucher:*'] })),
    canAccess: vi.fn(
      async ({ resource, action }: { resource: string; action: string }) =>
        resource !== 'hotspot-account' ||
        mode === 'write' ||
        (mode === 'read' && (action === 'list' || action === 'show')),
    ),
  };
}

function renderShow(
  view: ComponentType,
  resource: string,
  path: string,
  dataProvider = fakeHotspotAccountProvider(),
  authProvider = auth(),
) {
  activeCustomer.clear();
  activeCustomer.set('K100001');
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('de')}
        store={memoryStore()}
      >
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id`} element={createElement(view)} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { dataProvider };
}

const showCode = (dataProvider = fakeHotspotAccountProvider(), authProvider = auth()) =>
  renderShow(VoucherShow, 'wifi-code', `/wifi-code/${CODE.code}?organization=K100001`, dataProvider, authProvider);

/** The valid switch of a row, once the permission check has enabled it. */
async function enabledSwitch(tr: HTMLElement) {
  const input = within(tr).getByRole('checkbox');
  await waitFor(() => expect(input).toBeEnabled());
  return input;
}

/** The table row of an account, by its username. */
const row = async (username: string) => (await screen.findByText(username, {}, SLOW)).closest('tr') as HTMLElement;

afterEach(() => setHotspotAccountsApi(null));

describe('WiFi-code details: login figures and hotspot accounts', () => {
  it('shows the login template (link), online accounts, dynamic expiry, first login and the accounts', async () => {
    const { dataProvider } = showCode();
    const template = await screen.findByRole('link', { name: 'Gäste-WLAN' }, SLOW);
    expect(template).toHaveAttribute('href', '/hotspot-login-template/lt1?organization=K100001');
    expect(screen.getByText('Gerade online')).toBeInTheDocument();
    expect(screen.getByText('Gültigkeit ab erster Anmeldung')).toBeInTheDocument();
    expect(screen.getByText('1d')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotspot-Konten' })).toBeInTheDocument();
    const first = await row('GAST0001');
    // the client device's hash, shortened; the device by name, linked; online now
    expect(within(first).getByText('01ab34cd…')).toBeInTheDocument();
    expect(await within(first).findByRole('link', { name: 'Lobby Gateway' })).toHaveAttribute(
      'href',
      '/hotspot-device/d1?organization=K100001',
    );
    expect(within(first).getByText('Online')).toBeInTheDocument();
    expect(within(first).getByText('Akzeptiert')).toBeInTheDocument();
    const second = await row('GAST0002');
    expect(within(second).getByText('ohne MAC')).toBeInTheDocument();
    expect(within(second).getByText('Offline')).toBeInTheDocument();
    // the accounts of this code only (its object id), newest login first
    const call = dataProvider.getList.mock.calls.find(([resource]) => resource === 'hotspot-account')!;
    expect(call[1]).toMatchObject({
      filter: { voucherIds: ['v1'] },
      sort: { field: 'lastLoginAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    // a blocked account shows its switch off
    expect(within(await row('GAST0003')).getByRole('checkbox')).not.toBeChecked();
  });

  it('sorts by a column and pages through more accounts than fit', async () => {
    const many = Array.from({ length: 12 }, (_, i) => hotspotAccount(i + 1));
    const { dataProvider } = showCode(fakeHotspotAccountProvider(many));
    // newest last login first: 10 per page, GAST0001 (the oldest but one) on the second page
    await row('GAST0012');
    expect(screen.queryByText('GAST0001')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Anmeldungen/ }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'hotspot-account',
        expect.objectContaining({ sort: { field: 'logins', order: 'ASC' } }),
      ),
    );
    expect(await screen.findByText('GAST0001')).toBeInTheDocument();
    expect(screen.queryByText('GAST0012')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /nächste Seite|Go to next page|Nächste/i }));
    expect(await screen.findByText('GAST0012', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('GAST0001')).not.toBeInTheDocument();
  });

  it('blocks an account after a confirmation, and allows it again without one', async () => {
    const { dataProvider } = showCode();
    const user = userEvent.setup();
    await user.click(await enabledSwitch(await row('GAST0001')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Konto „GAST0001“ sperren?')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]![1]).toMatchObject({
      id: ACCOUNTS[0].id,
      data: { valid: false },
      previousData: { updatedAt: ACCOUNTS[0].updatedAt },
    });
    await waitFor(() =>
      expect(within(screen.getByText('GAST0001').closest('tr')!).getByRole('checkbox')).not.toBeChecked(),
    );
    await user.click(await enabledSwitch(await row('GAST0003')));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1]![1]).toMatchObject({ id: ACCOUNTS[2].id, data: { valid: true } });
  });

  it('deletes an account after a confirmation naming it', async () => {
    const { dataProvider } = showCode();
    const user = userEvent.setup();
    await user.click(await within(await row('GAST0002')).findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Konto „GAST0002“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(dataProvider.delete.mock.calls[0]![1]).toMatchObject({ id: ACCOUNTS[1].id });
    await waitFor(() => expect(screen.queryByText('GAST0002')).not.toBeInTheDocument());
  });

  it('blocks a whole group after a confirmation with the number of its valid accounts', async () => {
    const dataProvider = fakeHotspotAccountProvider();
    const invalidateGroup = vi.fn(async (group: string) => dataProvider.invalidateGroup(group));
    setHotspotAccountsApi({ invalidateGroup });
    showCode(dataProvider);
    const user = userEvent.setup();
    await user.click(await within(await row('GAST0001')).findByRole('button', { name: 'Gruppe sperren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Alle Konten der Gruppe „zimmer-101“ sperren?')).toBeInTheDocument();
    // GAST0003 of the group is blocked already: two valid ones
    expect(await within(dialog).findByText('2 gültige Konten dieser Gruppe werden gesperrt.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(invalidateGroup).toHaveBeenCalledWith('zimmer-101'));
    await waitFor(() => {
      for (const s of screen.getAllByRole('checkbox')) expect(s).not.toBeChecked();
    });
  });

  it('offers a reader neither the switch nor delete nor group blocking', async () => {
    const reader = auth('read');
    showCode(fakeHotspotAccountProvider(), reader);
    const first = await row('GAST0001');
    // every row's checks have answered (no) before looking
    await waitFor(() => {
      const asked = vi.mocked(reader.canAccess!).mock.calls.map(([p]) => `${p.resource}:${p.action}`);
      expect(asked).toContain('hotspot-account:edit');
      expect(asked).toContain('hotspot-account:delete');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(first).getByRole('checkbox')).toBeDisabled();
    expect(within(first).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Gruppe sperren' })).not.toBeInTheDocument();
  });

  it('shows no accounts panel to a user who may not read them', async () => {
    const { dataProvider } = showCode(fakeHotspotAccountProvider(), auth('none'));
    expect(await screen.findByText('Gäste-WLAN', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hotspot-Konten' })).not.toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.some(([resource]) => resource === 'hotspot-account')).toBe(false);
  });

  it('says so when the code has no accounts yet', async () => {
    showCode(fakeHotspotAccountProvider([]));
    expect(await screen.findByText('Noch keine Anmeldungen.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('Device-account details: hotspot accounts', () => {
  it('lists the accounts of the device account', async () => {
    const account = deviceAccount(1);
    const mine = [
      hotspotAccount(5, { voucherId: null, deviceAccountId: account.id, username: 'tv-suite' }),
      hotspotAccount(6, { voucherId: null, deviceAccountId: 'other', username: 'fremd' }),
    ];
    const dataProvider = fakeHotspotAccountProvider(mine, { deviceAccount: account });
    renderShow(DeviceAccountShow, 'device-account', `/device-account/${account.id}`, dataProvider);
    expect(await screen.findByText('tv-suite', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('fremd')).not.toBeInTheDocument();
    const call = dataProvider.getList.mock.calls.find(([resource]) => resource === 'hotspot-account')!;
    expect(call[1]).toMatchObject({ filter: { deviceAccountIds: [account.id] } });
  });
});
