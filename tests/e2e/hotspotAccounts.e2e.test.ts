// The hotspot accounts under a WiFi code, in Chromium against the real server and its demo data:
// block one account with its switch (after a confirmation), then the whole group; the server holds
// exactly what the screen shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { de } from '../../src/i18n/de';
import accountMessages from '../../src/resources/hotspot-account/messages';
import { login, serverQuery, startE2E, type E2E } from './browser';

const ADMIN = 'admin@alpenhotel.test';
const ha = accountMessages.de.resources['hotspot-account'];

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
}, 120_000);
afterAll(() => e?.close());

type Accounts = { hotspotAccounts: { data: { _id: string; valid: boolean; voucherId: string | null }[] } };
const accountsOf = async (voucherId: string) =>
  (
    await serverQuery<Accounts>(
      e,
      ADMIN,
      DEMO_PASSWORD,
      'query($v:[ID!]){hotspotAccounts(voucherIds:$v, customerIds:["K100001"], take:100){data{_id valid voucherId}}}',
      { v: [voucherId] },
    )
  ).hotspotAccounts.data;

describe('hotspot accounts of a code', () => {
  it('blocks one account, then its whole group, with confirmations', async () => {
    const all = await serverQuery<Accounts>(
      e,
      ADMIN,
      DEMO_PASSWORD,
      '{hotspotAccounts(customerIds:["K100001"], active:true, take:100){data{_id valid voucherId}}}',
    );
    const counts = new Map<string, number>();
    for (const a of all.hotspotAccounts.data)
      if (a.voucherId) counts.set(a.voucherId, (counts.get(a.voucherId) ?? 0) + 1);
    const voucherId = [...counts].find(([, n]) => n >= 2)![0];
    const { vouchers } = await serverQuery<{ vouchers: { data: { code: string }[] } }>(
      e,
      ADMIN,
      DEMO_PASSWORD,
      'query($ids:[ID!]){vouchers(ids:$ids, customerIds:["K100001"]){data{code}}}',
      { ids: [voucherId] },
    );
    const code = vouchers.data[0]!.code;
    const validBefore = (await accountsOf(voucherId)).filter((a) => a.valid).length;

    await login(e, ADMIN, DEMO_PASSWORD, `/wifi-code/${code}?organization=K100001`);
    const page = e.page;
    const switches = page.getByLabel(`${ha.fields.valid}: ${code}`, { exact: true });
    await switches.first().waitFor();
    const checked = page.getByRole('checkbox', { name: `${ha.fields.valid}: ${code}`, exact: true, checked: true });
    await checked.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(ha.confirm.invalidateTitle.replace('%{name}', code)).waitFor();
    await dialog.getByRole('button', { name: new RegExp(de.ra.action.confirm) }).click();
    await page.getByText(ha.notifications.invalidated).waitFor();
    await expect.poll(async () => (await accountsOf(voucherId)).filter((a) => a.valid).length).toBe(validBefore - 1);

    await page.getByRole('button', { name: ha.actions.invalidateGroup }).first().click();
    await dialog.getByRole('button', { name: new RegExp(de.ra.action.confirm) }).click();
    await page.getByText(ha.notifications.groupInvalidated).waitFor();
    await expect.poll(async () => (await accountsOf(voucherId)).filter((a) => a.valid).length).toBe(0);
    // The screen shows it too: no account of the code is left switched on.
    await expect.poll(() => checked.count()).toBe(0);
  });
});
