// Cross-tenant cases of the customer-plugins module: the café's super-admin (who reads the café's
// plugins) against the hotel's plugin settings.
import { eq } from 'drizzle-orm';
import { customerPlugins } from '../../../server/tenancy/customer/table';
import type { CustomerPlugins } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String, $type: PluginType) {
  customerPlugins(ids: $ids, customerIds: $customerIds, search: $search, type: $type, take: 1000) {
    totalCount data { _id customerId secretsSet voucher { maxVouchers } }
  }
}`;
const CREATE = `mutation C($data: CreateCustomerPluginsInput!) { createCustomerPlugins(data: $data) }`;
const UPDATE = `mutation U($data: UpdateCustomerPluginsInput!) { updateCustomerPlugins(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteCustomerPlugins(_id: $id) }`;

type Page = { customerPlugins: { totalCount: number; data: Pick<CustomerPlugins, '_id' | 'customerId'>[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.customerPlugins.data.filter((p) => p.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign plugin records` : null;
}

export const customerPluginsCases: ModuleCases = {
  module: 'customer-plugins',
  snapshot: async (s, customerId) =>
    JSON.stringify(await s.db.select().from(customerPlugins).where(eq(customerPlugins.customerId, customerId))),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victim = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.customerPlugins.data[0]!._id;
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s record id',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids: [victim] })),
      },
      {
        label: 'list searching the hotel’s name, by type',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: 'alpenhotel', type: 'CMS' })),
      },
      {
        label: 'create for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, webhook: { active: true, apiUrl: 'https://evil.test', token: 't' } },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update the hotel’s record (switch a plugin off): NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: victim, updatedAt: SOME_VERSION, voucher: { active: false, maxVouchers: 0 } },
            }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'remove a block of the hotel’s record: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, { data: { _id: victim, updatedAt: SOME_VERSION, cms: null } }),
            'NOT_FOUND',
            '_id',
          ),
      },
      {
        label: 'delete the hotel’s record: NOT_FOUND on _id',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, DELETE, { id: victim }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
