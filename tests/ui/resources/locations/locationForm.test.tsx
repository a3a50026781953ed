import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ADMIN_ACL, locationData } from './data';

const CREATE = '/locations/location/create?organization=K100001';
type Sent = { data: Record<string, unknown>; previousData?: Record<string, unknown> };

const fieldOf = (label: RegExp) => screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;

/** The locations area of the hotspot administrator. */
const LOCATIONS = { records: locationData(), permissions: ADMIN_ACL };

describe('Location create', () => {
  it('sends name, address and IPs; an empty position is left to the server', async () => {
    const { dataProvider } = await renderResource('locations', { ...LOCATIONS, path: CREATE });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), '  Talstation  ');
    await user.type(screen.getByLabelText(/^Straße/), 'Am Hang 3');
    await user.type(screen.getByLabelText(/^PLZ/), '82467');
    await user.type(screen.getByLabelText(/^Ort/), 'Garmisch-Partenkirchen');
    await user.click(screen.getByRole('button', { name: 'IP-Adresse hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: /^IP-Adresse\s*\*?$/ }), '2001:DB8::1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = dataProvider.create.mock.calls[0]![1] as Sent;
    expect(sent.data).toMatchObject({
      name: 'Talstation',
      description: null,
      externalId: null,
      address: { street: 'Am Hang 3', zip: '82467', city: 'Garmisch-Partenkirchen', state: null, country: null },
      geoLocation: null,
      hotspotDeviceIds: [],
      openingHours: null,
      dnsFilterConfig: { ips: ['2001:DB8::1'] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/locations/location/new1?organization=K100001'),
    );
  });

  it('refuses a bad IP, a repeated IP and half a position, naming the field', async () => {
    const { dataProvider } = await renderResource('locations', { ...LOCATIONS, path: CREATE });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Talstation');
    await user.type(screen.getByLabelText(/^Breitengrad/), '47.5');
    const add = screen.getByRole('button', { name: 'IP-Adresse hinzufügen' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const inputs = screen.getAllByRole('textbox', { name: /^IP-Adresse\s*\*?$/ });
    await user.type(inputs[0]!, '192.168.1.300');
    await user.type(inputs[1]!, '2001:db8::1');
    await user.type(inputs[2]!, '2001:DB8:0:0::1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('IP-Adresse: Bitte geben Sie eine gültige IPv4- oder IPv6-Adresse ein'),
    ).toBeInTheDocument();
    expect(screen.getByText('IP-Adresse: Jeder Eintrag darf nur einmal vorkommen')).toBeInTheDocument();
    expect(within(fieldOf(/^Längengrad/)).getByText('Längengrad: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows an IP registered by another customer at the IP field', async () => {
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'messages.location.ipRegistered');
    const dataProvider = fakeDataProvider(locationData());
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'registered',
            extensions: {
              code: 'BAD_USER_INPUT',
              i18n: 'messages.location.ipRegistered',
              field: 'data.dnsFilterConfig.ips',
              args: { ip: '203.0.113.7' },
            },
          },
        ],
      }),
    );
    await renderResource('locations', { ...LOCATIONS, path: CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Talstation');
    await user.click(screen.getByRole('button', { name: 'IP-Adresse hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: /^IP-Adresse\s*\*?$/ }), '203.0.113.7');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const ipsField = () => document.querySelector('.ra-input-dnsFilterConfig\\.ips') as HTMLElement;
    expect(
      await within(ipsField()).findByText(
        /Die IP-Adresse 203\.0\.113\.7 ist bereits im Inhaltsfilter registriert\. Bitte wenden Sie sich an den Support\./,
      ),
    ).toBeInTheDocument();
  });

  it('links hotspots in the dialog: searchable, paged, saying where a device is listed now', async () => {
    const data = locationData();
    for (let n = 4; n <= 14; n++) {
      data['locations/hotspots']!.push({
        ...data['locations/hotspots']![1]!,
        id: `dev${n}`,
        _id: `dev${n}`,
        name: `Zimmer ${n}`,
      });
    }
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', { ...LOCATIONS, path: CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Talstation');
    expect(screen.getByText('Keine Hotspots verknüpft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hotspots verknüpfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verknüpfte Hotspots' });
    expect(await within(dialog).findByText('Access Point 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/derzeit bei Standort 1/)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/keinem Standort zugeordnet/).length).toBeGreaterThan(0);
    // 14 devices, 10 per page
    expect(within(dialog).queryByText('Zimmer 13')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(await within(dialog).findByText('Zimmer 13')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Zimmer 13/ }));

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Name, Beschreibung oder MAC-Adresse' }),
      'Access Point 1',
    );
    await waitFor(() => expect(within(dialog).queryByText('Access Point 2')).not.toBeInTheDocument());
    await user.click(await within(dialog).findByRole('checkbox', { name: /Access Point 1/ }));
    expect(within(dialog).getByText('2 Hotspots ausgewählt')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Zimmer 13')).toBeInTheDocument();
    expect(screen.getByText('Access Point 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const sent = dataProvider.create.mock.calls[0]![1] as Sent;
    expect(sent.data.hotspotDeviceIds).toEqual(['dev13', data['locations/hotspots']![0]!.id]);
  });
});

describe('Location edit', () => {
  it('sends only what changed: an unchanged position, address and IPs stay unsent', async () => {
    const data = locationData();
    const l1 = data['locations/location']![0]!;
    l1.dnsFilterConfig = { ips: ['203.0.113.7'], networkId: 4, failures: [] };
    l1.geoLocation = { lat: 47.4921, long: 11.0958, __typename: 'GeoLocation' };
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/location/${l1.id}/edit?organization=K100001`,
      dataProvider,
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    expect(name).toHaveValue('Standort 1');
    expect(screen.getByRole('textbox', { name: /^IP-Adresse\s*\*?$/ })).toHaveValue('203.0.113.7');
    expect(await screen.findByText('Access Point 1')).toBeInTheDocument();
    expect(screen.getByText('Regionen werden bei der Region bearbeitet.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Talstation');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const sent = dataProvider.update.mock.calls[0]![1] as Sent;
    expect(sent.data.name).toBe('Talstation');
    expect(sent.data).not.toHaveProperty('geoLocation');
    expect(sent.data).not.toHaveProperty('dnsFilterConfig');
    expect(sent.data).not.toHaveProperty('address');
  });
});
