import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KeyList from '../../../../src/resources/enrollments/KeyList';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { enrollmentRecords, HOTEL, hotelAcl, KEYS } from './data';

const LIST = {
  view: KeyList,
  path: '/enrollments?organization=K100001',
  route: '/enrollments',
  records: enrollmentRecords(),
  permissions: hotelAcl(),
  customer: HOTEL,
};

describe('Enrollment keys list', () => {
  it('lists the keys with masked key, configuration link, counters, expiry and the log link', async () => {
    await renderResource('enrollments', LIST);
    const user = userEvent.setup();
    expect(await screen.findByText('Rollout Erdgeschoss', {}, SLOW)).toBeInTheDocument();
    for (const header of ['Name', 'Schlüssel', 'Gerätekonfiguration', 'Versuche', 'Zuletzt verwendet', 'Gültig bis']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    // Masked until revealed.
    expect(screen.queryByText(KEYS[0]!.key)).not.toBeInTheDocument();
    const row = screen.getByText('Rollout Erdgeschoss').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Schlüssel anzeigen' }));
    expect(within(row).getByText(KEYS[0]!.key)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Schlüssel verbergen' }));
    expect(within(row).queryByText(KEYS[0]!.key)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Schlüssel kopieren' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lobby-Konfiguration' })).toHaveAttribute(
      'href',
      `/hotspot-device-config/${KEYS[0]!.hotspotDeviceConfig}?organization=K100001`,
    );
    expect(within(row).getByRole('link', { name: /Protokoll/ })).toHaveAttribute(
      'href',
      `/enrollments/logs?organization=K100001&key=${KEYS[0]!.id}`,
    );
    const expired = screen.getByText('Alter Schlüssel').closest('tr')!;
    expect(within(expired).getByText('Abgelaufen')).toBeInTheDocument();
    expect(within(expired).getByText('Nie')).toBeInTheDocument();
    expect(within(row).getByText('Unbegrenzt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Neuer Schlüssel/ })).toHaveAttribute(
      'href',
      '/enrollments/new?organization=K100001',
    );
    expect(screen.getByRole('tab', { name: 'Protokoll' })).toBeInTheDocument();
  });

  it('deletes a key only after a confirmation naming it and explaining what stays', async () => {
    const { dataProvider } = await renderResource('enrollments', LIST);
    const user = userEvent.setup();
    const row = (await screen.findByText('Rollout Erdgeschoss', {}, SLOW)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Schlüssel löschen/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Schlüssel „Rollout Erdgeschoss“ löschen?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Neue Geräte können mit diesem Schlüssel nicht mehr aktiviert werden/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Bereits aktivierte Geräte bleiben aktiv/)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /Löschen/ }));
    await expect.poll(() => dataProvider.delete.mock.calls.length).toBe(1);
    const [resource, params] = dataProvider.delete.mock.calls[0]!;
    expect(resource).toBe('enrollments');
    expect((params as unknown as { id: string }).id).toBe(KEYS[0]!.id);
    expect(await screen.findByText('Der Aktivierungsschlüssel wurde gelöscht')).toBeInTheDocument();
  });

  it('offers neither create nor delete without those rights, and the empty list asks the administrator', async () => {
    await renderResource('enrollments', {
      ...LIST,
      records: enrollmentRecords({ keys: [] }),
      permissions: hotelAcl(['EnrollmentKeys:read']),
    });
    expect(await screen.findByText('Noch keine Aktivierungsschlüssel', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Bitte wenden Sie sich an Ihren Administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Neuer Schlüssel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Protokoll' })).not.toBeInTheDocument();
  });

  it('hides the delete button without the delete right', async () => {
    await renderResource('enrollments', {
      ...LIST,
      permissions: hotelAcl(['EnrollmentKeys:read', 'EnrollmentKeys:create']),
    });
    expect(await screen.findByText('Rollout Erdgeschoss', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schlüssel löschen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Neuer Schlüssel/ })).toBeInTheDocument();
  });

  it('sends a reader of logs only to the log tab', async () => {
    await renderResource('enrollments', { ...LIST, permissions: hotelAcl(['EnrollmentKeyLogs:read']) });
    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/enrollments/logs?organization=K100001');
  });
});
