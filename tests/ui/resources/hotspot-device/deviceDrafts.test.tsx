// Issue 40 on the device form (through the shared ResourceForms): the monitoring alias follows the
// name, a draft survives leaving the screen and can be discarded, secrets never go into a draft,
// a double click saves once, and leaving with unsaved changes asks first.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceCreate from '../../../../src/resources/hotspot-device/DeviceCreate';
import DeviceEdit from '../../../../src/resources/hotspot-device/DeviceEdit';
import { aliasFromName } from '../../../../src/resources/hotspot-device/DeviceInputs';
import { changedFields, draftStore, withoutSecrets } from '../../../../src/components/formDraft';
import { fakeDataProvider, renderResource } from '../../harness/renderResource';
import { SLOW, SLOW_TEST_MS } from '../../harness/slow';
import { DEVICES, deviceRecords } from './data';

const CREATE = { view: DeviceCreate, path: '/hotspot-device/create', route: '/hotspot-device/create' };
const DRAFT_KEY = 'hp-draft:hotspot-device:K100001:new';

describe('Device form: monitoring alias from the name', () => {
  it('gives an alias that passes the alias rules', () => {
    expect(aliasFromName('  Rezeption  ')).toBe('Rezeption');
    expect(aliasFromName('a\tb')).toBe('a b');
    expect(aliasFromName('x'.repeat(150))).toHaveLength(100);
    expect(aliasFromName(undefined)).toBe('');
  });

  it('follows the name until the user types an alias of their own', async () => {
    await renderResource('hotspot-device', { ...CREATE, records: deviceRecords() });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    const alias = screen.getByLabelText(/^Monitoring-Alias/);
    await user.type(name, 'Lobby');
    expect(alias).toHaveValue('Lobby');
    await user.type(name, ' 2');
    expect(alias).toHaveValue('Lobby 2');
    await user.clear(alias);
    await user.type(alias, 'Eigener Alias');
    await user.type(name, 'x');
    expect(alias).toHaveValue('Eigener Alias');
  });

  it('on edit, follows the name only where the alias was the name', async () => {
    const record = DEVICES[0]!;
    await renderResource('hotspot-device', {
      view: DeviceEdit,
      path: `/hotspot-device/${record.id}/edit`,
      route: '/hotspot-device/:id/edit',
      records: deviceRecords(),
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    const alias = screen.getByLabelText(/^Monitoring-Alias/);
    const before = (alias as HTMLInputElement).value;
    await user.type(name, 'X');
    if (before === (record as { name: string }).name) expect(alias).toHaveValue(`${before}X`);
    else expect(alias).toHaveValue(before);
  });
});

describe('Drafts (components/formDraft)', () => {
  it('never keeps secrets and keeps only what differs from the form defaults', () => {
    expect(withoutSecrets({ name: 'a', password: 'p', nested: { signingSecret: 's', apiKey: 'k', x: 1 } })).toEqual({
      name: 'a',
      nested: { x: 1 },
    });
    expect(
      changedFields(
        { name: 'Neu', mac: [''], monitoringConfig: { alias: 'Neu' }, description: '', password: 'geheim' },
        { name: '', mac: [''], monitoringConfig: { alias: '' }, description: null },
      ),
    ).toEqual({ name: 'Neu', monitoringConfig: { alias: 'Neu' } });
  });

  it(
    'restores what was typed after leaving the screen, says so, and discards it on request',
    { timeout: SLOW_TEST_MS },
    async () => {
      await renderResource('hotspot-device', { ...CREATE, records: deviceRecords() });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Rezeption');
      await user.type(screen.getByLabelText(/^Beschreibung/), 'Am Empfang');
      await waitFor(() => expect(draftStore.read(DRAFT_KEY)).toMatchObject({ name: 'Rezeption' }));
      cleanup(); // a reload, a menu click or Back: the screen is gone

      await renderResource('hotspot-device', { ...CREATE, records: deviceRecords() });
      expect(await screen.findByText('Entwurf wiederhergestellt', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Rezeption');
      expect(screen.getByLabelText(/^Beschreibung/)).toHaveValue('Am Empfang');
      expect(screen.getByLabelText(/^Monitoring-Alias/)).toHaveValue('Rezeption');

      await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');
      expect(screen.queryByText('Entwurf wiederhergestellt')).toBeNull();
      expect(draftStore.read(DRAFT_KEY)).toBeNull();
    },
  );

  it('saves once on a double click and clears the draft after the save', { timeout: SLOW_TEST_MS }, async () => {
    const dataProvider = fakeDataProvider(deviceRecords());
    let release: () => void = () => undefined;
    const create = dataProvider.create.getMockImplementation()!;
    dataProvider.create.mockImplementation(
      (...args: Parameters<typeof create>) =>
        new Promise((resolve) => {
          release = () => resolve(create(...args));
        }),
    );
    await renderResource('hotspot-device', { ...CREATE, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Rezeption');
    await user.click(screen.getByRole('combobox', { name: /^Gerätetyp/ }));
    await user.click(await screen.findByRole('option', { name: 'Cisco Meraki' }));
    const mac = screen.getByTestId('mac-0');
    await user.clear(mac);
    await user.type(mac, '00:1a:2b:3c:4d:99');
    await waitFor(() => expect(draftStore.read(DRAFT_KEY)).not.toBeNull());
    const save = screen.getByRole('button', { name: 'Speichern' });
    // two submissions before React re-renders (what a fast double click does)
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.submit(document.querySelector('form')!); // Enter in a field
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hotspot-device/new1'), SLOW);
    // the redirect after the save leaves without asking
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    expect(draftStore.read(DRAFT_KEY)).toBeNull();
  });

  it(
    'asks before leaving with unsaved changes and stays when the user says no',
    { timeout: SLOW_TEST_MS },
    async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      try {
        await renderResource('hotspot-device', { ...CREATE, records: deviceRecords() });
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText(/^Name/, {}, SLOW), 'Rezeption');
        await user.click(screen.getByRole('link', { name: /Liste|Zurück/ }));
        await waitFor(() => expect(confirm).toHaveBeenCalled());
        expect(screen.getByLabelText(/^Name/)).toHaveValue('Rezeption');
      } finally {
        confirm.mockRestore();
      }
    },
  );
});
