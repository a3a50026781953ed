// Invites in Chromium against the started server (issue 9 "Tests"): the hotel's administrator invites
// a new user through the stepper, the mail arrives in the outbox (read as the operator through
// GET /mail/outbox), its link opens the acceptance page, the new user creates the account there and
// is logged in, and sees only the invited organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import userMessages from '../../src/resources/user/messages';
import inviteMessages from '../../src/i18n/portal/invites';
import { de } from '../../src/i18n/de';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const U = userMessages.de.resources.user;
const A = inviteMessages.de.portal.invites.accept_page;
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

async function operatorToken(): Promise<string> {
  const r = await fetch(`${e.url}/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@hotspot-portal.test', password: DEMO_PASSWORD }),
  }).then((x) => x.json());
  return r.data.accessToken;
}

/** The newest outbox message to an address, read through GET /mail/outbox as the operator. */
async function mailTo(address: string): Promise<{ subject: string; text: string }> {
  const headers = { authorization: `Bearer ${await operatorToken()}` };
  for (let i = 0; i < 100; i++) {
    const list = await fetch(`${e.url}/mail/outbox?to=${encodeURIComponent(address)}`, { headers }).then((r) =>
      r.json(),
    );
    if (list.data?.length) {
      return (await fetch(`${e.url}/mail/outbox/${list.data[0].id}`, { headers }).then((r) => r.json())).data;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

describe('invites in the browser', () => {
  it('invite → mail → link → new account → logged in, seeing only the invited organisation', async () => {
    const { page } = e;
    const address = `neu.${Date.now()}@example.com`;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD, '/user?organization=K100001');

    // The invite card and the demo invites of the hotel.
    await page.getByRole('heading', { name: U.card.title }).waitFor();
    await page.getByText('rezeption@alpenhotel.test').waitFor();
    await page.getByText(U.status.expired).first().waitFor();
    await shot(page, { path: `${shots}/users-list.png` });

    // The stepper: e-mails → organisations (the hotel preselected) → optional data → permissions.
    await page.getByRole('link', { name: U.actions.create }).first().click();
    await page.getByRole('textbox', { name: new RegExp(U.fields.emails) }).fill(address);
    await page.getByRole('button', { name: U.actions.next }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: /Alpenhotel Sonnblick GmbH \(K100001\)/ }).isChecked())
      .toBe(true);
    await page.getByRole('button', { name: U.actions.next }).click();
    await page.getByRole('textbox', { name: U.fields.firstName }).fill('Nele');
    await page.getByRole('textbox', { name: U.fields.lastName }).fill('Neumann');
    await page.getByRole('button', { name: U.actions.next }).click();
    expect(await page.getByRole('checkbox', { name: U.roles.service }).isDisabled()).toBe(true);
    // Nothing submitted yet: the step only changed.
    expect(await page.getByText(U.errors.noGrant).count()).toBe(0);
    await page.getByRole('checkbox', { name: U.roles['voucher-admin'] }).check();
    await shot(page, { path: `${shots}/users-invite-permissions.png` });
    await page.getByRole('button', { name: U.actions.submit }).click();

    // The details of the new invite.
    await page.getByRole('heading', { name: address }).waitFor();
    await page.getByText(U.details.pendingHint).waitFor();

    // The mail, in German, with the link.
    const mail = await mailTo(address);
    expect(mail.subject).toBe('Einladung zum Hotspot Portal');
    const link = /https?:\/\/\S+\/auth\/invite\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const target = new URL(link!);

    // Logged out, the invited person opens the link.
    await e.context.clearCookies();
    await page.goto(`${e.url}${target.pathname}${target.search}`);
    await page.getByRole('heading', { level: 1, name: de.shell.breadcrumbs.invite }).waitFor();
    await page.getByText(address, { exact: false }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Alpenhotel Sonnblick GmbH \(K100001\)/ }).isChecked()).toBe(true);
    expect(await page.locator('#invite-firstName').inputValue()).toBe('Nele');
    await page.locator('#password-password').fill('Neu#Start2026');
    await page.locator('#password-passwordConfirm').fill('Neu#Start2026');
    await shot(page, { path: `${shots}/invite-accept.png` });
    await page.getByRole('button', { name: A.submit }).click();

    // Logged in as the new user.
    await page.getByRole('link', { name: de.shell.logout }).first().waitFor();
    const { customers } = await serverQuery<{ customers: { totalCount: number; data: { customerId: string }[] } }>(
      e,
      address,
      'Neu#Start2026',
      '{ customers { totalCount data { customerId } } }',
    );
    expect(customers.totalCount).toBe(1);
    expect(customers.data[0]!.customerId).toBe('K100001');
    // With one customer it is chosen at once: the app bar names the hotel.
    await page.getByText('Alpenhotel Sonnblick GmbH').first().waitFor();
    await shot(page, { path: `${shots}/invite-new-user-home.png` });

    // The link is spent.
    await e.context.clearCookies();
    await page.goto(`${e.url}${target.pathname}${target.search}`);
    await page.getByText(A.invalid).waitFor();
  });

  it('an existing user accepts an invite on /profile/invites: the bell and the organisations follow at once', async () => {
    const { page } = e;
    await e.context.clearCookies();
    // The café's administrator has the demo invite of the hotel.
    await login(e, 'admin@stadtcafe.test', DEMO_PASSWORD, '/profile/invites');
    const P = inviteMessages.de.portal.invites;
    await page.getByRole('link', { name: 'Offene Einladungen: 1' }).waitFor();
    const hotel = page.getByRole('checkbox', { name: /Alpenhotel Sonnblick GmbH \(K100001\)/ });
    await hotel.waitFor();
    expect(await hotel.isChecked()).toBe(true);
    await shot(page, { path: `${shots}/profile-invites.png` });
    await page.getByRole('button', { name: P.accept }).click();
    await page.getByText(P.none).waitFor();
    await page.getByRole('link', { name: 'Offene Einladungen: 0' }).waitFor();
    const { customers } = await serverQuery<{ customers: { data: { customerId: string }[] } }>(
      e,
      'admin@stadtcafe.test',
      DEMO_PASSWORD,
      '{ customers { data { customerId } } }',
    );
    expect(customers.data.map((c) => c.customerId).sort()).toEqual(['K100001', 'K100002']);
  });

  it('an invalid link says so', async () => {
    const { page } = e;
    await e.context.clearCookies();
    await page.goto(`${e.url}/auth/invite?token=${'x'.repeat(43)}`);
    await page.getByText(A.invalid).waitFor();
    await page.getByRole('link', { name: A.toLogin }).waitFor();
  });
});
