// Live sessions and Disconnect in the browser (issue 36): the server runs with the NAS stand-in
// (NAS_STAND_IN=on on a free port, docs/radius.md); a guest logs in with a new code at the demo's
// Coova-Chilli device (real radclient: Access-Request, Accounting-Start), the hotel's administrator
// opens Live sessions, finds the guest, presses Disconnect, confirms, and the row shows the hotspot's
// answer (ACK); a second guest whose NAS refuses (the stand-in NAKs an Acct-Session-Id ending in -nak)
// shows the refusal with its Error-Cause. Screenshots at 1024 px and 390 px, light and dark.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startE2E, type E2E } from './browser';
import {
  HOTEL,
  HOTEL_ADMIN,
  accessRequest,
  accountingRequest,
  browserErrors,
  demoDevice,
  hotelQuery,
} from './guestDevice';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { freePort } from '../setup/freePort';
import messages from '../../src/resources/live-sessions/messages';

const SHOTS = '.tmp/disconnect';
const m = messages.de.resources['live-sessions'];
let e: E2E;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  e = await startE2E({ NAS_STAND_IN: 'on', DYNAMIC_AUTH_PORT: String(await freePort()) });
}, 180_000);

afterAll(async () => {
  await e?.close();
});

describe('live sessions', () => {
  it('lists an online guest and disconnects it (ACK shown); a refused one shows the NAK', async () => {
    const { page } = e;
    const errors = browserErrors(page);
    const q = hotelQuery(e);
    // The demo's Coova-Chilli "Pool Hotspot" on the standard configuration (its cipher secret).
    const device = await demoDevice(e, 'Pool Hotspot');
    const configs = await q<{ hotspotDeviceConfigs: { data: { _id: string }[] } }>(
      `query { hotspotDeviceConfigs(customerIds: ["${HOTEL}"], search: "Hotel Standard") { data { _id } } }`,
    );
    await q(`mutation U($data: UpdateHotspotDeviceInput!) { updateHotspotDevice(data: $data) }`, {
      data: {
        _id: device._id,
        updatedAt: device.updatedAt,
        hotspotDeviceConfig: configs.hotspotDeviceConfigs.data[0]!._id,
      },
    });
    const guests: { code: string; sessionId: string; mac: string }[] = [];
    for (const [i, suffix] of ['', '-nak'].entries()) {
      const created = await q<{ createVoucher: { code: string } }>(
        `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { code } }`,
        { data: { customerId: HOTEL, description: 'E2E live session' } },
      );
      const code = created.createVoucher.code;
      const mac = `A4-83-E7-00-00-0${i + 1}`;
      const auth = await accessRequest(e, { deviceId: device._id, username: code, password: code, clientMac: mac });
      expect(auth.code).toBe('Access-Accept');
      const sessionId = `e2e-${i}${suffix}`;
      const acct = await accountingRequest(e, {
        deviceId: device._id,
        status: 'Start',
        sessionId,
        username: code,
        clientMac: mac,
      });
      expect(acct.code).toBe('Accounting-Response');
      guests.push({ code, sessionId, mac });
    }

    await page.setViewportSize({ width: 1024, height: 800 });
    await login(e, HOTEL_ADMIN, DEMO_PASSWORD, `/live-sessions?organization=${HOTEL}`);
    const row = (code: string) => page.getByRole('row').filter({ hasText: code });
    await row(guests[0]!.code).waitFor();
    await row(guests[0]!.code).getByText('A4:83:E7:••:••:01').waitFor();

    // Disconnect the first guest: confirmation, then the hotspot's ACK on the row.
    await row(guests[0]!.code).getByRole('button', { name: m.actions.disconnect }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(m.confirm.title.replace('%{name}', guests[0]!.code)).waitFor();
    await dialog.getByRole('button', { name: m.actions.disconnect }).click();
    await row(guests[0]!.code).getByText(m.states.ack).waitFor({ timeout: 15_000 });

    // The second guest's NAS refuses: the refusal and its cause.
    await row(guests[1]!.code).getByRole('button', { name: m.actions.disconnect }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.actions.disconnect }).click();
    const refused = m.states.nak.replace('%{cause}', m.errorCauses['503']);
    await row(guests[1]!.code).getByText(refused).waitFor({ timeout: 15_000 });

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1024, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.getByText(guests[0]!.code).first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/live-sessions-${width}-${scheme}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `live sessions ${width} ${scheme}: wider than the screen`).toBeLessThanOrEqual(0);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    errors.stop();
    expect(errors.list).toEqual([]);
  });
});
