// Partner and vendor portal in Chromium against the started server: the partner registers a lead
// with a comment; the vendor finds it among every partner's leads and approves it; the partner's
// edit form then shows the company disabled with the reason, and the server refuses a company
// change all the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { login, startE2E, type E2E, shot } from './browser';
import { de } from '../../src/i18n/de';
import partnerMessages from '../../src/resources/partner/messages';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const p = partnerMessages.de.resources.partner;
const lead = partnerMessages.de.resources['partner/partner-lead'];
let e: E2E;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

async function loginAs(email: string) {
  await e.context.clearCookies();
  await e.page.goto(e.url + '/auth/login');
  await e.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(e, email, DEMO_PASSWORD);
}

/** A GraphQL call as a user, answering errors too (serverQuery throws on them). */
async function gqlAs(email: string, query: string, variables: Record<string, unknown>) {
  const auth = await fetch(e.url + '/auth/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  return fetch(e.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.data.accessToken}` },
    body: JSON.stringify({ query, variables }),
  }).then(
    (r) => r.json() as Promise<{ data?: Record<string, unknown>; errors?: { extensions: Record<string, unknown> }[] }>,
  );
}

describe('Partner and vendor portal in the browser', () => {
  it('partner creates a lead with a comment, the vendor approves it, the company is locked', async () => {
    const { page } = e;
    const company = `E2E Hotel ${Date.now()}`;

    // The partner: menu → partner portal → create a lead with a first comment.
    await loginAs('partner@netpartner.test');
    await page.getByRole('menuitem', { name: p.page.list }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/partner');
    await page.getByRole('row', { name: /Hotel Seeblick Starnberg/ }).waitFor();
    await page.getByRole('link', { name: lead.actions.create }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/partner/partner-lead/create');
    // After a client-side navigation the page is mounted a second time ~0.2 s later (seen in the
    // shell, not in this module: reported), which drops what was typed before: let it settle.
    await page.getByRole('textbox', { name: new RegExp(`^${lead.fields.company}`) }).waitFor();
    await page.waitForTimeout(1000);
    await page.getByRole('textbox', { name: new RegExp(`^${lead.fields.company}`) }).fill(company);
    await page.getByRole('textbox', { name: new RegExp(`^${lead.fields.website}`) }).fill('https://e2e-hotel.test');
    await page.getByRole('textbox', { name: new RegExp(`^${lead.fields.comment}`) }).fill('Erstgespräch am Stand');
    await shot(page, { path: `${shots}/partner-lead-create.png` });
    await page.getByRole('button', { name: de.ra.action.save }).click();
    await page.getByRole('heading', { name: company, exact: true }).waitFor();
    const comments = page.getByTestId('lead-comments');
    await comments.getByText('Erstgespräch am Stand').waitFor();
    await comments.getByText(/^Paula Partner am /).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    // Before approval the company can still be changed.
    await page.goto(`${e.url}/partner/partner-lead/${id}/edit`);
    await expect
      .poll(() => page.getByRole('textbox', { name: new RegExp(`^${lead.fields.company}`) }).isEnabled())
      .toBe(true);

    // The vendor: vendor menu → every partner's leads → the new one → approve.
    await loginAs('vendor@vendor.test');
    await page.getByRole('menuitem', { name: de.shell.menu.vendor }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/partner');
    await page.getByRole('row', { name: new RegExp(company) }).click();
    await page.getByRole('heading', { name: company, exact: true }).waitFor();
    await page.getByRole('button', { name: p.vendor.approve }).click();
    await page.getByRole('button', { name: p.vendor.reject }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: p.vendor.approve }).count()).toBe(0);
    await shot(page, { path: `${shots}/partner-lead-vendor.png` });

    // The partner again: approved, the company field is disabled with the reason.
    await loginAs('partner@netpartner.test');
    await page.goto(`${e.url}/partner/partner-lead/${id}`);
    await page.getByRole('heading', { name: company, exact: true }).waitFor();
    await page.getByText(p.approval.approved, { exact: true }).first().waitFor();
    await page.goto(`${e.url}/partner/partner-lead/${id}/edit`);
    const companyInput = page.getByRole('textbox', { name: new RegExp(`^${lead.fields.company}`) });
    await companyInput.waitFor();
    expect(await companyInput.isDisabled()).toBe(true);
    await page.getByText(p.helper.companyLocked).waitFor();
    await shot(page, { path: `${shots}/partner-lead-locked.png` });

    // And the server refuses it, naming the field (an update names the version it was loaded with).
    const loaded = await gqlAs(
      'partner@netpartner.test',
      'query($ids:[ID!]){partnerLeads(ids:$ids){data{updatedAt}}}',
      {
        ids: [id],
      },
    );
    const { updatedAt } = (loaded.data!.partnerLeads as { data: { updatedAt: string }[] }).data[0]!;
    const r = await gqlAs(
      'partner@netpartner.test',
      'mutation($data:UpdatePartnerLeadInput!){updatePartnerLead(data:$data)}',
      {
        data: { _id: id, updatedAt, company: 'Anders GmbH' },
      },
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'company',
      i18n: 'resources.partner.errors.companyLocked',
    });
  });
});
