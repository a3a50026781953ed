import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KeyCreate, { expiryOf } from '../../../../src/resources/enrollments/KeyCreate';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { CONFIG_ID, enrollmentRecords, HOTEL, hotelAcl, NEW_KEY } from './data';

/** The server answers a created key with the key it generated. */
const createKey = async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
  data: { ...NEW_KEY, ...data, key: NEW_KEY.key },
});
const NEW = {
  view: KeyCreate,
  path: '/enrollments/new?organization=K100001',
  route: '/enrollments/new',
  records: enrollmentRecords(),
  permissions: hotelAcl(),
  customer: HOTEL,
  dataProvider: { create: createKey },
};

describe('New enrollment key (stepper)', () => {
  it('walks organisation → device configuration → optional information, validating each step, and shows the key', async () => {
    const { dataProvider } = await renderResource('enrollments', NEW);
    const user = userEvent.setup();
    // Step 1: the active organisation.
    expect(await screen.findByText('Alpenhotel Zugspitze (K100001)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organisation wechseln' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // Step 2: the configuration is required.
    const config = await screen.findByRole('combobox', { name: /Gerätekonfiguration/ });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(/Gerätekonfiguration.*Dieses Feld ist erforderlich/)).toBeInTheDocument();
    await user.click(config);
    await user.click(await screen.findByRole('option', { name: 'Lobby-Konfiguration' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    // Step 3: the name is required.
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(await screen.findByText(/Name.*Dieses Feld ist erforderlich/)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(name, 'Rollout Obergeschoss');
    await user.type(screen.getByRole('textbox', { name: /Beschreibung/ }), 'Access Points im OG');
    await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    await expect.poll(() => dataProvider.create.mock.calls.length).toBe(1);
    const [resource, { data }] = dataProvider.create.mock.calls[0]! as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('enrollments');
    expect(data).toMatchObject({
      name: 'Rollout Obergeschoss',
      description: 'Access Points im OG',
      hotspotDeviceConfig: CONFIG_ID,
      expires: null,
    });
    // The key once more, revealed, with copy and the device hint.
    expect(await screen.findByText('Der Schlüssel „Rollout Obergeschoss“ wurde erstellt')).toBeInTheDocument();
    expect(screen.getAllByText(/NEWKEY0123456789ABCDEFGHJK/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Schlüssel kopieren' })).toBeInTheDocument();
    expect(screen.getByText(/So aktiviert sich ein Gerät/)).toBeInTheDocument();
    const example = screen.getByText(/curl -X POST/);
    expect(example.textContent).toContain('/enrollment/enroll');
    expect(example.textContent).toContain('"key":"NEWKEY0123456789ABCDEFGHJK"');
    expect(screen.getByRole('link', { name: 'Zur Schlüsselliste' })).toHaveAttribute(
      'href',
      '/enrollments?organization=K100001',
    );
  });

  it('refuses an expiry in the past and sends the end of the chosen day', async () => {
    const { dataProvider } = await renderResource('enrollments', NEW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }, SLOW));
    await user.click(await screen.findByRole('combobox', { name: /Gerätekonfiguration/ }));
    await user.click(await screen.findByRole('option', { name: 'Tagungsräume' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Befristet');
    const expires = screen.getByLabelText(/Gültig bis/);
    await user.type(expires, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(await screen.findByText(/Das Datum muss in der Zukunft liegen/)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.clear(expires);
    await user.type(expires, '2099-06-30');
    await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    await expect.poll(() => dataProvider.create.mock.calls.length).toBe(1);
    const { data } = dataProvider.create.mock.calls[0]![1] as { data: Record<string, unknown> };
    expect(data.expires).toBe(expiryOf('2099-06-30'));
    expect(new Date(String(data.expires)).getDate()).toBe(30);
  });

  it('without any device configuration explains why and links to create one', async () => {
    await renderResource('enrollments', { ...NEW, records: enrollmentRecords({ configs: [] }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }, SLOW));
    const alert = await screen.findByText(/noch keine Gerätekonfiguration/);
    expect(
      within(alert.closest('[role="alert"]')!).getByRole('link', { name: 'Gerätekonfiguration anlegen' }),
    ).toHaveAttribute('href', '/hotspot-device-config/create?organization=K100001');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('without the right to create configurations asks the administrator', async () => {
    await renderResource('enrollments', {
      ...NEW,
      records: enrollmentRecords({ configs: [] }),
      permissions: hotelAcl(['EnrollmentKeys:*', 'HotspotDeviceConfig:read']),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }, SLOW));
    expect(await screen.findByText(/wenden Sie sich an Ihren Administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gerätekonfiguration anlegen' })).not.toBeInTheDocument();
  });

  it('expiryOf: empty is no expiry, a date is the end of that local day', () => {
    expect(expiryOf('')).toBeNull();
    expect(expiryOf(undefined)).toBeNull();
    const end = new Date(expiryOf('2030-03-15')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2030, 2, 15, 23, 59,
    ]);
  });
});
