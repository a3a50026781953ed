import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHttpError } from '../../../../src/providers/errors';
import { expectConsoleErrors } from '../../../setup/failOnConsole';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { ADMIN_ACL, locationData } from './data';

type Sent = { data: Record<string, unknown> };

/** The locations area of the hotspot administrator. */
const LOCATIONS = { records: locationData(), permissions: ADMIN_ACL };

describe('Regions', () => {
  it('creates a region with locations picked from the customer', async () => {
    const data = locationData();
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', {
      ...LOCATIONS,
      path: '/locations/group/create?organization=K100001',
      dataProvider,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Werdenfels');
    await user.click(screen.getByRole('combobox', { name: /^Standorte/ }));
    await user.click(await screen.findByRole('option', { name: 'Seehaus' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect((dataProvider.create.mock.calls[0]![1] as Sent).data).toMatchObject({
      name: 'Werdenfels',
      description: null,
      locationIds: [data['locations/location']![1]!.id],
    });
  });

  it('requires a name and shows a duplicate refused by the server on it', async () => {
    expectConsoleErrors(([error]) => error instanceof Error && error.message === 'messages.region.duplicateName');
    const dataProvider = fakeDataProvider(locationData());
    dataProvider.create.mockRejectedValueOnce(
      toHttpError({
        graphQLErrors: [
          {
            message: 'dup',
            extensions: { code: 'CONFLICT', i18n: 'messages.region.duplicateName', field: 'data.name' },
          },
        ],
      }),
    );
    await renderResource('locations', {
      ...LOCATIONS,
      path: '/locations/group/create?organization=K100001',
      dataProvider,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Beschreibung/, {}, SLOW), 'Alpen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const name = () => screen.getByLabelText(/^Name/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name()).findByText('Name: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Name/), 'Oberland');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await within(name()).findByText(/Eine Region mit diesem Namen existiert bereits/)).toBeInTheDocument();
  });

  it('exports the region list through the server with its columns translated', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dataProvider = fakeDataProvider(locationData());
    const exporter = vi.fn(() =>
      Promise.resolve({ data: { blob: new Blob(['x']), fileName: 'regions-2026-11-29.csv' } }),
    );
    Object.assign(dataProvider, { exportList: exporter });
    await renderResource('locations', { ...LOCATIONS, path: '/locations/group?organization=K100001', dataProvider });
    await screen.findByRole('link', { name: 'Oberland' }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), SLOW);
    const [resource, params] = exporter.mock.calls[0] as unknown as [
      string,
      { columns: { key: string; label: string }[] },
    ];
    expect(resource).toBe('locations/group');
    expect(params.columns).toContainEqual({ key: 'locationCount', label: 'Anzahl Standorte' });
    expect(params.columns).toContainEqual({ key: 'locations', label: 'Standorte' });
    click.mockRestore();
  });

  it('shows its locations and deletes after a confirmation naming it', async () => {
    const data = locationData();
    const r1 = data['locations/group']![0]!;
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/group/${r1.id}?organization=K100001`,
      dataProvider,
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('link', { name: 'Standort 1 (82467 Garmisch-Partenkirchen)' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seehaus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Region „Oberland“ löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('locations/group', expect.objectContaining({ id: r1.id })),
    );
  });

  it('hides delete from users who may delete locations but not regions', async () => {
    const data = locationData();
    const r1 = data['locations/group']![0]!;
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/group/${r1.id}?organization=K100001`,
      records: data,
      permissions: { K100001: ['HotspotDeviceLocation:*', 'HotspotDeviceLocationGroup:read'] },
    });
    expect(await screen.findByRole('link', { name: 'Seehaus' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });

  it('edits a region: the locations it holds are preselected', async () => {
    const data = locationData();
    const r1 = data['locations/group']![0]!;
    const dataProvider = fakeDataProvider(data);
    await renderResource('locations', {
      ...LOCATIONS,
      path: `/locations/group/${r1.id}/edit?organization=K100001`,
      dataProvider,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Seehaus' }, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Beschreibung/), 'Alpen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect((dataProvider.update.mock.calls[0]![1] as Sent).data).toMatchObject({ description: 'Alpen' });
  });
});
