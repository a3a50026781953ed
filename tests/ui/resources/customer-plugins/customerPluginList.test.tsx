import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeCustomer } from '../../../../src/providers/activeCustomer';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { CUSTOMER_DETAILS, OPERATOR, pluginRecords, READER } from './data';

const row = (plugin: string) => document.querySelector(`tr[data-plugin="${plugin}"]`) as HTMLElement;

/** The plugin screens of the operator, over the settings of K100001. */
const PLUGINS = { ...OPERATOR, records: pluginRecords() };

describe('Customer plugins: list', () => {
  it('shows every configured block with its state and its settings with units; credentials only as set', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins?organization=K100001' });
    expect(await screen.findByText('REOS Zimmerverwaltung', {}, SLOW)).toBeInTheDocument();
    const rows = [...document.querySelectorAll('tr[data-plugin]')].map((r) => r.getAttribute('data-plugin'));
    // in the order of the plugin types; never a block that is not configured
    expect(rows).toEqual(['cms', 'concurrentUser', 'deviceAccount', 'monitoring', 'reos', 'voucher']);
    expect(within(row('voucher')).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row('monitoring')).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(row('voucher')).getAllByText('WLAN-Codes (max.): 5.000 Codes')[0]).toBeInTheDocument();
    expect(within(row('cms')).getAllByText('Speicherplatz: 500 MB')[0]).toBeInTheDocument();
    expect(within(row('cms')).getAllByText('Produktstufe: Standard')[0]).toBeInTheDocument();
    expect(within(row('reos')).getAllByText('VLAN 100–399')[0]).toBeInTheDocument();
    expect(within(row('reos')).getAllByText('Client-Secret: Gesetzt')[0]).toBeInTheDocument();
    expect(within(row('reos')).getAllByText('Passwort: Gesetzt')[0]).toBeInTheDocument();
    expect(within(row('deviceAccount')).getAllByText('Gerätekonten (max.): Unbegrenzt')[0]).toBeInTheDocument();
    expect(within(row('concurrentUser')).getAllByText('Gleichzeitige Nutzer (max.): 50 Nutzer')[0]).toBeInTheDocument();
    expect(within(row('monitoring')).getAllByText('Keine weiteren Einstellungen')[0]).toBeInTheDocument();
    // edit links per plugin, with the organization
    expect(within(row('reos')).getByRole('link', { name: 'Bearbeiten: REOS Zimmerverwaltung' })).toHaveAttribute(
      'href',
      '/customer-plugins/reos/edit?organization=K100001',
    );
    expect(screen.getByRole('link', { name: 'Plugin hinzufügen' })).toHaveAttribute(
      'href',
      '/customer-plugins/create?organization=K100001',
    );
  });

  it('read-only users see the plugins without edit, remove or add', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins', ...READER });
    expect(await screen.findByText('REOS Zimmerverwaltung', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Plugins richtet Ihr Anbieter ein/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Entfernen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plugin hinzufügen' })).not.toBeInTheDocument();
  });

  it('without plugin data: the empty state with the way to add one', async () => {
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins', records: pluginRecords(null) });
    expect(await screen.findByText('Noch keine Plugins', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plugin hinzufügen' })).toHaveAttribute(
      'href',
      '/customer-plugins/create?organization=K100001',
    );
  });

  it('a load error says so and offers to load again', async () => {
    // react-admin logs every failed data-provider call in development: provoked on purpose here.
    expectConsoleErrors((args) => args.some((a) => a instanceof Error && a.message === 'offline'));
    const dataProvider = fakeDataProvider(pluginRecords());
    dataProvider.getList.mockRejectedValue(new Error('offline'));
    await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins', dataProvider });
    expect(await screen.findByText('Die Plugins konnten nicht geladen werden.', {}, SLOW)).toBeInTheDocument();
    dataProvider.getList.mockResolvedValue({ data: [], total: 0 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByText('Noch keine Plugins')).toBeInTheDocument();
  });

  it('removes a block after a confirmation naming it, and refreshes the active customer’s plugins', async () => {
    const { dataProvider } = await renderResource('customer-plugins', { ...PLUGINS, path: '/customer-plugins' });
    const user = userEvent.setup();
    await screen.findByText('REOS Zimmerverwaltung', {}, SLOW);
    await user.click(within(row('reos')).getByRole('button', { name: 'Entfernen: REOS Zimmerverwaltung' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Plugin „REOS Zimmerverwaltung“ entfernen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]![1]).toMatchObject({
      id: '65b000000000000000000001',
      data: { reos: null },
      previousData: { updatedAt: '2026-01-11T09:00:00.000Z' },
    });
    // the shell's view of the plugins is read again and replaced (menu, gates, cards follow)
    await waitFor(() => expect(activeCustomer.get().customer).toMatchObject({ plugins: CUSTOMER_DETAILS.plugins }));
    expect(await screen.findByText('Plugin „REOS Zimmerverwaltung“ wurde entfernt')).toBeInTheDocument();
  });
});
