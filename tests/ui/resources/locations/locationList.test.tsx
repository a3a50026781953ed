import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ADMIN_ACL, locationData } from './data';

/** The locations area of the hotspot administrator. */
const LOCATIONS = { records: locationData(), permissions: ADMIN_ACL };

describe('Locations and regions: tabs and lists', () => {
  it('lands on the locations tab, searches and switches to the regions tab keeping the organization', async () => {
    const { dataProvider } = await renderResource('locations', {
      ...LOCATIONS,
      path: '/locations?organization=K100001',
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Standorte und Regionen' }, SLOW);
    expect(within(tabs).getByRole('tab', { name: 'Standorte' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Standort 1')).toBeInTheDocument();
    expect(screen.getByText('Hauptstraße 1, 82467 Garmisch-Partenkirchen')).toBeInTheDocument();
    // The hotspots column counts the linked devices (it once printed their ids).
    const row = screen.getByText('Standort 1').closest('tr')!;
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).queryByText(/[0-9a-f]{24}/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Oberland').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Standort erstellen/ }).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('textbox', { name: 'Name, Beschreibung oder Adresse' }), 'See');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'locations/location',
        expect.objectContaining({ filter: expect.objectContaining({ q: 'See' }) }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Standort 1')).not.toBeInTheDocument());
    expect(screen.getByText('Seehaus')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Regionen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/locations/group?organization=K100001');
    expect(await screen.findByText('Region 2')).toBeInTheDocument();
    const regionRow = screen
      .getAllByText('Oberland')
      .find((e) => e.closest('tr'))!
      .closest('tr')!;
    expect(within(regionRow).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Regionen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Name oder Beschreibung' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Region erstellen/ }).length).toBeGreaterThan(0);
  });

  it('tells users without create rights to ask their administrator', async () => {
    const data = locationData();
    data['locations/location'] = [];
    await renderResource('locations', {
      ...LOCATIONS,
      path: '/locations/location?organization=K100001',
      records: data,
      permissions: { K100001: ['HotspotDeviceLocation:read', 'HotspotDeviceLocationGroup:*'] },
    });
    expect(await screen.findByText('Noch keine Standorte', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Noch keine Einträge vorhanden. Bitte wenden Sie sich an Ihren Administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Standort erstellen/ })).not.toBeInTheDocument();
  });

  it('checks regions against their own subject', async () => {
    const data = locationData();
    data['locations/group'] = [];
    // May create locations, only read regions: the regions tab offers no create button.
    await renderResource('locations', {
      ...LOCATIONS,
      path: '/locations/group?organization=K100001',
      records: data,
      permissions: { K100001: ['HotspotDeviceLocation:*', 'HotspotDeviceLocationGroup:read'] },
    });
    expect(await screen.findByText('Noch keine Regionen', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Noch keine Einträge vorhanden. Bitte wenden Sie sich an Ihren Administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Region erstellen/ })).not.toBeInTheDocument();
  });

  it('shows English labels', async () => {
    await renderResource('locations', { ...LOCATIONS, path: '/locations/group?organization=K100001', locale: 'en' });
    expect(await screen.findByRole('tab', { name: 'Regions' }, SLOW)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Oberland')).toBeInTheDocument();
  });
});
