// The foundation's main flow in Chromium against the started server: a partner administrator logs
// in, chooses the customer, creates a batch of 50 WiFi codes, selects them, deactivates them in one
// request, sees them inactive, and logs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import wifiCodeMessages from '../../src/resources/wifi-code/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const wc = wifiCodeMessages.de.resources['wifi-code'];
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

/**
 * A list page loaded and its query answered: on the 2-core CI machine under the whole suite this can
 * take more than expect.poll's default second (it did, twice, on 2026-11-29), which is not what this
 * flow tests; the list's speed has its budgets in bench/.
 */
const LIST_LOADED = { timeout: 15_000 };

const t = (s: string, n?: number) =>
  (n === undefined ? s : s.split('||||')[n === 1 ? 0 : 1]).replace(/%\{smart_count\}/g, String(n)).trim();

describe('WiFi codes in the browser', () => {
  it('logs in, chooses the customer, creates 50 codes, deactivates them in one request, logs out', async () => {
    const { page, url } = e;
    const graphqlOps: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.method() === 'POST') {
        const m = /(?:query|mutation)\s+(\w+)/.exec(r.postDataJSON()?.query ?? '');
        graphqlOps.push(m?.[1] ?? '?');
      }
    });

    await page.goto(url + '/wifi-code');
    await page.getByLabel(de.login.email).fill('partner@netpartner.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: de.login.submit }).click();
    await page.getByText(de.login.states.success).waitFor();

    // Choose the customer in the customer switch.
    await page.getByRole('button', { name: de.shell.customerSwitch.open }).first().click();
    await page.getByLabel(de.shell.customerSwitch.search, { exact: true }).fill('Alpenhotel');
    await page.getByRole('button', { name: /Alpenhotel Sonnblick GmbH/ }).click();
    await expect.poll(() => page.url(), LIST_LOADED).toContain('organization=K100001');
    await shot(page, { path: `${shots}/wifi-code-list.png` });

    // Create a batch of 50 codes with a description of their own.
    const label = `E2E ${Date.now()}`;
    await page.goto(url + '/wifi-code/create?organization=K100001');
    await page.getByLabel(wc.mode.batch).check();
    await page.getByLabel(wc.fields.amount).fill('50');
    await page.getByLabel(wc.fields.description).fill(label);
    await shot(page, { path: `${shots}/wifi-code-create.png` });
    await page.getByRole('button', { name: de.ra.action.create }).click();
    const dialog = page.getByRole('dialog', { name: wc.batch.title });
    await dialog.waitFor();
    const codes = (await dialog.getByRole('textbox').inputValue()).split(/\s+/).filter(Boolean);
    expect(codes).toHaveLength(50);
    await shot(page, { path: `${shots}/wifi-code-batch.png` });
    await dialog.getByRole('button', { name: wc.actions.toList }).click();

    // Find them, 50 on one page, select all, deactivate.
    await page.goto(
      `${url}/wifi-code?organization=K100001&perPage=50&filter=${encodeURIComponent(JSON.stringify({ q: label }))}`,
    );
    await expect.poll(async () => page.getByRole('row').count(), LIST_LOADED).toBe(51);
    await page.getByRole('checkbox', { name: de.ra.action.select_all }).check();
    const before = graphqlOps.length;
    await page.getByRole('button', { name: wc.actions.deactivate }).click();
    // Undoable (issue 39): "50 Codes werden deaktiviert – Rückgängig"; sent when the notification closes.
    const notification = page.getByTestId('notification');
    await notification.getByText(t(wc.notifications.deactivating, 50)).waitFor();
    expect(graphqlOps.slice(before).filter((op) => /deactivate/i.test(op))).toHaveLength(0);
    await notification.getByRole('button', { name: de.ra.action.close }).click();
    await expect.poll(() => graphqlOps.slice(before).filter((op) => /deactivate/i.test(op)).length).toBe(1);

    // All 50 are inactive now: the list filtered to deactivated codes shows exactly them.
    const filtered = (active: boolean) =>
      `${url}/wifi-code?organization=K100001&perPage=50&filter=${encodeURIComponent(JSON.stringify({ q: label, active }))}`;
    await page.goto(filtered(false));
    await expect.poll(async () => page.getByRole('row').count(), LIST_LOADED).toBe(51);
    for (const code of codes.slice(0, 3)) await page.getByRole('row', { name: new RegExp(code) }).waitFor();
    await shot(page, { path: `${shots}/wifi-code-deactivated.png` });

    // 1024 px with the drawer open: the list fits (no sideways scrolling), the create button shows.
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('link', { name: wc.actions.create }).waitFor();
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await shot(page, { path: `${shots}/wifi-code-list-1024.png` });
    // On a phone: a simple list instead of a table scrolling sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(async () => page.getByRole('table').count()).toBe(0);
    await page.getByText(codes[0]!).waitFor();
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await shot(page, { path: `${shots}/wifi-code-list-phone.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(filtered(true));
    await page.getByText(wc.empty.noResults).waitFor();

    // Log out.
    await page.getByRole('link', { name: de.shell.logout }).first().click();
    await page.getByRole('button', { name: de.logout.title }).click();
    await page.getByRole('heading', { name: de.logout.loggedOut }).waitFor();
    // Logged out for real: the protected page asks for a login again.
    await page.goto(url + '/wifi-code');
    await page.getByLabel(de.login.email).waitFor();
  });
});
