// Alerts (issue 37, docs/operations.md "Alerts") through real GraphQL on both databases: a hotspot
// whose heartbeat stops raises one offline alert (the bell, a mail in the local outbox, a webhook
// delivery queued for the customer's endpoint) however often the check runs, and one back-online
// alert when it is heard again; the licence at 80 % reaches the bell; a webhook endpoint whose
// deliveries fail raises one "failing" alert and one "recovered"; the settings are checked with the
// form's rules and only who may edit the plugins changes them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { makeHotspot, setPlugins, type Hotspot } from './hotspotFixture';
import { HOTEL, USERS, createBatch, expectGqlError, ok, voucherLicense } from './helpers';
import { markSeen } from '../../server/access/radius/heartbeat';
import { checkAlerts, mailAlerts } from '../../server/insights/alerts';

let s: TestServer;
let operator: string;
let hotel: string;
let h: Hotspot;
const RECIPIENT = 'noc@alpenhotel.test';

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? (r as T[]) : (r as { rows: T[] }).rows);

const BELL = `query B($c: String!) { alertNotifications(customerId: $c) { unreadCount data { kind subjectName unread } } }`;
const SETTINGS = `mutation S($d: UpdateAlertSettingsInput!) { updateAlertSettings(data: $d) { recipients offlineMinutes } }`;

type Bell = {
  alertNotifications: { unreadCount: number; data: { kind: string; subjectName: string; unread: boolean }[] };
};
const bell = async (token = hotel) => ok(await s.gql<Bell>(token, BELL, { c: HOTEL })).alertNotifications;

const deliveries = async (type: string) =>
  rows<{ n: number }>(
    await s.db.execute(
      sql`select count(*)::int as n from webhook_deliveries where customer_id = ${HOTEL} and type = ${type}`,
    ),
  )[0]!.n;

const mails = async () =>
  rows<{ subject: string; text: string }>(
    await s.db.execute(sql`select subject, text from mail_outbox where ${RECIPIENT} = any("to") order by received_at`),
  );

beforeAll(async () => {
  s = await startTestServer({ customers: 3 });
  operator = (await s.login(USERS.operator)).accessToken;
  hotel = (await s.login(USERS.hotel)).accessToken;
  // The hotel's webhook plugin is its endpoint for every event (server/tenancy/webhook).
  await setPlugins(s.db, HOTEL, {
    webhook: { active: true, apiUrl: 'https://hooks.alpenhotel.test/portal', token: 'hotel-webhook-token' },
  });
  h = await makeHotspot(s.db, HOTEL, { device: { name: 'Lobby' } });
  ok(await s.gql(hotel, SETTINGS, { d: { customerId: HOTEL, recipients: [RECIPIENT], offlineMinutes: 5 } }));
  // Alerts the demo's own devices would raise are not this test's: it starts from what is there.
  await checkAlerts(s.db);
  await mailAlerts(s.services);
  ok(await s.gql(hotel, `mutation { markAlertsRead(customerId: "${HOTEL}") }`));
}, 120_000);

afterAll(() => s?.close());

describe('a hotspot that goes quiet', () => {
  it('raises one offline alert: bell, mail and webhook, however often the check runs', async () => {
    const now = new Date();
    await markSeen(s.db, HOTEL, h.deviceId, new Date(now.getTime() - 6 * 60_000));
    const mailed = (await mails()).length;
    const raised = await checkAlerts(s.db, now);
    expect(raised.map((r) => [r.kind, r.subject_name])).toEqual([['device.offline', 'Lobby']]);
    expect(await checkAlerts(s.db, new Date(now.getTime() + 60_000))).toEqual([]);
    expect(await checkAlerts(s.db, new Date(now.getTime() + 120_000))).toEqual([]);

    const b = await bell();
    expect(b.unreadCount).toBe(1);
    expect(b.data[0]).toEqual({ kind: 'device.offline', subjectName: 'Lobby', unread: true });
    expect(await deliveries('device.offline')).toBe(1);
    expect(await mailAlerts(s.services)).toBe(1);
    expect(await mailAlerts(s.services)).toBe(0);
    const [mail] = (await mails()).slice(mailed);
    expect(mail!.subject).toContain('Hotspot „Lobby“ ist offline');
    expect(mail!.text).toContain('Hotspot "Lobby" is offline');
    expect(mail!.text).toContain(`/alerts?organization=${HOTEL}`);
  });

  it('raises one back-online alert when it is heard again, and the bell can be marked read', async () => {
    await markSeen(s.db, HOTEL, h.deviceId);
    const raised = await checkAlerts(s.db);
    expect(raised.map((r) => [r.kind, r.subject_name])).toEqual([['device.online', 'Lobby']]);
    expect(await checkAlerts(s.db)).toEqual([]);
    expect(await deliveries('device.online')).toBe(1);
    expect((await bell()).unreadCount).toBe(2);
    expect(await mailAlerts(s.services)).toBe(1);

    ok(await s.gql(hotel, `mutation { markAlertsRead(customerId: "${HOTEL}") }`));
    const after = await bell();
    expect(after.unreadCount).toBe(0);
    expect(after.data.slice(0, 2).map((d) => [d.kind, d.unread])).toEqual([
      ['device.online', false],
      ['device.offline', false],
    ]);
    // Read per person: the operator has not read them.
    expect((await bell(operator)).unreadCount).toBeGreaterThanOrEqual(2);
  });
});

describe('the licence and webhook endpoints', () => {
  it('tells the bell when a creation takes the WiFi-code licence past 80 %', async () => {
    await setPlugins(s.db, HOTEL, { voucher: { active: true, maxVouchers: 100_000 } });
    const before = await voucherLicense(s, hotel, HOTEL);
    const used = before.allowed - before.left;
    // Below 80 % before, at or above it after four more codes.
    const allowed = Math.floor(((used + 4) * 5) / 4);
    await setPlugins(s.db, HOTEL, { voucher: { active: true, maxVouchers: allowed } });
    ok(await createBatch(s, hotel, { customerId: HOTEL, amount: 4, description: 'alerts' }));
    const b = await bell();
    expect(b.data[0]).toMatchObject({ kind: 'licence.80', subjectName: `${used + 4}/${allowed}`, unread: true });
  });

  it('raises one "failing" alert for an endpoint whose deliveries keep failing, and one "recovered"', async () => {
    const [endpoint] = rows<{ id: string }>(
      await s.db.execute(sql`select id from webhook_endpoints where customer_id = ${HOTEL} and source = 'plugin'`),
    );
    await s.db.execute(sql`update webhook_deliveries set attempts = 3, last_attempt_at = now(), last_status_code = 500
      where customer_id = ${HOTEL} and endpoint_id = ${endpoint!.id}`);
    const failing = await checkAlerts(s.db);
    expect(failing.map((r) => [r.kind, r.subject_name])).toEqual([
      ['webhook.failing', 'https://hooks.alpenhotel.test/portal'],
    ]);
    expect(await checkAlerts(s.db)).toEqual([]);
    await s.db.execute(sql`update webhook_deliveries set status = 'delivered', last_status_code = 200
      where customer_id = ${HOTEL} and endpoint_id = ${endpoint!.id}`);
    expect((await checkAlerts(s.db)).map((r) => r.kind)).toEqual(['webhook.recovered']);
    expect(await checkAlerts(s.db)).toEqual([]);
  });
});

describe('settings', () => {
  it('are checked with the form rules, naming the field', async () => {
    expectGqlError(
      await s.gql(hotel, SETTINGS, { d: { customerId: HOTEL, recipients: ['not-an-address'], offlineMinutes: 15 } }),
      'BAD_USER_INPUT',
      'recipients',
    );
    expectGqlError(
      await s.gql(hotel, SETTINGS, { d: { customerId: HOTEL, recipients: [], offlineMinutes: 2 } }),
      'BAD_USER_INPUT',
      'offlineMinutes',
    );
    const saved = ok(
      await s.gql<{ updateAlertSettings: { recipients: string[]; offlineMinutes: number } }>(hotel, SETTINGS, {
        d: { customerId: HOTEL, recipients: [' NOC@alpenhotel.test ', RECIPIENT], offlineMinutes: 30 },
      }),
    ).updateAlertSettings;
    expect(saved).toEqual({ recipients: [RECIPIENT], offlineMinutes: 30 });
  });

  it('of another customer are refused, and its bell too', async () => {
    const cafe = (await s.login(USERS.cafe)).accessToken;
    expectGqlError(
      await s.gql(cafe, SETTINGS, { d: { customerId: HOTEL, recipients: [], offlineMinutes: 15 } }),
      'FORBIDDEN',
      'customerId',
    );
    expectGqlError(await s.gql(cafe, BELL, { c: HOTEL }), 'FORBIDDEN');
  });
});
