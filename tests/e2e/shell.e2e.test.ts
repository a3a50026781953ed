// The application shell in Chromium against the started server with 10,000 customers: the support
// user's customer switch, menu locks and the no-access guard, plugin redirects, and the hard
// boundary of a customer switch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import profileMessages from '../../src/i18n/portal/profile';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E({ DEMO_CUSTOMERS: '10000' });
});
afterAll(() => e?.close());
// Every test starts logged out, with no customer remembered.
beforeEach(async () => {
  await e.context.clearCookies();
  await e.page.goto(e.url + '/auth/login');
  await e.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
});

async function logout() {
  await e.page.getByRole('link', { name: de.shell.logout }).first().click();
  await e.page.getByRole('button', { name: de.logout.title }).click();
  await e.page.getByRole('heading', { name: de.logout.loggedOut }).waitFor();
}

const path = () => new URL(e.page.url()).pathname;
const param = (name: string) => new URL(e.page.url()).searchParams.get(name);

describe('application shell in the browser', () => {
  it('lets a support user search among 10,000 customers and switch', async () => {
    const { page } = e;
    await login(e, 'support@support.hotspot-portal.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: de.shell.customerSwitch.open }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(/10[.,]?000 Treffer/).waitFor();
    // Only the first page is loaded and rendered.
    await expect
      .poll(() =>
        drawer
          .getByRole('button', {
            name: /^(Hotel|Pension|Café|Camping|Bäckerei|Gasthof|Praxis|Autohaus|Fitnessstudio|Bibliothek|Klinik|Messe) /,
          })
          .count(),
      )
      .toBeLessThanOrEqual(40);
    await drawer.getByLabel(de.shell.customerSwitch.search).fill('K104711');
    await drawer.getByText(/^1 Treffer/).waitFor();
    await shot(page, { path: `${shots}/shell-switch-search.png` });
    const { customers } = await serverQuery<{ customers: { data: { company: string }[] } }>(
      e,
      'support@support.hotspot-portal.test',
      DEMO_PASSWORD,
      '{ customers(customerIds: ["K104711"]) { data { company } } }',
    );
    const company = customers.data[0].company;
    await drawer
      .getByRole('button', { name: new RegExp(company) })
      .first()
      .click();
    await page.getByRole('banner').getByText(company).waitFor();
    // A page with customer data carries the chosen customer in its address.
    await page.getByRole('menuitem', { name: 'WLAN-Codes' }).click();
    await expect.poll(() => param('organization')).toBe('K104711');
    await shot(page, { path: `${shots}/shell-support-switched.png` });
    await logout();
  });

  it('hides an entry no customer of the user grants (issue 40), and the typed URL lands on no-access', async () => {
    const { page } = e;
    await login(e, 'admin@stadtcafe.test', DEMO_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.getByRole('menuitem', { name: 'WLAN-Codes' }).waitFor();
    expect(await nav.getByRole('menuitem', { name: 'Hotspot-Geräte' }).count()).toBe(0);
    expect(await nav.locator('[data-locked="true"]').count()).toBe(0);
    await shot(page, { path: `${shots}/shell-locked-menu.png` });
    await page.goto(`${e.url}/hotspot-device?organization=K100002`);
    await expect.poll(path, { timeout: 15_000 }).toBe('/requirements/no-access');
    expect(param('path')).toContain('/hotspot-device');
    await page.getByRole('heading', { name: de.requirements.noAccess.title }).waitFor();
    await shot(page, { path: `${shots}/shell-no-access.png` });
    await logout();
  });

  it('redirects to the plugin pages when a plugin is missing', async () => {
    const { page } = e;
    await login(e, 'operator@hotspot-portal.test', DEMO_PASSWORD);
    // The café has plugins, but not deviceAccount.
    await page.goto(`${e.url}/device-account?organization=K100002`);
    await expect.poll(path, { timeout: 15_000 }).toBe('/requirements/needs-plugin/deviceAccount');
    expect(param('route')).toContain('/device-account');
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: de.plugins.deviceAccount })
      .or(page.getByRole('heading', { name: de.requirements.needsPlugin.title }))
      .first()
      .waitFor();
    await shot(page, { path: `${shots}/shell-needs-plugin.png` });
    // K100003 has no plugin data at all.
    await page.goto(`${e.url}/device-account?organization=K100003`);
    await expect.poll(path, { timeout: 15_000 }).toBe('/requirements/no-plugins/deviceAccount');
    await logout();
  });

  it('never shows the previous customer’s rows after a switch', async () => {
    const { page } = e;
    type Codes = { vouchers: { data: { code: string }[] } };
    const q = 'query($c:[String!]){ vouchers(customerIds:$c, take:1000){ data { code } } }';
    const hotel = new Set(
      (
        await serverQuery<Codes>(e, 'operator@hotspot-portal.test', DEMO_PASSWORD, q, { c: ['K100001'] })
      ).vouchers.data.map((v) => v.code),
    );
    const cafe = new Set(
      (
        await serverQuery<Codes>(e, 'operator@hotspot-portal.test', DEMO_PASSWORD, q, { c: ['K100002'] })
      ).vouchers.data.map((v) => v.code),
    );
    await login(e, 'operator@hotspot-portal.test', DEMO_PASSWORD, '/wifi-code?organization=K100001');
    const firstCell = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(async () => (await firstCell()).filter((c) => hotel.has(c.trim())).length).toBeGreaterThan(0);

    // Sample the table continuously while switching to the café.
    const seen: string[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        seen.push(...(await firstCell().catch(() => [])).map((c) => c.trim()));
        await page.waitForTimeout(25);
      }
    })();
    await page.getByRole('button', { name: de.shell.customerSwitch.open }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(de.shell.customerSwitch.search).fill('Stadtcafé');
    await drawer
      .getByRole('button', { name: /Stadtcafé Müller/ })
      .first()
      .click();
    await expect.poll(() => param('organization')).toBe('K100002');
    const before = seen.length;
    await expect.poll(async () => (await firstCell()).filter((c) => cafe.has(c.trim())).length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    sampling = false;
    await sampler;
    // After the switch was chosen, no sampled row was a hotel code.
    const afterSwitch = seen.slice(before);
    expect(afterSwitch.filter((c) => hotel.has(c))).toEqual([]);
    expect((await firstCell()).every((c) => cafe.has(c.trim()))).toBe(true);
    await shot(page, { path: `${shots}/shell-switched-list.png` });
    await logout();
  });

  it('shows the loading bar above the app bar while a navigation waits for its screen', async () => {
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD);
    // The profile's chunk (not in the menu, so never prefetched) arrives slowly: 4 s, within the
    // bar's 5 s.
    const slow = async (route: import('playwright-core').Route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => undefined);
    };
    await page.route('**/assets/*.js', slow);
    try {
      await page.evaluate("history.pushState({}, '', '/profile'); dispatchEvent(new PopStateEvent('popstate'))");
      const bar = page.getByTestId('loading-bar');
      // Shown 200 ms into the wait (the margin is for a busy machine), and on top: the topmost element
      // at the top edge of the window is the bar, not the app bar. Both read in one look in the page:
      // a loading phase that began before the navigation (the dashboard's reads on a slow machine)
      // ends its bar 5 s after its own start, which may fall between two looks from here.
      // A function, not a string: the portal's policy forbids evaluating strings (no 'unsafe-eval'),
      // and Playwright turns a string predicate into a `new Function` inside the page.
      await page.waitForFunction(
        () =>
          !!document.querySelector('[data-testid=loading-bar]') &&
          !!document.elementFromPoint(200, 1)?.closest('[data-testid=loading-bar]'),
        undefined,
        { timeout: 3500, polling: 'raf' },
      );
      await page.getByRole('link', { name: profileMessages.de.portal.profile.actions.edit }).waitFor();
      await bar.waitFor({ state: 'detached' });
    } finally {
      await page.unroute('**/assets/*.js', slow);
    }
  });

  it('keeps the customer switch’s search on the drawer’s own background in the dark theme', async () => {
    const { page } = e;
    await login(e, 'support@support.hotspot-portal.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: de.shell.theme.dark }).click();
    await page.getByRole('button', { name: de.shell.theme.light }).waitFor();
    await page.getByRole('button', { name: de.shell.customerSwitch.open }).first().click();
    const search = page.getByRole('dialog').getByLabel(de.shell.customerSwitch.search);
    // The sticky box around the field, and the drawer's paper behind the list.
    const backgrounds = await search.evaluate((input) => {
      const look = (el: Element) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.backgroundImage}`;
      };
      const box = input.closest('.MuiFormControl-root')!.parentElement!;
      return { box: look(box), drawer: look(input.closest('.MuiDrawer-paper')!) };
    });
    expect(backgrounds.drawer).toContain('linear-gradient');
    expect(backgrounds.box).toBe(backgrounds.drawer);
    await shot(page, { path: `${shots}/shell-switch-dark.png` });
  });

  it('keeps the chosen theme and language across a reload (cookies app.theme and i18n_redirected)', async () => {
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: de.shell.theme.dark }).click();
    await page.getByRole('button', { name: de.shell.language }).first().click();
    await page.getByRole('menuitem', { name: de.shell.languages.en }).click();
    const { en } = await import('../../src/i18n/en');
    await page.getByRole('button', { name: en.shell.theme.light }).waitFor();
    await page.reload();
    // Still English and dark after the reload.
    await page.getByRole('button', { name: en.shell.theme.light }).waitFor();
    await page.getByRole('menuitem', { name: 'WiFi codes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
    const cookies = Object.fromEntries((await e.context.cookies()).map((c) => [c.name, c]));
    expect(decodeURIComponent(cookies['app.theme'].value)).toContain('true');
    expect(cookies['i18n_redirected'].value).toBe('en');
    // 365 days, give or take the test's own run time.
    expect(cookies['i18n_redirected'].expires * 1000 - Date.now()).toBeGreaterThan(364 * 86400_000);
    await shot(page, { path: `${shots}/shell-dark-english.png` });
  });
});
