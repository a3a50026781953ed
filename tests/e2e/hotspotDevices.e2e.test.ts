// Configuration → device in Chromium against the started server (PGlite, demo data): the hotel admin
// creates a device configuration from the demo's login templates through its form, then a device with
// that configuration (MAC typed in another notation, stored normalised), sees it in the list with the
// configuration, and a second device with the same MAC in yet another notation is refused at the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import configMessages from '../../src/resources/hotspot-device-config/messages';
import deviceMessages from '../../src/resources/hotspot-device/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const dc = configMessages.de.resources['hotspot-device-config'];
const hd = deviceMessages.de.resources['hotspot-device'];
const HOTEL = 'K100001';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}`);
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

describe('hotspot devices in the browser', () => {
  it('creates a configuration from the demo login templates, then a device with it; a duplicate MAC is refused', async () => {
    const { page, url } = e;
    const stamp = Date.now();
    const configName = `E2E Konfiguration ${stamp}`;
    const deviceName = `E2E Lobby ${stamp}`;

    await page.goto(`${url}/hotspot-device-config/create?organization=${HOTEL}`);
    await page.getByLabel(de.login.email).fill('admin@alpenhotel.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: de.login.submit }).click();

    // The configuration: a name and one of the demo's login templates.
    await page
      .getByRole('textbox', { name: label(dc.fields.name) })
      .first()
      .fill(configName);
    await page
      .getByRole('combobox', { name: label(dc.actions.addLoginTemplate) })
      .first()
      .click();
    await page.getByRole('option', { name: 'Gäste-WLAN' }).click();
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(escape(configName)) })
      .first()
      .waitFor();

    // The device with that configuration; the MAC typed with dashes in upper case.
    await page.goto(`${url}/hotspot-device/create?organization=${HOTEL}`);
    await page
      .getByRole('textbox', { name: label(hd.fields.name) })
      .first()
      .fill(deviceName);
    await page
      .getByRole('combobox', { name: label(hd.fields.deviceType) })
      .first()
      .click();
    await page.getByRole('option', { name: hd.types.CISCO_MERAKI }).click();
    const mac = `00-1B-2C-${String(stamp % 100).padStart(2, '0')}-4D-5E`;
    const normal = mac.toLowerCase().replaceAll('-', ':');
    await page.getByTestId('mac-0').fill(mac);
    await page.getByTestId('mac-0').blur();
    await expect.poll(() => page.getByTestId('mac-0').inputValue()).toBe(normal);
    await page
      .getByRole('combobox', { name: label(hd.fields.hotspotDeviceConfig) })
      .first()
      .click();
    await page.getByRole('option', { name: configName }).click();
    await page
      .getByRole('textbox', { name: label(hd.fields.monitoringConfig.alias) })
      .first()
      .fill(deviceName);
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(escape(deviceName)) })
      .first()
      .waitFor();
    await page.getByText(normal).first().waitFor();
    await shot(page, { path: `${shots}/hotspot-device-show.png` });

    // The list: the new device with its configuration.
    await page.goto(`${url}/hotspot-device?organization=${HOTEL}`);
    await page.getByRole('textbox', { name: hd.filters.searchPlaceholder }).fill(deviceName);
    const row = page.getByRole('row', { name: new RegExp(escape(deviceName)) });
    await row.waitFor();
    await row.getByText(configName).waitFor();
    // the search (debounced) leaves the header and the one device
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await shot(page, { path: `${shots}/hotspot-device-list.png` });

    // The same MAC in Cisco notation on another device: refused at the MAC field.
    await page.goto(`${url}/hotspot-device/create?organization=${HOTEL}`);
    await page
      .getByRole('textbox', { name: label(hd.fields.name) })
      .first()
      .fill(`${deviceName} 2`);
    await page
      .getByRole('combobox', { name: label(hd.fields.deviceType) })
      .first()
      .click();
    await page.getByRole('option', { name: hd.types.UBIQUITI }).click();
    const hex = normal.replaceAll(':', '');
    await page.getByTestId('mac-0').fill(`${hex.slice(0, 4)}.${hex.slice(4, 8)}.${hex.slice(8)}`);
    await page
      .getByRole('textbox', { name: label(hd.fields.monitoringConfig.alias) })
      .first()
      .fill('Zweites');
    await page.getByRole('button', { name: de.ra.action.save }).click();
    const macField = page.locator('fieldset', { has: page.getByTestId('mac-0') });
    await macField.getByText(de.messages.device.duplicateMac).waitFor();
    expect(await page.getByTestId('mac-0').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/hotspot-device/create');
    await shot(page, { path: `${shots}/hotspot-device-duplicate-mac.png` });
  });
});
