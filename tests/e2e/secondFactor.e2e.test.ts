// The second factor in Chromium against the started server (issue 38): the café's administrator sets
// up TOTP on the profile (the key read from the page, the codes computed here as an authenticator app
// would), signs in with a code, then with a recovery code, and is locked by the sign-in throttle after
// 10 wrong codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import profileMessages from '../../src/i18n/portal/profile';
import secondFactorMessages from '../../src/shell/login/secondFactorMessages';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { THEME_COOKIE } from '../../src/domain/constants';
import { SIGN_IN_LIMITS } from '../../server/tenancy/identity/throttle';
import { base32Decode, hotp, totpStep } from '../../server/tenancy/identity/totp';

const shots = '.tmp/screenshots';
const S = profileMessages.de.portal.profile.secondFactor;
const L = secondFactorMessages.de.login.secondFactor;
const EMAIL = 'admin@stadtcafe.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const input = (label: string) => e.page.getByLabel(new RegExp(`^${label}`)).and(e.page.locator('input'));

/** The password step on the login page, signed out first. */
async function passwordStep() {
  await e.context.clearCookies();
  await e.page.goto(e.url + '/auth/login');
  await e.page.getByLabel(de.login.email).fill(EMAIL);
  await e.page.locator('#login-password').fill(DEMO_PASSWORD);
  await e.page.keyboard.press('Enter');
  await e.page.getByRole('heading', { name: L.title }).waitFor();
}

/** Waits until the field with this id has the focus (it takes it back after a refusal). */
const focusOn = (id: string) => expect.poll(() => e.page.evaluate(() => document.activeElement?.id)).toBe(id);

/** Sends the typed code and waits for the server's answer. */
const send = () =>
  Promise.all([
    e.page.waitForResponse((r) => r.url().endsWith('/auth/authorize/second-factor')),
    e.page.keyboard.press('Enter'),
  ]);

const signedIn = () => e.page.getByRole('link', { name: de.shell.logout }).first().waitFor();

describe('the second factor in the browser', () => {
  it('is set up on the profile, then asked for at sign-in; a recovery code works once; wrong codes lock', async () => {
    const { page } = e;
    await page.goto(e.url + '/auth/login');
    await page.getByLabel(de.login.email).fill(EMAIL);
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await signedIn();

    // Set up (dark theme, 1024 px): the QR code and the key; the first code confirms it.
    await page.setViewportSize({ width: 1024, height: 768 });
    const dark = encodeURIComponent(JSON.stringify({ dark: true }));
    await e.context.addCookies([{ name: THEME_COOKIE, value: dark, url: e.url }]);
    await page.goto(e.url + '/profile?organization=K100002');
    const card = page.getByRole('region', { name: S.title });
    await card.getByRole('button', { name: S.enable }).click();
    await card.getByRole('img', { name: S.qrAlt }).waitFor();
    const secret = base32Decode(((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, ''))!;
    expect(secret.length).toBe(20);
    await shot(page, { path: `${shots}/second-factor-enrol-1024-dark.png`, fullPage: true });
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    const step = totpStep(Date.now());
    await input(S.code).fill(hotp(secret, step));
    await page.keyboard.press('Enter');
    const list = card.getByRole('list', { name: S.recoveryTitle });
    await list.waitFor();
    const recoveryCodes = await list.locator('li').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await card.getByRole('button', { name: S.done }).click();
    await card.getByText(S.on, { exact: true }).waitFor();
    await shot(page, { path: `${shots}/second-factor-on-1024-dark.png`, fullPage: true });
    expect(await fits()).toBe(true);

    // Sign-in: the password, then the code (the next step's: the first was used).
    await passwordStep();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('one-time-code');
    await page.keyboard.type(hotp(secret, step + 5));
    await page.keyboard.press('Enter');
    await page.getByText(`${L.code}: ${L.wrongCode}`).waitFor();
    await shot(page, { path: `${shots}/second-factor-step.png` });
    await focusOn('login-code');
    await page.keyboard.type(hotp(secret, step + 1));
    await page.keyboard.press('Enter');
    await signedIn();

    // A recovery code, once.
    await passwordStep();
    await page.getByRole('button', { name: L.useRecoveryCode }).click();
    await page.keyboard.type(recoveryCodes[0]!);
    await page.keyboard.press('Enter');
    await signedIn();
    await passwordStep();
    await page.getByRole('button', { name: L.useRecoveryCode }).click();
    await page.keyboard.type(recoveryCodes[0]!);
    await page.keyboard.press('Enter');
    await page.getByText(`${L.recoveryCode}: ${L.wrongCode}`).waitFor();
    await focusOn('login-recovery-code');

    // Locked by the throttle: one wrong recovery code so far, then wrong codes up to the limit.
    await page.getByRole('button', { name: L.useAppCode }).click();
    await focusOn('login-code');
    for (let i = 1; i < SIGN_IN_LIMITS.addressAccount; i++) {
      await focusOn('login-code');
      await page.keyboard.type(hotp(secret, step + 10 + i));
      await send();
    }
    await focusOn('login-code');
    await page.keyboard.type(hotp(secret, totpStep(Date.now()) + 1));
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: de.errors.RATE_LIMITED }).waitFor();
    await shot(page, { path: `${shots}/second-factor-locked.png` });
  });
});
