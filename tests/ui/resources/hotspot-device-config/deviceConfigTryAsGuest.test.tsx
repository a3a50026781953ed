import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import DeviceConfigShow, { guestPreviewUrl } from '../../../../src/resources/hotspot-device-config/DeviceConfigShow';
import { renderResource } from '../../harness/renderResource';
import { SLOW } from '../../harness/slow';
import { DEVICE_ROWS, deviceConfig, deviceConfigRecords, LOBBY } from './data';

const SHOW = {
  view: DeviceConfigShow,
  path: `/hotspot-device-config/${LOBBY.id}`,
  route: '/hotspot-device-config/:id',
  records: deviceConfigRecords(),
};

describe('Device-config details: try as a guest', () => {
  it("opens an active device's guest page in preview mode in a new tab", async () => {
    const { dataProvider } = await renderResource('hotspot-device-config', SHOW);
    const link = await screen.findByRole('link', { name: 'Als Gast ausprobieren' }, SLOW);
    // AP 01 is inactive: the first active device of the config, AP 02
    const device = DEVICE_ROWS[1]!;
    expect(device.active).toBe(true);
    expect(link).toHaveAttribute('href', `${window.location.origin}/guest/${device.id}?preview=1`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleDescription(
      'Öffnet die Gästeseite des Geräts „AP 02“ in einem neuen Tab, als Vorschau: Sie sehen die Seite so, wie Gäste sie sehen; es wird keine Anmeldung erfasst.',
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'hotspot-device',
      expect.objectContaining({ filter: { hotspotDeviceConfig: LOBBY.id }, pagination: { page: 1, perPage: 1 } }),
    );
  });

  it('is disabled, saying why, for a configuration without devices', async () => {
    const bare = deviceConfig(3);
    await renderResource('hotspot-device-config', {
      ...SHOW,
      path: `/hotspot-device-config/${bare.id}`,
      records: deviceConfigRecords({ configs: [bare] }),
    });
    const button = await screen.findByRole('button', { name: 'Als Gast ausprobieren' }, SLOW);
    expect(button).toBeDisabled();
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'Diese Konfiguration hat noch kein Gerät: Es gibt noch keine Gästeseite zum Ausprobieren.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Als Gast ausprobieren' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await renderResource('hotspot-device-config', { ...SHOW, locale: 'en' });
    const link = await screen.findByRole('link', { name: 'Try as a guest' }, SLOW);
    expect(link).toHaveAccessibleDescription(
      'Opens the guest page of the device "AP 02" in a new tab, as a preview: you see the page as guests see it; no login is recorded.',
    );
  });
});

describe('guestPreviewUrl', () => {
  it('appends preview=1 to the device guest page', () => {
    expect(guestPreviewUrl('https://portal.example.com/', 'abc')).toBe(
      'https://portal.example.com/guest/abc?preview=1',
    );
  });
});
