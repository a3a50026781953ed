// REOS_LOGIN and REOS_FRIEND_LOGIN in the browser (issue 35, docs/reos.md), on the demo board „Demo
// REOS-Login“: the device's redirect opens the guest page, the guest gives room number and surname,
// the server asks the local REOS stand-in `npm start` runs (OAuth2 token, access request over HTTP),
// the page shows the room's friend code (ReosDeviceAdministration) and hands over to the device
// (./guestDevice.ts's stand-in for Coova-Chilli's UAM port); the device's Access-Request (real
// radclient, the config's secret) is accepted with the room's VLAN (RFC 3580 tunnel attributes). A
// second phone joins the same VLAN with the friend code. The failure path: a wrong surname
// (ReosUserAuth's wording, nothing handed over). Finally the server's log holds no surname and no
// client secret. Screenshots at 390 px and 1366 px, light and dark.
import { describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';
import { REOS_DEMO_CLIENT, REOS_DEMO_VLANS } from '../../server/access/reos';
import { shot } from './browser';
import {
  SHOTS,
  accessRequest,
  demoDevice,
  guestRedirect,
  logonOf,
  shootWidthsAndSchemes,
  guestBrowser,
  refusedWith,
} from './guestDevice';

const m = GUEST_MESSAGES.de;
const t = m.reos;

const g = guestBrowser();

/** The VLAN of an Access-Accept as radclient prints the tunnel attributes. */
const vlanOf = (output: string) =>
  /Tunnel-Type(:0)? = VLAN/.test(output) && /Tunnel-Medium-Type(:0)? = IEEE-802/.test(output)
    ? (/Tunnel-Private-Group-Id(?::\d+)? = "?(\d+)"?/.exec(output)?.[1] ?? null)
    : null;

describe('REOS_LOGIN and REOS_FRIEND_LOGIN on the demo board „Demo REOS-Login“', () => {
  it('room + surname → friend code → hand-over → Access-Accept with the room VLAN; a friend joins; a wrong surname is refused', async () => {
    const { e, uam, errors } = g;
    const { page, url } = e;
    const client = 'AA-BB-CC-57-10-01';
    const device = await demoDevice(e, 'Demo REOS-Login');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url + guestRedirect(device._id, uam, client));
    // The board offers the room login first, the friend login second.
    const first = page.locator('form').first();
    expect(await first.getByRole('heading', { name: t.title }).count()).toBe(1);
    await page.getByRole('heading', { name: t.friendTitle }).waitFor();
    await shootWidthsAndSchemes(page, 'guest-reos-room');
    await page.setViewportSize({ width: 390, height: 844 });

    const submitRoom = async (room: string, surname: string) => {
      const form = page.locator('form').first();
      await form.getByLabel(t.roomLabel).fill(room);
      await form.getByLabel(t.surnameLabel).fill(surname);
      const terms = form.getByLabel(m.termsAccept);
      if (await terms.count()) await terms.check();
      await form.getByRole('button', { name: t.submit, exact: true }).click();
    };

    // A wrong surname: ReosUserAuth's wording, what was typed kept, nothing handed over.
    const handed = uam.handovers.length;
    errors.allow(refusedWith(403));
    await submitRoom('101', 'Maier');
    await page.getByRole('alert').getByText(t.denied, { exact: true }).waitFor();
    expect(await page.locator('form').first().getByLabel(t.surnameLabel).inputValue()).toBe('Maier');
    expect(uam.handovers).toHaveLength(handed);

    // The stay: the room's page with the friend code, then „Jetzt verbinden“.
    await submitRoom('101', 'müller');
    await page.getByRole('heading', { name: t.adminTitle.replace('{room}', '101') }).waitFor();
    const friendCode = (await page.locator('#friend-code').textContent())?.trim() ?? '';
    expect(friendCode).toMatch(/^\d{6}$/);
    await shot(page, { path: `${SHOTS}/guest-reos-friend-code-390.png`, fullPage: true });
    await page.getByRole('button', { name: t.connect, exact: true }).click();
    const logon = logonOf(await uam.next());
    await page.getByText('logon received').waitFor();
    const accept = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username: logon.username,
      password: logon.password,
      clientMac: client,
    });
    expect(accept.code, accept.output).toBe('Access-Accept');
    const vlan = vlanOf(accept.output);
    expect(Number(vlan)).toBeGreaterThanOrEqual(REOS_DEMO_VLANS.minVlanId);
    expect(Number(vlan)).toBeLessThanOrEqual(REOS_DEMO_VLANS.maxVlanId);
    expect(Number(accept.attrs['Session-Timeout'])).toBeGreaterThan(0);

    // A second phone of the room: room number and friend code, straight to the device, the same VLAN.
    const friend = 'AA-BB-CC-57-10-02';
    await page.goto(url + guestRedirect(device._id, uam, friend));
    const form = page.locator('form', { has: page.getByRole('heading', { name: t.friendTitle }) });
    await form.getByLabel(t.roomLabel).fill('101');
    await form.getByLabel(t.codeLabel).fill(friendCode);
    const terms = form.getByLabel(m.termsAccept);
    if (await terms.count()) await terms.check();
    await form.getByRole('button', { name: t.friendSubmit, exact: true }).click();
    const joined = logonOf(await uam.next());
    const friendAccept = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username: joined.username,
      password: joined.password,
      clientMac: friend,
    });
    expect(friendAccept.code, friendAccept.output).toBe('Access-Accept');
    expect(vlanOf(friendAccept.output)).toBe(vlan);

    // No surname and no secret in any line the server wrote.
    const log = e.log();
    for (const secret of ['Müller', 'müller', 'Maier', REOS_DEMO_CLIENT.clientSecret])
      expect(log).not.toContain(secret);
  });
});
