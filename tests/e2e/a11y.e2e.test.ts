// Keyboard and screen readers (issue 39), in Chromium against the real server and its demo data:
// axe-core over every main screen in light and dark fails on any critical or serious violation (and
// on heading-order and label-content-name-mismatch, fixed here too); a keyboard-only flow logs in,
// chooses a customer, opens a code from the list, goes back, selects three codes, deactivates them
// and undoes it (nothing reaches the server), then deactivates them for good. One server, one browser. Report: .tmp/a11y/axe.json; the focus ring on a list at 1366 px,
// light and dark: .tmp/a11y/list-focus-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import wifiMessages from '../../src/resources/wifi-code/messages';
import { THEME_COOKIE } from '../../src/domain/constants';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';

const OPERATOR = 'operator@hotspot-portal.test';
const wifi = wifiMessages.de.resources['wifi-code'];
const shots = '.tmp/a11y';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Fails besides every critical and serious finding: the two moderate/experimental rules issue 39 names,
 * and content outside landmarks (`region`), but for a tooltip: MUI renders a shown tooltip in a popper
 * at the end of the body, beside the landmarks, for as long as its anchor is hovered or focused.
 */
const ALSO_FAILING = ['heading-order', 'label-content-name-mismatch', 'region'];

interface Finding {
  screen: string;
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

let e: E2E;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E({ DEMO_TRAFFIC: 'on' });
}, 180_000);
afterAll(() => e?.close());

/** axe-core over the page as it is now (injected once per document). */
async function axe(page: Page, screen: string): Promise<Finding[]> {
  // A tooltip fading in or out (a focused top-bar button's, after a dialog closed) has the colours of
  // neither state: axe measured one mid-fade at 1.1:1, and once one that began to fade in during its
  // run at 2.79:1 (CI, the codes' list). So transitions end at once while axe looks (the states it
  // measures are those a user sees settled), and each shown tooltip is waited for.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('.MuiTooltip-tooltip')].every((el) => getComputedStyle(el).opacity === '1'),
      null,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe.run;
    type AxeResults = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    };
    const result = await run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    // A tooltip's popper is transient, outside the landmarks by design (see ALSO_FAILING).
    const violations = result.violations
      .map((v) =>
        v.id === 'region' ? { ...v, nodes: v.nodes.filter((n) => !/^<div role="tooltip"/.test(n.html)) } : v,
      )
      .filter((v) => v.nodes.length > 0);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`),
    }));
  });
  return violations.map((v) => ({ screen, ...v }));
}

const failing = (f: Finding) => f.impact === 'critical' || f.impact === 'serious' || ALSO_FAILING.includes(f.id);

/**
 * Opens a screen and waits until its data has loaded (no progress indicator left in the main region):
 * the first of a theme by loading the page, the others by the router (no reload: a second each).
 */
async function open(page: Page, path: string, reload: boolean) {
  const started = Date.now();
  if (reload) await page.goto(e.url + path, { waitUntil: 'domcontentloaded' });
  else
    await page.evaluate((p) => {
      history.pushState({}, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.getByRole('main').waitFor();
  await page.waitForTimeout(300);
  // A visible loading indicator (not a usage bar) in the main region means data is still coming.
  const busy = () =>
    [
      ...document.querySelectorAll(
        'main .MuiLinearProgress-indeterminate, main .MuiCircularProgress-indeterminate, main .MuiSkeleton-root',
      ),
    ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').length;
  await page
    .waitForFunction(
      () =>
        [
          ...document.querySelectorAll(
            'main .MuiLinearProgress-indeterminate, main .MuiCircularProgress-indeterminate, main .MuiSkeleton-root',
          ),
        ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').length === 0,
      null,
      { timeout: 1_500, polling: 50 },
    )
    .catch(() => {});
  const left = await page.evaluate(busy);
  await page.waitForTimeout(100);
  timings.push(`${path} ${Date.now() - started} ms${left ? ` (${left} loading indicators left)` : ''}`);
}
const timings: string[] = [];

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page
    .context()
    .addCookies([
      { name: THEME_COOKIE, value: encodeURIComponent(JSON.stringify({ dark: theme === 'dark' })), url: e.url },
    ]);
}

/** Presses Tab (Shift+Tab with `back`) until one of the elements `target` matches has the focus. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 120 } = {}) {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: not reached with ${back ? 'Shift+' : ''}Tab in ${max} steps`);
}

/** What has the focus: tag, name and attributes that identify it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      row: el?.getAttribute('data-select-row') ?? null,
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 60) ?? '',
    };
  });

describe('keyboard and screen readers', () => {
  it('axe finds nothing critical or serious on any main screen, light and dark', async () => {
    const { page } = e;
    const findings: Finding[] = [];
    // The login page is reported, not checked here (it is being reworked elsewhere).
    await page.goto(e.url + '/');
    await page.getByLabel(de.login.email).waitFor();
    const loginFindings = await axe(page, 'login');

    await login(e, OPERATOR, DEMO_PASSWORD, `/?organization=${HOTEL_ID}`);
    const O = `organization=${HOTEL_ID}`;
    const ids = await serverQuery<{
      vouchers: { data: { code: string }[] };
      hotspotDevices: { data: { _id: string }[] };
      deviceAccounts: { data: { _id: string }[] };
    }>(
      e,
      OPERATOR,
      DEMO_PASSWORD,
      `{ vouchers(customerIds: ["${HOTEL_ID}"], take: 1) { data { code } }
         hotspotDevices(customerIds: ["${HOTEL_ID}"], take: 1) { data { _id } }
         deviceAccounts(customerIds: ["${HOTEL_ID}"], take: 1) { data { _id } } }`,
    );
    const SCREENS: Record<string, string> = {
      home: `/?${O}`,
      wifiCodes: `/wifi-code?${O}`,
      wifiCode: `/wifi-code/${ids.vouchers.data[0]!.code}?${O}`,
      devices: `/hotspot-device?${O}`,
      device: `/hotspot-device/${ids.hotspotDevices.data[0]!._id}?${O}`,
      locations: `/locations?${O}`,
      deviceAccounts: `/device-account?${O}`,
      // The hotspot accounts live under a device account (and a code, above).
      hotspotAccounts: `/device-account/${ids.deviceAccounts.data[0]!._id}?${O}`,
      users: `/user?${O}`,
      analytics: `/analytics/professional/hotspots?${O}`,
      analyticsBasic: `/analytics/basic?${O}`,
      profile: '/profile',
      liveSessions: `/live-sessions?${O}`,
      audit: '/audit',
    };
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      let reload = true;
      for (const [name, path] of Object.entries(SCREENS)) {
        await open(page, path, reload);
        reload = false;
        findings.push(...(await axe(page, `${name} ${theme}`)));
        writeFileSync(`${shots}/axe.json`, JSON.stringify({ findings, login: loginFindings, timings }, null, 2));
        if (name === 'wifiCodes') {
          // The focus ring on a list row's link, and the bulk toolbar with three codes selected.
          await tabTo(page, page.locator('tbody tr').first().getByRole('link'), 'first code link');
          await shot(page, { path: `${shots}/list-focus-${theme}.png` });
          for (let row = 0; row < 3; row++) {
            const box = page.locator('tbody tr').nth(row).locator('input[data-select-row]');
            await tabTo(page, box, `checkbox ${row}`, { back: row === 0 });
            // The selection outlives a reload (react-admin's store): select, never toggle off.
            if (!(await box.isChecked())) await page.keyboard.press('Space');
          }
          await page.getByRole('button', { name: wifi.actions.deactivate }).waitFor();
          await shot(page, { path: `${shots}/list-selected-${theme}.png` });
          findings.push(...(await axe(page, `wifiCodes selected ${theme}`)));
        }
        if (name === 'home') {
          // The customer switch with its rows.
          await page.getByRole('button', { name: de.shell.customerSwitch.open }).first().click();
          await page.getByRole('dialog').locator('[data-customer-row]').first().waitFor();
          await page.waitForTimeout(300);
          findings.push(...(await axe(page, `customerSwitch ${theme}`)));
          await page.keyboard.press('Escape');
        }
      }
    }
    writeFileSync(`${shots}/axe.json`, JSON.stringify({ findings, login: loginFindings, timings }, null, 2));
    expect(findings.filter(failing), JSON.stringify(findings.filter(failing), null, 2)).toEqual([]);
  }, 240_000);

  it('logs in, chooses a customer, opens a code, goes back, deactivates three codes and undoes it: keyboard only', async () => {
    const { page } = e;
    await page.context().clearCookies();
    await setTheme(page, 'light');
    await page.goto(e.url + '/');
    // Log in.
    await tabTo(page, page.getByLabel(de.login.email), 'email');
    await page.keyboard.type(OPERATOR);
    await tabTo(page, page.locator('#login-password'), 'password');
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, page.getByRole('button', { name: de.login.submit }), 'sign in');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: de.shell.logout }).first().waitFor();

    // Choose the hotel in the customer switch.
    await tabTo(page, page.getByRole('button', { name: de.shell.customerSwitch.open }), 'customer switch');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    const search = drawer.getByLabel(de.shell.customerSwitch.search);
    if (await search.count()) {
      await tabTo(page, search, 'customer search');
      await page.keyboard.type(HOTEL_ID);
    }
    const hotel = drawer.locator('[data-customer-row]').filter({ hasText: HOTEL_ID });
    await tabTo(page, hotel, 'hotel row');
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'hidden' });

    // To the WiFi codes (menu), open the first code with Enter.
    await tabTo(page, page.locator('a').filter({ hasText: new RegExp(`^${wifi.page.list}$`) }), 'menu: WiFi codes');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wifi-code\?/);
    const firstLink = page.locator('tbody tr').first().getByRole('link');
    await tabTo(page, firstLink, 'first code');
    const code = (await firstLink.textContent())!.trim();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/wifi-code/${code}\\?`));
    await page
      .getByRole('heading', { name: new RegExp(code) })
      .first()
      .waitFor();

    // Back to the list (the breadcrumb's or the menu's link), then select three codes with Space.
    await tabTo(page, page.locator('a').filter({ hasText: new RegExp(`^${wifi.page.list}$`) }), 'back to the list', {
      back: true,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wifi-code\?/);
    await page.locator('tbody tr').first().getByRole('link').waitFor();
    const codes: string[] = [];
    for (let row = 0; row < 3; row++) {
      const box = page.locator('tbody tr').nth(row).locator('input[data-select-row]');
      await tabTo(page, box, `checkbox ${row}`);
      expect(await box.getAttribute('aria-label')).toMatch(/^Code \S+ auswählen$/);
      codes.push((await box.getAttribute('data-select-row'))!);
      if (!(await box.isChecked())) await page.keyboard.press('Space');
    }
    await expect.poll(() => page.locator('input[data-select-row]:checked').count()).toBe(3);

    const inactive = async () =>
      (
        await serverQuery<{ vouchers: { data: { code: string; active: boolean }[] } }>(
          e,
          OPERATOR,
          DEMO_PASSWORD,
          'query($c: [String!], $codes: [String!]) { vouchers(customerIds: $c, codes: $codes) { data { code active } } }',
          { c: [HOTEL_ID], codes },
        )
      ).vouchers.data.filter((v) => !v.active).length;
    const notification = page.getByTestId('notification');
    const deactivating = wifi.notifications.deactivating.split('||||')[1]!.replace('%{smart_count}', '3').trim();

    // Deactivate: undoable (issue 39). The notification says what will happen and its Undo button
    // has the focus; Enter undoes — nothing reaches the server.
    await tabTo(page, page.getByRole('button', { name: wifi.actions.deactivate }), 'deactivate');
    await page.keyboard.press('Enter');
    await notification.getByText(deactivating).waitFor();
    await expect.poll(async () => (await focused(page)).label).toBe(de.ra.action.undo);
    await page.keyboard.press('Enter');
    await notification.waitFor({ state: 'hidden' });
    // Focus is back on the list, on the first code's checkbox (not on the page body).
    await expect.poll(async () => (await focused(page)).row).toBe(codes[0]);
    expect(await inactive()).toBe(0);
    for (const code of codes) {
      await expect.poll(() => page.locator(`input[data-select-row="${code}"]:checked`).count()).toBe(0);
    }

    // Again, and this time the change goes through: Escape closes the notification, which sends it.
    for (let row = 0; row < 3; row++) {
      const box = page.locator('tbody tr').nth(row).locator('input[data-select-row]');
      await tabTo(page, box, `checkbox ${row} again`, { back: row === 0 });
      if (!(await box.isChecked())) await page.keyboard.press('Space');
    }
    await expect.poll(() => page.locator('input[data-select-row]:checked').count()).toBe(3);
    await tabTo(page, page.getByRole('button', { name: wifi.actions.deactivate }), 'deactivate again');
    await page.keyboard.press('Enter');
    await notification.getByText(deactivating).waitFor();
    await expect.poll(async () => (await focused(page)).label).toBe(de.ra.action.undo);
    expect(await inactive()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(inactive).toBe(3);
    await notification.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).row).toBe(codes[0]);
  }, 120_000);
});
