import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LogList from '../../../../src/resources/enrollments/LogList';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { enrollmentRecords, HOTEL, hotelAcl, KEYS, LOGS } from './data';

const LOG_LIST = {
  view: LogList,
  path: '/enrollments/logs?organization=K100001',
  route: '/enrollments/logs',
  records: enrollmentRecords(),
  permissions: hotelAcl(),
  customer: HOTEL,
};

type Call = [string, { filter?: Record<string, unknown>; sort?: { field: string; order: string } }];

describe('Enrollment log', () => {
  it('shows status, key, time and log text, newest first, with a link to the enrolled device', async () => {
    const { dataProvider } = await renderResource('enrollments/logs', LOG_LIST);
    expect(await screen.findByText(LOGS[0]!.log, {}, SLOW)).toBeInTheDocument();
    for (const header of ['Status', 'Schlüssel', 'Zeitpunkt', 'Protokolltext']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const ok = screen.getByText(LOGS[0]!.log).closest('tr')!;
    expect(within(ok).getByText('Erfolgreich')).toBeInTheDocument();
    expect(within(ok).getByText(KEYS[0]!.name)).toBeInTheDocument();
    expect(within(ok).getByRole('link', { name: 'Gerät anzeigen' })).toHaveAttribute(
      'href',
      `/hotspot-device/${LOGS[0]!.hotspotDeviceId}?organization=K100001`,
    );
    const failed = screen.getByText('Schlüssel abgelaufen').closest('tr')!;
    expect(within(failed).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    const call = (dataProvider.getList.mock.calls as unknown as Call[]).find(([r]) => r === 'enrollments/logs')!;
    expect(call[1].sort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(screen.getByRole('tab', { name: 'Protokoll', selected: true })).toBeInTheDocument();
  });

  it('filters by the key of ?key= (the keys list row action) and by status', async () => {
    const { dataProvider } = await renderResource('enrollments/logs', {
      ...LOG_LIST,
      path: `/enrollments/logs?organization=K100001&key=${KEYS[1]!.id}`,
    });
    const user = userEvent.setup();
    const logCalls = () =>
      (dataProvider.getList.mock.calls as unknown as Call[]).filter(([r]) => r === 'enrollments/logs');
    await expect.poll(() => logCalls().some(([, p]) => p.filter?.key === KEYS[1]!.id), SLOW).toBe(true);
    // The key filter shows the key's name; no request went out without the filter.
    expect(await screen.findByDisplayValue(KEYS[1]!.name, {}, SLOW)).toBeInTheDocument();
    expect(logCalls().every(([, p]) => p.filter?.key === KEYS[1]!.id)).toBe(true);
    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Fehlgeschlagen' }));
    await expect
      .poll(() => logCalls().some(([, p]) => p.filter?.status === 'ERROR' && p.filter?.key === KEYS[1]!.id))
      .toBe(true);
  });

  it('picks a key in the key filter', async () => {
    const { dataProvider } = await renderResource('enrollments/logs', LOG_LIST);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Schlüssel/ }, SLOW));
    await user.click(await screen.findByRole('option', { name: KEYS[0]!.name }));
    await expect
      .poll(() =>
        (dataProvider.getList.mock.calls as unknown as Call[]).some(
          ([r, p]) => r === 'enrollments/logs' && p.filter?.key === KEYS[0]!.id,
        ),
      )
      .toBe(true);
  });

  it('opens for a reader of logs without the keys tab', async () => {
    await renderResource('enrollments/logs', { ...LOG_LIST, permissions: hotelAcl(['EnrollmentKeyLogs:read']) });
    expect(await screen.findByText(LOGS[0]!.log, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Schlüssel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gerät anzeigen' })).not.toBeInTheDocument();
  });
});
