// Cross-tenant cases of the disconnect module (live sessions and the operator's Disconnect, issue 36).
import { asc, eq } from 'drizzle-orm';
import { radiusSessions } from '../../../server/access/session/table';
import { radiusDisconnects } from '../../../server/access/disconnect/table';
import { newObjectId } from '../../../server/platform/ids';
import { CAFE, HOTEL } from '../helpers';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($customerIds: [String!], $ids: [ID!], $voucherId: ID, $hotspotDeviceId: ID, $history: Boolean) {
  liveSessions(customerIds: $customerIds, ids: $ids, voucherId: $voucherId, hotspotDeviceId: $hotspotDeviceId, history: $history) {
    totalCount data { _id customerId }
  }
}`;
const DISCONNECT = `mutation D($id: ID!) { disconnectLiveSession(_id: $id) }`;

export const liveSessionCases: ModuleCases = {
  module: 'disconnect',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select()
        .from(radiusDisconnects)
        .where(eq(radiusDisconnects.customerId, customerId))
        .orderBy(asc(radiusDisconnects.id)),
    ),
  cases: async ({ s }): Promise<IsolationCase[]> => {
    // An online session of the hotel (written as accounting would).
    const id = newObjectId();
    const now = new Date();
    await s.db.insert(radiusSessions).values({
      customerId: HOTEL,
      id,
      acctSessionId: `iso-${id}`,
      hotspotDeviceId: newObjectId(),
      voucherId: newObjectId(),
      startedAt: now,
      updatedAt: now,
    });
    const [victim] = await s.db.select().from(radiusSessions).where(eq(radiusSessions.id, id));
    return [
      {
        label: 'live sessions of the hotel: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'live sessions by the hotel’s session id, without customerIds: nothing of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ liveSessions: { data: { customerId: string }[] } }>(attacker, LIST, {
            ids: [id],
            history: true,
          });
          if (r.errors?.length) return null;
          return r.data!.liveSessions.data.length ? 'answered the hotel’s session' : null;
        },
      },
      {
        label: 'its own live sessions narrowed by the hotel’s code and device: nothing of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ liveSessions: { data: { customerId: string }[] } }>(attacker, LIST, {
            customerIds: [CAFE],
            voucherId: victim!.voucherId,
            hotspotDeviceId: victim!.hotspotDeviceId,
            history: true,
          });
          if (r.errors?.length) return null;
          const foreign = r.data!.liveSessions.data.filter((x) => x.customerId !== CAFE);
          return foreign.length ? `answered ${foreign.length} foreign sessions` : null;
        },
      },
      {
        label: 'Disconnect of the hotel’s session: NOT_FOUND',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, DISCONNECT, { id }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
