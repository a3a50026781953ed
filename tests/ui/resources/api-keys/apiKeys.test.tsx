// The API-keys screen (issue 37): the list with role, prefix, dates and status; creating a key with
// only the roles the user may give, its secret shown once in a dialog with a copy button; revoking
// after a confirmation; the empty state without the right to create.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiKeyList from '../../../../src/resources/api-keys/ApiKeyList';
import { permissionsForRoles } from '../../../../src/domain/acl';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';

const HOTEL = 'K100001';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const key = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `65a000000000000000000${String(n).padStart(3, '0')}`,
  _id: `65a000000000000000000${String(n).padStart(3, '0')}`,
  customerId: HOTEL,
  name: `Schlüssel ${n}`,
  role: 'voucher-admin',
  prefix: `hpk_${HOTEL}_00000000${String(n).padStart(2, '0')}`,
  createdBy: 'admin@alpenhotel.test',
  createdAt: at(-10),
  expiresAt: at(80),
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
  ...extra,
});
const KEYS = [
  key(1, { name: 'Hotel-PMS', lastUsedAt: at(-1) }),
  key(2, { name: 'Monatsbericht', role: 'read-all', status: 'revoked', revokedAt: at(-2) }),
];
const SUPER_ADMIN = { [HOTEL]: permissionsForRoles(['super-admin']) };
const LIST = {
  view: ApiKeyList,
  path: `/api-keys?organization=${HOTEL}`,
  route: '/api-keys',
  records: { 'api-keys': KEYS },
  permissions: SUPER_ADMIN,
  customer: HOTEL,
};

describe('API keys', () => {
  it('lists the keys and revokes one only after a confirmation naming it', async () => {
    const { dataProvider } = await renderResource('api-keys', LIST);
    const user = userEvent.setup();
    const row = (await screen.findByText('Hotel-PMS', {}, SLOW)).closest('tr')!;
    for (const header of ['Name', 'Rolle', 'Schlüssel-Anfang', 'Gültig bis', 'Zuletzt verwendet', 'Status'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(row).getByText('WLAN-Code-Admin')).toBeInTheDocument();
    expect(within(row).getByText(`${KEYS[0]!.prefix}…`)).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    const revoked = screen.getByText('Monatsbericht').closest('tr')!;
    expect(within(revoked).getByText('Widerrufen')).toBeInTheDocument();
    expect(within(revoked).getByText('Noch nie')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: 'Widerrufen' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Widerrufen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('API-Schlüssel „Hotel-PMS“ widerrufen?')).toBeInTheDocument();
    expect(within(dialog).getByText(/ab sofort abgewiesen/)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    await expect.poll(() => dataProvider.delete.mock.calls.length).toBe(1);
    expect(dataProvider.delete.mock.calls[0]![0]).toBe('api-keys');
    expect(await screen.findByText('API-Schlüssel widerrufen')).toBeInTheDocument();
  });

  it('creates a key with a role the user holds and shows its secret once', async () => {
    const secret = `hpk_${HOTEL}_0a1b2c3d4e_${'x'.repeat(43)}`;
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...key(3, params.data), secret },
    }));
    const { dataProvider } = await renderResource('api-keys', { ...LIST, dataProvider: { create } as never });
    const user = userEvent.setup();
    await screen.findByText('Hotel-PMS', {}, SLOW);
    await user.click(screen.getAllByRole('button', { name: /Neuer API-Schlüssel/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Kasse');
    await user.click(within(dialog).getByRole('combobox', { name: /Rolle/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Only roles within the super-admin's own grants: not read-all, not service.
    expect(options).toContain('WLAN-Code-Admin');
    expect(options).toContain('Super-Admin');
    expect(options).not.toContain('Nur lesen');
    expect(options).not.toContain('Service');
    await user.click(screen.getByRole('option', { name: 'WLAN-Code-Admin' }));
    await user.click(within(dialog).getByRole('button', { name: /Schlüssel erstellen/ }));
    await expect.poll(() => create.mock.calls.length).toBe(1);
    const sent = create.mock.calls[0]![1].data;
    expect(sent).toMatchObject({ name: 'Kasse', role: 'voucher-admin' });
    expect(String(sent.expiresAt)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.000Z$/);

    const shown = await screen.findByRole('dialog', { name: 'Ihr neuer API-Schlüssel' });
    expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(secret);
    expect(within(shown).getByText(/Sie werden ihn nicht wieder sehen/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: /Schlüssel kopieren/ })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Fertig' }));
    await expect.poll(() => screen.queryByText(secret)).toBeNull();
    expect(dataProvider.create).toBe(create);
  });

  it('refuses an expiry beyond a year in the form, before any request', async () => {
    const { dataProvider } = await renderResource('api-keys', LIST);
    const user = userEvent.setup();
    await screen.findByText('Hotel-PMS', {}, SLOW);
    await user.click(screen.getAllByRole('button', { name: /Neuer API-Schlüssel/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Zu lang');
    const date = within(dialog).getByLabelText(/Gültig bis/);
    await user.clear(date);
    await user.type(date, new Date(Date.now() + 400 * DAY).toISOString().slice(0, 10));
    await user.click(within(dialog).getByRole('button', { name: /Schlüssel erstellen/ }));
    expect(await within(dialog).findByText(/Höchstens 366 Tage ab heute/)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows the empty state, asking the administrator, without the right to create', async () => {
    await renderResource('api-keys', {
      ...LIST,
      records: { 'api-keys': [] },
      permissions: { [HOTEL]: ['UserInvite:read'] },
    });
    expect(await screen.findByText('Noch keine API-Schlüssel', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Bitte wenden Sie sich an Ihren Administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Neuer API-Schlüssel/ })).not.toBeInTheDocument();
  });
});
