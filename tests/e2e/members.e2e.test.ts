// Members in Chromium against the started server (issue 38): a new receptionist joins the hotel through
// an invite and works in the portal in a browser of her own; the hotel's administrator sees her among
// the members on /user and removes her access after a confirmation naming her; within seconds her open
// portal is refused — its access token answers UNAUTHENTICATED and the portal returns to the login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { login, startE2E, type E2E, shot } from './browser';
import userMessages from '../../src/resources/user/messages';
import { de } from '../../src/i18n/de';
import { DEMO_PASSWORD } from '../../server/seed/demo';

const shots = '.tmp/screenshots';
const M = userMessages.de.resources.user.members;
const PASSWORD = 'Rezeption#2026';
let e: E2E;
let other: BrowserContext;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  e = await startE2E();
  // Another user's session: a context of its own (cookies, storage) in the file's browser.
  other = await e.browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'de-DE' });
});
afterAll(async () => {
  await other?.close();
  await e?.close();
});

async function post<T>(pathName: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(e.url + pathName, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as T;
}

const tokenOf = async (email: string, password = DEMO_PASSWORD) =>
  (await post<{ data: { accessToken: string } }>('/auth/authorize', { email, password })).data.accessToken;

/** The invite token of the newest mail to an address (the outbox, read as the operator). */
async function inviteToken(address: string): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf('operator@hotspot-portal.test')}` };
  for (let i = 0; i < 100; i++) {
    const list = await fetch(`${e.url}/mail/outbox?to=${encodeURIComponent(address)}`, { headers }).then((r) =>
      r.json(),
    );
    if (list.data?.length) {
      const mail = (await fetch(`${e.url}/mail/outbox/${list.data[0].id}`, { headers }).then((r) => r.json())).data;
      return /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

const VOUCHERS = `query { vouchers(customerIds: ["K100001"], take: 1) { totalCount } }`;

describe('members in the browser', () => {
  it('an administrator removes a member; the member’s open portal is refused within seconds', async () => {
    const address = `rezeption.${Date.now()}@example.com`;
    // The receptionist joins: invited by the hotel's administrator, the invite taken with the mail's token.
    const admin = await tokenOf('admin@alpenhotel.test');
    const created = await post<{ errors?: unknown }>(
      '/graphql',
      {
        query: `mutation($d: CreateUserInviteInput!) { createUserInvite(data: $d) }`,
        variables: { d: { customerId: 'K100001', email: address, roles: ['voucher-admin'] } },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const taken = await post<{ errors?: unknown }>(
      '/graphql',
      {
        query: `mutation($d: TakeUserInviteInput!) { takeUserInvites(data: $d) }`,
        variables: { d: { customerIds: ['K100001'], firstName: 'Rita', lastName: 'Rezeption', password: PASSWORD } },
      },
      await inviteToken(address),
    );
    expect(taken.errors).toBeUndefined();

    // Her portal, open in a browser of her own (1024 px wide).
    const memberPage = other.pages()[0] ?? (await other.newPage());
    await login({ url: e.url, page: memberPage }, address, PASSWORD, '/wifi-code?organization=K100001');
    const memberToken = await tokenOf(address, PASSWORD);
    expect((await post<{ errors?: unknown }>('/graphql', { query: VOUCHERS }, memberToken)).errors).toBeUndefined();

    // The administrator finds her among the members and removes her access after the confirmation.
    const { page } = e;
    await login(e, 'admin@alpenhotel.test', DEMO_PASSWORD, '/user?organization=K100001');
    const members = page.getByRole('region', { name: M.title });
    await members.getByText('Rita Rezeption').waitFor();
    await members.getByText('admin@alpenhotel.test').first().waitFor();
    await shot(page, { path: `${shots}/users-members.png`, fullPage: true });
    await members.getByRole('button', { name: `${M.actions.remove}: Rita Rezeption` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Zugang von Rita Rezeption entfernen?`).waitFor();
    await dialog.getByText(new RegExp(address.replace(/\./g, '\\.'))).waitFor();
    await shot(page, { path: `${shots}/users-member-remove.png` });
    await dialog.getByRole('button', { name: M.actions.remove }).click();
    const removedAt = Date.now();
    await page.getByText('Der Zugang von Rita Rezeption wurde entfernt.').waitFor();
    await members.getByText('Rita Rezeption').waitFor({ state: 'detached' });

    // Her access token is refused at once, and her open portal returns to the login on its next step.
    const refused = await post<{ errors?: { extensions?: { code?: string } }[] }>(
      '/graphql',
      { query: VOUCHERS },
      memberToken,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await memberPage.reload();
    await memberPage.getByLabel(de.login.email).waitFor({ timeout: 10_000 });
    expect(Date.now() - removedAt).toBeLessThan(15_000);
    await shot(memberPage, { path: `${shots}/member-removed-login.png` });
  });
});
