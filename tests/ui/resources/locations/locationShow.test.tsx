import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ADMIN_ACL, locationData } from './data';

/** The locations area of the hotspot administrator. */
const LOCATIONS = { records: locationData(), permissions: ADMIN_ACL };

describe('Location details', () => {
  it('shows every field, the linked hotspots, regions, opening hours and content-filter problems', async () => {
    const data = locationData();
    const l1 = data['locations/location']![0]!;
    l1.externalId = 'EXT-1';
    l1.dnsFilterConfig = {
      ips: ['203.0.113.7'],
      networkId: 12,
      failures: [
        { error: 'NoActivePlugin', message: null },
        { error: 'FailUpsertIP', message: 'timeout' },
      ],
    };
    l1.openingHours = {
      weekdays: {
        monday: [{ startTime: '08:00', endTime: '18:00' }],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      specialDates: [],
    };
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/location/${l1.id}?organization=K100001`,
      records: data,
    });
    expect(await screen.findByText('EXT-1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hauptstraße 1')).toBeInTheDocument();
    expect(screen.getByText('47.492100, 11.095800')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Access Point 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oberland' })).toHaveAttribute(
      'href',
      `/locations/group/${data['locations/group']![0]!.id}?organization=K100001`,
    );
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Problem mit dem Inhaltsfilter')).toBeInTheDocument();
    expect(
      within(alert).getByText(/Das Plugin DNS-Inhaltsfilter ist für diese Organisation nicht aktiv/),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText(/Die IP-Adresse konnte nicht im Inhaltsfilter gespeichert werden \(timeout\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toBeInTheDocument();
  });

  it('says when the position was estimated from the address', async () => {
    const data = locationData();
    const l1 = data['locations/location']![0]!;
    l1.geoLocation = { lat: 47.5, long: 11.1 };
    l1.geoEstimated = true;
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/location/${l1.id}?organization=K100001`,
      records: data,
    });
    expect(await screen.findByText(/geschätzt aus der Adresse/, {}, SLOW)).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the location and warning about its regions', async () => {
    const data = locationData();
    const l1 = data['locations/location']![0]!;
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/location/${l1.id}?organization=K100001`,
      dataProvider,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Standort „Standort 1“ löschen?')).toBeInTheDocument();
    expect(within(dialog).getByText(/wird aus allen verknüpften Regionen entfernt/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('locations/location', expect.objectContaining({ id: l1.id })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/locations/location?organization=K100001'),
    );
  });

  it('offers neither edit nor delete without those rights', async () => {
    const data = locationData();
    const l1 = data['locations/location']![0]!;
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/location/${l1.id}?organization=K100001`,
      records: data,
      permissions: { K100001: ['HotspotDeviceLocation:read'] },
    });
    expect(await screen.findByText('Hauptstraße 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });
});
