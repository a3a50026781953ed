// API keys and the integrator reference in Chromium against the real server (issue 37): the hotel's
// super-admin creates a key, sees its secret once (dialog with copy button), the key creates a WiFi
// code over GraphQL from outside the browser, and after revoking it in the list the key is refused.
// /docs/api browses and searches the GraphQL schema. Screenshots at 1366 and 1024 px, light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import keyMessages from '../../src/resources/api-keys/messages';
import docsMessages from '../../src/i18n/portal/docs';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const k = keyMessages.de.resources['api-keys'];
const api = docsMessages.de.portal.docs.api;
const HOTEL_ADMIN = 'admin@alpenhotel.test';
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

async function shoot(name: string) {
  const { page } = e;
  for (const dark of [false, true]) {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, { path: `${shots}/${name}-${width}-${dark ? 'dark' : 'light'}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await fetch(e.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
}

const CREATE_CODE = `mutation C($data: CreateVoucherInput!) { createVoucher(data: $data) { code customerId } }`;

describe('API keys in the browser', () => {
  it('creates a key shown once, uses it, and revokes it', async () => {
    const { page } = e;
    await login(e, HOTEL_ADMIN, DEMO_PASSWORD, '/api-keys?organization=K100001');
    await page.getByText('Hotel-PMS (Demo)').waitFor();
    await shoot('api-keys-list');

    await page.getByRole('button', { name: k.actions.create }).first().click();
    const form = page.getByRole('dialog', { name: k.create.title });
    await form.getByRole('textbox', { name: /Name/ }).fill('Kassensystem');
    await form.getByRole('combobox', { name: /Rolle/ }).click();
    await page.getByRole('option', { name: 'WLAN-Code-Admin' }).click();
    await form.getByRole('button', { name: k.actions.submit }).click();

    const shown = page.getByRole('dialog', { name: k.secret.title });
    await shown.waitFor();
    const secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^hpk_K100001_[0-9a-f]{10}_[\w-]{43}$/);
    await shown.getByText(k.secret.once).waitFor();
    await shown.getByRole('button', { name: k.secret.copy }).waitFor();
    await shoot('api-keys-secret');
    await shown.getByRole('button', { name: k.actions.done }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.getByText(secret).count()).toBe(0);

    // The key works from outside the browser: a WiFi code of the hotel.
    const made = await gql(secret, CREATE_CODE, { data: { customerId: 'K100001', description: 'Kasse' } });
    expect(made.errors).toBeUndefined();
    expect((made.data!.createVoucher as { customerId: string }).customerId).toBe('K100001');

    // Revoked in the list (after a confirmation): refused at once.
    const row = page.getByRole('row').filter({ hasText: 'Kassensystem' });
    await row.getByRole('button', { name: k.actions.revoke }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(k.confirm.revokeText).waitFor();
    await shoot('api-keys-revoke');
    await confirm.getByRole('button', { name: k.actions.revoke }).click();
    await row.getByText(k.status.revoked).waitFor();
    const refused = await gql(secret, CREATE_CODE, { data: { customerId: 'K100001' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('browses and searches the GraphQL schema at /docs/api and links the OpenAPI document', async () => {
    const { page } = e;
    await page.goto(`${e.url}/docs/api`);
    await page.getByRole('heading', { name: api.title }).first().waitFor();
    await page.getByRole('region', { name: 'vouchers' }).waitFor();
    await page.getByRole('textbox', { name: api.search }).fill('apikey');
    await page.getByRole('tab', { name: `${api.mutations} (2)` }).click();
    await page.getByRole('region', { name: 'createApiKey' }).waitFor();
    await page.getByRole('region', { name: 'createApiKey' }).getByRole('link', { name: 'CreateApiKeyInput' }).click();
    await page.getByRole('region', { name: 'CreateApiKeyInput' }).waitFor();
    await shoot('docs-api');
    const href = await page.getByRole('link', { name: api.openapi }).getAttribute('href');
    const doc = (await (await fetch(e.url + href)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/acl/permissions');
  });
});
