// Passwords in Chromium against the started server (its own server and database, so changing demo
// passwords here touches no other file): the hotel's administrator sees the hotspot configuration on
// the profile, changes the password in two steps, is logged out with the changedPassword message and
// logs in with the new one; the café's administrator forgets the password, the mail is read from the
// outbox endpoint, its link opens the reset page, and the new password logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import profileMessages from '../../src/i18n/portal/profile';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const P = profileMessages.de.portal.profile;
const F = de.forms.fields;
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const field = (label: string) => e.page.getByLabel(new RegExp(`^${label}`)).and(e.page.locator('input'));

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
  const token = await operatorToken();
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 100; i++) {
    const list = await fetch(`${e.url}/mail/outbox?to=${encodeURIComponent(address)}`, { headers }).then((r) =>
      r.json(),
    );
    if (list.data?.length) {
      const one = await fetch(`${e.url}/mail/outbox/${list.data[0].id}`, { headers }).then((r) => r.json());
      return one.data;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

describe('passwords in the browser', () => {
  it('changes the password in two steps, is logged out with the message and logs in with the new one', async () => {
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD, '/profile?organization=K100001');
    await page.getByRole('heading', { level: 2, name: 'Anna Berger' }).waitFor();

    // The hotspot configuration of the hotel: the login page and RADIUS, the secret masked.
    const card = page.getByRole('region', { name: P.hotspot.title });
    await card.getByText(`${new URL(e.url).port}/guest/{deviceId}`, { exact: false }).waitFor();
    // the ports this server's RADIUS listens on (1812/1813 by default; free ports in this test)
    await expect.poll(() => card.getByText(String(e.radius.authPort), { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByText(String(e.radius.acctPort), { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByTestId('radius-secret').textContent()).toMatch(/^•+$/);
    await card.getByRole('button', { name: P.hotspot.showSecret }).click();
    await expect.poll(() => card.getByTestId('radius-secret').textContent()).toMatch(/^[\w-]{24}$/);
    await shot(page, { path: `${shots}/profile.png`, fullPage: true });

    await page.getByRole('link', { name: P.actions.changePassword }).click();
    await field(F.currentPassword.label).fill('Falsch#123');
    await page.getByRole('button', { name: P.password.continue }).click();
    await page.getByText(de.messages.profile.wrongPassword).waitFor();
    await field(F.currentPassword.label).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await field(F.newPassword.label).fill('Alpen#Neu2026');
    await field(F.passwordConfirm.label).fill('Alpen#Neu2026');
    await shot(page, { path: `${shots}/change-password.png` });
    await page.getByRole('button', { name: P.password.submit }).click();

    await page.getByText(de.login.states.changedPassword).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    const old = await fetch(`${e.url}/auth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@alpenhotel.test', password: DEMO_PASSWORD }),
    });
    expect(old.status).toBe(401);
    await login(e, 'admin@alpenhotel.test', 'Alpen#Neu2026');
    await page.getByRole('link', { name: de.shell.logout }).first().click();
    await page.getByRole('button', { name: de.logout.title }).click();
    await page.getByRole('heading', { name: de.logout.loggedOut }).waitFor();
  });

  it('forgot password: the mail from the outbox leads to the reset page, the new password logs in', async () => {
    const { page } = e;
    await page.goto(`${e.url}/auth/forgot-password`);
    await field(de.login.email).fill('admin@stadtcafe.test');
    await page.getByRole('button', { name: de.login.forgot.submit }).click();
    await page.getByText(de.login.forgot.sent).waitFor();

    const mail = await mailTo('admin@stadtcafe.test');
    expect(mail.subject).toBe('Passwort zurücksetzen – Hotspot Portal');
    const link = /(http\S+\/auth\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    // the link points at PUBLIC_URL (default http://localhost:<PORT>); the browser opens it on the
    // address this server listens on
    const target = new URL(link!);
    expect(target.port).toBe(new URL(e.url).port);
    await page.goto(`${e.url}${target.pathname}${target.search}`);
    await page.getByText('admin@stadtcafe.test', { exact: false }).waitFor();
    await field(F.newPassword.label).fill('Cafe#Neu2026');
    await field(F.passwordConfirm.label).fill('Cafe#Neu2026');
    await shot(page, { path: `${shots}/reset-password.png` });
    await page.getByRole('button', { name: de.login.reset.submit }).click();
    await page.getByText(de.login.states.changedPassword).waitFor();

    await login(e, 'admin@stadtcafe.test', 'Cafe#Neu2026');

    // the link is spent
    await page.goto(`${e.url}${target.pathname}${target.search}`);
    await page.getByText(de.login.reset.invalidLink).waitFor();

    // the operator reads the same mail in the portal (the outbox card of the profile)
    await page.goto(`${e.url}/auth/logout`);
    await page.getByRole('button', { name: de.logout.title }).click();
    await page.getByRole('heading', { name: de.logout.loggedOut }).waitFor();
    await login(e, 'operator@hotspot-portal.test', DEMO_PASSWORD, '/profile');
    const outbox = page.getByRole('region', { name: P.outbox.title });
    await outbox.getByRole('searchbox', { name: P.outbox.to }).fill('admin@stadtcafe.test');
    await outbox.getByText(mail.subject).first().click();
    await page.getByRole('dialog').getByText(target.search.slice(1), { exact: false }).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await shot(page, { path: `${shots}/outbox.png` });
  });
});
