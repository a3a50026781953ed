// Issue 40 "Wizards and long forms keep what was typed across reload and Back", in Chromium against
// the started server (production build):
// - the device configuration's create form keeps its values across a reload and across a menu click
//   (which asks first) + the browser's Back, says "Entwurf wiederhergestellt"; "Verwerfen" clears the
//   draft; a successful save clears it; the WiFi passphrase never lands in sessionStorage;
// - the device account's password is not stored either;
// - the invitation wizard keeps its step and values across a reload;
// - the device import wizard offers its sample file and keeps file, mapping and step across a reload
//   and across a menu click + Back; its steps (file, mapping, fill, check, result) are photographed at
//   1366/1024/390 px in light and dark (.tmp/drafts/shots), and the check table's "Probleme" column
//   can be reached at 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Dialog, Page } from 'playwright-core';
import { login, startE2E, type E2E, shot } from './browser';
import { DEMO_PASSWORD, HOTEL_ID } from '../../server/seed/demo';
import importMessages from '../../src/resources/hotspot-device/import/messages';
import userMessages from '../../src/resources/user/messages';
import { de } from '../../src/i18n/de';

const shots = '.tmp/drafts/shots';
const m = importMessages.de;
const U = userMessages.de.resources.user;
const D = de.components.draft;
const ADMIN = 'admin@alpenhotel.test';
const ORG = `?organization=${HOTEL_ID}`;
const stamp = Date.now() % 1_000_000;
let e: E2E;
let page: Page;
/** The dialogs the page opened (the leave guard's confirm, beforeunload); all answered "leave". */
const dialogs: { type: string; message: string }[] = [];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
  page = e.page;
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  await login(e, ADMIN, DEMO_PASSWORD);
});
afterAll(() => e?.close());

/** All of this tab's sessionStorage as one text. */
const storage = () =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
  );
/** The draft keys in sessionStorage (of one resource, e.g. 'user/invite'). */
const draftKeys = (of = '') =>
  page.evaluate((of) => Object.keys(sessionStorage).filter((k) => k.startsWith(`hp-draft:${of}`)), of);
let failureShots = 0;
async function restored() {
  try {
    await page.getByText(D.restored).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    // what hides it (left for the report of a failure)
    const path = `.tmp/once/restored-${++failureShots}.png`;
    await page.screenshot({ path, fullPage: true });
    const why = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="draft-restored"]')].map((el) => {
        const chain: string[] = [];
        for (let n: Element | null = el; n; n = n.parentElement) {
          const st = getComputedStyle(n);
          if (st.display === 'none' || st.visibility === 'hidden' || n.hasAttribute('hidden'))
            chain.push(`${n.tagName}.${n.className} display=${st.display} vis=${st.visibility}`);
        }
        return chain.join(' < ');
      }),
    );
    throw new Error(`${String(error)}\n${page.url()} ${path}\n${why.join('\n')}`);
  }
}
const textbox = (name: RegExp) => page.getByRole('textbox', { name }).first();
/** The form's draft is written on change: give it a moment before leaving. */
const settle = () => page.waitForTimeout(400);

describe('Drafts and the leave guard in the browser', () => {
  it('device configuration: reload, menu click + Back, Verwerfen, save; the passphrase stays out', async () => {
    const name = `E2E Entwurf ${stamp}`;
    const passphrase = `Geheim-${stamp}-WLAN`;
    await page.goto(`${e.url}/hotspot-device-config/create${ORG}`);
    await textbox(/^Name/).fill(name);
    await textbox(/^Beschreibung/).fill('Lobby und Terrasse');
    await textbox(/^Netzwerkname/).fill('Alpenhotel-Gast');
    await page.locator('input[name="wifiPassphrase"]').fill(passphrase);
    await settle();
    expect(await storage()).toContain(name);
    expect(await storage()).not.toContain(passphrase);

    // a reload keeps the values (not the passphrase)
    dialogs.length = 0;
    await page.reload();
    await restored();
    expect(await textbox(/^Name/).inputValue()).toBe(name);
    expect(await textbox(/^Beschreibung/).inputValue()).toBe('Lobby und Terrasse');
    expect(await textbox(/^Netzwerkname/).inputValue()).toBe('Alpenhotel-Gast');
    expect(await page.locator('input[name="wifiPassphrase"]').inputValue()).toBe('');

    // a menu click asks first (answered "leave"); Back brings the values back
    dialogs.length = 0;
    await page.getByRole('menuitem', { name: 'Hotspot-Geräte' }).first().click();
    await page.waitForURL((url) => url.pathname === '/hotspot-device');
    expect(dialogs.map((d) => d.type)).toContain('confirm');
    await page.goBack();
    await restored();
    expect(await textbox(/^Name/).inputValue()).toBe(name);
    expect(await textbox(/^Netzwerkname/).inputValue()).toBe('Alpenhotel-Gast');

    // "Verwerfen" clears form and draft
    await page.getByTestId('draft-discard').click();
    await expect.poll(() => textbox(/^Name/).inputValue()).toBe('');
    expect(await page.getByText(D.restored).count()).toBe(0);
    await settle();
    expect(await draftKeys('hotspot-device-config')).toEqual([]);

    // a successful save clears the draft
    await textbox(/^Name/).fill(name);
    await page.getByRole('combobox', { name: /^Login-Vorlage hinzufügen/ }).click();
    await page.getByRole('option').first().click();
    await settle();
    expect(await draftKeys('hotspot-device-config')).toHaveLength(1);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.waitForURL(
      (url) => /^\/hotspot-device-config\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'),
    );
    expect(await draftKeys('hotspot-device-config')).toEqual([]);
  });

  it('device account: the password never lands in sessionStorage', async () => {
    const password = `Kasse-${stamp}!`;
    await page.goto(`${e.url}/device-account/create${ORG}`);
    await textbox(/^Name/).fill(`E2E Kasse ${stamp}`);
    await page.getByRole('radio', { name: /^Benutzername und Passwort/ }).check();
    await textbox(/^Benutzername/).fill(`kasse-${stamp}`);
    await page.locator('input[name="criteria.password"]').fill(password);
    await settle();
    const stored = await storage();
    expect(stored).toContain(`kasse-${stamp}`);
    expect(stored).not.toContain(password);
    // leave without saving: the reload asks (beforeunload), the draft stays, the password is gone
    dialogs.length = 0;
    await page.reload();
    await restored();
    expect(await page.locator('input[name="criteria.password"]').inputValue()).toBe('');
    await page.getByTestId('draft-discard').click();
  });

  it('invitation wizard: step and values survive a reload', async () => {
    const email = `entwurf-${stamp}@alpenhotel.test`;
    await page.goto(`${e.url}/user/invite/new${ORG}`);
    await page.getByRole('textbox', { name: new RegExp(U.fields.emails) }).fill(email);
    await page.getByRole('button', { name: U.actions.next }).click();
    await page.getByRole('group', { name: U.steps.organisations }).waitFor();
    await page.getByRole('button', { name: U.actions.next }).click();
    await page.getByRole('textbox', { name: U.fields.firstName }).fill('Erika');
    await settle();
    await page.reload();
    await restored();
    await page.getByRole('group', { name: U.steps.optional }).waitFor();
    expect(await page.getByRole('textbox', { name: U.fields.firstName }).inputValue()).toBe('Erika');
    await page.getByRole('button', { name: U.actions.back }).click();
    await page.getByRole('button', { name: U.actions.back }).click();
    expect(await page.getByRole('textbox', { name: new RegExp(U.fields.emails) }).inputValue()).toBe(email);
    await page.getByTestId('draft-discard').click();
    await settle();
    expect(await draftKeys('user/invite')).toEqual([]);
  });

  it('import wizard: sample file, draft across a reload and a menu click + Back, screenshots', async () => {
    await page.goto(`${e.url}/hotspot-device/import${ORG}`);
    await page.getByRole('heading', { name: m.title }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-sample').click()]);
    const sample = readFileSync((await download.path())!, 'utf8');
    expect(sample.split('\r\n')[0]).toBe(
      '\ufeffName;MAC-Adressen;LAN-MAC;Gerätetyp;Beschreibung;Stichwörter;Zeitzone;Gerätekonfiguration;Standort',
    );
    expect(sample).toContain('Cisco Meraki');
    // unique names and MACs: the sample's rows import into the demo hotel
    const hex = (stamp % 0xffff).toString(16).padStart(4, '0');
    const csv = sample
      .replace(/(\r\n[^;]+);/g, (_all, first: string) => `${first} ${stamp};`)
      .replace(/00:1a:2b:/g, `00:${hex.slice(0, 2)}:${hex.slice(2)}:`);

    const shoot = async (step: string) => {
      for (const dark of [false, true]) {
        await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
        for (const width of [1366, 1024, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(250);
          await shot(page, {
            path: `${shots}/import-${step}-${width}-${dark ? 'dark' : 'light'}.png`,
            fullPage: true,
          });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1366, height: 900 });
    };

    await shoot('file');
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'beispiel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByText(/beispiel\.csv: 3 Zeilen/).waitFor();
    await page.getByRole('button', { name: m.next }).click();
    await expect.poll(() => page.getByRole('combobox', { name: /^Name/ }).inputValue()).toBe('0');
    await shoot('map');

    // a reload keeps file, mapping and step
    await settle();
    await page.reload();
    await restored();
    await expect.poll(() => page.getByRole('combobox', { name: /^Name/ }).inputValue()).toBe('0');

    // a menu click asks (answered "leave"); Back brings it back
    dialogs.length = 0;
    await page.getByRole('menuitem', { name: 'Hotspot-Geräte' }).first().click();
    await page.waitForURL((url) => url.pathname === '/hotspot-device');
    expect(dialogs.map((d) => d.type)).toContain('confirm');
    await page.goBack();
    await restored();
    await expect.poll(() => page.getByRole('combobox', { name: /^Name/ }).inputValue()).toBe('0');

    await page.getByRole('button', { name: m.next }).click();
    await page.getByRole('button', { name: m.next }).waitFor();
    await shoot('fill');
    await expect.poll(() => page.getByRole('button', { name: m.next }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: m.next }).click();
    await page.getByText(/3 Zeilen geprüft/).waitFor({ timeout: 30_000 });
    await shoot('check');

    // at phone width the check table's last column ("Probleme") can be scrolled into view
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = page.getByRole('columnheader', { name: m.check.problems });
    await problems.scrollIntoViewIfNeeded();
    const box = (await problems.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: /gültige Zeilen? importieren/ }).click();
    await page.getByTestId('import-result').waitFor({ timeout: 30_000 });
    await shoot('result');
  });
});
