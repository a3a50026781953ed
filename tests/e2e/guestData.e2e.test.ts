// Guest data rights in the browser (issue 38, GDPR Art. 15 and 17; docs/privacy.md): two guests log
// in with new codes at the demo's Coova-Chilli device (real radclient: Access-Request, accounting
// Start and Stop); the hotel's administrator opens "Gästedaten", finds one guest by the MAC, downloads
// the JSON export (their session, nothing of the other guest), erases them after typing the word, and
// the analytics totals are the same as before; the guest is found no more, the other one still is.
// The SQL check over every table and column is tests/server/guestData.test.ts (both databases).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startE2E, type E2E } from './browser';
import {
  HOTEL,
  HOTEL_ADMIN,
  accessRequest,
  accountingRequest,
  browserErrors,
  hotelQuery,
  newHotelCode,
  poolHotspot as poolHotspotOf,
} from './guestDevice';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import messages from '../../src/resources/guest-data/messages';

const m = messages.de.resources['guest-data'];
let e: E2E;

const poolHotspot = () => poolHotspotOf(e);
const newCode = () => newHotelCode(e, 'E2E guest data');

const totals = async () => {
  const now = Date.now();
  const r = await hotelQuery(e)<{ analyticsTimeline: { totals: Record<string, number | null> } }>(
    `query T($f: AnalyticsFilter!) { analyticsTimeline(filter: $f) {
      totals { sessions users logins dwellTime inputBytes outputBytes pageViews } } }`,
    {
      f: {
        customerId: HOTEL,
        from: new Date(now - 3 * 86_400_000).toISOString(),
        to: new Date(now + 86_400_000).toISOString(),
        granularity: 'day',
      },
    },
  );
  return r.analyticsTimeline.totals;
};

const found = async (kind: string, value: string) =>
  (
    await hotelQuery(e)<{ guestData: { found: boolean; sessions: number } }>(
      `query S($k: GuestIdentifierKind!, $v: String!) { guestData(customerId: "${HOTEL}", kind: $k, value: $v) { found sessions } }`,
      { k: kind, v: value },
    )
  ).guestData;

beforeAll(async () => {
  e = await startE2E();
}, 180_000);

afterAll(async () => {
  await e?.close();
});

describe('guest data', () => {
  it('exports one guest’s sessions and nothing of another; erases them with analytics unchanged', async () => {
    const { page } = e;
    const errors = browserErrors(page);
    const device = await poolHotspot();
    const guests: { code: string; mac: string }[] = [];
    for (const [i, mac] of ['A4-83-E7-0D-A7-01', 'A4-83-E7-0D-A7-02'].entries()) {
      const code = await newCode();
      const auth = await accessRequest(e, { deviceId: device._id, username: code, password: code, clientMac: mac });
      expect(auth.code).toBe('Access-Accept');
      for (const status of ['Start', 'Stop'] as const) {
        const acct = await accountingRequest(e, {
          deviceId: device._id,
          status,
          sessionId: `e2e-gd-${i}`,
          username: code,
          clientMac: mac,
          ...(status === 'Stop' ? { sessionTime: 600 + i, octets: { input: 1000, output: 9000 } } : {}),
        });
        expect(acct.code).toBe('Accounting-Response');
      }
      guests.push({ code, mac });
    }
    const [guest, other] = guests as [(typeof guests)[0], (typeof guests)[0]];
    const before = await totals();
    expect(before.sessions).toBeGreaterThanOrEqual(2);

    await login(e, HOTEL_ADMIN, DEMO_PASSWORD, `/guest-data?organization=${HOTEL}`);
    await page.getByRole('heading', { name: m.page.list, level: 1 }).waitFor();
    await page.getByRole('textbox', { name: m.fields.value }).fill(guest.mac.replace(/-/g, ':'));
    await page.getByRole('button', { name: m.actions.search, exact: true }).click();
    await expect.poll(() => page.getByTestId('count-sessions').textContent()).toBe('1');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: m.actions.exportJson }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^guest-data-.*\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      sessions: { username: string; sessionTime: number }[];
    };
    expect(file.sessions).toEqual([expect.objectContaining({ username: guest.code, sessionTime: 600 })]);
    expect(JSON.stringify(file)).not.toContain(other.code);

    await page.getByRole('button', { name: m.actions.erase }).click();
    const dialog = page.getByRole('dialog', { name: m.erase.title });
    const confirm = dialog.getByRole('button', { name: m.erase.confirm });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('LÖSCHEN');
    await confirm.click();
    await page.getByText(m.erase.erased).waitFor();

    expect(await totals()).toEqual(before);
    expect(await found('CLIENT_MAC', guest.mac)).toMatchObject({ found: false, sessions: 0 });
    expect(await found('CODE', other.code)).toMatchObject({ found: true, sessions: 1 });
    expect(errors.list).toEqual([]);
    errors.stop();
  });
});
