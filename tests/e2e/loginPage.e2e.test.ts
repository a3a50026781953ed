// The login page as a browser opens it at /auth/login: the login screen without the portal
// (src/shell/login/standalone.tsx), the portal loading in the background and taking the page over
// after the login, at the target and in the language chosen on the login page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './browser';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import wifiCode from '../../src/resources/wifi-code/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());
beforeEach(async () => {
  await e.context.clearCookies();
});

describe('the login page', () => {
  it('hands over to the portal at the target, in the language chosen on it', async () => {
    const { page } = e;
    await page.goto(`${e.url}/auth/login?redirect=${encodeURIComponent('/wifi-code?organization=K100001')}`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByLabel(en.login.email).fill('admin@alpenhotel.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    // The success shows for its 500 ms while the portal renders behind it (D337), which keeps the
    // browser's main thread busy: a poll for the text missed the window once (a clean-clone run, a
    // 30-s wait). It is noted by the DOM's own mutation callbacks instead; it is not on the page before.
    expect(await page.evaluate((text) => document.body.textContent?.includes(text), en.login.states.success)).toBe(
      false,
    );
    await page.evaluate((text) => {
      const seen = window as unknown as { successSeen?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) seen.successSeen = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, en.login.states.success);
    await page.getByRole('button', { name: en.login.submit }).click();
    // the portal, logged in, at the target, in English, after the success was shown
    await page.locator('table tbody tr td').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { successSeen?: boolean }).successSeen)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/wifi-code');
    expect(new URL(page.url()).searchParams.get('organization')).toBe('K100001');
    await page.getByRole('link', { name: en.shell.logout }).first().waitFor();
    expect(await page.getByRole('menuitem', { name: wifiCode.en.resources['wifi-code'].page.list }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // back to German for the next test
    await page.context().clearCookies();
  });

  it('sends a valid session on to the portal without showing the form', async () => {
    const { page } = e;
    await page.goto(`${e.url}/auth/login`);
    await page.getByLabel(de.login.email).fill('admin@alpenhotel.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: de.login.submit }).click();
    await page.getByRole('link', { name: de.shell.logout }).first().waitFor();
    // a new page load of the login page, logged in: on to home
    await page.goto(`${e.url}/auth/login`);
    await page.getByText(de.home.welcome).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('#login-email').count()).toBe(0);
  });
});
