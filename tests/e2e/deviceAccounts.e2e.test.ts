// Device accounts in Chromium against the started server: the hotel's administrator logs in, opens
// device accounts from the menu, creates a MAC account and a username-and-password account, sees
// both listed, opens one, edits its description and deletes it after a confirmation naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import deviceAccountMessages from '../../src/resources/device-account/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const da = deviceAccountMessages.de.resources['device-account'];
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

const param = (name: string) => new URL(e.page.url()).searchParams.get(name);
/** A locally unique, universally administered MAC (first octet 00). */
const uniqueMac = () =>
  [
    '00',
    ...Array.from({ length: 5 }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ),
  ].join(':');

describe('Device accounts in the browser', () => {
  it('creates a MAC and a username-and-password account, edits one and deletes it', async () => {
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD);

    // The hotel's administrator works for the hotel: the address names it as the active customer.
    await page.goto(`${e.url}/?organization=K100001`);

    // Menu → device accounts of the hotel (K100001).
    await page.getByRole('menuitem', { name: da.page.list }).click();
    await expect.poll(() => param('organization')).toBe('K100001');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/device-account');

    const stamp = Date.now();
    const macName = `E2E TV ${stamp}`;
    const userName = `E2E Kasse ${stamp}`;

    // A MAC account.
    await page.goto(`${e.url}/device-account/create?organization=K100001`);
    await page.getByRole('textbox', { name: new RegExp(`^${da.fields.name}`) }).fill(macName);
    await page.getByRole('radio', { name: new RegExp(`^${da.types.MAC}`) }).check();
    await page.getByRole('textbox', { name: new RegExp(`^${da.fields.criteria.clientDeviceMac}`) }).fill(uniqueMac());
    await shot(page, { path: `${shots}/device-account-create.png` });
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page.getByRole('heading', { name: macName, exact: true }).waitFor();
    await page.getByText(da.values.macHidden).waitFor();

    // A username-and-password account.
    await page.goto(`${e.url}/device-account/create?organization=K100001`);
    await page.getByRole('textbox', { name: new RegExp(`^${da.fields.name}`) }).fill(userName);
    await page.getByRole('radio', { name: new RegExp(`^${da.types.UsernamePassword}`) }).check();
    await page.getByRole('textbox', { name: new RegExp(`^${da.fields.criteria.username}`) }).fill(`kasse-${stamp}`);
    // By name: the show/hide button is labelled after the password too.
    await page.locator('input[name="criteria.password"]').fill('Kasse 2026!');
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page.getByRole('heading', { name: userName, exact: true }).waitFor();

    // Both listed.
    await page.goto(
      `${e.url}/device-account?organization=K100001&filter=${encodeURIComponent(JSON.stringify({ q: `E2E` }))}`,
    );
    await page.getByRole('row', { name: new RegExp(macName) }).waitFor();
    await page.getByRole('row', { name: new RegExp(userName) }).waitFor();
    await shot(page, { path: `${shots}/device-account-list.png` });

    // Open one, edit its description.
    await page.getByRole('row', { name: new RegExp(userName) }).click();
    await page.getByRole('heading', { name: userName, exact: true }).waitFor();
    await page.getByRole('link', { name: de.ra.action.edit }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${da.fields.description}`) }).fill('Kasse an der Rezeption');
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page.getByText('Kasse an der Rezeption').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/device-account\/[0-9a-f]{24}$/);

    // Delete it after a confirmation naming it — once the page has settled after the save: a refetch
    // still under way could render the page again and close the dialog (seen once on a loaded CI run).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: de.ra.action.delete }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(da.confirm.deleteTitle.replace('%{name}', userName)).waitFor();
    await shot(page, { path: `${shots}/device-account-delete.png` });
    await confirm.getByRole('button', { name: new RegExp(de.ra.action.confirm) }).click();
    await page.getByText(da.notifications.deleted).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/device-account');
    await page.getByRole('row', { name: new RegExp(macName) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(userName) }).count()).toBe(0);
  });
});
