// Cross-tenant cases of the account-template module.
import { asc, eq } from 'drizzle-orm';
import { hotspotAccountTemplates } from '../../../server/templates/account-template/table';
import type { HotspotAccountTemplate } from '../../../src/generated/graphql';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, SOME_VERSION, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String) {
  hotspotAccountTemplates(ids: $ids, customerIds: $customerIds, search: $search, take: 1000) {
    totalCount data { _id customerId } }
}`;
const CUSTOMER_LIST = `query C($ids: [String!]) {
  customers(customerIds: $ids, take: 10) { data { hotspotAccountTemplates { totalCount data { _id } } } }
}`;
const CREATE = `mutation C($data: CreateHotspotAccountTemplateInput!) { createHotspotAccountTemplate(data: $data) }`;
const UPDATE = `mutation U($data: UpdateHotspotAccountTemplateInput!) { updateHotspotAccountTemplate(data: $data) }`;
const DELETE = `mutation D($id: ID!) { deleteHotspotAccountTemplate(_id: $id) }`;

type Page = {
  hotspotAccountTemplates: { totalCount: number; data: Pick<HotspotAccountTemplate, '_id' | 'customerId'>[] };
};

/** Refused (an error) or nothing of the hotel in the answer. */
function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.hotspotAccountTemplates.data.filter((a) => a.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign account templates` : null;
}

export const accountTemplateCases: ModuleCases = {
  module: 'account-template',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select()
        .from(hotspotAccountTemplates)
        .where(eq(hotspotAccountTemplates.customerId, customerId))
        .orderBy(asc(hotspotAccountTemplates.id)),
    ),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.hotspotAccountTemplates.data;
    const ids = victims.map((v) => v._id);
    const [a] = ids;
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
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids })),
      },
      {
        label: 'list without customerIds, searching',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: 'gast' })),
      },
      {
        label: 'Customer.hotspotAccountTemplates of the hotel',
        attempt: async ({ attacker }) => {
          const r = await s.gql<{ customers: { data: unknown[] } }>(attacker, CUSTOMER_LIST, { ids: [HOTEL] });
          return r.errors?.length || !r.data?.customers.data.length ? null : 'read the hotel’s account templates';
        },
      },
      {
        label: 'create in the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, { data: { customerId: HOTEL, name: 'Eingeschleust' } }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'update by id: NOT_FOUND on _id',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, UPDATE, {
              data: { _id: a, updatedAt: SOME_VERSION, name: 'owned', accountProfile: { maxVolume: 1 } },
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
