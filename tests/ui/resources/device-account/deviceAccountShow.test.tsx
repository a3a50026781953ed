import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceAccountShow from '../../../../src/resources/device-account/DeviceAccountShow';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { DEVICE_ACCOUNTS } from './data';

const SHOW = { view: DeviceAccountShow, route: '/device-account/:id', records: { 'device-account': DEVICE_ACCOUNTS } };

describe('Device-account details', () => {
  it('shows the account, the MAC only as not displayable, and edit / delete', async () => {
    const account = DEVICE_ACCOUNTS[0]!;
    await renderResource('device-account', { ...SHOW, path: `/device-account/${account.id}` });
    expect(await screen.findByRole('heading', { name: 'Gerät 1' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Als Hash gespeichert, nicht anzeigbar')).toBeInTheDocument();
    expect(screen.queryByText('hash1')).not.toBeInTheDocument();
    expect(screen.getByText('MAC-Adresse')).toBeInTheDocument();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(screen.getByText('Unbegrenzt gültig')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Bearbeiten/ })).toHaveAttribute(
      'href',
      `/device-account/${account.id}/edit?organization=K100001`,
    );
  });

  it('deletes after a confirmation naming the account', async () => {
    const account = DEVICE_ACCOUNTS[2]!;
    const { dataProvider } = await renderResource('device-account', { ...SHOW, path: `/device-account/${account.id}` });
    const user = userEvent.setup();
    expect(await screen.findByText('tv-suite', {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Gerätekonto „Smart-TV Suite“ löschen?')).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Bestätigen/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(dataProvider.delete.mock.calls[0]![1]).toMatchObject({ id: account.id });
    expect(await screen.findByTestId('location')).toHaveTextContent('/device-account?organization=K100001');
  });

  it('offers neither edit nor delete to a reader', async () => {
    await renderResource('device-account', {
      ...SHOW,
      path: `/device-account/${DEVICE_ACCOUNTS[1]!.id}`,
      access: 'read',
    });
    expect(await screen.findByRole('heading', { name: 'Kasse Rezeption' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });
});
