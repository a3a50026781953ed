// Customer plugins in Chromium against the started server: the operator switches the hotel's
// device-account plugin off and its menu entry locks at once (no reload), switches it on again and
// the entry opens again; adds a webhook in two steps (its token is stored, shown only as set and
// never answered) and removes it after a confirmation naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, serverQuery, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import pluginMessages from '../../src/resources/customer-plugins/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const cp = pluginMessages.de.resources['customer-plugins'];
const OPERATOR = 'operator@hotspot-portal.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const path = () => new URL(e.page.url()).pathname;
/** Page loads, guards and the details fetch take a moment on a shared machine. */
const WAIT = { timeout: 15_000 };

describe('Customer plugins in the browser', () => {
  it('a plugin switched off locks its menu entry at once; switched on, it opens again', async () => {
    const { page } = e;
    await login(e, OPERATOR, DEMO_PASSWORD, '/customer-plugins?organization=K100001');
    const menuEntry = page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('menuitem', { name: 'Gerätekonten' });
    await menuEntry.waitFor();
    expect(await menuEntry.getAttribute('data-locked')).toBeNull();
    const row = page.locator('tr[data-plugin="deviceAccount"]');
    await row.getByText(cp.values.active, { exact: true }).waitFor();
    // A marker that a reload would lose.
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 42));

    // Switch the device-account plugin off.
    await row.getByRole('link', { name: `${cp.actions.edit}: Gerätekonten` }).click();
    await expect.poll(path, WAIT).toBe('/customer-plugins/deviceAccount/edit');
    const active = page.locator('input[name="deviceAccount.active"]');
    await active.waitFor();
    expect(await active.isChecked()).toBe(true);
    await active.uncheck();
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await expect.poll(path, WAIT).toBe('/customer-plugins');
    await row.getByText(cp.values.inactive, { exact: true }).waitFor();
    // The menu entry locks without a reload, and says which plugin is missing.
    await expect.poll(() => menuEntry.getAttribute('data-locked'), WAIT).toBe('true');
    expect(await menuEntry.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(42);
    await shot(page, { path: `${shots}/customer-plugins-locked.png` });
    // The guard agrees: the area redirects to the needs-plugin page.
    await page.goto(`${e.url}/device-account?organization=K100001`);
    await expect.poll(path, WAIT).toBe('/requirements/needs-plugin/deviceAccount');

    // Switch it on again.
    await page.goto(`${e.url}/customer-plugins/deviceAccount/edit?organization=K100001`);
    await page.locator('input[name="deviceAccount.active"]').check();
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await expect.poll(path, WAIT).toBe('/customer-plugins');
    await row.getByText(cp.values.active, { exact: true }).waitFor();
    await expect.poll(() => menuEntry.getAttribute('data-locked'), WAIT).toBeNull();
    await menuEntry.click();
    await expect.poll(path, WAIT).toBe('/device-account');
  });

  it('adds a webhook in two steps; its token is only ever shown as set; removes it after a confirmation', async () => {
    const { page } = e;
    await page.goto(`${e.url}/customer-plugins?organization=K100001`);
    await page.getByRole('link', { name: cp.actions.create }).click();
    await expect.poll(path, WAIT).toBe('/customer-plugins/create');
    await page
      .getByRole('list', { name: cp.steps.choose })
      .getByRole('link', { name: /^Webhook/ })
      .click();
    await expect.poll(path, WAIT).toBe('/customer-plugins/webhook/create');
    const url = page.getByRole('textbox', { name: new RegExp(`^${cp.fields.webhook.apiUrl}`) });
    await url.fill('hooks.example.test');
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page.getByText(/Webhook-URL: Bitte geben Sie eine gültige URL ein/).waitFor();
    await url.fill('https://hooks.example.test/alpenhotel');
    await page.locator('input[name="webhook.token"]').fill('e2e-geheim-4711');
    await shot(page, { path: `${shots}/customer-plugins-create.png` });
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await expect.poll(path, WAIT).toBe('/customer-plugins');
    const row = page.locator('tr[data-plugin="webhook"]');
    await row.getByText(`${cp.fields.webhook.token}: ${cp.values.secretSet}`, { exact: true }).waitFor();
    expect(await page.content()).not.toContain('e2e-geheim-4711');
    const { customerPlugins } = await serverQuery<{
      customerPlugins: { data: { secretsSet: string[]; webhook: { apiUrl: string; token: string | null } }[] };
    }>(
      e,
      OPERATOR,
      DEMO_PASSWORD,
      '{ customerPlugins(customerIds: ["K100001"]) { data { secretsSet webhook { apiUrl token } } } }',
    );
    expect(customerPlugins.data[0]!.webhook).toEqual({ apiUrl: 'https://hooks.example.test/alpenhotel', token: null });
    expect(customerPlugins.data[0]!.secretsSet).toContain('webhook.token');
    await shot(page, { path: `${shots}/customer-plugins-list.png` });

    await row.getByRole('button', { name: `${cp.actions.delete}: Webhook` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Plugin „Webhook“ entfernen?').waitFor();
    await dialog.getByRole('button', { name: de.ra.action.confirm }).click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
  });
});
