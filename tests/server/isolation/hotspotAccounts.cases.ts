// Cross-tenant cases of the hotspot-account module (and the online counts of the session module).
import { asc, eq } from 'drizzle-orm';
import { hotspotAccounts } from '../../../server/access/hotspot-account/table';
import { hotspotDevices } from '../../../server/network/hotspot-device/table';
import type { HotspotAccount } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $voucherIds: [ID!], $deviceAccountIds: [ID!],
  $hotspotDeviceIds: [ID!]) {
  hotspotAccounts(ids: $ids, customerIds: $customerIds, search: $search, voucherIds: $voucherIds,
    deviceAccountIds: $deviceAccountIds, hotspotDeviceIds: $hotspotDeviceIds, take: 1000)
    { totalCount data { _id customerId } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) { customers(customerIds: $ids) { data { hotspotAccounts { totalCount } } } }`;
const UPDATE = `mutation U($data: UpdateHotspotAccountInput!) { updateHotspotAccount(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotAccount(_id: $id) }`;
const INVALIDATE = `mutation I($m: String!) { invalidateHotspotAccountsByMultiAccountId(multiAccountId: $m) }`;
const ONLINE_CUSTOMER = `query O($c: String!) { getOnlineCountForCustomerId(customerId: $c) { count } }`;
const ONLINE_DEVICE = `query O($id: ID!) { getOnlineCountForHotspotDeviceId(_id: $id) { count } }`;

type Page = { hotspotAccounts: { totalCount: number; data: Pick<HotspotAccount, '_id' | 'customerId'>[] } };

/** Refused (an error) or nothing of the hotel in the answer. */
function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.hotspotAccounts.data.filter((a) => a.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign accounts` : null;
}

export const hotspotAccountCases: ModuleCases = {
  module: 'hotspot-account',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select()
        .from(hotspotAccounts)
        .where(eq(hotspotAccounts.customerId, customerId))
        .orderBy(asc(hotspotAccounts.id)),
    ),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victims = await s.db
      .select()
      .from(hotspotAccounts)
      .where(eq(hotspotAccounts.customerId, HOTEL))
      .orderBy(asc(hotspotAccounts.id));
    const a = victims.find((v) => v.voucherId)!;
    const d = victims.find((v) => v.deviceAccountId)!;
    const [device] = await s.db.select().from(hotspotDevices).where(eq(hotspotDevices.customerId, HOTEL)).limit(1);
    // The owner sees them (the cases below are not refused for lack of data).
    const own = await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] });
    if (!own.data?.hotspotAccounts.totalCount) throw new Error('the hotel has no hotspot accounts to attack');
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list mixed with its own customerId: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [CAFE, HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s ids, codes, device accounts and devices',
        attempt: async ({ attacker }) =>
          leak(await s.gql(attacker, LIST, { ids: [a.id, d.id] })) ??
          leak(await s.gql(attacker, LIST, { voucherIds: [a.voucherId] })) ??
          leak(await s.gql(attacker, LIST, { deviceAccountIds: [d.deviceAccountId] })) ??
          leak(await s.gql(attacker, LIST, { hotspotDeviceIds: [device.id] })),
      },
      {
        label: 'list without customerIds, searching a hotel code',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: a.username ?? 'x' })),
      },
      {
        label: 'Customer.hotspotAccounts of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER_LIST, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s hotspot accounts';
        },
      },
      {
        label: 'update by id: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: a.id, updatedAt: SOME_VERSION, valid: false, password: 'owned' },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete by id: NOT_FOUND on _id',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, DELETE, { id: d.id }), 'NOT_FOUND', '_id'),
      },
      {
        label: 'invalidate the hotel’s multiAccountId: NOT_FOUND on multiAccountId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, INVALIDATE, { m: a.multiAccountId ?? a.id }),
            'NOT_FOUND',
            'multiAccountId',
          ),
      },
      {
        label: 'online count of the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, ONLINE_CUSTOMER, { c: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'online count of a hotel device: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, ONLINE_DEVICE, { id: device.id }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
