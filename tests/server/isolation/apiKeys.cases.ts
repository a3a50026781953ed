// Cross-tenant cases of the API-key module: the café's super-admin against the hotel's keys.
import { asc, eq } from 'drizzle-orm';
import { apiKeys } from '../../../server/tenancy/api-key/table';
import { CAFE, HOTEL } from '../helpers';
import type { GqlResult } from '../harness';
import { refusedWith, type IsolationCase, type ModuleCases } from './cases';

const LIST = `query L($ids: [ID!], $customerIds: [String!], $search: String) {
  apiKeys(ids: $ids, customerIds: $customerIds, search: $search, take: 1000) { totalCount data { _id customerId } }
}`;
const ROLES = `query R($customerId: String!) { apiKeyRoles(customerId: $customerId) }`;
const CREATE = `mutation C($data: CreateApiKeyInput!) { createApiKey(data: $data) { secret apiKey { _id } } }`;
const REVOKE = `mutation V($id: ID!) { revokeApiKey(_id: $id) }`;

type Page = { apiKeys: { totalCount: number; data: { _id: string; customerId: string }[] } };

function leak(r: GqlResult<Page>): string | null {
  if (r.errors?.length) return null;
  const foreign = r.data?.apiKeys.data.filter((k) => k.customerId !== CAFE) ?? [];
  return foreign.length ? `answered ${foreign.length} foreign keys` : null;
}

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

export const apiKeyCases: ModuleCases = {
  module: 'api-key',
  snapshot: async (s, customerId) =>
    JSON.stringify(
      await s.db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          role: apiKeys.role,
          revokedAt: apiKeys.revokedAt,
          hash: apiKeys.secretHash,
        })
        .from(apiKeys)
        .where(eq(apiKeys.customerId, customerId))
        .orderBy(asc(apiKeys.id)),
    ),
  cases: async ({ s, owner }): Promise<IsolationCase[]> => {
    const victims = (await s.gql<Page>(owner, LIST, { customerIds: [HOTEL] })).data!.apiKeys.data;
    const ids = victims.map((v) => v._id);
    if (!ids.length) throw new Error('the demo has no API key of the hotel');
    return [
      {
        label: 'list with the hotel’s customerIds: FORBIDDEN on customerIds',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, LIST, { customerIds: [HOTEL] }), 'FORBIDDEN', 'customerIds'),
      },
      {
        label: 'list by the hotel’s ids',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { ids })),
      },
      {
        label: 'list searching the hotel’s keys',
        attempt: async ({ attacker }) => leak(await s.gql(attacker, LIST, { search: HOTEL })),
      },
      {
        label: 'roles for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(await s.gql(attacker, ROLES, { customerId: HOTEL }), 'FORBIDDEN', 'customerId'),
      },
      {
        label: 'key for the hotel: FORBIDDEN on customerId',
        attempt: async ({ attacker }) =>
          refusedWith(
            await s.gql(attacker, CREATE, {
              data: { customerId: HOTEL, name: 'x', role: 'voucher-admin', expiresAt: inAMonth() },
            }),
            'FORBIDDEN',
            'customerId',
          ),
      },
      {
        label: 'revoke a hotel key: NOT_FOUND',
        attempt: async ({ attacker }) => refusedWith(await s.gql(attacker, REVOKE, { id: ids[0] }), 'NOT_FOUND', '_id'),
      },
    ];
  },
};
