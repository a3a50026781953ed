// Cross-tenant cases of the alerts module: the café's administrator against the hotel's bell and
// alert settings.
import { eq } from 'drizzle-orm';
import { alertNotifications, alertReads, alertSettings } from '../../../server/insights/alerts/table';
import { newObjectId } from '../../../server/platform/ids';
import { HOTEL } from '../helpers';
import type { TestServer } from '../harness';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const SETTINGS = `query S($c: String!) { alertSettings(customerId: $c) { recipients } }`;
const BELL = `query B($c: String!) { alertNotifications(customerId: $c) { unreadCount data { _id } } }`;
const UPDATE = `mutation U($d: UpdateAlertSettingsInput!) { updateAlertSettings(data: $d) { recipients } }`;
const READ = `mutation R($c: String!) { markAlertsRead(customerId: $c) }`;

/** The hotel's settings and one notification, written directly once (before the first snapshot). */
const fixtures = new WeakMap<object, Promise<void>>();
function fixture(s: TestServer) {
  let made = fixtures.get(s);
  if (!made) {
    made = (async () => {
      await s.db
        .insert(alertSettings)
        .values({ customerId: HOTEL, recipients: ['noc@alpenhotel.test'], offlineMinutes: 20 })
        .onConflictDoNothing();
      await s.db.insert(alertNotifications).values({
        customerId: HOTEL,
        id: newObjectId(),
        kind: 'device.offline',
        subjectId: newObjectId(),
        subjectName: 'Lobby',
      });
    })();
    fixtures.set(s, made);
  }
  return made;
}

export const alertsCases: ModuleCases = {
  module: 'alerts',
  snapshot: async (s, customerId) => {
    await fixture(s);
    return JSON.stringify([
      await s.db.select().from(alertSettings).where(eq(alertSettings.customerId, customerId)),
      await s.db.select().from(alertNotifications).where(eq(alertNotifications.customerId, customerId)),
      await s.db.select().from(alertReads).where(eq(alertReads.customerId, customerId)),
    ]);
  },
  cases: async ({ s }): Promise<IsolationCase[]> => {
    await fixture(s);
    return [
      {
        label: 'the hotel’s alert settings: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, SETTINGS, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'the hotel’s bell: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, BELL, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'change the hotel’s alert recipients: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              d: { customerId: HOTEL, recipients: ['evil@evil.test'], offlineMinutes: 5 },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'mark the hotel’s bell read: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, READ, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
    ];
  },
};
