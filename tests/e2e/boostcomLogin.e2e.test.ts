// BOOSTCOM_LOGIN in the browser (issue 35, docs/boostcom.md), on the demo board „Demo Vorteilsclub“:
// the device's redirect opens the guest page, the guest fills in the loyalty club's sign-up, the
// portal signs them up at the club (the portal's stand-in club, over HTTP as to a real one), hands a
// page account to the device (./guestDevice.ts's stand-in for Coova-Chilli's UAM port) and the
// device's Access-Request (real radclient, the config's secret) is accepted; its accounting Start
// counts the guest online. The failure path: the club refuses the e-mail address, the page names the
// field and keeps what was typed. The club's member list (its API, with the demo token) shows the
// member once; the server's log holds nothing the guest typed and no token. Screenshots at 390 px
// and 1366 px, light and dark.
import { describe, expect, it } from 'vitest';
import '../setup/failOnConsole';
import { GUEST_MESSAGES } from '../../server/access/guest/messages';
import { DEMO_BOOSTCOM } from '../../server/platform/seed/ids';
import { shot } from './browser';
import {
  SHOTS,
  accessRequest,
  accountingRequest,
  demoDevice,
  guestRedirect,
  guestBrowser,
  onlineOn,
  refusedWith,
  logonOf,
  shootWidthsAndSchemes,
} from './guestDevice';

const m = GUEST_MESSAGES.de;
const t = m.boostcom;
const GUEST = {
  firstName: 'Jonas',
  lastName: 'Beispielmann',
  email: 'jonas.beispiel@example.org',
  phone: '0170 9876543',
};

const g = guestBrowser();

/** The club's members with this e-mail address, through its API with the demo club's token. */
async function clubMembers(email: string): Promise<{ member_id: string; msisdn: string; first_name: string }[]> {
  const path = `/stand-in/boostcom/v1/communities/${DEMO_BOOSTCOM.communityId}/loyalty-clubs/${DEMO_BOOSTCOM.loyaltyClubSlug}/members`;
  const r = await fetch(`${g.e.url}${path}?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${DEMO_BOOSTCOM.token}` },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { member_id: string; msisdn: string; first_name: string }[] }).data;
}

describe('BOOSTCOM_LOGIN on the demo board „Demo Vorteilsclub“', () => {
  it('sign-up → the club → hand-over → RADIUS accept → online; the club refusing the e-mail names it', async () => {
    const { e, uam, errors } = g;
    const { page, url } = e;
    const client = 'AA-BB-CC-58-00-01';
    const device = await demoDevice(e, 'Demo Vorteilsclub');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url + guestRedirect(device._id, uam, client));
    const first = page.getByLabel(t.firstNameLabel);
    const form = page.locator('form', { has: first });
    // The board offers the club first.
    expect(await page.locator('form').first().getByLabel(t.firstNameLabel).count()).toBe(1);
    await shootWidthsAndSchemes(page, 'guest-boostcom');
    await page.setViewportSize({ width: 390, height: 844 });

    const fill = async (email: string) => {
      await form.getByLabel(t.firstNameLabel).fill(GUEST.firstName);
      await form.getByLabel(t.lastNameLabel).fill(GUEST.lastName);
      await form.getByLabel(t.emailLabel).fill(email);
      await form.getByLabel(t.phoneLabel).fill(GUEST.phone);
      await form.getByLabel(t.membershipTerms).check();
      if ((await form.getByLabel(m.termsAccept).count()) > 0) await form.getByLabel(m.termsAccept).check();
    };

    // The club refuses an address it cannot deliver to: the field named, what was typed kept.
    errors.allow(refusedWith(400));
    const handed = uam.handovers.length;
    await fill('jonas@hotel.invalid');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await page.getByRole('alert').getByText(t.refusedField.replace('{field}', t.emailLabel)).waitFor();
    expect(await page.getByLabel(t.firstNameLabel).inputValue()).toBe(GUEST.firstName);
    expect(uam.handovers).toHaveLength(handed);
    await shot(page, { path: `${SHOTS}/guest-boostcom-refused-390.png`, fullPage: true });

    // Right: a member of the club, handed over, accepted at RADIUS, online.
    await fill(GUEST.email);
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    const logon = logonOf(await uam.next());
    expect(logon.username).toMatch(/^G-[0-9a-f]{24}$/);
    await page.getByText('logon received').waitFor();
    const members = await clubMembers(GUEST.email);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ first_name: GUEST.firstName, msisdn: '+491709876543' });

    const accept = await accessRequest(e, {
      deviceId: device._id,
      deviceMac: device.mac[0]!,
      username: logon.username,
      password: logon.password,
      clientMac: client,
    });
    expect(accept.code, accept.output).toBe('Access-Accept');
    const online = () => onlineOn(e, device._id);
    const onlineBefore = await online();
    const start = await accountingRequest(e, {
      deviceId: device._id,
      sessionId: 'e2e-boostcom-1',
      username: logon.username,
      clientMac: client,
      status: 'Start',
    });
    expect(start.code, start.output).toBe('Accounting-Response');
    expect(await online()).toBe(onlineBefore + 1);

    // Nothing the guest typed and no token of the club in any line the server wrote.
    const log = e.log();
    for (const secret of [GUEST.lastName, GUEST.email, '1709876543', DEMO_BOOSTCOM.token, DEMO_BOOSTCOM.analyticsToken])
      expect(log).not.toContain(secret);
  });
});
