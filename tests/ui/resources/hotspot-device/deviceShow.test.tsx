import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceShow from '../../../../src/resources/hotspot-device/DeviceShow';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { CONFIG_ID, DEVICES, device, deviceRecords, LOCATION_ID, REGION_ID } from './data';

const SHOW = { view: DeviceShow, route: '/hotspot-device/:id', records: deviceRecords() };
const pathOf = (id: string) => `/hotspot-device/${id}`;

describe('Hotspot-device details', () => {
  it('shows the fields, the config, the location and its regions as links', async () => {
    const lobby = DEVICES[0]!;
    await renderResource('hotspot-device', { ...SHOW, path: pathOf(lobby.id) });
    expect(await screen.findByRole('heading', { name: 'Lobby AP' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ubiquiti UniFi')).toBeInTheDocument();
    expect(screen.getByText('00:1a:2b:3c:4d:01')).toBeInTheDocument();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(screen.getByText('Unbefristet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Standard' })).toHaveAttribute(
      'href',
      `/hotspot-device-config/${CONFIG_ID}?organization=K100001`,
    );
    expect(screen.getByRole('link', { name: 'Hotel am See' })).toHaveAttribute(
      'href',
      `/locations/location/${LOCATION_ID}?organization=K100001`,
    );
    expect(screen.getByRole('link', { name: 'Region Nord' })).toHaveAttribute(
      'href',
      `/locations/group/${REGION_ID}?organization=K100001`,
    );
  });

  it('shows the controller settings of its type without any secret', async () => {
    const lobby = DEVICES[0]!;
    await renderResource('hotspot-device', { ...SHOW, path: pathOf(lobby.id) });
    const settings = await screen.findByTestId('controller-settings', {}, SLOW);
    expect(settings).toHaveTextContent('Controller-Einstellungen (Ubiquiti UniFi)');
    expect(settings).toHaveTextContent('https://unifi.example.com/api');
    expect(settings).toHaveTextContent('unifi.example.com:8443/guest');
    expect(settings).toHaveTextContent('portal');
    expect(within(settings).queryByText(/Passwort/)).not.toBeInTheDocument();
    expect(within(settings).queryByText(/Cipher-Secret/)).not.toBeInTheDocument();
  });

  it('shows the inherited login times with a link to the config, and the start-page preview of its bundle', async () => {
    const lobby = device(1, {
      name: 'Lobby AP',
      loginTimePeriods: {
        weekdays: [{ weekday: 'monday', times: [{ startTime: '08:00', endTime: '12:00' }] }],
        specialDates: [],
        weekdayHours: null,
      },
    });
    await renderResource('hotspot-device', {
      ...SHOW,
      path: pathOf(lobby.id),
      records: deviceRecords({ devices: [lobby] }),
    });
    const times = await screen.findByTestId('login-times', {}, SLOW);
    expect(await within(times).findByRole('link', { name: 'Geerbt von Konfiguration „Standard“' })).toHaveAttribute(
      'href',
      `/hotspot-device-config/${CONFIG_ID}?organization=K100001`,
    );
    expect(times).toHaveTextContent('08:00');
    const preview = screen.getByTestId('start-page-preview');
    await waitFor(() => expect(preview.querySelector('iframe')).not.toBeNull(), SLOW);
    expect(preview.querySelector('iframe')!.getAttribute('srcdoc')).toContain('Willkommen im Hotel');
  });

  it('says that the device has sent no data yet instead of a made-up count', async () => {
    const lobby = DEVICES[0]!;
    await renderResource('hotspot-device', { ...SHOW, path: pathOf(lobby.id) });
    expect(await screen.findByTestId('online', {}, SLOW)).toHaveTextContent('Noch keine Daten vom Gerät.');
  });

  it('a new device with a zero count and no timestamp says "no data yet", not "0 Nutzer online (Stand )" (issue 40)', async () => {
    const fresh = device(6, { name: 'Neu', monitoring: { users: 0, updatedAt: null, signal: null } });
    await renderResource('hotspot-device', {
      ...SHOW,
      path: pathOf(fresh.id),
      records: deviceRecords({ devices: [fresh] }),
    });
    const online = await screen.findByTestId('online', {}, SLOW);
    expect(online).toHaveTextContent('Noch keine Daten vom Gerät.');
    expect(online).not.toHaveTextContent(/\d+ Nutzer online/);
    expect(online).not.toHaveTextContent(/\(Stand/);
  });

  it('says it in English too', async () => {
    const fresh = device(7, { name: 'New', monitoring: { users: 0, updatedAt: null, signal: null } });
    await renderResource('hotspot-device', {
      ...SHOW,
      path: pathOf(fresh.id),
      records: deviceRecords({ devices: [fresh] }),
      locale: 'en',
    });
    expect(await screen.findByTestId('online', {}, SLOW)).toHaveTextContent('No data from the device yet.');
  });

  it('shows the users online once monitoring data exists', async () => {
    const busy = device(5, {
      name: 'Bar',
      monitoring: { users: 7, updatedAt: '2026-03-01T12:00:00.000Z', signal: 'hotspot_online' },
    });
    await renderResource('hotspot-device', {
      ...SHOW,
      path: pathOf(busy.id),
      records: deviceRecords({ devices: [busy] }),
    });
    expect(await screen.findByTestId('online', {}, SLOW)).toHaveTextContent('7 Nutzer online');
  });

  it('explains a device without config: no preview, logins any time', async () => {
    const loose = DEVICES[2]!;
    await renderResource('hotspot-device', { ...SHOW, path: pathOf(loose.id) });
    expect(await screen.findByText('Ohne Gerätekonfiguration gibt es keine Startseite.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ohne Gerätekonfiguration: Anmeldungen sind jederzeit möglich.')).toBeInTheDocument();
    expect(screen.getByTestId(`state-${loose.id}`)).toHaveTextContent('Noch nicht aktiv');
    expect(screen.queryByTestId('controller-settings')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation naming the device', async () => {
    const lobby = DEVICES[0]!;
    const { dataProvider } = await renderResource('hotspot-device', { ...SHOW, path: pathOf(lobby.id) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hotspot-Gerät „Lobby AP“ löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalled());
    expect(await screen.findByTestId('location')).toHaveTextContent('/hotspot-device?organization=K100001');
  });
});
