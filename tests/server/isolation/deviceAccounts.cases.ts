// Cross-tenant cases of the device-account module.
import { asc, eq } from 'drizzle-orm';
import { deviceAccounts } from '../../../server/access/device-account/table';
import type { DeviceAccount } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String) {
  deviceAccounts(ids: $ids, customerIds: $customerIds, search: $search, take: 1000) { totalCount data { _id customerId } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) { customers(customerIds: $ids) { data { deviceAccounts { totalCount } } } }`;
const CREATE = `mutation C($data: CreateDeviceAccountInput!) { createDeviceAccount(data: $data) }`;
const UPDATE = `mutation U($data: UpdateDeviceAccountInput!) { updateDeviceAccount(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteDeviceAccount(_id: $id) }`;

type Page = { deviceAccounts: { totalCount: number; data: Pick<DeviceAccount, '_id' | 'customerId'>[] } };

/** Refused (an error) or nothing of the hotel in the answer. */
function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.deviceAccounts.data.filter((a) => a.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign accounts` : null;
}

export const deviceAccountCases: ModuleCases = {
  module: 'device-account',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select()
        .from(deviceAccounts)
        .where(eq(deviceAccounts.customerId, customerId))
        .orderBy(asc(deviceAccounts.id)),
    ),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.deviceAccounts.data;
    const [a, b] = victims.map((v) => v._id);
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
        label: 'list by the hotel’s ids',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids: [a, b] })),
      },
      {
        label: 'list without customerIds, searching',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: 'rezeption' })),
      },
      {
        label: 'Customer.deviceAccounts of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: { deviceAccounts: { totalCount: number } }[] } }>(
            attacker,
            CUSTOMER_LIST,
            { ids: [HOTEL] },
          );
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s device accounts';
        },
      },
      {
        label: 'create in the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, name: 'x', criteria: { accountType: 'Username', username: 'evil' } },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update by id: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, { data: { _id: a, updatedAt: SOME_VERSION, name: 'owned' } }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'update by id with a new password: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: {
                _id: b,
                updatedAt: SOME_VERSION,
                criteria: { accountType: 'UsernamePassword', username: 'x', password: 'y' },
              },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete by id: NOT_FOUND on _id',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, DELETE, { id: a }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
