// The chain a customer sets up before a guest can log in, in Chromium against the started server:
// from a customer without any content (K100003) the login-template form first says there is no
// account template, then account template → terms of use → login template succeed; and the hotel's
// default bundle is previewed in German and in English, sanitised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import accountMessages from '../../src/resources/hotspot-account-template/messages';
import loginMessages from '../../src/resources/hotspot-login-template/messages';
import startMessages from '../../src/resources/start-pages/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const at = accountMessages.de.resources['hotspot-account-template'];
const lt = loginMessages.de.resources['hotspot-login-template'];
const sp = startMessages.de.resources['start-pages'];
const tou = startMessages.de.resources['start-pages/terms-of-use'];
const EMPTY = 'K100003';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

describe('login experience in the browser', () => {
  it('builds account template → terms of use → login template from an empty customer', async () => {
    const { page, url } = e;
    await page.goto(`${url}/hotspot-login-template/create?organization=${EMPTY}`);
    await page.getByLabel(de.login.email).fill('operator@hotspot-portal.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: de.login.submit }).click();

    // No account template yet: the catalogue's message, with a link to create one.
    await page.getByText(de.messages.loginTemplate.noAccountTemplates).waitFor();
    await shot(page, { path: `${shots}/login-template-no-account-templates.png` });
    await page.getByRole('link', { name: lt.helper.createLink }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hotspot-account-template/create');

    const accountName = `E2E Tagesgast ${Date.now()}`;
    await page
      .getByRole('textbox', { name: new RegExp(`^${at.fields.name}`) })
      .first()
      .fill(accountName);
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(accountName) })
      .first()
      .waitFor();

    await page.goto(`${url}/start-pages/terms-of-use/create?organization=${EMPTY}`);
    const termsName = `E2E Bedingungen ${Date.now()}`;
    await page
      .getByRole('textbox', { name: new RegExp(`^${tou.fields.name}`) })
      .first()
      .fill(termsName);
    // The form starts with one German locale marked as the default: only the terms text is missing.
    await page
      .getByRole('textbox', { name: new RegExp(`^${sp.localized.terms.replace(/[()]/g, '\\$&')}`) })
      .first()
      .fill('<p>Bitte fair surfen.</p>');
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(termsName) })
      .first()
      .waitFor();

    await page.goto(`${url}/hotspot-login-template/create?organization=${EMPTY}`);
    const loginName = `E2E Easy Login ${Date.now()}`;
    await page
      .getByRole('textbox', { name: new RegExp(`^${lt.fields.name}`) })
      .first()
      .fill(loginName);
    expect(await page.getByText(de.messages.loginTemplate.noAccountTemplates).count()).toBe(0);
    await page
      .getByRole('combobox', { name: new RegExp(`^${lt.fields.loginType}`) })
      .first()
      .click();
    await page.getByRole('option', { name: lt.types.EASY_LOGIN }).click();
    await page
      .getByRole('combobox', { name: new RegExp(`^${lt.fields.hotspotAccountTemplateId}`) })
      .first()
      .click();
    await page.getByRole('option', { name: accountName }).click();
    await page
      .getByRole('combobox', { name: new RegExp(`^${lt.fields.termsOfUseId}`) })
      .first()
      .click();
    await page.getByRole('option', { name: termsName }).click();
    await shot(page, { path: `${shots}/login-template-create.png` });
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page
      .getByRole('heading', { level: 1, name: new RegExp(loginName) })
      .first()
      .waitFor();
    await shot(page, { path: `${shots}/login-template-show.png` });
  });

  it("previews the hotel's default bundle in German and English, without its script", async () => {
    const { page, url } = e;
    await page.goto(`${url}/start-pages/bundles?organization=K100001`);
    await page.getByRole('row').nth(1).click();
    const frame = page.locator('iframe');
    await frame.first().waitFor();
    const srcdoc = () => frame.first().getAttribute('srcdoc');
    await expect.poll(srcdoc).toContain('Willkommen');
    const german = (await srcdoc())!;
    expect(german).toContain('Content-Security-Policy');
    expect(german).not.toMatch(/<script|onerror/i);
    expect(await frame.first().getAttribute('sandbox')).toBe('');
    await page.getByText(sp.preview.sanitized).waitFor();
    await shot(page, { path: `${shots}/bundle-preview-de.png` });

    await page.getByLabel(sp.preview.language).click();
    await page.getByRole('option', { name: 'en', exact: true }).click();
    await expect.poll(srcdoc).toContain('Welcome to');
    await shot(page, { path: `${shots}/bundle-preview-en.png` });
  });
});
