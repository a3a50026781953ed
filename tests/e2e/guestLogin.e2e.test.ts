// A guest logs in with a WiFi code, end to end: the code is created through the portal's GraphQL,
// the printed card's QR address stores it, the demo Coova-Chilli device's redirect opens the guest
// page with the code filled in, the guest accepts the terms and connects, the page hands the
// credentials to the device (a tiny HTTP server of this test standing in for Coova's UAM port), the
// device's RADIUS Access-Request (real radclient, the config's cipher secret) is accepted, and the
// portal shows the code used once. Screenshots of the guest page: phone 390 px and 1366 px, light
// and dark. The device's side (UAM stand-in, redirect, RADIUS): ./guestDevice.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import {
  HOTEL_ADMIN,
  SHOTS as shots,
  accessRequest,
  guestRedirect,
  hotelQuery,
  shootWidthsAndSchemes,
  startUamStandIn,
  type UamStandIn,
} from './guestDevice';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import wifiCodeMessages from '../../src/resources/wifi-code/messages';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';

const CLIENT_MAC = 'AA-BB-CC-12-34-56';
const m = GUEST_MESSAGES.de;
const wc = wifiCodeMessages.de.resources['wifi-code'];

let e: E2E;
let uam: UamStandIn;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
  uam = await startUamStandIn();
}, 180_000);

afterAll(async () => {
  await uam?.close();
  await e?.close();
});

const q = <T>(query: string, variables: Record<string, unknown> = {}) => hotelQuery(e)<T>(query, variables);

describe('guest login with a WiFi code', () => {
  it('QR card → device redirect → terms → hand-over → RADIUS accept → used = 1 in the portal', async () => {
    const { page, url } = e;
    // The demo's Coova-Chilli "Pool Hotspot" moves to the standard config (the cipher secret and the start page).
    const devices = await q<{ hotspotDevices: { data: { _id: string; mac: string[]; updatedAt: string }[] } }>(
      `query { hotspotDevices(customerIds: ["K100001"], search: "Pool Hotspot") { data { _id mac updatedAt } } }`,
    );
    const device = devices.hotspotDevices.data[0]!;
    const configs = await q<{ hotspotDeviceConfigs: { data: { _id: string }[] } }>(
      `query { hotspotDeviceConfigs(customerIds: ["K100001"], search: "Hotel Standard") { data { _id } } }`,
    );
    await q(`mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`, {
      data: {
        _id: device._id,
        updatedAt: device.updatedAt,
        hotspotDeviceConfig: configs.hotspotDeviceConfigs.data[0]!._id,
      },
    });
    const created = await q<{ createVoucher: { code: string; used: number } }>(
      `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { code used } }`,
      { data: { customerId: 'K100001', description: 'E2E guest login' } },
    );
    const code = created.createVoucher.code;
    expect(created.createVoucher.used).toBe(0);

    // The printed card's QR code: the code is kept for the device page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/guest?code=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: m.savedTitle }).waitFor();
    await shot(page, { path: `${shots}/guest-saved-390.png`, fullPage: true });

    // The device's captive-portal redirect.
    const guestPath = guestRedirect(device._id, uam, CLIENT_MAC, { called: device.mac[0]! });
    await page.goto(url + guestPath);
    const codeField = page.getByLabel(m.codeLabel);
    // The configuration offers codes first, then Easy Login and device accounts: the code's own form.
    const codeForm = page.locator('form', { has: codeField });
    await expect.poll(() => codeField.inputValue()).toBe(code);
    await page.getByText('Willkommen im Alpenhotel').waitFor();
    await shot(page, { path: `${shots}/guest-login-390.png`, fullPage: true });

    // Without the terms the browser does not send the form (required checkbox).
    await codeForm.getByRole('button', { name: m.submit, exact: true }).click();
    expect(
      await codeForm.getByLabel(m.termsAccept).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(page.url()).toBe(url + guestPath);
    expect(uam.handovers).toHaveLength(0);
    await codeForm.getByLabel(m.termsAccept).check();
    await codeForm.getByRole('button', { name: m.submit, exact: true }).click();

    // The page hands the credentials to the device's UAM port by itself.
    const handover = await uam.next();
    expect(handover.pathname).toBe('/logon');
    expect(handover.searchParams.get('username')).toBe(code);
    expect(handover.searchParams.get('password')).toBe(code);
    expect(handover.searchParams.get('userurl')).toBe('http://example.com/');
    await page.getByText('logon received').waitFor();

    // The device asks RADIUS, as Coova would after the UAM logon.
    const reply = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username: code,
      password: code,
      clientMac: CLIENT_MAC,
    });
    expect(reply.code, reply.output).toBe('Access-Accept');

    // The portal shows the code used once.
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(e, HOTEL_ADMIN, DEMO_PASSWORD, `/wifi-code/${encodeURIComponent(code)}?organization=K100001`);
    await page.goto(`${url}/wifi-code/${encodeURIComponent(code)}?organization=K100001`);
    const used = page.locator('.RaLabeled-label', { hasText: wc.fields.used }).locator('..');
    await expect.poll(() => used.innerText(), { timeout: 15_000 }).toMatch(/\b1\b/);
    await shot(page, { path: `${shots}/guest-code-used.png` });
  });

  it('looks right on a phone and a desktop, light and dark', async () => {
    const { page, url } = e;
    const devices = await q<{ hotspotDevices: { data: { _id: string }[] } }>(
      `query { hotspotDevices(customerIds: ["K100001"], search: "Lobby Gateway") { data { _id } } }`,
    );
    const path = `/guest/${devices.hotspotDevices.data[0]!._id}?code=ABCD2345`;
    // Nothing wider than the screen on the phone; loaded afresh at each size.
    await shootWidthsAndSchemes(page, 'guest-welcome', async () => {
      await page.goto(url + path);
      await page.getByLabel(m.codeLabel).waitFor();
    });
    // A refusal (light, on the phone): the failure slot's template and the reason.
    const form = page.locator('form', { has: page.getByLabel(m.codeLabel) });
    await form.getByLabel(m.termsAccept).check();
    await form.getByRole('button', { name: m.submit, exact: true }).click();
    await page.getByRole('alert').getByText(m.refusals.UNKNOWN).waitFor();
    await shot(page, { path: `${shots}/guest-refused-390.png`, fullPage: true });
  });
});
