import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceList from '../../../../src/resources/hotspot-device/DeviceList';
import { deviceState } from '../../../../src/resources/hotspot-device/deviceRecord';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { DEVICES, deviceRecords } from './data';

const LIST = { view: DeviceList, path: '/hotspot-device', route: '/hotspot-device', records: deviceRecords() };

describe('Hotspot-device list', () => {
  it('shows the devices with type, MACs, config, location and German headers', async () => {
    const { dataProvider } = await renderResource('hotspot-device', LIST);
    const table = await screen.findByRole('table', {}, SLOW);
    expect(await within(table).findByText('Lobby AP')).toBeInTheDocument();
    for (const header of ['Name', 'Gerätetyp', 'WAN-MAC-Adressen', 'Gerätekonfiguration', 'Standort', 'Aktiv']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Ubiquiti UniFi').length).toBe(3);
    expect(within(table).getByText('FREDERIX ALIX-Board (CoovaChilli)')).toBeInTheDocument();
    expect(within(table).getByText('00:1a:2b:3c:4d:01')).toBeInTheDocument();
    expect((await within(table).findAllByRole('link', { name: 'Standard' })).length).toBe(3);
    expect(within(table).getAllByText('Hotel am See').length).toBe(3);
    expect(dataProvider.getList.mock.calls.find(([r]) => r === 'hotspot-device')![1]).toMatchObject({
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
  });

  it('shows a device outside its active period as inactive with the reason', async () => {
    await renderResource('hotspot-device', LIST);
    await screen.findByRole('table', {}, SLOW);
    const [lobby, expired, future, off] = DEVICES;
    expect(await screen.findByTestId(`state-${lobby!.id}`)).toHaveTextContent('Aktiv');
    expect(screen.getByTestId(`state-${expired!.id}`)).toHaveTextContent('Zeitraum abgelaufen');
    expect(screen.getByTestId(`state-${future!.id}`)).toHaveTextContent('Noch nicht aktiv');
    expect(screen.getByTestId(`state-${off!.id}`)).toHaveTextContent('Ausgeschaltet');
  });

  it('decides the state from the switch and the period, end inclusive', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const period = { start: '2026-02-01T00:00:00Z', end: '2026-03-01T12:00:00Z' };
    expect(deviceState({ activeSetting: true, activePeriod: period }, now)).toBe('active');
    expect(deviceState({ activeSetting: true, activePeriod: period }, now + 1)).toBe('expired');
    expect(deviceState({ activeSetting: true, activePeriod: { start: '2026-03-02T00:00:00Z' } }, now)).toBe('notYet');
    expect(deviceState({ activeSetting: false, activePeriod: null }, now)).toBe('switchedOff');
    // the server's effective state wins over this browser's clock
    expect(deviceState({ active: true, activeSetting: true, activePeriod: period }, now + 1)).toBe('active');
    expect(deviceState({ active: false, activeSetting: true, activePeriod: period }, now)).toBe('expired');
  });

  it('offers import and create with create rights, keeping the organization', async () => {
    await renderResource('hotspot-device', LIST);
    await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('link', { name: /Importieren/ })).toHaveAttribute(
      'href',
      '/hotspot-device/import?organization=K100001',
    );
    expect(screen.getByRole('link', { name: /Hotspot-Gerät erstellen/ })).toHaveAttribute(
      'href',
      '/hotspot-device/create?organization=K100001',
    );
  });

  it('offers neither import nor create without create rights', async () => {
    await renderResource('hotspot-device', { ...LIST, access: 'read' });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Lobby AP')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Importieren/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Hotspot-Gerät erstellen/ })).not.toBeInTheDocument();
  });

  it('sends the search and the type filter to the server', async () => {
    const { dataProvider } = await renderResource('hotspot-device', {
      ...LIST,
      path: '/hotspot-device?filter=%7B%22type%22%3A%22UBIQUITI%22%7D',
    });
    await screen.findByRole('table', {}, SLOW);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name, Beschreibung, Schlagwort oder MAC' }), '00-1a-2b');
    // The search is debounced: the last request, once sent, carries both.
    await waitFor(() => {
      const calls = dataProvider.getList.mock.calls.filter(([r]) => r === 'hotspot-device');
      expect(calls.at(-1)![1]!.filter).toEqual({ type: 'UBIQUITI', q: '00-1a-2b' });
    }, SLOW);
  });

  it('shows the empty state with a create button when there are none', async () => {
    await renderResource('hotspot-device', { ...LIST, records: deviceRecords({ devices: [] }) });
    expect(await screen.findByText('Noch keine Hotspot-Geräte', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hotspot-Gerät erstellen/ })).toBeInTheDocument();
  });

  it('asks for the administrator when the list is empty and the user may not create', async () => {
    await renderResource('hotspot-device', {
      ...LIST,
      records: deviceRecords({ devices: [] }),
      access: 'read',
    });
    expect(await screen.findByText('Noch keine Hotspot-Geräte', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Bitte wenden Sie sich an Ihren Administrator/)).toBeInTheDocument();
  });
});
