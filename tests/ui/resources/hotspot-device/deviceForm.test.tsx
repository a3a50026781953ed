import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceCreate from '../../../../src/resources/hotspot-device/DeviceCreate';
import DeviceEdit from '../../../../src/resources/hotspot-device/DeviceEdit';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { CONFIG_2_ID, CONFIG_ID, DEVICES, deviceRecords, LOCATION_ID } from './data';

const CREATE = {
  view: DeviceCreate,
  path: '/hotspot-device/create',
  route: '/hotspot-device/create',
  records: deviceRecords(),
};
const EDIT = { view: DeviceEdit, route: '/hotspot-device/:id/edit', records: deviceRecords() };
type Sent = { data: Record<string, unknown> };
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }, SLOW));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: User, mac = '00-1A-2B-3C-4D-99') {
  await user.type(screen.getByLabelText(/^Name/), 'Rezeption');
  await choose(user, /^Gerätetyp/, 'Cisco Meraki');
  const first = screen.getByTestId('mac-0');
  await user.clear(first);
  await user.type(first, mac);
  // The alias follows the name until the user types their own (issue 40).
  const alias = screen.getByLabelText(/^Monitoring-Alias/);
  expect(alias).toHaveValue('Rezeption');
  await user.clear(alias);
  await user.type(alias, 'Rezeption AP');
}

describe('Hotspot-device create', () => {
  it('names every missing required field', async () => {
    const { dataProvider } = await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText(/^Beschreibung/), 'Am Empfang');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Gerätetyp: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('MAC-Adresse: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Monitoring-Alias: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('offers the 18 device types with readable names', async () => {
    await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await user.click(screen.getByRole('combobox', { name: /^Gerätetyp/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(18);
    expect(screen.getByRole('option', { name: 'FREDERIX ALIX-Board (CoovaChilli)' })).toBeInTheDocument();
  });

  it('normalises MACs on blur and sends them in normal form with the chosen config and location', async () => {
    const { dataProvider } = await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await fillRequired(user);
    await user.click(screen.getByLabelText(/^Monitoring-Alias/));
    expect(screen.getByTestId('mac-0')).toHaveValue('00:1a:2b:3c:4d:99');
    await user.click(screen.getByRole('button', { name: 'MAC-Adresse hinzufügen' }));
    await user.type(screen.getByTestId('mac-1'), '001A.2B3C.4DAA');
    await user.tab();
    expect(screen.getByTestId('mac-1')).toHaveValue('00:1a:2b:3c:4d:aa');
    await choose(user, /^Gerätekonfiguration/, 'Standard');
    await choose(user, /^Standort/, 'Hotel am See');
    expect(await screen.findByTestId('location-regions')).toHaveTextContent('Region Nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const { data } = dataProvider.create.mock.calls[0]![1] as Sent;
    expect(data).toMatchObject({
      name: 'Rezeption',
      deviceType: 'CISCO_MERAKI',
      mac: ['00:1a:2b:3c:4d:99', '00:1a:2b:3c:4d:aa'],
      monitoringConfig: { alias: 'Rezeption AP' },
      hotspotDeviceConfig: CONFIG_ID,
      locationId: LOCATION_ID,
      activePeriod: null,
      geoLocation: null,
      timezone: 'Europe/Berlin',
      active: true,
    });
  });

  it('refuses a private (locally administered) MAC with the realMac message', async () => {
    const { dataProvider } = await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await fillRequired(user, '02:1a:2b:3c:4d:5e');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'MAC-Adresse: Zufällige (private) MAC-Adressen sind nicht erlaubt. Bitte geben Sie die echte MAC-Adresse des Geräts ein.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mac-0')).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses the same MAC twice in another notation', async () => {
    const { dataProvider } = await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await fillRequired(user, '00:1a:2b:3c:4d:99');
    await user.click(screen.getByRole('button', { name: 'MAC-Adresse hinzufügen' }));
    await user.type(screen.getByTestId('mac-1'), '001A2B3C4D99');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('MAC-Adresse: Jeder Eintrag darf nur einmal vorkommen')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says that FREDERIX devices need the LAN MAC', async () => {
    await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(screen.getByText('Optional.')).toBeInTheDocument();
    await choose(user, /^Gerätetyp/, 'FREDERIX TP-Link (CoovaChilli)');
    expect(await screen.findByText('Für FREDERIX-Geräte erforderlich (z. B. für den Import).')).toBeInTheDocument();
    const lan = screen.getByLabelText(/^LAN-MAC-Adresse/);
    await user.type(lan, 'AA BB CC DD EE FF');
    await user.tab();
    expect(lan).toHaveValue('aa:bb:cc:dd:ee:ff');
  });

  it('explains that no configuration can be assigned when the customer has none', async () => {
    const { dataProvider } = await renderResource('hotspot-device', {
      ...CREATE,
      records: deviceRecords({ configs: [] }),
    });
    expect(
      await screen.findByText(
        'Es ist keine Gerätekonfiguration vorhanden. Geräte können angelegt werden, ihnen kann aber keine Konfiguration zugewiesen werden.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Gerätekonfiguration/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect((dataProvider.create.mock.calls[0]![1] as Sent).data.hotspotDeviceConfig).toBeNull();
  });

  it('shows the login times inherited from the chosen configuration, with a link to it', async () => {
    await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(screen.getByText('Ohne Gerätekonfiguration: Anmeldungen sind jederzeit möglich.')).toBeInTheDocument();
    await choose(user, /^Gerätekonfiguration/, 'Standard');
    const link = await screen.findByRole('link', { name: 'Geerbt von Konfiguration „Standard“' });
    expect(link).toHaveAttribute('href', `/hotspot-device-config/${CONFIG_ID}?organization=K100001`);
    expect(screen.getByTestId('inherited-periods')).toHaveTextContent('08:00');
    await choose(user, /^Gerätekonfiguration/, 'Veranstaltung');
    expect(await screen.findByText(/Die Konfiguration schränkt die Login-Zeiten nicht ein/)).toBeInTheDocument();
  });

  it('needs a start for an active period and an end not before it', async () => {
    const { dataProvider } = await renderResource('hotspot-device', CREATE);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText(/^Aktiv bis/), { target: { value: '2026-05-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Aktiv ab: Dieses Feld ist erforderlich')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Aktiv ab/), { target: { value: '2026-06-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Aktiv bis: /)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a MAC another device uses at the MAC field', async () => {
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'messages.device.duplicateMac');
    const dataProvider = fakeDataProvider(deviceRecords());
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'duplicate MAC',
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'data.mac',
              i18n: 'messages.device.duplicateMac',
              args: { mac: '00:1a:2b:3c:4d:01' },
            },
          },
        ],
      }),
    );
    await renderResource('hotspot-device', { ...CREATE, dataProvider });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/, {}, SLOW);
    await fillRequired(user, '00:1a:2b:3c:4d:01');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const macs = screen.getByTestId('mac-0').closest('fieldset') as HTMLElement;
    expect(
      await within(macs).findByText(/Diese MAC-Adresse ist bereits einem anderen Hotspot-Gerät zugeordnet/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mac-0')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Hotspot-device edit', () => {
  it('starts with the switch (not the effective state) and saves the chosen config with MACs in normal form', async () => {
    const expired = DEVICES[1]!;
    const { dataProvider } = await renderResource('hotspot-device', {
      ...EDIT,
      path: `/hotspot-device/${expired.id}/edit`,
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(name).toHaveValue('Terrasse');
    expect(screen.getByRole('switch', { name: /^Aktiv/ })).toBeChecked();
    await choose(user, /^Gerätekonfiguration/, 'Veranstaltung');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const { data } = dataProvider.update.mock.calls[0]![1] as Sent;
    expect(data.hotspotDeviceConfig).toBe(CONFIG_2_ID);
    expect(data.mac).toEqual(['00:1a:2b:3c:4d:02']);
    expect(data.active).toBe(true);
  });
});
